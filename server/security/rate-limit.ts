// Rate limits: six budgets (server/config.ts), each an express-rate-limit middleware that the
// router attaches to the routes it protects, so a limit applies to exactly what the route serves
// (no path matching of our own: routing is case-sensitive and strict, see server/app.ts).
//   signIn    the sign-in routes                        per IP
//   generate  document generation and invoices          per user
//   pdf       PDF exports, the public pages' PDFs       per user, or per IP when signed out
//   api       every /api route but the health check     per user, or per IP when signed out
//   logoKit   logo & favicon kits                       per user
//   verify    PDFs to verify (POST /api/verify)          per IP without an account, per user with one
//   recordsPerIp           visitors' consent and acceptance records        per IP
//   recordsPerPublication  the same                                        per publication
//   publicPages            published policies' pages (/p/…), the embed's JSON  per IP
// Over budget: 429 JSON { message, code: "rate_limited" } with Retry-After and the IETF draft-8
// RateLimit / RateLimit-Policy headers (one list member per limiter that counted the request).
//
// Counters live in memory (per instance), or with REDIS_URL in Redis (rate-limit-redis), shared
// by every instance. Availability wins over strictness: Redis unreachable at boot means counting
// in memory (logged), and a Redis failure later lets the request through (logged).
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Logger } from "pino";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { createClient } from "redis";
import type { Config, RateLimit } from "../config";
import { AppError } from "../errors";

export type Budget = "signIn" | "generate" | "pdf" | "api" | "logoKit" | "verify" | "recordsPerIp" | "recordsPerPublication" | "publicPages";

const MESSAGES: Record<Budget, string> = {
  signIn: "Too many sign-in attempts from your network. Please wait a little and try again.",
  generate: "You are generating documents too quickly. Please wait a little and try again.",
  pdf: "Too many PDF exports in a short time. Please wait a little and try again.",
  api: "Too many requests. Please slow down and try again shortly.",
  logoKit: "You are creating logo kits too quickly. Please wait a little and try again.",
  verify: "Too many PDFs verified in a short time. Please wait a little and try again.",
  recordsPerIp: "Too many records from your network in a short time. Please wait a little and try again.",
  recordsPerPublication: "This policy is receiving too many records right now. Please try again shortly.",
  publicPages: "Too many requests. Please slow down and try again shortly.",
};

/**
 * The publication a public record names (checked by its route's schema before this limiter runs,
 * server/consents/public-routes.ts), so a key is always a publication's id.
 */
const publicationKey = (req: Request) => `publication:${(req.res?.locals as { publicationId?: string } | undefined)?.publicationId ?? "none"}`;

/**
 * The client's address as the limits count it: IPv6 addresses per /56 network, so one host can't
 * dodge its budget (or its turn in a fair queue) by rotating them.
 */
export const clientAddress = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? "unknown", 56)}`;

export type RateLimits = Record<Budget, RequestHandler> & {
  /** Where the counters actually live. */
  store: "memory" | "redis";
  close(): Promise<void>;
};

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
        !connected() && retries >= 2 ? new Error("Redis unreachable") : Math.min(100 * 2 ** retries, 5_000),
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

const passThrough: RequestHandler = (_req, _res, next) => next();

export async function createRateLimits(config: Config, logger: Logger): Promise<RateLimits> {
  const limits = config.rateLimits;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;

  const limiter = (name: Budget, budget: RateLimit | null, per: "ip" | "user" | "publication"): RequestHandler => {
    if (!budget) return passThrough;
    return rateLimit({
      windowMs: budget.windowMs,
      limit: budget.limit,
      identifier: name,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req: Request) =>
        per === "publication" ? publicationKey(req) : per === "user" && req.user ? `user:${req.user.id}` : clientAddress(req),
      handler: (_req, _res, next) => next(new AppError("rate_limited", MESSAGES[name])),
      passOnStoreError: true,
      logger: {
        error: (err: unknown) => logger.error({ err }, `rate limits: ${name} counter failed, request let through`),
        warn: (msg: unknown) => logger.warn({ msg }, `rate limits: ${name}`),
      } as never,
      ...(redis
        ? {
            store: new RedisStore({
              prefix: `${limits.redisPrefix}${name}:`,
              sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply>,
            }),
          }
        : {}),
    });
  };

  return {
    signIn: limiter("signIn", limits.signIn, "ip"),
    generate: limiter("generate", limits.generate, "user"),
    pdf: limiter("pdf", limits.pdf, "user"),
    api: limiter("api", limits.api, "user"),
    logoKit: limiter("logoKit", limits.logoKit, "user"),
    verify: limiter("verify", limits.verify, "user"),
    recordsPerIp: limiter("recordsPerIp", limits.recordsPerIp, "ip"),
    recordsPerPublication: limiter("recordsPerPublication", limits.recordsPerPublication, "publication"),
    publicPages: limiter("publicPages", limits.publicPages, "ip"),
    store: redis ? "redis" : "memory",
    close: async () => {
      if (redis?.isOpen) await redis.close();
    },
  };
}
