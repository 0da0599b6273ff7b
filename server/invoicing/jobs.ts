// The invoicing area's background jobs: the daily reminder scan (issue 27). They need the mail
// module, made after the job definitions: they reach it through `services`, set before jobs start.
import type { JobDefinition } from "../jobs/define";
import type { InvoicingServices } from "./index";

export function invoicingJobs(_services: () => InvoicingServices): JobDefinition<never>[] {
  return [];
}
