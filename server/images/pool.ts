// The image pool: untrusted SVGs are cleaned and rasterised here, and logo kits drawn, never on the
// event loop. Piscina worker threads, one fewer than the cores (at least one) so the main thread
// keeps a core, at a lower CPU priority (nice), each with a JavaScript heap limit. A job has a
// wall-clock budget counted from the moment a worker starts it (waiting in the queue does not
// count); over it, or over the memory limit, its worker is terminated (the renderer is WebAssembly,
// which V8 can interrupt, unlike a native addon), the caller gets JobOverBudget, and piscina starts
// a fresh worker for the next job. A full queue is a 503 with Retry-After, not a longer wait.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { AppError } from "../errors";
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

export class ImagePool {
  private piscina: Piscina | undefined;

  /** `warm`: start a worker now (at boot) rather than with the first job; most test apps never draw. */
  constructor({ warm = false }: { warm?: boolean } = {}) {
    if (warm) this.pool();
  }

  private pool(): Piscina {
    this.piscina ??= new Piscina({
      filename: workerFile(),
      // At least one worker, always: piscina replaces a stopped one only up to this number, and
      // with none, the jobs queued behind a stopped one would wait for ever.
      minThreads: 1,
      maxThreads: THREADS,
      maxQueue: MAX_QUEUE,
      idleTimeout: 60_000,
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    return this.piscina;
  }

  /** Runs one job within `budgetMs` of wall-clock time from its start on a worker. */
  async run<T extends ImageTask>(task: T, { budgetMs }: { budgetMs: number }): Promise<ImageTaskAnswer<T>> {
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    port1.once("message", () => {
      timer = setTimeout(() => abort.abort(new JobOverBudget("time")), budgetMs);
    });
    try {
      const result = (await this.pool().run({ task, started: port2 }, { transferList: [port2], signal: abort.signal })) as ImageTaskResult;
      if (!result.ok) throw new AppError(result.error.code, result.error.message, result.error.errors);
      return result.value as ImageTaskAnswer<T>;
    } catch (err) {
      if (abort.signal.aborted) throw abort.signal.reason;
      if ((err as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") throw new JobOverBudget("memory");
      if (err instanceof Error && /task queue is at limit/i.test(err.message)) {
        throw new AppError("unavailable", BUSY_MESSAGE);
      }
      throw err;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  async close(): Promise<void> {
    await this.piscina?.destroy();
  }
}
