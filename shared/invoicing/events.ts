// A quote's, invoice's or receipt's billing history, one kind of event at a time: what each kind
// carries. The server writes its events through this union (server/invoicing/history.ts,
// recordBillingEvent) and the client reads them with it (billing-history.tsx), so a kind's data is
// declared once. Objects are loose: a field added later is kept, never a reason to refuse an event.
import { z } from "zod";
import { BILLING_STATUSES, type BillingStatus } from "./status";
import { PAYMENT_METHODS } from "./methods";

const billingStatus = z.enum(BILLING_STATUSES as [BillingStatus, ...BillingStatus[]]);
const method = z.enum(PAYMENT_METHODS);
/** What a payment event carries besides its amount (the history shows the amount and the method). */
const payment = { paymentId: z.string().optional(), date: z.string().optional(), balanceDue: z.number().optional(), billingStatus: billingStatus.optional() };

const event = <K extends string, D extends z.ZodRawShape>(kind: K, data: D) => z.object({ kind: z.literal(kind), data: z.looseObject(data) });

// Required: what the history shows; optional: what it records besides (the server writes it all).
export const ZBillingEventData = z.discriminatedUnion("kind", [
  event("sent", { to: z.string(), cc: z.array(z.string()).optional(), version: z.number().optional(), message: z.string().optional(), linksEnded: z.number().optional() }),
  event("viewed", { version: z.number().optional() }),
  event("accepted", { name: z.string(), consent: z.literal(true).optional(), version: z.number().optional() }),
  event("declined", { version: z.number().optional(), reason: z.string().optional() }),
  event("converted", { invoiceId: z.string().optional(), documentId: z.string().optional(), number: z.string().nullish() }),
  event("payment_recorded", { amount: z.number(), currency: z.string(), method, reference: z.string().optional(), ...payment }),
  event("payment_deleted", { amount: z.number(), currency: z.string(), method: method.optional(), receiptVoided: z.string().optional(), receiptDocumentId: z.string().nullish(), ...payment }),
  event("receipt_created", { number: z.string(), paymentId: z.string().optional(), receiptDocumentId: z.string().optional() }),
  event("reminder_sent", {
    to: z.string(),
    /** Remind pressed; else the schedule's step (days from the due date). */
    manual: z.literal(true).optional(),
    step: z.number().optional(),
    balanceDue: z.number().optional(),
    currency: z.string().optional(),
    messageId: z.string().optional(),
  }),
  event("voided", { reason: z.string(), before: z.string().optional(), paymentId: z.string().optional(), invoiceNumber: z.string().optional() }),
  event("email_failed", { to: z.array(z.string()), message: z.enum(["document", "reminder"]), error: z.string().optional() }),
]);

/** One event's kind and data, as written. */
export type TBillingEventData = z.output<typeof ZBillingEventData>;
export type BillingEventKind = TBillingEventData["kind"];
export const BILLING_EVENT_KINDS = ZBillingEventData.options.map((o) => o.shape.kind.value);

/** GET /api/documents/:id/history: one event, its kind and data with who did it and when. */
export type TBillingEvent = TBillingEventData & {
  actor: { type: string; [key: string]: unknown };
  at: string;
};
