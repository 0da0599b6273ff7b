// Rate limits. Four budgets, each configurable in server/config.ts:
//   sign-in     /api/login, /api/login/dev, /api/callback    per IP
//   generation  POST /api/generate/*, POST /api/invoices     per user
//   PDF export  GET /api/documents/:id/export/pdf            per user
//   API         every /api request but /api/health           per user, or per IP when signed out
// Over budget: 429 JSON { message, code: "rate_limited" } with Retry-After and the IETF draft-8
// RateLimit / RateLimit-Policy headers. Mounted after the session middleware so req.user is known.
//
// Counters: in memory by default (per instance), fixed windows that start at a key's first hit.
// With REDIS_URL they live in Redis (rate-limit-redis, the store of express-rate-limit), shared by
// every instance. Availability wins over strictness: if Redis can't be reached at boot we log an
// error and count in memory, and if it fails later a request is let through (and logged) rather
// than answered 500; the client reconnects in the background.
//
// The middleware is ours, not express-rate-limit's: the library's runs every request through
// several awaits and its store's promises even when the counter is a Map, which cost about 5 % of
// a signed-in API read (bench/api.ts). Counting in memory here is synchronous, and a request
// waits only for Redis. IPv6 addresses still count per /56 through the library's ipKeyGenerator.
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, type Options } from "express-rate-limit";
import type { Logger } from "pino";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { createClient } from "redis";
import type { Config, RateLimit } from "../config";
import { AppError } from "../errors";

type Budget = "signIn" | "generate" | "pdf" | "api";

const MESSAGES: Record<Budget, string> = {
  signIn: "Too many sign-in attempts from your network. Please wait a little and try again.",
  generate: "You are generating documents too quickly. Please wait a little and try again.",
  pdf: "Too many PDF exports in a short time. Please wait a little and try again.",
  api: "Too many requests. Please slow down and try again shortly.",
};

const isGeneration = (method: string, path: string) =>
  method === "POST" && (path.startsWith("/api/generate/") || path === "/api/invoices");

const isPdfExport = (method: string, path: string) =>
  (method === "GET" || method === "HEAD") && /^\/api\/documents\/[^/]+\/export\/pdf\/?$/.test(path);

const isSignIn = (path: string) => /^\/api\/(login(\/|$)|callback(\/|$))/.test(path);

export interface RateLimits {
  /** Runs the limiters that apply to the request, and only those. */
  middleware: RequestHandler;
  /** "memory" or "redis": where the counters actually live. */
  store: "memory" | "redis";
  close(): Promise<void>;
}

const newRedisClient = (url: string, connected: () => boolean) =>
  createClient({
    url,
    // While Redis is away a command fails at once (and its request is let through) instead of
    // waiting in the client's queue, which would hold every API request until Redis came back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // Give up quickly at boot (we fall back to memory); once up, keep reconnecting.
      reconnectStrategy: (retries: number) =>
        !connected() && retries >= 2
          ? new Error("Redis unreachable")
          : Math.min(100 * 2 ** retries, 5_000),
    },
  });

type RedisClient = ReturnType<typeof newRedisClient>;

/** Connects to Redis, or answers undefined (after logging why) when it can't within a few tries. */
async function connectRedis(url: string, logger: Logger): Promise<RedisClient | undefined> {
  let connected = false;
  const client = newRedisClient(url, () => connected);
  let lastError = "";
  client.on("error", (err: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (err.message === lastError) return;
    lastError = err.message;
    logger.error({ err: { message: err.message } }, "rate limits: Redis error");
  });
  client.on("ready", () => {
    lastError = "";
  });
  try {
    await client.connect();
    connected = true;
    return client;
  } catch (err) {
    logger.error(
      { err: { message: (err as Error).message } },
      "rate limits: Redis unreachable at boot, counting in memory instead (limits are per instance)",
    );
    client.destroy();
    return undefined;
  }
}

/** A key's count in the current window, and when that window ends. */
interface Hit {
  totalHits: number;
  resetTime: Date | undefined;
}

interface Counter {
  /** Counts one more request for the key (synchronously when the counter is in memory). */
  hit(key: string): Hit | Promise<Hit>;
  close(): void;
}

/**
 * Fixed windows in memory: a key's window starts at its first hit and lasts windowMs. Keys seen in
 * this window live in `current`; every windowMs the keys of the window before (all expired by
 * then) are dropped at once, so memory holds at most two windows' worth of keys and no timer per key.
 */
export class MemoryCounter implements Counter {
  private current = new Map<string, { totalHits: number; resetTime: Date }>();
  private previous = new Map<string, { totalHits: number; resetTime: Date }>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly windowMs: number) {
    this.sweep = setInterval(() => {
      this.previous = this.current;
      this.current = new Map();
    }, windowMs);
    this.sweep.unref();
  }

  hit(key: string): Hit {
    const now = Date.now();
    let entry = this.current.get(key);
    if (!entry) {
      entry = this.previous.get(key) ?? { totalHits: 0, resetTime: new Date(now + this.windowMs) };
      this.previous.delete(key);
      this.current.set(key, entry);
    }
    if (entry.resetTime.getTime() <= now) {
      entry.totalHits = 0;
      entry.resetTime = new Date(now + this.windowMs);
    }
    entry.totalHits++;
    return entry;
  }

  close() {
    clearInterval(this.sweep);
  }
}

/** Counters in Redis, through rate-limit-redis (one atomic script per hit). */
function redisCounter(redis: RedisClient, prefix: string, windowMs: number): Counter {
  const store = new RedisStore({
    prefix,
    sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply>,
  });
  // Loads its scripts. A failure shows at the next hit (let through and logged by the middleware),
  // which loads them again for the hit after.
  const init = () => void store.init({ windowMs } as Options).catch(() => {});
  init();
  return {
    hit: (key) =>
      store.increment(key).catch((err: unknown) => {
        init();
        throw err;
      }),
    close: () => {},
  };
}

/** Seconds until the window resets. */
const resetSeconds = (windowMs: number, resetTime: Date | undefined) =>
  resetTime
    ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
    : Math.ceil(windowMs / 1000);

/**
 * The draft-8 partition key: the first 12 hex digits of the counter key's SHA-256, in base64 (so
 * the header names the bucket without revealing the user id or address). Remembered per key.
 */
const partitionKeys = new Map<string, string>();
function partitionKey(key: string): string {
  let pk = partitionKeys.get(key);
  if (pk === undefined) {
    if (partitionKeys.size >= 10_000) partitionKeys.clear();
    pk = Buffer.from(createHash("sha256").update(key).digest("hex").slice(0, 12)).toString("base64");
    partitionKeys.set(key, pk);
  }
  return pk;
}

/** One more member of a list-valued header (RateLimit lists one entry per limiter). */
function appendHeader(res: ServerResponse, name: string, value: string) {
  const prev = res.getHeader(name);
  res.setHeader(name, prev === undefined ? value : `${String(prev)}, ${value}`);
}

export async function createRateLimits(config: Config, logger: Logger): Promise<RateLimits> {
  const limits = config.rateLimits;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;

  interface Limiter {
    name: Budget;
    budget: RateLimit;
    key: "ip" | "user";
    applies: (method: string, path: string) => boolean;
    counter: Counter;
  }
  const limiters: Limiter[] = [];
  const add = (name: Budget, budget: RateLimit | null, key: Limiter["key"], applies: Limiter["applies"]) => {
    if (!budget) return;
    const counter = redis
      ? redisCounter(redis, `${limits.redisPrefix}${name}:`, budget.windowMs)
      : new MemoryCounter(budget.windowMs);
    limiters.push({ name, budget, key, applies, counter });
  };
  add("signIn", limits.signIn, "ip", (_m, p) => isSignIn(p));
  add("api", limits.api, "user", (_m, p) => p.startsWith("/api/") && p !== "/api/health");
  add("generate", limits.generate, "user", isGeneration);
  add("pdf", limits.pdf, "user", isPdfExport);

  // IPv6 addresses count per /56 network, so one host can't dodge its budget by rotating addresses.
  const keyOf = (l: Limiter, req: Request) =>
    l.key === "user" && req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? "unknown")}`;

  /** Adds the limiter's RateLimit entries; answers the 429 when the request is over its budget. */
  const refusal = (l: Limiter, res: ServerResponse, key: string, hit: Hit): AppError | undefined => {
    const { limit, windowMs } = l.budget;
    const reset = resetSeconds(windowMs, hit.resetTime);
    const remaining = Math.max(limit - hit.totalHits, 0);
    appendHeader(res, "RateLimit", `"${l.name}"; r=${remaining}; t=${reset}`);
    appendHeader(res, "RateLimit-Policy", `"${l.name}"; q=${limit}; w=${Math.ceil(windowMs / 1000)}; pk=:${partitionKey(key)}:`);
    if (hit.totalHits <= limit) return undefined;
    res.setHeader("Retry-After", String(reset));
    return new AppError("rate_limited", MESSAGES[l.name]);
  };

  // The limiters that apply, in turn; a request that none applies to costs one loop. Each one
  // that counted the request adds its RateLimit and RateLimit-Policy entries. A counter that fails
  // (Redis went away) lets the request through, logged.
  const middleware: RequestHandler = (req, res, next) => {
    const { method, path } = req;
    let i = 0;
    const step = (): void => {
      while (i < limiters.length) {
        const l = limiters[i++]!;
        if (!l.applies(method, path)) continue;
        const key = keyOf(l, req);
        let hit: Hit | Promise<Hit>;
        try {
          hit = l.counter.hit(key);
        } catch (err) {
          hit = Promise.reject(err);
        }
        if (hit instanceof Promise) {
          hit.then(
            (h) => {
              const refused = refusal(l, res, key, h);
              if (refused) next(refused);
              else step();
            },
            (err: unknown) => {
              logger.error({ err }, `rate limits: ${l.name} counter failed, request let through`);
              step();
            },
          );
          return;
        }
        const refused = refusal(l, res, key, hit);
        if (refused) return next(refused);
      }
      next();
    };
    step();
  };

  return {
    middleware,
    store: redis ? "redis" : "memory",
    close: async () => {
      for (const l of limiters) l.counter.close();
      if (redis?.isOpen) await redis.close();
    },
  };
}
