// The owner's side of an invoice's billing: payments, void, the history and the list
// filters. Request schemas (zod) and answer types, declared once for the server and the client.
import { z } from "zod";
import { formatCount } from "../format";
import { inputLocale, moneyInputMessage, parseMoneyInput } from "../money-input";
import { isIsoDate, optionalText, OBJECT_ERROR } from "../validation/fields";
import { MAX_INVOICE_TOTAL } from "../doc-types/invoice/schema";
import { BILLING_STATUSES, isoDay, type BillingStatus } from "./status";
import { PAYMENT_METHODS, type PaymentMethod } from "./methods";

export { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "./methods";

export const PAYMENT_REFERENCE_MAX = 200;
export const VOID_REASON_MAX = 500;

const METHOD_MESSAGE = `Method must be one of ${PAYMENT_METHODS.join(", ")}`;

/** POST /api/documents/:id/payments. `amount` in minor units (cents), as POST /api/invoices takes money. */
export const ZPaymentRequestSchema = z.object(
  {
    amount: z
      .number({ error: "Amount must be a number of cents" })
      .int("Amount must be a whole number of cents")
      .min(1, "Amount must be positive")
      .max(MAX_INVOICE_TOTAL, `Amount must be at most ${formatCount(MAX_INVOICE_TOTAL)} cents`),
    date: z
      .string({ error: "Date is required (YYYY-MM-DD)" })
      .max(10, "Must be a valid date (YYYY-MM-DD)")
      .refine(isIsoDate, { error: "Must be a valid date (YYYY-MM-DD)", abort: true })
      // The day it was paid: not one still to come (a day's leeway for time zones ahead of UTC).
      .refine((d) => d <= isoDay(new Date(Date.now() + 86_400_000)), "The payment date can't be in the future"),
    method: z.enum(PAYMENT_METHODS, { error: METHOD_MESSAGE }),
    reference: optionalText({ label: "Reference", max: PAYMENT_REFERENCE_MAX }),
  },
  { error: OBJECT_ERROR },
);
export type TPaymentRequest = z.output<typeof ZPaymentRequestSchema>;
export type TPaymentRequestInput = z.input<typeof ZPaymentRequestSchema>;

/** POST /api/documents/:id/void */
export const ZVoidRequestSchema = z.object(
  {
    reason: z
      .string({ error: "Reason is required" })
      .max(VOID_REASON_MAX * 2, { error: `Reason must be at most ${VOID_REASON_MAX} characters`, abort: true })
      .trim()
      .min(1, "Reason is required")
      .max(VOID_REASON_MAX, `Reason must be at most ${VOID_REASON_MAX} characters`),
  },
  { error: OBJECT_ERROR },
);
export type TVoidRequest = z.output<typeof ZVoidRequestSchema>;

/** GET /api/documents?billingStatus=&clientId= : the list's billing filters. */
export const ZBillingListFilter = z.object({
  billingStatus: z.enum(BILLING_STATUSES as [BillingStatus, ...BillingStatus[]], { error: `billingStatus must be one of ${BILLING_STATUSES.join(", ")}` }).optional(),
  clientId: z.uuid({ error: "clientId must be a client's id" }).optional(),
});

/** One payment, as GET/POST …/payments answer it. */
export interface TPayment {
  id: string;
  invoiceId: string;
  /** Minor units, in the invoice's currency. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD */
  date: string;
  method: PaymentMethod;
  reference: string | null;
  /** The receipt document made for it (POST …/payments/:paymentId/receipt), once there is one. */
  receiptDocumentId: string | null;
  /** Its number (RCT-0001), once there is one. */
  receiptNumber: string | null;
  createdAt: string;
}

/** Where a document stands with its client, with the money of an invoice. */
export interface TBillingSummary {
  billingStatus: BillingStatus;
  /** Minor units; invoices, quotes, receipts and credit notes. */
  total: number;
  currency: string;
  amountPaid: number;
  balanceDue: number;
  /** YYYY-MM-DD */
  dueDate: string | null;
  /** None while it is a draft: a number is taken when it is finalized. */
  number: string | null;
  clientId: string | null;
  clientEmail: string | null;
  /** When it was last sent to the client (ISO), null if never. */
  sentAt: string | null;
}

/** One event of a document's billing history. */
import type { TBillingEvent } from "./events";
export type { TBillingEvent };

/** GET /api/documents/:id/history: the versions (newest first) and the billing events (oldest first). */
export interface TDocumentHistory {
  versions: { version: number; createdAt: string; sha256: string; templateVersion: number }[];
  events: TBillingEvent[];
  /** False when the events are not what the server wrote (one changed, removed or rebuilt outside the app). */
  chainValid: boolean;
}


/**
 * The Record payment form: the amount typed in the currency's major units as the browser's locale
 * writes them ("1,000.50", "1.000,50", "1000,50"), sent as minor units; the rest as the API takes it (its output is POST …/payments' body).
 */
export const ZPaymentFormSchema = z.object({
  amount: z
    .string({ error: "Amount is required" })
    .max(30, "Amount must be a number like 1,000.50")
    .transform((value, ctx) => {
      const locale = inputLocale();
      const read = parseMoneyInput(value, locale);
      if (!read.ok || read.minor <= 0) {
        ctx.issues.push({ code: "custom", message: read.ok ? "Amount must be positive" : moneyInputMessage("Amount", read.problem, locale), input: value });
        return z.NEVER;
      }
      return read.minor;
    })
    .pipe(ZPaymentRequestSchema.shape.amount),
  date: ZPaymentRequestSchema.shape.date,
  method: ZPaymentRequestSchema.shape.method,
  reference: ZPaymentRequestSchema.shape.reference,
});
export type TPaymentFormValues = z.input<typeof ZPaymentFormSchema>;
