// The freelancer's whole loop in one run, against a real SMTP server (test/smtp.ts):
// quote → sent → the client accepts on the public page → converted to an invoice → the invoice is
// sent → the client views it → a partial payment → the reminder scan at a simulated date → the full
// payment → a receipt e-mailed. Every e-mail and every status change on the way is checked, and the
// history holds each step. Refusals: another document's token, a guessed token, a double answer.
import { afterAll, beforeAll, expect, test } from "vitest";
import { isoDay } from "../../shared/invoicing/status";
import { type TestApp } from "../../test/api-harness";
import { pdfText } from "../../test/pdf-text";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp";
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

const DAY = 86_400_000;
const OWNER = "freelancer@flow.test";
const CLIENT = "buyer@globex-flow.test";

const pdfOf = (mail: ReceivedMail) => mail.parsed.attachments.find((a) => a.contentType === "application/pdf");
const client = () => t.agent().set("User-Agent", "GlobexBrowser/2.0");

async function statusOf(agent: Agent, documentId: string): Promise<string> {
  const res = await agent.get(`/api/documents/${documentId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.billingStatus;
}

test("quote → accepted → invoice → viewed → partly paid → reminded → paid → receipt, every e-mail and status checked", async () => {
  const owner = await t.proUser(OWNER, { firstName: "Fiona", lastName: "Freelancer" });
  const profile = await owner.post("/api/business-profiles").send({ name: "Fiona Design LLC", email: OWNER, country: "US", isDefault: true });
  expect(profile.status, profile.text).toBe(201);
  const clientRow = await owner.post("/api/clients").send({ name: "Globex Corporation", email: CLIENT, country: "US" });
  expect(clientRow.status, clientRow.text).toBe(201);

  // 1. The quote, made out to the client from the book.
  const quote = await owner.post("/api/invoices").send({
    type: "quote",
    clientId: clientRow.body.id,
    currency: "USD",
    validUntil: isoDay(new Date(Date.now() + 30 * DAY)),
    items: [
      { description: "Brand identity", quantity: 1, unitPrice: 240_000 },
      { description: "Website pages", quantity: 4, unitPrice: 40_000 },
    ],
  });
  expect(quote.status, quote.text).toBe(201);
  expect(quote.body).toMatchObject({ type: "quote", clientName: "Globex Corporation", clientEmail: CLIENT, total: 400_000 });
  const quoteDoc = quote.body.document.id as string;
  expect(await statusOf(owner, quoteDoc)).toBe("draft");

  // 2. Sent: the client gets the link and the PDF.
  expect((await owner.post(`/api/documents/${quoteDoc}/send`).send({ message: "As discussed on Tuesday." })).status).toBe(202);
  const quoteMail = await smtp.nthTo(CLIENT, 1);
  expect(quoteMail.parsed.subject).toContain(quote.body.number);
  expect(quoteMail.parsed.text).toContain("As discussed on Tuesday.");
  expect((await pdfText(pdfOf(quoteMail)!.content)).text).toContain(quote.body.number);
  const quoteToken = publicLinkIn(quoteMail, "q");
  expect(await statusOf(owner, quoteDoc)).toBe("sent");

  // A guessed token and the token as an invoice's: refused, nothing changes.
  expect((await client().get(`/api/public/quotes/${"A".repeat(43)}`)).status).toBe(404);
  expect((await client().get(`/api/public/invoices/${quoteToken}`)).status).toBe(404);
  expect(await statusOf(owner, quoteDoc)).toBe("sent");

  // 3. The client opens it (viewed, once) and accepts.
  const page = await client().get(`/api/public/quotes/${quoteToken}`);
  expect(page.status, page.text).toBe(200);
  expect(page.body).toMatchObject({ type: "quote", number: quote.body.number, billingStatus: "viewed" });
  expect(await statusOf(owner, quoteDoc)).toBe("viewed");
  const accepted = await client().post(`/api/public/quotes/${quoteToken}/accept`).send({ name: "Gina Globex", consent: true });
  expect(accepted.status, accepted.text).toBe(200);
  expect(await statusOf(owner, quoteDoc)).toBe("accepted");
  const ownerNotice = await smtp.nthTo(OWNER, 1);
  expect(ownerNotice.parsed.subject).toContain(quote.body.number);
  expect(ownerNotice.parsed.text).toContain("Gina Globex");
  // A second answer is refused.
  expect((await client().post(`/api/public/quotes/${quoteToken}/decline`).send({ reason: "Changed my mind" })).status).toBe(409);
  expect((await client().post(`/api/public/quotes/${quoteToken}/accept`).send({ name: "Gina Globex", consent: true })).status).toBe(409);

  // 4. Converted: an invoice with the same client and lines, linked both ways.
  const converted = await owner.post(`/api/documents/${quoteDoc}/convert`).send({ to: "invoice" });
  expect(converted.status, converted.text).toBe(201);
  const invoice = converted.body;
  expect(invoice).toMatchObject({ type: "invoice", clientId: clientRow.body.id, clientEmail: CLIENT, total: 400_000, convertedFromId: quote.body.id });
  expect(invoice.items.map((i: { description: string }) => i.description)).toEqual(["Brand identity", "Website pages"]);
  const invoiceDoc = invoice.document.id as string;
  expect(await statusOf(owner, quoteDoc)).toBe("converted");
  expect(await statusOf(owner, invoiceDoc)).toBe("draft");
  expect((await owner.post(`/api/documents/${quoteDoc}/convert`).send({ to: "invoice" })).body).toMatchObject({ code: "conflict", invoiceId: invoice.id });

  // 5. The invoice is sent and viewed.
  expect((await owner.post(`/api/documents/${invoiceDoc}/send`).send({})).status).toBe(202);
  const invoiceMail = await smtp.nthTo(CLIENT, 2);
  expect(invoiceMail.parsed.subject).toContain(invoice.number);
  expect((await pdfText(pdfOf(invoiceMail)!.content)).text).toContain(invoice.number);
  const invoiceToken = publicLinkIn(invoiceMail, "i");
  expect(await statusOf(owner, invoiceDoc)).toBe("sent");
  // The quote's token does not open the invoice's page.
  expect((await client().get(`/api/public/invoices/${quoteToken}`)).status).toBe(404);
  const invoicePage = await client().get(`/api/public/invoices/${invoiceToken}`);
  expect(invoicePage.body).toMatchObject({ number: invoice.number, billingStatus: "viewed", balanceDue: 400_000 });
  expect(await statusOf(owner, invoiceDoc)).toBe("viewed");

  // 6. A partial payment.
  const first = await owner.post(`/api/documents/${invoiceDoc}/payments`).send({ amount: 150_000, date: isoDay(new Date()), method: "bank_transfer", reference: "GLOBEX-001" });
  expect(first.status, first.text).toBe(201);
  expect(await statusOf(owner, invoiceDoc)).toBe("partially_paid");
  expect((await owner.post(`/api/documents/${invoiceDoc}/payments`).send({ amount: 250_001, date: isoDay(new Date()), method: "card" })).status).toBe(400);

  // 7. The reminder scan on a day 7 days after the due date: one reminder with the balance and a link.
  const due = invoice.dueDate as string;
  const weekLate = new Date(Date.parse(`${due}T09:00:00Z`) + 7 * DAY);
  const scan = await runReminderScan(t.instance.invoicing, weekLate);
  expect(scan.queued.filter((q) => q.invoiceId === invoice.id).map((q) => q.step)).toEqual([7]);
  const reminder = await smtp.nthTo(CLIENT, 3);
  expect(reminder.parsed.subject).toContain(invoice.number);
  expect(reminder.parsed.text).toContain("2,500.00");
  expect(publicLinkIn(reminder, "i")).toMatch(/^[\w-]{43}$/);
  // The same day again: the step is not sent twice.
  expect((await runReminderScan(t.instance.invoicing, weekLate)).queued.filter((q) => q.invoiceId === invoice.id)).toEqual([]);

  // 8. The rest is paid: paid, and a receipt for that payment e-mailed.
  const second = await owner.post(`/api/documents/${invoiceDoc}/payments`).send({ amount: 250_000, date: isoDay(new Date()), method: "card" });
  expect(second.status, second.text).toBe(201);
  expect(await statusOf(owner, invoiceDoc)).toBe("paid");
  const receipt = await owner.post(`/api/documents/${invoiceDoc}/payments/${second.body.id}/receipt`).send({});
  expect(receipt.status, receipt.text).toBe(201);
  expect(receipt.body).toMatchObject({ type: "receipt", receiptForId: invoice.id, billingStatus: "paid" });
  expect((await owner.post(`/api/documents/${receipt.body.document.id}/send`).send({})).status).toBe(202);
  const receiptMail = await smtp.nthTo(CLIENT, 4);
  expect(receiptMail.parsed.subject).toContain(receipt.body.number);
  const receiptText = (await pdfText(pdfOf(receiptMail)!.content)).text;
  expect(receiptText).toContain(invoice.number);
  expect(receiptText).toContain("2,500.00");

  // 9. The history: every step, next to the versions.
  const quoteHistory = await owner.get(`/api/documents/${quoteDoc}/history`);
  const invoiceHistory = await owner.get(`/api/documents/${invoiceDoc}/history`);
  const kinds = (body: { events: { kind: string }[] }) => body.events.map((e) => e.kind);
  expect(kinds(quoteHistory.body)).toEqual(["sent", "viewed", "accepted", "converted"]);
  expect(kinds(invoiceHistory.body)).toEqual(["sent", "viewed", "payment_recorded", "reminder_sent", "payment_recorded", "receipt_created"]);
  // Exactly the e-mails above went out.
  expect(smtp.to(CLIENT)).toHaveLength(4);
  expect(smtp.to(OWNER)).toHaveLength(1);
});
