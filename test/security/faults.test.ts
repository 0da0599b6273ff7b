// The server under faults: Chromium killed in the middle of a print, the database stopped and
// started again while requests come in, and SIGTERM while 20 PDF exports are in flight.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type pg from "pg";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { openDatabase, type Database } from "../../server/db";
import { startTestApp, type TestApp } from "../api-harness";
import { privacyPolicyBody, termsBody } from "../fixtures";
import { largestInvoice, WIDE } from "../largest-documents";
import { pdfText } from "../pdf-text";
import { alive, chromiumBrowsers, freePort, startStoppableDatabase, waitFor, type StoppableDatabase } from "./fault-helpers";
import { migrate } from "../../server/migrate";

type Agent = ReturnType<typeof supertest.agent>;

const binary = (req: supertest.Test) =>
  req.buffer(true).parse((r, cb) => {
    const parts: Buffer[] = [];
    r.on("data", (c: Buffer) => parts.push(c));
    r.on("end", () => cb(null, Buffer.concat(parts)));
  });

describe("Chromium killed in the middle of a print", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  test("that export answers 503 JSON, the next one works, and close() leaves no Chromium", async () => {
    const agent = await app.proUser("crash@faults.test");
    // The longest invoice there can be, so the print lasts long enough to be interrupted.
    const largest = largestInvoice(WIDE, "invoice");
    const items = largest.items.map((item, i) => ({ ...item, description: `Line ${i + 1}: ${item.description.slice(12)}` }));
    const made = await agent.post("/api/invoices").send({ ...largest, items });
    expect(made.status).toBe(201);
    const id = made.body.document.id as string;
    const warm = await binary(agent.get(`/api/documents/${id}/export/pdf?paper=letter`));
    expect(warm.status).toBe(200);

    const before = chromiumBrowsers();
    expect(before.length).toBe(1);
    const watcher = await app.signIn("watcher@faults.test");
    // The browser frozen first (SIGSTOP), so the print can't finish before the kill however fast it
    // is and however busy the machine: the kill always lands mid-print.
    process.kill(before[0]!, "SIGSTOP");
    const pending = binary(agent.get(`/api/documents/${id}/export/pdf?paper=a4`)).then((r) => r);
    // Kill the browser once the print is under way.
    await waitFor(
      async () => ((await watcher.get("/api/health")).body as { printer: { active: number } }).printer.active === 1,
      { intervalMs: 5, what: "the print to start" },
    );
    process.kill(before[0]!, "SIGKILL");
    const failed = await pending;
    expect(failed.status).toBe(503);
    expect(failed.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse((failed.body as Buffer).toString())).toMatchObject({ code: "unavailable" });
    await waitFor(() => !alive(before[0]!), { what: "the killed Chromium to be gone" });

    const retry = await binary(agent.get(`/api/documents/${id}/export/pdf?paper=a4`));
    expect(retry.status).toBe(200);
    const { text } = await pdfText(retry.body as Buffer);
    expect(text).toContain("Line 100:");
    const relaunched = chromiumBrowsers();
    expect(relaunched).toHaveLength(1);
    expect(relaunched[0]).not.toBe(before[0]);

    await app.close();
    app = undefined as unknown as TestApp;
    await waitFor(() => chromiumBrowsers().length === 0 && !alive(relaunched[0]!), {
      what: "Chromium to exit after close()",
      timeoutMs: 30_000,
    });
    console.log(
      `[security] faults: Chromium (pid ${before[0]}) killed mid-print -> 503 JSON; next export printed by a relaunched Chromium (pid ${relaunched[0]}); 0 Chromium processes left after close()`,
    );
  });
});

describe("the database stopped and started again during requests", () => {
  let stoppable: StoppableDatabase;
  let database: Database;
  let server: Server;
  let closeApp: (() => Promise<void>) | undefined;
  const logged: string[] = [];

  beforeAll(async () => {
    stoppable = await startStoppableDatabase();
    database = await openDatabase({ kind: "postgres", url: stoppable.url });
    await migrate(database);
    const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: stoppable.url });
    // Errors the app logs are kept, so a 500 names its cause in the failure.
    const logger = createLogger("error", { write: (line: string) => void logged.push(line) });
    const created = await createApp({ config, database, client: "none", logger });
    closeApp = created.close;
    server = created.app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    await closeApp?.();
    await database?.close();
    await stoppable?.close();
  });

  test("down: 503 JSON with Retry-After and /api/health says so; back: recovers by itself", async () => {
    const port = (server.address() as AddressInfo).port;
    const signIn = async (email: string) => {
      const agent = supertest.agent(`http://127.0.0.1:${port}`);
      const res = await agent.post("/api/login/dev").type("form").send({ email, firstName: "Db", lastName: "" });
      expect(res.status).toBe(302);
      return agent;
    };
    const agents: Agent[] = [];
    for (let i = 0; i < 4; i++) agents.push(await signIn(`db${i}@faults.test`));
    await database.db.update(users).set({ subscription: "pro" });
    const docs: string[] = [];
    for (const agent of agents) {
      const res = await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody);
      expect(res.status).toBe(201);
      docs.push(res.body.id as string);
    }
    const share = await agents[0]!.post(`/api/documents/${docs[0]}/share`);
    expect(share.status).toBe(201);

    // Traffic from every user the whole time: reads and writes.
    const statuses = new Map<number, number>();
    const bodies: unknown[] = [];
    let running = true;
    const traffic = agents.map(async (agent, i) => {
      const calls = [
        () => agent.get("/api/auth/user"),
        () => agent.get("/api/dashboard/stats"),
        () => agent.get("/api/documents"),
        () => agent.get(`/api/documents/${docs[i]}`),
        () => agent.post("/api/generate/terms").send(termsBody),
        () => agent.get(`/api/documents/${docs[i]}/export/markdown`),
      ];
      for (let n = 0; running; n++) {
        // A network error (the app not answering at all) counts as status 0.
        const res = await calls[n % calls.length]!().catch((err: Error) => ({ status: 0, body: err.message }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status !== 503 && (res.status >= 500 || res.status === 0)) bodies.push(res.body);
      }
    });
    const tally = () => Object.fromEntries(statuses);
    const answered = () => [...statuses.values()].reduce((a, b) => a + b, 0);
    const succeeded = () => (statuses.get(200) ?? 0) + (statuses.get(201) ?? 0);
    // Each phase lasts a number of the traffic's requests, not a span of time: as many are made on
    // a busy machine as on an idle one.
    const until = (count: () => number, more: number, what: string) => {
      const target = count() + more;
      return waitFor(() => count() >= target, { timeoutMs: 60_000, what });
    };

    await until(answered, 20, "20 requests before the outage");
    await stoppable.stop();
    const downAt = Date.now();
    await until(answered, 8, "8 requests while the database is down");

    // While it is down, every route that needs the database says 503, as JSON, with Retry-After.
    const probe = agents[0]!;
    const checks: [string, () => supertest.Test][] = [
      ["GET /api/auth/user", () => probe.get("/api/auth/user")],
      ["GET /api/dashboard/stats", () => probe.get("/api/dashboard/stats")],
      ["GET /api/documents", () => probe.get("/api/documents")],
      ["GET /api/documents/:id", () => probe.get(`/api/documents/${docs[0]}`)],
      ["GET export/pdf", () => probe.get(`/api/documents/${docs[0]}/export/pdf`)],
      ["POST /api/generate/privacy-policy", () => probe.post("/api/generate/privacy-policy").send(privacyPolicyBody)],
      ["POST /api/login/dev", () => supertest(server).post("/api/login/dev").type("form").send({ email: "new@faults.test" })],
      ["GET /share/:token", () => supertest(server).get(new URL(share.body.url as string).pathname)],
    ];
    for (const [name, call] of checks) {
      const res = await call();
      expect(res.status, `${name}: ${res.text}`).toBe(503);
      expect(res.headers["retry-after"], name).toBe("5");
      if (!name.startsWith("GET /share")) {
        expect(res.headers["content-type"], name).toMatch(/application\/json/);
        expect(res.body, name).toMatchObject({ code: "unavailable" });
      }
    }
    const health = await supertest(server).get("/api/health");
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: "degraded", database: { kind: "postgres", status: "down" } });
    const duringDown = tally();

    await until(answered, 8, "8 more requests while the database is down");
    await stoppable.start();
    const upAt = Date.now();
    // No restart of the app: the pool reconnects on the next query.
    await waitFor(async () => (await probe.get("/api/auth/user")).status === 200, {
      what: "requests to succeed again",
      timeoutMs: 15_000,
    });
    const recoveredMs = Date.now() - upAt;
    const okBefore = succeeded();
    await until(succeeded, 10, "10 successful requests after the restart");
    running = false;
    await Promise.all(traffic);

    const all = tally();
    expect(bodies, logged.join("\n")).toEqual([]);
    expect(Object.keys(all).map(Number).sort()).toEqual([200, 201, 503].filter((s) => all[s]));
    expect(all[503]).toBeGreaterThan(0);
    expect((all[200] ?? 0) + (all[201] ?? 0)).toBeGreaterThan(okBefore); // traffic succeeds again
    expect((await supertest(server).get("/api/health")).body).toMatchObject({ status: "ok", database: { status: "ok" } });
    for (const agent of agents) expect((await agent.get("/api/auth/user")).status).toBe(200); // sessions survived
    // No connection was lost to the outage. The job runner's polls share the pool and hold a client
    // for a moment at any time, so the app (server and jobs) is closed first: then a client still
    // checked out is one the outage leaked.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const close = closeApp;
    closeApp = undefined;
    await close?.();
    const pool = database.raw as unknown as pg.Pool;
    expect(pool.totalCount - pool.idleCount, "pool clients still checked out after the outage").toBe(0);

    console.log(
      `[security] faults: database (${stoppable.kind}) down ${upAt - downAt} ms under traffic from ${agents.length} users: statuses ${JSON.stringify(all)} (${JSON.stringify(duringDown)} by the end of the outage), no 500; /api/health 503 "down"; recovered ${recoveredMs} ms after restart without restarting the app`,
    );
  });
});

// 10 users with 2 documents each. The child server's print limit is raised (PDF_TIME_LIMIT_MS) so
// that the drain is what is tested: with the printer's 15 s default, waiting included, 50 exports
// overran it where Debian's Chromium printed about 600 ms a document, and 20 did once in CI. The
// server's own 30 s drain bound after SIGTERM still applies.
const USERS = 10;
const IN_FLIGHT = USERS * 2;

describe("SIGTERM with 20 PDF exports in flight", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  test("all 20 complete with 2xx, new connections are refused, exit 0 with Chromium closed", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // Node itself with tsx as a loader, so the signal reaches our process and nothing else: npm
    // exec does not pass SIGTERM on, and the tsx CLI relays it but SIGKILLs its child when the
    // child does not acknowledge within 30 ms, which a busy server may not (as `npm start` runs
    // plain node, production never has that middleman).
    child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        PGLITE_DIR: "memory://",
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "",
        // The drain is under test, not the printer's speed: twenty prints queued on a busy 2-core
        // runner overran the 15 s default (one answered 503 in CI).
        PDF_TIME_LIMIT_MS: "120000",
        RATE_LIMIT_PDF: "100000/1m",
        RATE_LIMIT_GENERATE: "100000/1m",
        RATE_LIMIT_SIGNIN: "100000/1m",
        RATE_LIMIT_API: "100000/1m",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));

    await waitFor(() => fetch(`${origin}/api/health`).then((r) => r.ok, () => false), {
      what: `the server to start\n${output}`,
      // tsx compiles the whole server as it loads: under three other jobs on two cores that took
      // over a minute. A bound against a hang, not a measure.
      timeoutMs: 180_000,
      intervalMs: 200,
    });

    // Different PDFs, none served from the export cache.
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const res = await fetch(`${origin}/api/login/dev`, {
        method: "POST",
        body: new URLSearchParams({ email: `term${i}@faults.test`, firstName: "T", lastName: "" }),
        redirect: "manual",
      });
      expect(res.status).toBe(302);
      cookies.push(res.headers.get("set-cookie")!.split(";")[0]!);
    }
    const docs: { cookie: string; id: string }[] = [];
    await Promise.all(
      cookies.map(async (cookie) => {
        for (const [path, body] of [
          ["privacy-policy", privacyPolicyBody],
          ["terms", termsBody],
        ] as const) {
          const res = await fetch(`${origin}/api/generate/${path}`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          expect(res.status).toBe(201);
          docs.push({ cookie, id: ((await res.json()) as { id: string }).id });
        }
      }),
    );
    expect(docs).toHaveLength(IN_FLIGHT);
    await waitFor(() => chromiumBrowsers(child!.pid).length > 0, { what: "the warm Chromium" });
    const browsers = chromiumBrowsers(child.pid);

    let done = 0;
    const inflight = docs.map(async ({ cookie, id }) => {
      const res = await fetch(`${origin}/api/documents/${id}/export/pdf`, { headers: { cookie } });
      const body = Buffer.from(await res.arrayBuffer());
      done++;
      return { status: res.status, pdf: body.subarray(0, 5).toString("latin1") };
    });
    // SIGTERM once the server holds all the requests (printing, queued for the printer, or done).
    await waitFor(
      async () => {
        const h = (await (await fetch(`${origin}/api/health`)).json()) as { printer: { active: number; queued: number } };
        return h.printer.active + h.printer.queued + done >= IN_FLIGHT;
      },
      { what: "exports to queue up", intervalMs: 10 },
    );
    const sentAt = Date.now();
    const logBefore = output.length;
    child.kill("SIGTERM");
    // The server stops listening as soon as its event loop takes the signal: on a busy machine
    // that can take a moment (a PGlite query runs on the main thread), so knock until the door is
    // closed, within a bound, and count what was still running then.
    const knock = () =>
      new Promise<string>((resolve) => {
        const s = net.connect(port, "127.0.0.1");
        s.once("connect", () => {
          s.destroy();
          resolve("connected");
        });
        s.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      });
    // The loop ends: the server stops listening when it takes the signal, or at the latest exits.
    let refused = await knock();
    while (refused === "connected") {
      await new Promise((r) => setTimeout(r, 20));
      refused = await knock();
    }
    const doneWhenRefused = done;
    const refusedAfterMs = Date.now() - sentAt;
    const results = await Promise.all(inflight);
    const code = await exited;
    const exitMs = Date.now() - sentAt;

    // Refused, or reset: a knock that reached the listen queue just as the server closed its
    // listener is reset by the kernel rather than refused. Either way the door is shut.
    expect(["ECONNREFUSED", "ECONNRESET"]).toContain(refused);
    expect(doneWhenRefused).toBeLessThan(IN_FLIGHT); // still draining when the door closed
    expect(results.map((r) => r.status)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(results.every((r) => r.pdf === "%PDF-")).toBe(true);
    // Drained: the 30 s fallback exits with code 1 and logs an error (checked below).
    expect(code, output).toBe(0);
    await waitFor(() => browsers.every((pid) => !alive(pid)), { what: "Chromium to be closed", timeoutMs: 5_000 });
    expect(output.slice(logBefore)).not.toMatch(/"level":(50|60)/); // no error logged while shutting down
    console.log(
      `[security] SIGTERM: ${IN_FLIGHT} PDF exports in flight (${IN_FLIGHT - doneWhenRefused} still running when a new connection was refused, ${refusedAfterMs} ms after the signal), ${IN_FLIGHT}/${IN_FLIGHT} answered 200, exit code ${code} ${exitMs} ms after the signal, Chromium closed`,
    );
  }, 300_000); // the child server boots in 5-15 s on a quiet 2-core machine, over 60 s on a loaded one
});
