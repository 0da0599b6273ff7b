// Structured logs (pino). Every line of a request carries its id (req.id), which is also sent back
// as the X-Request-Id response header so a user's report can be matched to our logs. Nothing
// secret is logged: no cookie, authorization or Set-Cookie header, no session id, no request or
// response body (so no document contents), no query string, and no query parameters of database
// errors (drizzle puts the bound values, i.e. user data, in its error messages).
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Express, RequestHandler } from "express";
import { pino, type DestinationStream, type Logger } from "pino";

/** Drop the bound values that drizzle appends to a failed query's message. */
const scrub = (text: unknown) =>
  typeof text === "string" ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, "\nparams: [redacted]") : text;

function serializeError(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== "object") return out;
  out.message = scrub(out.message);
  out.stack = scrub(out.stack);
  // Driver errors carry values too (pg's `detail`: "Key (email)=(…) already exists").
  for (const key of ["detail", "params", "parameters", "query"]) delete out[key];
  if (out.cause && typeof out.cause === "object") out.cause = serializeError(out.cause);
  return out;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { err: serializeError },
    // Never log credentials or session ids, even by accident.
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.secret",
      ],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

declare module "http" {
  interface IncomingMessage {
    /** The request id (also the X-Request-Id response header). */
    id: string;
    /** A logger whose lines carry this request's id, method and path. */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;
const LOGGER = Symbol("logger");
const CHILD = Symbol("childLogger");
type LoggedRequest = IncomingMessage & { [LOGGER]: Logger; [CHILD]?: Logger };

/** Path only: query strings may carry tokens. */
const pathOf = (url: string | undefined) => {
  const u = url ?? "";
  const q = u.indexOf("?");
  return q === -1 ? u : u.slice(0, q);
};

/**
 * Request logging: an id per request (the client's X-Request-Id when it is a plain token, else a
 * new UUID), sent back as X-Request-Id; `req.log`, a child logger bound to the request, made only
 * when something logs; and one line per API request when it ends ("request completed": info,
 * warn for 4xx, error for 5xx; "request aborted" when the client went away first). Work is only
 * done for the levels the logger has enabled.
 */
export function requestLogging(app: Express, logger: Logger): RequestHandler {
  // The per-request child logger, made on first use (most requests never log through it).
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: LoggedRequest) {
      return (this[CHILD] ??= this[LOGGER].child({
        req: { id: this.id, method: this.method, url: pathOf((this as { originalUrl?: string }).originalUrl ?? this.url) },
      }));
    },
  });
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", id);
    req.id = id;
    (req as unknown as LoggedRequest)[LOGGER] = logger;
    const url = req.url ?? "";
    if (url.startsWith("/api/") && logger.isLevelEnabled("warn")) {
      const started = performance.now();
      const done = () => {
        res.removeListener("finish", done);
        res.removeListener("close", done);
        const status = res.statusCode;
        const aborted = !res.writableFinished;
        const level = status >= 500 ? "error" : status >= 400 || aborted ? "warn" : "info";
        if (!logger.isLevelEnabled(level)) return;
        logger[level](
          {
            req: { id, method: req.method, url: pathOf(url) },
            res: { statusCode: status },
            responseTime: Math.round(performance.now() - started),
          },
          aborted ? "request aborted" : "request completed",
        );
      };
      res.on("finish", done);
      res.on("close", done);
    }
    next();
  };
}
