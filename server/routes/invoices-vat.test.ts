// Over HTTP: the invoice answer's VAT breakdown, decimal quantities, the rules that
// refuse a body (nothing written), the profile's currency, credit notes, and an edit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { businessProfiles, documents, invoices } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GMBH = {
  name: "Muster Software GmbH",
  entityType: "gmbh",
  registrationNumber: "HRB 123456",
  vatId: "DE123456789",
  addressLine1: "Leopoldstraße 1",
  city: "München",
  postalCode: "80802",
  country: "DE",
  currency: "EUR",
  locale: "de-DE",
  registerCourt: "Amtsgericht München",
  managingDirectors: "Erika Mustermann",
  registeredOffice: "München",
  defaultVatRate: "19",
};

describe("invoices with VAT rates", () => {
  test("the answer: per-rate breakdown, discount before tax, decimal quantities, each item's net amount", async () => {
    const agent = await t.proUser("vat-uk@example.com");
    const res = await agent.post("/api/invoices").send({
      clientName: "Northwind Traders Ltd",
      currency: "GBP",
      discountPercent: 10,
      supplyDate: "2026-11-20",
      items: [
        { description: "Strategy workshop", quantity: 1, unit: "DAY", unitPrice: 10_000, vatRate: 20 },
        { description: "Follow-up", quantity: "2.5", unit: "HUR", unitPrice: 2_500, discountPercent: 20, vatRate: 20 },
        { description: "Book", quantity: 1, unitPrice: 1_000, vatCategory: "Z" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subtotal: 16_000,
      discountTotal: 1_600,
      taxableTotal: 14_400,
      taxTotal: 2_700,
      total: 17_100,
      vatBreakdown: [
        { category: "S", rate: 20, taxableAmount: 13_500, taxAmount: 2_700 },
        { category: "Z", rate: 0, taxableAmount: 900, taxAmount: 0 },
      ],
    });
    expect(res.body.items.map((i: { quantity: number; unit: string; netAmount: number; vatCategory: string }) => [i.quantity, i.unit, i.netAmount, i.vatCategory])).toEqual([
      [1, "DAY", 10_000, "S"],
      [2.5, "HUR", 5_000, "S"],
      [1, "C62", 1_000, "Z"],
    ]);
    const [listed] = (await agent.get("/api/invoices")).body;
    expect(listed).toMatchObject({ taxTotal: 2_700, vatBreakdown: res.body.vatBreakdown });
  });

  test("today's body: the same totals as before", async () => {
    const agent = await t.proUser("vat-legacy@example.com");
    const res = await agent.post("/api/invoices").send(invoiceBody);
    expect(res.body).toMatchObject({ subtotal: 270_500, taxAmount: 2_500, discountAmount: 1_000, taxTotal: 2_500, discountTotal: 1_000, taxableTotal: 269_500, total: 272_000, vatBreakdown: [] });
  });

  test("refused, naming the field, writing nothing: tax with rates, reverse charge without VAT IDs", async () => {
    const agent = await t.proUser("vat-refused@example.com");
    const line = { description: "x", quantity: 1, unitPrice: 100 };
    const cases: [object, string, string][] = [
      [{ clientName: "C", taxAmount: 100, items: [{ ...line, vatRate: 19 }] }, "taxAmount", "Tax amount cannot be sent with VAT rates: the tax is computed from each line's rate"],
      [{ clientName: "C", items: [{ ...line, vatCategory: "AE" }] }, "clientVatId", "Client VAT ID is required for a reverse-charge invoice (VAT category AE)"],
      // The client's VAT ID is there, the issuer has no profile with one.
      [{ clientName: "C", clientVatId: "FR12345678901", clientCountry: "FR", items: [{ ...line, vatCategory: "AE" }], businessProfileId: null }, "businessProfileId", "Your business profile's VAT ID is required for a reverse-charge invoice (VAT category AE)"],
    ];
    for (const [body, path, message] of cases) {
      const res = await agent.post("/api/invoices").send(body);
      expect(res.status, path).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    const me = (await agent.get("/api/auth/user")).body;
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, me.id))).toHaveLength(0);
  });

  test("a GmbH's invoice needs its seat, register and managing directors (§ 35a GmbHG): refused, naming what is missing, writing nothing", async () => {
    const agent = await t.proUser("vat-gmbh-bare@example.com");
    const { registerCourt: _court, managingDirectors: _directors, ...bare } = GMBH;
    const profile = await agent.post("/api/business-profiles").send({ ...bare, isDefault: true });
    expect(profile.status, profile.text).toBe(201);
    const res = await agent.post("/api/invoices").send({ clientName: "Beispiel AG", items: [{ description: "Beratung", quantity: 1, unitPrice: 10_000, vatRate: 19 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: "businessProfileId",
      message: "Your business profile needs its register court and managing directors: a GmbH's invoices and quotes must show them (§ 35a GmbHG)",
    });
    const me = (await agent.get("/api/auth/user")).body;
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, me.id))).toHaveLength(0);
    // Completed, the profile issues it.
    expect((await agent.patch(`/api/business-profiles/${profile.body.id}`).send({ registerCourt: GMBH.registerCourt, managingDirectors: GMBH.managingDirectors })).status).toBe(200);
    expect((await agent.post("/api/invoices").send({ clientName: "Beispiel AG", items: [{ description: "Beratung", quantity: 1, unitPrice: 10_000, vatRate: 19 }] })).status).toBe(201);

    // A quote made then, converted once the profile lost its directors: a 409 saying what to fix
    // (no field of the convert's body is wrong), and no invoice made.
    const quote = await agent.post("/api/invoices").send({ type: "quote", clientName: "Beispiel AG", items: [{ description: "Beratung", quantity: 1, unitPrice: 10_000, vatRate: 19 }] });
    expect(quote.status, quote.text).toBe(201);
    await t.db.update(businessProfiles).set({ managingDirectors: null }).where(eq(businessProfiles.id, profile.body.id));
    const converted = await agent.post(`/api/documents/${quote.body.document.id}/convert`).send({ to: "invoice" });
    expect(converted.status, converted.text).toBe(409);
    expect(converted.body).toEqual({
      code: "conflict",
      message: "This quote can't be converted to an invoice: Your business profile needs its managing directors: a GmbH's invoices and quotes must show them (§ 35a GmbHG)",
    });
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, me.id))).toHaveLength(2);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, quote.body.id)))[0]).toMatchObject({ billingStatus: "draft", convertedToId: null });
  });

  test("the profile's currency and locale; a DE→FR reverse charge; a credit note numbered on its own", async () => {
    const agent = await t.proUser("vat-de@example.com");
    const profile = await agent.post("/api/business-profiles").send({ ...GMBH, isDefault: true });
    expect(profile.status).toBe(201);
    expect(profile.body).toMatchObject({ registerCourt: "Amtsgericht München", managingDirectors: "Erika Mustermann", registeredOffice: "München", defaultVatRate: 19 });
    const res = await agent.post("/api/invoices").send({
      clientName: "Exemple SARL",
      clientCountry: "FR",
      clientVatId: "FR12345678901",
      items: [{ description: "Consulting", quantity: 10, unit: "DAY", unitPrice: 80_000, vatCategory: "AE" }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: "EUR", total: 800_000, taxTotal: 0, vatBreakdown: [{ category: "AE", rate: 0, taxableAmount: 800_000, taxAmount: 0 }] });
    expect(res.body.document.content).toContain("Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)");
    expect(res.body.document.content).toContain("8.000,00");
    expect(res.body.document.content).toContain("Handelsregister: Amtsgericht München, HRB 123456");
    expect(res.body.document.content).toContain("Geschäftsführer: Erika Mustermann");

    const credit = await agent.post("/api/invoices").send({
      type: "credit_note",
      clientName: "Exemple SARL",
      clientCountry: "FR",
      clientVatId: "FR12345678901",
      precedingInvoice: { number: res.body.number, date: "2026-11-23" },
      items: [{ description: "Consulting (credited)", quantity: 1, unit: "DAY", unitPrice: 80_000, vatCategory: "AE" }],
    });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ type: "credit_note", number: "CN-0001", total: 80_000 });
    expect(credit.body.document.content).toContain("-800,00");

    // An edit (PUT /api/documents/:id/input) recomputes the row.
    const edit = await agent
      .put(`/api/documents/${res.body.document.id}/input`)
      .send({ clientName: "Exemple SARL", clientCountry: "FR", clientVatId: "FR12345678901", items: [{ description: "Consulting", quantity: "7.5", unit: "DAY", unitPrice: 80_000, vatCategory: "AE" }] });
    expect(edit.status).toBe(200);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, res.body.id));
    expect(row).toMatchObject({ total: 600_000, taxableTotal: 600_000, currency: "EUR" });
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, res.body.document.id));
    expect(doc!.type).toBe("invoice");
  });
});
