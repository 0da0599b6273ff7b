// What an invoice prints in its profile's language, and what its kind and country leave out: the
// labels and the dates in one language (English, French, German; English for any other), a
// receipt without tax rows and with the note that it is no VAT invoice, a part payment that
// reads "Payment received", and a US invoice with no EU wording.
import { describe, expect, test } from "vitest";
import { ZInvoiceRequestSchema, type TInvoiceRequestInput } from "../../../shared/doc-types";
import { INVOICE_LABELS } from "../../../shared/invoicing/labels";
import { GENERATED_AT, ISSUER, renderAll } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import { GERMAN_GMBH, UK_LTD } from "./scenarios";

type Kind = "invoice" | "quote" | "receipt" | "credit_note";
const render = (kind: Kind, input: Partial<TInvoiceRequestInput>, business?: BusinessIdentity) =>
  renderAll(
    buildDocument(kind, ZInvoiceRequestSchema.parse({ type: kind, clientName: "Client SARL", items: [{ description: "Beratung", quantity: 2, unit: "HUR", unitPrice: 10_000, vatRate: 20 }], ...input }), {
      generatedAt: GENERATED_AT,
      number: "INV-0001",
      issuer: ISSUER,
      createdAt: new Date("2026-12-01T09:00:00Z"),
      ...(business ? { business } : {}),
    }),
  ).text;

const DATES = { supplyDate: "2026-11-20", dueDate: "2026-12-31" };
const FRENCH_SAS: BusinessIdentity = { ...GERMAN_GMBH, legalName: "Atelier Lumière SAS", entityKind: "sas", country: "FR", vatId: "FR12345678901", locale: "fr-FR" };
const US_LLC: BusinessIdentity = {
  ...GERMAN_GMBH,
  legalName: "Prairie Labs LLC",
  entityType: "LLC",
  entityKind: "llc",
  country: "US",
  vatId: undefined,
  registrationNumber: "12-3456789",
  registerCourt: undefined,
  registeredOffice: undefined,
  managingDirectors: undefined,
  currency: "USD",
  locale: "en-US",
  bank: undefined,
};

describe("labels and dates in one language", () => {
  test("a German profile prints German labels and German dates", () => {
    const text = render("invoice", DATES, GERMAN_GMBH);
    for (const words of ["Rechnung", "Rechnungsnummer: INV-0001", "Rechnungsdatum: 1. Dezember 2026", "Leistungsdatum: 20. November 2026", "Fällig am: 31. Dezember 2026", "2 Stunden", "Zwischensumme", "Gesamtbetrag", "Zahlungsbedingungen"])
      expect(text).toContain(words);
    for (const english of ["Invoice number", "Issue date", "Date of supply", "Subtotal", "hours"]) expect(text).not.toContain(english);
    // A GmbH's particulars (§ 35a GmbHG) in German too.
    expect(text).toContain("Sitz der Gesellschaft: München · Handelsregister: Amtsgericht München, HRB 123456 · Geschäftsführer: Erika Mustermann, Max Mustermann");
    // The client's country in the same language.
    expect(render("invoice", { ...DATES, clientCountry: "FR", clientAddress: "1 rue de la Paix\n75002 Paris" }, GERMAN_GMBH)).toContain("Frankreich");
  });

  test("a French profile prints French labels and French dates", () => {
    const text = render("invoice", DATES, FRENCH_SAS);
    for (const words of ["Facture", "Numéro de facture: INV-0001", "Date d'émission: 1 décembre 2026", "Date de la prestation: 20 novembre 2026", "Date d'échéance: 31 décembre 2026", "2 heures", "Sous-total", "TVA 20% sur", "Total à payer"])
      expect(text).toContain(words);
    expect(text).not.toContain("Dezember");
    expect(render("credit_note", { precedingInvoice: { number: "F-0007", date: "2026-11-02" } }, FRENCH_SAS)).toContain("Facture rectifiée: F-0007 du 2 novembre 2026");
  });

  test("English labels never carry another language's dates", () => {
    // The bug: a profile whose locale is not English printed "Issue date: 1. Dezember 2026".
    const spanish = render("invoice", DATES, { ...GERMAN_GMBH, locale: "es-ES" });
    expect(spanish).toContain("Issue date: 1 December 2026");
    expect(spanish).toContain("Date of supply: 20 November 2026");
    expect(spanish).not.toMatch(/diciembre|Dezember/);
    // Its money still follows its locale.
    expect(spanish).toMatch(/200,00\s€/);
    expect(render("invoice", DATES, UK_LTD)).toContain("Issue date: 1 December 2026");
    expect(render("invoice", DATES)).toContain("Issue date: December 1, 2026");
  });

  test("every language names every kind, and its dates in its own language", () => {
    for (const [language, labels] of Object.entries(INVOICE_LABELS)) {
      expect(new Set(Object.values(labels.variants).map((v) => v.title)).size, language).toBe(4);
      expect(labels.dateLocale.startsWith(language), language).toBe(true);
    }
  });
});

describe("receipts", () => {
  const payment = (balanceDue: number, taxCharged?: boolean) => ({
    items: [{ description: "Payment against invoice INV-0003", quantity: 1, unitPrice: 50_000 }],
    payment: { invoiceNumber: "INV-0003", date: "2026-11-28", method: "bank_transfer" as const, reference: "T-17", balanceDue, ...(taxCharged === undefined ? {} : { taxCharged }) },
  });

  test("a receipt prints no tax rows: it records a payment, not a zero-rated sale", () => {
    const text = render("receipt", payment(0, true), UK_LTD);
    expect(text).not.toMatch(/VAT:? £0\.00/);
    expect(text).not.toMatch(/\bVAT \d+%/);
    expect(render("receipt", payment(0), { ...US_LLC })).not.toContain("Sales tax");
  });

  test("a receipt for an invoice that charged VAT says it is no VAT invoice, in the profile's language", () => {
    expect(render("receipt", payment(0, true), UK_LTD)).toContain("This receipt is not a VAT invoice; VAT was charged on INV-0003");
    expect(render("receipt", payment(0, true), GERMAN_GMBH)).toContain("Diese Quittung ist keine Rechnung im Sinne des Umsatzsteuergesetzes; die Umsatzsteuer wurde in der Rechnung INV-0003");
    expect(render("receipt", payment(0, true), FRENCH_SAS)).toContain("Ce reçu n'est pas une facture au sens de la TVA ; la TVA a été facturée sur la facture INV-0003");
    expect(render("receipt", payment(0, false), UK_LTD)).not.toContain("not a VAT invoice");
    // A sales tax is no VAT: no such note.
    expect(render("receipt", payment(0, true), US_LLC)).not.toContain("VAT");
  });

  test("a part payment reads Payment received, with the amount, date, method, invoice and balance due, not PAID", () => {
    const text = render("receipt", payment(120_000, true), UK_LTD);
    expect(text).toContain("Payment received");
    expect(text).not.toContain("PAID");
    for (const fact of ["£500.00", "28 November 2026", "Bank transfer", "T-17", "For invoice: INV-0003", "Balance due: £1,200.00"]) expect(text).toContain(fact);
    const full = render("receipt", payment(0, true), UK_LTD);
    expect(full).toContain("PAID");
    expect(full).not.toContain("Payment received");
    expect(render("receipt", payment(120_000), GERMAN_GMBH)).toContain("Zahlung erhalten");
  });
});

describe("a US invoice carries no EU wording", () => {
  test("a sales-tax line only with a rate or an amount", () => {
    const noTax = render("invoice", { items: [{ description: "Consulting", quantity: 1, unitPrice: 10_000 }] }, US_LLC);
    expect(noTax).not.toContain("Sales tax");
    const typed = render("invoice", { taxAmount: 825, items: [{ description: "Consulting", quantity: 1, unitPrice: 10_000 }] }, US_LLC);
    expect(typed).toContain("Sales tax $8.25");
    expect(render("invoice", { items: [{ description: "Consulting", quantity: 1, unitPrice: 10_000, vatRate: 8.25 }] }, US_LLC)).toContain("Sales tax 8.25% on $100.00 $8.25");
  });

  test("its EIN is labelled EIN, without '(LLC)' or 'Register'", () => {
    const text = render("invoice", { items: [{ description: "Consulting", quantity: 1, unitPrice: 10_000 }] }, US_LLC);
    expect(text).toContain("EIN: 12-3456789");
    expect(text).not.toContain("(LLC)");
    expect(text).not.toContain("Register");
    expect(text).not.toContain("Registration no.");
  });

  test("no EU VAT category codes beside its rates", () => {
    const text = render("invoice", { items: [{ description: "Software", quantity: 1, unitPrice: 10_000, vatRate: 8.25 }, { description: "Groceries", quantity: 1, unitPrice: 5_000, vatCategory: "Z" }] }, US_LLC);
    expect(text).toContain("Sales tax 0% on $50.00 $0.00");
    expect(text).not.toMatch(/0% Z\b/);
    expect(text).not.toContain("zero-rated");
    // An EU issuer keeps them.
    expect(render("invoice", { items: [{ description: "Book", quantity: 1, unitPrice: 5_000, vatCategory: "Z" }] }, UK_LTD)).toContain("0% Z");
  });
});
