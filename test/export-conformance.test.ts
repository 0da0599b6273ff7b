// What every document type's exports promise, checked for each type of the registry (the
// compiler refuses a type without a body in test/fixtures.ts):
//  - the HTML export is valid HTML for the W3C Nu checker (vnu.jar, the checker behind
//    validator.w3.org; it needs Java, which CI installs: without Java this part is skipped
//    locally and fails in CI);
//  - the Markdown export has exactly the HTML export's headings, in order;
//  - the PDF export reads as the HTML export: every word of the HTML's text is in the PDF (as
//    often), and its headings come in the same order.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "./api-harness";
import { generateRequests, invoiceBody } from "./fixtures";
import { pdfText } from "./pdf-text";

/** Each generated type of the registry, and the invoice (whose quote and receipt share its template). */
const REQUESTS = [
  ...generateRequests().map(({ kind, path, body }) => ({ kind: kind as string, path, body })),
  { kind: "invoice", path: "/api/invoices", body: invoiceBody as object },
];

const run = promisify(execFile);

async function javaAvailable(): Promise<boolean> {
  try {
    await run("java", ["-version"]);
    return true;
  } catch {
    return false;
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|nbsp);|&#(\d+);/g, (_m, named: string | undefined, code: string | undefined) =>
    named ? ENTITIES[named]! : String.fromCodePoint(Number(code)),
  );
const textOf = (fragment: string) => decode(fragment.replace(/<[^<>]*>/g, " ")).replace(/\s+/g, " ").trim();

export const htmlHeadings = (html: string) =>
  [...html.matchAll(/<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => textOf(m[2]!));
export const markdownHeadings = (md: string) =>
  md
    .split("\n")
    .filter((l) => /^#{1,4} /.test(l))
    .map((l) => l.replace(/^#{1,4} /, "").replace(/\\(.)/g, "$1").replace(/\s+/g, " ").trim());

/** The words a reader sees in the HTML page: its body, without style, scripts or chart drawings. */
function htmlWords(html: string): string[] {
  const body = html.slice(html.search(/<body\b/i));
  const visible = body.replace(/<(style|script|svg)\b[\s\S]*?<\/\1>/gi, " ");
  return words(textOf(visible));
}

// Letters and digits only, in lower case: punctuation moves about with line breaks ("first-" /
// "party"), and a label the stylesheet sets in capitals reads as capitals from the PDF.
const words = (text: string) =>
  text.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The HTML's words the PDF lacks, counted (side-by-side blocks may read across in a PDF). */
function missingWords(html: string[], pdf: string[]): string[] {
  const left = new Map<string, number>();
  for (const w of pdf) left.set(w, (left.get(w) ?? 0) + 1);
  const missing: string[] = [];
  for (const w of html) {
    const n = left.get(w) ?? 0;
    if (n === 0) missing.push(w);
    else left.set(w, n - 1);
  }
  return missing;
}

/** The first heading the PDF does not have in the HTML's order, or undefined. */
function firstMisplacedHeading(headings: string[], pdf: string[]): string | undefined {
  const text = ` ${pdf.join(" ")} `;
  let at = 0;
  for (const heading of headings) {
    const found = text.indexOf(` ${words(heading).join(" ")} `, at);
    if (found === -1) return heading;
    at = found + 1;
  }
  return undefined;
}

let t: TestApp;
let agent: Awaited<ReturnType<TestApp["signIn"]>>;
const dir = mkdtempSync(join(tmpdir(), "founderdocs-exports-"));
const htmlFiles = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp({ CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "" });
  // Lifetime: no plan limit, and the exports as a paying customer publishes them.
  agent = await t.proUser("exports-conformance@example.com");
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(REQUESTS)(
  "$kind exports",
  ({ kind, path, body }) => {
    test("Markdown has the HTML's headings; the PDF reads as the HTML", { timeout: 60_000 }, async () => {
      const created = await agent.post(path).send(body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // POST /api/invoices answers { invoice, document }; the generators the document.
      const { id } = ((created.body as { document?: { id: string } }).document ?? created.body) as { id: string };

      const html = (await agent.get(`/api/documents/${id}/export/html`).expect(200)).text;
      htmlFiles.set(kind, html);
      const md = (await agent.get(`/api/documents/${id}/export/markdown`).expect(200)).text;
      const headings = htmlHeadings(html);
      expect(headings.length).toBeGreaterThan(2);
      expect(markdownHeadings(md)).toEqual(headings);

      const pdf = await agent
        .get(`/api/documents/${id}/export/pdf`)
        .expect(200)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
      const { text } = await pdfText(pdf.body as Buffer);
      const pdfWords = words(text);
      expect(missingWords(htmlWords(html), pdfWords)).toEqual([]);
      expect(firstMisplacedHeading(headings, pdfWords)).toBeUndefined();
    });
  },
);

describe("the W3C Nu HTML checker", () => {
  test("finds no error in any type's HTML export", { timeout: 120_000 }, async (ctx) => {
    if (!(await javaAvailable())) {
      if (process.env.CI) throw new Error("Java is needed for the W3C Nu HTML checker (vnu.jar); .ci/run installs it");
      console.warn("[exports] Java not found: the W3C Nu HTML check is skipped (install a JRE to run it)");
      return ctx.skip();
    }
    expect(htmlFiles.size).toBe(REQUESTS.length);
    const files = [...htmlFiles].map(([kind, html]) => {
      const file = join(dir, `${kind}.html`);
      writeFileSync(file, html);
      return file;
    });
    const jar = String(createRequire(import.meta.url)("vnu-jar"));
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const result = await run("java", ["-jar", jar, "--format", "json", "--errors-only", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stdout: string; stderr: string }) => err);
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const errors = report.messages
      .filter((m) => m.type === "error")
      .map((m) => `${m.url.split("/").pop()}: ${m.message} ${m.extract ?? ""}`);
    expect(errors).toEqual([]);
  });
});
