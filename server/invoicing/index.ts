// Quotes and invoices that leave the app and come back: sending them to the client,
// the client's public pages (/q/:token, /i/:token), accepting and declining a quote, converting it
// to an invoice, payments, receipts, voiding, and the reminders. One area, one folder:
//   deps.ts            what the routes, services and jobs are given (InvoicingServices)
//   history.ts         the billing history of a document (an audit chain, next to its versions)
//   client-routes.ts   send, the public pages' API, accept/decline, convert
//   payment-routes.ts  payments, receipts, void, remind, history
//   jobs.ts            the daily reminder scan
// The services here are the only code on the billing columns of `invoices`, `invoice_payments`
// and `invoice_reminders`; the invoice's own rows are written by doc-types/invoice.
import { newRouter } from "../routes/new-router";
import { clientRoutes } from "./client-routes";
import type { InvoicingRouteDeps } from "./deps";
import { paymentRoutes } from "./payment-routes";

export type { InvoicingRouteDeps, InvoicingServices } from "./deps";

export function invoicingRouter(deps: InvoicingRouteDeps) {
  const router = newRouter();
  clientRoutes(router, deps);
  paymentRoutes(router, deps);
  return router;
}
