// PDF benchmark. The target: the first export of each of 20 different documents, end to end over
// HTTP (session, database, the stored version, the page around it, the print, the PDF metadata),
// has a p50 at most 1.2 times that of a bare puppeteer-core page.pdf of the same HTML on a page
// already open, measured in the same run. The documents are of every generated type and invoices,
// each made through the API; the bare side prints exactly the HTML the export prints
// (pdfSource, from the stored version), with the same print options. The two sides take turns
// document by document, each first every other time, so both see the same machine.
// Informational: a repeat export of the same version (served from the export cache), a 304 on
// If-None-Match, the first PDF after a cold start, and the printer's reused page against a fresh
// browser context per job.
// Run alone: npm run bench:pdf   (BENCH_PDF_DOCS, default 20; 8 in quick mode)
import { PdfPrinter, pdfOptions } from "../server/documents/pdf-printer";
import { generateRequests, invoiceBody } from "../test/fixtures";
import { pdfText } from "../test/pdf-text";
import {
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
  signIn,
  startApp,
  timed,
  type Row,
} from "./lib";

const DOCS = Number(process.env.BENCH_PDF_DOCS ?? pick(20, 8));
const WARM_DOCS = 3;
const TARGET_RATIO = 1.2;
const EMAIL = "pdf-bench@bench.test";

/** Every generated type (test/fixtures.ts) and the invoice, in turn; company names made distinct. */
function requests() {
  const kinds = [
    ...generateRequests().map((r) => ({ label: r.label, path: r.path, body: r.body })),
    { label: "Invoice", path: "/api/invoices", body: invoiceBody as object },
  ];
  return (i: number) => {
    const { label, path, body } = kinds[i % kinds.length]!;
    const named =
      "companyName" in body && typeof body.companyName === "string"
        ? { ...body, companyName: `${body.companyName} ${i}` }
        : body;
    return { label, path, body: named };
  };
}

const fmt = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p95 ${ms(percentile(xs, 95))}`;

type Source = Awaited<ReturnType<typeof exportSourceOf>>;

// ── first PDF after a cold start: a new server whose browser has not started yet ──
async function coldStartRow(request: ReturnType<typeof requests>, sources: Source[]): Promise<Row> {
  const cold = await startApp("pglite");
  const coldCookie = await signIn(cold.url, EMAIL);
  await makePro(cold, EMAIL);
  const coldDoc = await postJson(cold.url, coldCookie, request(0).path, request(0).body);
  const [coldMs] = await timed(() => exportPdf(cold.url, coldCookie, coldDoc.id as string));
  await cold.close();
  const [bareColdMs] = await timed(async () => {
    const b = await launchBareBrowser();
    const page = await b.newPage();
    await page.setContent(sources[0]!.html, { waitUntil: "load" });
    await page.pdf(pdfOptions(sources[0]!.options));
    await b.close();
  });
  return {
    figure: "First PDF after a cold start (browser launch included)",
    ours: ms(coldMs),
    baseline: `bare launch + newPage + pdf: ${ms(bareColdMs)}`,
    ratio: ratio(coldMs / bareColdMs),
    target: "(informational)",
  };
}

// ── the printer's two isolation modes, same HTML, warm ──
async function isolationRow(sources: Source[]): Promise<Row> {
  const reuse = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, maxConcurrent: 1 });
  const fresh = new PdfPrinter({
    chromiumPath: process.env.CHROMIUM_PATH,
    maxConcurrent: 1,
    reusePages: false,
  });
  const printed = sources.slice(WARM_DOCS);
  for (let i = 0; i < 3; i++) {
    await reuse.print(printed[i]!.html, printed[i]!.options);
    await fresh.print(printed[i]!.html, printed[i]!.options);
  }
  const reuseMs: number[] = [];
  const freshMs: number[] = [];
  for (const { html, options } of printed) {
    reuseMs.push((await timed(() => reuse.print(html, options)))[0]);
    freshMs.push((await timed(() => fresh.print(html, options)))[0]);
  }
  await reuse.close();
  await fresh.close();
  return {
    figure:
      "Printer alone: reused page (own context, JS off, every request refused) vs a fresh context per job",
    ours: `reused ${fmt(reuseMs)}`,
    baseline: `fresh context ${fmt(freshMs)}`,
    ratio: `p50 ${ratio(percentile(reuseMs, 50) / percentile(freshMs, 50))}`,
    target: "(informational)",
  };
}

main(async () => {
  const rows: Row[] = [];
  const notes: string[] = [];

  // ── the app, a Pro user (no watermark, no plan limit) and the documents ──
  const app = await startApp("pglite");
  const cookie = await signIn(app.url, EMAIL);
  await makePro(app, EMAIL);
  const request = requests();
  const docs: { id: string; label: string }[] = [];
  for (let i = 0; i < WARM_DOCS + DOCS; i++) {
    const { label, path, body } = request(i);
    const made = await postJson(app.url, cookie, path, body);
    const id = ((made.document as { id?: string } | undefined)?.id ?? made.id) as string;
    docs.push({ id, label });
  }

  const sources = await Promise.all(docs.map((d) => exportSourceOf(app, d.id)));

  const bare = await launchBareBrowser();
  const barePage = await bare.newPage();
  const barePrint = async (i: number) => {
    const { html, options } = sources[i]!;
    await barePage.setContent(html, { waitUntil: "load" });
    return barePage.pdf(pdfOptions(options));
  };

  // Warm both sides on documents not timed: the app's printer launches its browser on its first
  // export, and each side's first prints are slower.
  for (let i = 0; i < WARM_DOCS; i++) {
    await exportPdf(app.url, cookie, docs[i]!.id);
    await barePrint(i);
  }

  // ── the target: each document's first export against the bare print of its HTML ──
  const ours: number[] = [];
  const base: number[] = [];
  const firsts: { etag: string; body: Buffer }[] = [];
  const pages: number[] = [];
  for (let i = WARM_DOCS; i < docs.length; i++) {
    const { id } = docs[i]!;
    const bareFirst = i % 2 === 0;
    if (bareFirst) base.push((await timed(() => barePrint(i)))[0]);
    const [t, res] = await timed(() => exportPdf(app.url, cookie, id));
    ours.push(t);
    firsts.push(res);
    if (!bareFirst) base.push((await timed(() => barePrint(i)))[0]);
    pages.push((await pdfText(res.body)).pages);
  }
  const p50Ratio = percentile(ours, 50) / percentile(base, 50);
  const kinds = [...new Set(docs.slice(WARM_DOCS).map((d) => d.label))];
  rows.push({
    figure: `First export of each of ${ours.length} different documents (${kinds.length} types, ${Math.min(...pages)}–${Math.max(...pages)} A4 pages), GET /api/documents/:id/export/pdf over HTTP`,
    ours: fmt(ours),
    baseline: `bare page.pdf of the same HTML on an open page: ${fmt(base)}`,
    ratio: `p50 ${ratio(p50Ratio)} (p95 ${ratio(percentile(ours, 95) / percentile(base, 95))})`,
    target: `p50 ratio ≤ ${TARGET_RATIO}`,
    met: p50Ratio <= TARGET_RATIO,
  });

  // ── the same version again: 200 from the export cache, and 304 on If-None-Match ──
  const hit: number[] = [];
  const notModified: number[] = [];
  let same = 0;
  for (const [k, first] of firsts.entries()) {
    const id = docs[WARM_DOCS + k]!.id;
    const [t, res] = await timed(() => exportPdf(app.url, cookie, id));
    hit.push(t);
    if (res.body.equals(first.body)) same++;
    const [t304, res304] = await timed(() => exportPdf(app.url, cookie, id, res.etag));
    if (res304.status !== 304) throw new Error(`expected 304 for ${id}, got ${res304.status}`);
    notModified.push(t304);
  }
  rows.push({
    figure: `Repeat export of the same version (served from the export cache; ${same} of ${hit.length} byte-identical to the first)`,
    ours: fmt(hit),
    baseline: `bare page.pdf ${fmt(base)}`,
    ratio: `p50 ${ratio(percentile(hit, 50) / percentile(base, 50))}`,
    target: "(informational)",
  });
  rows.push({
    figure: "Repeat export with If-None-Match → 304",
    ours: fmt(notModified),
    baseline: "",
    ratio: "",
    target: "(informational)",
  });
  await bare.close();
  await app.close();

  rows.push(await coldStartRow(request, sources));

  rows.push(await isolationRow(sources));

  notes.push(
    `Documents (after ${WARM_DOCS} warm-up documents not timed): ${docs
      .slice(WARM_DOCS)
      .map((d, k) => `${d.label} ${pages[k]} pages`)
      .join(", ")}.`,
    `Per document, ms (ours / bare): ${ours.map((o, k) => `${Math.round(o)}/${Math.round(base[k]!)}`).join(", ")}.`,
    "Ours: GET /api/documents/:id/export/pdf?paper=A4 with a session cookie over loopback HTTP (session, database, the stored version, the export page, the print on the app's warm printer, the PDF metadata, the activity entry) on PGlite. Baseline: page.setContent(html) then page.pdf with the same options, on one page of a browser already open, in the same process.",
    `Machine: ${JSON.stringify(machine())}`,
  );
  report("pdf", "PDF", rows, notes);
});
