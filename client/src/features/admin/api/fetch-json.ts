// Admin reads go through the one transport (spec section 8: "<status>: <body>" errors). Their
// keys are [path, params] so a mutation invalidates every variant by the path alone; the URL is
// the path with the params as a query string (not joined with slashes: these are filters).
import { apiRequest } from "@/lib/api-client";

export type QueryParams = Record<string, string | number | undefined>;

export function withQuery(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function getJson<T>(path: string, params?: QueryParams): Promise<T> {
  const res = await apiRequest("GET", withQuery(path, params));
  return (await res.json()) as T;
}

/** A page of a list: the rows, and the full count from the X-Total-Count header. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export async function getPage<T>(path: string, params?: QueryParams): Promise<Page<T>> {
  const res = await apiRequest("GET", withQuery(path, params));
  const rows = (await res.json()) as T[];
  const total = res.headers.get("X-Total-Count");
  return { rows, total: total === null ? rows.length : Number(total) };
}
