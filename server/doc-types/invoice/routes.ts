// POST /api/invoices (docs/product-spec.md §7) creates an invoice, quote or receipt (its `type` says which)
// through the one creation path, and answers the invoice with its items and its document.
// GET /api/invoices lists the user's invoices.
import { desc, eq, inArray } from "drizzle-orm";
import type { Router } from "express";
import { ZInvoiceRequestSchema } from "../../../shared/doc-types";
import { invoiceItems, invoices, type InvoiceItem } from "../../../shared/schema";
import { originOf } from "../../auth";
import { currentUser, requireUser } from "../../auth/guards";
import type { Db } from "../../db";
import { parseOrThrow } from "../../errors";
import { baseUrl, presentDocument } from "../../routes/present";
import { GenerateQuery } from "../../routes/params";
import { fillClientFields } from "../../clients/service";
import { createDocument } from "../../services/create-document";
import { assertDraftAllowed } from "../../services/manage-document";
import type { RouteDeps } from "../define";
import { presentInvoiceBilling } from "../../invoicing/billing";

export function invoiceRoutes(router: Router, { config, database: { db }, limits, docTypes }: RouteDeps) {
  router.post("/api/invoices", requireUser, limits.generate, async (req, res) => {
    const user = currentUser(req);
    // clientId: the client's fields fill the body's (400 naming clientId if not the user's).
    const input = parseOrThrow(ZInvoiceRequestSchema, await fillClientFields({ db, userId: user.id, body: req.body }));
    const { status = "final" } = parseOrThrow(GenerateQuery, req.query);
    assertDraftAllowed(user, status);
    const created = await createDocument({
      db,
      types: docTypes,
      user,
      kind: input.type,
      input,
      status,
      freeLimit: config.freeDocumentLimit,
      origin: originOf(req),
    });
    const invoice = await getInvoiceOfDocument({ db, documentId: created.document.id });
    res.status(201).json({ ...presentInvoiceBilling(invoice!), document: presentDocument(created, { share: null, base: baseUrl(config, req), types: docTypes }) });
  });

  router.get("/api/invoices", requireUser, async (req, res) => {
    const now = new Date();
    res.json((await listInvoices({ db, userId: currentUser(req).id })).map((invoice) => presentInvoiceBilling(invoice, now)));
  });
}

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
