// Outgoing mail end to end against a real SMTP server (smtp-server, each message parsed by
// mailparser): what arrives (subject, HTML and text, From, Reply-To, Message-ID, attachments,
// the issuer's brand), the outbox written in the caller's transaction, retries and failures,
// the per-user limit, and header injection refused. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { activityLogs, mailMessages, users } from "../../shared/schema";
import { openTestDatabase, TEST_RATE_LIMITS } from "../../test/api-harness";
import { waitFor } from "../../test/security/fault-helpers";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp";
import { createApp, type App } from "../app";
import { loadConfig, type Config } from "../config";
import type { Database } from "../db";
import { AppError } from "../errors";
import { createLogger } from "../logger";
import { migrate } from "../migrate";
import { adminTestMail, APP_MAIL_KINDS } from "./kinds";
import { recordMailOutcome } from "./outbox";
import { MAIL_RETRY, sendMailJob } from "./send-job";
import { createTransport } from "./transport";

const silent = createLogger("silent");
/** Retries at once, so a test sees five tries without waiting an hour. */
const QUICK_RETRY = { limit: 4, delaySeconds: 0, backoff: false };

interface Fixture {
  database: Database;
  app: App;
  config: Config;
  close(): Promise<void>;
}

async function startMailApp(
  smtp: TestSmtpServer,
  env: Record<string, string> = {},
  mailRetry = QUICK_RETRY,
): Promise<Fixture> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: "test",
    ...TEST_RATE_LIMITS,
    SMTP_URL: smtp.url,
    MAIL_FROM: "FounderDocs <no-reply@founderdocs.test>",
    APP_URL: "https://docs.example.test",
    ...env,
  });
  const app = await createApp({ config, database, client: "none", logger: silent, mailRetry });
  return {
    database,
    app,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

const newUser = async (database: Database, email: string) => {
  const [u] = await database.db.insert(users).values({ email, firstName: "Ada" }).returning();
  return u!;
};

/** The message's row once it has this status (the job gets to it within moments). */
const rowWithStatus = (database: Database, id: string, status: string) =>
  waitFor(
    async () => {
      const row = await rowOf(database, id);
      return row?.status === status ? row : undefined;
    },
    { timeoutMs: 30_000, what: `message ${id} ${status}` },
  );

const rowOf = async (database: Database, id: string) =>
  (await database.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0];

const testMail = (extra: Partial<Parameters<App["mail"]["send"]>[0]> = {}) => ({
  kind: adminTestMail,
  data: { requestedBy: "Ada", transport: "SMTP" },
  to: "ana@client.test",
  ...extra,
});

describe("over SMTP", () => {
  let smtp: TestSmtpServer;
  let f: Fixture;
  let logo: Buffer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    f = await startMailApp(smtp, { RATE_LIMIT_MAIL: "4/1h" });
    logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#ff5500" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await f?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.refuse = undefined;
  });

  test("a message arrives once: subject, HTML and text, From, Reply-To, Message-ID, the issuer's brand, its PDF", async () => {
    const sender = await newUser(f.database, "ada@acme.test");
    const pdf = Buffer.from("%PDF-1.7\n% a tiny test file\n%%EOF\n");
    const before = smtp.received.length;
    const hostile = `Ada <b>"Lovelace"</b> & <script>alert(1)</script>`;
    const { id, messageId } = await f.app.mail.send(
      testMail({
        data: { requestedBy: hostile, transport: "SMTP" },
        to: { name: "Ana Client", address: "ana@client.test" },
        cc: ["books@client.test"],
        replyTo: { name: "Ada Lovelace", address: "ada@acme.test" },
        userId: sender.id,
        brand: {
          name: "Acme Ltd",
          primaryColor: "#ff5500",
          secondaryColor: "#000000",
          logo: `data:image/png;base64,${logo.toString("base64")}`,
        },
        entity: { type: "test", id: "brand" },
        attachments: [
          { filename: "Invoice INV-0001.pdf", contentType: "application/pdf", content: pdf },
        ],
      }),
    );
    expect(messageId).toBe(`<${id}@founderdocs.test>`);
    const got = (await smtp.waitFor(before + 1))[before]!;
    const m = got.parsed;

    expect(m.messageId).toBe(messageId);
    expect(m.subject).toBe("Test e-mail from FounderDocs");
    expect(m.from?.value).toEqual([
      { name: "Acme Ltd via FounderDocs", address: "no-reply@founderdocs.test" },
    ]);
    expect(m.replyTo?.value).toEqual([{ name: "Ada Lovelace", address: "ada@acme.test" }]);
    expect(got.envelopeTo.sort()).toEqual(["ana@client.test", "books@client.test"]);

    // The HTML part: the user's text escaped, never markup; the brand's colour and logo.
    const html = String(m.html);
    expect(html).toContain("E-mail works");
    expect(html).toContain(
      "Ada &lt;b&gt;&quot;Lovelace&quot;&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("#ff5500");
    expect(html).toContain("https://docs.example.test/admin/settings");
    const cid = /src="cid:([^"]+)"/.exec(html)?.[1];
    expect(cid).toBeDefined();
    // The plain-text part says the same, as text.
    expect(m.text).toContain("E-mail works");
    expect(m.text).toContain(
      `This test message was sent by ${hostile} from the FounderDocs admin panel.`,
    );
    expect(m.text).toContain("Open the admin panel: https://docs.example.test/admin/settings");
    expect(m.text).toContain(
      "Sent by FounderDocs on behalf of Acme Ltd. Reply to this e-mail to reach them.",
    );

    const file = m.attachments.find((a) => a.filename === "Invoice INV-0001.pdf");
    expect(file?.contentType).toBe("application/pdf");
    expect(Buffer.compare(file!.content, pdf)).toBe(0);
    const inline = m.attachments.find((a) => a.cid === cid);
    expect(inline?.contentType).toBe("image/png");
    expect(Buffer.compare(inline!.content, logo)).toBe(0);

    const row = await rowWithStatus(f.database, id, "sent");
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.response).toMatch(/queued as/);
    expect(await f.app.mail.deliveriesFor(f.database.db, { type: "test", id: "brand" })).toEqual([
      {
        id,
        to: ["ana@client.test"],
        status: "sent",
        attempts: 1,
        error: null,
        sentAt: row!.sentAt!.toISOString(),
        failedAt: null,
      },
    ]);
  });

  test("the message is written with the caller's transaction: rolled back, nothing is sent", async () => {
    const before = await f.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailMessages);
    await expect(
      f.database.db.transaction(async (tx) => {
        await f.app.mail.enqueue(tx, testMail({ to: "rolled-back@client.test" }));
        throw new Error("the change failed after the message was written");
      }),
    ).rejects.toThrow("the change failed");
    const after = await f.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
    const jobs = await f.database.raw.query(
      "select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'mailId' not in (select id::text from mail_messages)",
    );
    expect(jobs.rows[0]!.n).toBe(0);

    // Committed: sent, once.
    const { id } = await f.database.db.transaction((tx) =>
      f.app.mail.enqueue(tx, testMail({ to: "committed@client.test" })),
    );
    await rowWithStatus(f.database, id, "sent");
    expect(
      smtp.received.filter((r) => r.envelopeTo.includes("committed@client.test")),
    ).toHaveLength(1);
    expect(smtp.received.some((r) => r.envelopeTo.includes("rolled-back@client.test"))).toBe(false);
  });

  test("header injection and malformed addresses are refused, naming the field, and nothing is written", async () => {
    const count = async () =>
      (
        await f.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailMessages)
      )[0]!.n;
    const before = await count();
    const refused = async (extra: Partial<Parameters<App["mail"]["send"]>[0]>) => {
      const err = await f.app.mail.send(testMail(extra)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      return (err as AppError).errors;
    };
    expect(await refused({ to: "ana@client.test\r\nBcc: everyone@evil.test" })).toEqual([
      {
        path: "to.0",
        message: "An e-mail address can't contain a line break or control character",
      },
    ]);
    expect(
      await refused({ to: { name: "Ana\r\nBcc: everyone@evil.test", address: "ana@client.test" } }),
    ).toEqual([
      { path: "to.0.name", message: "A name must be one line of at most 200 characters" },
    ]);
    expect(await refused({ replyTo: "ada@acme.test\nX-Injected: yes" })).toEqual([
      {
        path: "replyTo",
        message: "An e-mail address can't contain a line break or control character",
      },
    ]);
    expect(await refused({ cc: ["ok@client.test", "not an address"] })).toEqual([
      { path: "cc.1", message: "Enter a valid e-mail address" },
    ]);
    expect(await refused({ to: "ana@client" })).toEqual([
      { path: "to.0", message: "Enter a valid e-mail address" },
    ]);
    expect(await refused({ to: "a, b@client.test" })).toEqual([
      { path: "to.0", message: "Enter a valid e-mail address" },
    ]);
    expect(await refused({ to: [] })).toEqual([
      { path: "to", message: "Give at least one recipient" },
    ]);
    expect(
      await refused({
        attachments: [
          {
            filename: "a.pdf\r\nContent-Type: text/html",
            contentType: "application/pdf",
            content: Buffer.from("x"),
          },
        ],
      }),
    ).toEqual([
      {
        path: "attachments.0.filename",
        message: "A file name must be one line of 1 to 200 characters",
      },
    ]);
    // Data rendered into the message is bounded by its kind's schema.
    expect(await refused({ data: { requestedBy: "x".repeat(201), transport: "SMTP" } })).toEqual([
      expect.objectContaining({ path: "requestedBy" }),
    ]);
    expect(await count()).toBe(before);
  });

  test("a temporary SMTP failure is retried with the same Message-ID until it is accepted", async () => {
    let refusals = 0;
    smtp.refuse = (to) =>
      to.includes("flaky@client.test") && refusals++ < 2
        ? { code: 451, message: "Try again later" }
        : undefined;
    const { id, messageId } = await f.app.mail.send(testMail({ to: "flaky@client.test" }));
    const row = await rowWithStatus(f.database, id, "sent");
    expect(row!.attempts).toBe(3);
    const arrived = smtp.received.filter((r) => r.envelopeTo.includes("flaky@client.test"));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.parsed.messageId).toBe(messageId);
    expect(refusals).toBe(3);
  });

  test("five failed tries: the message is failed with the error, in the admin's activity log", async () => {
    const sender = await newUser(f.database, "bounces@acme.test");
    smtp.refuse = (to) =>
      to.includes("down@client.test")
        ? { code: 451, message: "Mailbox temporarily unavailable" }
        : undefined;
    const { id } = await f.app.mail.send(testMail({ to: "down@client.test", userId: sender.id }));
    const row = await rowWithStatus(f.database, id, "failed");
    expect(row).toMatchObject({ attempts: 5, sentAt: null });
    expect(row!.lastError).toMatch(/451.*Mailbox temporarily unavailable/);
    const [delivery] = await f.app.mail.deliveries(f.database.db, [id]);
    expect(delivery).toMatchObject({ status: "failed", attempts: 5, error: row!.lastError });
    const [entry] = await f.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "mail.failed"), eq(activityLogs.entityId, id)));
    expect(entry).toMatchObject({ userId: sender.id, entityType: "mail" });
    expect(entry!.metadata).toMatchObject({
      kind: "admin.test",
      to: ["down@client.test"],
      attempts: 5,
      permanent: false,
    });
    expect(smtp.received.some((r) => r.envelopeTo.includes("down@client.test"))).toBe(false);
  });

  test("a refusal that retrying cannot change (550) fails at once", async () => {
    smtp.refuse = (to) =>
      to.includes("nobody@client.test") ? { code: 550, message: "No such user here" } : undefined;
    const { id } = await f.app.mail.send(testMail({ to: "nobody@client.test" }));
    const row = await rowWithStatus(f.database, id, "failed");
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toMatch(/550.*No such user here/);
  });

  test("a job run again after its message was sent sends nothing", async () => {
    const { id } = await f.app.mail.send(testMail({ to: "once@client.test" }));
    await rowWithStatus(f.database, id, "sent");
    const job = sendMailJob({
      transport: createTransport(f.config.mail, silent),
      from: f.config.mail.from,
      kinds: APP_MAIL_KINDS,
    });
    const again = await job.run(
      { mailId: id },
      {
        id,
        attempt: 2,
        isLastAttempt: false,
        now: () => new Date(),
        db: f.database.db,
        files: f.database.files,
        logger: silent,
      },
    );
    expect(again).toEqual({ skipped: "already sent or failed" });
    expect(smtp.received.filter((r) => r.envelopeTo.includes("once@client.test"))).toHaveLength(1);
    expect((await rowOf(f.database, id))!.attempts).toBe(1);
  });

  test("each user may send RATE_LIMIT_MAIL messages per window; a rolled-back one doesn't count", async () => {
    const busy = await newUser(f.database, "busy@acme.test");
    const other = await newUser(f.database, "other@acme.test");
    await f.database.db
      .transaction(async (tx) => {
        await f.app.mail.enqueue(tx, testMail({ userId: busy.id }));
        throw new Error("rolled back");
      })
      .catch(() => {});
    for (let i = 0; i < 4; i++) await f.app.mail.send(testMail({ userId: busy.id }));
    const fifth = await f.app.mail.send(testMail({ userId: busy.id })).catch((e: unknown) => e);
    expect(fifth).toBeInstanceOf(AppError);
    expect(fifth).toMatchObject({
      status: 429,
      code: "rate_limited",
      message:
        "You have sent too many e-mails in a short time. Please wait a little and try again.",
    });
    // Five at once from another user: exactly four pass, whatever the interleaving.
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => f.app.mail.send(testMail({ userId: other.id }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    expect(
      results
        .filter((r) => r.status === "rejected")
        .map((r) => (r as PromiseRejectedResult).reason.status),
    ).toEqual([429]);
  });
});

describe("delivery", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  test("a message stored while no worker ran (the process died after the change) is sent by the next one", async () => {
    const a = await startMailApp(smtp);
    await a.app.jobs.stop();
    const { id, messageId } = await a.app.mail.send(testMail({ to: "after-crash@client.test" }));
    expect((await rowOf(a.database, id))!.status).toBe("queued");
    // Instance B on the same database (A's app is gone; its database stays open for B).
    const b = await createApp({
      config: a.config,
      database: a.database,
      client: "none",
      logger: silent,
      mailRetry: QUICK_RETRY,
    });
    try {
      const [got] = (await smtp.waitFor(1)).filter((r) =>
        r.envelopeTo.includes("after-crash@client.test"),
      );
      expect(got!.parsed.messageId).toBe(messageId);
      expect(await rowWithStatus(a.database, id, "sent")).toMatchObject({ attempts: 1 });
    } finally {
      await b.close();
      await a.close();
    }
  });

  test("the retry policy: five tries, waits of 160 s doubling (1-2x each): 40 to 80 minutes in all", async () => {
    const f = await startMailApp(smtp, {}, MAIL_RETRY);
    try {
      smtp.refuse = () => ({ code: 421, message: "Service not available, closing channel" });
      const { id } = await f.app.mail.send(testMail({ to: "later@client.test" }));
      const row = await rowWithStatus(f.database, id, "retrying");
      expect(row).toMatchObject({ attempts: 1 });
      expect(row!.lastError).toMatch(/421/);
      // The job is failed (and its retry scheduled) just after the row says "retrying".
      const job = await waitFor(
        async () => {
          const j = (
            await f.database.raw.query(
              `select state, retry_limit, retry_delay, retry_backoff, retry_count,
                      extract(epoch from (start_after - now()))::float as wait
                 from pgboss.job where name = 'mail.send' and id = $1`,
              [id],
            )
          ).rows[0] as {
            state: string;
            retry_limit: number;
            retry_delay: number;
            retry_backoff: boolean;
            wait: number;
          };
          return j?.state === "active" ? undefined : j;
        },
        { timeoutMs: 30_000, what: "the job failed and its retry scheduled" },
      );
      expect(job).toMatchObject({
        state: "retry",
        retry_limit: 4,
        retry_delay: 160,
        retry_backoff: true,
      });
      // The first wait: 160 s × (1 to 2). The four waits together: 160 × 15 × (1 to 2) s.
      expect(job.wait).toBeGreaterThan(150);
      expect(job.wait).toBeLessThanOrEqual(320);
      expect([160 * 15, 160 * 15 * 2].map((s) => s / 60)).toEqual([40, 80]);
    } finally {
      smtp.refuse = undefined;
      await f.close();
    }
  });

  test("a kind's delivery hook runs in the transaction that records the outcome; a failing hook never un-sends", async () => {
    const f = await startMailApp(smtp);
    try {
      await f.app.jobs.stop();
      const { id } = await f.app.mail.send(
        testMail({ to: "hooked@client.test", entity: { type: "signer", id: "s-1" } }),
      );
      const row = (await rowOf(f.database, id))!;
      const seen: unknown[] = [];
      await recordMailOutcome({
        db: f.database.db,
        row,
        outcome: "sent",
        detail: "250 accepted",
        onDelivery: async ({ tx, ...event }) => {
          seen.push(event);
          await tx.insert(activityLogs).values({
            action: "signature.email_delivered",
            entityType: "signer",
            entityId: event.entityId,
          });
        },
      });
      expect(seen).toEqual([
        {
          id,
          outcome: "sent",
          to: ["hooked@client.test"],
          entityType: "signer",
          entityId: "s-1",
          userId: null,
        },
      ]);
      expect(
        await f.database.db
          .select()
          .from(activityLogs)
          .where(eq(activityLogs.action, "signature.email_delivered")),
      ).toHaveLength(1);
      expect((await rowOf(f.database, id))!.status).toBe("sent");

      const { id: id2 } = await f.app.mail.send(testMail({ to: "hooked@client.test" }));
      const hookError = await recordMailOutcome({
        db: f.database.db,
        row: (await rowOf(f.database, id2))!,
        outcome: "failed",
        detail: "550 no such user",
        onDelivery: async ({ tx }) => {
          await tx.insert(activityLogs).values({ action: "signature.email_failed" });
          throw new Error("the feature's hook broke");
        },
      });
      expect(hookError).toBeInstanceOf(Error);
      expect(await rowOf(f.database, id2)).toMatchObject({
        status: "failed",
        lastError: "550 no such user",
      });
      expect(
        await f.database.db
          .select()
          .from(activityLogs)
          .where(eq(activityLogs.action, "signature.email_failed")),
      ).toHaveLength(0);
    } finally {
      await f.close();
    }
  });
});
