// Several instances work as one: two production servers from one `npm run build`, started with
// `npm start` on two ports, on one PostgreSQL database, one Redis and one Chromium (started with
// --remote-debugging-port, reached by both through CHROMIUM_WS_ENDPOINT), sending mail to one
// SMTP server. A client reaches them as behind a TLS load balancer (X-Forwarded-Proto: https,
// TRUST_PROXY=1), signing in through a real OpenID Connect provider.
//
// Needs PostgreSQL and Redis: it runs in the PostgreSQL stage of .ci/run, and is skipped with a
// message without TEST_DATABASE_URL (so `npm test` needs nothing but Node).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import puppeteer, { type Browser as Chromium } from "puppeteer-core";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findChromium, printerIsolationFlags } from "../../server/chromium";
import { privacyPolicyBody } from "../fixtures";
import { OIDC_CLIENT, signInThroughProvider, startTestIdp, type TestIdp } from "../oidc";
import { pdfText } from "../pdf-text";
import { Browser } from "../security/http-helpers";
import { waitFor } from "../security/fault-helpers";
import { startSmtpServer, type TestSmtpServer } from "../smtp";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** The address clients use: the load balancer in front of both instances. */
const PUBLIC = "https://docs.instances.test";
const COOKIE = "__Host-founderdocs.sid";

/** Rejects when `promise` takes longer than `ms`. */
const within = <T>(what: string, promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref(),
    ),
  ]);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  /** Every process of the group has exited (npm and the server it started). */
  ended: Promise<void>;
}

/**
 * Starts a command in a process group of its own. Signals go to the whole group, as an init
 * that forwards signals (or a terminal) sends them: npm does not pass SIGTERM on to the server
 * it started (README "Running several instances").
 */
function run(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): Proc {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) =>
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  // "close": the process has exited and its output pipes are closed, which the server started
  // under npm also holds, so it means every process of the group is gone.
  const ended = new Promise<void>((resolve) => child.once("close", () => resolve()));
  return { name, child, output, ended };
}

const signal = (p: Proc, name: NodeJS.Signals) => {
  try {
    process.kill(-p.child.pid!, name);
  } catch {
    // Already gone.
  }
};

/** SIGTERM to the group, then SIGKILL if anything of it is still there after `ms`. */
async function stop(p: Proc | undefined, ms = 30_000) {
  if (!p) return;
  signal(p, "SIGTERM");
  const timer = setTimeout(() => signal(p, "SIGKILL"), ms);
  await p.ended;
  clearTimeout(timer);
}

interface Instance extends Proc {
  url: string;
  /** The JSON log lines (pino) the instance wrote. */
  logs(): { msg?: string; [k: string]: unknown }[];
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const proc = run(name, "npm", ["start"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    ...proc,
    url,
    logs: () =>
      proc.output.flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as { msg?: string }];
        } catch {
          return [];
        }
      }),
  };
  let exitedEarly = false;
  void proc.ended.then(() => (exitedEarly = true));
  await waitFor(
    async () => {
      if (exitedEarly)
        throw new Error(`instance ${name} exited at boot:\n${proc.output.slice(-30).join("\n")}`);
      const status = await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      return status === 200;
    },
    { timeoutMs: 60_000, what: `instance ${name} answering /api/health` },
  );
  return instance;
}

/** A request as the load balancer forwards it: TLS ended in front, the session cookie if any. */
async function call(
  instance: Instance,
  method: string,
  route: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) {
  const res = await fetch(`${instance.url}${route}`, {
    method,
    headers: {
      "x-forwarded-proto": "https",
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("application/json"))
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      bytes: undefined,
    };
  return {
    status: res.status,
    body: {} as Record<string, unknown>,
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** Signs in at the provider through `instance`; answers the session cookie ("name=value"). */
async function signIn(instance: Instance, login: string): Promise<string> {
  const browser = new Browser({
    publicOrigin: PUBLIC,
    target: instance.url,
    headers: { "x-forwarded-proto": "https" },
  });
  const hop = await signInThroughProvider(browser, PUBLIC, login);
  expect(hop.status).toBe(302);
  const value = browser.jars.get(PUBLIC)?.get(COOKIE);
  expect(value).toBeDefined();
  return `${COOKIE}=${value}`;
}

const report = (line: string) => console.log(`[instances] ${line}`);

if (!ADMIN_URL) {
  test.skip("two production instances as one: needs PostgreSQL and Redis — set TEST_DATABASE_URL (and REDIS_URL, default redis://127.0.0.1:6379); .ci/run does in its PostgreSQL stage", () => {});
}

describe.runIf(ADMIN_URL)(
  "two production instances on one database, one Redis, one Chromium",
  () => {
    const dbName = `fd_instances_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    let databaseUrl: string;
    let db: pg.Client;
    let chromium: Proc | undefined;
    let chromiumProfile: string | undefined;
    /** The file store both instances share (FILES_DIR: a network volume in production). */
    let filesDir: string | undefined;
    let wsEndpoint: string;
    let idp: TestIdp | undefined;
    let smtp: TestSmtpServer | undefined;
    let a: Instance | undefined;
    let b: Instance | undefined;
    let admin: string;

    beforeAll(async () => {
      // One build, two servers.
      const build = run("build", "npm", ["run", "build"]);
      await within("npm run build", build.ended, 300_000);
      if (build.child.exitCode !== 0)
        throw new Error(`npm run build failed:\n${build.output.slice(-30).join("\n")}`);

      const redis = createClient({
        url: REDIS_URL,
        socket: { connectTimeout: 2_000, reconnectStrategy: false },
      });
      redis.on("error", () => {});
      try {
        await redis.connect();
        expect(await redis.ping()).toBe("PONG");
      } catch (err) {
        throw new Error(
          `Redis is needed at ${REDIS_URL} (set REDIS_URL): ${(err as Error).message}`,
        );
      } finally {
        if (redis.isOpen) await redis.close();
      }

      const adminDb = new pg.Client({ connectionString: ADMIN_URL });
      await adminDb.connect();
      await adminDb.query(`create database "${dbName}"`);
      await adminDb.end();
      const url = new URL(ADMIN_URL!);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();

      // One Chromium, listening for DevTools clients, with the printer's network isolation.
      const binary = await findChromium(process.env.CHROMIUM_PATH || undefined);
      if (!binary) throw new Error("no Chromium found (set CHROMIUM_PATH)");
      chromiumProfile = fs.mkdtempSync(path.join(os.tmpdir(), "fd-instances-chromium-"));
      chromium = run("chromium", binary.path, [
        ...printerIsolationFlags(),
        "--headless=new",
        "--remote-debugging-address=127.0.0.1",
        "--remote-debugging-port=0",
        `--user-data-dir=${chromiumProfile}`,
        "about:blank",
      ]);
      wsEndpoint = await waitFor(
        () =>
          chromium!.output
            .map((l) => /DevTools listening on (ws:\/\/\S+)/.exec(l)?.[1])
            .find(Boolean),
        { timeoutMs: 30_000, what: "Chromium's DevTools endpoint" },
      );

      idp = await startTestIdp();
      idp.serve(PUBLIC);
      smtp = await startSmtpServer();

      filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "fd-instances-files-"));
      const env = {
        DATABASE_URL: databaseUrl,
        FILES_DIR: filesDir,
        REDIS_URL,
        RATE_LIMIT_REDIS_PREFIX: `${dbName}:`,
        CHROMIUM_WS_ENDPOINT: wsEndpoint,
        SMTP_URL: smtp.url,
        MAIL_FROM: "FounderDocs <no-reply@instances.test>",
        SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
        AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
        OIDC_ISSUER_URL: idp.issuer,
        ...OIDC_CLIENT,
        APP_URL: PUBLIC,
        TRUST_PROXY: "1",
        ADMIN_EMAILS: "admin@idp.example",
        RATE_LIMIT_GENERATE: "5/1m",
        RATE_LIMIT_MAIL: "1000/1h",
        RATE_LIMIT_MAIL_FREE: "1000/1h",
        LOG_LEVEL: "info",
      };
      // Both start at once, as after a deploy: they migrate, install the queues and schedule the
      // daily clean-up concurrently.
      [a, b] = await Promise.all([startInstance("A", env), startInstance("B", env)]);
      admin = await signIn(a, "admin");
    });

    afterAll(async () => {
      await Promise.all([stop(a), stop(b)]);
      await stop(chromium, 5_000);
      if (chromiumProfile) fs.rmSync(chromiumProfile, { recursive: true, force: true });
      if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
      await smtp?.close();
      await idp?.close();
      await db?.end().catch(() => {});
      if (ADMIN_URL && databaseUrl) {
        const adminDb = new pg.Client({ connectionString: ADMIN_URL });
        await adminDb.connect();
        await adminDb.query(`drop database if exists "${dbName}" with (force)`);
        await adminDb.end();
      }
    });

    test("a session signed in on A works on B", async () => {
      const cookie = await signIn(a!, "roaming");
      const me = await call(b!, "GET", "/api/auth/user", { cookie });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: "roaming@idp.example" });
      report("signed in on A, the session answered 200 on B");
    });

    test("the daily clean-up, scheduled and sent by both at start, ran once", async () => {
      const jobs = await waitFor(
        async () => {
          const { rows } = await db.query<{ state: string }>(
            "select state from pgboss.job where name = 'cleanup.daily'",
          );
          return rows.length > 0 && rows.every((r) => r.state === "completed") ? rows : undefined;
        },
        { timeoutMs: 60_000, what: "the clean-up job to complete" },
      );
      expect(jobs).toHaveLength(1);
      const schedules = (
        await db.query("select cron from pgboss.schedule where name = 'cleanup.daily'")
      ).rows;
      expect(schedules).toEqual([{ cron: "15 3 * * *" }]);
      // Its log line (written before the job completes) may reach us a moment after the row.
      const runs = await waitFor(
        () => {
          const r = [a!, b!].map(
            (i) => i.logs().filter((l) => l.msg === "daily clean-up done").length,
          );
          return r[0]! + r[1]! >= 1 ? r : undefined;
        },
        { timeoutMs: 10_000, what: "the clean-up's log line" },
      );
      expect(runs[0]! + runs[1]!).toBe(1);
      report(
        `daily clean-up: scheduled by 2 instances, 1 schedule, 1 job, run ${runs[0]! + runs[1]!} time (A ${runs[0]}, B ${runs[1]})`,
      );
    });

    const documents: { id: string; company: string }[] = [];
    test("a per-user limit of 5 a minute allows 5 requests in total across both instances, not 10", async () => {
      const cookie = await signIn(b!, "writer");
      await db.query("update users set subscription = 'pro' where email = 'writer@idp.example'");
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await call(i % 2 === 0 ? a! : b!, "POST", "/api/generate/privacy-policy", {
          cookie,
          body: { ...privacyPolicyBody, companyName: `Instance Test ${i} Ltd` },
        });
        statuses.push(res.status);
        if (res.status === 201)
          documents.push({ id: String(res.body.id), company: `Instance Test ${i} Ltd` });
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      report(
        `RATE_LIMIT_GENERATE=5/1m, 10 requests alternating A and B: ${JSON.stringify(statuses)} (5 served)`,
      );
    });

    test("PDFs exported from both instances print on the one shared Chromium", async () => {
      const cookie = await signIn(a!, "writer");
      const [first, second] = documents as [(typeof documents)[number], (typeof documents)[number]];
      const fromA = await call(a!, "GET", `/api/documents/${first.id}/export/pdf`, { cookie });
      const fromB = await call(b!, "GET", `/api/documents/${second.id}/export/pdf`, { cookie });
      for (const [res, doc] of [
        [fromA, first],
        [fromB, second],
      ] as const) {
        expect(res.status).toBe(200);
        expect((await pdfText(res.bytes!)).text).toContain(doc.company);
      }
      // Each instance printed in its own page of the shared browser: the pages hold the documents.
      const shared: Chromium = await puppeteer.connect({ browserWSEndpoint: wsEndpoint });
      try {
        const cdp = await shared.target().createCDPSession();
        const { targetInfos } = await cdp.send("Target.getTargets");
        const titles = targetInfos.filter((t) => t.type === "page").map((t) => t.title);
        expect(titles).toContain(`Privacy Policy — ${first.company}`);
        expect(titles).toContain(`Privacy Policy — ${second.company}`);
        report(`PDF from A and from B; the shared Chromium's pages: ${JSON.stringify(titles)}`);
      } finally {
        await shared.disconnect();
      }
      for (const i of [a!, b!]) {
        expect((await call(i, "GET", "/api/health")).body).toMatchObject({
          printer: { browser: "remote", state: "ready" },
        });
      }
    });

    /** How many of these messages each instance logged as sent (the log lines come a moment after the rows). */
    const sentBy = (ids: string[]) =>
      waitFor(
        () => {
          const [x, y] = [a!, b!].map((i) => ids.filter((id) => mailSent(i).has(id)).length) as [
            number,
            number,
          ];
          return x + y === ids.length ? ([x, y] as const) : undefined;
        },
        { timeoutMs: 10_000, what: "each message in one instance's log" },
      );
    const mailSent = (i: Instance) =>
      new Set(
        i
          .logs()
          .filter((l) => l.msg === "mail sent")
          .map((l) => String(l.mailId)),
      );

    test("50 e-mails enqueued across both instances: exactly 50 arrive, each once", async () => {
      const before = smtp!.received.length;
      const addresses = Array.from({ length: 50 }, (_, i) => `m${i}@client.test`);
      const answers = await Promise.all(
        addresses.map((to, i) =>
          call(i % 2 === 0 ? a! : b!, "POST", "/api/admin/mail/test", {
            cookie: admin,
            body: { to },
          }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(202));
      const received = (await smtp!.waitFor(before + 50)).slice(before);
      const to = received.flatMap((r) => r.envelopeTo).sort();
      expect(to).toEqual([...addresses].sort());
      const ids = new Set(received.map((r) => r.parsed.messageId));
      expect(ids.size).toBe(50);
      const rows = (
        await db.query(
          "select message_id, status, attempts from mail_messages where id = any($1::uuid[])",
          [answers.map((r) => r.body.id)],
        )
      ).rows as { message_id: string; status: string; attempts: number }[];
      await waitFor(
        async () => {
          const { rows } = await db.query<{ n: number }>(
            "select count(*)::int as n from mail_messages where status = 'sent' and id = any($1::uuid[])",
            [answers.map((r) => r.body.id)],
          );
          return rows[0]!.n === 50;
        },
        { timeoutMs: 60_000, what: "every message recorded as sent" },
      );
      expect(new Set(rows.map((r) => r.message_id))).toEqual(ids);
      const [byA, byB] = await sentBy(answers.map((r) => String(r.body.id)));
      report(
        `50 e-mails enqueued (25 through A, 25 through B): ${received.length} arrived, ${ids.size} distinct Message-IDs; sent by A ${byA}, by B ${byB}`,
      );
    });

    test("SIGTERM to A while e-mails are queued: B sends every one, none lost or doubled", async () => {
      const smtpServer = smtp!;
      const before = smtpServer.received.length;
      const release = smtpServer.hold();
      let released = false;
      try {
        const addresses = Array.from({ length: 30 }, (_, i) => `late${i}@client.test`);
        const answers = await Promise.all(
          addresses.map((to) =>
            call(a!, "POST", "/api/admin/mail/test", { cookie: admin, body: { to } }),
          ),
        );
        expect(answers.map((r) => r.status)).toEqual(Array(30).fill(202));
        const ids = answers.map((r) => String(r.body.id));
        // Some are being handed to the SMTP server (held), the rest wait in the queue.
        await smtpServer.until(() => smtpServer.waiting() >= 1);
        const waiting = (
          await db.query(
            "select count(*)::int as n from mail_messages where status in ('queued', 'retrying') and id = any($1::uuid[])",
            [ids],
          )
        ).rows[0].n as number;
        expect(waiting).toBeGreaterThan(0);
        const inFlight = smtpServer.waiting();

        signal(a!, "SIGTERM");
        release();
        released = true;
        await within("A stopping", a!.ended, 40_000);
        // Its shutdown ran to the end: requests finished, jobs in hand finished, database closed.
        const messages = a!.logs().map((l) => l.msg);
        expect(messages).toContain("stopped");
        expect(messages).not.toContain("error while shutting down");
        expect(messages.some((m) => m?.startsWith("shutdown took over"))).toBe(false);

        const received = (await smtpServer.waitFor(before + 30)).slice(before);
        expect(received.flatMap((r) => r.envelopeTo).sort()).toEqual([...addresses].sort());
        expect(new Set(received.map((r) => r.parsed.messageId)).size).toBe(30);
        await waitFor(
          async () => {
            const { rows } = await db.query<{ status: string; n: number }>(
              "select status, count(*)::int as n from mail_messages where id = any($1::uuid[]) group by status",
              [ids],
            );
            return rows.length === 1 && rows[0]!.status === "sent" && rows[0]!.n === 30;
          },
          { timeoutMs: 60_000, what: "every message recorded as sent" },
        );
        const [byA, byB] = await sentBy(ids);
        expect(byB).toBeGreaterThan(0);
        report(
          `30 e-mails enqueued on A, ${waiting} still queued and ${inFlight} held at the SMTP server when A got SIGTERM: A stopped cleanly after sending ${byA}, B sent ${byB}; ${received.length} arrived, each once`,
        );
        // B still serves, alone.
        expect((await call(b!, "GET", "/api/health")).status).toBe(200);
      } finally {
        if (!released) release();
      }
    });
  },
);
