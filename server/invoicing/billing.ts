// How the API shows where an invoice, quote or receipt stands with its client: its
// billingStatus (billingStatusOf: the stored status, or overdue / expired read from the calendar),
// what was paid and what is still due; the list filter on that status; and the document's history
// (its versions next to its billing events). Reads only: every change is in ./payments.ts,
// ./receipts.ts, ./reminders.ts and the client routes.
import { inArray } from "drizzle-orm";
import { stageOf } from "../../shared/documents/stage";
import { billingStatusOf } from "../../shared/invoicing/status";
import type { TDocument } from "../../shared/api/documents";
import type { TBillingSummary, TDocumentHistory } from "../../shared/invoicing/payments";
import { invoices } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { billingColumns, summarize, type BillingRow } from "../services/billing-columns";
import { listVersions } from "../services/document-rows";
import { billingTrail } from "./history";

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
  // An invoice's or credit note's e-invoice readiness, as its document answers it.
  ...(document.eInvoice ? { eInvoice: document.eInvoice } : {}),
  document: { ...document, ...summarize(invoice, now), stage: stageOf({ status: document.status, billing: invoice }, now) },
});

/** GET /api/documents/:id/history: the versions (newest first) and the billing events (oldest first). */
export async function documentHistory(db: Db, documentId: string): Promise<TDocumentHistory> {
  const [versions, { events, valid }] = await Promise.all([listVersions({ db, documentId }), billingTrail(db, documentId)]);
  return {
    chainValid: valid,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    // Every event was written through recordBillingEvent, typed by the union of its kinds.
    events: events.map(
      (e) =>
        ({
          kind: e.kind,
          actor: e.actor,
          data: e.data ?? {},
          at: e.at,
        }) as TDocumentHistory["events"][number],
    ),
  };
}

