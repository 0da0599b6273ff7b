// What an invoice, quote, receipt or credit note prints in its own words, as one shape every
// language fills in (en.ts, fr.ts, de.ts): the compiler refuses a language that leaves one out.
// The amounts, dates and numbers arrive formatted; the sentences only place them.
import type { VatCategory, UnitCode } from "../../doc-types/invoice/tax";
import type { PaymentMethod } from "../methods";
import type { InvoiceType } from "../../validation/options";

/** A kind's title and the labels of its head. */
export interface InvoiceVariant {
  title: string;
  numberLabel: string;
  dateLabel: string;
  clientLabel: string;
  totalLabel: string;
}

/** Text around a link: the words before it and after it. */
export type AroundLink = readonly [before: string, after: string];

export interface ReceiptFacts {
  issuer: string;
  client: string;
  amount: string;
  date: string;
  /** How it was paid, as `paidBy` and `reference` write it ("" when not known). */
  how: string;
}

export interface InvoiceLabels {
  /** The BCP 47 tag dates are written in when the profile's locale is not of this language. */
  dateLocale: string;
  variants: Record<InvoiceType, InvoiceVariant>;
  headings: { items: string; paymentTerms: string; acceptance: string; payment: string; correction: string; notes: string };
  meta: {
    /** What a draft shows for its number: it takes one when it is finalized. */
    draftNumber: string;
    correctsInvoice: string;
    /** "INV-0001 of 20 November 2026". */
    numberOfDate: (number: string, date: string) => string;
    supplyDate: string;
    supplyPeriod: string;
    dueDate: string;
    validUntil: string;
    paymentDate: string;
    paymentMethod: string;
    paymentReference: string;
    forInvoice: string;
    balanceDue: string;
    status: string;
    paid: string;
    purchaseOrder: string;
    buyerReference: string;
  };
  parties: { from: string; tradingAs: (name: string) => string; vatId: string; registrationNo: string };
  /** The words of a company's trading disclosures (a GmbH's § 35a GmbHG particulars, and the like). */
  disclosures: { registeredOffice: string; gmbhRegisteredOffice: string; commercialRegister: string; register: string; managingDirectors: string; gmbhManagingDirectors: string };
  columns: { description: string; quantity: string; unitPrice: string; discount: string; amount: string };
  totals: { subtotal: string; discount: string; taxableAmount: string; taxOn: (tax: string, rate: string, base: string) => string };
  /** What VAT is called (a VAT country's tax label). */
  vat: string;
  categories: Record<VatCategory, string>;
  /** A unit's name, singular and plural ("C62", a plain count, prints none). */
  units: Record<UnitCode, readonly [one: string, many: string]>;
  methods: Record<PaymentMethod, string>;
  /** " by bank transfer": how a payment was made, inside a sentence. */
  paidBy: Record<PaymentMethod, string>;
  reference: (reference: string) => string;
  bank: {
    holder: string;
    iban: string;
    bic: string;
    sortCode: string;
    accountNumber: string;
    routingNumber: string;
    payByTransfer: (details: string) => string;
    payOnline: string;
  };
  /** Art. 230: the VAT's currency when it is not the member state's. */
  statedIn: (tax: string, currency: string) => string;
  /** "For questions about this invoice, contact <e-mail>." */
  contact: Record<InvoiceType, AroundLink>;
  invoice: {
    dueBy: (amount: string, date: string, netDays: number | undefined) => string;
    dueOnReceipt: (amount: string) => string;
    /** A draft has no number yet: then only the currency. */
    includeNumber: (number: string | undefined, currency: string) => string;
  };
  quote: {
    validUntil: (date: string) => string;
    validThirtyDays: string;
    scope: (currency: string) => string;
    paymentTerms: (terms: string) => string;
    accept: (client: string, amount: string, issuer: string) => AroundLink;
    acceptedBy: string;
    fields: readonly string[];
  };
  receipt: {
    /** The callout's title: paid in full, or a payment received with a balance left. */
    paidTitle: string;
    receivedTitle: string;
    paidInFull: (p: ReceiptFacts & { invoice: string }) => string;
    partPayment: (p: ReceiptFacts & { invoice: string; balance: string }) => string;
    standalone: (p: ReceiptFacts) => string;
    calloutFull: (p: ReceiptFacts & { invoice: string }) => string;
    calloutPart: (p: ReceiptFacts & { invoice: string; balance: string }) => string;
    calloutStandalone: (p: ReceiptFacts) => string;
    /** A receipt against an invoice that charged VAT: the receipt is not a second VAT invoice. */
    notTaxInvoice: (tax: string, invoice: string) => string;
  };
  creditNote: {
    corrects: (invoice: string, date: string | undefined) => string;
    credited: (client: string, amount: string, tax: string, taxAmount: string, currency: string) => string;
  };
}
