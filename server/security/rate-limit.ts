// Rate limits (express-rate-limit). Four budgets, each configurable in server/config.ts:
//   sign-in     /api/login, /api/login/dev, /api/callback    per IP
//   generation  POST /api/generate/*, POST /api/invoices     per user
//   PDF export  GET /api/documents/:id/export/pdf            per user
//   API         every /api request but /api/health           per user, or per IP when signed out
// Over budget: 429 JSON { message, code: "rate_limited" } with Retry-After and the IETF draft-8
// RateLimit / RateLimit-Policy headers. Mounted after the session middleware so req.user is known.
//
// Store: in memory by default (per instance). With REDIS_URL the counters live in Redis, shared by
// every instance. Availability wins over strictness: if Redis can't be reached at boot we log an
// error and count in memory, and if it fails later a request is let through (and logged) rather
// than answered 500; the client reconnects in the background.
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type AugmentedRequest, type Store } from "express-rate-limit";
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

/** Seconds until the window resets, as express-rate-limit computes it. */
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

  const storeFor = (name: Budget): Store | undefined =>
    redis
      ? new RedisStore({
          prefix: `${limits.redisPrefix}${name}:`,
          sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply>,
        })
      : undefined;

  interface Limiter {
    name: Budget;
    windowMs: number;
    applies: (method: string, path: string) => boolean;
    handle: RequestHandler;
  }
  const limiter = (
    name: Budget,
    budget: RateLimit,
    key: "ip" | "user",
    applies: (method: string, path: string) => boolean,
  ): Limiter => {
    const store = storeFor(name);
    const handle = rateLimit({
      windowMs: budget.windowMs,
      limit: budget.limit,
      // Written below, from req.rateLimit: the library's own draft-8 headers cost more than
      // everything else it does per request.
      standardHeaders: false,
      legacyHeaders: false,
      // IPv6 addresses count per /56 network (ipKeyGenerator), so one host can't dodge its budget by
      // rotating addresses. Written inline: the library checks that a keyGenerator reading the IP
      // calls ipKeyGenerator by reading its source, and logs an error at boot otherwise.
      keyGenerator: (req) =>
        key === "user" && req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? "unknown")}`,
      handler: (_req, _res, next) => next(new AppError("rate_limited", MESSAGES[name])),
      ...(store ? { store } : {}),
      // A Redis outage must not take the API down with it.
      passOnStoreError: true,
      logger: {
        warn: (err, message) => logger.warn({ err }, message ?? "rate limits"),
        error: (err, message) => logger.error({ err }, message ?? "rate limits"),
      },
    });
    return { name, windowMs: budget.windowMs, applies, handle };
  };

  const limiters: Limiter[] = [];
  if (limits.signIn) limiters.push(limiter("signIn", limits.signIn, "ip", (_m, p) => isSignIn(p)));
  if (limits.api)
    limiters.push(
      limiter("api", limits.api, "user", (_m, p) => p.startsWith("/api/") && p !== "/api/health"),
    );
  if (limits.generate) limiters.push(limiter("generate", limits.generate, "user", isGeneration));
  if (limits.pdf) limiters.push(limiter("pdf", limits.pdf, "user", isPdfExport));

  // The limiters that apply, in turn; a request that none applies to costs one loop. Each one
  // that counted the request adds its RateLimit and RateLimit-Policy entries.
  const middleware: RequestHandler = (req, res, next) => {
    const { method, path } = req;
    let i = 0;
    let current: Limiter | undefined;
    const step = (err?: unknown) => {
      if (current) {
        const info = (req as AugmentedRequest).rateLimit as AugmentedRequest["rateLimit"] | undefined;
        if (info) {
          const reset = resetSeconds(current.windowMs, info.resetTime);
          appendHeader(res, "RateLimit", `"${current.name}"; r=${info.remaining}; t=${reset}`);
          appendHeader(
            res,
            "RateLimit-Policy",
            `"${current.name}"; q=${info.limit}; w=${Math.ceil(current.windowMs / 1000)}; pk=:${partitionKey(info.key)}:`,
          );
          if (err instanceof AppError && err.code === "rate_limited") res.setHeader("Retry-After", String(reset));
        }
        current = undefined;
      }
      if (err !== undefined) return next(err);
      while (i < limiters.length) {
        const l = limiters[i++]!;
        if (!l.applies(method, path)) continue;
        current = l;
        // A limiter that could not count (its store failed) leaves no info of its own.
        delete (req as Partial<AugmentedRequest>).rateLimit;
        return void l.handle(req, res, step);
      }
      next();
    };
    step();
  };

  return {
    middleware,
    store: redis ? "redis" : "memory",
    close: async () => {
      if (redis?.isOpen) await redis.close();
    },
  };
}
