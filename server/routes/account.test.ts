import { afterAll, beforeAll, expect, test } from "vitest";
import { documents, invoices, signatures } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test("dashboard stats are computed from the user's own rows", async () => {
  const a = await t.signIn("stats-a@example.com");
  const b = await t.signIn("stats-b@example.com");
  const aId = (await a.get("/api/auth/user")).body.id as string;
  const bId = (await b.get("/api/auth/user")).body.id as string;

  expect((await a.get("/api/dashboard/stats")).body).toEqual({
    documentsGenerated: 0,
    signedContracts: 0,
    invoiceTotal: 0,
    invoiceTotals: [],
    savedDrafts: 0,
    billing: [],
  });

  const doc = (userId: string, status: string, type = "nda") => ({
    userId,
    type,
    title: `${type} ${status}`,
    content: "<p>x</p>",
    status,
  });
  const inserted = await t.db
    .insert(documents)
    .values([doc(aId, "draft"), doc(aId, "draft"), doc(aId, "final"), doc(aId, "final", "invoice"), doc(bId, "draft")])
    .returning();
  const [nda1, nda2, , , bDoc] = inserted;
  await t.db.insert(signatures).values([
    { documentId: nda1!.id, signerEmail: "x@example.com", signedAt: new Date() },
    { documentId: nda1!.id, signerEmail: "y@example.com", signedAt: new Date() },
    { documentId: nda2!.id, signerEmail: "z@example.com" }, // invited, not signed
    { documentId: bDoc!.id, signerEmail: "w@example.com", signedAt: new Date() },
  ]);
  const inv = (userId: string, type: "invoice" | "quote" | "receipt", total: number, currency = "USD", n = 1) => ({
    userId,
    type,
    number: `${type}-${n}-${total}`,
    clientName: "Client",
    subtotal: total,
    total,
    currency,
  });
  await t.db.insert(invoices).values([
    inv(aId, "invoice", 12_345),
    inv(aId, "invoice", 100_000, "USD", 2),
    inv(aId, "quote", 50_000),
    inv(aId, "invoice", 7_700, "EUR"),
    inv(bId, "invoice", 999_999),
  ]);

  expect((await a.get("/api/dashboard/stats")).body).toEqual({
    documentsGenerated: 4,
    signedContracts: 1,
    invoiceTotal: 112_345,
    // One line per currency, USD first; quotes don't count.
    invoiceTotals: [
      { currency: "USD", total: 112_345 },
      { currency: "EUR", total: 7_700 },
    ],
    savedDrafts: 2,
    billing: [
      { currency: "USD", invoiced: 112_345, paid: 0, outstanding: 112_345, overdue: 0 },
      { currency: "EUR", invoiced: 7_700, paid: 0, outstanding: 7_700, overdue: 0 },
    ],
  });
  expect((await b.get("/api/dashboard/stats")).body).toEqual({
    documentsGenerated: 1,
    signedContracts: 1,
    invoiceTotal: 999_999,
    invoiceTotals: [{ currency: "USD", total: 999_999 }],
    savedDrafts: 1,
    billing: [{ currency: "USD", invoiced: 999_999, paid: 0, outstanding: 999_999, overdue: 0 }],
  });
});

test("billing per currency: invoiced, paid, outstanding, and overdue from the due date; void left out", async () => {
  const agent = await t.signIn("stats-billing@example.com");
  const userId = (await agent.get("/api/auth/user")).body.id as string;
  const inv = (n: number, total: number, more: Partial<typeof invoices.$inferInsert> = {}) => ({
    userId,
    type: "invoice" as const,
    number: `INV-B-${n}`,
    clientName: "Client",
    subtotal: total,
    total,
    currency: "USD",
    ...more,
  });
  await t.db.insert(invoices).values([
    inv(1, 10_000, { billingStatus: "paid", amountPaid: 10_000, dueDate: "2020-01-01" }),
    inv(2, 20_000, { billingStatus: "partially_paid", amountPaid: 5_000, dueDate: "2020-01-01" }),
    inv(3, 30_000, { billingStatus: "sent", dueDate: "2999-01-01" }),
    inv(4, 40_000, { billingStatus: "void", dueDate: "2020-01-01" }),
    inv(5, 8_000, { billingStatus: "viewed", dueDate: "2020-01-01", currency: "EUR" }),
    inv(6, 9_000, { type: "quote", billingStatus: "sent", currency: "EUR" }),
  ]);
  expect((await agent.get("/api/dashboard/stats")).body.billing).toEqual([
    { currency: "USD", invoiced: 60_000, paid: 15_000, outstanding: 45_000, overdue: 15_000 },
    { currency: "EUR", invoiced: 8_000, paid: 0, outstanding: 8_000, overdue: 8_000 },
  ]);
});

test("invoice totals per currency: USD first, then by code, each summed on its own", async () => {
  const agent = await t.signIn("stats-currencies@example.com");
  const userId = (await agent.get("/api/auth/user")).body.id as string;
  const inv = (currency: string, total: number, type: "invoice" | "quote" | "receipt" = "invoice") => ({
    userId,
    type,
    number: `${type}-${currency}-${total}`,
    clientName: "Client",
    subtotal: total,
    total,
    currency,
  });

  // Only euros: no USD line, and the spec's USD figure is 0.
  await t.db.insert(invoices).values([inv("EUR", 4_200)]);
  expect((await agent.get("/api/dashboard/stats")).body).toMatchObject({
    invoiceTotal: 0,
    invoiceTotals: [{ currency: "EUR", total: 4_200 }],
  });

  await t.db
    .insert(invoices)
    .values([inv("GBP", 1_000), inv("EUR", 800), inv("USD", 50), inv("CAD", 99_999, "quote"), inv("AUD", 7, "receipt")]);
  expect((await agent.get("/api/dashboard/stats")).body).toMatchObject({
    invoiceTotal: 50,
    invoiceTotals: [
      { currency: "USD", total: 50 },
      { currency: "EUR", total: 5_000 },
      { currency: "GBP", total: 1_000 },
    ],
  });
});

test("stats and the current user need a session", async () => {
  for (const path of ["/api/dashboard/stats", "/api/auth/user", "/api/documents"]) {
    const res = await t.agent().get(path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  }
});
