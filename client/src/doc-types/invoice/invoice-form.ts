// The invoice form holds money as a person types it (major units: dollars); the API takes minor
// units (spec section 7: value × 100, rounded). The resolver converts first and then validates
// THAT payload with the shared ZInvoiceRequestSchema, mapping its issues back onto the form's
// paths, so the form and the server keep one schema.
import { toNestErrors } from "@hookform/resolvers";
import type { Control, FieldError, Resolver } from "react-hook-form";
import {
  type TInvoiceRequest,
  type TInvoiceRequestInput,
  ZInvoiceRequestSchema,
  computeInvoiceTotals,
  computeLine,
  type VatCategory,
} from "@shared/doc-types";
import { toMinorUnits } from "@shared/money";
import { type Currency, type InvoiceType } from "@shared/validation";
import { isoDaysFromToday } from "@/components/generator/dates";

export interface InvoiceItemFormValues {
  description: string;
  /** Up to 3 decimals (7.5 hours); NaN while the field is empty. */
  quantity: number;
  /** A UN/ECE Recommendation 20 code (C62 "unit", HUR, DAY...). */
  unit?: string;
  /** Major units (dollars); NaN while the field is empty. */
  unitPrice: number;
  /** A percentage; NaN or absent for none. */
  discountPercent?: number;
  /** A percentage; NaN or absent when the invoice types its tax instead. */
  vatRate?: number;
  /** "" for the rate's own category (S above 0, Z at 0). */
  vatCategory?: string;
}

export interface InvoiceFormValues {
  type: InvoiceType;
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  currency: Currency;
  dueDate: string;
  validUntil: string;
  items: InvoiceItemFormValues[];
  /** Major units. */
  taxAmount: number;
  /** Major units. */
  discountAmount: number;
  /** A document discount in percent, instead of an amount; NaN or absent for none. */
  discountPercent?: number;
  supplyDate?: string;
  notes?: string;
  paymentTerms?: string;
  purchaseOrderReference?: string;
  buyerReference?: string;
  exemptionReason?: string;
  clientVatId?: string;
  clientCountry?: string;
  /** A credit note's invoice: its number and date. */
  precedingInvoiceNumber?: string;
  precedingInvoiceDate?: string;
  /** The business it is issued by: an id, null for none, absent for the default. */
  businessProfileId?: string | null;
  /** The client book's entry the client fields come from (the server fills them from it), or none. */
  clientId?: string | null;
}

export type InvoiceControl = Control<InvoiceFormValues, unknown, TInvoiceRequest>;

/** Spec section 9: one empty line item (quantity 1, price 0), no tax or discount. */
export const EMPTY_ITEM: InvoiceItemFormValues = { description: "", quantity: 1, unit: "C62", unitPrice: 0, discountPercent: Number.NaN, vatRate: Number.NaN, vatCategory: "" };

/** Spec section 9: an invoice in USD, due 30 days from today. */
export function invoiceDefaults(now: Date = new Date()): InvoiceFormValues {
  return {
    type: "invoice",
    clientName: "",
    clientEmail: "",
    clientAddress: "",
    currency: "USD",
    dueDate: isoDaysFromToday(30, now),
    validUntil: "",
    items: [{ ...EMPTY_ITEM }],
    taxAmount: 0,
    discountAmount: 0,
    discountPercent: Number.NaN,
    supplyDate: "",
    notes: "",
    paymentTerms: "",
    purchaseOrderReference: "",
    buyerReference: "",
    exemptionReason: "",
    clientVatId: "",
    clientCountry: "",
    precedingInvoiceNumber: "",
    precedingInvoiceDate: "",
  };
}

/** A stored invoice's input (minor units) as the form holds it (major units), to edit it. */
export function invoiceFormValuesOf(input: unknown, now: Date = new Date()): InvoiceFormValues {
  const defaults = invoiceDefaults(now);
  if (!input || typeof input !== "object") return defaults;
  const stored = input as Partial<TInvoiceRequest>;
  const major = (minor: unknown) => (typeof minor === "number" ? minor / 100 : 0);
  const num = (n: unknown) => (typeof n === "number" ? n : Number.NaN);
  const text = (t: unknown) => (typeof t === "string" ? t : "");
  return {
    type: stored.type ?? defaults.type,
    clientName: stored.clientName ?? "",
    clientEmail: stored.clientEmail ?? "",
    clientAddress: stored.clientAddress ?? "",
    currency: stored.currency ?? defaults.currency,
    supplyDate: text(stored.supplyDate),
    notes: text(stored.notes),
    paymentTerms: text(stored.paymentTerms),
    purchaseOrderReference: text(stored.purchaseOrderReference),
    buyerReference: text(stored.buyerReference),
    exemptionReason: text(stored.exemptionReason),
    clientVatId: text(stored.clientVatId),
    clientCountry: text(stored.clientCountry),
    precedingInvoiceNumber: text(stored.precedingInvoice?.number),
    precedingInvoiceDate: text(stored.precedingInvoice?.date),
    discountPercent: num(stored.discountPercent),
    dueDate: stored.dueDate ?? "",
    // A quote written before the quote tool may have kept its validity in dueDate.
    validUntil: stored.validUntil ?? (stored.type === "quote" ? stored.dueDate : undefined) ?? "",
    items: stored.items?.length
      ? stored.items.map((item) => ({
          description: item.description,
          quantity: item.quantity,
          unit: item.unit ?? "C62",
          unitPrice: major(item.unitPrice),
          discountPercent: num(item.discountPercent),
          vatRate: num(item.vatRate),
          vatCategory: item.vatCategory ?? "",
        }))
      : defaults.items,
    taxAmount: major(stored.taxAmount),
    discountAmount: major(stored.discountAmount),
    ...(stored.businessProfileId !== undefined ? { businessProfileId: stored.businessProfileId } : {}),
    ...(typeof stored.clientId === "string" ? { clientId: stored.clientId } : {}),
  };
}

const orZero = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

const finiteOr = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? n : undefined);

/** A line as the API takes it: the unit, discount, rate and category only when set. */
function itemPayload(item: Partial<InvoiceItemFormValues> | undefined, lenient: boolean) {
  const quantity = lenient ? orZero(item?.quantity) : (item?.quantity ?? Number.NaN);
  const unitPrice = toMinorUnits(lenient ? orZero(item?.unitPrice) : (item?.unitPrice ?? Number.NaN));
  const discountPercent = finiteOr(item?.discountPercent);
  const vatRate = finiteOr(item?.vatRate);
  return {
    quantity,
    unitPrice,
    ...(item?.unit && item.unit !== "C62" ? { unit: item.unit } : {}),
    ...(discountPercent ? { discountPercent } : {}),
    ...(vatRate !== undefined ? { vatRate } : {}),
    ...(item?.vatCategory ? { vatCategory: item.vatCategory as VatCategory } : {}),
  };
}

/** True when a line carries a VAT rate or category: the tax is then computed, not typed. */
export const withVatRates = (items: readonly (Partial<InvoiceItemFormValues> | undefined)[] | undefined) =>
  (items ?? []).some((i) => finiteOr(i?.vatRate) !== undefined || !!i?.vatCategory);

/**
 * The document discount: a percentage when one is typed, else the amount. Lenient (the live
 * preview), what cannot be read counts as 0; else it stays NaN, which the schema refuses on its field.
 */
function discountPayload(values: Pick<InvoiceFormValues, "discountAmount" | "discountPercent">, lenient = true) {
  const percent = finiteOr(values.discountPercent);
  return percent ? { discountPercent: percent, discountAmount: 0 } : { discountAmount: toMinorUnits(lenient ? orZero(values.discountAmount) : (values.discountAmount ?? 0)) };
}

/** The API payload of spec section 7, in minor units. An empty tax or discount means none. */
export function toInvoicePayload(values: InvoiceFormValues): TInvoiceRequestInput {
  const rates = withVatRates(values.items);
  return {
    type: values.type,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientAddress: values.clientAddress,
    clientVatId: values.clientVatId ?? "",
    clientCountry: values.clientCountry ?? "",
    currency: values.currency,
    // A quote has one date, its validity; the others have a due date.
    dueDate: values.type === "quote" ? "" : values.dueDate,
    validUntil: values.type === "quote" ? values.validUntil : "",
    supplyDate: values.supplyDate ?? "",
    notes: values.notes ?? "",
    paymentTerms: values.paymentTerms ?? "",
    purchaseOrderReference: values.purchaseOrderReference ?? "",
    buyerReference: values.buyerReference ?? "",
    exemptionReason: values.exemptionReason ?? "",
    // A typed tax only without rates: with them the server computes it.
    // An empty field is 0 (the form's own value); typed text the money reader could not read is NaN: a field error.
    ...(rates ? {} : { taxAmount: toMinorUnits(values.taxAmount ?? 0) }),
    ...discountPayload(values, false),
    ...(values.type === "credit_note"
      ? { precedingInvoice: values.precedingInvoiceNumber ? { number: values.precedingInvoiceNumber, date: values.precedingInvoiceDate ?? "" } : null }
      : {}),
    items: values.items.map((item) => {
      const line = itemPayload(item, false);
      return { description: item.description, ...line, total: computeLine(line).total };
    }),
    ...(values.businessProfileId !== undefined ? { businessProfileId: values.businessProfileId } : {}),
    ...(values.clientId ? { clientId: values.clientId } : {}),
  };
}

type LiveItem = Partial<InvoiceItemFormValues> | undefined;

/**
 * The live totals, in minor units, of whatever the form holds right now (blanks count as 0), by
 * the server's own arithmetic (shared/doc-types/invoice/tax.ts): what the preview shows is what
 * the document will say.
 */
export function liveTotals(
  items: readonly LiveItem[] | undefined,
  taxAmount: number | undefined,
  discount: Pick<InvoiceFormValues, "discountAmount" | "discountPercent"> | number | undefined,
) {
  const list = (items ?? []).map((item) => itemPayload(item, true));
  const d = typeof discount === "object" ? discount : { discountAmount: orZero(discount), discountPercent: Number.NaN };
  return computeInvoiceTotals({
    items: list,
    ...(withVatRates(items) ? {} : { taxAmount: toMinorUnits(orZero(taxAmount)) }),
    ...discountPayload(d),
  });
}

/** A schema issue's path on the form: a line total's problem is shown at its price. */
function formPath(path: PropertyKey[]): string {
  const dotted = path.map(String).join(".");
  if (dotted === "precedingInvoice" || dotted === "precedingInvoice.number") return "precedingInvoiceNumber";
  if (dotted === "precedingInvoice.date") return "precedingInvoiceDate";
  return /^items\.\d+\.total$/.test(dotted) ? dotted.replace(/total$/, "unitPrice") : dotted;
}

export const invoiceResolver: Resolver<InvoiceFormValues, unknown, TInvoiceRequest> = async (
  values,
  _context,
  options,
) => {
  const result = ZInvoiceRequestSchema.safeParse(toInvoicePayload(values));
  if (result.success) return { values: result.data, errors: {} };

  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = formPath(issue.path);
    flat[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
