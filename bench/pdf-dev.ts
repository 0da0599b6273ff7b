// Where `npm run dev`'s PDF exports spend their time. Seen from outside, the first
// export of each of 20 of the largest privacy policies on `npm run dev` took p50 333 ms against
// 251 ms for a bare page.pdf of the same HTML (x1.32), where bench/pdf.ts reports x1.07-1.11.
// This benchmark starts the app as separate processes, each as a command of package.json starts
// it (`npm run dev`: tsx, NODE_ENV=development, Vite's middleware; `npm start`: the production
// build with its Node flags), plus variants that change one factor at a time. Every server gets
// its own copy of one PGlite directory holding the same documents and a signed-in Pro session,
// its own port, and the Chromium the app finds. In each round every server in turn (the first
// rotating) exports the round's documents one after the other, each export paired with a bare
// puppeteer-core page.setContent + page.pdf of exactly the HTML the export prints (pdfSource), on
// one page of a browser already open in this process, the bare print going first every other
// time: what one would try against a single server, with the servers taking turns on the same
// machine. For each server: the client's time over loopback HTTP, the server's own time
// (pino-http's responseTime, from its log at info level), the CPU time of its Node process and of
// its Chromium in each request and over its whole blocks, the time its threads waited for a CPU,
// and the time it took to boot and fall quiet.
// With BENCH_PDF_DEV_PROFILE=1 every server also runs with --cpu-prof, and the samples taken
// while that server was exporting are summed per package (or V8 category), per export.
// Not part of a plain `npm run bench`: `npm run bench -- pdf-dev` runs it, or alone
// `npx tsx bench/pdf-dev.ts` (it runs `npm run build` first). About 5 minutes on 2 busy cores.
//   BENCH_PDF_DEV_DOCS    documents per round (10, so 20 per server in all; 4 in quick mode)
//   BENCH_PDF_DEV_ROUNDS  rounds, each on new documents (2; 1 in quick mode)
//   BENCH_PDF_DEV_VARIANTS comma-separated names (default: all; see VARIANTS)
//   BENCH_PDF_DEV_PROFILE=1 CPU profiles of the servers (bench/results/pdf-dev-profiles/)
//   BENCH_NO_BUILD=1      use dist/ as it is instead of running `npm run build` first
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pdfOptions } from "../server/documents/pdf-printer";
import { largestPrivacyPolicy } from "../test/largest-documents";
import { pdfText } from "../test/pdf-text";
import {
  descendants,
  exportPdf,
  exportSourceOf,
  launchBareBrowser,
  machine,
  main,
  makePro,
  ms,
  percentile,
  pick,
  postJson,
  ratio,
  report,
  RESULTS_DIR,
  ROOT,
  signIn,
  startApp,
  timed,
  type Row,
} from "./lib";
import {
  PROFILE,
  PROFILE_DIR,
  SESSION_SECRET,
  type Server,
  type Variant,
  VARIANTS,
  quiet,
  schedTimes,
  sleep,
  startServer,
  stopServer,
  tree,
} from "./pdf-dev/servers";
import { profileBuckets } from "./pdf-dev/profiles";

const DOCS = Number(process.env.BENCH_PDF_DEV_DOCS ?? pick(10, 4));
const ROUNDS = Number(process.env.BENCH_PDF_DEV_ROUNDS ?? pick(2, 1));
const WARM_DOCS = 3;
const EMAIL = "pdf-dev-bench@bench.test";

// ── the run ────────────────────────────────────────────────────────────────────────────────

/** ms on a CPU (all threads, main threads) and waiting for one, over a span. */
interface Sched {
  run: number;
  wait: number;
  main: number;
}

interface Sample {
  round: number;
  /** Wall time: the export over HTTP, its paired bare print. */
  ours: number;
  bare: number;
  /** The server's own responseTime (its log), when it logs. */
  server?: number;
  requestId: string;
  /** During the export: the app's Node process, its printer's Chromium. */
  node: Sched;
  chromium: Sched;
  /** During the bare print: this process (puppeteer's side), the bare Chromium. */
  bareNode: Sched;
  bareChromium: Sched;
  /** The export's span, µs of the monotonic clock (to cut the CPU profile). */
  window: [number, number];
}

const monoUs = () => Number(process.hrtime.bigint() / 1000n);

/** fn's wall time and the scheduler times of each group of processes (ms) across it. */
async function measured<T>(groups: (() => number[])[], fn: () => Promise<T>) {
  const pids = groups.map((g) => g());
  const before = pids.map(schedTimes);
  const from = monoUs();
  const [ms, value] = await timed(fn);
  const to = monoUs();
  const after = pids.map(schedTimes);
  const sched = after.map((a, i) => ({
    run: a.run - before[i]!.run,
    wait: a.wait - before[i]!.wait,
    main: a.main - before[i]!.main,
  }));
  return { ms, value, sched, window: [from, to] as [number, number] };
}

/** One database with the documents and a signed-in Pro user, copied for every server. */
async function makeDocuments() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "founderdocs-pdf-dev-template-"));
  const setup = await startApp("pglite", { SESSION_SECRET }, { pgliteDir: template });
  const setupCookie = await signIn(setup.url, EMAIL);
  await makePro(setup, EMAIL);
  const largest = largestPrivacyPolicy();
  const ids: string[] = [];
  for (let i = 0; i < WARM_DOCS + DOCS * ROUNDS; i++) {
    // Each its own company, so no two documents are the same (at the name's maximum length).
    const tag = ` ${i + 1}`;
    const companyName =
      largest.companyName.slice(0, largest.companyName.length - tag.length).trimEnd() + tag;
    const made = await postJson(setup.url, setupCookie, "/api/generate/privacy-policy", {
      ...largest,
      companyName,
    });
    ids.push(((made.document as { id?: string } | undefined)?.id ?? made.id) as string);
  }
  const sources = await Promise.all(ids.map((id) => exportSourceOf(setup, id)));
  await setup.close();
  return { template, setupCookie, ids, sources };
}

/**
 * Every round: each server in turn exports the round's documents, each paired with a bare print;
 * then the servers' own response times from their logs.
 */
async function runRounds(
  servers: Server[],
  ids: string[],
  barePrint: (i: number) => Promise<unknown>,
  barePid: number | undefined,
) {
  const samples = new Map<string, Sample[]>(servers.map((s) => [s.variant.name, []]));
  /** Per server: CPU of its Node process and of its Chromium over its blocks, per export. */
  const totals = new Map<
    string,
    { node: number; nodeMain: number; chromium: number; exports: number }
  >(servers.map((s) => [s.variant.name, { node: 0, nodeMain: 0, chromium: 0, exports: 0 }]));
  const bareGroups = [() => [process.pid], () => (barePid ? tree(barePid) : [])];
  for (let round = 0; round < ROUNDS; round++) {
    // Each server in turn exports the round's documents one after the other, each paired with
    // its bare print (bare first every other time), as one would try a single server; the
    // server going first rotates from round to round.
    const order = [
      ...servers.slice(round % servers.length),
      ...servers.slice(0, round % servers.length),
    ];
    for (const [j, s] of order.entries()) {
      await quiet(servers, { windowMs: 250, maxMs: 10_000 });
      const nodePids = () => [s.pid];
      const chromiumPids = () => descendants(s.pid).map((d) => d.pid);
      const before = [schedTimes(nodePids()), schedTimes(chromiumPids()).run] as const;
      for (let k = 0; k < DOCS; k++) {
        const i = WARM_DOCS + round * DOCS + k;
        const bareFirst = (k + j + round) % 2 === 0;
        const printBare = () => measured(bareGroups, () => barePrint(i));
        const first = bareFirst ? await printBare() : undefined;
        const ours = await measured([nodePids, chromiumPids], () =>
          exportPdf(s.url, s.cookie, ids[i]!),
        );
        const b = first ?? (await printBare());
        samples.get(s.variant.name)!.push({
          round,
          ours: ours.ms,
          bare: b.ms,
          requestId: ours.value.requestId,
          node: ours.sched[0]!,
          chromium: ours.sched[1]!,
          bareNode: b.sched[0]!,
          bareChromium: b.sched[1]!,
          window: ours.window,
        });
      }
      // What the server still does after its last answer belongs to its exports too.
      await quiet([s], { windowMs: 250, maxMs: 10_000 });
      const total = totals.get(s.variant.name)!;
      const node = schedTimes(nodePids());
      total.node += node.run - before[0].run;
      total.nodeMain += node.main - before[0].main;
      total.chromium += schedTimes(chromiumPids()).run - before[1];
      total.exports += DOCS;
    }
    console.log(
      `Round ${round + 1} of ${ROUNDS} done (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")})`,
    );
  }
  // The last log lines arrive a moment after the answers.
  await sleep(500);
  for (const s of servers) {
    for (const sample of samples.get(s.variant.name)!) {
      const rt = s.responseTimes.get(sample.requestId);
      if (rt !== undefined) sample.server = rt;
    }
  }
  return { samples, totals };
}

type Totals = Awaited<ReturnType<typeof runRounds>>["totals"];

/** The report's rows and notes, and the summary written with every sample. */
function figures(
  servers: Server[],
  samples: Map<string, Sample[]>,
  totals: Totals,
  docs: { pages: number; htmlKb: number; bytes: number },
) {
  const { pages, htmlKb, bytes } = docs;
  const rows: Row[] = [];
  const notes: string[] = [];
  const p50 = (xs: number[]) => percentile(xs, 50);
  const summary: Record<string, unknown> = {};
  const startSamples = samples.get("start");
  for (const s of servers) {
    const xs = samples.get(s.variant.name)!;
    const ours = xs.map((x) => x.ours);
    const base = xs.map((x) => x.bare);
    const extra = xs.map((x) => x.ours - x.bare);
    const server = xs.flatMap((x) => (x.server === undefined ? [] : [x.server]));
    const cpu = {
      node: p50(xs.map((x) => x.node.run)),
      nodeMain: p50(xs.map((x) => x.node.main)),
      chromium: p50(xs.map((x) => x.chromium.run)),
      bareNode: p50(xs.map((x) => x.bareNode.run)),
      bareChromium: p50(xs.map((x) => x.bareChromium.run)),
      extra: p50(xs.map((x) => x.node.run + x.chromium.run - x.bareNode.run - x.bareChromium.run)),
      /** Everything the server's Node and Chromium did over its blocks, per export. */
      nodeAll: totals.get(s.variant.name)!.node / totals.get(s.variant.name)!.exports,
      nodeMainAll: totals.get(s.variant.name)!.nodeMain / totals.get(s.variant.name)!.exports,
      chromiumAll: totals.get(s.variant.name)!.chromium / totals.get(s.variant.name)!.exports,
      wait: p50(xs.map((x) => x.node.wait + x.chromium.wait)),
      bareWait: p50(xs.map((x) => x.bareNode.wait + x.bareChromium.wait)),
    };
    // Against `npm start` on the same document in the same turn: wall and CPU.
    const vsStart =
      startSamples && s.variant.name !== "start"
        ? {
            wall: p50(xs.map((x, n) => x.ours - startSamples[n]!.ours)),
            cpu: p50(
              xs.map(
                (x, n) =>
                  x.node.run +
                  x.chromium.run -
                  startSamples[n]!.node.run -
                  startSamples[n]!.chromium.run,
              ),
            ),
          }
        : undefined;
    const perRound = Array.from({ length: ROUNDS }, (_, r) => {
      const inRound = xs.filter((x) => x.round === r);
      return {
        ratio: p50(inRound.map((x) => x.ours)) / p50(inRound.map((x) => x.bare)),
        extra: p50(inRound.map((x) => x.ours - x.bare)),
      };
    });
    summary[s.variant.name] = {
      what: s.variant.what,
      ours: p50(ours),
      bare: p50(base),
      ratio: p50(ours) / p50(base),
      extra: p50(extra),
      server: p50(server),
      cpu,
      vsStart,
      perRound,
      boot: s.boot,
      pid: s.pid,
      samples: xs,
    };
    rows.push({
      figure: `${s.variant.name}: ${s.variant.what}`,
      ours: `p50 ${ms(p50(ours))} / p95 ${ms(percentile(ours, 95))}; server time p50 ${server.length ? ms(p50(server)) : "n/a (no log)"}; CPU p50 in the request: Node ${ms(cpu.node)} (main thread ${ms(cpu.nodeMain)}) + Chromium ${ms(cpu.chromium)}; all, per export: Node ${ms(cpu.nodeAll)} (main thread ${ms(cpu.nodeMainAll)}) + Chromium ${ms(cpu.chromiumAll)}; waiting for a CPU ${ms(cpu.wait)}`,
      baseline: `bare p50 ${ms(p50(base))}; CPU p50: Node ${ms(cpu.bareNode)} + Chromium ${ms(cpu.bareChromium)}, waiting ${ms(cpu.bareWait)}`,
      ratio: `p50 ${ratio(p50(ours) / p50(base))}; extra p50 ${ms(p50(extra))} wall, ${ms(cpu.extra)} CPU (rounds: ${perRound.map((r) => `${ratio(r.ratio)}/${ms(r.extra)}`).join(", ")})${vsStart ? `; vs npm start ${ms(vsStart.wall)} wall, ${ms(vsStart.cpu)} CPU` : ""}`,
      target: "(diagnostic)",
    });
  }
  notes.push(
    `${servers.length} servers, ${ROUNDS} round(s) of ${DOCS} largest privacy policies each (after ${WARM_DOCS} warm-up documents), ${pages} A4 pages, ${htmlKb.toFixed(0)} kB of HTML and about ${(bytes / 1024).toFixed(0)} kB of PDF each. In each round every server in turn (the first rotating) exports the round's documents one after the other, each once, each export paired with a bare print of the same HTML (bare first every other time); all servers quiet before each block.`,
    "Ours: GET /api/documents/:id/export/pdf?paper=A4 over loopback HTTP with a Pro user's session cookie. Server time: pino-http's responseTime in the server's own log (first middleware to the end of the answer). CPU in the request: time on a CPU of every thread across the request (/proc schedstat): the app's Node process (and of its main thread alone: JavaScript and GC pauses; the rest is V8's GC helpers and libuv's pool) and its printer's Chromium; for the bare print, this process (puppeteer's side) and the bare Chromium. CPU all: the same processes' time over the server's whole blocks (until quiet after the last answer) per export, so work done after an answer counts. Waiting: time those threads were runnable but not running (the machine's other load). Extra: export minus its paired bare print, per document, then the median. Vs npm start: this server's export minus `npm start`'s export of the same document in the same turn, then the median.",
    `Boot (spawn to printer ready; CPU of the whole tree until quiet): ${servers.map((s) => `${s.variant.name} ${s.boot.seconds.toFixed(1)} s, ${(s.boot.cpuMs / 1000).toFixed(1)} s CPU`).join("; ")}.`,
  );
  return { rows, notes, summary };
}

/** Each server's CPU profile, cut to its exports: a note each, and the buckets in the summary. */
function readProfiles(variants: Variant[], summary: Record<string, unknown>, notes: string[]) {
  for (const v of variants) {
    const dir = path.join(PROFILE_DIR, v.name);
    const entry = summary[v.name] as
      { samples: Sample[]; pid: number; profile?: unknown } | undefined;
    // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: the app process's main thread (under
    // tsx, thread 1 is tsx's module loader).
    const name = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .find((f) => f.includes(`.${entry?.pid}.0.`) && f.endsWith(".cpuprofile"))
      : undefined;
    if (!entry || !name) continue;
    const file = path.join(dir, name);
    const buckets = [
      ...profileBuckets(
        file,
        entry.samples.map((x) => x.window),
      ),
    ].sort((a, b) => b[1] - a[1]);
    entry.profile = Object.fromEntries(buckets);
    const total = buckets.reduce((a, [, v]) => a + v, 0);
    const top = buckets.filter(([k]) => k !== "(idle)").slice(0, 10);
    notes.push(
      `CPU profile of ${v.name} while it exported, ms per export (${path.relative(ROOT, file)}): sampled ${total.toFixed(0)} ms, of which idle ${(buckets.find(([k]) => k === "(idle)")?.[1] ?? 0).toFixed(0)}; ${top.map(([k, t]) => `${k} ${t.toFixed(1)}`).join(", ")}.`,
    );
  }
}

main(async () => {
  const only = process.env.BENCH_PDF_DEV_VARIANTS?.split(",").map((v) => v.trim());
  const variants = VARIANTS.filter((v) => (only ? only.includes(v.name) : true));
  if (!variants.length)
    throw new Error(
      `No variant in BENCH_PDF_DEV_VARIANTS; names: ${VARIANTS.map((v) => v.name).join(", ")}`,
    );
  if (!process.env.BENCH_NO_BUILD && variants.some((v) => v.script === "start")) {
    const build = spawnSync("npm", ["run", "build"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  if (PROFILE) fs.rmSync(PROFILE_DIR, { recursive: true, force: true });

  const { template, setupCookie, ids, sources } = await makeDocuments();

  const servers: Server[] = [];
  const bare = await launchBareBrowser();
  const barePid = bare.process()?.pid;
  try {
    const started = await Promise.allSettled(
      variants.map((v) => startServer(v, template, setupCookie)),
    );
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason; // The others are stopped below.
    const settled = await quiet(servers);
    for (const [n, server] of servers.entries()) server.boot.cpuMs = settled.cpu[n]!;
    const quietSeconds = settled.seconds;
    console.log(
      `Servers up: ${servers.map((s) => `${s.variant.name} ${s.boot.seconds.toFixed(1)} s to ready, ${(s.boot.cpuMs / 1000).toFixed(1)} s CPU until quiet`).join("; ")} (quiet after ${quietSeconds.toFixed(0)} s more)`,
    );

    const barePage = await bare.newPage();
    const barePrint = async (i: number) => {
      const { html, options } = sources[i]!;
      await barePage.setContent(html, { waitUntil: "load" });
      return barePage.pdf(pdfOptions(options));
    };

    // Warm-up on documents not timed: each server's first prints, and the bare page's.
    let bytes = 0;
    for (let i = 0; i < WARM_DOCS; i++) {
      for (const s of servers) bytes = (await exportPdf(s.url, s.cookie, ids[i]!)).body.length;
      await barePrint(i);
    }
    const pages = (await pdfText(await barePrint(0))).pages;
    const htmlKb = Buffer.byteLength(sources[0]!.html) / 1024;

    const { samples, totals } = await runRounds(servers, ids, barePrint, barePid);

    const { rows, notes, summary } = figures(servers, samples, totals, { pages, htmlKb, bytes });

    // Stop the servers (a CPU profile is written when its process exits), then read the profiles.
    await Promise.all(servers.splice(0).map(stopServer));
    if (PROFILE) readProfiles(variants, summary, notes);
    notes.push(`Machine: ${JSON.stringify(machine())}`);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS_DIR, "pdf-dev-samples.json"),
      JSON.stringify(summary, null, 2),
    );
    report("pdf-dev", "PDF export on `npm run dev` against `npm start`", rows, notes);
  } finally {
    await Promise.all(servers.map(stopServer));
    await bare.close();
    fs.rmSync(template, { recursive: true, force: true });
  }
});
