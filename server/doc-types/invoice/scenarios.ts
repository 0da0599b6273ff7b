// Six reference invoices and those added since, with the business profile
// each is issued by: the template tests read their text, the e-invoice tests validate their
// exports. Test data only.
import type { TInvoiceRequestInput } from "../../../shared/doc-types";
import type { BusinessIdentity } from "../business";

const brand = { name: "x", primaryColor: "#000000", secondaryColor: "#ffffff" };

export const GERMAN_GMBH: BusinessIdentity = {
  profileId: "00000000-0000-4000-8000-000000000001",
  legalName: "Muster Software GmbH",
  entityType: "GmbH",
  entityKind: "gmbh",
  registrationNumber: "HRB 123456",
  registerCourt: "Amtsgericht München",
  managingDirectors: "Erika Mustermann, Max Mustermann",
  registeredOffice: "München",
  vatId: "DE123456789",
  address: "Leopoldstraße 1\n80802 München\nGermany",
  street: "Leopoldstraße 1",
  city: "München",
  postalCode: "80802",
  country: "DE",
  email: "rechnung@muster.example",
  phone: "+49 89 123456",
  bank: { holder: "Muster Software GmbH", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" },
  currency: "EUR",
  locale: "de-DE",
  paperSize: "a4",
  brand,
};

/** The same GmbH as a body of POST /api/business-profiles, for the tests that go through the API. */
export const GERMAN_GMBH_PROFILE_BODY = {
  name: "Muster Software GmbH",
  entityType: "gmbh",
  registrationNumber: "HRB 123456",
  registerCourt: "Amtsgericht München",
  managingDirectors: "Erika Mustermann",
  registeredOffice: "München",
  vatId: "DE123456789",
  addressLine1: "Leopoldstraße 1",
  city: "München",
  postalCode: "80802",
  country: "DE",
  email: "rechnung@muster.example",
  phone: "+49 89 123456",
  bankAccountHolder: "Muster Software GmbH",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  currency: "EUR",
  locale: "de-DE",
  isDefault: true,
};

export const UK_LTD: BusinessIdentity = {
  profileId: "00000000-0000-4000-8000-000000000002",
  legalName: "Brightside Consulting Ltd",
  entityType: "Ltd",
  entityKind: "ltd",
  registrationNumber: "09876543",
  ukJurisdiction: "england_wales",
  registeredOffice: "10 Downing Lane, London SW1A 2AA",
  vatId: "GB123456789",
  address: "10 Downing Lane\nLondon SW1A 2AA\nUnited Kingdom",
  street: "10 Downing Lane",
  city: "London",
  postalCode: "SW1A 2AA",
  country: "GB",
  email: "accounts@brightside.example",
  phone: "+44 20 7946 0000",
  bank: { holder: "Brightside Consulting Ltd", accountNumber: "12345678", sortCode: "12-34-56" },
  currency: "GBP",
  locale: "en-GB",
  paperSize: "a4",
  brand,
};

export const FRENCH_SAS: BusinessIdentity = {
  profileId: "00000000-0000-4000-8000-000000000003",
  legalName: "Atelier Lumière SAS",
  entityType: "SAS",
  entityKind: "sas",
  registrationNumber: "552 100 554",
  rcsCity: "Paris",
  shareCapital: 1_000_000,
  registeredOffice: "12 rue des Arts, 75003 Paris",
  managingDirectors: "Claire Martin",
  vatId: "FR96552100554",
  address: "12 rue des Arts\n75003 Paris\nFrance",
  street: "12 rue des Arts",
  city: "Paris",
  postalCode: "75003",
  country: "FR",
  email: "factures@atelier-lumiere.example",
  phone: "+33 1 23 45 67 89",
  bank: { holder: "Atelier Lumière SAS", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" },
  currency: "EUR",
  locale: "fr-FR",
  paperSize: "a4",
  brand,
};

type Scenario = { name: string; business: BusinessIdentity; input: TInvoiceRequestInput; kind: "invoice" | "credit_note" };

const german = {
  clientName: "Beispiel Handel AG",
  clientEmail: "einkauf@beispiel.example",
  clientAddress: ["Hauptstraße 5", "10115 Berlin"],
  clientCountry: "DE",
  clientVatId: "DE987654321",
  supplyDate: "2026-11-20",
  dueDate: "2026-12-23",
  buyerReference: "04011000-12345-67",
};

const french = {
  clientName: "Exemple SARL",
  clientEmail: "compta@exemple.example",
  clientAddress: ["12 rue de la Paix", "75002 Paris"],
  clientCountry: "FR",
  clientVatId: "FR12345678901",
};

export const SCENARIOS: Scenario[] = [
  {
    name: "a domestic German invoice at 19% and 7%",
    kind: "invoice",
    business: GERMAN_GMBH,
    input: {
      ...german,
      items: [
        { description: "Software development", quantity: "7.5", unit: "HUR", unitPrice: 9_500, vatRate: 19 },
        { description: "Fachbuch TypeScript", quantity: 2, unit: "H87", unitPrice: 3_990, vatRate: 7 },
      ],
    },
  },
  {
    name: "a DE→FR reverse charge",
    kind: "invoice",
    business: GERMAN_GMBH,
    input: {
      ...french,
      supplyPeriod: { start: "2026-11-01", end: "2026-11-30" },
      dueDate: "2026-12-23",
      buyerReference: "PO-7781",
      items: [{ description: "Consulting services, November 2026", quantity: 10, unit: "DAY", unitPrice: 80_000, vatCategory: "AE" }],
    },
  },
  {
    name: "an intra-community supply of goods",
    kind: "invoice",
    business: GERMAN_GMBH,
    input: {
      clientName: "Voorbeeld B.V.",
      clientEmail: "inkoop@voorbeeld.example",
      clientAddress: ["Damrak 1", "1012 LG Amsterdam"],
      clientCountry: "NL",
      clientVatId: "NL123456789B01",
      supplyDate: "2026-11-18",
      buyerReference: "NL-4411",
      items: [{ description: "Industrial sensor unit", quantity: 4, unit: "H87", unitPrice: 125_000, vatCategory: "K" }],
    },
  },
  {
    name: "a UK invoice at 20% with a line discount and a document discount",
    kind: "invoice",
    business: UK_LTD,
    input: {
      clientName: "Northwind Traders Ltd",
      clientEmail: "ap@northwind.example",
      clientAddress: ["1 Market Street", "Manchester M1 1AA"],
      clientCountry: "GB",
      clientVatId: "GB987654321",
      supplyDate: "2026-11-20",
      dueDate: "2026-12-23",
      buyerReference: "NW-2026-11",
      discountPercent: 10,
      items: [
        { description: "Strategy workshop", quantity: 1, unit: "DAY", unitPrice: 10_000, vatRate: 20 },
        { description: "Follow-up sessions", quantity: 2, unit: "HUR", unitPrice: 3_125, discountPercent: 20, vatRate: 20 },
      ],
    },
  },
  {
    name: "a zero-rated export",
    kind: "invoice",
    business: GERMAN_GMBH,
    input: {
      clientName: "Example Corp.",
      clientEmail: "purchasing@example-corp.example",
      clientAddress: ["500 Market Street", "San Francisco, CA 94105"],
      clientCountry: "US",
      clientRegistrationNumber: "12-3456789",
      supplyDate: "2026-11-19",
      buyerReference: "EX-1",
      items: [{ description: "Machine parts", quantity: "12.5", unit: "KGM", unitPrice: 4_000, vatCategory: "G" }],
    },
  },
  {
    name: "a credit note",
    kind: "credit_note",
    business: GERMAN_GMBH,
    input: {
      ...german,
      type: "credit_note",
      precedingInvoice: { number: "INV-0001", date: "2026-11-20" },
      items: [{ description: "Software development (credited)", quantity: "1.5", unit: "HUR", unitPrice: 9_500, vatRate: 19 }],
    },
  },
  {
    // Two categories that carry words: the one exemption reason is the exempt line's, and the
    // reverse-charged line keeps the reverse-charge wording (exemptionTexts).
    name: "a DE→FR invoice mixing reverse-charged consulting with an exempt seminar in Berlin",
    kind: "invoice",
    business: GERMAN_GMBH,
    input: {
      ...french,
      supplyDate: "2026-11-20",
      dueDate: "2026-12-23",
      buyerReference: "PO-7790",
      notes: "Thank you for your business.",
      exemptionReason: "Exempt under § 4 Nr. 22 Buchst. a UStG (Article 132(1)(i), Directive 2006/112/EC)",
      items: [
        { description: "Consulting services, November 2026", quantity: 2, unit: "DAY", unitPrice: 80_000, vatCategory: "AE" },
        { description: "Admission to the Berlin seminar, 20 November 2026", quantity: 3, unit: "H87", unitPrice: 25_000, vatCategory: "E" },
      ],
    },
  },
  {
    // A UK issuer's words are the VAT Act 1994's, not the EU Directive's (exemptionTexts).
    name: "a UK export of goods to the US, zero-rated",
    kind: "invoice",
    business: UK_LTD,
    input: {
      clientName: "Example Corp.",
      clientEmail: "purchasing@example-corp.example",
      clientAddress: ["500 Market Street", "San Francisco, CA 94105"],
      clientCountry: "US",
      clientRegistrationNumber: "12-3456789",
      supplyDate: "2026-11-19",
      dueDate: "2026-12-23",
      buyerReference: "EX-2",
      items: [{ description: "Printed workshop manuals", quantity: 40, unit: "H87", unitPrice: 2_500, vatCategory: "G" }],
    },
  },
  {
    name: "a UK consultancy's services to a French business, outside the scope of UK VAT",
    kind: "invoice",
    business: UK_LTD,
    input: {
      ...french,
      supplyPeriod: { start: "2026-11-01", end: "2026-11-30" },
      dueDate: "2026-12-23",
      buyerReference: "PO-7801",
      items: [{ description: "Strategy consulting, November 2026", quantity: 3, unit: "DAY", unitPrice: 90_000, vatCategory: "AE" }],
    },
  },
  {
    // Not subject to VAT: neither party's VAT ID and no line rate in the e-invoice (BR-O-02, BR-O-05).
    name: "a German invoice for damages, not subject to VAT",
    kind: "invoice",
    business: GERMAN_GMBH,
    input: {
      ...german,
      exemptionReason: "Nicht steuerbarer echter Schadensersatz (Abschn. 1.3 UStAE)",
      items: [{ description: "Compensation for the damaged server rack, claim of 12 November 2026", quantity: 1, unitPrice: 240_000, vatCategory: "O" }],
    },
  },
  {
    // BT-30 is the SIREN, without spaces, scheme 0002; the note carries the L441-9 payment mentions.
    name: "a French SAS's domestic B2B invoice at 20%",
    kind: "invoice",
    business: FRENCH_SAS,
    input: {
      ...french,
      clientRegistrationNumber: "732 829 320",
      supplyDate: "2026-11-27",
      dueDate: "2026-12-31",
      buyerReference: "BC-2026-118",
      items: [{ description: "Conception d'éclairage scénique", quantity: 3, unit: "DAY", unitPrice: 85_000, vatRate: 20 }],
    },
  },
];
