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
import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
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
  middleware: RequestHandler[];
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

  const byIp = (ip: string | undefined) => `ip:${ipKeyGenerator(ip ?? "unknown")}`;

  const limiter = (
    name: Budget,
    budget: RateLimit,
    key: "ip" | "user",
    applies: (method: string, path: string) => boolean,
  ): RequestHandler => {
    const store = storeFor(name);
    return rateLimit({
      windowMs: budget.windowMs,
      limit: budget.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      identifier: name,
      keyGenerator: (req) => (key === "user" && req.user ? `user:${req.user.id}` : byIp(req.ip)),
      skip: (req) => !applies(req.method, req.path),
      handler: (_req, _res, next) => next(new AppError("rate_limited", MESSAGES[name])),
      ...(store ? { store } : {}),
      // A Redis outage must not take the API down with it.
      passOnStoreError: true,
      logger: {
        warn: (err, message) => logger.warn({ err }, message ?? "rate limits"),
        error: (err, message) => logger.error({ err }, message ?? "rate limits"),
      },
    });
  };

  const middleware: RequestHandler[] = [];
  if (limits.signIn)
    middleware.push(limiter("signIn", limits.signIn, "ip", (_m, p) => isSignIn(p)));
  if (limits.api)
    middleware.push(
      limiter("api", limits.api, "user", (_m, p) => p.startsWith("/api/") && p !== "/api/health"),
    );
  if (limits.generate) middleware.push(limiter("generate", limits.generate, "user", isGeneration));
  if (limits.pdf) middleware.push(limiter("pdf", limits.pdf, "user", isPdfExport));

  return {
    middleware,
    store: redis ? "redis" : "memory",
    close: async () => {
      if (redis?.isOpen) await redis.close();
    },
  };
}
