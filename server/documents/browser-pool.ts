// The printer's browser and its pages: one warm headless Chromium (launched here, or a remote one
// through its DevTools endpoint) and a small pool of pages, one per concurrent job, each page in its
// own browser context. JavaScript is off and every request is refused (the document is written
// into the page with setContent, nothing is fetched), so nothing a document does can outlive it: a
// page is reused for the next job only under those two conditions, and is thrown away (with its
// context) after any failure or time-out. The browser is recycled after a number of jobs and
// relaunched if it dies. `reusePages: false` gives every job a fresh context instead (about 2.5x
// slower on a warm browser: see BENCHMARKS.md).
//
// No pool library is used: generic-pool and its kin pool interchangeable resources, while a page
// here belongs to one browser, dies with it, is retired with it after `maxJobsPerBrowser`, and is
// garbage-collected every few jobs; those rules are most of this file.
import puppeteer, { type Browser, type BrowserContext, type CDPSession, type HTTPRequest, type Page } from "puppeteer-core";
import { AppError } from "../errors";
import { CHROMIUM_INSTALL_HINT, findChromium, printerIsolationFlags, type ChromiumBinary } from "../chromium";

export interface BrowserPoolOptions {
  chromiumPath?: string | undefined;
  wsEndpoint?: string | undefined;
  /** Pages open at once (the jobs that run at once). */
  pages: number;
  maxJobsPerBrowser: number;
  /** Reuse a warm page (own context, JavaScript off, no requests) across jobs. */
  reusePages: boolean;
  /** A reused page is replaced after this many jobs. */
  maxJobsPerPage: number;
}

export interface BrowserPoolStatus {
  state: "idle" | "ready" | "unavailable";
  browser: { source: ChromiumBinary["source"] | "remote"; path?: string } | null;
  message?: string;
}

/** A page ready for a job: its own context, JavaScript off, every request refused. */
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

const failed = () => new AppError("unavailable", "Printing the PDF failed. Please try again.");

export class BrowserPool {
  private slot: Promise<BrowserSlot> | undefined;
  /** The browser behind `slot`, once launched. */
  private liveSlot: BrowserSlot | undefined;
  private binary: ChromiumBinary | undefined;
  private unavailable: string | undefined;
  private closed = false;

  constructor(private readonly options: BrowserPoolOptions) {}

  status(): BrowserPoolStatus {
    return {
      state: this.unavailable ? "unavailable" : this.slot ? "ready" : "idle",
      browser: this.options.wsEndpoint
        ? { source: "remote" }
        : this.binary
          ? { source: this.binary.source, path: this.binary.path }
          : null,
      ...(this.unavailable ? { message: this.unavailable } : {}),
    };
  }

  /** Start the browser (and a first page) ahead of the first job. Never throws. */
  async warm(): Promise<void> {
    try {
      const slot = await this.acquireSlot();
      try {
        if (this.options.reusePages && slot.pages === 0 && !slot.retiring) {
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
      // The first job reports the problem.
    }
  }

  /**
   * Runs `job` on a page, failing with `tooLong()` at `deadline`. `left()` is the time that remains,
   * for puppeteer's own time-outs. The page goes back to the pool only if the job succeeded.
   */
  async use<T>(deadline: number, tooLong: () => AppError, job: (page: Page, left: () => number) => Promise<T>): Promise<T> {
    const slot = await this.acquireSlot().catch((err: unknown) => {
      throw asAppError(err);
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
      return job(w.page, left);
    })();
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(tooLong());
        }, deadline - Date.now());
      });
      const result = await Promise.race([work, timeout]);
      ok = true;
      return result;
    } catch (err) {
      // The browser went away under this job: forget it now, so the next job launches a new one
      // even if the disconnect event has not been delivered yet.
      if (!timedOut && (slot.dead || !slot.browser.connected)) this.dropBrowser(slot);
      throw asAppError(err);
    } finally {
      clearTimeout(timer);
      if (worker) this.returnWorker(slot, worker, ok);
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

  async close(): Promise<void> {
    this.closed = true;
    const slot = this.slot;
    this.slot = undefined;
    if (slot) {
      const s = await slot.catch(() => undefined);
      if (s) this.forgetPages(s);
      await this.disposeBrowser(s?.browser);
    }
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
    // Closed between a job's turn and now: launching a browser would outlive the pool.
    if (this.closed) return Promise.reject(new AppError("unavailable", "The PDF printer is shutting down."));
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
      if (s.jobs >= this.options.maxJobsPerBrowser && !s.retiring) {
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

  /** Forget a browser that is gone, so the next job launches a new one. */
  private dropBrowser(slot: BrowserSlot) {
    if (this.liveSlot === slot) {
      this.liveSlot = undefined;
      this.slot = undefined;
    }
    this.forgetPages(slot);
    void this.disposeBrowser(slot.browser);
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
   * A page for the next job. Reuse mode: an idle page, else a new one while fewer than `pages` are
   * open, else the next page another job hands back (at most one collection).
   */
  private async acquireWorker(slot: BrowserSlot): Promise<Worker> {
    if (!this.options.reusePages) return this.openWorker(slot.browser);
    for (;;) {
      if (slot.dead || !slot.browser.connected) throw failed();
      const idle = slot.idle.pop();
      if (idle) return idle;
      if (slot.pages < this.options.pages) {
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
    if (!this.options.reusePages) {
      this.closeWorker(worker);
      return;
    }
    const keep =
      healthy &&
      !this.closed &&
      !slot.retiring &&
      !slot.dead &&
      worker.jobs < this.options.maxJobsPerPage &&
      slot.browser.connected;
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
}

const asAppError = (err: unknown): AppError => (err instanceof AppError ? err : failed());
