// Background jobs on pg-boss, the same on PostgreSQL and on PGlite: pg-boss keeps its tables in
// the app's own database (schema "pgboss") and reaches it through the app's handle, so a job is
// stored by the same transaction as the change that asks for it, and every instance sharing the
// database shares the queues, the schedules and the singleton slots.
//
// pg-boss stores, schedules, retries (with backoff) and expires jobs. The workers are ours, a
// small loop per queue over pg-boss's fetch / complete / fail: stop() lets the jobs in hand finish
// and then answers, so nothing is fetched after it and nothing runs on a closed database (pg-boss's
// own work() neither awaits a job's completion nor a fetch in flight when it stops).
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Config } from "../config";
import type { Database, Tx } from "../db";
import { recordActivity } from "../services/activity";
import type { JobContext, JobDefinition } from "./define";

export const JOBS_SCHEMA = "pgboss";

const BOSS_OPTIONS = {
  schema: JOBS_SCHEMA,
  // Completed and failed jobs stay in the job table two days, so a day's singleton slot holds
  // (slotSeconds up to 86,400), then a week in the archive.
  archiveCompletedAfterSeconds: 2 * 86_400,
  deleteAfterDays: 7,
};

/** The advisory lock that serialises queue creation between instances (migrations use 7261001). */
const QUEUES_LOCK = 7261002;
/** How long an idle queue waits before asking for work again. */
const POLL_MS = 1_000;
/** How long stop() lets running jobs finish before it gives up on them (they are retried later). */
const STOP_TIMEOUT_MS = 20_000;

export interface SendOptions {
  /** Store the job with this transaction: it exists if, and only if, the transaction commits. */
  tx?: Tx;
  /** The job's id (default: a new one), unique in its queue. */
  id?: string;
  /** With the definition's slotSeconds: one job per key per slot. */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** A queue's name and data, all a sender needs (a definition is one). */
export interface JobRef<D> {
  name: string;
  data: z.ZodType<D>;
}

export interface QueueCounts {
  /** Waiting to run, first runs and retries. */
  queued: number;
  active: number;
  /** Failed for good (kept two days, then archived for a week). */
  failed: number;
}

export interface JobsStatus {
  runner: "pg-boss";
  state: "running" | "stopped";
  queues: Record<string, QueueCounts>;
}

export interface Jobs {
  start(): Promise<void>;
  /** Stops fetching, lets the jobs in hand finish (20 s at most), then stops pg-boss. */
  stop(): Promise<void>;
  /** Sends a job of a registered queue; answers its id, or null when its slot already has one. */
  send<D>(job: JobRef<D>, data: D, options?: SendOptions): Promise<string | null>;
  status(): Promise<JobsStatus>;
  /** "Now" as jobs see it (JOBS_NOW, else the clock). */
  now(): Date;
}

/** A statement of pg-boss's ($1, $2... placeholders) as a drizzle query, to run in a transaction. */
function statement(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(param(values[Number(part) - 1]))}`);
  });
  return sql.join(chunks);
}

/** Job data is an object: both drivers take JSON text for a jsonb parameter. */
const param = (v: unknown) =>
  v === undefined
    ? null
    : v !== null && typeof v === "object" && !(v instanceof Date) && !Array.isArray(v)
      ? JSON.stringify(v)
      : v;

/** pg-boss's `db` over one of our transactions. */
const inTransaction = (tx: Tx): PgBoss.Db => ({
  executeSql: async (text, values) =>
    (await tx.execute(statement(text, values ?? []))) as unknown as { rows: unknown[] },
});

/** pg-boss's `db` over the app's database: one statement with parameters, or a script without. */
const overDatabase = (database: Database): PgBoss.Db => ({
  executeSql: (text, values) =>
    values && values.length > 0
      ? database.raw.query(text, values as unknown[])
      : database.script(text),
});

interface FetchedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

const queueOptions = (d: JobDefinition<never>) => ({
  name: d.name,
  retryLimit: d.retryLimit ?? 2,
  retryDelay: d.retryDelaySeconds ?? 60,
  retryBackoff: d.retryBackoff ?? false,
  expireInSeconds: d.expireInSeconds ?? 15 * 60,
});

/** Runs one fetched job and completes or fails it; a job's last failure goes to the activity log. */
async function runJob(
  boss: PgBoss,
  database: Database,
  log: Logger,
  now: () => Date,
  d: JobDefinition<never>,
  job: FetchedJob,
) {
  const ctx: JobContext = {
    id: job.id,
    attempt: job.retryCount + 1,
    isLastAttempt: job.retryCount >= job.retryLimit,
    now,
    db: database.db,
    files: database.files,
    logger: log.child({ job: d.name, jobId: job.id }),
  };
  try {
    const output = await d.run(d.data.parse(job.data) as never, ctx);
    await boss.complete(d.name, job.id, output ?? undefined);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.logger.warn({ err, attempt: ctx.attempt, final: ctx.isLastAttempt }, "job failed");
    try {
      await boss.fail(d.name, job.id, { message });
      if (ctx.isLastAttempt) {
        await recordActivity({
          db: database.db,
          entry: {
            userId: null,
            action: "job.failed",
            entityType: "job",
            entityId: job.id,
            metadata: { queue: d.name, attempts: ctx.attempt, error: message.slice(0, 500) },
          },
        });
      }
    } catch (recordErr) {
      // The database went away: the job stays active until it expires, then runs again.
      ctx.logger.error({ err: recordErr }, "job failure could not be recorded");
    }
  }
}

/** Creates or updates every queue and its schedule, one instance at a time (see start()). */
async function setUpQueues(database: Database, definitions: readonly JobDefinition<never>[]) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUES_LOCK})`);
    const setup = new PgBoss({
      ...BOSS_OPTIONS,
      db: inTransaction(tx),
      migrate: false,
      supervise: false,
      schedule: false,
    });
    for (const d of definitions) {
      await setup.createQueue(d.name, queueOptions(d));
      await setup.updateQueue(d.name, queueOptions(d));
      const slot = d.slotSeconds ? { singletonKey: d.name, singletonSeconds: d.slotSeconds } : {};
      if (d.cron) await setup.schedule(d.name, d.cron, {}, { tz: "UTC", ...slot });
      else await setup.unschedule(d.name);
    }
  });
}

// pg-boss 10 has countStates() but leaves it out of its types.
const countStates = (boss: PgBoss) =>
  (
    boss as unknown as {
      countStates(): Promise<{
        queues: Record<string, Partial<Record<"created" | "retry" | "active" | "failed", number>>>;
      }>;
    }
  ).countStates();

export function createJobs({
  database,
  config,
  logger,
  definitions,
}: {
  database: Database;
  config: Pick<Config, "jobsNow">;
  logger: Logger;
  definitions: readonly JobDefinition<never>[];
}): Jobs {
  const log = logger.child({ area: "jobs" });
  const boss = new PgBoss({
    ...BOSS_OPTIONS,
    db: overDatabase(database),
    migrate: true,
    supervise: true,
    schedule: definitions.some((d) => d.cron),
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", (err: unknown) => log.warn({ err }, "jobs: pg-boss reported an error"));

  const byName = new Map(definitions.map((d) => [d.name, d]));
  if (byName.size !== definitions.length) throw new Error("two jobs share a name");
  let state: "new" | "running" | "stopping" | "stopped" = "new";
  const loops: Promise<void>[] = [];
  let stopping: Promise<void> | undefined;
  const sleepers = new Set<() => void>();
  const now = () => (config.jobsNow ? new Date(config.jobsNow) : new Date());

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  /** One loop per queue: fetch as many jobs as there are free slots, run them, repeat. */
  const work = async (d: JobDefinition<never>) => {
    const concurrency = d.concurrency ?? 1;
    const running = new Set<Promise<void>>();
    while (state === "running") {
      const free = concurrency - running.size;
      if (free === 0) {
        await Promise.race(running);
        continue;
      }
      const jobs = (await boss
        .fetch(d.name, { batchSize: free, includeMetadata: true })
        .catch(() => [])) as unknown as FetchedJob[];
      // Jobs fetched are ours to finish, even if stop() came meanwhile (it waits for them).
      for (const job of jobs) {
        const run = runJob(boss, database, log, now, d, job).finally(() => running.delete(run));
        running.add(run);
      }
      if (jobs.length === 0 && state === "running") {
        await (running.size > 0 ? Promise.race([sleep(POLL_MS), ...running]) : sleep(POLL_MS));
      }
    }
    await Promise.all(running);
  };

  return {
    async start() {
      if (state !== "new") return;
      // Installs or migrates pg-boss's schema (pg-boss serialises that between instances itself).
      await boss.start();
      // Queues and schedules, one instance at a time: two instances creating the same queue at
      // once deadlock in pg-boss 10's create_queue(). pg-boss's own calls run in our transaction,
      // behind an advisory lock, through a second handle on it (its `db` option).
      await setUpQueues(database, definitions);
      state = "running";
      for (const d of definitions) loops.push(work(d));
      for (const d of definitions) {
        if (d.runAtStart) await this.send(d, {} as never);
      }
      log.debug({ queues: definitions.map((d) => d.name) }, "jobs started");
    },

    stop() {
      stopping ??= (async () => {
        if (state !== "running") {
          state = "stopped";
          return;
        }
        state = "stopping";
        for (const wake of sleepers) wake();
        let timer: NodeJS.Timeout | undefined;
        const gaveUp = await Promise.race([
          Promise.all(loops).then(() => false),
          new Promise<boolean>(
            (resolve) => (timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS)),
          ),
        ]);
        clearTimeout(timer);
        if (gaveUp)
          log.warn("jobs: stopped with jobs still running; they will run again after they expire");
        await boss.stop({ graceful: false, close: false, wait: true });
        state = "stopped";
      })();
      return stopping;
    },

    async send(job, data, options = {}) {
      const d = byName.get(job.name);
      if (!d) throw new Error(`job ${job.name} is not registered (server/jobs/registry.ts)`);
      if (state === "new") throw new Error(`jobs not started: cannot send ${job.name}`);
      const checked = d.data.parse(data) as object;
      const id = await boss.send(job.name, checked, {
        ...(options.id ? { id: options.id } : {}),
        ...(d.slotSeconds
          ? { singletonKey: options.singletonKey ?? d.name, singletonSeconds: d.slotSeconds }
          : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.tx ? { db: inTransaction(options.tx) } : {}),
      });
      // Only a slot may turn a job away (or an id already used: a caller's mistake, refused too).
      if (id === null && !d.slotSeconds) throw new Error(`job ${job.name} was not stored`);
      return id;
    },

    async status() {
      const queues: Record<string, QueueCounts> = {};
      for (const d of definitions) queues[d.name] = { queued: 0, active: 0, failed: 0 };
      const counts = await countStates(boss);
      for (const [name, c] of Object.entries(counts.queues ?? {})) {
        const q = queues[name];
        if (!q) continue;
        q.queued = Number(c.created ?? 0) + Number(c.retry ?? 0);
        q.active = Number(c.active ?? 0);
        q.failed = Number(c.failed ?? 0);
      }
      return { runner: "pg-boss", state: state === "running" ? "running" : "stopped", queues };
    },

    now,
  };
}
