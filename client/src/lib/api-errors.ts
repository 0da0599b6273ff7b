// What a generator reads of a failed answer (docs/ARCHITECTURE.md, "Errors"): the field messages of a 400 and
// the plan limit of a 402, from the transport's ApiError.
import type { TFieldError } from "@shared/api/errors";
import { isApiError } from "./api-client";

/** The `errors` list of a 400 invalid_input answer; empty for anything else. */
export function fieldErrorsOf(err: unknown): readonly TFieldError[] {
  return isApiError(err, 400) ? err.errors : [];
}

/** The server's message when the answer is 402 (the Free plan's document limit), else null. */
export function planLimitMessageOf(err: unknown): string | null {
  if (!isApiError(err, 402)) return null;
  return err.serverMessage || "You've reached the document limit of your plan.";
}
