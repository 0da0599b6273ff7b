// The one transport of spec sections 7 and 8. Every call sends the session cookie; a body is JSON
// only when there is one; any non-OK answer becomes an ApiError whose message is the spec's
// "<status>: <body text or status text>", and whose body is parsed here, once.
import type { QueryFunction } from "@tanstack/react-query";
import type { TApiErrorBody, TFieldError } from "@shared/api/errors";

/** A non-OK answer from the API. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's `code` (docs/ARCHITECTURE.md, "Errors"); undefined when the body isn't our JSON error. */
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

/**
 * Sends `data` as JSON, or a file (a Blob: a logo, a PDF) as its bytes typed as the file is; any
 * non-OK answer throws an ApiError.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const file = data instanceof Blob ? data : undefined;
  const res = await fetch(url, {
    method,
    headers: file ? { "Content-Type": file.type } : data !== undefined ? { "Content-Type": "application/json" } : {},
    body: file ?? (data !== undefined ? JSON.stringify(data) : undefined),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * A call whose answer is JSON of type T, as shared/api declares it for that route: every typed
 * answer of the client comes through here, so the one trust in the server's shape is written once.
 */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, data)).json()) as T;
}

export type QueryParams = Record<string, string | number | undefined>;

/** The path with the params as a query string (empty ones left out). */
export function withQuery(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A page of a list: the rows, and the full count from the X-Total-Count header. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** GET a paged list (rows as JSON, the total in X-Total-Count). */
export async function apiPage<T>(url: string): Promise<Page<T>> {
  const res = await apiRequest("GET", url);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get("X-Total-Count"));
  return { rows, total: res.headers.has("X-Total-Count") && Number.isFinite(total) && total >= rows.length ? total : rows.length };
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
