// The billing columns a documents query joins from invoices (a list's rows and filters, one
// document's answer): what a summary reads, the summary (billingStatus as the calendar shows it,
// what was paid and what is due), and the filter on the status shown. SQL fragments only, so the
// documents list (./documents.ts) and the invoicing area (server/invoicing/billing.ts) share them.
import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { billingStatusOf, isoDay, type BillingStatus } from "../../shared/invoicing/status";
import type { TBillingSummary } from "../../shared/invoicing/payments";
import { invoices, type Invoice } from "../../shared/schema";

export type BillingRow = Pick<
  Invoice,
  "type" | "billingStatus" | "dueDate" | "validUntil" | "total" | "currency" | "amountPaid" | "number" | "clientId" | "clientEmail" | "sentAt"
>;

/** The columns a summary needs, for a select that joins invoices. */
export const billingColumns = {
  type: invoices.type,
  billingStatus: invoices.billingStatus,
  dueDate: invoices.dueDate,
  validUntil: invoices.validUntil,
  total: invoices.total,
  currency: invoices.currency,
  amountPaid: invoices.amountPaid,
  number: invoices.number,
  clientId: invoices.clientId,
  clientEmail: invoices.clientEmail,
  sentAt: invoices.sentAt,
};

export function summarize(row: BillingRow, now: Date = new Date()): TBillingSummary {
  return {
    billingStatus: billingStatusOf(row, now),
    total: row.total,
    currency: row.currency,
    amountPaid: row.amountPaid,
    balanceDue: row.type === "invoice" ? Math.max(0, row.total - row.amountPaid) : 0,
    dueDate: row.dueDate,
    number: row.number,
    clientId: row.clientId,
    clientEmail: row.clientEmail,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const OWED = ["draft", "sent", "viewed", "partially_paid"] as const;
const UNANSWERED = ["draft", "sent", "viewed"] as const;

/**
 * The invoices rows whose shown status is `status` on `now`'s day (SQL over `invoices`, for a
 * query that joins it): the stored status, less what the calendar turned overdue or expired.
 */
export function billingStatusCondition(status: BillingStatus, now: Date = new Date()): SQL {
  const today = isoDay(now);
  // Without a due date (or a validity date) nothing turns: the IS NOT NULL keeps the comparison
  // from being NULL, which "not (…)" below would turn into no row at all.
  const overdue = and(eq(invoices.type, "invoice"), inArray(invoices.billingStatus, [...OWED]), isNotNull(invoices.dueDate), lt(invoices.dueDate, today))!;
  const expired = and(eq(invoices.type, "quote"), inArray(invoices.billingStatus, [...UNANSWERED]), isNotNull(invoices.validUntil), lt(invoices.validUntil, today))!;
  if (status === "overdue") return overdue;
  if (status === "expired") return expired;
  const stored = eq(invoices.billingStatus, status);
  const mayTurn = (OWED as readonly string[]).includes(status) || (UNANSWERED as readonly string[]).includes(status);
  return mayTurn ? and(stored, sql`not (${or(overdue, expired)})`)! : stored;
}
