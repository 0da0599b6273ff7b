// The invoice rows the invoice answers are made of (POST and GET /api/invoices, a receipt, a
// converted quote, a void): each with its items, read in one query for a whole list (no N+1).
import { desc, eq, inArray } from "drizzle-orm";
import { invoiceItems, invoices, type InvoiceItem } from "../../shared/schema";
import type { Db } from "../db";

async function withItems<T extends { id: string }>(db: Db, rows: T[]): Promise<(T & { items: InvoiceItem[] })[]> {
  if (rows.length === 0) return [];
  // One query for every listed invoice's items: no N+1.
  const items = await db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, rows.map((r) => r.id)))
    .orderBy(invoiceItems.invoiceId, invoiceItems.position);
  const byInvoice = new Map<string, InvoiceItem[]>();
  for (const item of items) byInvoice.set(item.invoiceId, [...(byInvoice.get(item.invoiceId) ?? []), item]);
  return rows.map((r) => ({ ...r, items: byInvoice.get(r.id) ?? [] }));
}

export const listInvoices = async ({ db, userId }: { db: Db; userId: string }) =>
  withItems(
    db,
    await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.number)).limit(500),
  );

export const getInvoiceOfDocument = async ({ db, documentId }: { db: Db; documentId: string }) =>
  (await withItems(db, await db.select().from(invoices).where(eq(invoices.documentId, documentId)).limit(1)))[0];
