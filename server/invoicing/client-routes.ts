// The client's side of a quote or invoice (issue 27): POST /api/documents/:id/send, the public
// pages' API (/api/public/quotes/:token, /api/public/invoices/:token), accept and decline, and
// POST /api/documents/:id/convert.
import type { Router } from "express";
import type { InvoicingRouteDeps } from "./index";

export function clientRoutes(_router: Router, _deps: InvoicingRouteDeps) {}
