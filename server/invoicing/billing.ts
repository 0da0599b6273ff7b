// How the API shows where an invoice, quote or receipt stands with its client (issue 27): its
// billingStatus (billingStatusOf: the stored status, or overdue / expired read from the calendar),
// what was paid and what is still due; the list filter on that status; and the document's history
// (its versions next to its billing events). Reads only: every change is in ./payments.ts,
// ./receipts.ts, ./reminders.ts and the client routes.
import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { billingStatusOf, isoDay, type BillingStatus } from "../../shared/invoicing/status";
import type { TDocument } from "../../shared/api/documents";
import type { TBillingSummary, TDocumentHistory } from "../../shared/invoicing/payments";
import { invoices, type Invoice } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { listVersions } from "../services/documents";
import { billingEvents } from "./history";

type BillingRow = Pick<
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

/** The summaries of the documents that are invoices, quotes, receipts or credit notes, in one query. */
export async function billingOf(db: Db | Tx, documentIds: string[], now: Date = new Date()): Promise<Map<string, TBillingSummary>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ documentId: invoices.documentId, ...billingColumns })
    .from(invoices)
    .where(inArray(invoices.documentId, documentIds));
  return new Map(rows.map((r) => [r.documentId!, summarize(r, now)]));
}

/** An invoice row as the invoice answer shows it: its billingStatus computed, and its balance due. */
export const presentInvoiceBilling = <T extends BillingRow>(row: T, now: Date = new Date()) => ({
  ...row,
  billingStatus: billingStatusOf(row, now),
  balanceDue: row.type === "invoice" ? Math.max(0, row.total - row.amountPaid) : 0,
});

/**
 * The answer of every route that makes an invoice, quote or receipt (POST /api/invoices, a quote
 * converted, a payment's receipt): the invoice with its billing, and its document with the billing
 * summary GET /api/documents/:id gives it (summarize), so that `document` is "the document, as above".
 */
export const presentCreatedInvoice = <T extends BillingRow>(invoice: T, document: TDocument, now: Date = new Date()) => ({
  ...presentInvoiceBilling(invoice, now),
  document: { ...document, ...summarize(invoice, now) },
});

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


/** GET /api/documents/:id/history: the versions (newest first) and the billing events (oldest first). */
export async function documentHistory(db: Db, documentId: string): Promise<TDocumentHistory> {
  const [versions, events] = await Promise.all([listVersions({ db, documentId }), billingEvents(db, documentId)]);
  return {
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    events: events.map((e) => ({
      kind: e.kind,
      actor: e.actor as TDocumentHistory["events"][number]["actor"],
      data: (e.data ?? {}) as Record<string, unknown>,
      at: e.at,
    })),
  };
}

