// The queries behind one list request (a diagnostic, no target): the realistic account of
// test/realistic-account.ts, then every statement GET /api/documents and GET /api/dashboard/stats
// send the database, each with its time (the median of 50 requests, one at a time) and, on
// PostgreSQL, its EXPLAIN ANALYZE plan (printed in full, and summed up in the table).
// Run alone: npm run bench -- lists   (BENCH_API_DB=pglite|postgres: one of them)
import { seedRealisticAccount } from "../test/realistic-account";
import { machine, main, makePro, pick, POSTGRES_URL, postgresReachable, postJson, report, signIn, startApp, type DbKind, type Row } from "./lib";

const REQUESTS = pick(50, 5);

interface Sent {
  text: string;
  params: unknown[];
  ms: number;
}

async function runFor(db: DbKind, rows: Row[]) {
  const label = db === "pglite" ? "PGlite" : "PostgreSQL";
  const app = await startApp(db);
  try {
    const email = "lists-bench@bench.test";
    const cookie = await signIn(app.url, email);
    await makePro(app, email);
    await seedRealisticAccount((route, body) => postJson(app.url, cookie, route, body));

    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    let sent: Sent[] | undefined;
    client.query = async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await query(...args);
      } finally {
        const [text, params] = args;
        sent?.push({
          text: typeof text === "string" ? text : String((text as { text?: string }).text),
          params: Array.isArray(params) ? params : ((text as { values?: unknown[] }).values ?? []),
          ms: performance.now() - start,
        });
      }
    };

    for (const route of ["/api/documents", "/api/dashboard/stats"]) {
      const runs: { total: number; statements: Sent[] }[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        sent = [];
        const start = performance.now();
        const res = await fetch(`${app.url}${route}`, { headers: { cookie } });
        const body = await res.text();
        const total = performance.now() - start;
        if (!res.ok) throw new Error(`${route}: ${res.status} ${body.slice(0, 200)}`);
        runs.push({ total, statements: sent });
        sent = undefined;
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const statements = runs[0]!.statements;
      for (const [i, s] of statements.entries()) {
        let plan = "";
        if (db === "postgres") {
          const explained = (await query(`explain (analyze, buffers, format text) ${s.text}`, s.params)) as { rows: Record<string, string>[] };
          const lines = explained.rows.map((r) => Object.values(r)[0]!);
          console.log(`\n${label} ${route}, statement ${i + 1}:\n${s.text}\n${lines.join("\n")}`);
          plan = lines.filter((l) => /Scan|Execution Time|Planning Time/.test(l)).map((l) => l.trim().replace(/ \(cost=[^)]*\)/, "")).join("; ");
        }
        rows.push({
          figure: `${label}: ${route}, statement ${i + 1} of ${statements.length}: ${s.text.replace(/\s+/g, " ").slice(0, 90)}…`,
          ours: `median ${median(runs.map((r) => r.statements[i]?.ms ?? NaN)).toFixed(2)} ms${plan ? `; ${plan}` : ""}`,
          baseline: "",
          ratio: "",
          target: "(diagnostic)",
        });
      }
      rows.push({
        figure: `${label}: ${route}, the whole request (one at a time, ${REQUESTS} requests)`,
        ours: `median ${median(runs.map((r) => r.total)).toFixed(1)} ms, ${statements.length} statements`,
        baseline: "",
        ratio: "",
        target: "(diagnostic)",
      });
    }
  } finally {
    await app.close();
  }
}

main(async () => {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const db of ["pglite", "postgres"] as const) {
    if (process.env.BENCH_API_DB && process.env.BENCH_API_DB !== db) continue;
    if (db === "postgres" && !(await postgresReachable())) {
      notes.push(`PostgreSQL at ${POSTGRES_URL} not reachable: skipped (set BENCH_DATABASE_URL).`);
      continue;
    }
    await runFor(db, rows);
  }
  notes.push(`Machine: ${JSON.stringify(machine())}`);
  report("lists", "The queries behind one list request (a realistic account of 100 documents)", rows, notes);
});
