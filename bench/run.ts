// `npm run bench`: every benchmark, each in its own process, then one table of all the figures.
// `npm run bench -- --write` also puts the table and the machine into BENCHMARKS.md (between the
// bench:start and bench:end markers); `-- --no-run` only collects the last results. A name
// (`npm run bench -- pdf`) runs that one. `-- --quick` runs every one with short durations and few
// samples (to check they run; the figures say QUICK MODE). Exits 0 whatever the timings; 1 only if
// one crashed.
//
// A full run (not --quick) also stores its figures in bench/last-full-run.json (committed; a run
// of some benchmarks replaces only theirs). `-- --compare` prints each figure beside that file's:
// `npm run bench -- --quick --compare` checks in a few minutes that nothing moved far, before a
// full run on a quiet machine. Load averages are printed beside both, since every figure but the
// sizes moves with the machine's load.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { chromiumFlags, findChromium } from "../server/chromium";
import { figureKey, machine, markdownTable, QUICK, QUICK_NOTE, RESULTS_DIR, ROOT, type Row } from "./lib";

const BENCHES = ["frontend", "queries", "api", "consents", "generation", "pdf", "capacity"] as const;
/** Diagnostics, run only when named (`npm run bench -- pdf-dev`): no targets of their own. */
const ON_REQUEST = ["pdf-dev", "lists"] as const;

interface Result {
  name: string;
  title: string;
  rows: Row[];
  notes: string[];
  at: string;
  minutes?: number;
  machine: ReturnType<typeof machine>;
}

async function chromiumVersion() {
  const binary = await findChromium(process.env.CHROMIUM_PATH);
  if (!binary) return "none found";
  const browser = await puppeteer.launch({
    executablePath: binary.path,
    headless: true,
    pipe: true,
    args: chromiumFlags(),
  });
  try {
    return `${await browser.version()} (${binary.source})`;
  } finally {
    await browser.close();
  }
}

const LAST_FULL_RUN = path.join(ROOT, "bench", "last-full-run.json");
type Stored = Record<string, Result>;
const readStored = (): Stored =>
  fs.existsSync(LAST_FULL_RUN) ? (JSON.parse(fs.readFileSync(LAST_FULL_RUN, "utf8")) as Stored) : {};

const crashed: string[] = [];
const ranNow: string[] = [];
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const selected = [...BENCHES, ...ON_REQUEST.filter((name) => only.includes(name))];
for (const name of selected) {
  // --no-run: only collect the last results (e.g. to rewrite BENCHMARKS.md).
  if ((only.length && !only.includes(name)) || process.argv.includes("--no-run")) continue;
  fs.rmSync(path.join(RESULTS_DIR, `${name}.json`), { force: true });
  console.log(`\n━━ bench/${name}.ts ━━`);
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.join(ROOT, "bench", `${name}.ts`)],
    {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...(QUICK ? { BENCH_QUICK: "1" } : {}) },
    },
  );
  if (run.status !== 0) crashed.push(name);
  else ranNow.push(name);
}

const results = selected
  .map((name) => path.join(RESULTS_DIR, `${name}.json`))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as Result);
const m = results[results.length - 1]?.machine ?? machine();
const quick = results.some((r) => r.notes.includes(QUICK_NOTE));
const header = [
  ...(quick ? [`**${QUICK_NOTE}**`, ""] : []),
  // Each benchmark's own time and minutes, read from its result: a run of only some of them
  // (`npm run bench -- pdf --write`) shows which figures are newer than the others.
  `Runs (UTC, minutes): ${results.map((r) => `${r.name} ${r.at.slice(0, 16).replace("T", " ")}${r.minutes === undefined ? "" : ` (${r.minutes})`}`).join("; ")}.`,
  "",
  `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, Node ${m.node}, Chromium ${await chromiumVersion()}, ${m.platform}; load average (1/5/15 min) at the end of the last benchmark ${m.loadAverage.join(" / ")}.`,
].join("\n");
const compare = process.argv.includes("--compare");
const stored = readStored();
const compareNote = (r: Result) => {
  const last = stored[r.name];
  if (!last) return ["_Not in bench/last-full-run.json: no full run of it stored yet._", ""];
  return [
    `_Beside the full run of ${last.at.slice(0, 16).replace("T", " ")} UTC (load average at its end ${last.machine.loadAverage.join(" / ")}); this run's load average at its end ${r.machine.loadAverage.join(" / ")}._`,
    "",
  ];
};
const previousRow = (r: Result) => {
  const rows = new Map((stored[r.name]?.rows ?? []).map((row) => [figureKey(row.figure), row]));
  return (row: Row) => rows.get(figureKey(row.figure));
};
const sections = results.map((r) =>
  [
    `### ${r.title}`,
    "",
    ...(compare ? compareNote(r) : []),
    markdownTable(r.rows, compare ? previousRow(r) : undefined),
    "",
    ...r.notes
      .filter((n) => !n.startsWith("Machine:") && n !== QUICK_NOTE)
      .map((n) => `- ${n}`),
  ].join("\n"),
);
const summary = [header, ...sections].join("\n\n");

console.log(`\n━━ All figures ━━\n\n${summary}`);
if (crashed.length) console.log(`\nCrashed: ${crashed.join(", ")}`);
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.writeFileSync(path.join(RESULTS_DIR, "summary.md"), `${summary}\n`);

// A full run's figures are kept for --compare (a quick run's never: not the targets' conditions).
if (!quick && !process.argv.includes("--no-run")) {
  // A benchmark that measured nothing (PostgreSQL unreachable) keeps its stored figures.
  const ran = results.filter((r) => ranNow.includes(r.name) && r.rows.length > 0);
  if (ran.length) {
    const updated = { ...stored, ...Object.fromEntries(ran.map((r) => [r.name, r])) };
    fs.writeFileSync(LAST_FULL_RUN, `${JSON.stringify(updated, null, 2)}\n`);
    console.log(`\nbench/last-full-run.json updated (${ran.map((r) => r.name).join(", ")}).`);
  }
}

if (process.argv.includes("--write")) {
  const file = path.join(ROOT, "BENCHMARKS.md");
  const doc = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8")
    : "# Benchmarks\n\n<!-- bench:start -->\n<!-- bench:end -->\n";
  const updated = doc.replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\n${summary}\n<!-- bench:end -->`,
  );
  fs.writeFileSync(file, updated);
  console.log("\nBENCHMARKS.md updated.");
}
process.exit(crashed.length ? 1 : 0);
