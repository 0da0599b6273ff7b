// Shared helpers for the benchmarks: statistics, the table printed at the end of each script, the
// app started on a throwaway database with its rate limits raised, sign-in, machine facts.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import puppeteer, { type Browser } from "puppeteer-core";
import { chromiumFlags, findChromium } from "../server/chromium";
import { pdfSource } from "../server/services/exports";
import { documentVersions, documents, users } from "../shared/schema";
import { startTestApp, type TestApp } from "../test/api-harness";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const RESULTS_DIR = path.join(ROOT, "bench", "results");

/**
 * Quick mode (`npm run bench -- --quick`, or BENCH_QUICK=1 for one script): every benchmark with
 * short durations and few samples, to check that it runs end to end. Its figures are not the
 * targets' conditions; the report says so.
 */
export const QUICK = process.env.BENCH_QUICK === "1" || process.argv.includes("--quick");
/** `full` normally, `quick` in quick mode. */
export const pick = <T>(full: T, quick: T): T => (QUICK ? quick : full);
export const QUICK_NOTE =
  "QUICK MODE (shortened durations and samples, to check the benchmark runs): not the targets' conditions.";

/**
 * Rate limits are real in the app (server/security/rate-limit.ts); a benchmark raises them to the
 * highest budget the config accepts, so the limiter still runs but never answers 429.
 */
export const BENCH_ENV: Record<string, string> = {
  LOG_LEVEL: "silent",
  RATE_LIMIT_SIGNIN: "999999999/1h",
  RATE_LIMIT_GENERATE: "999999999/1h",
  RATE_LIMIT_PDF: "999999999/1h",
  RATE_LIMIT_API: "999999999/1h",
};

/**
 * Node flags of the server processes the benchmarks start, as `npm start` runs the server: source
 * maps for stack traces, and a 64 MB young generation, so the short-lived strings of the requests
 * in flight (a generated document is about 25 KB of HTML, then its JSON) die young instead of
 * being promoted.
 */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=64"];

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type DbKind = "pglite" | "postgres";

/**
 * The real app over HTTP on a fresh database: PGlite in a temporary directory (as `npm run dev`
 * keeps it in ./data; removed on close, unless the caller gave the directory), or a throwaway
 * PostgreSQL database.
 */
export async function startApp(
  db: DbKind = "pglite",
  env: Record<string, string> = {},
  { logger, pgliteDir }: { logger?: Logger; pgliteDir?: string } = {},
): Promise<TestApp> {
  const saved = process.env.TEST_DATABASE_URL;
  if (db === "postgres") process.env.TEST_DATABASE_URL = POSTGRES_URL;
  else delete process.env.TEST_DATABASE_URL;
  const ownDir = db === "pglite" && !pgliteDir;
  const dir = ownDir ? fs.mkdtempSync(path.join(os.tmpdir(), "founderdocs-bench-")) : db === "pglite" ? pgliteDir : undefined;
  try {
    // The app's printer prints with the Chromium the benchmark was told to use, as the baselines do.
    const chromium: Record<string, string> = process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {};
    const app = await startTestApp(
      { ...BENCH_ENV, ...chromium, ...env },
      { ...(dir ? { pgliteDir: dir } : {}), ...(logger ? { logger } : {}) },
    );
    return {
      ...app,
      close: async () => {
        await app.close();
        if (ownDir && dir) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}

/** Signs in through the dev form and answers the session cookie ("name=value"). */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login/dev`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, firstName: "Bench", lastName: "User" }).toString(),
    redirect: "manual",
  });
  if (res.status !== 302) throw new Error(`dev sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes(".sid="));
  if (!cookie) throw new Error("dev sign-in set no session cookie");
  return cookie.split(";")[0]!;
}

/** Pro plan, so the free plan's document limit never interferes. */
export async function makePro(app: TestApp, email: string) {
  await app.db.update(users).set({ subscription: "pro" }).where(eq(users.email, email));
}

export async function postJson(baseUrl: string, cookie: string, route: string, body: unknown) {
  const res = await fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * A GET over node:http (fetch adds "Cache-Control: no-cache" to a conditional request, which
 * rightly defeats a 304): status, headers and the whole body.
 */
export function httpGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** A JSON POST over node:http with keep-alive: status and the body as text. */
export function httpPost(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent: keepAlive,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(payload.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

// ── PDF ─────────────────────────────────────────────────────────────────────────────────────

/** The bare baseline's browser: the Chromium the app would find, with the same flags. */
export async function launchBareBrowser(): Promise<Browser> {
  const binary = await findChromium(process.env.CHROMIUM_PATH);
  if (!binary) throw new Error("No Chromium found (set CHROMIUM_PATH)");
  return puppeteer.launch({
    executablePath: binary.path,
    headless: true,
    pipe: true,
    args: chromiumFlags(),
  });
}

/** GET /api/documents/:id/export/pdf?paper=A4 (a 304 with the ETag given); throws unless a PDF. */
export async function exportPdf(base: string, cookie: string, id: string, etag?: string) {
  const res = await httpGet(`${base}/api/documents/${id}/export/pdf?paper=A4`, {
    cookie,
    ...(etag ? { "if-none-match": etag } : {}),
  });
  const tag = String(res.headers.etag ?? "");
  const requestId = String(res.headers["x-request-id"] ?? "");
  if (res.status === 304) return { status: 304, body: res.body, etag: tag, requestId };
  if (res.status !== 200 || res.body.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new Error(`export ${id}: ${res.status} ${res.body.subarray(0, 200).toString()}`);
  }
  return { status: 200, body: res.body, etag: tag, requestId };
}

/** The page and print options the PDF export prints for a document (its stored version 1, A4). */
export async function exportSourceOf(app: TestApp, id: string) {
  const [stored] = await app.db
    .select({ document: documents, version: documentVersions })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(eq(documents.id, id))
    .orderBy(documentVersions.version)
    .limit(1);
  if (!stored) throw new Error(`document ${id} has no version`);
  return pdfSource({ ...stored, paper: "A4", watermark: false });
}

/** Whether the PostgreSQL server the benchmarks use answers (else its figures are skipped). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// ── statistics ──────────────────────────────────────────────────────────────────────────────

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
};

export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : "n/a");

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

// ── results ─────────────────────────────────────────────────────────────────────────────────

export interface Row {
  figure: string;
  ours: string;
  baseline: string;
  ratio: string;
  target: string;
  /** true met, false missed, undefined: informational. */
  met?: boolean | undefined;
}

export const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}` : "n/a");

export function verdict(met: boolean | undefined) {
  return met === undefined ? "" : met ? "met" : "MISSED";
}

/**
 * The table of a benchmark's figures. With `previous` (`npm run bench -- --compare`), each row also
 * shows the same figure of the last full run (`ours`, and its ratio when it has one) from
 * bench/last-full-run.json.
 */
export function markdownTable(rows: Row[], previous?: (row: Row) => Row | undefined): string {
  if (!previous) {
    const head =
      "| Figure | Ours | Baseline (same run) | Ratio | Target | |\n| --- | --- | --- | --- | --- | --- |";
    const lines = rows.map(
      (r) =>
        `| ${r.figure} | ${r.ours} | ${r.baseline} | ${r.ratio} | ${r.target} | ${verdict(r.met)} |`,
    );
    return [head, ...lines].join("\n");
  }
  const head =
    "| Figure | Ours | Last full run | Baseline (same run) | Ratio | Ratio, last full run | Target | |\n| --- | --- | --- | --- | --- | --- | --- | --- |";
  const lines = rows.map((r) => {
    const p = previous(r);
    return `| ${r.figure} | ${r.ours} | ${p ? p.ours || p.baseline : "(not in it)"} | ${r.baseline} | ${r.ratio} | ${p?.ratio ?? ""} | ${r.target} | ${verdict(r.met)} |`;
  });
  return [head, ...lines].join("\n");
}

/**
 * A figure's name without its numbers: a quick run names "100 signed-in users for 8 s" what a full
 * run names "... for 63 s", and both are the same figure.
 */
export const figureKey = (figure: string) => figure.replace(/\d[\d,.]*/g, "#");

/** Prints the table and writes bench/results/NAME.json for `npm run bench` to collect. */
export function report(name: string, title: string, rows: Row[], notes: string[] = []) {
  if (QUICK) notes = [QUICK_NOTE, ...notes];
  console.log(`\n## ${title}\n`);
  console.log(markdownTable(rows));
  for (const n of notes) console.log(`\n- ${n}`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, `${name}.json`),
    JSON.stringify(
      {
        name,
        title,
        rows,
        notes,
        at: new Date().toISOString(),
        // The benchmark's own process lifetime: its minutes in the run header.
        minutes: Math.round((process.uptime() / 60) * 10) / 10,
        machine: machine(),
      },
      null,
      2,
    ),
  );
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** Runs the benchmark's main and always exits 0 unless it crashed: timings never fail a run. */
export function main(run: () => Promise<void>) {
  run().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

// ── processes ───────────────────────────────────────────────────────────────────────────────

/** Every descendant of a process (from /proc), with its resident memory (PSS) in bytes. */
export function descendants(
  rootPid = process.pid,
): { pid: number; rss: number; cmd: string; zombie: boolean }[] {
  const parent = new Map<number, number>();
  const zombies = new Set<number>();
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (fields[0] === "Z") zombies.add(pid);
      parent.set(pid, Number(fields[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const out: { pid: number; rss: number; cmd: string; zombie: boolean }[] = [];
  for (const pid of parent.keys()) {
    let p = parent.get(pid);
    while (p !== undefined && p > 1 && p !== rootPid) p = parent.get(p);
    if (p !== rootPid || pid === rootPid) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      // Proportional set size: shared pages split between the processes sharing them, so a
      // browser's many processes are not counted several times over. RSS where PSS is not known.
      let rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      try {
        const pss = /^Pss:\s+(\d+)/m.exec(
          fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"),
        )?.[1];
        if (pss !== undefined) rss = Number(pss) * 1024;
      } catch {
        // No smaps_rollup (older kernels): RSS.
      }
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
      out.push({ pid, rss, cmd, zombie: zombies.has(pid) });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

export const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
