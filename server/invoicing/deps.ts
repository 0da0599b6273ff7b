// What the invoicing area's routes, services and jobs are given (./index.ts makes the router):
// its own module, so the use cases import it without importing the router that imports them.
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db";
import type { DocTypes } from "../doc-types/registry";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import type { RateLimits } from "../security/rate-limit";
import type { Exporter } from "../services/exports";

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
