// Every create is one transaction, answered from what it wrote: POST /api/invoices and POST
// /api/documents/:id/convert. A failure half-way (the database refusing a row the create writes
// late, through a trigger this test adds) leaves nothing behind: no document, no invoice row, no
// number drawn, no activity, no allowance taken, the quote not converted. Once the database
// accepts again, the answer is the row as stored.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, documents, invoices, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`create function create_tx_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
}, 60_000);
afterAll(() => t?.close());
afterEach(async () => {
  await t.db.execute(sql`drop trigger if exists create_tx_test_items on invoice_items`);
  await t.db.execute(sql`drop trigger if exists create_tx_test_converted on audit_events`);
});

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

/** What a user has stored: documents, invoice rows, activity entries, the allowance used. */
async function storedOf(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const id = user!.id;
  return {
    documents: (await t.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, id))).length,
    invoices: (await t.db.select({ number: invoices.number, status: invoices.billingStatus, convertedToId: invoices.convertedToId }).from(invoices).where(eq(invoices.userId, id))),
    activity: (await t.db.select({ action: activityLogs.action }).from(activityLogs).where(and(eq(activityLogs.userId, id), sql`${activityLogs.action} <> 'user.login' and ${activityLogs.action} <> 'user.signup'`))).map((a) => a.action),
    documentsGenerated: user!.documentsGenerated,
  };
}

const create = async (agent: Agent, body: Record<string, unknown>) => {
  const res = await agent.post("/api/invoices").send(body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; number: string; document: { id: string }; eInvoice?: unknown };
};

describe("POST /api/invoices", () => {
  test("a failure after the document and before its items are written leaves nothing; the next one draws the same number", async () => {
    const email = "create-tx@invoices.test";
    const agent = await t.signIn(email);
    const before = await storedOf(email);
    await t.db.execute(sql`create trigger create_tx_test_items before insert on invoice_items for each row execute function create_tx_test_fail()`);

    const failed = await agent.post("/api/invoices").send(invoiceBody);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: "Something went wrong on our side", code: "internal" });
    expect(await storedOf(email)).toEqual(before);

    await t.db.execute(sql`drop trigger create_tx_test_items on invoice_items`);
    const created = await create(agent, invoiceBody);
    expect(created.number).toBe("INV-0001");
    // The answer is the row as stored, with its items (and, beside them, its document and its
    // e-invoice readiness, which the list does not carry).
    const { document: _document, eInvoice: _eInvoice, ...invoice } = created;
    expect((await agent.get("/api/invoices")).body).toEqual([invoice]);
    expect((await storedOf(email)).documentsGenerated).toBe(before.documentsGenerated + 1);
  });
});

describe("POST /api/documents/:id/convert", () => {
  test("a failure after the invoice is made and the quote marked leaves the quote as it was and no invoice", async () => {
    const email = "convert-tx@invoices.test";
    const agent = await t.proUser(email);
    const { dueDate: _due, ...rest } = invoiceBody;
    const quote = await create(agent, { ...rest, type: "quote" });
    const before = await storedOf(email);
    // The quote's history records "converted" last, after the invoice and both links are written.
    await t.db.execute(
      sql`create trigger create_tx_test_converted before insert on audit_events for each row when (new.kind = 'converted') execute function create_tx_test_fail()`,
    );

    const failed = await agent.post(`/api/documents/${quote.document.id}/convert`).send({ to: "invoice" });
    expect(failed.status).toBe(500);
    expect(await storedOf(email)).toEqual(before);
    expect(before.invoices).toMatchObject([{ number: quote.number, convertedToId: null }]);

    await t.db.execute(sql`drop trigger create_tx_test_converted on audit_events`);
    const converted = await agent.post(`/api/documents/${quote.document.id}/convert`).send({ to: "invoice" });
    expect(converted.status, converted.text).toBe(201);
    expect(converted.body.number).toBe("INV-0001");
    const listed = (await agent.get("/api/invoices")).body as { id: string }[];
    const { document: _document, eInvoice: _eInvoice, ...invoice } = converted.body as { id: string; document: unknown; eInvoice?: unknown };
    expect(listed.find((i) => i.id === invoice.id)).toEqual(invoice);
  });
});
