// The invoicing area's background jobs: the daily reminder scan and the reminder it sends per
// invoice and step (./reminders.ts). They need the mail module, made after the job
// definitions: they reach it through `services`, set before jobs start.
import { z } from "zod";
import { defineJob, type JobDefinition } from "../jobs/define";
import type { InvoicingServices } from "./deps";
import { REMINDER_JOB, runReminderScan, sendScheduledReminder } from "./reminders";

export function invoicingJobs(services: () => InvoicingServices): JobDefinition<never>[] {
  const scan = defineJob({
    name: "invoicing.reminders",
    data: z.object({}).default({}),
    // Every day at 08:00 UTC, and when an instance starts (a day missed while down is caught up:
    // only the latest step due is sent).
    cron: "0 8 * * *",
    slotSeconds: 86_400,
    runAtStart: true,
    run: async (_data, ctx) => runReminderScan(services(), ctx.now()),
  });
  const remind = defineJob({
    name: REMINDER_JOB.name,
    data: REMINDER_JOB.data,
    // One job per invoice and step per day, whoever sends it (the singleton key "<invoice>:<step>").
    slotSeconds: 86_400,
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    run: async (data) => sendScheduledReminder(services(), data),
  });
  return [scan, remind] as JobDefinition<never>[];
}
