// A document's stage over HTTP, reached through the real flows against a real SMTP server: a draft,
// a final document, a signature request open, signed and declined; a quote sent, viewed on the
// client's page, accepted, declined, expired and converted; an invoice sent, viewed, paid in part,
// paid, past its due date and void; a receipt. Each time the stage is the same in the document's
// answer, its row of the list (the dashboard's source too) and, once sent, the client's public page.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DocumentStage } from "../../shared/documents/stage";
import { isoDay } from "../../shared/invoicing/status";
import { invoices } from "../../shared/schema";
import type { TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody } from "../../test/fixtures";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { TestSmtpServer } from "../../test/smtp";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

const DAY = 86_400_000;
const dayFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY));
/** invoiceBody's total: 2 × 750.00 + 10 × 120.50 + 25.00 tax - 10.00 discount. */
const TOTAL = 272_000;
const client = () => t.agent().set("User-Agent", "ClientBrowser/1.0");

/**
 * The stage as each answer gives it: the public page's first (its first opening marks the
 * document viewed), then the document's and its row's in the list.
 */
async function stagesOf(agent: Agent, documentId: string, publicPath?: string): Promise<DocumentStage[]> {
  const stages: DocumentStage[] = [];
  if (publicPath) {
    const page = await client().get(publicPath);
    expect(page.status, page.text).toBe(200);
    stages.push(page.body.stage);
  }
  const one = await agent.get(`/api/documents/${documentId}`);
  expect(one.status, one.text).toBe(200);
  const list = await agent.get("/api/documents?limit=100");
  expect(list.status, list.text).toBe(200);
  const row = (list.body as { id: string; stage: DocumentStage }[]).find((r) => r.id === documentId);
  return [...stages, one.body.stage, row!.stage];
}

/** Every answer says `stage`. */
async function expectStage(agent: Agent, documentId: string, stage: DocumentStage, publicPath?: string) {
  expect(await stagesOf(agent, documentId, publicPath)).toEqual(publicPath ? [stage, stage, stage] : [stage, stage]);
}

async function create(agent: Agent, body: Record<string, unknown>): Promise<{ id: string; document: { id: string; stage: DocumentStage } }> {
  const res = await agent.post("/api/invoices").send(body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Sends it to `to` and answers the public page's path from the e-mail. */
async function sendTo(agent: Agent, documentId: string, to: string, kind: "quote" | "invoice"): Promise<string> {
  const before = smtp.to(to).length;
  const res = await agent.post(`/api/documents/${documentId}/send`).send({});
  expect(res.status, res.text).toBe(202);
  const token = publicLinkIn(await smtp.nthTo(to, before + 1), kind === "quote" ? "q" : "i");
  return `/api/public/${kind === "quote" ? "quotes" : "invoices"}/${token}`;
}

const quoteBody = (clientEmail: string) => {
  const { dueDate: _due, ...rest } = invoiceBody;
  return { ...rest, type: "quote", clientEmail, validUntil: dayFromToday(30) };
};

test("a draft and a final document; a signature request open, signed, declined, voided", async () => {
  const owner = await t.proUser("stages-sign@stage.test");
  const draft = await owner.post("/api/generate/nda?status=draft").send(ndaBody);
  expect([draft.status, draft.body.stage]).toEqual([201, "draft"]);
  await expectStage(owner, draft.body.id, "draft");

  const nda = async () => {
    const made = await owner.post("/api/generate/nda").send(ndaBody);
    expect([made.status, made.body.stage]).toEqual([201, "final"]);
    return made.body.id as string;
  };
  const ask = async (documentId: string, email: string) => {
    const res = await owner.post(`/api/documents/${documentId}/signature-requests`).send({ signers: [{ name: "Sam Signer", email }], otp: false });
    expect(res.status, res.text).toBe(201);
    return { id: res.body.id as string, token: publicLinkIn(await smtp.nthTo(email, 1), "sign") };
  };

  const signed = await nda();
  await expectStage(owner, signed, "final");
  const { token } = await ask(signed, "sam@stage.test");
  await expectStage(owner, signed, "awaiting_signature");
  const signing = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Sam Signer" } });
  expect(signing.status, signing.text).toBe(200);
  await expectStage(owner, signed, "signed");

  const declined = await nda();
  const refusal = await ask(declined, "dora@stage.test");
  expect((await t.agent().post(`/api/sign/${refusal.token}/decline`).send({ reason: "Not these terms" })).status).toBe(204);
  await expectStage(owner, declined, "declined");

  // A request the owner withdrew leaves the document as it was: final.
  const voided = await nda();
  const withdrawn = await ask(voided, "vic@stage.test");
  expect((await owner.post(`/api/signature-requests/${withdrawn.id}/void`).send({ reason: "Wrong party" })).status).toBe(200);
  await expectStage(owner, voided, "final");
}, 120_000);

test("a quote: final, sent, viewed on the client's page, accepted, converted; another declined, another expired", async () => {
  const owner = await t.proUser("stages-quote@stage.test");
  const quote = await create(owner, quoteBody("buyer@stage.test"));
  expect(quote.document.stage).toBe("final");
  const doc = quote.document.id;
  await expectStage(owner, doc, "final");
  const page = await sendTo(owner, doc, "buyer@stage.test", "quote");
  await expectStage(owner, doc, "sent");
  // The client's first opening: the page, the owner's document and the list all say Viewed.
  await expectStage(owner, doc, "viewed", page);
  const accepted = await client().post(`${page}/accept`).send({ name: "Bea Buyer", consent: true });
  expect([accepted.status, accepted.body.stage]).toEqual([200, "accepted"]);
  await expectStage(owner, doc, "accepted", page);
  const invoice = await owner.post(`/api/documents/${doc}/convert`).send({ to: "invoice" });
  expect(invoice.status, invoice.text).toBe(201);
  expect(invoice.body.document.stage).toBe("final");
  await expectStage(owner, invoice.body.document.id, "final");
  await expectStage(owner, doc, "converted", page);

  const refused = await create(owner, quoteBody("nope@stage.test"));
  const refusedPage = await sendTo(owner, refused.document.id, "nope@stage.test", "quote");
  const declined = await client().post(`${refusedPage}/decline`).send({ reason: "Too dear" });
  expect([declined.status, declined.body.stage]).toEqual([200, "declined"]);
  await expectStage(owner, refused.document.id, "declined", refusedPage);

  // Sent while valid, then its validity date passes (as time would).
  const late = await create(owner, quoteBody("late@stage.test"));
  const latePage = await sendTo(owner, late.document.id, "late@stage.test", "quote");
  await t.db.update(invoices).set({ validUntil: dayFromToday(-1) }).where(eq(invoices.id, late.id));
  await expectStage(owner, late.document.id, "expired", latePage);
}, 120_000);

test("an invoice: sent, viewed, paid in part, paid, with its receipt; another past its due date; another void", async () => {
  const owner = await t.proUser("stages-invoice@stage.test");
  const invoice = await create(owner, { ...invoiceBody, clientEmail: "payer@stage.test", dueDate: dayFromToday(30) });
  const doc = invoice.document.id;
  expect(invoice.document.stage).toBe("final");
  const page = await sendTo(owner, doc, "payer@stage.test", "invoice");
  await expectStage(owner, doc, "sent");
  await expectStage(owner, doc, "viewed", page);
  const pay = (amount: number) => owner.post(`/api/documents/${doc}/payments`).send({ amount, date: dayFromToday(0), method: "bank_transfer" });
  expect((await pay(100_000)).status).toBe(201);
  // The owner reads what the client reads: Partially paid.
  await expectStage(owner, doc, "partially_paid", page);
  const rest = await pay(TOTAL - 100_000);
  expect(rest.status, rest.text).toBe(201);
  await expectStage(owner, doc, "paid", page);
  const receipt = await owner.post(`/api/documents/${doc}/payments/${rest.body.id}/receipt`).send({});
  expect([receipt.status, receipt.body.document?.stage], receipt.text).toEqual([201, "paid"]);
  await expectStage(owner, receipt.body.document.id, "paid");

  // Sent, then its due date passes with nothing paid: Overdue rather than Sent.
  const overdue = await create(owner, { ...invoiceBody, clientEmail: "slow@stage.test", dueDate: dayFromToday(-10) });
  expect(overdue.document.stage).toBe("overdue");
  const overduePage = await sendTo(owner, overdue.document.id, "slow@stage.test", "invoice");
  await expectStage(owner, overdue.document.id, "overdue", overduePage);

  const voided = await create(owner, { ...invoiceBody, clientEmail: "gone@stage.test", dueDate: dayFromToday(30) });
  const voidedPage = await sendTo(owner, voided.document.id, "gone@stage.test", "invoice");
  expect((await owner.post(`/api/documents/${voided.document.id}/void`).send({ reason: "Issued twice" })).status).toBe(200);
  await expectStage(owner, voided.document.id, "void", voidedPage);
}, 120_000);
