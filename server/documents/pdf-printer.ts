// The PDF printer: one warm headless Chromium, a fresh browser context per job, JavaScript off
// and every request other than the document itself refused, bounded concurrency with a queue and
// a time limit per print, the browser recycled after a number of jobs and relaunched if it dies.
import os from "node:os";
import puppeteer, { type Browser, type HTTPRequest } from "puppeteer-core";
import { AppError } from "../errors";
import { CHROMIUM_INSTALL_HINT, chromiumFlags, findChromium, type ChromiumBinary } from "../chromium";

export type Paper = "A4" | "Letter";

export interface PrintOptions {
  paper?: Paper;
  /** A line printed in the footer of every page beside the page numbers (e.g. a watermark). */
  footerNote?: string;
}

export interface PrinterOptions {
  chromiumPath?: string;
  wsEndpoint?: string;
  maxConcurrent?: number;
  maxQueue?: number;
  timeoutMs?: number;
  maxJobsPerBrowser?: number;
  maxHtmlBytes?: number;
}

export interface PrinterStatus {
  state: "idle" | "ready" | "unavailable";
  browser: { source: ChromiumBinary["source"] | "remote"; path?: string } | null;
  active: number;
  queued: number;
  printed: number;
  maxConcurrent: number;
  message?: string;
}

interface BrowserSlot {
  browser: Browser;
  jobs: number;
  active: number;
  retiring: boolean;
}

// The document is served to the page under this address; nothing else is ever fetched.
const DOCUMENT_URL = "https://document.invalid/";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class PdfPrinter {
  private readonly maxConcurrent: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;
  private readonly maxJobsPerBrowser: number;
  private readonly maxHtmlBytes: number;
  private slot: Promise<BrowserSlot> | undefined;
  private binary: ChromiumBinary | undefined;
  private unavailable: string | undefined;
  private active = 0;
  private printed = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: PrinterOptions = {}) {
    this.maxConcurrent = options.maxConcurrent ?? Math.max(1, os.availableParallelism());
    this.maxQueue = options.maxQueue ?? 64;
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxJobsPerBrowser = options.maxJobsPerBrowser ?? 500;
    this.maxHtmlBytes = options.maxHtmlBytes ?? 5 * 1024 * 1024;
  }

  status(): PrinterStatus {
    return {
      state: this.unavailable ? "unavailable" : this.slot ? "ready" : "idle",
      browser: this.options.wsEndpoint
        ? { source: "remote" }
        : this.binary
          ? { source: this.binary.source, path: this.binary.path }
          : null,
      active: this.active,
      queued: this.waiting.length,
      printed: this.printed,
      maxConcurrent: this.maxConcurrent,
      ...(this.unavailable ? { message: this.unavailable } : {}),
    };
  }

  /** Start the browser ahead of the first print. Never throws. */
  async warm(): Promise<void> {
    await this.acquireSlot().then(
      (slot) => this.releaseSlot(slot, false),
      () => {},
    );
  }

  async print(html: string, options: PrintOptions = {}): Promise<Buffer> {
    if (this.closed) throw new AppError("unavailable", "The PDF printer is shutting down.");
    if (Buffer.byteLength(html) > this.maxHtmlBytes) {
      throw new AppError("payload_too_large", "The document is too large to print as a PDF.");
    }
    await this.enterQueue();
    try {
      return await this.printNow(html, options);
    } finally {
      this.leaveQueue();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const slot = this.slot;
    this.slot = undefined;
    if (slot) {
      const s = await slot.catch(() => undefined);
      await this.disposeBrowser(s?.browser);
    }
  }

  private async enterQueue() {
    if (this.active < this.maxConcurrent) {
      this.active++;
      return;
    }
    if (this.waiting.length >= this.maxQueue) {
      throw new AppError("unavailable", "The PDF printer is busy. Please try again in a moment.");
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private leaveQueue() {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  private async launch(): Promise<Browser> {
    if (this.options.wsEndpoint) {
      return puppeteer.connect({ browserWSEndpoint: this.options.wsEndpoint });
    }
    this.binary ??= await findChromium(this.options.chromiumPath);
    if (!this.binary) throw new AppError("unavailable", `PDF export is unavailable. ${CHROMIUM_INSTALL_HINT}`);
    return puppeteer.launch({
      executablePath: this.binary.path,
      headless: true,
      pipe: true,
      args: chromiumFlags(),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  }

  private acquireSlot(): Promise<BrowserSlot> {
    if (!this.slot) {
      const slot = this.launch().then((browser) => {
        const s: BrowserSlot = { browser, jobs: 0, active: 0, retiring: false };
        // A browser that dies (crash, killed) is forgotten; the next job launches a new one.
        browser.once("disconnected", () => {
          if (this.slot === slot) this.slot = undefined;
        });
        this.unavailable = undefined;
        return s;
      });
      slot.catch((err: unknown) => {
        if (this.slot === slot) this.slot = undefined;
        this.unavailable = err instanceof Error ? err.message : String(err);
      });
      this.slot = slot;
    }
    return this.slot.then((s) => {
      s.jobs++;
      s.active++;
      // Recycle: after enough jobs, later jobs get a fresh browser; this one closes when idle.
      if (s.jobs >= this.maxJobsPerBrowser && !s.retiring) {
        s.retiring = true;
        this.slot = undefined;
      }
      return s;
    });
  }

  private releaseSlot(slot: BrowserSlot, counted = true) {
    slot.active--;
    if (!counted) slot.jobs--;
    if (slot.retiring && slot.active === 0) void this.disposeBrowser(slot.browser);
  }

  private async disposeBrowser(browser: Browser | undefined) {
    if (!browser) return;
    try {
      if (this.options.wsEndpoint) await browser.disconnect();
      else await browser.close();
    } catch {
      // Already gone.
    }
  }

  private async printNow(html: string, options: PrintOptions): Promise<Buffer> {
    const slot = await this.acquireSlot();
    const context = await slot.browser.createBrowserContext().catch((err: unknown) => {
      this.releaseSlot(slot);
      throw this.failure(err);
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const work = (async () => {
        const page = await context.newPage();
        await page.setJavaScriptEnabled(false);
        await page.setRequestInterception(true);
        let served = false;
        page.on("request", (request: HTTPRequest) => {
          if (request.isInterceptResolutionHandled()) return;
          if (!served && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            served = true;
            void request.respond({ status: 200, contentType: "text/html; charset=utf-8", body: html });
          } else if (request.isNavigationRequest()) {
            // 204 keeps the current document: a meta refresh or frame navigation goes nowhere.
            void request.respond({ status: 204, body: "" });
          } else {
            void request.abort("blockedbyclient");
          }
        });
        await page.goto(DOCUMENT_URL, { waitUntil: "load", timeout: this.timeoutMs });
        const note = options.footerNote ? `${escapeHtml(options.footerNote)} &middot; ` : "";
        const pdf = await page.pdf({
          format: options.paper ?? "A4",
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: "<span></span>",
          footerTemplate: `<div style="width:100%;font-size:8px;color:#64748b;padding:0 14mm;text-align:right;font-family:system-ui,sans-serif">${note}Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
          margin: { top: "18mm", bottom: "20mm", left: "16mm", right: "16mm" },
          timeout: this.timeoutMs,
        });
        return Buffer.from(pdf);
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AppError("unavailable", "Printing the PDF took too long. Please try again.")),
          this.timeoutMs,
        );
      });
      const pdf = await Promise.race([work, timeout]);
      work.catch(() => {});
      this.printed++;
      return pdf;
    } catch (err) {
      throw this.failure(err);
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => {});
      this.releaseSlot(slot);
    }
  }

  private failure(err: unknown): AppError {
    if (err instanceof AppError) return err;
    return new AppError("unavailable", "Printing the PDF failed. Please try again.");
  }
}
