// Exports: every format comes from the stored version (its HTML, its Markdown), never from
// re-running a template, so HTML, Markdown and PDF say what the version says and what the viewer
// shows. Rendered exports are kept in a small cache by ETag.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Document, DocumentVersion } from "../../shared/schema";
import { contextFromJson } from "../doc-types/render";
import { ONLY_PDF_MESSAGE } from "../../shared/api/uploaded-pdf";
import { FREE_PLAN_WATERMARK, SENT_WITH_FOOTER } from "../documents";
import { AppError } from "../errors";
import { withPdfMetadata } from "../documents/pdf-metadata";
import type { Paper, PdfPrinter, PrintOptions } from "../documents/pdf-printer";
import { htmlPage, splitPageFooter } from "../documents/render-html";
import { withMarkdownFooter } from "../documents/render-markdown";
import type { FileStore } from "../files";

export const EXPORT_FORMATS = ["html", "markdown", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// Bump when the export page around a version changes, so cached exports and ETags move on.
// 3: no noindex on the HTML export; PDF title and author.
const PAGE_VERSION = "3";

export interface RenderedExport {
  body: Buffer;
  contentType: string;
  filename: string;
  etag: string;
}

export interface ExportRequest {
  document: Pick<Document, "id" | "userId" | "title">;
  /** The stored version; its context and input name the PDF's author. */
  /** An uploaded PDF's version names its file (`pdfKey`, in the file store): its PDF export is the file, unchanged. */
  version: Pick<DocumentVersion, "html" | "markdown" | "sha256"> & Partial<Pick<DocumentVersion, "context" | "input" | "pdfKey">>;
  format: ExportFormat;
  paper: Paper;
  watermark: boolean;
  /**
   * A copy the other party receives (a signer's, a client's, an e-mail's attachment): on the Free
   * plan (`watermark`) it carries only the small SENT_WITH_FOOTER line, not the watermark.
   */
  counterparty?: boolean;
  /**
   * What is printed after the stored version without changing it (an accepted quote's acceptance
   * record, server/invoicing/quotes.ts): escaped HTML and its Markdown.
   */
  appendix?: { html: string; markdown: string } | undefined;
}

const EXTENSIONS: Record<ExportFormat, string> = { html: "html", markdown: "md", pdf: "pdf" };
const TYPES: Record<ExportFormat, string> = {
  html: "text/html; charset=utf-8",
  markdown: "text/markdown; charset=utf-8",
  pdf: "application/pdf",
};

/** Dashes at both ends removed (a loop: /-+$/ rescans a run of dashes from each of them). */
function trimDashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "-") start++;
  while (end > start && text[end - 1] === "-") end--;
  return text.slice(start, end);
}

/** A download name from the title: "Privacy Policy — Acme Inc." → privacy-policy-acme-inc.pdf */
export function exportFilename(title: string, format: ExportFormat): string {
  const dashed = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const slug = trimDashes(trimDashes(dashed).slice(0, 80));
  return `${slug || "document"}.${EXTENSIONS[format]}`;
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/**
 * Who a PDF names as its author: the business the version was issued by (its profile's legal
 * name), else the company name the user typed, else no one.
 */
export function exportAuthor(version: ExportRequest["version"]): string | undefined {
  const context = version.context as { business?: { legalName?: unknown } } | null | undefined;
  const input = version.input as { companyName?: unknown } | null | undefined;
  return nonEmpty(context?.business?.legalName) ?? nonEmpty(input?.companyName);
}

/**
 * The paper a download of a version gets unless one is asked for: the paper of the business it is
 * issued by (Letter in the US and Canada), else A4. The same for the generator's download, the
 * viewer's, the signer's and the account archive.
 */
export const paperOf = (version: Pick<DocumentVersion, "context">): Paper =>
  contextFromJson(version.context).business?.paperSize === "letter" ? "Letter" : "A4";

/** The line an export carries: the owner's Free plan watermark, a counterparty's "Sent with" line, or none. */
function footerLineOf({ watermark, counterparty }: Pick<ExportRequest, "watermark" | "counterparty">): { watermark?: string; footerNote?: string } {
  if (!watermark) return {};
  return counterparty ? { footerNote: SENT_WITH_FOOTER } : { watermark: FREE_PLAN_WATERMARK };
}

/** The ETag of an export, known before rendering so a repeat request costs no work. */
export function exportEtag({ document, version, format, paper, watermark, counterparty, appendix }: ExportRequest): string {
  // The document's id too: two users' identical documents never share a cached export.
  const author = format === "pdf" ? (exportAuthor(version) ?? "-") : "-";
  const extra = appendix ? createHash("sha256").update(`${appendix.html}\u0000${appendix.markdown}`).digest("hex") : "-";
  const key = [PAGE_VERSION, document.id, version.sha256, document.title, format, format === "markdown" ? "-" : paper, watermark ? (counterparty ? "s" : "w") : "-", author, extra];
  return `"${createHash("sha256").update(key.join("|")).digest("base64url").slice(0, 27)}"`;
}

/** The page and print options a PDF export is printed from (the benchmarks print it bare too). */
export function pdfSource({ document, version, paper, watermark, counterparty, appendix }: Omit<ExportRequest, "format">): { html: string; options: PrintOptions } {
  const line = footerLineOf({ watermark, counterparty });
  const note = line.watermark ?? line.footerNote;
  // The document's small print (trading disclosures) goes to the foot of every page, where it
  // takes no room of its own: a one-page invoice stays one page.
  const { body, footer } = splitPageFooter(version.html);
  // The printer draws the line in its footer, beside the page numbers; the page only the mark.
  const html = htmlPage(body + (appendix?.html ?? ""), document.title, { paper, printerFooter: true, ...(line.watermark ? { watermark: line.watermark } : {}) });
  return { html, options: { paper, owner: document.userId, ...(note ? { footerNote: note } : {}), ...(footer ? { pageFooterHtml: footer } : {}) } };
}

/** A PDF export printed from its page (pdfSource), its title and author in the file's metadata; no cache. */
export async function printPdf(printer: PdfPrinter, req: Omit<ExportRequest, "format">): Promise<Buffer> {
  const { html, options } = pdfSource(req);
  return withPdfMetadata(await printer.print(html, options), { title: req.document.title, author: exportAuthor(req.version) });
}

export function createExporter(printer: PdfPrinter, files: FileStore, { cacheBytes = 64 * 1024 * 1024 } = {}) {
  const cache = new LRUCache<string, RenderedExport>({
    maxSize: cacheBytes,
    maxEntrySize: cacheBytes / 4,
    sizeCalculation: (entry) => entry.body.length,
  });
  // Identical requests arriving together share one rendering.
  const inFlight = new Map<string, Promise<RenderedExport>>();

  const produce = async (req: ExportRequest, etag: string): Promise<RenderedExport> => {
    const { document, version, format, paper } = req;
    const line = footerLineOf(req);
    const note = line.watermark ?? line.footerNote;
    let body: Buffer;
    if (version.pdfKey) {
      // An uploaded PDF: the file exactly as uploaded, and no other format.
      if (format !== "pdf") throw new AppError("conflict", ONLY_PDF_MESSAGE);
      body = await files.get(version.pdfKey);
    } else if (format === "pdf") {
      body = await printPdf(printer, req);
    } else if (format === "markdown") {
      const markdown = (version.markdown ?? "") + (req.appendix?.markdown ?? "");
      body = Buffer.from(note ? withMarkdownFooter(markdown, note) : markdown);
    } else {
      body = Buffer.from(htmlPage(version.html + (req.appendix?.html ?? ""), document.title, { paper, ...line }));
    }
    const result = { body, contentType: TYPES[format], filename: exportFilename(document.title, format), etag };
    if (body.length <= cacheBytes / 4) cache.set(etag, result);
    return result;
  };

  const render = async (req: ExportRequest): Promise<RenderedExport> => {
    const etag = exportEtag(req);
    const cached = cache.get(etag);
    if (cached) return cached;
    let pending = inFlight.get(etag);
    if (!pending) {
      pending = produce(req, etag).finally(() => inFlight.delete(etag));
      inFlight.set(etag, pending);
    }
    return pending;
  };

  return { render, etagOf: exportEtag };
}

export type Exporter = ReturnType<typeof createExporter>;
