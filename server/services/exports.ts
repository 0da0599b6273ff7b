// Exports: every format is rendered from the same document model, rebuilt from the validated input
// kept in the document's metadata, so HTML, Markdown and PDF always say the same thing.
import { createHash } from "node:crypto";
import type { Document } from "../../shared/schema";
import {
  buildDocument,
  FREE_PLAN_WATERMARK,
  renderHtmlPage,
  renderMarkdown,
  type DocumentKind,
  type DocumentModel,
} from "../documents";
import type { Paper, PdfPrinter, PrintOptions } from "../documents/pdf-printer";
import type { DocumentMetadata } from "./generation";

export const EXPORT_FORMATS = ["html", "markdown", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// Bump when templates or renderers change, so cached exports and ETags move on.
const RENDER_VERSION = "1";

const KINDS = new Set<string>(["privacy_policy", "terms_conditions", "cookie_policy", "nda", "invoice", "quote", "receipt"]);
const DATE_KEYS = ["generatedAt", "createdAt", "paidAt"];

/** The document's model, rebuilt from its metadata; undefined for a document without one. */
export function modelOf(doc: Pick<Document, "metadata">): DocumentModel | undefined {
  const meta = doc.metadata as DocumentMetadata | null;
  if (!meta || meta.version !== 1 || !KINDS.has(meta.kind)) return undefined;
  const context: Record<string, unknown> = { ...meta.context };
  for (const key of DATE_KEYS) {
    if (typeof context[key] === "string") context[key] = new Date(context[key] as string);
  }
  return buildDocument(meta.kind as DocumentKind, meta.input as never, context as never);
}

/** A document stored without a model (e.g. inserted by hand): its HTML body on a plain page. */
function fallbackModel(doc: Pick<Document, "type" | "title">): DocumentModel {
  return { type: doc.type as DocumentKind, title: doc.title, meta: [], sections: [] };
}

export interface RenderedExport {
  body: Buffer;
  contentType: string;
  filename: string;
  etag: string;
}

export interface ExportRequest {
  doc: Pick<Document, "id" | "userId" | "type" | "title" | "metadata" | "content" | "updatedAt">;
  format: ExportFormat;
  paper: Paper;
  watermark: boolean;
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

/** The ETag of an export, known before rendering so a repeat request costs no work. */
export function exportEtag({ doc, format, paper, watermark }: ExportRequest): string {
  const key = [RENDER_VERSION, doc.id, doc.updatedAt.toISOString(), format, format === "markdown" ? "-" : paper, watermark ? "w" : "-"];
  return `"${createHash("sha256").update(key.join("|")).digest("base64url").slice(0, 27)}"`;
}

/** A small LRU of rendered exports, bounded by total size. */
class ExportCache {
  private entries = new Map<string, RenderedExport>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string) {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: RenderedExport) {
    if (value.body.length > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.length;
    }
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.body.length;
    }
  }
}

/** The page and print options a PDF export is printed from (the benchmarks print it bare too). */
export function pdfSource(req: Omit<ExportRequest, "format">): { html: string; options: PrintOptions } {
  const { doc, paper } = req;
  const model = modelOf(doc) ?? fallbackModel(doc);
  const watermark = req.watermark ? FREE_PLAN_WATERMARK : undefined;
  // The printer draws the watermark line in its footer, beside the page numbers.
  const html = page(model, doc, { paper, marginFooter: false, ...(watermark ? { watermark } : {}) });
  return { html, options: { paper, ...(watermark ? { footerNote: watermark } : {}) } };
}

export function createExporter(printer: PdfPrinter, { cacheBytes = 64 * 1024 * 1024 } = {}) {
  const cache = new ExportCache(cacheBytes);

  // Identical requests arriving together share one rendering.
  const inFlight = new Map<string, Promise<RenderedExport>>();

  const produce = async (req: ExportRequest, etag: string): Promise<RenderedExport> => {
    const { doc, format, paper } = req;
    let body: Buffer;
    if (format === "pdf") {
      const { html, options } = pdfSource(req);
      body = await printer.print(html, { ...options, owner: doc.userId });
    } else {
      const model = modelOf(doc) ?? fallbackModel(doc);
      const watermark = req.watermark ? FREE_PLAN_WATERMARK : undefined;
      body =
        format === "markdown"
          ? Buffer.from(renderMarkdown(model, watermark ? { watermark } : {}))
          : Buffer.from(page(model, doc, { paper, ...(watermark ? { watermark } : {}) }));
    }
    const result = { body, contentType: TYPES[format], filename: exportFilename(doc.title, format), etag };
    cache.set(etag, result);
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

function page(
  model: DocumentModel,
  doc: Pick<Document, "metadata" | "content">,
  options: Parameters<typeof renderHtmlPage>[1],
): string {
  const html = renderHtmlPage(model, options);
  if (modelOf(doc)) return html;
  // No model: put the stored (already escaped) body into the page after the title.
  return html.replace("</article>", `${doc.content}</article>`);
}

export type Exporter = ReturnType<typeof createExporter>;
