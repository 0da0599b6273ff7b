// The image pool: untrusted SVGs are cleaned and rasterised here, logo kits drawn and untrusted PDFs
// read, never on the event loop. Piscina worker threads, one fewer than the cores (at least one) so
// the main thread keeps a core, at a lower CPU priority (nice), each with a JavaScript heap limit.
// A job has a wall-clock budget counted from the moment a worker starts it (waiting in the queue
// does not count); over it, or over the memory limit, its worker is terminated (the renderer is
// WebAssembly, which V8 can interrupt, unlike a native addon), the caller gets JobOverBudget, and
// piscina starts a fresh worker for the next job.
//
// Jobs take turns by owner in the fair queue (../security/fair-queue.ts): a free worker goes to the
// owner who has waited longest with nothing running, so one user's pile of costly files cannot
// hold up another user's logo. Too many of one owner's jobs waiting is a 429; a full queue a 503,
// not a longer wait. The app keeps two pools: the users' (their logos, kits, uploads and
// verifications) and a one-thread pool for verifications without an account, keyed by the
// client's address, so those can never take a signed-in user's worker (server/app.ts).
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { AppError } from "../errors";
import { ANONYMOUS, FairQueue, type Owner } from "../security/fair-queue";
import type { ImageTask, ImageTaskAnswer, ImageTaskResult } from "./worker";

export const LOGO_BUDGET_MS = 2_000;
/** The JavaScript heap a worker may use (jsdom over a 5,000-element SVG fits well within it). */
export const WORKER_HEAP_MB = 256;
export const BUSY_MESSAGE = "Images are being processed for other people right now. Please try again in a moment.";

/** The job ran past its time budget or its memory limit, and was stopped. */
export class JobOverBudget extends Error {
  constructor(readonly reason: "time" | "memory") {
    super(`image job over its ${reason} budget`);
    this.name = "JobOverBudget";
  }
}

/**
 * Bytes that own their whole ArrayBuffer, so it can be moved to a worker rather than copied: the
 * bytes themselves, or a copy when they are a view of a larger buffer (a small Buffer lives in
 * Node's shared pool, which must not move).
 */
export const movable = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);

/**
 * The worker's file: the bundle's image-worker.js beside dist/server/index.js in production, else the
 * TypeScript source through tsx (development and tests).
 */
function workerFile(): string {
  const built = new URL("./image-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  return new URL("./worker-source.mjs", import.meta.url).href;
}

/** One fewer than the cores (at least one): the main thread keeps a core to answer requests. */
const THREADS = Math.max(1, availableParallelism() - 1);
/** Jobs that may wait for a worker; more are refused with 503. */
const MAX_QUEUE = 16;
/** Jobs of one owner that may wait; more are refused with 429. */
const MAX_QUEUE_PER_OWNER = 4;
/**
 * How long a job may wait for a worker before it is refused with 503: a backstop, as long as Node
 * lets a request take (requestTimeout, 300 s). The queue's bounds and each job's budget keep real
 * waits far shorter, but a worker stopped over its budget is replaced before the next job starts,
 * which takes seconds on a busy machine.
 */
const QUEUE_WAIT_MS = 300_000;
const ownerBusyMessage = (waiting: number) =>
  `You have ${waiting} images or PDFs waiting to be read already. Please wait for them to finish and try again.`;

export interface ImagePoolOptions {
  /** Start a worker now (at boot) rather than with the first job; most test apps never draw. */
  warm?: boolean;
  /** Worker threads; default one fewer than the cores (at least one). */
  threads?: number;
  /** Jobs that may wait in all (then 503); default 16. */
  maxQueue?: number;
  /** Jobs of one owner that may wait (then 429); default 4. */
  maxQueuePerOwner?: number;
  /** Jobs of one owner running at once; default 2, the second only while no other owner waits. */
  maxSlotsPerOwner?: number;
  /** The 503's message: the pool is busy for everyone. */
  busyMessage?: string;
  /** The 429's message: this owner has `maxQueuePerOwner` jobs waiting. */
  ownerBusyMessage?: string;
}

export class ImagePool {
  private piscina: Piscina | undefined;
  private readonly threads: number;
  private readonly queue: FairQueue;
  private readonly busy: () => AppError;

  constructor(options: ImagePoolOptions = {}) {
    this.threads = options.threads ?? THREADS;
    const maxQueuePerOwner = options.maxQueuePerOwner ?? MAX_QUEUE_PER_OWNER;
    const busyMessage = options.busyMessage ?? BUSY_MESSAGE;
    this.busy = () => new AppError("unavailable", busyMessage);
    this.queue = new FairQueue({
      slots: this.threads,
      maxQueue: options.maxQueue ?? MAX_QUEUE,
      maxQueuePerOwner,
      ...(options.maxSlotsPerOwner !== undefined ? { maxSlotsPerOwner: options.maxSlotsPerOwner } : {}),
      expired: this.busy,
      full: this.busy,
      ownerFull: () => new AppError("rate_limited", options.ownerBusyMessage ?? ownerBusyMessage(maxQueuePerOwner)),
    });
    if (options.warm) this.pool();
  }

  private pool(): Piscina {
    this.piscina ??= new Piscina({
      filename: workerFile(),
      // At least one worker, always: piscina replaces a stopped one only up to this number, and
      // with none, the jobs queued behind a stopped one would wait for ever.
      minThreads: 1,
      maxThreads: this.threads,
      // The fair queue hands piscina a job only when a worker is free: a job waits here only while
      // a stopped worker is replaced.
      maxQueue: this.threads,
      idleTimeout: 60_000,
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    return this.piscina;
  }

  /** Jobs running, waiting, and the owners they are for. */
  status(): { active: number; queued: number; owners: number } {
    return { active: this.queue.active, queued: this.queue.queued, owners: this.queue.ownerCount };
  }

  /**
   * Runs one job, in its owner's turn, within `budgetMs` of wall-clock time from its start on a
   * worker. `owner`: whom the job is for (a user id; in the public pool, the client's address);
   * jobs without one take turns as one owner. `transfer`: buffers moved to the worker rather than
   * copied (the task's bytes; unusable here afterwards).
   */
  async run<T extends ImageTask>(
    task: T,
    { budgetMs, owner, transfer = [] }: { budgetMs: number; owner?: string | undefined; transfer?: ArrayBuffer[] },
  ): Promise<ImageTaskAnswer<T>> {
    const turn: Owner = await this.queue.enter(owner ?? ANONYMOUS, Date.now() + QUEUE_WAIT_MS);
    try {
      return await this.runNow(task, budgetMs, transfer);
    } finally {
      this.queue.leave(turn);
    }
  }

  private async runNow<T extends ImageTask>(task: T, budgetMs: number, transfer: ArrayBuffer[]): Promise<ImageTaskAnswer<T>> {
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    port1.once("message", () => {
      timer = setTimeout(() => abort.abort(new JobOverBudget("time")), budgetMs);
    });
    try {
      const result = (await this.pool().run({ task, started: port2 }, { transferList: [port2, ...transfer], signal: abort.signal })) as ImageTaskResult;
      if (!result.ok) throw new AppError(result.error.code, result.error.message, result.error.errors);
      return result.value as ImageTaskAnswer<T>;
    } catch (err) {
      if (abort.signal.aborted) throw abort.signal.reason;
      if ((err as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") throw new JobOverBudget("memory");
      if (err instanceof Error && /task queue is at limit/i.test(err.message)) throw this.busy();
      throw err;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  async close(): Promise<void> {
    this.queue.failAll(this.busy);
    await this.piscina?.destroy();
  }
}
