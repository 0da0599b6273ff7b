// What the owner records on an invoice (issue 27): payments, receipts, void, remind, and the
// document's history.
import type { Router } from "express";
import type { InvoicingRouteDeps } from "./index";

export function paymentRoutes(_router: Router, _deps: InvoicingRouteDeps) {}
