// A receipt for a payment on an invoice that charged VAT, made over HTTP: it records the payment
// ("Payment received" and the balance left, no tax rows of its own) and says the VAT was charged
// on the invoice, naming it (server/invoicing/receipts.ts tells the template the invoice's tax).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TCreatedInvoice } from "../../shared/api/invoices";
import type { TPayment } from "../../shared/invoicing/payments";
import { invoices } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;
async function createInvoice(agent: Agent, body: Record<string, unknown>): Promise<TCreatedInvoice> {
  const res = await agent.post("/api/invoices").send({ ...invoiceBody, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body as TCreatedInvoice;
}
const markSent = (invoice: TCreatedInvoice) => t.db.update(invoices).set({ billingStatus: "sent", sentAt: new Date() }).where(eq(invoices.id, invoice.id));
const pay = (agent: Agent, documentId: string, body: Record<string, unknown>) => agent.post(`/api/documents/${documentId}/payments`).send(body);

describe("a receipt for an invoice that charged VAT", () => {
  test("reads Payment received with the balance left, prints no tax rows, and says the VAT was on the invoice", async () => {
    const agent = await t.proUser("vat-receipt@payments.test");
    const profile = await agent.post("/api/business-profiles").send({
      name: "Brightside Consulting Ltd",
      entityType: "ltd",
      vatId: "GB123456789",
      addressLine1: "10 Downing Lane",
      city: "London",
      postalCode: "SW1A 2AA",
      country: "GB",
      email: "accounts@brightside.example",
      currency: "GBP",
      locale: "en-GB",
      isDefault: true,
    });
    expect(profile.status, profile.text).toBe(201);
    const invoice = await createInvoice(agent, { currency: "GBP", taxAmount: undefined, discountAmount: 0, items: [{ description: "Consulting", quantity: 1, unitPrice: 100_000, vatRate: 20 }] });
    await markSent(invoice);
    const payment = (await pay(agent, invoice.document.id, { amount: 50_000, date: "2026-11-20", method: "bank_transfer" })).body as TPayment;
    const res = await agent.post(`/api/documents/${invoice.document.id}/payments/${payment.id}/receipt`);
    expect(res.status, res.text).toBe(201);
    // The HTML's text: identifiers like the invoice number sit in a no-wrap span.
    const text = (res.body as TCreatedInvoice).document.content.replace(/<[^<>]+>/g, "");
    expect(text).toContain(`This receipt is not a VAT invoice; VAT was charged on ${invoice.number}.`);
    expect(text).toContain("Payment received");
    expect(text).toContain("£700.00");
    expect(text).not.toContain("PAID");
    expect(text).not.toMatch(/VAT:? £0\.00/);
  });
});
