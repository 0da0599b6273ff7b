// The business profiles API's answers (docs/API.md "Business profiles").

export interface TBusinessProfile {
  id: string;
  name: string;
  tradingName: string | null;
  /** The public handle of its hosted policies: <APP_URL>/p/<handle>/… */
  handle: string | null;
  entityType: string | null;
  registrationNumber: string | null;
  vatId: string | null;
  /** The formatted address, one line per line. */
  address: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postalCode: string | null;
  region: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  /** Where to fetch the logo (a URL of this API), or null. */
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  signatoryName: string | null;
  signatoryTitle: string | null;
  dpoName: string | null;
  dpoEmail: string | null;
  representativeName: string | null;
  representativeAddress: string | null;
  representativeEmail: string | null;
  privacyOfficerName: string | null;
  privacyOfficerEmail: string | null;
  bankAccountHolder: string | null;
  iban: string | null;
  bic: string | null;
  bankAccountNumber: string | null;
  bankRoutingNumber: string | null;
  paymentLink: string | null;
  sortCode: string | null;
  /** Trading disclosures printed on invoices (a GmbH's register court and managing directors). */
  registerCourt: string | null;
  managingDirectors: string | null;
  registeredOffice: string | null;
  /** A company's share capital in minor units of its currency (a French company prints it). */
  shareCapital: number | null;
  /** The city of a French company's RCS registration ("RCS Paris 552 100 554"). */
  rcsCity: string | null;
  /** The part of the UK a UK company is registered in: england_wales, scotland or northern_ireland. */
  ukJurisdiction: string | null;
  /** The VAT rate a new invoice line starts with, a percentage. */
  defaultVatRate: number | null;
  currency: string | null;
  locale: string | null;
  paperSize: "a4" | "letter";
  /** Days from an invoice's date to its due date when nothing else says (a converted quote); null: 14. */
  paymentTermsDays: number | null;
  /** Payment reminders: on or off, and the days from the due date they go out at. */
  remindersEnabled: boolean;
  reminderDays: number[];
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}
