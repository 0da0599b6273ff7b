// POST /api/invoices (docs/product-spec.md §7) creates an invoice, quote or receipt (its `type` says which)
// in one transaction (invoicing/create-invoice.ts), and answers the invoice with its items and its document.
// GET /api/invoices lists the user's invoices.
import type { Router } from "express";
import { originOf } from "../../auth";
import { currentUser, requireUser } from "../../auth/guards";
import { api } from "../../../shared/api/routes";
import { serve } from "../../contract";
import type { RouteDeps } from "../define";
import { presentInvoiceBilling } from "../../invoicing/billing";
import { createInvoice } from "../../invoicing/create-invoice";
import { listInvoices } from "../../invoicing/invoices";

export function invoiceRoutes(router: Router, { config, database: { db }, limits, docTypes }: RouteDeps) {
  serve(router, api.invoices.create, [requireUser, limits.generate], (req) =>
    createInvoice({
      db,
      types: docTypes,
      user: currentUser(req),
      body: req.body,
      query: req.query,
      freeLimit: config.freeDocumentLimit,
      origin: originOf(req),
      base: config.appUrl,
    }),
  );

  serve(router, api.invoices.list, [requireUser], async (req) => {
    const now = new Date();
    return (await listInvoices({ db, userId: currentUser(req).id })).map((invoice) => presentInvoiceBilling(invoice, now));
  });
}

// The queries live with the invoicing area's services (server/invoicing/invoices.ts).
export { getInvoiceOfDocument, listInvoices } from "../../invoicing/invoices";
