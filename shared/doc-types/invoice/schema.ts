import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  characterCount,
  lineCount,
  minorUnits,
  optionValue,
  optionalDate,
  optionalEmail,
  optionalText,
  requiredText,
  typeError,
} from "../../validation/fields";
import { CURRENCY_OPTIONS, INVOICE_TYPE_OPTIONS } from "../../validation/options";

/** Every stored amount is a signed 32-bit integer of minor units; totals stay below this. */
export const MAX_INVOICE_TOTAL = 2_000_000_000;
export const MAX_UNIT_PRICE = 100_000_000;
export const MAX_QUANTITY = 100_000;
// What one document may cost the PDF printer. The largest valid invoice, quote or receipt prints
// in ≤ 25 pages (measured 20-21 pages, A4 and Letter, under 1 s; 100 items of blank lines used to
// print 801 pages in 22 s): test/security/document-cost.test.ts.
export const MAX_ITEMS = 100;
export const ITEM_DESCRIPTION_MAX = 500;
export const ITEM_DESCRIPTION_LINES = 10;
/** Sums over all item descriptions: 100 items of 100 characters on 2 lines each at most. */
export const ITEMS_TEXT_MAX = 10_000;
export const ITEMS_LINES_MAX = 200;

export interface InvoiceLine {
  quantity: number;
  unitPrice: number;
}

export interface InvoiceTotals<T extends InvoiceLine> {
  /** The items, each with total = quantity × unitPrice. */
  items: (T & { total: number })[];
  subtotal: number;
  taxAmount: number;
  discountAmount: number;
  /** subtotal + tax − discount. */
  total: number;
}

/**
 * The invoice arithmetic, in integer minor units. The server stores what this returns and never
 * the totals a client sent.
 */
export function computeInvoiceTotals<T extends InvoiceLine>(
  items: readonly T[],
  taxAmount = 0,
  discountAmount = 0,
): InvoiceTotals<T> {
  const lines = items.map((item) => ({ ...item, total: item.quantity * item.unitPrice }));
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    items: lines,
    subtotal,
    taxAmount,
    discountAmount,
    total: subtotal + taxAmount - discountAmount,
  };
}

export { formatMoney } from "../../money";

const fmt = (n: number) => n.toLocaleString("en-US");

export const ZInvoiceItemSchema = z
  .object(
    {
      description: requiredText("Description is required", {
        label: "Description",
        max: ITEM_DESCRIPTION_MAX,
        multiline: true,
        lines: ITEM_DESCRIPTION_LINES,
      }),
      quantity: z
        .number({ error: "Quantity must be a number" })
        .min(1, "Quantity must be at least 1")
        .int("Quantity must be a whole number")
        .max(MAX_QUANTITY, `Quantity must be at most ${fmt(MAX_QUANTITY)}`),
      unitPrice: minorUnits("Unit price", {
        positive: "Unit price must be positive",
        max: MAX_UNIT_PRICE,
      }),
      // Checked when sent, then replaced: the line total is always quantity × unit price.
      total: minorUnits("Total", {
        positive: "Total must be positive",
        max: MAX_INVOICE_TOTAL,
      }).optional(),
    },
    { error: "Each item must be an object" },
  )
  .transform((item) => ({ ...item, total: item.quantity * item.unitPrice }));

export const ZInvoiceRequestSchema = z
  .object(
    {
      type: optionValue(INVOICE_TYPE_OPTIONS, {
        required: "Type must be invoice, quote or receipt",
        invalid: "Type must be invoice, quote or receipt",
      }).default("invoice"),
      clientName: requiredText("Client name is required", {
        label: "Client name",
        max: COMPANY_NAME_MAX,
      }),
      clientEmail: optionalEmail("Valid email is required"),
      clientAddress: optionalText({
        label: "Client address",
        max: ADDRESS_MAX,
        multiline: true,
        lines: ADDRESS_LINES,
      }),
      currency: optionValue(CURRENCY_OPTIONS, {
        required: "Currency is required",
        invalid: "Currency must be one of USD, EUR, GBP, CAD or AUD",
      }).default("USD"),
      dueDate: optionalDate(),
      validUntil: optionalDate(),
      taxAmount: minorUnits("Tax amount", {
        positive: "Tax amount must be positive",
        max: MAX_INVOICE_TOTAL,
      }).default(0),
      discountAmount: minorUnits("Discount amount", {
        positive: "Discount amount must be positive",
        max: MAX_INVOICE_TOTAL,
      }).default(0),
      items: z
        .array(ZInvoiceItemSchema, {
          error: typeError("At least one item is required", "Items must be a list"),
        })
        .min(1, "At least one item is required")
        .max(MAX_ITEMS, `No more than ${MAX_ITEMS} items`)
        .superRefine((items, ctx) => {
          let chars = 0;
          let lines = 0;
          for (const { description } of items) {
            // Runs after a failed item too: only strings count.
            if (typeof description !== "string") continue;
            chars += characterCount(description);
            lines += lineCount(description);
          }
          if (chars > ITEMS_TEXT_MAX)
            ctx.addIssue({
              code: "custom",
              message: `Item descriptions must be at most ${fmt(ITEMS_TEXT_MAX)} characters in total`,
            });
          if (lines > ITEMS_LINES_MAX)
            ctx.addIssue({
              code: "custom",
              message: `Item descriptions must be at most ${fmt(ITEMS_LINES_MAX)} lines in total`,
            });
        }),
      businessProfileId: businessProfileRef(),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((invoice, ctx) => {
    const { subtotal, total } = computeInvoiceTotals(
      invoice.items,
      invoice.taxAmount,
      invoice.discountAmount,
    );
    const tooLarge = `The invoice total must be at most ${fmt(MAX_INVOICE_TOTAL)} cents`;
    if (subtotal > MAX_INVOICE_TOTAL) {
      ctx.addIssue({ code: "custom", path: ["items"], message: tooLarge });
    } else if (total < 0) {
      ctx.addIssue({
        code: "custom",
        path: ["discountAmount"],
        message: "Discount cannot exceed the subtotal plus tax",
      });
    } else if (total > MAX_INVOICE_TOTAL) {
      ctx.addIssue({ code: "custom", path: ["taxAmount"], message: tooLarge });
    }
  });

export type TInvoiceItem = z.output<typeof ZInvoiceItemSchema>;
export type TInvoiceRequest = z.output<typeof ZInvoiceRequestSchema>;
export type TInvoiceRequestInput = z.input<typeof ZInvoiceRequestSchema>;
