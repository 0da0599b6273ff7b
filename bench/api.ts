// API benchmark: authenticated GET /api/documents and POST /api/generate/privacy-policy under
// autocannon (100 connections), against a bare Express JSON hello-world measured in the same run,
// on PGlite and on PostgreSQL. Every server runs in its own process (bench/api-server.ts), the
// load generator in this one. Also shows that the GET burst wrote no session row.
// Run alone: npm run bench:api   (BENCH_API_DB=pglite|postgres to run one database only)
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import pg from "pg";
import { privacyPolicyBody } from "../test/fixtures";
import { main, machine, POSTGRES_URL, ratio, report, ROOT, type DbKind, type Row } from "./lib";

const CONNECTIONS = 100;
const DURATION = Number(process.env.BENCH_API_DURATION ?? 10);

interface Served {
  child: ChildProcess;
  url: string;
  cookie?: string;
  control?: string;
}

async function serve(args: string[]): Promise<Served> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "bench", "api-server.ts"), ...args],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
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

const control = async <T>(s: Served, what: string) =>
  (await (await fetch(`${s.control}/${what}`)).json()) as T;

interface Load {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function load(opts: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const fmt = (l: Load) =>
  `${Math.round(l.rps)} req/s, p99 ${l.p99} ms${l.non2xx || l.errors ? ` (${l.non2xx} non-2xx, ${l.errors} errors)` : ""}`;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function runFor(db: DbKind, rows: Row[], notes: string[]) {
  const bareServer = await serve(["bare"]);
  await load({ url: bareServer.url, duration: 2 }); // warm-up
  const bare = await load({ url: bareServer.url });
  await stop(bareServer);

  const app = await serve(["app", db]);
  const headers = { cookie: app.cookie!, "content-type": "application/json" };
  const documentsUrl = `${app.url}/api/documents`;
  await load({ url: documentsUrl, headers, duration: 2 }); // warm-up
  // The same route without a session: the whole middleware stack, no database read (a 401).
  const anonymous = await load({ url: documentsUrl });
  const before = await control<{ count: number; digest: string }>(app, "sessions");
  const docs = await load({ url: documentsUrl, headers });
  const after = await control<{ count: number; digest: string }>(app, "sessions");
  const generatedBefore = (await control<{ count: number }>(app, "documents")).count;
  const gen = await load({
    url: `${app.url}/api/generate/privacy-policy`,
    method: "POST",
    headers,
    body: JSON.stringify(privacyPolicyBody),
  });
  const generated = (await control<{ count: number }>(app, "documents")).count - generatedBefore;
  await stop(app);

  const docsRatio = docs.rps / bare.rps;
  const genRatio = gen.rps / bare.rps;
  const label = db === "pglite" ? "PGlite" : "PostgreSQL";
  rows.push({
    figure: `${label}: bare Express JSON hello-world`,
    ours: "",
    baseline: fmt(bare),
    ratio: "1.00",
    target: "(baseline)",
  });
  rows.push({
    figure: `${label}: GET /api/documents without a session (401: middleware only, no database)`,
    ours: `${Math.round(anonymous.rps)} req/s, p99 ${anonymous.p99} ms`,
    baseline: `${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms`,
    ratio: ratio(anonymous.rps / bare.rps),
    target: "(diagnostic)",
  });
  rows.push({
    figure: `${label}: GET /api/documents, signed in (10 documents)`,
    ours: fmt(docs),
    baseline: `${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms`,
    ratio: ratio(docsRatio),
    target: "≥ 0.5",
    met: docsRatio >= 0.5 && docs.non2xx === 0 && docs.errors === 0,
  });
  rows.push({
    figure: `${label}: POST /api/generate/privacy-policy, pro user`,
    ours: `${fmt(gen)}; ${generated} documents stored`,
    baseline: `${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms`,
    ratio: ratio(genRatio),
    target: "≥ 0.25",
    met: genRatio >= 0.25 && gen.non2xx === 0 && gen.errors === 0,
  });
  const unchanged = before.count === after.count && before.digest === after.digest;
  rows.push({
    figure: `${label}: session rows written by ${docs.requests} signed-in GETs`,
    ours: `${before.count} row(s) before, ${after.count} after; contents ${unchanged ? "identical" : "CHANGED"} (sha256 ${before.digest} → ${after.digest})`,
    baseline: "",
    ratio: "",
    target: "no write",
    met: unchanged,
  });
  notes.push(
    `${label}: ${docs.requests} GETs and ${gen.requests} generations in ${DURATION} s each at ${CONNECTIONS} connections.`,
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
    "Rate limits raised through RATE_LIMIT_* to 999999999/1h: the limiter runs on every request but never answers 429.",
    `Machine: ${JSON.stringify(machine())}`,
  );
  report("api", "API", rows, notes);
});
