// The one transport of spec sections 7 and 8. Every call sends the session cookie; a body is JSON
// only when there is one; any non-OK answer becomes an ApiError whose message is the spec's
// "<status>: <body text or status text>", and whose body is parsed here, once.
import type { QueryFunction } from "@tanstack/react-query";
import type { TApiErrorBody, TFieldError } from "@shared/api/errors";

/** A non-OK answer from the API. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's `code` (DESIGN.md "Errors"); undefined when the body isn't our JSON error. */
  readonly code: string | undefined;
  /** The server's JSON `message`, else the body (or status text) as it came. */
  readonly serverMessage: string;
  /** The field messages of a 400 `invalid_input`; empty otherwise. */
  readonly errors: readonly TFieldError[];

  constructor(
    readonly status: number,
    /** The response body text, or the status text when the body was empty. */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    const json = parseErrorBody(body);
    this.code = typeof json?.code === "string" ? json.code : undefined;
    this.serverMessage = typeof json?.message === "string" ? json.message : body;
    this.errors = Array.isArray(json?.errors) ? json.errors.filter(isFieldError) : [];
  }
}

function parseErrorBody(body: string): Partial<Record<keyof TApiErrorBody, unknown>> | undefined {
  try {
    const json: unknown = JSON.parse(body);
    return json && typeof json === "object" ? json : undefined;
  } catch {
    // Not JSON (an HTML error page, a proxy's text): the text is the message.
    return undefined;
  }
}

const isFieldError = (e: unknown): e is TFieldError =>
  !!e &&
  typeof (e as TFieldError).path === "string" &&
  typeof (e as TFieldError).message === "string";

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text || res.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A data read: GET the path formed by joining the query key segments with slashes. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

export const isApiError = (err: unknown, status?: number): err is ApiError =>
  err instanceof ApiError && (status === undefined || err.status === status);

export const isUnauthorizedError = (err: unknown): boolean => isApiError(err, 401);

/** A message fit to show a user: the server's JSON `message` when there is one. */
export function getErrorMessage(
  err: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  if (err instanceof ApiError) return err.serverMessage || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
