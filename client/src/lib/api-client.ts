// The one transport of spec sections 7 and 8. Every call sends the session cookie; a body is JSON
// only when there is one; any non-OK answer becomes an ApiError whose message is the spec's
// "<status>: <body text or status text>", and whose body is parsed here, once.
import type { QueryFunction } from "@tanstack/react-query";
import { pathOf, type AnswerOf, type AnyRoute, type BodyOf, type PathParams, type QueryOf, type RowOf } from "@shared/api/contract";
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

/** What a call of a route of the table (shared/api/routes.ts) takes: its path's parameters, its body, its query. */
export type CallOptions<R extends AnyRoute> = (unknown extends PathParams<R["path"]>
  ? { params?: undefined }
  : { params: PathParams<R["path"]> }) &
  (BodyOf<R> extends undefined
    ? { body?: undefined }
    : Record<never, never> extends BodyOf<R>
      ? { body?: BodyOf<R> }
      : { body: BodyOf<R> }) &
  (QueryOf<R> extends undefined ? { query?: undefined } : { query?: QueryOf<R> });

/** The options are left out when the route needs none. */
export type CallArgs<R extends AnyRoute> =
  Record<never, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** The URL of a call: the path with its parameters encoded, and the query (empty values left out; a space as %20). */
export function urlOf<R extends AnyRoute>(entry: R, ...[options]: CallArgs<R>): string {
  const { params, query = {} } = (options ?? {}) as { params?: Record<string, string>; query?: QueryParams };
  const qs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
  const path = pathOf(entry.path, params);
  return qs ? `${path}?${qs}` : path;
}

/**
 * A call of a route of the table: the answer's type is the entry's, so a screen never names it
 * (nor redeclares it); a 204 answers undefined.
 */
export async function apiCall<R extends AnyRoute>(
  entry: R,
  ...args: CallArgs<R>
): Promise<AnswerOf<R>> {
  const res = await apiRequest(
    entry.method,
    urlOf(entry, ...args),
    (args[0] as { body?: unknown } | undefined)?.body,
  );
  if (res.status === 204) return undefined as AnswerOf<R>;
  return (await res.json()) as AnswerOf<R>;
}

/** A paged route of the table (`paged: true`): its rows and the X-Total-Count. */
export const apiCallPage = <R extends AnyRoute & { options: { paged: true } }>(
  entry: R,
  ...args: CallArgs<R>
): Promise<Page<RowOf<R>>> => apiPage<RowOf<R>>(urlOf(entry, ...args));

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
