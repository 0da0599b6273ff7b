// The invoice as an accountant reads it: VAT per rate on the discounted price, the
// reverse-charge and exemption wording, both VAT IDs, the supply date, the trading disclosures,
// the profile's locale and currency, credit notes in negative amounts.
import { describe, expect, test } from "vitest";
import { ZInvoiceRequestSchema, type TInvoiceRequestInput } from "../../../shared/doc-types";
import { GENERATED_AT, ISSUER, renderAll } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import { GERMAN_GMBH, SCENARIOS, UK_LTD } from "./scenarios";

const renderFull = (input: TInvoiceRequestInput, business?: BusinessIdentity, kind: "invoice" | "credit_note" | "quote" = "invoice") =>
  renderAll(
    buildDocument(kind, ZInvoiceRequestSchema.parse({ type: kind, ...input }), {
      generatedAt: GENERATED_AT,
      number: kind === "credit_note" ? "CN-0001" : "INV-0001",
      issuer: ISSUER,
      createdAt: GENERATED_AT,
      ...(business ? { business } : {}),
    }),
  );
const render = (...args: Parameters<typeof renderFull>) => renderFull(...args).text;

const scenario = (name: string) => SCENARIOS.find((s) => s.name.includes(name))!;
const renderScenario = (name: string) => {
  const s = scenario(name);
  return render(s.input, s.business, s.kind);
};

describe("VAT computed on the server", () => {
  test("the UK example: the discount is taken before VAT (£150 − £15 = £135, VAT £27, total £162)", () => {
    const text = render(
      {
        clientName: "Northwind Traders Ltd",
        discountAmount: 1_500,
        items: [{ description: "Consulting", quantity: 1, unitPrice: 15_000, vatRate: 20 }],
      },
      UK_LTD,
    );
    expect(text).toContain("Subtotal £150.00");
    expect(text).toContain("Discount -£15.00");
    expect(text).toContain("Taxable amount £135.00");
    expect(text).toContain("VAT 20% on £135.00 £27.00");
    expect(text).toContain("Total Due £162.00");
    expect(text).not.toContain("£165.00");
  });

  test("the UK scenario: a line discount, a 10% document discount, 20% VAT, sort code and the Companies Act disclosures", () => {
    const text = renderScenario("UK invoice");
    expect(text).toContain("2 hours");
    expect(text).toContain("Subtotal £150.00");
    expect(text).toContain("Discount (10%) -£15.00");
    expect(text).toContain("VAT 20% on £135.00 £27.00");
    expect(text).toContain("Total Due £162.00");
    expect(text).toContain("Date of supply: 20 November 2026");
    expect(text).toContain("Sort code");
    expect(text).toContain("12-34-56");
    expect(text).toContain(
      "Brightside Consulting Ltd is a company registered in England and Wales, company number 09876543. Registered office: 10 Downing Lane, London SW1A 2AA.",
    );
  });

  test("German→French B2B: reverse-charge wording, both VAT IDs, no 'Tax: €0.00', the GmbH's register court and managing directors", () => {
    const text = renderScenario("reverse charge");
    expect(text).toContain("Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)");
    expect(text).toContain("USt-IdNr.: DE123456789");
    expect(text).toContain("USt-IdNr.: FR12345678901");
    expect(text).toContain("Frankreich");
    expect(text).toMatch(/USt\. 0% \(Steuerschuldnerschaft des Leistungsempfängers\) auf 8\.000,00\s€\s+0,00\s€/);
    expect(text).toMatch(/Gesamtbetrag 8\.000,00\s€/);
    expect(text).toContain("Leistungszeitraum: 1. November 2026 – 30. November 2026");
    expect(text).toContain("Handelsregister: Amtsgericht München, HRB 123456");
    expect(text).toContain("Geschäftsführer: Erika Mustermann, Max Mustermann");
    expect(text).toContain("Sitz der Gesellschaft: München");
    expect(text).not.toMatch(/Tax:? €0\.00/);
  });

  test("a domestic German invoice at 19% and 7%: 7.5 hours, one tax per rate rounded once", () => {
    const text = renderScenario("19% and 7%");
    // 7.5 h × 95,00 € = 712,50 € → 19 % = 135,375 → 135,38 €; 2 × 39,90 € = 79,80 € → 7 % = 5,586 → 5,59 €.
    expect(text).toContain("7,5 Stunden");
    expect(text).toMatch(/USt\. 19% auf 712,50\s€\s+135,38\s€/);
    expect(text).toMatch(/USt\. 7% auf 79,80\s€\s+5,59\s€/);
    expect(text).toMatch(/Gesamtbetrag 933,27\s€/);
    expect(text).toContain("Käuferreferenz: 04011000-12345-67");
    expect(text).toContain("Leistungsdatum: 20. November 2026");
  });

  test("intra-community supply and export wording", () => {
    expect(renderScenario("intra-community")).toContain("Intra-community supply exempt under Article 138, Directive 2006/112/EC");
    expect(renderScenario("export")).toContain("Export outside the EU, exempt under Article 146");
    expect(renderScenario("export")).toContain("12,5 kg");
  });

  test("a UK issuer's wording is the VAT Act 1994's: a zero-rated export (s. 30), services abroad outside the scope (s. 7A), the domestic reverse charge (s. 55A)", () => {
    const exported = renderScenario("UK export of goods");
    expect(exported).toContain("Zero-rated export of goods (Value Added Tax Act 1994, s. 30(6); HMRC VAT Notice 703)");
    expect(exported).not.toContain("Article 146");
    expect(exported).not.toContain("outside the EU");
    const abroad = renderScenario("UK consultancy's services to a French business");
    expect(abroad).toContain(
      "Outside the scope of UK VAT: the place of supply is where the customer belongs (Value Added Tax Act 1994, s. 7A); the customer accounts for any VAT due there (reverse charge)",
    );
    expect(abroad).not.toContain("Directive");
    // A reverse charge between two UK businesses (construction services, specified goods).
    const line = { description: "Bricklaying, phase 2", quantity: 1, unitPrice: 500_000, vatCategory: "AE" as const };
    const domestic = render({ clientName: "Builder Ltd", clientCountry: "GB", clientVatId: "GB987654321", items: [line] }, UK_LTD);
    expect(domestic).toContain("Reverse charge: customer to pay the VAT to HMRC (Value Added Tax Act 1994, s. 55A)");
    expect(domestic).not.toContain("Directive");
    // Without a client country the VAT ID says where the client belongs (XI: Northern Ireland, the UK).
    expect(render({ clientName: "Builder Ltd", clientVatId: "XI987654321", items: [line] }, UK_LTD)).toContain("customer to pay the VAT to HMRC");
    // Goods from Great Britain to the EU are exports; from Northern Ireland (XI) an intra-community supply.
    const goods = { clientName: "Voorbeeld B.V.", clientCountry: "NL", clientVatId: "NL123456789B01", items: [{ description: "Sensor", quantity: 1, unitPrice: 10_000, vatCategory: "K" as const }] };
    expect(render(goods, UK_LTD)).toContain("Zero-rated export of goods (Value Added Tax Act 1994, s. 30(6); HMRC VAT Notice 703)");
    expect(render(goods, { ...UK_LTD, vatId: "XI123456789" })).toContain("Intra-community supply exempt under Article 138, Directive 2006/112/EC");
    // An EU issuer keeps the Directive's words for the same supplies.
    expect(render(scenario("UK export of goods").input, GERMAN_GMBH)).toContain("Export outside the EU, exempt under Article 146");
    expect(render(scenario("UK consultancy's services").input, GERMAN_GMBH)).toContain("Article 196, Council Directive 2006/112/EC");
  });

  test("an exemption reason replaces the wording; E needs one", () => {
    const text = render(
      {
        clientName: "Patient",
        exemptionReason: "Exempt under § 4 Nr. 14 UStG (medical care)",
        items: [{ description: "Treatment", quantity: 1, unitPrice: 10_000, vatCategory: "E" }],
      },
      GERMAN_GMBH,
    );
    expect(text).toContain("Exempt under § 4 Nr. 14 UStG (medical care)");
  });

  test("an exemption reason is printed only where a category needs one, never on a standard- or zero-rated invoice", () => {
    const reason = "Exempt under § 4 Nr. 14 UStG (medical care)";
    const standard = render({ clientName: "C", exemptionReason: reason, items: [{ description: "x", quantity: 1, unitPrice: 10_000, vatRate: 19 }] }, GERMAN_GMBH);
    expect(standard).toMatch(/USt\. 19% auf 100,00\s€\s+19,00\s€/);
    expect(standard).not.toContain(reason);
    const zero = render({ clientName: "C", exemptionReason: reason, items: [{ description: "x", quantity: 1, unitPrice: 10_000, vatCategory: "Z" }] }, GERMAN_GMBH);
    expect(zero).not.toContain(reason);
    const mixed = render(
      { clientName: "C", exemptionReason: reason, items: [{ description: "x", quantity: 1, unitPrice: 10_000, vatRate: 19 }, { description: "y", quantity: 1, unitPrice: 5_000, vatCategory: "E" }] },
      GERMAN_GMBH,
    );
    expect(mixed.split(reason)).toHaveLength(2);
  });

  test("a reverse charge beside an exempt line: the reason is the exempt line's, the reverse charge keeps its wording", () => {
    const s = scenario("mixing reverse-charged");
    const text = renderScenario("mixing reverse-charged");
    expect(text).toContain("Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)");
    expect(text.split(s.input.exemptionReason!)).toHaveLength(2);
    // With one worded category the reason replaces ours (a national citation for a reverse charge).
    const cited = render({ ...scenario("reverse charge").input, exemptionReason: "Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)" }, GERMAN_GMBH);
    expect(cited).toContain("Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)");
    expect(cited).not.toContain("Article 196");
  });

  test("a credit note: its own number, the invoice it corrects, negative totals", () => {
    const text = renderScenario("credit note");
    expect(text).toContain("Korrekturnummer: CN-0001");
    expect(text).toContain("Berichtigte Rechnung: INV-0001 vom 20. November 2026");
    expect(text).toMatch(/Korrekturbetrag -169,58\s€/);
    expect(text).toContain("Diese Rechnungskorrektur berichtigt die Rechnung INV-0001 vom 20. November 2026.");
  });

  test("notes, payment terms and the purchase order are printed", () => {
    const text = render(
      {
        clientName: "Beta LLC",
        notes: "Thank you for your order.\nDelivery by courier.",
        paymentTerms: "2% early-payment discount within 10 days.",
        purchaseOrderReference: "PO-2026-77",
        items: [{ description: "Widget", quantity: 3, unitPrice: 1_000 }],
      },
      undefined,
    );
    expect(text).toContain("Thank you for your order.");
    expect(text).toContain("Delivery by courier.");
    expect(text).toContain("2% early-payment discount within 10 days.");
    expect(text).toContain("Purchase order: PO-2026-77");
  });

  test("labels follow the issuer's country: Sales tax (US), GST/HST (CA), GST and Tax Invoice (AU)", () => {
    const body = { clientName: "C", items: [{ description: "x", quantity: 1, unitPrice: 1_000, vatRate: 10 }] };
    const profile = (country: string): BusinessIdentity => ({ ...GERMAN_GMBH, entityKind: "other", country, locale: undefined, currency: undefined });
    expect(render(body, profile("US"))).toContain("Sales tax 10% on $10.00 $1.00");
    expect(render(body, profile("CA"))).toContain("GST/HST 10%");
    const au = render(body, profile("AU"));
    expect(au).toContain("GST 10%");
    expect(au).toContain("Tax Invoice");
  });

  test("bank details as the currency's transfers need them: IBAN and BIC, sort code and account (GBP), routing and account (USD)", () => {
    const body = { clientName: "C", items: [{ description: "x", quantity: 1, unitPrice: 1_000, vatRate: 19 }] };
    expect(render(body, GERMAN_GMBH)).toContain("IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX");
    expect(render({ ...body, items: [{ ...body.items[0]!, vatRate: 20 }] }, UK_LTD)).toContain("Sort code: 12-34-56 · Account number: 12345678");
    const us: BusinessIdentity = { ...GERMAN_GMBH, entityKind: "other", country: "US", currency: "USD", locale: "en-US", bank: { holder: "Acme Inc.", accountNumber: "000123456789", routingNumber: "021000021" } };
    const text = render(body, us);
    expect(text).toContain("Account holder: Acme Inc. · Account number: 000123456789 · Routing number (ABA): 021000021");
    expect(text).not.toContain("IBAN");
  });

  test("a UK sort code and account only on a GBP invoice, a US routing number and account only on a USD one; the IBAN in any currency", () => {
    const body = { clientName: "C", items: [{ description: "x", quantity: 1, unitPrice: 1_000, vatRate: 20 }] };
    // A UK account on a US-dollar invoice: nothing a US payer could use, so no bank transfer line.
    const ukInDollars = render({ ...body, currency: "USD" }, UK_LTD);
    expect(ukInDollars).not.toContain("Sort code");
    expect(ukInDollars).not.toContain("12-34-56");
    expect(ukInDollars).not.toContain("Account number");
    expect(ukInDollars).not.toContain("Pay by bank transfer");
    expect(render({ ...body, currency: "EUR" }, UK_LTD)).not.toContain("Sort code");
    expect(render({ ...body, currency: "GBP" }, UK_LTD)).toContain("Account holder: Brightside Consulting Ltd · Sort code: 12-34-56 · Account number: 12345678");
    // With an IBAN, a UK company's euro invoice gives the IBAN and BIC, not the sort code.
    const withIban: BusinessIdentity = { ...UK_LTD, bank: { ...UK_LTD.bank, iban: "GB29 NWBK 6016 1331 9268 19", bic: "NWBKGB2L" } };
    const euro = render({ ...body, currency: "EUR" }, withIban);
    expect(euro).toContain("Account holder: Brightside Consulting Ltd · IBAN: GB29 NWBK 6016 1331 9268 19 · BIC / SWIFT: NWBKGB2L.");
    expect(euro).not.toContain("Sort code");
    expect(render({ ...body, currency: "GBP" }, withIban)).toContain("IBAN: GB29 NWBK 6016 1331 9268 19 · BIC / SWIFT: NWBKGB2L · Sort code: 12-34-56 · Account number: 12345678");
    // A US account's routing number is for dollars.
    const us: BusinessIdentity = { ...GERMAN_GMBH, entityKind: "other", country: "US", currency: "USD", locale: "en-US", bank: { holder: "Acme Inc.", accountNumber: "000123456789", routingNumber: "021000021" } };
    const usInPounds = render({ ...body, currency: "GBP" }, us);
    expect(usInPounds).not.toContain("Routing number");
    expect(usInPounds).not.toContain("Account number");
    // An IBAN is printed whatever the currency.
    expect(render({ ...body, currency: "USD" }, GERMAN_GMBH)).toContain("IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX");
  });

  test("the currency defaults to the profile's; a body's currency wins", () => {
    const body = { clientName: "C", items: [{ description: "x", quantity: 1, unitPrice: 1_000 }] };
    expect(render(body, UK_LTD)).toContain("£10.00");
    expect(render({ ...body, currency: "USD" }, UK_LTD)).toContain("US$10.00");
    expect(render(body)).toContain("$10.00");
  });

  test("today's body: the same totals (tax typed, discount after it, same total)", () => {
    const text = render({
      clientName: "Beta LLC",
      currency: "USD",
      taxAmount: 10_000,
      discountAmount: 2_550,
      items: [
        { description: "Website design", quantity: 1, unitPrice: 150_000 },
        { description: "Hosting (monthly)", quantity: 12, unitPrice: 1_999, total: 1 },
      ],
    });
    expect(text).toContain("Subtotal $1,739.88");
    expect(text).toContain("Tax $100.00");
    expect(text).toContain("Discount -$25.50");
    expect(text).toContain("Total Due $1,814.38");
  });
});

describe("the request's rules", () => {
  const issues = (body: object) =>
    Object.fromEntries(
      (ZInvoiceRequestSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
  const line = { description: "x", quantity: 1, unitPrice: 1_000 };

  test("taxAmount is refused together with rates; a line without a rate is refused beside one with it", () => {
    expect(issues({ clientName: "C", taxAmount: 100, items: [{ ...line, vatRate: 20 }] })).toEqual({
      taxAmount: "Tax amount cannot be sent with VAT rates: the tax is computed from each line's rate",
    });
    expect(issues({ clientName: "C", items: [{ ...line, vatRate: 20 }, line] })).toEqual({
      "items.1.vatRate": "VAT rate is required on every line when one line has a VAT rate",
    });
  });

  test("reverse charge and intra-community supply need the client's VAT ID; E and O a reason", () => {
    expect(issues({ clientName: "C", items: [{ ...line, vatCategory: "AE" }] })).toEqual({
      clientVatId: "Client VAT ID is required for a reverse-charge invoice (VAT category AE)",
    });
    expect(issues({ clientName: "C", items: [{ ...line, vatCategory: "K" }] })).toEqual({
      clientVatId: "Client VAT ID is required for an intra-community supply (VAT category K)",
    });
    expect(issues({ clientName: "C", items: [{ ...line, vatCategory: "O" }] })).toEqual({
      exemptionReason: "An exemption reason is required for VAT category O",
    });
  });

  test("quantities, rates, units and categories", () => {
    expect(issues({ clientName: "C", items: [{ ...line, quantity: "7.5" }] })).toEqual({});
    expect(ZInvoiceRequestSchema.parse({ clientName: "C", items: [{ ...line, quantity: "7.125" }] }).items[0]!.quantity).toBe(7.125);
    expect(issues({ clientName: "C", items: [{ ...line, quantity: "1.2345" }] })).toEqual({ "items.0.quantity": "Quantity must have at most 3 decimals" });
    expect(issues({ clientName: "C", items: [{ ...line, quantity: 0 }] })).toEqual({ "items.0.quantity": "Quantity must be greater than 0" });
    expect(issues({ clientName: "C", items: [{ ...line, vatRate: 100.5 }] })).toEqual({ "items.0.vatRate": "VAT rate must be at most 100" });
    expect(issues({ clientName: "C", items: [{ ...line, vatRate: 19.555 }] })).toEqual({ "items.0.vatRate": "VAT rate must have at most 2 decimals" });
    expect(issues({ clientName: "C", items: [{ ...line, vatRate: 19, vatCategory: "AE" }], clientVatId: "FR12345678901" })).toEqual({
      "items.0.vatRate": "VAT rate must be 0 for VAT category AE",
    });
    expect(issues({ clientName: "C", items: [{ ...line, unit: "XYZ" }] })["items.0.unit"]).toMatch(/^Unit must be a UN\/ECE Recommendation 20 code/);
    expect(issues({ clientName: "C", items: [{ ...line, vatCategory: "Q" }] })["items.0.vatCategory"]).toBe("VAT category must be one of S, Z, E, AE, K, G, O");
  });

  test("one document discount; one supply date or period; a credit note names its invoice", () => {
    expect(issues({ clientName: "C", discountAmount: 10, discountPercent: 5, items: [line] })).toEqual({
      discountPercent: "Send either discountPercent or discountAmount, not both",
    });
    expect(issues({ clientName: "C", supplyDate: "2026-01-01", supplyPeriod: { start: "2026-01-01", end: "2026-01-31" }, items: [line] })).toEqual({
      supplyPeriod: "Send either supplyDate or supplyPeriod, not both",
    });
    expect(issues({ clientName: "C", supplyPeriod: { start: "2026-02-01", end: "2026-01-31" }, items: [line] })).toEqual({
      "supplyPeriod.end": "Supply period end must not be before its start",
    });
    expect(issues({ type: "credit_note", clientName: "C", items: [line] })).toEqual({
      precedingInvoice: "A credit note must name the invoice it corrects (precedingInvoice: number and date)",
    });
    expect(issues({ clientName: "C", notes: "x".repeat(2_001), items: [line] })).toEqual({ notes: "Notes must be at most 2,000 characters" });
  });

  test("the client's address as lines; the client's country and VAT ID checked", () => {
    expect(ZInvoiceRequestSchema.parse({ clientName: "C", clientAddress: ["1 Rue", " 75002 Paris "], items: [line] }).clientAddress).toBe("1 Rue\n75002 Paris");
    expect(issues({ clientName: "C", clientCountry: "XX", items: [line] })).toEqual({ clientCountry: "Client country must be an ISO 3166 country code, like DE" });
    expect(issues({ clientName: "C", clientCountry: "FR", clientVatId: "DE123456789", items: [line] })).toEqual({
      clientVatId: "Client VAT ID is not valid: An EU VAT ID starts with its country code: FR",
    });
  });
});

describe("the profile's disclosures", () => {
  test("a GmbH prints its register court and managing directors as the page footer; a profile without them prints no empty footer", () => {
    const body = { clientName: "C", items: [{ description: "x", quantity: 1, unitPrice: 100 }] };
    const gmbh = renderFull(body, GERMAN_GMBH);
    expect(gmbh.html).toMatch(/<footer class="doc-page-footer"><p>Muster Software GmbH · Sitz der Gesellschaft: München · Handelsregister: Amtsgericht München, HRB 123456 · Geschäftsführer: Erika Mustermann, Max Mustermann<\/p><\/footer><\/article>$/);
    expect(gmbh.md).toMatch(/\n---\n\nMuster Software GmbH · Sitz der Gesellschaft: München/);
    const sole = renderFull(body, { ...GERMAN_GMBH, entityKind: "individual", registerCourt: undefined, managingDirectors: undefined, registeredOffice: undefined });
    expect(sole.html).not.toContain("doc-page-footer");
    expect(sole.md).not.toMatch(/\n---\n/);
  });
});
