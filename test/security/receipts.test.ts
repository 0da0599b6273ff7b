// A receipt is an issued document: deleting the payment it acknowledges voids it in the same
// transaction (both histories say so), so recording the money again and receipting it anew leaves
// one receipt that counts, never two for the same money. Over HTTP against a real SMTP server (the
// receipt is e-mailed first); on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { TDocument } from "../../shared/api/documents";
import type { TCreatedInvoice } from "../../shared/api/invoices";
import type { TDocumentHistory, TPayment } from "../../shared/invoicing/payments";
import { invoices } from "../../shared/schema";
import { invoiceBody } from "../fixtures";
import { startAppWithMail, type AppWithMail } from "../mail-app";
import { report } from "./http-helpers";

let app: AppWithMail;
beforeAll(async () => {
  app = await startAppWithMail();
}, 60_000);
afterAll(() => app?.close());

test("an e-mailed receipt's payment deleted: its receipt is void (both histories say so), and paying again gives one receipt that counts", async () => {
  const { t, smtp } = app;
  const agent = await t.proUser("owner@receipts.test");
  const created = await agent.post("/api/invoices").send({ ...invoiceBody, clientEmail: "ap@receipts.example" });
  expect(created.status, created.text).toBe(201);
  const invoice = created.body as TCreatedInvoice;
  const doc = invoice.document.id;
  expect((await agent.post(`/api/documents/${doc}/send`).send({})).status).toBe(202);
  const money = { amount: 100_000, date: "2026-11-20", method: "bank_transfer", reference: "GLX-1" };

  const first = (await agent.post(`/api/documents/${doc}/payments`).send(money)).body as TPayment;
  const receipt = (await agent.post(`/api/documents/${doc}/payments/${first.id}/receipt`)).body as TCreatedInvoice;
  expect(receipt.number).toBe("RCT-0001");
  const mailed = smtp.to("ap@receipts.example").length;
  expect((await agent.post(`/api/documents/${receipt.document.id}/send`).send({})).status).toBe(202);
  await smtp.nthTo("ap@receipts.example", mailed + 1);
  expect((await agent.get(`/api/documents/${doc}/payments`)).body).toMatchObject([{ id: first.id, receiptDocumentId: receipt.document.id, receiptNumber: "RCT-0001" }]);

  const deleted = await agent.delete(`/api/documents/${doc}/payments/${first.id}`);
  expect(deleted.status).toBe(204);
  const voided = (await agent.get(`/api/documents/${receipt.document.id}`)).body as TDocument;
  expect(voided.billingStatus).toBe("void");
  const receiptHistory = (await agent.get(`/api/documents/${receipt.document.id}/history`)).body as TDocumentHistory;
  expect(receiptHistory.events.at(-1)).toMatchObject({
    kind: "voided",
    data: { reason: `Its payment was deleted from invoice ${invoice.number}`, before: "paid", paymentId: first.id, invoiceNumber: invoice.number },
  });
  const invoiceHistory = (await agent.get(`/api/documents/${doc}/history`)).body as TDocumentHistory;
  expect(invoiceHistory.events.at(-1)).toMatchObject({ kind: "payment_deleted", data: { paymentId: first.id, receiptVoided: "RCT-0001", receiptDocumentId: receipt.document.id } });
  // Void, it is neither sent again nor edited.
  const resend = await agent.post(`/api/documents/${receipt.document.id}/send`).send({});
  expect([resend.status, resend.body.message]).toEqual([409, "A void receipt can't be sent"]);

  // The same money recorded again and receipted: a second number, and still one receipt that counts.
  const again = (await agent.post(`/api/documents/${doc}/payments`).send(money)).body as TPayment;
  const second = await agent.post(`/api/documents/${doc}/payments/${again.id}/receipt`);
  expect([second.status, second.body.number]).toEqual([201, "RCT-0002"]);
  const receipts = await t.db.select({ number: invoices.number, billingStatus: invoices.billingStatus }).from(invoices).where(and(eq(invoices.receiptForId, invoice.id), eq(invoices.type, "receipt")));
  const counting = await t.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.receiptForId, invoice.id), eq(invoices.type, "receipt"), ne(invoices.billingStatus, "void")));
  report("receipts", `payment of an e-mailed receipt deleted (${deleted.status}), recorded and receipted again: ${receipts.map((r) => `${r.number} ${r.billingStatus}`).join(", ")}`);
  expect(counting.map((r) => r.number)).toEqual(["RCT-0002"]);
  expect(receipts).toHaveLength(2);
}, 120_000);

test("the payment of a receipt never sent: its receipt is void too; and if its history cannot be written, nothing is deleted", async () => {
  const { t } = app;
  const agent = await t.proUser("unsent@receipts.test");
  const invoice = (await agent.post("/api/invoices").send(invoiceBody)).body as TCreatedInvoice;
  await t.db.update(invoices).set({ billingStatus: "sent", sentAt: new Date() }).where(eq(invoices.id, invoice.id));
  const doc = invoice.document.id;
  const payment = (await agent.post(`/api/documents/${doc}/payments`).send({ amount: 5_000, date: "2026-11-20", method: "cash" })).body as TPayment;
  const receipt = (await agent.post(`/api/documents/${doc}/payments/${payment.id}/receipt`)).body as TCreatedInvoice;

  // The receipt's history refuses the event (a trigger stands in for a failure half-way): the
  // delete fails as a whole, and the payment and its receipt stay as they were.
  const chain = `billing:${receipt.document.id}`;
  await t.database.script(`
    create function refuse_receipt_event() returns trigger language plpgsql as $$
    begin
      if new.chain = '${chain}' then raise exception 'refused'; end if;
      return new;
    end $$;
    create trigger refuse_receipt_event before insert on audit_events for each row execute function refuse_receipt_event();
  `);
  try {
    expect((await agent.delete(`/api/documents/${doc}/payments/${payment.id}`)).status).toBeGreaterThanOrEqual(500);
  } finally {
    await t.database.script("drop trigger refuse_receipt_event on audit_events; drop function refuse_receipt_event();");
  }
  expect((await agent.get(`/api/documents/${receipt.document.id}`)).body.billingStatus).toBe("paid");
  expect((await agent.get(`/api/documents/${doc}/payments`)).body).toMatchObject([{ id: payment.id, receiptNumber: receipt.number }]);

  expect((await agent.delete(`/api/documents/${doc}/payments/${payment.id}`)).status).toBe(204);
  expect((await agent.get(`/api/documents/${receipt.document.id}`)).body.billingStatus).toBe("void");
  expect((await agent.get(`/api/documents/${doc}/payments`)).body).toEqual([]);
}, 60_000);
