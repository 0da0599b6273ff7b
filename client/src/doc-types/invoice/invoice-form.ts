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
} from "@shared/doc-types";
import { type Currency, type InvoiceType } from "@shared/validation";
import { isoDaysFromToday } from "@/components/tool/dates";

export interface InvoiceItemFormValues {
  description: string;
  /** Whole units; NaN while the field is empty. */
  quantity: number;
  /** Major units (dollars); NaN while the field is empty. */
  unitPrice: number;
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
  /** The business it is issued by: an id, null for none, absent for the default. */
  businessProfileId?: string | null;
}

export type InvoiceControl = Control<InvoiceFormValues, unknown, TInvoiceRequest>;

/** Spec section 9: one empty line item (quantity 1, price 0), no tax or discount. */
export const EMPTY_ITEM: InvoiceItemFormValues = { description: "", quantity: 1, unitPrice: 0 };

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
  };
}

/** A stored invoice's input (minor units) as the form holds it (major units), to edit it. */
export function invoiceFormValuesOf(input: unknown, now: Date = new Date()): InvoiceFormValues {
  const defaults = invoiceDefaults(now);
  if (!input || typeof input !== "object") return defaults;
  const stored = input as Partial<TInvoiceRequest>;
  const major = (minor: unknown) => (typeof minor === "number" ? minor / 100 : 0);
  return {
    type: stored.type ?? defaults.type,
    clientName: stored.clientName ?? "",
    clientEmail: stored.clientEmail ?? "",
    clientAddress: stored.clientAddress ?? "",
    currency: stored.currency ?? defaults.currency,
    dueDate: stored.dueDate ?? "",
    validUntil: stored.validUntil ?? "",
    items: stored.items?.length
      ? stored.items.map((item) => ({
          description: item.description,
          quantity: item.quantity,
          unitPrice: major(item.unitPrice),
        }))
      : defaults.items,
    taxAmount: major(stored.taxAmount),
    discountAmount: major(stored.discountAmount),
    ...(stored.businessProfileId !== undefined ? { businessProfileId: stored.businessProfileId } : {}),
  };
}

/** Major to minor units, rounded to the cent: 19.99 → 1999. NaN stays NaN (the schema says so). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

const orZero = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

/** The API payload of spec section 7, in minor units. An empty tax or discount means none. */
export function toInvoicePayload(values: InvoiceFormValues): TInvoiceRequestInput {
  return {
    type: values.type,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientAddress: values.clientAddress,
    currency: values.currency,
    dueDate: values.dueDate,
    // Only a quote has a validity date of its own.
    validUntil: values.type === "quote" ? values.validUntil : "",
    taxAmount: toMinorUnits(orZero(values.taxAmount)),
    discountAmount: toMinorUnits(orZero(values.discountAmount)),
    items: values.items.map((item) => {
      const unitPrice = toMinorUnits(item.unitPrice);
      return {
        description: item.description,
        quantity: item.quantity,
        unitPrice,
        total: item.quantity * unitPrice,
      };
    }),
    ...(values.businessProfileId !== undefined ? { businessProfileId: values.businessProfileId } : {}),
  };
}

type LiveItem = Partial<InvoiceItemFormValues> | undefined;

/** The live totals, in minor units, of whatever the form holds right now (blanks count as 0). */
export function liveTotals(
  items: readonly LiveItem[] | undefined,
  taxAmount: number | undefined,
  discountAmount: number | undefined,
) {
  return computeInvoiceTotals({
    items: (items ?? []).map((item) => ({
      quantity: orZero(item?.quantity),
      unitPrice: toMinorUnits(orZero(item?.unitPrice)),
    })),
    taxAmount: toMinorUnits(orZero(taxAmount)),
    discountAmount: toMinorUnits(orZero(discountAmount)),
  });
}

/** A schema issue's path on the form: a line total's problem is shown at its price. */
function formPath(path: PropertyKey[]): string {
  const dotted = path.map(String).join(".");
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
