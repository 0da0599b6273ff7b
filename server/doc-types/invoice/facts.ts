// What every part of an invoice reads: the input, its context and what is worked out from them
// once (the variant, currency, formatters, totals, the payment a receipt is for, the issuer).
import { type TInvoiceRequest, computeInvoiceTotals, formatMoney } from "../../../shared/doc-types";
import { formatCount } from "../../../shared/format";
import { EU_COUNTRIES } from "../../../shared/business/identifiers";
import { type Currency, todayIso } from "../../../shared/validation";
import { formatLongDate } from "../../documents/format";
import { type InvoiceLabels, invoiceLabels } from "../../../shared/invoicing/labels";
import type { BusinessIdentity } from "../business";
import type { BaseContext } from "../define";
import { type Issuer, issuerOf } from "./issuer";

export type { Issuer } from "./issuer";

export interface InvoiceContext extends BaseContext {
  /** The document number, e.g. INV-0001, QUO-0001, RCT-0001: none while it is a draft (taken when it is finalized). */
  number?: string;
  issuer: Issuer;
  /** Issue date of the invoice. */
  createdAt: Date;
  /** Payment date printed on a receipt; defaults to createdAt. */
  paidAt?: Date;
}

export const lines = (text: string | undefined) => (text ? text.split("\n").filter(Boolean) : []);

/** Whether the issuer's country charges VAT (the EU's and the UK's). */
export const isVatCountry = (country: string | undefined): country is string => !!country && (country === "GB" || EU_COUNTRIES.has(country));

/** What the tax is called where the issuer is established, VAT in the document's language. */
export function taxLabel(country: string | undefined, labels?: InvoiceLabels): string {
  if (!country) return "Tax";
  if (isVatCountry(country)) return labels?.vat ?? "VAT";
  if (country === "US") return "Sales tax";
  if (country === "CA") return "GST/HST";
  if (country === "AU" || country === "NZ") return "GST";
  return "Tax";
}

/**
 * Numbers and money in the profile's locale, dates in the language the document's labels are in
 * (shared/invoicing/labels); US English when there is no locale. The e-mails about an invoice or
 * quote format with these too (server/invoicing/documents.ts versionFormats), so they say what
 * the document prints.
 */
export function invoiceFormatters(locale: string | undefined, currency: string) {
  const loc = locale ?? "en-US";
  const { dateLocale } = invoiceLabels(locale);
  return {
    money: (minor: number) => formatMoney(minor, currency, loc),
    date: (date: string | Date) => formatLongDate(date, "month-day", dateLocale),
    // A quantity: up to three decimals (Intl's default), grouped as the locale groups.
    number: (n: number) => formatCount(n, loc),
  };
}

/** The currency an invoice is in: as sent, else the profile's, else US dollars. */
export const invoiceCurrency = (input: Pick<TInvoiceRequest, "currency">, business: BusinessIdentity | undefined): Currency =>
  input.currency ?? (business?.currency as Currency | undefined) ?? "USD";
/** The input and what is worked out from it once, for every part of the template. */
export function invoiceFacts(input: TInvoiceRequest, ctx: InvoiceContext) {
  const kind = input.type;
  const business = ctx.business;
  const country = business?.country;
  const { labels: L, language } = invoiceLabels(business?.locale);
  // Australia: a "Tax invoice" (A New Tax System (GST) Act 1999, s 29-70) when GST is charged.
  const title = kind === "invoice" && country === "AU" && language === "en" ? "Tax Invoice" : L.variants[kind].title;
  const v = { ...L.variants[kind], title };
  const currency = invoiceCurrency(input, business);
  const f = invoiceFormatters(business?.locale, currency);
  const credit = kind === "credit_note";
  // A credit note's amounts print as negative amounts.
  const money = (minor: number) => f.money(credit && minor !== 0 ? -minor : minor);
  const totals = computeInvoiceTotals(input);
  const tax = taxLabel(country, L);
  const issued = todayIso(ctx.createdAt);
  const validUntil = input.validUntil ?? input.dueDate;
  // A receipt for a recorded payment prints that payment: its day, method and invoice.
  const payment = kind === "receipt" ? input.payment : undefined;
  const paidOn = f.date(payment?.date ?? ctx.paidAt ?? ctx.createdAt);
  const paidHow = payment ? `${L.paidBy[payment.method]}${payment.reference ? L.reference(payment.reference) : ""}` : "";
  // The business profile it was issued by, when there is one (EU VAT rules, Directive 2006/112/EC
  // Art. 226: the supplier's full name, address and VAT number); else the user's name and e-mail.
  const issuer = business ? issuerOf(business, ctx.issuer) : ctx.issuer;
  return { input, ctx, kind, business, country, L, language, v, currency, f, credit, money, totals, tax, issued, validUntil, payment, paidOn, paidHow, issuer };
}

export type InvoiceFacts = ReturnType<typeof invoiceFacts>;
