// The one transport of spec sections 7 and 8. Every call sends the session cookie; a body is JSON
// only when there is one; any non-OK answer becomes Error("<status>: <body text or status text>").
import type { QueryFunction } from "@tanstack/react-query";

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
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

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

export interface ApiErrorDetails {
  status: number;
  /** The server's JSON `message`, else the raw body (or status text) after the prefix. */
  message: string;
  code?: string;
}

/** Read back what the transport packed into an error message; undefined for non-HTTP errors. */
export function parseApiError(err: unknown): ApiErrorDetails | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) return undefined;
  const status = Number(match[1]);
  const body = match[2] ?? "";
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === "object") {
      const { message, code } = json as { message?: unknown; code?: unknown };
      return {
        status,
        message: typeof message === "string" ? message : body,
        ...(typeof code === "string" ? { code } : {}),
      };
    }
  } catch {
    // Not JSON (an HTML error page, a proxy's text): show the text as it came.
  }
  return { status, message: body };
}

export function isUnauthorizedError(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith("401: ");
}

/** A message fit to show a user: the server's JSON `message` when there is one. */
export function getErrorMessage(
  err: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  const details = parseApiError(err);
  if (details) return details.message || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
