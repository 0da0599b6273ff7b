// Load: the real app (createApp over HTTP) with N signed-in Pro users at a brisk human pace: the
// dashboard's data, the document list, a document viewed, a new document now and then, and the PDF
// of a document (printed by the real Chromium, or served from the export cache when it was printed
// before); then requests, errors by status and latency per call.
//
// Pace: after each answer a user waits a random 1 to 3 s (LOAD_THINK_MS="1000-3000") before the
// next call, as load tools model a person (Locust's wait_time, k6's sleep). That is far brisker
// than a person filling in a form: each user makes a document and prints a PDF about every 25 s.
// LOAD_THINK_MS=0 makes the users work without pause: a saturation test of the machine, where
// latency is just users / throughput (Little's law), reported for information.
//
//   npx tsx test/security/load.ts                      100 users for 60 s on a fresh in-memory PGlite
//   LOAD_SECONDS=10 LOAD_USERS=20 npx tsx test/security/load.ts
//   LOAD_THINK_MS=0 npx tsx test/security/load.ts      the same without pause
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx test/security/load.ts
//                                                      the same on a fresh database made on that
//                                                      PostgreSQL server and dropped at the end, so
//                                                      every run starts from the same empty state
//
// The per-user rate limits (server/config.ts RATE_LIMIT_*) are raised for the run unless set in
// the environment: the point is the server's capacity, not the limiter's. Exits 1 on any error or
// when p99 is over 500 ms. LOAD_RESULT=file.json also writes the figures there (bench/capacity.ts
// runs this script on PGlite and on PostgreSQL and reads them).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { users } from "../../shared/schema";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openTestDatabase } from "../api-harness";
import { cookiePolicyBody, invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../fixtures";
import { migrate } from "../../server/migrate";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 100);
const THINK = /^(\d+)(?:-(\d+))?$/.exec(process.env.LOAD_THINK_MS ?? "1000-3000");
if (!THINK) throw new Error('LOAD_THINK_MS must be a number of ms or a range such as "1000-3000"');
const THINK_MIN = Number(THINK[1]);
const THINK_MAX = Number(THINK[2] ?? THINK[1]);
const think = () =>
  THINK_MAX > 0 ? new Promise((resolve) => setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN))) : undefined;
const RAISED = "1000000/1m";
for (const name of ["RATE_LIMIT_API", "RATE_LIMIT_GENERATE", "RATE_LIMIT_PDF", "RATE_LIMIT_SIGNIN"]) {
  process.env[name] ??= RAISED;
}

const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" });
const { database, drop } = await openTestDatabase(
  "memory://",
  config.database.kind === "postgres" ? config.database.url : undefined,
);
await migrate(database);
const { app, printer, close } = await createApp({ config, database, client: "none" });
// As `npm start` does (server/index.ts): Chromium starts at boot, not on the first user's PDF.
await printer.warm();
const server = app.listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const port = (server.address() as AddressInfo).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(method: string, path: string, { cookie, json, form }: { cookie?: string; json?: unknown; form?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined
            ? {
                "content-type": json !== undefined ? "application/json" : "application/x-www-form-urlencoded",
                "content-length": Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// ── Users: signed in through the dev form, then made Pro in the database (no plan limit) ──
const emails = Array.from({ length: USERS }, (_, i) => `load${i}@load.test`);
const cookies: string[] = [];
for (const email of emails) {
  const res = await request("POST", "/api/login/dev", { form: { email, firstName: "Load", lastName: "Tester" } });
  if (res.status !== 302) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  cookies.push(String(res.headers["set-cookie"]?.[0]).split(";")[0]!);
}
await database.db.update(users).set({ subscription: "pro" }).where(inArray(users.email, emails));

// ── The mix: what a dashboard shows, the document list, a document viewed; now and then a new
// document and a PDF of one ──
const GENERATORS: [string, unknown][] = [
  ["/api/generate/privacy-policy", privacyPolicyBody],
  ["/api/generate/terms", termsBody],
  ["/api/generate/cookie-policy", cookiePolicyBody],
  ["/api/generate/nda", ndaBody],
  ["/api/invoices", invoiceBody],
];
type Call = { name: string; method: string; path: string; json?: unknown; expect: number };
const READS: Call[] = [
  { name: "GET /api/auth/user", method: "GET", path: "/api/auth/user", expect: 200 },
  { name: "GET /api/dashboard/stats", method: "GET", path: "/api/dashboard/stats", expect: 200 },
  { name: "GET /api/documents", method: "GET", path: "/api/documents", expect: 200 },
];

const latencies = new Map<string, number[]>();
const statuses = new Map<string, number>();
const failures: string[] = [];
const deadline = Date.now() + SECONDS * 1000;
const started = performance.now();

async function user(i: number) {
  const cookie = cookies[i]!;
  let reads = 0;
  const mine: string[] = [];
  // Each user starts at a different point of the cycle, so that the users' PDF exports (and new
  // documents) are spread over time rather than all falling on the same 12th call.
  for (let n = i % 12; Date.now() < deadline; n++) {
    // Of every 12 calls: one makes a document, one exports a PDF, one views a document, the rest
    // read what the dashboard shows. A user with no document yet makes one first.
    const gen = GENERATORS[(i + n) % GENERATORS.length]!;
    const doc = mine[(i + n) % Math.max(1, mine.length)];
    const call: Call =
      n % 12 === 5 || !doc
        ? { name: `POST ${gen[0]}`, method: "POST", path: gen[0], json: gen[1], expect: 201 }
        : n % 12 === 11
          ? { name: "GET /api/documents/:id/export/pdf", method: "GET", path: `/api/documents/${doc}/export/pdf`, expect: 200 }
          : n % 12 === 8
            ? { name: "GET /api/documents/:id", method: "GET", path: `/api/documents/${doc}`, expect: 200 }
            : READS[reads++ % READS.length]!;
    const t = performance.now();
    let status: string;
    try {
      const res = await request(call.method, call.path, { cookie, json: call.json });
      status = String(res.status);
      if (res.status === 201) {
        const body = JSON.parse(res.body) as { id: string; document?: { id: string } };
        mine.push(body.document?.id ?? body.id);
      }
      if (res.status !== call.expect && failures.length < 10) failures.push(`${call.name}: ${res.status} ${res.body.slice(0, 200)}`);
    } catch (err) {
      status = `network ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
      if (failures.length < 10) failures.push(`${call.name}: ${status}`);
    }
    const ms = performance.now() - t;
    (latencies.get(call.name) ?? latencies.set(call.name, []).get(call.name)!).push(ms);
    (latencies.get("all") ?? latencies.set("all", []).get("all")!).push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await think();
  }
}

const pace = THINK_MAX > 0 ? `${THINK_MIN}-${THINK_MAX} ms between calls` : "no pause between calls";
console.log(`[load] ${USERS} signed-in Pro users for ${SECONDS} s against ${database.kind}, ${pace} (rate limits raised to ${RAISED} unless set)...`);
// Users start spread over the first pause, as people arrive, not all in the same millisecond.
await Promise.all(
  Array.from({ length: USERS }, async (_, i) => {
    if (THINK_MAX > 0) await new Promise((resolve) => setTimeout(resolve, (i / USERS) * THINK_MAX));
    return user(i);
  }),
);
const elapsed = (performance.now() - started) / 1000;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const all = latencies.get("all") ?? [];
const errors = [...statuses].filter(([s]) => !/^20[01]$/.test(s)).reduce((sum, [, n]) => sum + n, 0);
const p99 = pct(all, 99);
for (const [name, values] of [...latencies].filter(([n]) => n !== "all").sort()) {
  console.log(
    `[load]   ${name.padEnd(36)} ${String(values.length).padStart(7)} requests  p50 ${pct(values, 50).toFixed(1).padStart(7)} ms  p99 ${pct(values, 99).toFixed(1).padStart(7)} ms`,
  );
}
console.log(
  `[security] load: ${USERS} users x ${elapsed.toFixed(0)} s on ${database.kind} (${pace}): ${all.length} requests (${(all.length / elapsed).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${errors} errors, p50 ${pct(all, 50).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms`,
);
for (const f of failures) console.log(`[load]   failure: ${f}`);
if (process.env.LOAD_RESULT) {
  const calls = Object.fromEntries(
    [...latencies]
      .filter(([n]) => n !== "all")
      .sort()
      .map(([name, values]) => [name, { requests: values.length, p50: pct(values, 50), p99: pct(values, 99) }]),
  );
  const result = {
    users: USERS,
    thinkMs: [THINK_MIN, THINK_MAX],
    seconds: elapsed,
    database: database.kind,
    requests: all.length,
    perSecond: all.length / elapsed,
    errors,
    statuses: Object.fromEntries(statuses),
    p50: pct(all, 50),
    p99,
    calls,
    failures,
  };
  fs.writeFileSync(process.env.LOAD_RESULT, JSON.stringify(result, null, 2));
}

agent.destroy();
server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));
await close();
await database.close();
await drop();
// The target: no error, and p99 at most 500 ms.
process.exit(errors === 0 && p99 <= 500 ? 0 : 1);
