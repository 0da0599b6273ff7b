// Quotes and invoices that leave the app and come back (issue 27): sending them to the client,
// the client's public pages (/q/:token, /i/:token), accepting and declining a quote, converting it
// to an invoice, payments, receipts, voiding, and the reminders. One area, one folder:
//   history.ts         the billing history of a document (an audit chain, next to its versions)
//   client-routes.ts   send, the public pages' API, accept/decline, convert
//   payment-routes.ts  payments, receipts, void, remind, history
//   jobs.ts            the daily reminder scan
// The services here are the only code on the billing columns of `invoices`, `invoice_payments`
// and `invoice_reminders`; the invoice's own rows are written by doc-types/invoice.
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import type { RateLimits } from "../security/rate-limit";
import type { DocTypes } from "../doc-types/registry";
import type { Exporter } from "../services/exports";
import { newRouter } from "../routes/router";
import { clientRoutes } from "./client-routes";
import { paymentRoutes } from "./payment-routes";

/** What the area's routes and jobs use; the app makes it after the job definitions. */
export interface InvoicingServices {
  db: Db;
  mail: Mail;
  jobs: Jobs;
  exporter: Exporter;
  config: Config;
  logger: Logger;
}

export interface InvoicingRouteDeps extends InvoicingServices {
  limits: RateLimits;
  types: DocTypes;
}

export function invoicingRouter(deps: InvoicingRouteDeps) {
  const router = newRouter();
  clientRoutes(router, deps);
  paymentRoutes(router, deps);
  return router;
}
