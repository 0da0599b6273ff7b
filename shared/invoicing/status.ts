// Where an invoice, quote or receipt stands with its client, declared once for the
// server that stores and computes it and the client that shows it. A document's own `status`
// (draft / final) is another thing and stays as it is.
//
// What is stored moves only on an event (sent, opened, answered, paid, voided, converted); two
// statuses are read from the calendar instead, so nothing has to rewrite rows at midnight:
// an invoice past its due date and not paid is "overdue", a quote past its validity date and not
// answered is "expired".

/** A revision of a quote its client accepted (409): the acceptance names the version it accepted. */
export const QUOTE_ACCEPTED_FROZEN_MESSAGE = "This quote was accepted as it is: convert it to an invoice, or duplicate it to make a new quote";
/** A revision of an invoice, receipt or credit note once issued (409): an issued invoice is never altered. */
export const ISSUED_FROZEN_MESSAGE =
  "This document was issued to your client and can't be changed: correct an invoice with a credit note, or void it and issue a new one";

export const INVOICE_BILLING_STATUSES = ["draft", "sent", "viewed", "partially_paid", "paid", "overdue", "void"] as const;
export const QUOTE_BILLING_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired", "converted"] as const;

export type InvoiceBillingStatus = (typeof INVOICE_BILLING_STATUSES)[number];
export type QuoteBillingStatus = (typeof QUOTE_BILLING_STATUSES)[number];
export type BillingStatus = InvoiceBillingStatus | QuoteBillingStatus;

/** What the invoices table may hold: every status but the two read from the calendar. */
export const STORED_BILLING_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "partially_paid",
  "paid",
  "void",
  "accepted",
  "declined",
  "converted",
] as const;
export type StoredBillingStatus = (typeof STORED_BILLING_STATUSES)[number];

/** Every status a list may be filtered by (GET /api/documents?billingStatus=). */
export const BILLING_STATUSES = [...new Set<BillingStatus>([...INVOICE_BILLING_STATUSES, ...QUOTE_BILLING_STATUSES])];

/** Today as YYYY-MM-DD in UTC: the day due and validity dates are compared with. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD to another (negative when `toIso` comes first): a due date's distance. */
export const daysBetween = (fromIso: string, toIso: string) =>
  Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);

export interface BillingState {
  type: "invoice" | "quote" | "receipt" | "credit_note";
  billingStatus: StoredBillingStatus;
  /** YYYY-MM-DD */
  dueDate: string | null;
  validUntil: string | null;
}

/**
 * The status shown: the stored one, or "overdue" for an invoice whose due date has passed while
 * money is still owed, or "expired" for a quote not answered by its validity date.
 */
export function billingStatusOf(row: BillingState, now: Date = new Date()): BillingStatus {
  const today = isoDay(now);
  if (row.type === "invoice" && ["draft", "sent", "viewed", "partially_paid"].includes(row.billingStatus)) {
    if (row.dueDate !== null && row.dueDate < today) return "overdue";
  }
  if (row.type === "quote" && ["draft", "sent", "viewed"].includes(row.billingStatus)) {
    if (row.validUntil !== null && row.validUntil < today) return "expired";
  }
  return row.billingStatus;
}

/**
 * A quote its client accepted (or that became an invoice) stays as accepted: the acceptance names
 * its version, and the invoice is made from it. The server refuses a revision; the page offers none.
 */
export const isAcceptedQuote = (doc: { type: string; billingStatus?: string | null | undefined }) =>
  doc.type === "quote" && (doc.billingStatus === "accepted" || doc.billingStatus === "converted");

/**
 * An invoice its client can be reminded of: sent to them (a reminder of something never sent makes
 * no sense, even past its due date), money still owed, not void. Decided here for the server that
 * refuses and schedules reminders and the pages that offer Remind.
 */
export const isRemindable = (doc: { type: string; billingStatus?: BillingStatus | undefined; sentAt?: Date | string | null | undefined }) =>
  doc.type === "invoice" &&
  !!doc.sentAt &&
  (doc.billingStatus === "sent" || doc.billingStatus === "viewed" || doc.billingStatus === "partially_paid" || doc.billingStatus === "overdue");

/**
 * Why a quote, invoice, receipt or credit note can no longer be revised (edited, restored or moved
 * to a newer template), or undefined while it can:
 * - a quote its client accepted, or that became an invoice: the acceptance names that version;
 * - an invoice, receipt or credit note once issued (sent to the client, an invoice paid in part or
 *   in full, or void: a receipt is voided with its deleted payment): an issued invoice is never altered (Art. 219 VAT Directive: a correction is a credit
 *   note), and a payment or a receipt counts against the amounts it was issued with.
 * The server refuses (409) and the page offers no Edit, from this one rule.
 */
export function revisionRefusal(doc: {
  type: string;
  billingStatus?: string | null | undefined;
  sentAt?: Date | string | null | undefined;
  amountPaid?: number | null | undefined;
}): string | undefined {
  if (isAcceptedQuote(doc)) return QUOTE_ACCEPTED_FROZEN_MESSAGE;
  if (doc.type !== "invoice" && doc.type !== "receipt" && doc.type !== "credit_note") return undefined;
  const issued = !!doc.sentAt || doc.billingStatus === "void" || (doc.type === "invoice" && (doc.amountPaid ?? 0) > 0);
  return issued ? ISSUED_FROZEN_MESSAGE : undefined;
}

/** What an invoice's history says about the client: sent, and opened (its public link). */
export interface SeenState {
  sentAt: Date | string | null;
  viewedAt: Date | string | null;
}

/**
 * The status stored for an invoice from its total and what was paid. When the payments are gone
 * (deleted), it goes back to where the client had it: viewed if they opened it, sent if it was
 * sent, else draft (without `seen`, "sent").
 */
export function paidStatus(total: number, amountPaid: number, before: StoredBillingStatus, seen?: SeenState): StoredBillingStatus {
  if (amountPaid >= total && amountPaid > 0) return "paid";
  if (amountPaid > 0) return "partially_paid";
  if (before !== "paid" && before !== "partially_paid") return before;
  if (!seen) return "sent";
  return seen.viewedAt ? "viewed" : seen.sentAt ? "sent" : "draft";
}
