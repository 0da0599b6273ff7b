// Structured logs (pino). Every line of a request carries its id (req.id), which is also sent back
// as the X-Request-Id response header so a user's report can be matched to our logs. Nothing
// secret is logged: no cookie, authorization or Set-Cookie header, no session id, no request or
// response body (so no document contents), no query string, and no query parameters of database
// errors (drizzle puts the bound values, i.e. user data, in its error messages).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";

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

export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // Query strings may carry tokens; log the path only.
        url: req.url.split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    autoLogging: { ignore: (req) => !(req.url ?? "").startsWith("/api/") },
  });
}
