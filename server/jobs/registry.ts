// Every background job of the app, once. To add one (a reminder scan, an expiry sweep):
//   1. define it next to its feature with defineJob (./define.ts): a name "<area>.<what>", its
//      data schema, its retries and, for a scan, `cron` (UTC), `slotSeconds` (one run per slot
//      across every instance) and `runAtStart` (so a tick missed while the servers were down
//      runs when one starts);
//   2. add it to the list below;
//   3. write what must happen at most once ever (a reminder step, an expiry) in the feature's own
//      table, with a unique key, in the transaction that does it: a slot stops two instances
//      running one scan together, the table stops a later scan repeating it.
// Rows that only need deleting when they expire go in the daily clean-up (./cleanup.ts) instead.
import type { Config } from "../config";
import { sendMailJob, type MailRetryPolicy } from "../mail/send-job";
import type { MailKinds } from "../mail/define";
import type { Transport } from "../mail/transport";
import { invoicingJobs } from "../invoicing/jobs";
import type { InvoicingServices } from "../invoicing";
import { signatureJobs, type SealRetryPolicy, type SignatureServices } from "../signatures/jobs";
import { recordsRetention } from "../consents/retention";
import { publicationJobs, type PublicationServices } from "../publications/jobs";
import { scanJobs, type ScanServices } from "../scans/jobs";
import { dailyCleanup } from "./cleanup";
import type { JobDefinition } from "./define";

export function appJobs({
  config,
  transport,
  mailKinds,
  mailRetry,
  sealRetry,
  signatures,
  invoicing,
  publications,
  scans,
}: {
  config: Pick<Config, "mail">;
  transport: Transport;
  /** The kinds of message the app sends (their delivery hooks run in the sending job). */
  mailKinds: MailKinds;
  mailRetry?: MailRetryPolicy | undefined;
  sealRetry?: SealRetryPolicy | undefined;
  /** What the signature jobs use, made after the definitions (the mail module needs the jobs). */
  signatures: () => SignatureServices;
  /** What the invoicing jobs use (the reminder scan), made after the definitions too. */
  invoicing: () => InvoicingServices;
  /** What the published policies' template-update scan uses. */
  publications: () => PublicationServices;
  /** What the scan job uses (the scanner's browser), made after the definitions too. */
  scans: () => ScanServices;
}): JobDefinition<never>[] {
  return [
    sendMailJob({ transport, from: config.mail.from, kinds: mailKinds, ...(mailRetry ? { retry: mailRetry } : {}) }),
    dailyCleanup,
    recordsRetention,
    ...signatureJobs(signatures, sealRetry),
    ...invoicingJobs(invoicing),
    ...publicationJobs(publications),
    ...scanJobs(scans),
  ] as JobDefinition<never>[];
}
