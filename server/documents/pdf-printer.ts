// The PDF printer: what an export calls. A print takes a turn in the fair queue
// (../security/fair-queue.ts: one user's pile of big documents cannot hold up another user's one-page PDF),
// then runs on a warm page of the browser pool (./browser-pool.ts: its own context, JavaScript off,
// every request refused), within one time limit that counts from the call, waiting included.
// Concurrency is bounded by the cores.
import os from "node:os";
import type { PDFOptions } from "puppeteer-core";
import { AppError } from "../errors";
import { BrowserPool, type BrowserPoolStatus } from "./browser-pool";
import { ANONYMOUS, FairQueue } from "../security/fair-queue";
import { escapeHtml } from "./render-html";

export type Paper = "A4" | "Letter";

export interface PrintOptions {
  paper?: Paper;
  /** Whom the print is for (the user id): the queue takes turns between owners. */
  owner?: string;
  /** A line printed in the footer of every page beside the page numbers (e.g. a watermark). */
  footerNote?: string;
  /** False: no "Page n of N" (pages numbered afterwards, as the file they join counts them). */
  pageNumbers?: boolean;
  /**
   * Small print at the foot of every page, above the page numbers: a page footer's inner HTML as
   * the renderer made it (splitPageFooter in ./render-html.ts: escaped text in <p> elements).
   */
  pageFooterHtml?: string;
}

export interface PrinterOptions {
  chromiumPath?: string;
  wsEndpoint?: string;
  maxConcurrent?: number;
  /** Jobs waiting in all; default 64. */
  maxQueue?: number;
  /** Jobs waiting per owner; default 8. */
  maxQueuePerOwner?: number;
  /** Time limit of a print from the call, waiting included; default 15 s. */
  timeoutMs?: number;
  maxJobsPerBrowser?: number;
  maxHtmlBytes?: number;
  /** Reuse a warm page (own context, JavaScript off, no requests) across jobs; default true. */
  reusePages?: boolean;
  /** A reused page is replaced after this many jobs; default 200. */
  maxJobsPerPage?: number;
}

export interface PrinterStatus extends BrowserPoolStatus {
  active: number;
  queued: number;
  /** Owners with a job printing or waiting. */
  owners: number;
  printed: number;
  /** Jobs dropped because their time limit passed before they could start. */
  expiredInQueue: number;
  maxConcurrent: number;
}

/** Page.pdf options for a print: paper, margins, and the footer with page numbers and a note. */
export function pdfOptions(options: PrintOptions = {}): PDFOptions {
  const numbers = options.pageNumbers === false ? "" : `Page <span class="pageNumber"></span> of <span class="totalPages"></span>`;
  const note = options.footerNote ? `${escapeHtml(options.footerNote)}${numbers ? " &middot; " : ""}` : "";
  // The template's own elements need inline styles: Chromium prints it apart from the page's CSS.
  const small = options.pageFooterHtml
    ? `<div style="text-align:left;color:#475569;line-height:1.35;margin-bottom:1.5mm">${options.pageFooterHtml.replace(/<p>/g, '<p style="margin:0">')}</div>`
    : "";
  return {
    format: options.paper ?? "A4",
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: "<span></span>",
    footerTemplate: `<div style="width:100%;font-size:8px;color:#64748b;padding:0 16mm;font-family:system-ui,sans-serif">${small}<div style="text-align:right">${note}${numbers}</div></div>`,
    // Small print needs more room at the foot than the page numbers alone.
    margin: { top: "18mm", bottom: small ? "26mm" : "20mm", left: "16mm", right: "16mm" },
  };
}

/** The error for a print that ran past its time limit, whether it was still waiting or printing. */
export const printTookTooLong = () => new AppError("unavailable", "Printing the PDF took too long. Please try again.");
const shuttingDown = () => new AppError("unavailable", "The PDF printer is shutting down.");

export class PdfPrinter {
  private readonly maxConcurrent: number;
  private readonly timeoutMs: number;
  private readonly maxHtmlBytes: number;
  private readonly queue: FairQueue;
  private readonly pool: BrowserPool;
  private printed = 0;
  private closed = false;

  constructor(private readonly options: PrinterOptions = {}) {
    this.maxConcurrent = options.maxConcurrent ?? Math.max(1, os.availableParallelism());
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxHtmlBytes = options.maxHtmlBytes ?? 5 * 1024 * 1024;
    const maxQueuePerOwner = options.maxQueuePerOwner ?? 8;
    this.queue = new FairQueue({
      slots: this.maxConcurrent,
      maxQueue: options.maxQueue ?? 64,
      maxQueuePerOwner,
      expired: printTookTooLong,
      ownerFull: () =>
        new AppError("rate_limited", `You have ${maxQueuePerOwner} PDF exports waiting already. Please wait for them to finish and try again.`),
      full: () => new AppError("unavailable", "The PDF printer is busy. Please try again in a moment."),
    });
    this.pool = new BrowserPool({
      chromiumPath: options.chromiumPath,
      wsEndpoint: options.wsEndpoint,
      pages: this.maxConcurrent,
      maxJobsPerBrowser: options.maxJobsPerBrowser ?? 500,
      reusePages: options.reusePages ?? true,
      maxJobsPerPage: options.maxJobsPerPage ?? 200,
    });
  }

  status(): PrinterStatus {
    return {
      ...this.pool.status(),
      active: this.queue.active,
      queued: this.queue.queued,
      owners: this.queue.ownerCount,
      printed: this.printed,
      expiredInQueue: this.queue.expired,
      maxConcurrent: this.maxConcurrent,
    };
  }

  /** Start the browser (and a first page) ahead of the first print. Never throws. */
  warm(): Promise<void> {
    return this.pool.warm();
  }

  async print(html: string, options: PrintOptions = {}): Promise<Buffer> {
    if (this.closed) throw shuttingDown();
    if (Buffer.byteLength(html) > this.maxHtmlBytes) {
      throw new AppError("payload_too_large", "The document is too large to print as a PDF.");
    }
    // The time limit counts from the call, waiting in the queue included.
    const deadline = Date.now() + this.timeoutMs;
    const owner = await this.queue.enter(options.owner ?? ANONYMOUS, deadline);
    try {
      const pdf = await this.printNow(html, options, deadline);
      this.printed++;
      return pdf;
    } finally {
      this.queue.leave(owner);
    }
  }

  /** The print itself, once the job has its turn. */
  private printNow(html: string, options: PrintOptions, deadline: number): Promise<Buffer> {
    return this.pool.use(deadline, printTookTooLong, async (page, left) => {
      await page.setContent(html, { waitUntil: "load", timeout: left() });
      return Buffer.from(await page.pdf({ ...pdfOptions(options), timeout: left() }));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.failAll(shuttingDown);
    await this.pool.close();
  }
}
