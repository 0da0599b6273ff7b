// What French and UK company law make an issuer print: a French SAS's legal line (its form once,
// its share capital, RCS city and SIREN) and, on a B2B invoice, the L441-9 payment mentions, in
// French or English as the profile writes; BT-30 as the SIREN with scheme 0002 in every e-invoice;
// a UK company's part of the UK as its profile names it, never assumed.
import { describe, expect, test } from "vitest";
import { ZInvoiceRequestSchema, type TInvoiceRequestInput } from "../../../shared/doc-types";
import { GENERATED_AT, ISSUER, renderAll } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import { buildEInvoice } from "./einvoice";
import { FRENCH_SAS, SCENARIOS, UK_LTD } from "./scenarios";
import type { InvoiceContext } from "./template";

const frenchClient: TInvoiceRequestInput = {
  type: "invoice",
  clientName: "Exemple SARL",
  clientCountry: "FR",
  clientVatId: "FR44732829320",
  dueDate: "2026-12-31",
  items: [{ description: "Conseil", quantity: 1, unitPrice: 100_000, vatRate: 20 }],
};

const context = (business: BusinessIdentity, number = "INV-0001") => ({ generatedAt: GENERATED_AT, createdAt: GENERATED_AT, number, issuer: ISSUER, business }) satisfies InvoiceContext;
const render = (business: BusinessIdentity, over: Partial<TInvoiceRequestInput> = {}) =>
  renderAll(buildDocument("invoice", ZInvoiceRequestSchema.parse({ ...frenchClient, ...over }), context(business)));

describe("a French issuer", () => {
  test("its legal line: the form once, the share capital, the RCS city and the SIREN (R123-238 C. com.)", () => {
    const { text } = render(FRENCH_SAS);
    expect(text).toContain("Atelier Lumière SAS au capital de 10\u202f000\u00a0€, RCS Paris 552 100 554 · siège social : 12 rue des Arts, 75003 Paris");
    expect(text).not.toContain("Atelier Lumière SAS, SAS");
    // A name without its form gets it, with the capital after it; a SIRET gives its SIREN.
    const named = render({ ...FRENCH_SAS, legalName: "Atelier Lumière", registrationNumber: "55210055400013", shareCapital: undefined }).text;
    expect(named).toContain("Atelier Lumière, SAS, RCS Paris 552 100 554");
  });

  test("a B2B invoice prints the early-payment discount, the penalty rate and the €40 indemnity; in French or English as the profile writes", () => {
    const french = render(FRENCH_SAS);
    expect(french.headings).toContain("Conditions de règlement (art. L441-9 du Code de commerce)");
    expect(french.text).toContain("Escompte pour paiement anticipé : néant.");
    expect(french.md).toContain("taux d'intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage (art. L441-10 du Code de commerce).");
    expect(french.md).toContain("indemnité de 40 € (art. L441-10 et D441-5 du Code de commerce).");

    const english = render({ ...FRENCH_SAS, locale: "en-GB" });
    expect(english.headings).toContain("Payment Conditions (French Commercial Code, art. L441-9)");
    expect(english.text).toContain("Early payment: no discount is given for payment before the due date.");
    expect(english.md).toContain("plus 10 percentage points (French Commercial Code, art. L441-10).");
    expect(english.md).toContain("a fixed indemnity of €40 (French Commercial Code, art. L441-10 and D441-5).");
    // A client named by its SIREN alone is a business too.
    expect(render(FRENCH_SAS, { clientVatId: undefined, clientRegistrationNumber: "732 829 320" }).text).toContain("Escompte pour paiement anticipé");
  });

  test("not on a consumer's invoice, a quote, or another country's issuer's", () => {
    const consumer = render(FRENCH_SAS, { clientVatId: undefined, clientName: "Camille Durand" }).text;
    expect(consumer).not.toContain("Escompte");
    expect(consumer).not.toContain("40 €");
    const quote = renderAll(buildDocument("quote", ZInvoiceRequestSchema.parse({ ...frenchClient, type: "quote" }), context(FRENCH_SAS, "QUO-0001"))).text;
    expect(quote).not.toContain("Pénalités de retard");
    expect(render(UK_LTD).text).not.toContain("L441");
  });

  test("its e-invoices carry the SIREN without spaces as BT-30, scheme 0002, and the mentions in the note", async () => {
    const s = SCENARIOS.find((x) => x.business === FRENCH_SAS)!;
    const input = ZInvoiceRequestSchema.parse({ type: s.kind, ...s.input });
    const ubl = (await buildEInvoice(input, context(FRENCH_SAS), "ubl")).body.toString("utf8");
    expect(ubl).toMatch(/<cac:PartyLegalEntity>\s*<cbc:RegistrationName>Atelier Lumière SAS<\/cbc:RegistrationName>\s*<cbc:CompanyID schemeID="0002">552100554<\/cbc:CompanyID>/);
    expect(ubl).toContain("Escompte pour paiement anticipé : néant.");
    const cii = (await buildEInvoice(input, context(FRENCH_SAS), "cii")).body.toString("utf8");
    expect(cii).toMatch(/<ram:SpecifiedLegalOrganization>\s*<ram:ID schemeID="0002">552100554<\/ram:ID>/);
    expect(cii).toContain("indemnité de 40 €");
    // Elsewhere the registration number stays as the profile gives it, with no scheme.
    const german = SCENARIOS[0]!;
    const de = (await buildEInvoice(ZInvoiceRequestSchema.parse({ type: german.kind, ...german.input }), context(german.business), "ubl")).body.toString("utf8");
    expect(de).toContain("<cbc:CompanyID>HRB 123456</cbc:CompanyID>");
  });
});

describe("a UK company", () => {
  test("prints the part of the UK its profile names; a blank one is not assumed to be England and Wales", () => {
    expect(render({ ...UK_LTD, ukJurisdiction: "scotland" }).text).toContain("Brightside Consulting Ltd is a company registered in Scotland, company number 09876543.");
    expect(render({ ...UK_LTD, ukJurisdiction: "northern_ireland" }).text).toContain("registered in Northern Ireland");
    expect(render({ ...UK_LTD, ukJurisdiction: "england_wales" }).text).toContain("registered in England and Wales");
    const blank = render({ ...UK_LTD, ukJurisdiction: undefined }).text;
    expect(blank).not.toContain("England");
    expect(blank).not.toContain("registered in");
    expect(blank).toContain("Brightside Consulting Ltd, company number 09876543. Registered office: 10 Downing Lane, London SW1A 2AA.");
  });
});
