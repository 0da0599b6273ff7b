// API benchmark: authenticated GET /api/documents and POST /api/generate/privacy-policy under
// autocannon (100 connections, information only), and the documents list and the dashboard of a
// realistic account (100 documents of every type) at 20 connections (target: p99 ≤ 250 ms), against a bare Express JSON
// hello-world measured in the same run, on PGlite and on PostgreSQL. Every server runs in its own process (bench/api-server.ts, compiled
// as the production server is), the load generator in this one.
//
// The machine is shared and noisy, so the servers stay up and the loads take turns: a round is
// the hello-world, then the documents list, then generation, and the figures are the medians of
// the rounds. CPU time per request is read from /proc for the server, the load generator and
// PostgreSQL's processes, so each row says where the time went. Also shows that the GET bursts
// wrote no session row, and measures express-session alone (a hello-world behind it, signed in)
// as a diagnostic of what the session layer costs.
// Run alone: npm run bench:api   (BENCH_API_DB=pglite|postgres, BENCH_API_DURATION seconds per
// load (5; 2 in quick mode), BENCH_API_ROUNDS (2; 1 in quick mode))
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { build } from "esbuild";
import { privacyPolicyBody } from "../test/fixtures";
import {
  main,
  machine,
  pick,
  POSTGRES_URL,
  postgresReachable,
  ratio,
  report,
  ROOT,
  SERVER_NODE_FLAGS,
  type DbKind,
  type Row,
} from "./lib";

const CONNECTIONS = 100;
/** The lists of a realistic account are measured as the target states them: 20 connections. */
const LIST_CONNECTIONS = 20;
const LIST_P99_TARGET_MS = 250;
const DURATION = Number(process.env.BENCH_API_DURATION ?? pick(5, 2));
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? pick(2, 1));
const WARM_UP = pick(2, 1);

interface Served {
  child: ChildProcess;
  url: string;
  cookie?: string;
  readerCookie?: string;
  writerCookie?: string;
  accountCookie?: string;
  control?: string;
}

/**
 * The servers run compiled as `npm run build` compiles the product's server (one esbuild bundle,
 * packages left external, with source maps) and started as `npm start` starts it, not through tsx:
 * the figures are those of the code that runs in production. Built once per run, under dist/.
 */
const SERVER_BUNDLE = path.join(ROOT, "dist", "bench", "api-server.mjs");
let built: Promise<unknown> | undefined;
const buildServer = () =>
  (built ??= build({
    entryPoints: [path.join(ROOT, "bench", "api-server.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  }));

async function serve(args: string[]): Promise<Served> {
  await buildServer();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE, ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) =>
      reject(new Error(`bench server ${args.join(" ")} exited (${code})`)),
    );
  });
  lines.on("line", () => {});
  return { child, ...(JSON.parse(first) as Omit<Served, "child">) };
}

async function stop(s: Served) {
  const exited = new Promise<void>((resolve) => {
    if (s.child.exitCode !== null) resolve();
    else s.child.once("exit", () => resolve());
  });
  if (s.control) await fetch(`${s.control}/close`).catch(() => {});
  else s.child.kill("SIGTERM");
  const timer = setTimeout(() => s.child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Digest {
  count: number;
  digest: string;
}

const control = async <T>(s: Served, what: string) =>
  (await (await fetch(`${s.control}/${what}`)).json()) as T;

/**
 * Waits until the app has stored every generation it accepted (requests still in flight when the
 * load stopped), so that no leftover work runs while the next load is measured.
 */
async function settle(app: Served) {
  let last = -1;
  for (;;) {
    const { count } = await control<{ count: number }>(app, "documents");
    if (count === last) return;
    last = count;
    await new Promise((r) => setTimeout(r, 300));
  }
}

// ── CPU time from /proc (Linux; elsewhere the columns say n/a) ───────────────────────────────

const TICK_US = 1e6 / 100; // USER_HZ

function cpuOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** CPU time of each PostgreSQL process now (connections come and go: they are told apart by pid). */
function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").startsWith("postgres")) byPid.set(Number(entry), cpuOf(Number(entry)));
    } catch {
      // Gone meanwhile.
    }
  }
  return byPid;
}

/** CPU used by PostgreSQL between two readings (a process that ended meanwhile is not counted). */
function postgresUsed(before: Map<number, number>, after: Map<number, number>) {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return used;
}

const hasProc = fs.existsSync(`/proc/${process.pid}/stat`);
const cpuNow = (server: number) =>
  hasProc ? { server: cpuOf(server), load: cpuOf(process.pid), db: postgresCpu() } : undefined;

// ── load ─────────────────────────────────────────────────────────────────────────────────────

interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU µs per request: the server process, this process (autocannon), PostgreSQL. */
  cpu?: { server: number; load: number; db: number };
}

async function load(server: Served, opts: autocannon.Options): Promise<Load> {
  const before = cpuNow(server.child.pid!);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const after = cpuNow(server.child.pid!);
  const n = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(before && after && result.requests.total > 0
      ? {
          cpu: {
            server: (after.server - before.server) / n,
            load: (after.load - before.load) / n,
            db: postgresUsed(before.db, after.db) / n,
          },
        }
      : {}),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median run of several (by requests per second), with the spread of them all. */
function summarize(runs: Load[]) {
  const mid = median(runs.map((r) => r.rps));
  const run = runs.find((r) => r.rps === mid)!;
  return {
    ...run,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    requests: runs.reduce((s, r) => s + r.requests, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    spread: runs.map((r) => Math.round(r.rps)),
  };
}
type Summary = ReturnType<typeof summarize>;

const us = (v: number) => `${Math.round(v)} µs`;
const fmt = (l: Summary, db: DbKind | "none") => {
  const failures = l.non2xx || l.errors ? ` (${l.non2xx} non-2xx, ${l.errors} errors)` : "";
  const cpu = l.cpu
    ? `; CPU per request: server ${us(l.cpu.server)}${db === "postgres" ? `, PostgreSQL ${us(l.cpu.db)}` : ""}, load generator ${us(l.cpu.load)}`
    : "";
  if (l.requests === 0) return "no answer within the load's duration";
  return `${Math.round(l.rps)} req/s (runs ${l.spread.join(", ")}), p99 ${l.p99} ms${failures}${cpu}`;
};

async function runFor(db: DbKind, rows: Row[], notes: string[]) {
  const label = db === "pglite" ? "PGlite" : "PostgreSQL";
  const bareServer = await serve(["bare"]);
  const sessionServer = await serve(["session"]);
  const app = await serve(["app", db]);
  const documentsUrl = `${app.url}/api/documents`;
  const docsOpts = { url: documentsUrl, headers: { cookie: app.readerCookie! } };
  const genOpts = {
    url: `${app.url}/api/generate/privacy-policy`,
    method: "POST" as const,
    headers: { cookie: app.writerCookie!, "content-type": "application/json" },
    body: JSON.stringify(privacyPolicyBody),
  };
  const sessionOpts = { url: sessionServer.url, headers: { cookie: sessionServer.cookie! } };
  const accountHeaders = { cookie: app.accountCookie! };
  const listOpts = { url: documentsUrl, headers: accountHeaders, connections: LIST_CONNECTIONS };
  const statsOpts = { url: `${app.url}/api/dashboard/stats`, headers: accountHeaders, connections: LIST_CONNECTIONS };
  const bare20Opts = { url: bareServer.url, connections: LIST_CONNECTIONS };

  // Warm-ups: JIT, caches, connection pools.
  await load(bareServer, { url: bareServer.url, duration: WARM_UP });
  await load(sessionServer, { ...sessionOpts, duration: WARM_UP });
  await load(app, { ...docsOpts, duration: WARM_UP });
  await load(app, { ...genOpts, duration: WARM_UP });
  await settle(app);
  await load(app, { ...listOpts, duration: WARM_UP });
  await load(app, { ...statsOpts, duration: WARM_UP });

  // The same route without a session: the whole middleware stack, no database read (a 401).
  const anonymous = summarize([await load(app, { url: documentsUrl })]);

  const bareRuns: Load[] = [];
  const sessionRuns: Load[] = [];
  const docsRuns: Load[] = [];
  const genRuns: Load[] = [];
  const bare20Runs: Load[] = [];
  const listRuns: Load[] = [];
  const statsRuns: Load[] = [];
  const generatedBefore = (await control<{ count: number }>(app, "documents")).count;
  // A signed-in session stamps its activity at most once a minute; within a minute, reading must
  // write nothing at all. The reader signs in again, then its first documents round is watched.
  let check: { requests: number; before: Digest; after: Digest } | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await load(bareServer, { url: bareServer.url }));
    sessionRuns.push(await load(sessionServer, sessionOpts));
    if (round === 0) {
      docsOpts.headers.cookie = (await control<{ cookie: string }>(app, "fresh-reader")).cookie;
      const before = await control<Digest>(app, "reader-sessions");
      const run = await load(app, docsOpts);
      check = { requests: run.requests, before, after: await control<Digest>(app, "reader-sessions") };
      docsRuns.push(run);
    } else {
      docsRuns.push(await load(app, docsOpts));
    }
    genRuns.push(await load(app, genOpts));
    await settle(app);
    bare20Runs.push(await load(bareServer, bare20Opts));
    listRuns.push(await load(app, listOpts));
    statsRuns.push(await load(app, statsOpts));
  }
  const generated = (await control<{ count: number }>(app, "documents")).count - generatedBefore;
  await stop(app);
  await stop(sessionServer);
  await stop(bareServer);

  const bare = summarize(bareRuns);
  const withSession = summarize(sessionRuns);
  const docs = summarize(docsRuns);
  const gen = summarize(genRuns);
  const docsRatio = docs.rps / bare.rps;
  const genRatio = gen.rps / bare.rps;
  const baseline = fmt(bare, "none");
  rows.push({
    figure: `${label}: bare Express JSON hello-world`,
    ours: "",
    baseline,
    ratio: "1.00",
    target: "(baseline)",
  });
  rows.push({
    figure: `${label}: the hello-world behind express-session, signed in (session in memory)`,
    ours: fmt(withSession, "none"),
    baseline: `${Math.round(bare.rps)} req/s`,
    ratio: ratio(withSession.rps / bare.rps),
    target: "(diagnostic: the session layer alone)",
  });
  rows.push({
    figure: `${label}: GET /api/documents without a session (401: middleware only, no database)`,
    ours: fmt(anonymous, db),
    baseline: `${Math.round(bare.rps)} req/s`,
    ratio: ratio(anonymous.rps / bare.rps),
    target: "(diagnostic)",
  });
  rows.push({
    figure: `${label}: GET /api/documents, signed in (10 documents)`,
    ours: fmt(docs, db),
    baseline: `${Math.round(bare.rps)} req/s`,
    ratio: ratio(docsRatio),
    target: "(informational)",
  });
  rows.push({
    figure: `${label}: POST /api/generate/privacy-policy, pro user`,
    ours: `${fmt(gen, db)}; ${generated} documents stored (with those still in flight when each load stopped)`,
    baseline: `${Math.round(bare.rps)} req/s`,
    ratio: ratio(genRatio),
    target: "(informational)",
  });
  const bare20 = summarize(bare20Runs);
  rows.push({
    figure: `${label}: bare Express JSON hello-world, ${LIST_CONNECTIONS} connections`,
    ours: "",
    baseline: fmt(bare20, "none"),
    ratio: "1.00",
    target: "(baseline of the two rows below)",
  });
  for (const [what, runs] of [
    ["GET /api/documents (its first page)", listRuns],
    ["GET /api/dashboard/stats", statsRuns],
  ] as const) {
    const s = summarize(runs);
    rows.push({
      figure: `${label}: ${what}, an account of 100 documents of every type, ${LIST_CONNECTIONS} connections`,
      ours: `${fmt(s, db)}; p50 ${s.p50} ms`,
      baseline: `${Math.round(bare20.rps)} req/s`,
      ratio: ratio(s.rps / bare20.rps),
      target: `p99 ≤ ${LIST_P99_TARGET_MS} ms`,
      met: s.requests > 0 && s.non2xx === 0 && s.errors === 0 && s.p99 <= LIST_P99_TARGET_MS,
    });
  }
  const { before, after } = check!;
  const unchanged = before.count === after.count && before.digest === after.digest;
  rows.push({
    figure: `${label}: session rows written by ${check!.requests} signed-in GETs (${DURATION} s, within the minute between activity stamps)`,
    ours: `${before.count} row(s) of the reader before, ${after.count} after; contents ${unchanged ? "identical" : "CHANGED"} (sha256 ${before.digest} → ${after.digest})`,
    baseline: "",
    ratio: "",
    target: "(informational: no write expected)",
  });
  notes.push(
    `${label}: ${ROUNDS} rounds of ${DURATION} s per load at ${CONNECTIONS} connections, taking turns (hello-world, hello-world with a session, documents, generation; then at ${LIST_CONNECTIONS} connections the hello-world, the realistic account's documents list and its dashboard); figures are the median round, "runs" lists every round's requests per second. ${docs.requests} GETs and ${gen.requests} generations in all.`,
  );
}

main(async () => {
  const rows: Row[] = [];
  const notes: string[] = [];
  const only = process.env.BENCH_API_DB;
  for (const db of ["pglite", "postgres"] as const) {
    if (only && only !== db) continue;
    if (db === "postgres" && !(await postgresReachable())) {
      notes.push(`PostgreSQL at ${POSTGRES_URL} not reachable: skipped (set BENCH_DATABASE_URL).`);
      continue;
    }
    await runFor(db, rows, notes);
  }
  notes.push(
    "CPU per request is the process CPU time (user + system, from /proc) over the requests answered: the server process (on PGlite the database runs inside it), the load generator, and every PostgreSQL process.",
    "Rate limits raised through RATE_LIMIT_* to 999999999/1h: the limiter runs on every request but never answers 429.",
    "The app under test writes no log lines (LOG_LEVEL=silent, like the hello-world); it still gives every request its id. In production each API request also writes one line.",
    `Machine: ${JSON.stringify(machine())}`,
  );
  report("api", "API throughput against a hello-world (informational)", rows, notes);
});
