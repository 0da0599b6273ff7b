// What a background job declares. A job is a queue name, what its data looks like, how it is
// retried and scheduled, and the function that runs it. Every job of the app is listed once in
// ./registry.ts; the runner (./runner.ts) creates its queue, schedules it and runs it.
import type { Logger } from "pino";
import type { z } from "zod";
import type { Db } from "../db";
import type { FileStore } from "../files";

export interface JobContext {
  /** The job's id (for a mail job, the message's id). */
  id: string;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  /** No retry follows if this run fails: the job will be kept as failed. */
  isLastAttempt: boolean;
  /** "Now" as the jobs see it: JOBS_NOW when set (tests, development), else the clock. */
  now(): Date;
  db: Db;
  /** The file store beside the database (server/files). */
  files: FileStore;
  logger: Logger;
}

export interface JobDefinition<D = unknown> {
  /** The queue: "<area>.<what>" ("mail.send", "cleanup.daily"). Letters, digits, . _ - only. */
  name: string;
  /** The job's data, checked when it is sent and again when it runs. */
  data: z.ZodType<D>;
  /** Runs after the first that a failure earns (default 2: three runs in all). */
  retryLimit?: number;
  /** Seconds before the first retry (default 60). */
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before (random up to 2×, pg-boss). */
  retryBackoff?: boolean;
  /** A run still going after this long counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this queue that one instance runs at once (default 1). */
  concurrency?: number;
  /**
   * A cron schedule in UTC ("15 3 * * *"). One job per tick across every instance: the instances
   * agree through the database which of them sends it.
   */
  cron?: string;
  /**
   * At most one run per slot of this many seconds (UTC-aligned; at most 86,400), however many
   * instances send it or however often: the cron's job and the job each instance sends at start
   * share the slot. Without it, every send makes a job.
   */
  slotSeconds?: number;
  /** Also send the job (with `{}`-like default data) when an instance starts: catches a tick missed while down. */
  runAtStart?: boolean;
  /** Does the work. Throwing fails this run (retried while retries are left). Answers the job's output. */
  run(data: D, ctx: JobContext): Promise<unknown>;
}

/** Names pg-boss accepts as a queue, and that read well in the admin's activity log. */
export const JOB_NAME = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/;

export function defineJob<D>(definition: JobDefinition<D>): JobDefinition<D> {
  if (!JOB_NAME.test(definition.name))
    throw new Error(`job name "${definition.name}" must look like area.what`);
  if (
    definition.slotSeconds !== undefined &&
    (definition.slotSeconds < 1 || definition.slotSeconds > 86_400)
  ) {
    throw new Error(`job ${definition.name}: slotSeconds must be between 1 and 86,400`);
  }
  return definition;
}
