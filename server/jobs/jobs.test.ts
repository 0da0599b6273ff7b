// The job runner on pg-boss, over the app's own database: PGlite here, PostgreSQL with
// TEST_DATABASE_URL (where the second runner has its own connection pool, as a second instance
// would). Singleton slots across runners, retries kept as failed with their error, a graceful
// stop, jobs stored with the caller's transaction, JOBS_NOW, and the daily clean-up.
import { randomUUID } from "node:crypto";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import {
  activityLogs,
  documentShares,
  documents,
  mailAttachments,
  mailMessages,
  publicLinks,
  sessions,
  users,
} from "../../shared/schema";
import { openTestDatabase } from "../../test/api-harness";
import { waitFor } from "../../test/security/fault-helpers";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db";
import { createLogger } from "../logger";
import { migrate } from "../migrate";
import { dailyCleanup, MAIL_KEPT_DAYS } from "./cleanup";
import { defineJob, type JobDefinition } from "./define";
import { createJobs, type Jobs } from "./runner";

const silent = createLogger("silent");
const config = loadConfig({ NODE_ENV: "test" });

let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
const opened: Jobs[] = [];
const extraDatabases: Database[] = [];

beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
  await migrate(database);
});
afterAll(async () => {
  for (const jobs of opened) await jobs.stop();
  for (const d of extraDatabases) await d.close();
  await database?.close();
  await drop?.();
});

/** A runner as an instance would have it: on PostgreSQL, through a connection pool of its own. */
async function runner(definitions: JobDefinition<never>[], jobsNow?: Date): Promise<Jobs> {
  let db = database;
  if (url) {
    db = await openDatabase({ kind: "postgres", url });
    extraDatabases.push(db);
  }
  const jobs = createJobs({ database: db, config: { jobsNow }, logger: silent, definitions });
  opened.push(jobs);
  return jobs;
}

const jobRows = async (name: string) =>
  (
    await database.raw.query(
      "select id, state, retry_count, output, singleton_key from pgboss.job where name = $1 order by created_on",
      [name],
    )
  ).rows as {
    id: string;
    state: string;
    retry_count: number;
    output: { message?: string } | null;
    singleton_key: string | null;
  }[];

const anyData = z.object({}).passthrough();

test("a slot's job runs once, however many instances send it", async () => {
  let runs = 0;
  const scan = defineJob({
    name: "test.scan",
    data: anyData,
    slotSeconds: 3_600,
    runAtStart: true,
    cron: "0 4 * * *",
    run: async () => {
      runs++;
    },
  }) as JobDefinition<never>;
  // Two instances start together: each sends the scan at start and schedules its cron.
  const [a, b] = await Promise.all([runner([scan]), runner([scan])]);
  await Promise.all([a.start(), b.start()]);
  // And both send it again, as a missed-tick catch-up would.
  expect(await Promise.all([a.send(scan, {}), b.send(scan, {})])).toEqual([null, null]);
  const rows = await waitFor(
    async () => {
      const r = await jobRows("test.scan");
      return r.every((j) => j.state === "completed") ? r : undefined;
    },
    { timeoutMs: 30_000 },
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.singleton_key).toBe("test.scan");
  expect(runs).toBe(1);
  const schedules = (
    await database.raw.query(
      "select cron, timezone, options from pgboss.schedule where name = 'test.scan'",
    )
  ).rows;
  expect(schedules).toEqual([
    {
      cron: "0 4 * * *",
      timezone: "UTC",
      options: { tz: "UTC", singletonKey: "test.scan", singletonSeconds: 3600 },
    },
  ]);
  console.log(
    `[jobs] two runners sent one slot's job 4 times: ${rows.length} job stored, run ${runs} time`,
  );
});

test("a failing job is retried, then kept as failed with its error, in the admin's activity log", async () => {
  let runs = 0;
  const broken = defineJob({
    name: "test.broken",
    data: anyData,
    retryLimit: 1,
    retryDelaySeconds: 0,
    run: async () => {
      runs++;
      throw new Error(`broken on run ${runs}`);
    },
  }) as JobDefinition<never>;
  const jobs = await runner([broken]);
  await jobs.start();
  const id = await jobs.send(broken, {});
  const [row] = await waitFor(
    async () => {
      const r = await jobRows("test.broken");
      return r[0]?.state === "failed" ? r : undefined;
    },
    { timeoutMs: 30_000 },
  );
  expect(row).toMatchObject({ id, retry_count: 1, output: { message: "broken on run 2" } });
  expect(runs).toBe(2);
  // Written just after the job is failed.
  const [entry] = await waitFor(
    async () => {
      const rows = await database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.entityId, id!));
      return rows.length > 0 ? rows : undefined;
    },
    { timeoutMs: 30_000 },
  );
  expect(entry).toMatchObject({ action: "job.failed", entityType: "job", userId: null });
  expect(entry!.metadata).toEqual({ queue: "test.broken", attempts: 2, error: "broken on run 2" });
  const status = await jobs.status();
  expect(status.queues["test.broken"]).toEqual({ queued: 0, active: 0, failed: 1 });
});

test("stop() lets the job in hand finish and takes no other", async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const started: string[] = [];
  const slow = defineJob({
    name: "test.slow",
    data: z.object({ n: z.number() }),
    run: async ({ n }) => {
      started.push(String(n));
      await gate;
      return { finished: n };
    },
  }) as JobDefinition<never>;
  const jobs = await runner([slow]);
  await jobs.start();
  for (const n of [1, 2, 3]) await jobs.send(slow, { n } as never);
  await waitFor(
    async () => {
      const n = await started.length;
      return n === 1 ? n : undefined;
    },
    { timeoutMs: 30_000 },
  );
  const stopped = jobs.stop();
  release();
  await stopped;
  expect(started).toEqual(["1"]);
  const rows = await jobRows("test.slow");
  expect(rows.map((r) => r.state).sort()).toEqual(["completed", "created", "created"]);
  expect((await jobs.status()).state).toBe("stopped");
});

test("a job sent in a transaction exists only if the transaction commits", async () => {
  const seen: string[] = [];
  const note = defineJob({
    name: "test.note",
    data: z.object({ text: z.string() }),
    run: async ({ text }) => {
      seen.push(text);
    },
  }) as JobDefinition<never>;
  const jobs = await runner([note]);
  await jobs.start();
  await database.db
    .transaction(async (tx) => {
      await jobs.send(note, { text: "rolled back" } as never, { tx });
      throw new Error("no");
    })
    .catch(() => {});
  await database.db.transaction(async (tx) => {
    await jobs.send(note, { text: "committed" } as never, { tx });
  });
  await waitFor(
    async () => {
      const r = await jobRows("test.note");
      return r.length === 1 && r[0]!.state === "completed" ? r : undefined;
    },
    { timeoutMs: 30_000 },
  );
  expect(seen).toEqual(["committed"]);
  await expect(jobs.send(note, { text: 42 } as never)).rejects.toThrow();
});

test("JOBS_NOW is the jobs' today", async () => {
  const seen: string[] = [];
  const today = defineJob({
    name: "test.today",
    data: anyData,
    run: async (_d, ctx) => {
      seen.push(ctx.now().toISOString());
    },
  }) as JobDefinition<never>;
  const jobs = await runner([today], new Date("2031-02-03T04:05:06Z"));
  await jobs.start();
  await jobs.send(today, {});
  await waitFor(
    async () => {
      const s = await seen;
      return s.length === 1 ? s : undefined;
    },
    { timeoutMs: 30_000 },
  );
  expect(seen).toEqual(["2031-02-03T04:05:06.000Z"]);
});

describe("the daily clean-up", () => {
  test("removes expired sessions, revoked share links, long-ended public links and month-old delivered mail, nothing else", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "cleanup@jobs.test" })
      .returning();
    const [doc] = await database.db
      .insert(documents)
      .values({ userId: user!.id, type: "privacy-policy", title: "Policy", content: "<p>x</p>" })
      .returning();
    const now = new Date("2030-06-15T03:15:00Z");
    const day = 86_400_000;
    await database.db.insert(sessions).values([
      { sid: "expired", sess: {}, expire: new Date(now.getTime() - 1000) },
      { sid: "live", sess: {}, expire: new Date(now.getTime() + day) },
    ]);
    await database.db.insert(documentShares).values([
      {
        documentId: doc!.id,
        token: "revoked-token-0000000000000000000",
        revokedAt: new Date(now.getTime() - day),
      },
      { documentId: doc!.id, token: "active-token-00000000000000000000" },
    ]);
    const link = (tokenHash: string, ended: Partial<{ expiresAt: Date; revokedAt: Date }>) => ({
      tokenHash,
      purpose: "sign" as const,
      documentId: doc!.id,
      version: 1,
      ...ended,
    });
    await database.db
      .insert(publicLinks)
      .values([
        link("a".repeat(64), { expiresAt: new Date(now.getTime() - 31 * day) }),
        link("b".repeat(64), { revokedAt: new Date(now.getTime() - 40 * day) }),
        link("c".repeat(64), { expiresAt: new Date(now.getTime() - 2 * day) }),
        link("d".repeat(64), { expiresAt: new Date(now.getTime() + 10 * day) }),
      ]);
    const mail = (status: "sent" | "failed" | "queued", ageDays: number) => ({
      id: randomUUID(),
      messageId: `<${randomUUID()}@test>`,
      kind: "admin.test",
      fromName: "FounderDocs",
      to: [{ name: "", address: "a@b.test" }],
      subject: "s",
      html: "h",
      text: "t",
      status,
      createdAt: new Date(now.getTime() - ageDays * day),
    });
    const old = [mail("sent", MAIL_KEPT_DAYS + 1), mail("failed", MAIL_KEPT_DAYS + 5)];
    const kept = [mail("sent", MAIL_KEPT_DAYS - 1), mail("queued", MAIL_KEPT_DAYS + 10)];
    await database.db.insert(mailMessages).values([...old, ...kept]);
    // Files: an old message's attachment (removed with it), a kept message's (kept, however old
    // its file), one no row holds written two days ago (swept) and one written just now (kept:
    // its transaction may be about to commit).
    const files = database.files;
    const oldFile = await files.put(Buffer.from("old attachment"));
    const keptFile = await files.put(Buffer.from("kept attachment"));
    const orphan = await files.put(Buffer.from("orphan"));
    const young = await files.put(Buffer.from("young orphan"));
    await database.db.insert(mailAttachments).values([
      { messageId: old[0]!.id, position: 0, filename: "a.pdf", contentType: "application/pdf", contentKey: oldFile.key, size: oldFile.size, sha256: oldFile.sha256 },
      { messageId: kept[0]!.id, position: 0, filename: "b.pdf", contentType: "application/pdf", contentKey: keptFile.key, size: keptFile.size, sha256: keptFile.sha256 },
    ]);
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    for (const key of [orphan.key, keptFile.key]) await utimes(path.join(files.dir, key.slice(0, 2), key), twoDaysAgo, twoDaysAgo);
    const exists = (key: string) => files.get(key).then(() => true, () => false);

    const output = await dailyCleanup.run(
      {},
      {
        id: "x",
        attempt: 1,
        isLastAttempt: false,
        now: () => now,
        db: database.db,
        files: database.files,
        logger: silent,
      },
    );
    expect(output).toEqual({
      removed: { expiredSessions: 1, revokedShareLinks: 1, endedPublicLinks: 2, oldMail: 2, orphanedFiles: 1 },
    });
    expect(await exists(oldFile.key)).toBe(false);
    expect(await exists(orphan.key)).toBe(false);
    expect(await exists(keptFile.key)).toBe(true);
    expect(await exists(young.key)).toBe(true);
    expect(
      (await database.db.select({ h: publicLinks.tokenHash }).from(publicLinks))
        .map((l) => l.h[0])
        .sort(),
    ).toEqual(["c", "d"]);
    expect(
      (await database.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid),
    ).toEqual(["live"]);
    expect(
      (await database.db.select({ t: documentShares.token }).from(documentShares)).map((s) => s.t),
    ).toEqual(["active-token-00000000000000000000"]);
    expect(
      (await database.db.select({ id: mailMessages.id }).from(mailMessages))
        .map((m) => m.id)
        .sort(),
    ).toEqual(kept.map((m) => m.id).sort());
  });

  test("is scheduled daily at 03:15 UTC, one run per UTC day, and runs when an instance starts", async () => {
    expect(dailyCleanup).toMatchObject({
      cron: "15 3 * * *",
      slotSeconds: 86_400,
      runAtStart: true,
    });
    const jobs = await runner([dailyCleanup as JobDefinition<never>]);
    await jobs.start();
    const rows = await waitFor(
      async () => {
        const r = await jobRows("cleanup.daily");
        return r.length === 1 && r[0]!.state === "completed" ? r : undefined;
      },
      { timeoutMs: 30_000 },
    );
    expect(rows[0]!.output).toMatchObject({ removed: expect.any(Object) });
  });
});

test("the job names and slots are checked when defined", () => {
  expect(() => defineJob({ name: "Bad Name", data: anyData, run: async () => {} })).toThrow(
    /must look like area.what/,
  );
  expect(() =>
    defineJob({ name: "a.b", data: anyData, slotSeconds: 90_000, run: async () => {} }),
  ).toThrow(/slotSeconds/);
  expect(config.jobsNow).toBeUndefined();
});
