// The invoice rows the invoice answers are made of (POST and GET /api/invoices, a receipt, a
// converted quote, a void): each with its items, read in one query for a whole list (no N+1).
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TInvoice, TInvoiceFields, TInvoiceItem } from "../../shared/api/invoices";
import { invoiceItems, invoices } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { presentInvoiceBilling } from "./billing";

/**
 * The columns an invoice answer shows: TInvoiceFields' (shared/api/invoices.ts), each named, in the
 * table's order. A column added to invoices is not answered until that type and this list name it
 * (the audit chain's anchor, auditCount and auditHead, is the server's own).
 */
export const ANSWERED_INVOICE_COLUMNS = {
  id: invoices.id,
  userId: invoices.userId,
  documentId: invoices.documentId,
  clientId: invoices.clientId,
  type: invoices.type,
  number: invoices.number,
  clientName: invoices.clientName,
  clientEmail: invoices.clientEmail,
  clientAddress: invoices.clientAddress,
  subtotal: invoices.subtotal,
  taxAmount: invoices.taxAmount,
  discountAmount: invoices.discountAmount,
  discountTotal: invoices.discountTotal,
  taxableTotal: invoices.taxableTotal,
  taxTotal: invoices.taxTotal,
  vatBreakdown: invoices.vatBreakdown,
  total: invoices.total,
  currency: invoices.currency,
  dueDate: invoices.dueDate,
  validUntil: invoices.validUntil,
  status: invoices.status,
  paidAt: invoices.paidAt,
  billingStatus: invoices.billingStatus,
  amountPaid: invoices.amountPaid,
  sentAt: invoices.sentAt,
  viewedAt: invoices.viewedAt,
  acceptedAt: invoices.acceptedAt,
  acceptedName: invoices.acceptedName,
  acceptedIp: invoices.acceptedIp,
  acceptedUserAgent: invoices.acceptedUserAgent,
  declinedAt: invoices.declinedAt,
  declineReason: invoices.declineReason,
  voidedAt: invoices.voidedAt,
  voidReason: invoices.voidReason,
  convertedToId: invoices.convertedToId,
  convertedFromId: invoices.convertedFromId,
  receiptForId: invoices.receiptForId,
  receiptPaymentId: invoices.receiptPaymentId,
  lastRemindedAt: invoices.lastRemindedAt,
  createdAt: invoices.createdAt,
} satisfies Record<keyof TInvoiceFields, unknown>;

/** An item's columns as answered: TInvoiceItem's, each named. */
const ANSWERED_ITEM_COLUMNS = {
  id: invoiceItems.id,
  invoiceId: invoiceItems.invoiceId,
  position: invoiceItems.position,
  description: invoiceItems.description,
  quantity: invoiceItems.quantity,
  unit: invoiceItems.unit,
  unitPrice: invoiceItems.unitPrice,
  discountPercent: invoiceItems.discountPercent,
  vatRate: invoiceItems.vatRate,
  vatCategory: invoiceItems.vatCategory,
  total: invoiceItems.total,
  netAmount: invoiceItems.netAmount,
} satisfies Record<keyof TInvoiceItem, unknown>;

async function withItems<T extends { id: string }>(db: Db | Tx, rows: T[]): Promise<(T & { items: TInvoiceItem[] })[]> {
  if (rows.length === 0) return [];
  // One query for every listed invoice's items: no N+1.
  const items = await db
    .select(ANSWERED_ITEM_COLUMNS)
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, rows.map((r) => r.id)))
    .orderBy(invoiceItems.invoiceId, invoiceItems.position);
  const byInvoice = new Map<string, TInvoiceItem[]>();
  for (const item of items) byInvoice.set(item.invoiceId, [...(byInvoice.get(item.invoiceId) ?? []), item]);
  return rows.map((r) => ({ ...r, items: byInvoice.get(r.id) ?? [] }));
}

export const listInvoices = async ({ db, userId }: { db: Db; userId: string }) =>
  withItems(
    db,
    await db.select(ANSWERED_INVOICE_COLUMNS).from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.number)).limit(500),
  );

export const getInvoiceOfDocument = async ({ db, documentId }: { db: Db | Tx; documentId: string }) =>
  (await withItems(db, await db.select(ANSWERED_INVOICE_COLUMNS).from(invoices).where(eq(invoices.documentId, documentId)).limit(1)))[0];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every invoice, quote, receipt and credit note of a user, with its items, as an account's export lists them (oldest first). */
export async function exportInvoices(db: Db, userId: string): Promise<TInvoice[]> {
  const rows = await db.select(ANSWERED_INVOICE_COLUMNS).from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.createdAt), asc(invoices.number));
  const items = await db
    .select({ item: ANSWERED_ITEM_COLUMNS })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(eq(invoices.userId, userId))
    .orderBy(invoiceItems.invoiceId, invoiceItems.position);
  const byInvoice = new Map<string, TInvoiceItem[]>();
  for (const { item } of items) byInvoice.set(item.invoiceId, [...(byInvoice.get(item.invoiceId) ?? []), item]);
  const now = new Date();
  return rows.map((r) => ({
    ...presentInvoiceBilling(r, now),
    paidAt: iso(r.paidAt),
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    viewedAt: iso(r.viewedAt),
    acceptedAt: iso(r.acceptedAt),
    declinedAt: iso(r.declinedAt),
    voidedAt: iso(r.voidedAt),
    lastRemindedAt: iso(r.lastRemindedAt),
    items: byInvoice.get(r.id) ?? [],
  }));
}

/**
 * The invoice row (with its items) that creating `documentId` wrote, read in the creating
 * transaction: a create answers what it wrote, and fails whole if it can't.
 */
export async function writtenInvoice(tx: Db | Tx, documentId: string) {
  const invoice = await getInvoiceOfDocument({ db: tx, documentId });
  if (!invoice) throw new Error(`Creating document ${documentId} wrote no invoice row`);
  return invoice;
}

export type WrittenInvoice = Awaited<ReturnType<typeof writtenInvoice>>;
