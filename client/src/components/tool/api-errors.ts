// Reading the server's error body (DESIGN.md "Errors") out of the transport's
// Error("<status>: <body>"): the field messages of a 400 and the plan limit of a 402.
import { parseApiError } from "@/lib/api-client";

export interface ServerFieldError {
  path: string;
  message: string;
}

const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

/** The `errors` list of a 400 invalid_input answer; empty for anything else. */
export function fieldErrorsOf(err: unknown): ServerFieldError[] {
  if (!(err instanceof Error) || parseApiError(err)?.status !== 400) return [];
  const body = STATUS_PREFIX.exec(err.message)?.[1];
  if (!body) return [];
  try {
    const json: unknown = JSON.parse(body);
    const errors = (json as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is ServerFieldError =>
        !!e &&
        typeof (e as ServerFieldError).path === "string" &&
        typeof (e as ServerFieldError).message === "string",
    );
  } catch {
    return [];
  }
}

/** The server's message when the answer is 402 (the Free plan's document limit), else null. */
export function planLimitMessageOf(err: unknown): string | null {
  const details = parseApiError(err);
  if (details?.status !== 402) return null;
  return details.message || "You've reached the document limit of your plan.";
}
