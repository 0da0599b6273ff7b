// Capacity: test/security/load.ts, run as it is, on PGlite and then on PostgreSQL. 100 signed-in
// Pro users work for 60 s at a brisk human pace (1 to 3 s between calls) on the mix of the
// dashboard's data, the document list, a document viewed, a new document (policies, an NDA,
// invoices and quotes), the PDF of one of their documents, a send (a quote or invoice e-mailed
// to its client, an NDA sent for signature), the client's public quote page, the signer's page
// and a payment on a sent invoice. Target on PostgreSQL: 0 errors and p99 ≤ 300 ms; requests per second and p99 reported for both databases. Then, for
// information, the same users without pause on PostgreSQL (a saturation test of the machine).
// Each run is its own process (node with `npm start`'s flags, through tsx), which writes its
// figures to a file (LOAD_RESULT) read here. The app and the 100 users share that process, as in
// load.ts: the latencies include the load generator's own time on the same event loop.
// Run alone: npx tsx bench/capacity.ts   (BENCH_CAPACITY_SECONDS, default 60, 10 in quick mode;
// BENCH_CAPACITY_USERS, default 100; BENCH_CAPACITY_DB=pglite|postgres; BENCH_CAPACITY_SATURATION=0
// skips the run without pause)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  machine,
  main,
  ms,
  pick,
  POSTGRES_URL,
  postgresReachable,
  report,
  RESULTS_DIR,
  ROOT,
  SERVER_NODE_FLAGS,
  type DbKind,
  type Row,
} from "./lib";

const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? pick(60, 10));
const USERS = Number(process.env.BENCH_CAPACITY_USERS ?? 100);
const TARGET_P99_MS = 300;

interface LoadResult {
  users: number;
  thinkMs: [number, number];
  seconds: number;
  database: string;
  requests: number;
  perSecond: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  calls: Record<string, { requests: number; p50: number; p99: number }>;
  failures: string[];
}

function runLoad(db: DbKind, { think, seconds = SECONDS }: { think?: string; seconds?: number } = {}): LoadResult {
  const out = path.join(RESULTS_DIR, `capacity-${db}${think === "0" ? "-saturation" : ""}.json`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.rmSync(out, { force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOAD_SECONDS: String(seconds),
    LOAD_USERS: String(USERS),
    LOAD_RESULT: out,
    ...(think !== undefined ? { LOAD_THINK_MS: think } : {}),
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (db === "postgres") env.DATABASE_URL = POSTGRES_URL;
  const run = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", path.join(ROOT, "test", "security", "load.ts")],
    { cwd: ROOT, env, stdio: "inherit" },
  );
  // load.ts exits 1 when the target is missed; that is a figure here, not a crash.
  if (!fs.existsSync(out))
    throw new Error(`test/security/load.ts on ${db} wrote no result (exit ${run.status})`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as LoadResult;
}

main(async () => {
  const rows: Row[] = [];
  const notes: string[] = [];
  const only = process.env.BENCH_CAPACITY_DB;
  for (const db of ["pglite", "postgres"] as const) {
    if (only && only !== db) continue;
    const label = db === "pglite" ? "PGlite" : "PostgreSQL";
    if (db === "postgres" && !(await postgresReachable())) {
      notes.push(`PostgreSQL at ${POSTGRES_URL} not reachable: skipped (set BENCH_DATABASE_URL).`);
      continue;
    }
    const r = runLoad(db);
    const statuses = Object.entries(r.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    rows.push({
      figure: `${label}: ${r.users} signed-in users for ${Math.round(r.seconds)} s, ${r.thinkMs[0] / 1000}–${r.thinkMs[1] / 1000} s between calls (test/security/load.ts mix)`,
      ours: `${Math.round(r.perSecond)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.errors} errors (${r.requests} requests; ${statuses})`,
      baseline: "",
      ratio: "",
      ...(db === "postgres"
        ? {
            target: `0 errors, p99 ≤ ${TARGET_P99_MS} ms`,
            met: r.errors === 0 && r.p99 <= TARGET_P99_MS,
          }
        : { target: "(informational)" }),
    });
    notes.push(
      `${label}, per call (requests, p50 / p99): ${Object.entries(r.calls)
        .map(([name, c]) => `${name} ${c.requests}, ${ms(c.p50)} / ${ms(c.p99)}`)
        .join("; ")}.`,
    );
    if (r.failures.length) notes.push(`${label}, first failures: ${r.failures.join(" | ")}`);
  }
  if (process.env.BENCH_CAPACITY_SATURATION !== "0" && (!only || only === "postgres") && (await postgresReachable())) {
    const r = runLoad("postgres", { think: "0", seconds: Math.min(SECONDS, 30) });
    rows.push({
      figure: `PostgreSQL, saturation: the same ${r.users} users without pause for ${Math.round(r.seconds)} s`,
      ours: `${Math.round(r.perSecond)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.errors} errors (${r.requests} requests)`,
      baseline: "",
      ratio: "",
      target: "(informational: the machine's ceiling)",
    });
    notes.push(
      `PostgreSQL without pause, per call (requests, p50 / p99): ${Object.entries(r.calls)
        .map(([name, c]) => `${name} ${c.requests}, ${ms(c.p50)} / ${ms(c.p99)}`)
        .join("; ")}. With 100 requests always open, latency is users / throughput (Little's law); the 503s are the PDF printer's bounded queue answering "busy" at once rather than letting waits grow.`,
    );
  }
  notes.push(
    "Pace: after each answer a user waits a random 1 to 3 s, as load tools model a person (Locust's wait_time, k6's sleep); users start spread over the first 3 s and at different points of the cycle. That is far brisker than a person filling in a form: each user makes a document, prints a PDF and sends one about every 25 s.",
    "Each user's calls in a cycle of 12: one new document, one PDF export of one of their documents (printed by the app's Chromium the first time, then served from the export cache), one document viewed, one send (an NDA not yet sent for signature if there is one, else their quote and their invoice in turn, e-mailed to the client with its PDF), the client's public quote page, the signer's page, a part payment on the sent invoice, five reads of the dashboard's data and the list (current user, dashboard figures, documents). Each user arrives with an invoice, a quote and an NDA made and sent before the clock (so each cycle measures one send). Mail stays in the development outbox (no SMTP server); the links are read from it. Rate limits raised, the mail budget among them; the app logs nothing (LOG_LEVEL=silent). Fresh database per run (in-memory PGlite, or a new database on the PostgreSQL server, dropped at the end).",
    `Machine: ${JSON.stringify(machine())}`,
  );
  report("capacity", "Capacity (100 signed-in users)", rows, notes);
});
