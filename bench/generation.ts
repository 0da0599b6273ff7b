// Generation latency at concurrency 1: one signed-in Pro user makes the largest privacy policy
// the form accepts (test/largest-documents.ts largestPrivacyPolicy: every field at its longest,
// every option picked), one request at a time, through POST /api/generate/privacy-policy.
// Target on PostgreSQL: p50 server time ≤ 25 ms. PGlite is measured too, for information.
//
// Server time is what the app itself logs: pino-http's `responseTime` on the request's
// "request completed" line (server/logger.ts), from the first middleware to the end of the
// response, in whole milliseconds. The app runs with its own logger at info level (as in
// production), writing to a sink here that reads those lines; no product code is added. Shown
// beside it: the same span timed in the server process with a sub-millisecond clock (from the
// HTTP server's 'request' event to the response's 'finish'), and the client's round trip over
// loopback.
// Run alone: npx tsx bench/generation.ts   (BENCH_GENERATION_SAMPLES, default 200; 30 in quick
// mode; BENCH_GENERATION_DB=pglite|postgres)
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";
import { largestPrivacyPolicy } from "../test/largest-documents";
import {
  httpPost,
  machine,
  main,
  makePro,
  ms,
  percentile,
  pick,
  POSTGRES_URL,
  postgresReachable,
  report,
  signIn,
  startApp,
  type DbKind,
  type Row,
} from "./lib";

const SAMPLES = Number(process.env.BENCH_GENERATION_SAMPLES ?? pick(200, 30));
const WARM_UP = pick(30, 10);
const TARGET_MS = 25;
const ROUTE = "/api/generate/privacy-policy";
const EMAIL = "generation-bench@bench.test";

interface Sample {
  logged: number[];
  inProcess: number[];
  loopback: number[];
  bytes: number;
}

async function measure(db: DbKind): Promise<Sample> {
  // The app's request log lines, read as they are written.
  const logged: number[] = [];
  const sink = {
    write(line: string) {
      if (!line.includes('"request completed"')) return;
      const entry = JSON.parse(line) as { req?: { url?: string }; responseTime?: number };
      if (entry.req?.url === ROUTE && typeof entry.responseTime === "number") {
        logged.push(entry.responseTime);
      }
    },
  };
  const logger = pino({ level: "info" }, sink);
  const app = await startApp(db, {}, { logger });
  const inProcess: number[] = [];
  app.server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST" || req.url !== ROUTE) return;
    const start = performance.now();
    res.once("finish", () => inProcess.push(performance.now() - start));
  });
  try {
    const cookie = await signIn(app.url, EMAIL);
    await makePro(app, EMAIL);
    const body = largestPrivacyPolicy();
    const loopback: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const start = performance.now();
      const res = await httpPost(`${app.url}${ROUTE}`, body, { cookie });
      const t = performance.now() - start;
      if (res.status !== 201) throw new Error(`${ROUTE}: ${res.status} ${res.text.slice(0, 300)}`);
      bytes = res.text.length;
      if (i >= WARM_UP) loopback.push(t);
    }
    // The log line and the 'finish' event come with the response: all are in by now, but wait a
    // turn of the event loop for the last ones.
    await new Promise((r) => setImmediate(r));
    return { logged: logged.slice(WARM_UP), inProcess: inProcess.slice(WARM_UP), loopback, bytes };
  } finally {
    await app.close();
  }
}

main(async () => {
  const rows: Row[] = [];
  const notes: string[] = [];
  const only = process.env.BENCH_GENERATION_DB;
  const fmt = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p95 ${ms(percentile(xs, 95))}`;
  for (const db of ["postgres", "pglite"] as const) {
    if (only && only !== db) continue;
    const label = db === "pglite" ? "PGlite" : "PostgreSQL";
    if (db === "postgres" && !(await postgresReachable())) {
      notes.push(`PostgreSQL at ${POSTGRES_URL} not reachable: skipped (set BENCH_DATABASE_URL).`);
      continue;
    }
    const s = await measure(db);
    if (s.logged.length !== SAMPLES) {
      throw new Error(`${label}: ${s.logged.length} log lines for ${SAMPLES} generations`);
    }
    const p50 = percentile(s.logged, 50);
    rows.push({
      figure: `${label}: POST ${ROUTE}, largest privacy policy, one user, one request at a time (${SAMPLES} generations, ${Math.round(s.bytes / 1000)} kB answers), server time (pino-http responseTime)`,
      ours: fmt(s.logged),
      baseline: `in the server, sub-ms clock: ${fmt(s.inProcess)}; client over loopback: ${fmt(s.loopback)}`,
      ratio: "",
      ...(db === "postgres"
        ? { target: `p50 ≤ ${TARGET_MS} ms`, met: p50 <= TARGET_MS }
        : { target: "(informational)" }),
    });
  }
  notes.push(
    `After ${WARM_UP} warm-up generations not counted. Server time is the app's own request log field (pino-http responseTime, whole ms, first middleware to the end of the response) with the app logging at info level as in production; "in the server, sub-ms clock" is the same span timed from the HTTP server's 'request' event to the response's 'finish'. The client runs in the same process, one request at a time, so it never competes with the server.`,
    `Machine: ${JSON.stringify(machine())}`,
  );
  report("generation", "Generation latency (concurrency 1)", rows, notes);
});
