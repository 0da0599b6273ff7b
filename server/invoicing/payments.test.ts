// The owner's side of an invoice's billing over HTTP, against a real SMTP server
// (test/smtp.ts): payments (partial, full, over the balance, deleted), receipts (one per
// payment), void and what it refuses, a sent invoice that cannot be deleted, billingStatus
// (overdue read from the due date) in every answer, the list's filters, the history, and the
// reminders: the daily scan run with its own clock (each step once, only the latest step due
// after a downtime) and "Remind" (202, then 429 within a day). On PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TDocument, TDocumentListItem } from "../../shared/api/documents";
import type { TCreatedInvoice } from "../../shared/api/invoices";
import type { TDocumentHistory, TPayment } from "../../shared/invoicing/payments";
import { invoiceReminders, invoices, publicLinks } from "../../shared/schema";
import { type TestApp } from "../../test/api-harness";
import { invoiceBody } from "../../test/fixtures";
import { waitFor } from "../../test/security/fault-helpers";
import { startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { TestSmtpServer } from "../../test/smtp";
import { hashToken } from "../public-links/links";
import { runReminderScan } from "./reminders";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

/** invoiceBody's total: 2 × 750.00 + 10 × 120.50 + 25.00 tax - 10.00 discount. */
const TOTAL = 272_000;
const errorPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

async function createInvoice(agent: Agent, body: Record<string, unknown> = {}): Promise<TCreatedInvoice> {
  const res = await agent.post("/api/invoices").send({ ...invoiceBody, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body as TCreatedInvoice;
}

/** What the send route does on POST /api/documents/:id/send: here, the stored state. */
async function markSent(invoice: TCreatedInvoice) {
  await t.db.update(invoices).set({ billingStatus: "sent", sentAt: new Date() }).where(eq(invoices.id, invoice.id));
}

const pay = (agent: Agent, documentId: string, body: Record<string, unknown>) => agent.post(`/api/documents/${documentId}/payments`).send(body);

describe("payments", () => {
  test("partial, full, over the balance, deleted: the status, the balance and paid_at follow", async () => {
    const agent = await t.proUser("payer@payments.test");
    const invoice = await createInvoice(agent);
    expect(invoice).toMatchObject({ billingStatus: "draft", amountPaid: 0, balanceDue: TOTAL });
    await markSent(invoice);
    const doc = invoice.document.id;

    const first = await pay(agent, doc, { amount: 100_000, date: "2026-11-20", method: "bank_transfer", reference: "  GLX-1  " });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ amount: 100_000, currency: "USD", date: "2026-11-20", method: "bank_transfer", reference: "GLX-1", receiptDocumentId: null });
    let shown = (await agent.get(`/api/documents/${doc}`)).body as TDocument;
    expect(shown).toMatchObject({ billingStatus: "partially_paid", amountPaid: 100_000, balanceDue: TOTAL - 100_000 });

    const over = await pay(agent, doc, { amount: TOTAL - 100_000 + 1, date: "2026-11-21", method: "card" });
    expect(over.status).toBe(400);
    expect(errorPaths(over.body)).toEqual(["amount"]);
    expect(over.body.errors[0].message).toBe("Amount is more than the balance due ($1,720.00)");

    const rest = await pay(agent, doc, { amount: TOTAL - 100_000, date: "2026-11-22", method: "cash" });
    expect(rest.status).toBe(201);
    shown = (await agent.get(`/api/documents/${doc}`)).body as TDocument;
    expect(shown).toMatchObject({ billingStatus: "paid", amountPaid: TOTAL, balanceDue: 0 });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.paidAt).toBeInstanceOf(Date);
    // The invoice answer's own status follows (the spec's draft / paid).
    const answered = ((await agent.get("/api/invoices")).body as { id: string; status: string }[]).find((i) => i.id === invoice.id);
    expect(answered?.status).toBe("paid");
    const none = await pay(agent, doc, { amount: 1, date: "2026-11-22", method: "cash" });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toEqual({ path: "amount", message: "Amount is more than the balance due: this invoice is paid in full" });

    const list = (await agent.get(`/api/documents/${doc}/payments`)).body as TPayment[];
    expect(list.map((p) => [p.amount, p.method])).toEqual([
      [100_000, "bank_transfer"],
      [TOTAL - 100_000, "cash"],
    ]);

    expect((await agent.delete(`/api/documents/${doc}/payments/${list[1]!.id}`)).status).toBe(204);
    shown = (await agent.get(`/api/documents/${doc}`)).body as TDocument;
    expect(shown).toMatchObject({ billingStatus: "partially_paid", amountPaid: 100_000, balanceDue: TOTAL - 100_000 });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({ paidAt: null, status: "draft" });
    expect((await agent.delete(`/api/documents/${doc}/payments/${list[1]!.id}`)).status).toBe(404);

    // Every payment gone: back to where the client had it (viewed once they opened it).
    await t.db.update(invoices).set({ viewedAt: new Date() }).where(eq(invoices.id, invoice.id));
    expect((await agent.delete(`/api/documents/${doc}/payments/${list[0]!.id}`)).status).toBe(204);
    shown = (await agent.get(`/api/documents/${doc}`)).body as TDocument;
    expect(shown).toMatchObject({ billingStatus: "viewed", amountPaid: 0, balanceDue: TOTAL });

    const history = (await agent.get(`/api/documents/${doc}/history`)).body as TDocumentHistory;
    expect(history.versions.map((v) => v.version)).toEqual([1]);
    expect(history.events.map((e) => [e.kind, e.data.amount, e.data.billingStatus])).toEqual([
      ["payment_recorded", 100_000, "partially_paid"],
      ["payment_recorded", TOTAL - 100_000, "paid"],
      ["payment_deleted", TOTAL - 100_000, "partially_paid"],
      ["payment_deleted", 100_000, "viewed"],
    ]);
    expect(history.events[0]).toMatchObject({ actor: { type: "user" }, data: { method: "bank_transfer", reference: "GLX-1", balanceDue: TOTAL - 100_000 } });
  });

  test("bad input is a 400 naming each field, and nothing is stored", async () => {
    const agent = await t.proUser("bad@payments.test");
    const invoice = await createInvoice(agent);
    const doc = invoice.document.id;
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["amount", "date", "method"]],
      [{ amount: 0, date: "2026-11-20", method: "card" }, ["amount"]],
      [{ amount: 10.5, date: "2026-11-20", method: "card" }, ["amount"]],
      [{ amount: "100", date: "2026-11-20", method: "card" }, ["amount"]],
      [{ amount: 100, date: "2026-02-30", method: "card" }, ["date"]],
      // Paid the day after tomorrow: not yet (a day's leeway for time zones ahead of UTC).
      [{ amount: 100, date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), method: "card" }, ["date"]],
      [{ amount: 100, date: "2026-11-20", method: "paypal" }, ["method"]],
      [{ amount: 100, date: "2026-11-20", method: "card", reference: "x".repeat(201) }, ["reference"]],
    ];
    for (const [body, paths] of cases) {
      const res = await pay(agent, doc, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorPaths(res.body)).toEqual(paths);
    }
    expect((await agent.get(`/api/documents/${doc}/payments`)).body).toEqual([]);
  });

  test("only on one's own invoices: another user's is 404, a quote or a receipt 409", async () => {
    const owner = await t.proUser("owner@payments.test");
    const other = await t.proUser("other@payments.test");
    const invoice = await createInvoice(owner);
    const body = { amount: 100, date: "2026-11-20", method: "card" };
    expect((await pay(other, invoice.document.id, body)).status).toBe(404);
    expect((await other.get(`/api/documents/${invoice.document.id}/payments`)).status).toBe(404);
    expect((await other.get(`/api/documents/${invoice.document.id}/history`)).status).toBe(404);
    expect((await pay(owner, "not-a-uuid", body)).status).toBe(404);
    const quote = await createInvoice(owner, { type: "quote", validUntil: "2027-01-31" });
    const refused = await pay(owner, quote.document.id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Payments are for invoices only");
    const ok = await pay(owner, invoice.document.id, body);
    expect((await other.delete(`/api/documents/${invoice.document.id}/payments/${ok.body.id}`)).status).toBe(404);
  });
});

test("a client's outstanding balance is what its invoices still owe: payments subtracted, void invoices left out", async () => {
  const agent = await t.proUser("outstanding@payments.test");
  const client = (await agent.post("/api/clients").send({ name: "Hooli", email: "ap@hooli.example" })).body as { id: string };
  const a = await createInvoice(agent, { clientId: client.id });
  const b = await createInvoice(agent, { clientId: client.id });
  await markSent(a);
  await markSent(b);
  const owed = async () => ((await agent.get(`/api/clients/${client.id}`)).body as { outstanding: { currency: string; amount: number }[] }).outstanding;
  expect(await owed()).toEqual([{ currency: "USD", amount: 2 * TOTAL }]);
  expect((await pay(agent, a.document.id, { amount: 72_000, date: "2026-11-20", method: "cash" })).status).toBe(201);
  expect(await owed()).toEqual([{ currency: "USD", amount: 2 * TOTAL - 72_000 }]);
  expect((await agent.post(`/api/documents/${b.document.id}/void`).send({ reason: "Duplicate" })).status).toBe(200);
  expect(await owed()).toEqual([{ currency: "USD", amount: TOTAL - 72_000 }]);
});

describe("receipts", () => {
  test("one per payment, numbered, showing what was paid, when, how, against which invoice, and the balance left", async () => {
    const agent = await t.proUser("receipts@payments.test");
    const invoice = await createInvoice(agent);
    await markSent(invoice);
    const doc = invoice.document.id;
    const payment = (await pay(agent, doc, { amount: 100_000, date: "2026-11-20", method: "bank_transfer", reference: "GLX-9" })).body as TPayment;

    const res = await agent.post(`/api/documents/${doc}/payments/${payment.id}/receipt`);
    expect(res.status, res.text).toBe(201);
    const receipt = res.body as TCreatedInvoice;
    expect(receipt).toMatchObject({
      type: "receipt",
      number: "RCT-0001",
      total: 100_000,
      currency: "USD",
      billingStatus: "paid",
      receiptForId: invoice.id,
      receiptPaymentId: payment.id,
      clientName: invoiceBody.clientName,
      document: { type: "receipt" },
    });
    expect(receipt.items.map((i) => i.description)).toEqual([`Payment against invoice ${invoice.number}`]);
    const text = receipt.document.content;
    for (const fact of ["November 20, 2026", "Bank transfer", "GLX-9", invoice.number, "$1,720.00", "$1,000.00"]) expect(text).toContain(fact);

    const again = await agent.post(`/api/documents/${doc}/payments/${payment.id}/receipt`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: "A receipt was already created for this payment", receiptDocumentId: receipt.document.id });

    const payments = (await agent.get(`/api/documents/${doc}/payments`)).body as TPayment[];
    expect(payments[0]!.receiptDocumentId).toBe(receipt.document.id);
    const history = (await agent.get(`/api/documents/${doc}/history`)).body as TDocumentHistory;
    expect(history.events.at(-1)).toMatchObject({ kind: "receipt_created", data: { paymentId: payment.id, receiptDocumentId: receipt.document.id, number: "RCT-0001" } });
    const other = await t.proUser("receipts-other@payments.test");
    expect((await other.post(`/api/documents/${doc}/payments/${payment.id}/receipt`)).status).toBe(404);
    expect((await agent.post(`/api/documents/${doc}/payments/00000000-0000-4000-8000-000000000000/receipt`)).status).toBe(404);
  });
});

test("the invoice answers of POST /api/invoices, a receipt and a converted quote carry their document as GET /api/documents/:id answers it", async () => {
  const agent = await t.proUser("created-answer@payments.test");
  const client = (await agent.post("/api/clients").send({ name: "Initech", email: "ap@initech.example" })).body as { id: string };
  const BILLING = ["billingStatus", "number", "total", "currency", "amountPaid", "balanceDue", "dueDate", "clientId", "clientEmail", "sentAt"] as const;
  const sameAsStored = async (created: TCreatedInvoice) => {
    const stored = (await agent.get(`/api/documents/${created.document.id}`)).body as TDocument;
    for (const key of BILLING) expect(stored, key).toHaveProperty(key);
    expect(created.document).toEqual(stored);
  };
  const invoice = await createInvoice(agent, { clientId: client.id });
  expect(invoice.document).toMatchObject({ billingStatus: "draft", number: invoice.number, total: TOTAL, balanceDue: TOTAL, clientId: client.id, sentAt: null });
  await sameAsStored(invoice);

  await markSent(invoice);
  const payment = (await pay(agent, invoice.document.id, { amount: 100_000, date: "2026-11-20", method: "card" })).body as TPayment;
  const receipt = await agent.post(`/api/documents/${invoice.document.id}/payments/${payment.id}/receipt`);
  expect(receipt.status, receipt.text).toBe(201);
  await sameAsStored(receipt.body as TCreatedInvoice);

  const quote = await createInvoice(agent, { type: "quote", validUntil: "2099-01-10", clientId: client.id });
  const converted = await agent.post(`/api/documents/${quote.document.id}/convert`).send({ to: "invoice" });
  expect(converted.status, converted.text).toBe(201);
  expect(converted.body).toMatchObject({ billingStatus: "draft", balanceDue: TOTAL });
  await sameAsStored(converted.body as TCreatedInvoice);
});

test("a draft not yet finalized is neither sent to its client nor paid (409), and counts in no outstanding balance; finalized, it is", async () => {
  const agent = await t.proUser("draft-doc@payments.test");
  const client = (await agent.post("/api/clients").send({ name: "Draft Co", email: "ap@draft-doc.example" })).body as { id: string };
  const res = await agent.post("/api/invoices?status=draft").send({ ...invoiceBody, clientId: client.id });
  expect(res.status, res.text).toBe(201);
  const draft = res.body as TCreatedInvoice;
  expect(draft.document.status).toBe("draft");
  const doc = draft.document.id;

  const send = await agent.post(`/api/documents/${doc}/send`).send({});
  expect([send.status, send.body.message]).toEqual([409, "Finalize this draft before sending it to your client"]);
  const payment = await pay(agent, doc, { amount: 1_000, date: "2026-11-20", method: "cash" });
  expect([payment.status, payment.body.message]).toEqual([409, "Finalize this draft before recording a payment on it"]);
  expect((await t.db.select().from(invoices).where(eq(invoices.id, draft.id)))[0]).toMatchObject({ billingStatus: "draft", amountPaid: 0, sentAt: null });
  expect((await agent.get(`/api/documents/${doc}/payments`)).body).toEqual([]);
  expect(((await agent.get(`/api/documents/${doc}/history`)).body as TDocumentHistory).events).toEqual([]);
  expect(smtp.to("ap@draft-doc.example")).toEqual([]);
  const outstanding = async () => ((await agent.get(`/api/clients/${client.id}`)).body as { outstanding: unknown }).outstanding;
  expect(await outstanding()).toEqual([]);

  expect((await agent.patch(`/api/documents/${doc}`).send({ status: "final" })).status).toBe(200);
  expect((await agent.post(`/api/documents/${doc}/send`).send({})).status).toBe(202);
  expect((await pay(agent, doc, { amount: 1_000, date: "2026-11-20", method: "cash" })).status).toBe(201);
  expect(await outstanding()).toEqual([{ currency: "USD", amount: TOTAL - 1_000 }]);
});

describe("void and delete", () => {
  test("void needs a reason; a void invoice refuses payments and reminders; a sent invoice is never deleted", async () => {
    const agent = await t.proUser("void@payments.test");
    const invoice = await createInvoice(agent, { clientEmail: "void-client@payments.test" });
    await markSent(invoice);
    const doc = invoice.document.id;

    const deleted = await agent.delete(`/api/documents/${doc}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe("A sent invoice cannot be deleted: void it, or issue a credit note to correct it");

    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await agent.post(`/api/documents/${doc}/void`).send(body);
      expect(res.status).toBe(400);
      expect(errorPaths(res.body)).toEqual(["reason"]);
    }
    const voided = await agent.post(`/api/documents/${doc}/void`).send({ reason: "Issued to the wrong client" });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ billingStatus: "void", voidReason: "Issued to the wrong client" });
    expect(voided.body.voidedAt).toEqual(expect.any(String));
    expect((await agent.post(`/api/documents/${doc}/void`).send({ reason: "again" })).status).toBe(409);

    const payment = await pay(agent, doc, { amount: 100, date: "2026-11-20", method: "card" });
    expect(payment.status).toBe(409);
    expect(payment.body.message).toBe("This invoice is void: payments are refused");
    const remind = await agent.post(`/api/documents/${doc}/remind`);
    expect(remind.status).toBe(409);
    expect(remind.body.message).toBe("This invoice is void: reminders are refused");
    expect((await agent.delete(`/api/documents/${doc}`)).status).toBe(409);
    expect(((await agent.get(`/api/documents/${doc}/history`)).body as TDocumentHistory).events.map((e) => e.kind)).toEqual(["voided"]);

    // A draft invoice (never sent) may still be deleted.
    const draft = await createInvoice(agent);
    expect((await agent.delete(`/api/documents/${draft.document.id}`)).status).toBe(204);
  });
});

describe("billingStatus and the list's filters", () => {
  test("overdue is read from the due date; the list filters by billingStatus and clientId", async () => {
    const agent = await t.proUser("lists@payments.test");
    const client = (await agent.post("/api/clients").send({ name: "Initech", email: "ap@initech.example" })).body as { id: string };
    const overdue = await createInvoice(agent, { dueDate: "2026-01-10", clientId: client.id });
    await markSent(overdue);
    const current = await createInvoice(agent, { dueDate: "2099-01-10" });
    await markSent(current);
    const paid = await createInvoice(agent, { dueDate: "2026-01-10" });
    await markSent(paid);
    expect((await pay(agent, paid.document.id, { amount: TOTAL, date: "2026-01-09", method: "card" })).status).toBe(201);
    await createInvoice(agent, { type: "quote", validUntil: "2026-01-10" });
    await agent.post("/api/generate/nda").send((await import("../../test/fixtures")).ndaBody);

    expect(((await agent.get(`/api/documents/${overdue.document.id}`)).body as TDocument).billingStatus).toBe("overdue");
    const invoicesAnswer = (await agent.get("/api/invoices")).body as { id: string; billingStatus: string }[];
    expect(invoicesAnswer.find((i) => i.id === overdue.id)?.billingStatus).toBe("overdue");

    const ids = async (query: string) => ((await agent.get(`/api/documents?${query}`)).body as TDocumentListItem[]).map((d) => d.id);
    expect(await ids("billingStatus=overdue")).toEqual([overdue.document.id]);
    expect(await ids("billingStatus=sent")).toEqual([current.document.id]);
    expect(await ids("billingStatus=paid")).toEqual([paid.document.id]);
    expect(await ids("billingStatus=expired")).toHaveLength(1);
    expect(await ids(`clientId=${client.id}`)).toEqual([overdue.document.id]);
    expect(await ids(`clientId=${client.id}&billingStatus=paid`)).toEqual([]);

    const all = (await agent.get("/api/documents")).body as TDocumentListItem[];
    expect(all).toHaveLength(5);
    expect(all.find((d) => d.id === current.document.id)).toMatchObject({ billingStatus: "sent", total: TOTAL, balanceDue: TOTAL, amountPaid: 0, currency: "USD" });
    expect(all.find((d) => d.type === "nda")).not.toHaveProperty("billingStatus");

    for (const [query, field] of [
      ["billingStatus=late", "billingStatus"],
      ["clientId=nope", "clientId"],
    ]) {
      const res = await agent.get(`/api/documents?${query}`);
      expect(res.status).toBe(400);
      expect(errorPaths(res.body)).toEqual([field]);
    }

    // Without a due date (or a validity date) nothing turns overdue (or expired): each is found
    // under its stored status.
    const undated = await createInvoice(agent, { dueDate: undefined });
    await markSent(undated);
    const openQuote = await createInvoice(agent, { type: "quote", validUntil: undefined });
    expect(await ids("billingStatus=sent")).toEqual([undated.document.id, current.document.id]);
    expect(await ids("billingStatus=draft")).toEqual([openQuote.document.id]);
    expect(await ids("billingStatus=overdue")).toEqual([overdue.document.id]);
  });
});

describe("reminders", () => {
  const at = (iso: string) => new Date(`${iso}T08:00:00Z`);
  const stepsOf = async (invoiceId: string) =>
    (await t.db.select({ step: invoiceReminders.step }).from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId))).map((r) => r.step).sort((a, b) => a - b);

  test("the daily scan sends each due step once, with a fresh /i/ link and the balance due; after a downtime only the latest step", async () => {
    const agent = await t.signIn("scan@payments.test", { firstName: "Olivia", lastName: "Owner" });
    const client = "scan-client@payments.test";
    const invoice = await createInvoice(agent, { clientEmail: client, dueDate: "2027-03-10" });
    const draft = await createInvoice(agent, { clientEmail: "draft-client@payments.test", dueDate: "2027-03-10" });
    await markSent(invoice);
    expect((await pay(agent, invoice.document.id, { amount: 72_000, date: "2026-11-20", method: "card" })).status).toBe(201);
    await t.makePro("scan@payments.test");
    // The scan covers every user's invoices: what it queued for this one.
    const scan = async (iso: string) => (await runReminderScan(t.instance.invoicing, at(iso))).queued.filter((q) => q.invoiceId === invoice.id).map((q) => q.step);

    expect(await scan("2027-03-06")).toEqual([]);
    expect(await scan("2027-03-07")).toEqual([-3]);
    const first = await smtp.nthTo(client, 1);
    expect(first.parsed.subject).toBe(`Reminder: invoice ${invoice.number} from Olivia Owner is due on March 10, 2027`);
    const text = first.parsed.text ?? "";
    expect(text).toContain("$2,000.00");
    const link = /https:\/\/docs\.example\.test\/i\/([\w-]{43})/.exec(text);
    expect(link, text).not.toBeNull();
    const [stored] = await t.db.select().from(publicLinks).where(eq(publicLinks.tokenHash, hashToken(link![1]!)));
    expect(stored).toMatchObject({ purpose: "invoice", documentId: invoice.document.id, version: 1 });

    // The same day again, and the day after: nothing new is due.
    expect(await stepsOf(invoice.id)).toEqual([-3]);
    expect(await scan("2027-03-07")).toEqual([]);
    expect(await scan("2027-03-08")).toEqual([]);
    expect(await scan("2027-03-10")).toEqual([0]);
    const second = await smtp.nthTo(client, 2);
    expect(second.parsed.subject).toBe(`Reminder: invoice ${invoice.number} from Olivia Owner is due today`);

    // Down from the 11th to the 31st: the 7- and 14-day steps were missed; only the 14 goes out.
    expect(await scan("2027-03-31")).toEqual([14]);
    const third = await smtp.nthTo(client, 3);
    expect(third.parsed.subject).toBe(`Overdue: invoice ${invoice.number} from Olivia Owner`);
    expect(third.parsed.text).toContain("21 days ago");
    expect(await stepsOf(invoice.id)).toEqual([-3, 0, 14]);
    expect(await scan("2027-04-30")).toEqual([]);

    const history = (await agent.get(`/api/documents/${invoice.document.id}/history`)).body as TDocumentHistory;
    expect(history.events.filter((e) => e.kind === "reminder_sent").map((e) => [e.data.step, e.actor.type, e.data.balanceDue])).toEqual([
      [-3, "system", 200_000],
      [0, "system", 200_000],
      [14, "system", 200_000],
    ]);
    expect(smtp.to(client)).toHaveLength(3);
    expect(smtp.to("draft-client@payments.test")).toHaveLength(0);
    expect(await stepsOf(draft.id)).toEqual([]);

    // Paid in full: no more reminders.
    const paidUp = await createInvoice(agent, { clientEmail: "paid-client@payments.test", dueDate: "2027-03-10" });
    await markSent(paidUp);
    expect((await pay(agent, paidUp.document.id, { amount: TOTAL, date: "2026-11-20", method: "card" })).status).toBe(201);
    const queued = (await runReminderScan(t.instance.invoicing, at("2027-03-31"))).queued.map((q) => q.invoiceId);
    expect(queued).not.toContain(paidUp.id);
    expect(queued).not.toContain(draft.id);
  });

  test("a profile with reminders off is skipped; a profile's own days are used", async () => {
    const agent = await t.proUser("profiles@payments.test");
    const off = await agent.post("/api/business-profiles").send({ name: "Quiet Ltd", country: "GB", addressLine1: "1 High Street", city: "London", email: "quiet@payments.test", remindersEnabled: false });
    expect(off.status, off.text).toBe(201);
    const custom = await agent
      .post("/api/business-profiles")
      .send({ name: "Prompt Ltd", country: "GB", addressLine1: "2 High Street", city: "London", email: "prompt@payments.test", reminderDays: [30, 1, 1] });
    expect(custom.status, custom.text).toBe(201);
    expect(custom.body).toMatchObject({ remindersEnabled: true, reminderDays: [1, 30] });
    const quiet = await createInvoice(agent, { clientEmail: "quiet-client@payments.test", dueDate: "2027-05-10", businessProfileId: off.body.id });
    const prompt = await createInvoice(agent, { clientEmail: "prompt-client@payments.test", dueDate: "2027-05-10", businessProfileId: custom.body.id });
    await markSent(quiet);
    await markSent(prompt);
    const mine = async (iso: string) =>
      (await runReminderScan(t.instance.invoicing, at(iso))).queued.filter((q) => q.invoiceId === quiet.id || q.invoiceId === prompt.id);
    expect(await mine("2027-05-10")).toEqual([]);
    expect(await mine("2027-05-11")).toEqual([{ invoiceId: prompt.id, step: 1 }]);
    await smtp.nthTo("prompt-client@payments.test", 1);
    expect(await stepsOf(prompt.id)).toEqual([1]);
    expect(await stepsOf(quiet.id)).toEqual([]);
  });

  test("Remind sends one now (202), and 429 within 24 hours", async () => {
    const agent = await t.proUser("remind@payments.test");
    const client = "remind-client@payments.test";
    const invoice = await createInvoice(agent, { clientEmail: client, dueDate: "2027-03-10" });
    const draft = await agent.post(`/api/documents/${invoice.document.id}/remind`);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe("Send this invoice before reminding the client");
    // Paid in part and past its due date, but never sent: still nothing to remind the client of,
    // by hand or by the scan.
    const unsent = await createInvoice(agent, { clientEmail: "unsent-client@payments.test", dueDate: "2027-03-10" });
    expect((await pay(agent, unsent.document.id, { amount: 72_000, date: "2026-11-20", method: "card" })).status).toBe(201);
    const unsentRemind = await agent.post(`/api/documents/${unsent.document.id}/remind`);
    expect([unsentRemind.status, unsentRemind.body.message]).toEqual([409, "Send this invoice before reminding the client"]);
    const queued = (await runReminderScan(t.instance.invoicing, at("2027-03-31"))).queued.map((q) => q.invoiceId);
    expect(queued).not.toContain(unsent.id);
    await markSent(invoice);
    const first = await agent.post(`/api/documents/${invoice.document.id}/remind`);
    expect(first.status, first.text).toBe(202);
    const mail = await smtp.nthTo(client, 1);
    expect(mail.parsed.text).toContain(`$2,720.00`);
    expect(mail.parsed.text).toMatch(/https:\/\/docs\.example\.test\/i\/[\w-]{43}/);
    const again = await agent.post(`/api/documents/${invoice.document.id}/remind`);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe("A reminder was sent in the last 24 hours: wait a day before sending another");
    const history = (await agent.get(`/api/documents/${invoice.document.id}/history`)).body as TDocumentHistory;
    expect(history.events.map((e) => [e.kind, e.data.manual, e.actor.type])).toEqual([["reminder_sent", true, "user"]]);
    const other = await t.proUser("remind-other@payments.test");
    expect((await other.post(`/api/documents/${invoice.document.id}/remind`)).status).toBe(404);
  });

  test("a reminder the client's server refuses shows in the invoice's history, with the address", async () => {
    const agent = await t.proUser("remind-bounce@payments.test");
    const client = "remind-gone@payments.test";
    const invoice = await createInvoice(agent, { clientEmail: client, dueDate: "2027-03-10" });
    await markSent(invoice);
    smtp.refuse = (to) => (to.includes(client) ? { code: 550, message: "Mailbox unavailable" } : undefined);
    try {
      expect((await agent.post(`/api/documents/${invoice.document.id}/remind`)).status).toBe(202);
      const history = await waitFor(
        async () => {
          const h = (await agent.get(`/api/documents/${invoice.document.id}/history`)).body as TDocumentHistory;
          return h.events.some((e) => e.kind === "email_failed") ? h : undefined;
        },
        { timeoutMs: 30_000, what: "the failed reminder in the history" },
      );
      expect(history.events.map((e) => e.kind)).toEqual(["reminder_sent", "email_failed"]);
      expect(history.events[1]!.data).toMatchObject({ to: [client], message: "reminder" });
      expect(String(history.events[1]!.data.error)).toMatch(/550.*Mailbox unavailable/);
    } finally {
      smtp.refuse = undefined;
    }
  });
});
