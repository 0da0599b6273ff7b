// PDF queue fairness: while owner A floods the printer with exports of a ~40-page document (as many
// in flight as A may have: the slots A can hold plus 8 waiting), owner B asks for a one-page PDF 30
// times in a row. B's latency with owner keys (the fair queue) against the same flood without them
// (one first-come queue, as before), and B alone. The printer as the app makes it (default options).
// Run alone: npx tsx bench/pdf-fairness.ts (BENCH_FAIRNESS_SAMPLES, BENCH_FAIRNESS_FLOOD)
import { AppError } from "../server/errors";
import { PdfPrinter } from "../server/documents/pdf-printer";
import { pdfText } from "../test/pdf-text";
import { machine, main, ms, percentile, report, timed, type Row } from "./lib";

const SAMPLES = Number(process.env.BENCH_FAIRNESS_SAMPLES ?? 30);
const FLOOD = Number(process.env.BENCH_FAIRNESS_FLOOD ?? 10);
const TARGET_P95_MS = 1000;

const big = `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Master Services Agreement</h1>${Array.from(
  { length: 220 },
  (_, i) =>
    `<h2>${i + 1}. Confidentiality</h2><p>${"The Receiving Party shall hold the Disclosing Party's Confidential Information in strict confidence and use it solely for the Purpose. ".repeat(4)}</p>`,
).join("")}</body></html>`;
const onePage = (i: number) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Invoice INV-${1000 + i}</h1><p>Consulting, May: 10 hours at $150.00. Total due: $1,500.00.</p></body></html>`;

interface Phase {
  b: number[];
  aPrinted: number;
  aRefused: number;
  aFailed: number;
  seconds: number;
}

/** A keeps FLOOD exports in flight (a refused one is asked again 50 ms later) while B prints in turn. */
async function flood(printer: PdfPrinter, owners: boolean): Promise<Phase> {
  let running = true;
  const phase: Phase = { b: [], aPrinted: 0, aRefused: 0, aFailed: 0, seconds: 0 };
  const a = Array.from({ length: FLOOD }, async () => {
    while (running) {
      try {
        await printer.print(big, owners ? { owner: "user-a" } : {});
        phase.aPrinted++;
      } catch (err) {
        if (err instanceof AppError && err.status === 429) phase.aRefused++;
        else phase.aFailed++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
  await new Promise((r) => setTimeout(r, 500)); // A's queue full before B starts
  const started = performance.now();
  for (let i = 0; i < SAMPLES; i++) {
    phase.b.push((await timed(() => printer.print(onePage(i), owners ? { owner: "user-b" } : {})))[0]);
  }
  phase.seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(a);
  return phase;
}

main(async () => {
  const printer = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH });
  await printer.warm();
  const { pages } = await pdfText(await printer.print(big));
  const [bigMs] = await timed(() => printer.print(big));
  const alone: number[] = [];
  for (let i = 0; i < SAMPLES; i++) alone.push((await timed(() => printer.print(onePage(i))))[0]);

  const fair = await flood(printer, true);
  const fifo = await flood(printer, false);
  const { maxConcurrent } = printer.status();
  await printer.close();

  const fmt = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p95 ${ms(percentile(xs, 95))}`;
  const p95 = percentile(fair.b, 95);
  const rate = (p: Phase) => `${(p.aPrinted / p.seconds).toFixed(1)} PDFs/s`;
  const rows: Row[] = [
    {
      figure: `Owner B's 1-page PDF, ${SAMPLES} in a row, while owner A keeps ${FLOOD} exports of a ${pages}-page document in flight`,
      ours: `fair queue: ${fmt(fair.b)}`,
      baseline: `no owner keys (one first-come queue): ${fmt(fifo.b)}; B alone: ${fmt(alone)}`,
      ratio: `p95 ${(p95 / percentile(fifo.b, 95)).toFixed(2)}`,
      target: `p95 ≤ ${TARGET_P95_MS} ms`,
      met: p95 <= TARGET_P95_MS,
    },
    {
      figure: "Owner A during the flood: printed, refused (429, over 8 waiting), failed",
      ours: `fair queue: ${fair.aPrinted} printed (${rate(fair)}), ${fair.aRefused} refused, ${fair.aFailed} failed`,
      baseline: `no owner keys: ${fifo.aPrinted} printed (${rate(fifo)}), ${fifo.aRefused} refused, ${fifo.aFailed} failed`,
      ratio: "",
      target: "(informational)",
    },
  ];
  report("pdf-fairness", "PDF queue fairness", rows, [
    `The ${pages}-page document prints in ${ms(bigMs)} alone; ${maxConcurrent} print slots (one per core).`,
    `B's samples, fair queue (ms): ${fair.b.map((x) => Math.round(x)).join(", ")}.`,
    `Machine: ${JSON.stringify(machine())}`,
  ]);
});
