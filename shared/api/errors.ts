// The body of every API error (docs/ARCHITECTURE.md "Errors", docs/API.md), declared once for the
// server that writes it (server/errors.ts) and the client that reads it.

export type ApiErrorCode =
  | "invalid_input"
  | "unauthorized"
  | "blocked"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "locked"
  | "otp_invalid"
  | "plan_limit"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "unavailable"
  | "internal";

/** One field's problem in a 400 `invalid_input`; `path` is dotted, e.g. "items.0.unitPrice". */
export interface TFieldError {
  path: string;
  message: string;
}

export interface TApiErrorBody {
  message: string;
  code: ApiErrorCode;
  errors?: TFieldError[];
}
