// The PDF printer: one warm headless Chromium and a small pool of pages, one per concurrent print,
// each page in its own browser context. JavaScript is off and every request is refused (the
// document is written into the page with setContent, nothing is fetched), so nothing a document
// does can outlive it: a page is reused for the next job only under those two conditions, and is
// thrown away (with its context) after any failure or time-out. Concurrency is bounded by the
// cores with a queue and a time limit per print; the browser is recycled after a number of jobs
// and relaunched if it dies. `reusePages: false` gives every job a fresh context instead (about
// 2.5x slower on a warm browser: see BENCHMARKS.md).
//
// The queue is fair between owners (the user a print is for; prints without one share one key), so
// one user's pile of big documents cannot hold up another user's one-page PDF:
// - a free slot goes to a waiting owner with nothing printing, the least recently served first;
//   within one owner, jobs run in order;
// - an owner gets a second slot (never more) only while no waiting owner is without one: spare
//   cores are used, and a newcomer still takes the next slot that frees;
// - at most `maxQueuePerOwner` (8) jobs wait per owner (429 past that), and `maxQueue` (64) in all
//   (503), so one owner alone can never fill the queue. Prints without an owner come from our own
//   code (tests, benchmarks, scripts), not from a user: they take turns as one owner, under the
//   overall limit only;
// - `timeoutMs` counts from the call, queue included: a job still waiting then is dropped unprinted.
import os from "node:os";
import puppeteer, {
  type Browser,
  type BrowserContext,
  type CDPSession,
  type HTTPRequest,
  type Page,
  type PDFOptions,
} from "puppeteer-core";
import { AppError } from "../errors";
import { escapeHtml } from "./render-html";
import { CHROMIUM_INSTALL_HINT, findChromium, printerIsolationFlags, type ChromiumBinary } from "../chromium";

export type Paper = "A4" | "Letter";

export interface PrintOptions {
  paper?: Paper;
  /** Whom the print is for (the user id): the queue takes turns between owners. */
  owner?: string;
  /** A line printed in the footer of every page beside the page numbers (e.g. a watermark). */
  footerNote?: string;
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

export interface PrinterStatus {
  state: "idle" | "ready" | "unavailable";
  browser: { source: ChromiumBinary["source"] | "remote"; path?: string } | null;
  active: number;
  queued: number;
  /** Owners with a job printing or waiting. */
  owners: number;
  printed: number;
  /** Jobs dropped because their time limit passed before they could start. */
  expiredInQueue: number;
  maxConcurrent: number;
  message?: string;
}

/** Page.pdf options for a print: paper, margins, and the footer with page numbers and a note. */
export function pdfOptions(options: PrintOptions = {}): PDFOptions {
  const note = options.footerNote ? `${escapeHtml(options.footerNote)} &middot; ` : "";
  return {
    format: options.paper ?? "A4",
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: "<span></span>",
    footerTemplate: `<div style="width:100%;font-size:8px;color:#64748b;padding:0 14mm;text-align:right;font-family:system-ui,sans-serif">${note}Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    margin: { top: "18mm", bottom: "20mm", left: "16mm", right: "16mm" },
  };
}

/** A page ready to print: its own context, JavaScript off, every request refused. */
interface Worker {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  jobs: number;
  closed: boolean;
}

interface BrowserSlot {
  browser: Browser;
  jobs: number;
  active: number;
  retiring: boolean;
  dead: boolean;
  /** Reuse mode: pages waiting for the next job, how many are open, jobs waiting for one. */
  idle: Worker[];
  pages: number;
  waiters: (() => void)[];
}

/**
 * A reused page's renderer keeps each printed document's memory (about 4 MB a job) until a garbage
 * collection, which a page that runs no script rarely gets: one is asked for every this many jobs,
 * after the job has answered and before the page takes another.
 */
const GC_EVERY_JOBS = 10;

/** The owner of prints that name none. */
const ANONYMOUS = "\u0000anonymous";

/** Most slots one owner holds at once, and only while no other owner waits without one. */
const MAX_SLOTS_PER_OWNER = 2;

interface Waiter {
  start(): void;
  fail(err: AppError): void;
  timer: NodeJS.Timeout;
}

/** An owner's place in the queue; forgotten once nothing of theirs is printing or waiting. */
interface Owner {
  key: string;
  running: number;
  waiting: Waiter[];
  /** When this owner last got a slot (a counter); 0 for never. */
  served: number;
}

const tooLong = () => new AppError("unavailable", "Printing the PDF took too long. Please try again.");

export class PdfPrinter {
  private readonly maxConcurrent: number;
  private readonly maxQueue: number;
  private readonly maxQueuePerOwner: number;
  private readonly timeoutMs: number;
  private readonly maxJobsPerBrowser: number;
  private readonly maxHtmlBytes: number;
  private readonly reusePages: boolean;
  private readonly maxJobsPerPage: number;
  private slot: Promise<BrowserSlot> | undefined;
  /** The browser behind `slot`, once launched. */
  private liveSlot: BrowserSlot | undefined;
  private binary: ChromiumBinary | undefined;
  private unavailable: string | undefined;
  private active = 0;
  private printed = 0;
  private expired = 0;
  private queued = 0;
  private turns = 0;
  private readonly owners = new Map<string, Owner>();
  private closed = false;

  constructor(private readonly options: PrinterOptions = {}) {
    this.maxConcurrent = options.maxConcurrent ?? Math.max(1, os.availableParallelism());
    this.maxQueue = options.maxQueue ?? 64;
    this.maxQueuePerOwner = options.maxQueuePerOwner ?? 8;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxJobsPerBrowser = options.maxJobsPerBrowser ?? 500;
    this.maxHtmlBytes = options.maxHtmlBytes ?? 5 * 1024 * 1024;
    this.reusePages = options.reusePages ?? true;
    this.maxJobsPerPage = options.maxJobsPerPage ?? 200;
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
      queued: this.queued,
      owners: this.owners.size,
      printed: this.printed,
      expiredInQueue: this.expired,
      maxConcurrent: this.maxConcurrent,
      ...(this.unavailable ? { message: this.unavailable } : {}),
    };
  }

  /** Start the browser (and a first page) ahead of the first print. Never throws. */
  async warm(): Promise<void> {
    try {
      const slot = await this.acquireSlot();
      try {
        if (this.reusePages && slot.pages === 0 && !slot.retiring) {
          slot.pages++;
          const worker = await this.openWorker(slot.browser).catch((err: unknown) => {
            slot.pages--;
            throw err;
          });
          this.returnWorker(slot, worker, true);
        }
      } finally {
        this.releaseSlot(slot, false);
      }
    } catch {
      // The first print reports the problem.
    }
  }

  async print(html: string, options: PrintOptions = {}): Promise<Buffer> {
    if (this.closed) throw new AppError("unavailable", "The PDF printer is shutting down.");
    if (Buffer.byteLength(html) > this.maxHtmlBytes) {
      throw new AppError("payload_too_large", "The document is too large to print as a PDF.");
    }
    const deadline = Date.now() + this.timeoutMs;
    const owner = await this.enterQueue(options.owner ?? ANONYMOUS, deadline);
    try {
      return await this.printNow(html, options, deadline);
    } finally {
      this.leaveQueue(owner);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const owner of this.owners.values()) {
      for (const w of owner.waiting.splice(0)) {
        clearTimeout(w.timer);
        this.queued--;
        w.fail(new AppError("unavailable", "The PDF printer is shutting down."));
      }
      this.forgetOwner(owner);
    }
    const slot = this.slot;
    this.slot = undefined;
    if (slot) {
      const s = await slot.catch(() => undefined);
      if (s) this.forgetPages(s);
      await this.disposeBrowser(s?.browser);
    }
  }

  /** Resolves when the job holds a slot; refuses it at once when its owner's or the whole queue is full. */
  private async enterQueue(key: string, deadline: number): Promise<Owner> {
    let owner = this.owners.get(key);
    if (!owner) {
      owner = { key, running: 0, waiting: [], served: 0 };
      this.owners.set(key, owner);
    }
    const o = owner;
    let started = false;
    const turn = new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          started = true;
          resolve();
        },
        fail: reject,
        timer: setTimeout(() => {
          if (!this.dropWaiter(o, waiter)) return;
          this.expired++;
          reject(tooLong());
        }, deadline - Date.now()),
      };
      o.waiting.push(waiter);
      this.queued++;
      this.dispatch();
      if (started) return;
      if (key !== ANONYMOUS && o.waiting.length > this.maxQueuePerOwner) {
        this.dropWaiter(o, waiter);
        reject(
          new AppError(
            "rate_limited",
            `You have ${this.maxQueuePerOwner} PDF exports waiting already. Please wait for them to finish and try again.`,
          ),
        );
      } else if (this.queued > this.maxQueue) {
        this.dropWaiter(o, waiter);
        reject(new AppError("unavailable", "The PDF printer is busy. Please try again in a moment."));
      }
    });
    await turn;
    return o;
  }

  /** Take a waiting job out of the queue; false if it had left already (started or dropped). */
  private dropWaiter(owner: Owner, waiter: Waiter): boolean {
    const i = owner.waiting.indexOf(waiter);
    if (i < 0) return false;
    owner.waiting.splice(i, 1);
    clearTimeout(waiter.timer);
    this.queued--;
    this.forgetOwner(owner);
    return true;
  }

  private forgetOwner(owner: Owner) {
    if (owner.running === 0 && owner.waiting.length === 0 && this.owners.get(owner.key) === owner) {
      this.owners.delete(owner.key);
    }
  }

  private leaveQueue(owner: Owner) {
    this.active--;
    owner.running--;
    this.forgetOwner(owner);
    this.dispatch();
  }

  /** Hand free slots to waiting jobs, taking turns between owners. */
  private dispatch() {
    while (this.active < this.maxConcurrent) {
      const owner = this.nextOwner();
      if (!owner) return;
      const waiter = owner.waiting.shift()!;
      clearTimeout(waiter.timer);
      this.queued--;
      this.active++;
      owner.running++;
      owner.served = ++this.turns;
      waiter.start();
    }
  }

  /**
   * Whose job starts next: a waiting owner with nothing printing, least recently served first; only
   * when there is none, a second slot for an owner that has one (least recently served first).
   */
  private nextOwner(): Owner | undefined {
    let best: Owner | undefined;
    for (const o of this.owners.values()) {
      if (o.waiting.length > 0 && o.running === 0 && (!best || o.served < best.served)) best = o;
    }
    if (best) return best;
    for (const o of this.owners.values()) {
      if (o.waiting.length > 0 && o.running < MAX_SLOTS_PER_OWNER && (!best || o.served < best.served)) best = o;
    }
    return best;
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
      args: printerIsolationFlags(),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  }

  private acquireSlot(): Promise<BrowserSlot> {
    if (!this.slot) {
      const slot = this.launch().then((browser) => {
        const s: BrowserSlot = { browser, jobs: 0, active: 0, retiring: false, dead: false, idle: [], pages: 0, waiters: [] };
        // A browser that dies (crash, killed) is forgotten; the next job launches a new one.
        browser.once("disconnected", () => {
          this.forgetPages(s);
          if (this.slot === slot) this.slot = undefined;
        });
        this.unavailable = undefined;
        this.liveSlot = s;
        return s;
      });
      slot.catch((err: unknown) => {
        if (this.slot === slot) this.slot = undefined;
        this.unavailable = err instanceof Error ? err.message : String(err);
      });
      this.slot = slot;
    }
    const current = this.slot;
    return current.then((s) => {
      s.jobs++;
      s.active++;
      // Recycle: after enough jobs, later jobs get a fresh browser; this one closes when idle.
      if (s.jobs >= this.maxJobsPerBrowser && !s.retiring) {
        s.retiring = true;
        if (this.slot === current) this.slot = undefined;
      }
      return s;
    });
  }

  private releaseSlot(slot: BrowserSlot, counted = true) {
    slot.active--;
    if (!counted) slot.jobs--;
    if (slot.retiring && slot.active === 0) {
      this.forgetPages(slot);
      void this.disposeBrowser(slot.browser);
    }
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

  /** A fresh context and page with JavaScript off and every request refused. */
  private async openWorker(browser: Browser): Promise<Worker> {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const cdp = await page.createCDPSession();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on("request", (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        // The document arrives by setContent: nothing is ever fetched. A navigation (meta refresh,
        // a frame) is answered 204, which keeps the current document; anything else is aborted.
        if (request.isNavigationRequest()) void request.respond({ status: 204, body: "" });
        else void request.abort("blockedbyclient");
      });
      return { context, page, cdp, jobs: 0, closed: false };
    } catch (err) {
      await context.close().catch(() => {});
      throw err;
    }
  }

  private closeWorker(worker: Worker | undefined) {
    if (!worker || worker.closed) return;
    worker.closed = true;
    void worker.context.close().catch(() => {});
  }

  /** The browser is going away: its pages with it, and whoever waits for one tries again. */
  private forgetPages(slot: BrowserSlot) {
    slot.dead = true;
    slot.idle.length = 0;
    for (const wake of slot.waiters.splice(0)) wake();
  }

  /**
   * A page for the next job. Reuse mode: an idle page, else a new one while fewer than
   * maxConcurrent are open, else the next page another job hands back (at most one collection).
   */
  private async acquireWorker(slot: BrowserSlot): Promise<Worker> {
    if (!this.reusePages) return this.openWorker(slot.browser);
    for (;;) {
      if (slot.dead || !slot.browser.connected) throw new AppError("unavailable", "Printing the PDF failed. Please try again.");
      const idle = slot.idle.pop();
      if (idle) return idle;
      if (slot.pages < this.maxConcurrent) {
        slot.pages++;
        try {
          return await this.openWorker(slot.browser);
        } catch (err) {
          slot.pages--;
          throw err;
        }
      }
      await new Promise<void>((resolve) => slot.waiters.push(resolve));
    }
  }

  /** After a job: a healthy page goes back to the pool (collected every few jobs), else it closes. */
  private returnWorker(slot: BrowserSlot, worker: Worker, healthy: boolean) {
    if (!this.reusePages) {
      this.closeWorker(worker);
      return;
    }
    const keep =
      healthy && !this.closed && !slot.retiring && !slot.dead && worker.jobs < this.maxJobsPerPage && slot.browser.connected;
    const done = (reuse: boolean) => {
      if (reuse && !slot.dead && !this.closed) slot.idle.push(worker);
      else {
        this.closeWorker(worker);
        slot.pages--;
      }
      slot.waiters.shift()?.();
    };
    if (keep && worker.jobs > 0 && worker.jobs % GC_EVERY_JOBS === 0) {
      worker.cdp.send("HeapProfiler.collectGarbage").then(
        () => done(true),
        () => done(false),
      );
    } else done(keep);
  }

  private async printNow(html: string, options: PrintOptions, deadline: number): Promise<Buffer> {
    // Closed between this job's turn and now: launching a browser would outlive the printer.
    if (this.closed) throw new AppError("unavailable", "The PDF printer is shutting down.");
    const slot = await this.acquireSlot().catch((err: unknown) => {
      throw this.failure(err);
    });
    // puppeteer reads a timeout of 0 as none.
    const left = () => Math.max(1, deadline - Date.now());
    let worker: Worker | undefined;
    let timedOut = false;
    let ok = false;
    let timer: NodeJS.Timeout | undefined;
    const work = (async () => {
      const w = await this.acquireWorker(slot);
      worker = w;
      if (timedOut) throw tooLong();
      w.jobs++;
      await w.page.setContent(html, { waitUntil: "load", timeout: left() });
      const pdf = await w.page.pdf({ ...pdfOptions(options), timeout: left() });
      return Buffer.from(pdf);
    })();
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(tooLong());
        }, deadline - Date.now());
      });
      const pdf = await Promise.race([work, timeout]);
      ok = true;
      this.printed++;
      return pdf;
    } catch (err) {
      // The browser went away under this job: forget it now, so the next job launches a new one
      // even if the disconnect event has not been delivered yet.
      if (!timedOut && (slot.dead || !slot.browser.connected)) this.dropBrowser(slot);
      throw this.failure(err);
    } finally {
      clearTimeout(timer);
      if (ok && worker) this.returnWorker(slot, worker, true);
      else if (worker) this.returnWorker(slot, worker, false);
      else {
        // Timed out before it had a page: the page it gets later is closed, never reused.
        void work.then(
          (): void => worker && this.returnWorker(slot, worker, false),
          (): void => worker && this.returnWorker(slot, worker, false),
        );
      }
      this.releaseSlot(slot);
    }
  }

  /** Forget a browser that is gone, so the next job launches a new one. */
  private dropBrowser(slot: BrowserSlot) {
    if (this.liveSlot === slot) {
      this.liveSlot = undefined;
      this.slot = undefined;
    }
    this.forgetPages(slot);
    void this.disposeBrowser(slot.browser);
  }

  private failure(err: unknown): AppError {
    if (err instanceof AppError) return err;
    return new AppError("unavailable", "Printing the PDF failed. Please try again.");
  }
}

