// Invoices, quotes and receipts: numbered per user and type by the server, totals recomputed in
// minor units, stored with their items and their document in one transaction.
import { randomUUID } from "node:crypto";
import { desc, eq, inArray, sql } from "drizzle-orm";
import {
  businessProfiles,
  documents,
  invoiceCounters,
  invoiceItems,
  invoices,
  type Invoice,
  type InvoiceItem,
  type User,
} from "../../shared/schema";
import { computeInvoiceTotals, type TInvoiceRequest } from "../../shared/validation";
import type { Db, Tx } from "../db";
import { buildDocument, renderHtmlFragment, type Issuer } from "../documents";
import { recordActivity, type RequestOrigin } from "./activity";
import type { DocumentMetadata } from "./generation";
import { AppError } from "../errors";
import { planLimitMessage, takeAllowance } from "./quota";

export const NUMBER_PREFIX = { invoice: "INV", quote: "QUO", receipt: "RCT" } as const;

export const formatInvoiceNumber = (type: keyof typeof NUMBER_PREFIX, n: number) =>
  `${NUMBER_PREFIX[type]}-${String(n).padStart(4, "0")}`;

/**
 * One unit of the plan's allowance (402 when spent), then the next number for a user and type.
 * The counter's upsert takes a row lock, so concurrent requests get consecutive numbers; a number
 * is never handed out twice (it rolls back with its transaction, so the sequence has no holes).
 */
const allowanceAndNumber = async (
  tx: Tx,
  userId: string,
  type: keyof typeof NUMBER_PREFIX,
  freeLimit: number,
): Promise<number> => {
  if (!(await takeAllowance(tx, userId, freeLimit))) throw new AppError("plan_limit", planLimitMessage(freeLimit));
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ userId, type, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.userId, invoiceCounters.type],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  return row!.n;
};

/** Who issues the document: the user's business profile when there is one, else the user. */
const issuerFor = async (tx: Tx, user: User): Promise<Issuer> => {
  const [profile] = await tx
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, user.id))
    .orderBy(desc(businessProfiles.updatedAt))
    .limit(1);
  if (profile) {
    return {
      name: profile.name,
      email: profile.email ?? user.email,
      ...(profile.address ? { address: profile.address } : {}),
      ...(profile.phone ? { phone: profile.phone } : {}),
      ...(profile.website ? { website: profile.website } : {}),
    };
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { name: name || user.email, email: user.email };
};

export type InvoiceWithItems = Invoice & { items: InvoiceItem[] };

export const createInvoice = async ({
  db,
  user,
  input,
  freeLimit,
  origin,
}: {
  db: Db;
  user: User;
  input: TInvoiceRequest;
  freeLimit: number;
  origin: RequestOrigin;
}) => {
  return db.transaction(async (tx) => {
    // Read before the locks are taken (the user's allowance, the counter): they are held for as few
    // statements as possible, since every invoice of the user waits for them.
    const issuer = await issuerFor(tx, user);
    const type = input.type;
    const number = formatInvoiceNumber(type, await allowanceAndNumber(tx, user.id, type, freeLimit));
    const totals = computeInvoiceTotals(input.items, input.taxAmount, input.discountAmount);
    const createdAt = new Date();
    const paidAt = type === "receipt" ? createdAt : null;
    const context = { generatedAt: createdAt, number, issuer, createdAt, ...(paidAt ? { paidAt } : {}) };
    const model = buildDocument(type, input, context);
    const documentId = randomUUID();
    const invoiceId = randomUUID();
    const metadata: DocumentMetadata = {
      version: 1,
      kind: type,
      input,
      context: {
        generatedAt: createdAt.toISOString(),
        createdAt: createdAt.toISOString(),
        number,
        issuer,
        ...(paidAt ? { paidAt: paidAt.toISOString() } : {}),
      },
      invoiceId,
    };

    const [doc] = await tx
      .insert(documents)
      .values({
        id: documentId,
        userId: user.id,
        type,
        title: model.title,
        content: renderHtmlFragment(model),
        metadata,
        status: "final",
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const [invoice] = await tx
      .insert(invoices)
      .values({
        id: invoiceId,
        userId: user.id,
        documentId,
        type,
        number,
        clientName: input.clientName,
        clientEmail: input.clientEmail ?? null,
        clientAddress: input.clientAddress ?? null,
        subtotal: totals.subtotal,
        taxAmount: totals.taxAmount,
        discountAmount: totals.discountAmount,
        total: totals.total,
        currency: input.currency,
        dueDate: input.dueDate ?? null,
        validUntil: input.validUntil ?? null,
        status: type === "receipt" ? "paid" : "draft",
        paidAt,
        createdAt,
      })
      .returning();
    const items = await tx
      .insert(invoiceItems)
      .values(
        totals.items.map((item, position) => ({
          invoiceId,
          position,
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          total: item.total,
        })),
      )
      .returning();
    await recordActivity({
      db: tx,
      entry: {
        userId: user.id,
        action: "invoice.created",
        entityType: "invoice",
        entityId: invoiceId,
        metadata: { type, number, total: totals.total, currency: input.currency, documentId },
      },
      origin,
    });
    return { invoice: invoice!, items: items.sort((a, b) => a.position - b.position), document: doc! };
  });
};

export const listInvoices = async ({ db, userId }: { db: Db; userId: string }): Promise<InvoiceWithItems[]> => {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(500);
  if (rows.length === 0) return [];
  // One query for every listed invoice's items: no N+1.
  const items = await db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, rows.map((r) => r.id)))
    .orderBy(invoiceItems.invoiceId, invoiceItems.position);
  const byInvoice = new Map<string, InvoiceItem[]>();
  for (const item of items) {
    const list = byInvoice.get(item.invoiceId) ?? [];
    list.push(item);
    byInvoice.set(item.invoiceId, list);
  }
  return rows.map((r) => ({ ...r, items: byInvoice.get(r.id) ?? [] }));
};
