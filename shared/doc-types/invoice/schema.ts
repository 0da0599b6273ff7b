import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  characterCount,
  isIsoDate,
  lineCount,
  minorUnits,
  optionValue,
  optionalDate,
  optionalEmail,
  optionalText,
  rawMax,
  requiredText,
  typeError,
} from "../../validation/fields";
import { isCountryCode } from "../../business/countries";
import { checkVatId } from "../../business/identifiers";
import { computeInvoiceTotals, computeLine, hasRates, toScaled, UNIT_OPTIONS, VAT_CATEGORIES, VAT_CATEGORY_OPTIONS } from "./tax";
import { CURRENCY_OPTIONS, INVOICE_TYPE_OPTIONS } from "../../validation/options";
import { formatCount } from "../../format";
import { PAYMENT_METHODS } from "../../invoicing/methods";

/** Every stored amount is a signed 32-bit integer of minor units; totals stay below this. */
export const MAX_INVOICE_TOTAL = 2_000_000_000;
export const MAX_UNIT_PRICE = 100_000_000;
export const MAX_QUANTITY = 100_000;
// What one document may cost the PDF printer. The largest valid invoice, quote, receipt or credit
// note prints in ≤ 40 pages (measured 31-32 pages, A4 and Letter, under 1 s, with the notes,
// payment terms and every items column; 100 items of blank lines used to print 801
// pages in 22 s): test/security/document-cost.test.ts.
export const MAX_ITEMS = 100;
export const ITEM_DESCRIPTION_MAX = 500;
export const ITEM_DESCRIPTION_LINES = 10;
/** Sums over all item descriptions: 100 items of 100 characters on 2 lines each at most. */
export const ITEMS_TEXT_MAX = 10_000;
export const ITEMS_LINES_MAX = 200;

export {
  computeInvoiceTotals,
  computeLine,
  DEFAULT_UNIT,
  EXEMPTION_WORDING,
  UNIT_OPTIONS,
  VAT_CATEGORIES,
  VAT_CATEGORY_OPTIONS,
  lineCategory,
  type InvoiceTotals,
  type UnitCode,
  type VatBreakdownEntry,
  type VatCategory,
} from "./tax";

export { formatMoney } from "../../money";


/** A decimal with up to `places` decimals, sent as a JSON number or string; comes out a number. */
const decimal = (label: string, { places, min, max, above }: { places: number; min: number; max: number; above?: boolean }) =>
  z
    .union([z.number(), z.string().max(40)], { error: `${label} must be a number` })
    .transform((value, ctx) => {
      const n = typeof value === "number" ? value : Number(value.trim());
      if (value === "" || !Number.isFinite(n)) {
        ctx.issues.push({ code: "custom", message: `${label} must be a number`, input: value });
        return z.NEVER;
      }
      if (above ? n <= min : n < min) {
        ctx.issues.push({ code: "custom", message: above ? `${label} must be greater than ${min}` : `${label} must be at least ${min}`, input: value });
        return z.NEVER;
      }
      if (n > max) {
        ctx.issues.push({ code: "custom", message: `${label} must be at most ${formatCount(max)}`, input: value });
        return z.NEVER;
      }
      const units = toScaled(typeof value === "number" ? value : value.trim(), places);
      if (units === undefined) {
        ctx.issues.push({ code: "custom", message: `${label} must have at most ${places} decimals`, input: value });
        return z.NEVER;
      }
      return units / 10 ** places;
    });

const percent = (label: string) => decimal(label, { places: 2, min: 0, max: 100 });

export const ZInvoiceItemSchema = z
  .object(
    {
      description: requiredText("Description is required", {
        label: "Description",
        max: ITEM_DESCRIPTION_MAX,
        multiline: true,
        lines: ITEM_DESCRIPTION_LINES,
      }),
      quantity: decimal("Quantity", { places: 3, min: 0, max: MAX_QUANTITY, above: true }),
      unit: optionValue(
        UNIT_OPTIONS.map((u) => ({ value: u.value, label: u.value })),
        { required: "Unit is required", invalid: `Unit must be a UN/ECE Recommendation 20 code: ${UNIT_OPTIONS.map((u) => u.value).join(", ")}` },
      ).optional(),
      unitPrice: minorUnits("Unit price", {
        positive: "Unit price must be positive",
        max: MAX_UNIT_PRICE,
      }),
      discountPercent: percent("Discount percent").optional(),
      vatRate: percent("VAT rate").optional(),
      vatCategory: optionValue(VAT_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.value })), {
        required: "VAT category is required",
        invalid: `VAT category must be one of ${VAT_CATEGORIES.join(", ")}`,
      }).optional(),
      // Checked when sent, then replaced: the line total is always quantity × unit price.
      total: minorUnits("Total", {
        positive: "Total must be positive",
        max: MAX_INVOICE_TOTAL,
      }).optional(),
    },
    { error: "Each item must be an object" },
  )
  .superRefine((item, ctx) => {
    const category = item.vatCategory;
    if (category && category !== "S" && item.vatRate !== undefined && item.vatRate !== 0)
      ctx.addIssue({ code: "custom", path: ["vatRate"], message: `VAT rate must be 0 for VAT category ${category}` });
    if (category === "S" && item.vatRate === undefined)
      ctx.addIssue({ code: "custom", path: ["vatRate"], message: "VAT rate is required for VAT category S" });
    if (category === "S" && item.vatRate === 0)
      ctx.addIssue({ code: "custom", path: ["vatRate"], message: "VAT rate must be greater than 0 for VAT category S (use Z for zero-rated)" });
  })
  .transform((item) => ({ ...item, total: computeLine(item).total }));

/** A client's address: one text, or its lines. */
const addressLines = optionalText({ label: "Client address", max: ADDRESS_MAX, multiline: true, lines: ADDRESS_LINES });
const clientAddress = z.preprocess(
  (v) => (Array.isArray(v) && v.length <= ADDRESS_LINES && v.every((l) => typeof l === "string" && l.length <= rawMax(ADDRESS_MAX)) ? v.map((l: string) => l.trim()).filter(Boolean).join("\n") : v),
  addressLines,
);

const reference = (label: string, max = 100) => optionalText({ label, max });

export const NOTES_MAX = 2_000;
export const NOTES_LINES = 40;

const TYPE_MESSAGE = "Type must be invoice, quote, receipt or credit_note";

export const ZInvoiceRequestSchema = z
  .object(
    {
      type: optionValue(INVOICE_TYPE_OPTIONS, { required: TYPE_MESSAGE, invalid: TYPE_MESSAGE }).default("invoice"),
      clientName: requiredText("Client name is required", {
        label: "Client name",
        max: COMPANY_NAME_MAX,
      }),
      clientEmail: optionalEmail("Valid email is required"),
      clientAddress,
      clientVatId: optionalText({ label: "Client VAT ID", max: 40 }),
      clientCountry: z
        .string({ error: "Client country must be an ISO 3166 country code, like DE" })
        .max(10, { error: "Client country must be an ISO 3166 country code, like DE", abort: true })
        .trim()
        .transform((v) => v.toUpperCase())
        .refine((v) => v === "" || isCountryCode(v), "Client country must be an ISO 3166 country code, like DE")
        .nullish()
        .transform((v) => v || undefined),
      clientRegistrationNumber: optionalText({ label: "Client registration number", max: 50 }),
      // Absent: the business profile's currency, else USD (the template decides).
      currency: optionValue(CURRENCY_OPTIONS, {
        required: "Currency is required",
        invalid: "Currency must be one of USD, EUR, GBP, CAD or AUD",
      }).optional(),
      dueDate: optionalDate(),
      validUntil: optionalDate(),
      supplyDate: optionalDate(),
      supplyPeriod: z
        .object({ start: optionalDate(), end: optionalDate() }, { error: "Supply period must be an object with start and end" })
        .nullish()
        .transform((v) => v ?? undefined)
        .superRefine((v, ctx) => {
          if (!v) return;
          if (!v.start) ctx.addIssue({ code: "custom", path: ["start"], message: "Supply period start is required" });
          if (!v.end) ctx.addIssue({ code: "custom", path: ["end"], message: "Supply period end is required" });
          if (v.start && v.end && v.end < v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "Supply period end must not be before its start" });
        }),
      // Accepted as typed only when no line has a VAT rate; with rates the server computes it.
      taxAmount: minorUnits("Tax amount", {
        positive: "Tax amount must be positive",
        max: MAX_INVOICE_TOTAL,
      }).optional(),
      discountAmount: minorUnits("Discount amount", {
        positive: "Discount amount must be positive",
        max: MAX_INVOICE_TOTAL,
      }).default(0),
      discountPercent: percent("Discount percent").optional(),
      exemptionReason: optionalText({ label: "Exemption reason", max: 300 }),
      notes: optionalText({ label: "Notes", max: NOTES_MAX, multiline: true, lines: NOTES_LINES }),
      paymentTerms: optionalText({ label: "Payment terms", max: 500, multiline: true, lines: 5 }),
      purchaseOrderReference: reference("Purchase order reference"),
      buyerReference: reference("Buyer reference"),
      precedingInvoice: z
        .object(
          {
            number: requiredText("Preceding invoice number is required", { label: "Preceding invoice number", max: 32 }),
            date: optionalDate(),
          },
          { error: "Preceding invoice must be an object with number and date" },
        )
        .nullish()
        .transform((v) => v ?? undefined),
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
              message: `Item descriptions must be at most ${formatCount(ITEMS_TEXT_MAX)} characters in total`,
            });
          if (lines > ITEMS_LINES_MAX)
            ctx.addIssue({
              code: "custom",
              message: `Item descriptions must be at most ${formatCount(ITEMS_LINES_MAX)} lines in total`,
            });
        }),
      businessProfileId: businessProfileRef(),
      // One of the user's clients: the server fills the client fields above from it
      // before this schema runs (server/clients), and links the invoice to it.
      clientId: z.uuid({ error: "Choose one of your clients" }).nullish(),
      // A receipt for a payment recorded on an invoice (POST /api/documents/:id/payments/
      // :paymentId/receipt): how and when it was paid, against which invoice, and what is left.
      payment: z
        .object(
          {
            invoiceNumber: requiredText("Invoice number is required", { label: "Invoice number", max: 32 }),
            date: z.string({ error: "Payment date is required" }).max(10, "Must be a valid date (YYYY-MM-DD)").refine(isIsoDate, "Must be a valid date (YYYY-MM-DD)"),
            method: z.enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}` }),
            reference: optionalText({ label: "Payment reference", max: 200 }),
            balanceDue: minorUnits("Balance due", { positive: "Balance due must be positive", max: MAX_INVOICE_TOTAL }),
            // The invoice paid charged VAT: the receipt says it is no VAT invoice itself.
            taxCharged: z.boolean({ error: "Tax charged must be true or false" }).optional(),
          },
          { error: "Payment must be an object with invoiceNumber, date, method and balanceDue" },
        )
        .nullish()
        .transform((v) => v ?? undefined),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((invoice, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const withRates = hasRates(invoice.items);
    if (withRates) {
      if (invoice.taxAmount !== undefined)
        issue(["taxAmount"], "Tax amount cannot be sent with VAT rates: the tax is computed from each line's rate");
      invoice.items.forEach((item, i) => {
        if (item.vatRate === undefined && item.vatCategory === undefined)
          issue(["items", i, "vatRate"], "VAT rate is required on every line when one line has a VAT rate");
      });
    }
    if (invoice.discountPercent !== undefined && invoice.discountAmount > 0)
      issue(["discountPercent"], "Send either discountPercent or discountAmount, not both");
    if (invoice.supplyDate && invoice.supplyPeriod) issue(["supplyPeriod"], "Send either supplyDate or supplyPeriod, not both");
    if (invoice.payment && invoice.type !== "receipt") issue(["payment"], "Only a receipt records a payment");
    if (invoice.type === "credit_note" && !invoice.precedingInvoice)
      issue(["precedingInvoice"], "A credit note must name the invoice it corrects (precedingInvoice: number and date)");
    const categories = new Set(invoice.items.map((i) => i.vatCategory));
    if (categories.has("AE") && !invoice.clientVatId)
      issue(["clientVatId"], "Client VAT ID is required for a reverse-charge invoice (VAT category AE)");
    if (categories.has("K") && !invoice.clientVatId)
      issue(["clientVatId"], "Client VAT ID is required for an intra-community supply (VAT category K)");
    for (const category of ["E", "O"] as const)
      if (categories.has(category) && !invoice.exemptionReason)
        issue(["exemptionReason"], `An exemption reason is required for VAT category ${category}`);
    if (invoice.clientVatId) {
      const vat = checkVatId(invoice.clientVatId, invoice.clientCountry);
      if (!vat.ok) issue(["clientVatId"], `Client VAT ID is not valid: ${vat.message}`);
    }
    const { subtotal, total, discountTotal } = computeInvoiceTotals(invoice);
    const tooLarge = `The invoice total must be at most ${formatCount(MAX_INVOICE_TOTAL)} cents`;
    if (subtotal > MAX_INVOICE_TOTAL) {
      issue(["items"], tooLarge);
    } else if (withRates && discountTotal > subtotal) {
      issue(["discountAmount"], "Discount cannot exceed the subtotal");
    } else if (total < 0) {
      issue(["discountAmount"], "Discount cannot exceed the subtotal plus tax");
    } else if (total > MAX_INVOICE_TOTAL) {
      issue([withRates ? "items" : "taxAmount"], tooLarge);
    }
  });

export type TInvoiceItem = z.output<typeof ZInvoiceItemSchema>;
export type TInvoiceRequest = z.output<typeof ZInvoiceRequestSchema>;
export type TInvoiceRequestInput = z.input<typeof ZInvoiceRequestSchema>;
