// Admin reads go through the one transport (spec section 8: "<status>: <body>" errors). Their
// keys are [path, params] so a mutation invalidates every variant by the path alone; the URL is
// the path with the params as a query string (not joined with slashes: these are filters).
import { apiJson, apiPage, type Page, type QueryParams, withQuery } from "@/lib/api-client";

export type { Page, QueryParams };

export const getJson = <T>(path: string, params?: QueryParams): Promise<T> => apiJson<T>("GET", withQuery(path, params));

export const getPage = <T>(path: string, params?: QueryParams): Promise<Page<T>> => apiPage<T>(withQuery(path, params));
