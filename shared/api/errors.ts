// The body of every API error (DESIGN.md "Errors", docs/API.md), declared once for the client that
// reads it; server/errors.ts writes it.

export type ApiErrorCode =
  | "invalid_input"
  | "unauthorized"
  | "blocked"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "plan_limit"
  | "payload_too_large"
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
