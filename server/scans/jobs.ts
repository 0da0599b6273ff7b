// The scan job: claims the queued scan, runs the scanner (its own Chromium, ./scanner.ts), works
// out the findings against the policy and stores them; a scan that can't finish is `failed` with
// a reason the owner can read. Runs once: a scan is not retried (a site that failed once is shown
// as failed, and the owner starts another).
import type { Logger } from "pino";
import type { TScanPhases } from "../../shared/api/scans";
import type { Db } from "../db";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import { z } from "zod";
import { defineJob } from "../jobs/define";
import { findingsOf } from "./findings";
import { SCAN_JOB } from "./job-ref";
import type { Scanner } from "./scanner";
import { claimScan, failScan, finishScan, notifyIfChanged, queueMonthlyRescans } from "./service";

export interface ScanServices {
  db: Db;
  scanner: Scanner;
  logger: Logger;
  /** Set by the app once it has made them (the monthly rescan's jobs and e-mail). */
  jobs?: Jobs;
  mail?: Mail;
  appUrl: string;
}

export async function runScan(s: ScanServices, scanId: string, now: () => Date, notify = false): Promise<void> {
  const claimed = await claimScan(s.db, scanId, now());
  if (!claimed) return;
  try {
    const result = await s.scanner.scan(claimed.scan.url);
    const phases: TScanPhases = result.phases;
    // The site's own host refused (its name now answers a private address): the scan says so.
    const host = new URL(claimed.scan.url).host;
    const hostname = new URL(claimed.scan.url).hostname;
    const refused = result.refusals.find((r) => r.target === host || r.target.startsWith(`${hostname}:`) || r.target === hostname);
    if (refused) {
      await failScan(s.db, scanId, now(), `The website could not be visited: ${refused.reason}`);
      return;
    }
    const findings = findingsOf(phases, result.bannerFound, claimed.declared);
    await finishScan(s.db, scanId, now(), { bannerFound: result.bannerFound, phases, findings });
    if (notify && s.mail) await notifyIfChanged({ db: s.db, mail: s.mail, scanId, appUrl: s.appUrl });
  } catch (err) {
    s.logger.warn({ err, scanId }, "scan failed");
    const message = err instanceof Error ? err.message.split("\n")[0]! : String(err);
    await failScan(s.db, scanId, now(), `The website could not be scanned: ${message}`);
  }
}

export const scanJobs = (services: () => ScanServices) => [
  defineJob({
    ...SCAN_JOB,
    retryLimit: 0,
    // Three visits of 30 s each at most, and the browser's start.
    expireInSeconds: 300,
    concurrency: 1,
    run: async ({ scanId, notify }, ctx) => runScan(services(), scanId, ctx.now, notify === true),
  }),
  // The monthly rescan of every published cookie policy's website: 05:00 UTC on the 1st, and at
  // start (a month missed while down is caught up: one scan per document and month).
  defineJob({
    name: "scans.monthly",
    data: z.object({}).default({}),
    cron: "0 5 1 * *",
    slotSeconds: 86_400,
    runAtStart: true,
    run: async (_data, ctx) => {
      const s = services();
      if (!s.jobs) throw new Error("scan services used before the app made its jobs");
      return { queued: await queueMonthlyRescans(s.db, s.jobs, ctx.now()) };
    },
  }),
];
