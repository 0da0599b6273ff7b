// POST /api/invoices (docs/product-spec.md §7) creates an invoice, quote or receipt (its `type` says which)
// through the one creation path, and answers the invoice with its items and its document.
// GET /api/invoices lists the user's invoices.
import type { Router } from "express";
import { ZInvoiceRequestSchema } from "../../../shared/doc-types";
import { originOf } from "../../auth";
import { currentUser, requireUser } from "../../auth/guards";
import { parseOrThrow } from "../../errors";
import { ZGenerateQuerySchema } from "../../../shared/api/documents";
import { fillClientFields } from "../../clients/service";
import { generateDocument } from "../../services/generate-document";
import { baseUrl } from "../../services/present-document";
import type { RouteDeps } from "../define";
import { presentCreatedInvoice, presentInvoiceBilling } from "../../invoicing/billing";
import { getInvoiceOfDocument, listInvoices } from "../../invoicing/invoices";

export function invoiceRoutes(router: Router, { config, database: { db }, limits, docTypes }: RouteDeps) {
  router.post("/api/invoices", requireUser, limits.generate, async (req, res) => {
    const user = currentUser(req);
    // clientId: the client's fields fill the body's (400 naming clientId if not the user's).
    const input = parseOrThrow(ZInvoiceRequestSchema, await fillClientFields({ db, userId: user.id, body: req.body }));
    const { status } = parseOrThrow(ZGenerateQuerySchema, req.query);
    // The one generate path (services/generate-document.ts), then the invoice with its items.
    const { created, document } = await generateDocument({
      db,
      types: docTypes,
      user,
      kind: input.type,
      input,
      status,
      freeLimit: config.freeDocumentLimit,
      origin: originOf(req),
      base: baseUrl(config, req),
    });
    const invoice = await getInvoiceOfDocument({ db, documentId: created.document.id });
    res.status(201).json(presentCreatedInvoice(invoice!, document));
  });

  router.get("/api/invoices", requireUser, async (req, res) => {
    const now = new Date();
    res.json((await listInvoices({ db, userId: currentUser(req).id })).map((invoice) => presentInvoiceBilling(invoice, now)));
  });
}

// The queries live with the invoicing area's services (server/invoicing/invoices.ts).
export { getInvoiceOfDocument, listInvoices } from "../../invoicing/invoices";
