// Which Chromium prints faster, and why: the largest privacy policy (every field at its longest, as
// the export prints it) printed on a reused page by each browser named in BENCH_CHROMIUMS, in turn,
// with the printer's flags (printerIsolationFlags) plus a variant's extra flags. Per print: wall
// time and the CPU time of the browser's process tree (from /proc, so the machine's other load
// barely moves it). Then one traced print per browser (Chrome's trace, every process): the busiest
// threads and events, so the difference is read off a trace instead of guessed.
// Not part of `npm run bench`; run alone:
//   BENCH_CHROMIUMS="debian=/usr/bin/chromium,bundled=/tmp/chromium" npx tsx bench/chromium.ts
// A variant adds flags to one browser: "debian-nogpu=/usr/bin/chromium|--disable-gpu-compositing".
// BENCH_CHROMIUM_PRINTS (default 12, 4 in quick mode) prints per browser.
import fs from "node:fs";
import path from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { printerIsolationFlags } from "../server/chromium";
import { pdfOptions } from "../server/documents/pdf-printer";
import { largestPrivacyPolicy } from "../test/largest-documents";
import { descendants, exportSourceOf, main, makePro, ms, percentile, pick, postJson, report, RESULTS_DIR, signIn, startApp, type Row } from "./lib";

const PRINTS = Number(process.env.BENCH_CHROMIUM_PRINTS ?? pick(12, 4));
const TRACED = 3;
/** The renderer's stages of a print, as the trace names them (each summed, then per print). */
const STAGES = [
  "ParseHTML",
  "Document::RecalcStyle",
  "LocalFrameView::layout",
  "InlineNode::ShapeTextIncludingFirstLine",
  "Paint",
  "EvaluateScript",
];
const TRACE_CATEGORIES = [
  "toplevel",
  "blink",
  "cc",
  "gpu",
  "viz",
  "skia",
  "fonts",
  "loading",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "printing",
  "ipc",
  "mojom",
];

interface Candidate {
  label: string;
  binary: string;
  extra: string[];
  browser?: Browser;
  page?: Page;
  wall: number[];
  cpu: number[];
  /** CPU ms by process kind, summed over the timed prints. */
  kinds: Map<string, number>;
}

function candidates(): Candidate[] {
  const spec = process.env.BENCH_CHROMIUMS;
  if (!spec) throw new Error('Set BENCH_CHROMIUMS, e.g. "debian=/usr/bin/chromium,bundled=/tmp/chromium"');
  return spec.split(",").map((entry) => {
    const [label, rest] = entry.split("=") as [string, string];
    const [binary, ...extra] = rest.split("|");
    return { label, binary: binary!, extra, wall: [], cpu: [], kinds: new Map() };
  });
}

const TICK_MS = 10; // USER_HZ 100: /proc's times are in 10 ms ticks
/** CPU time (user + system) of a browser's processes by kind (browser, renderer, gpu-process...), in ms. */
function treeCpu(rootPid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of [rootPid, ...descendants(rootPid).map((d) => d.pid)]) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const kind = pid === rootPid ? "browser" : (/--type=([\w-]+)/.exec(cmd)?.[1] ?? "other");
      out.set(kind, (out.get(kind) ?? 0) + (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

type TraceEvent = { ph: string; name: string; pid: number; tid: number; dur?: number; ts: number; args?: { name?: string } };

/** The busiest threads and, on each, the longest-running event names (complete events, summed). */
function summarize(events: TraceEvent[]) {
  const threadName = new Map<string, string>();
  const processName = new Map<number, string>();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? "?");
    if (e.ph === "M" && e.name === "process_name") processName.set(e.pid, e.args?.name ?? "?");
  }
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  // Top-level time per thread: an event inside another on the same thread is not counted twice.
  const busy = new Map<string, number>();
  const byName = new Map<string, number>();
  const openUntil = new Map<string, number>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    const label = `${processName.get(e.pid) ?? e.pid} / ${threadName.get(key) ?? e.tid}`;
    byName.set(`${label}: ${e.name}`, (byName.get(`${label}: ${e.name}`) ?? 0) + e.dur! / 1000);
    if (e.ts >= (openUntil.get(key) ?? 0)) {
      busy.set(label, (busy.get(label) ?? 0) + e.dur! / 1000);
      openUntil.set(key, e.ts + e.dur!);
    }
  }
  const top = <K>(m: Map<K, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  const stages = STAGES.map((name) => {
    const sum = complete.filter((e) => e.name === name && (threadName.get(`${e.pid}:${e.tid}`) ?? "") === "CrRendererMain")
      .reduce((n, e) => n + e.dur! / 1000, 0);
    return [name, sum] as const;
  });
  return { threads: top(busy, 6), events: top(byName, 14), stages };
}

main(async () => {
  const list = candidates();
  const app = await startApp("pglite");
  const email = "chromium-bench@bench.test";
  const cookie = await signIn(app.url, email);
  await makePro(app, email);
  const made = await postJson(app.url, cookie, "/api/generate/privacy-policy", largestPrivacyPolicy());
  const id = ((made.document as { id?: string } | undefined)?.id ?? made.id) as string;
  const { html, options } = await exportSourceOf(app, id);
  await app.close();

  for (const c of list) {
    c.browser = await puppeteer.launch({
      executablePath: c.binary,
      headless: true,
      pipe: true,
      args: [...printerIsolationFlags(), ...c.extra],
    });
    c.page = await c.browser.newPage();
    await c.page.setJavaScriptEnabled(false);
  }
  const print = async (c: Candidate) => {
    await c.page!.setContent(html, { waitUntil: "load" });
    return c.page!.pdf(pdfOptions(options));
  };
  const pages = new Map<string, number>();
  for (const c of list) {
    for (let i = 0; i < 2; i++) await print(c); // warm-up
    const pdf = await print(c);
    pages.set(c.label, (Buffer.from(pdf).toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length);
  }
  // In turn, the first rotating, so every browser sees the same machine.
  for (let round = 0; round < PRINTS; round++) {
    for (let k = 0; k < list.length; k++) {
      const c = list[(round + k) % list.length]!;
      const pid = c.browser!.process()!.pid!;
      const cpu0 = treeCpu(pid);
      const t0 = performance.now();
      await print(c);
      c.wall.push(performance.now() - t0);
      const cpu1 = treeCpu(pid);
      c.cpu.push(total(cpu1) - total(cpu0));
      for (const [kind, t] of cpu1) c.kinds.set(kind, (c.kinds.get(kind) ?? 0) + t - (cpu0.get(kind) ?? 0));
    }
  }

  const rows: Row[] = [];
  const notes: string[] = [];
  const base = list[list.length - 1]!;
  for (const c of list) {
    const version = await c.browser!.version();
    rows.push({
      figure: `${c.label}: ${version}${c.extra.length ? ` + ${c.extra.join(" ")}` : ""}`,
      ours: `wall p50 ${ms(percentile(c.wall, 50))}, CPU p50 ${ms(percentile(c.cpu, 50))} (mean per print: ${[...c.kinds].sort((a, b) => b[1] - a[1]).map(([k, t]) => `${k} ${ms(t / c.cpu.length)}`).join(", ")})`,
      baseline: c === base ? "" : `${base.label}: wall p50 ${ms(percentile(base.wall, 50))}, CPU p50 ${ms(percentile(base.cpu, 50))}`,
      ratio: c === base ? "" : (percentile(c.wall, 50) / percentile(base.wall, 50)).toFixed(2),
      target: `(informational, ${pages.get(c.label)} pages)`,
    });
  }

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  for (const c of list) {
    const file = path.join(RESULTS_DIR, `trace-${c.label}.json`);
    await c.page!.tracing.start({ path: file, categories: TRACE_CATEGORIES });
    for (let i = 0; i < TRACED; i++) await print(c);
    await c.page!.tracing.stop();
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const { threads, stages } = summarize(Array.isArray(parsed) ? parsed : parsed.traceEvents);
    notes.push(
      `${c.label}, ${TRACED} traced prints (${path.relative(process.cwd(), file)}), per print: busiest threads ${threads.map(([t, d]) => `${t} ${ms(d / TRACED)}`).join("; ")}; renderer stages ${stages.map(([t, d]) => `${t} ${ms(d / TRACED)}`).join("; ")}`,
    );
    await c.browser!.close();
  }
  notes.push(`Flags: ${printerIsolationFlags().join(" ")}; ${PRINTS} prints each after 3 warm-ups, in turn.`);
  report("chromium", "Chromium builds printing the largest privacy policy", rows, notes);
});
