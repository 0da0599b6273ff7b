// One application error type; the error middleware maps it to the JSON body of docs/ARCHITECTURE.md "Errors".
import type { ErrorRequestHandler } from "express";
import { z } from "zod";
import type { ApiErrorCode, TFieldError } from "../shared/api/errors";

export type ErrorCode = ApiErrorCode;
export type FieldError = TFieldError;

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  plan_limit: 402,
  blocked: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  locked: 423,
  otp_invalid: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** More fields of the answer's body (a wrong code's attemptsLeft). */
    readonly details?: Record<string, unknown>,
  ) {
    // An answer to the client (4xx) is expected and never logged with a stack: skip capturing one,
    // which costs more than the rest of a 401. Server-side kinds (5xx) keep theirs.
    const status = STATUS[code];
    const limit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = "AppError";
    this.status = status;
  }
}

export const notFound = (what = "Not found") => new AppError("not_found", what);

/** A 400 that names one field and its problem, as a schema's failure would (parseOrThrow). */
export const invalidField = (path: string, message: string) => new AppError("invalid_input", `Invalid input: ${path}: ${message}`, [{ path, message }]);

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** Parse with a zod schema; failure becomes a 400 that names every field and its problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const summary = errors
    .slice(0, 5)
    .map((e) => (e.path ? `${e.path}: ${e.message}` : e.message))
    .join("; ");
  throw new AppError("invalid_input", `Invalid input: ${summary}`, errors);
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  void _next;
  if (res.headersSent) {
    res.end();
    return;
  }
  if (err instanceof AppError) {
    res.status(err.status).json({
      message: err.message,
      code: err.code,
      ...(err.errors ? { errors: err.errors } : {}),
      ...err.details,
    });
    return;
  }
  const e = err as HttpishError;
  // body-parser errors carry a status and a type.
  if (e.type === "entity.parse.failed") {
    res.status(400).json({ message: "Malformed JSON in request body", code: "invalid_input" });
    return;
  }
  if (e.type === "entity.too.large") {
    res.status(413).json({ message: "Request body is too large", code: "payload_too_large" });
    return;
  }
  if (isInvalidDataError(err)) {
    // Validation should have caught it; the value is the client's fault, not a server failure.
    req.log?.warn({ err }, "database refused a value that passed validation");
    res.status(400).json({ message: "Invalid input: a value is malformed or out of range", code: "invalid_input" });
    return;
  }
  if (isDatabaseUnavailable(err)) {
    res.status(503).set("Retry-After", "5").json({
      message: "The service is temporarily unavailable. Please try again shortly.",
      code: "unavailable",
    });
    return;
  }
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500 && e.expose !== false) {
    res.status(status).json({ message: e.message ?? "Bad request", code: "invalid_input" });
    return;
  }
  req.log?.error({ err }, "unhandled error");
  res.status(500).json({ message: "Something went wrong on our side", code: "internal" });
};

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
]);

/**
 * PostgreSQL "data exception" (SQLSTATE class 22): a malformed uuid or number, a NUL byte in text,
 * a value out of range or too long. Always caused by the request's input.
 */
export function isInvalidDataError(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A lost or refused database connection: the request can be retried once the database is back. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (e instanceof Error && /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i.test(e.message))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
