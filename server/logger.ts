// Structured logs (pino). Every line of a request carries its id (req.id), which is also sent back
// as the X-Request-Id response header so a user's report can be matched to our logs. Nothing
// secret is logged: no cookie, authorization or Set-Cookie header, no session id, no request or
// response body (so no document contents), no query string, and no query parameters of database
// errors (drizzle puts the bound values, i.e. user data, in its error messages).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";

const PARAMS = "\nparams: ";
const STACK_FRAME = "\n    at ";

/** Drop the bound values that drizzle appends to a failed query's message. */
function scrub(text: unknown): unknown {
  if (typeof text !== "string") return text;
  let out = "";
  let from = 0;
  for (let at = text.indexOf(PARAMS); at !== -1; at = text.indexOf(PARAMS, from)) {
    const end = text.indexOf(STACK_FRAME, at + PARAMS.length);
    out += `${text.slice(from, at)}${PARAMS}[redacted]`;
    from = end === -1 ? text.length : end;
  }
  return out + text.slice(from);
}

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

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Path only: query strings may carry tokens. */
const pathOf = (url: string | undefined) => {
  const u = url ?? "";
  const q = u.indexOf("?");
  return q === -1 ? u : u.slice(0, q);
};

/**
 * One line per request when it ends (pino-http): "request completed" at info, warn for 4xx, error
 * for 5xx, "request aborted" (warn) when the client went away first. Each request gets an id (the
 * client's X-Request-Id when it is a plain token, else a new UUID), sent back as X-Request-Id, and
 * `req.log`, a logger whose lines carry the id, method and path.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => {
      if (err || res.statusCode >= 500) return "error";
      return res.statusCode >= 400 || !res.writableFinished ? "warn" : "info";
    },
    customSuccessMessage: (_req, res) => (res.writableFinished ? "request completed" : "request aborted"),
    customErrorMessage: () => "request failed",
  });
}
