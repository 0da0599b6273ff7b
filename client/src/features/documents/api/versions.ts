// A document's versions (docs/API.md "Documents"): the list, one version's text, the difference
// between two, and what a newer template would change. Read with the QueryClient's default fetcher:
// each key is the path.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  TTemplateUpdate,
  TVersion,
  TVersionDiff,
  TVersionSummary,
} from "@shared/api/documents";
import { documentQueryKey } from "../document";

export const versionsQueryKey = (id: string) => [...documentQueryKey(id), "versions"] as const;
export const versionQueryKey = (id: string, n: number) =>
  [...versionsQueryKey(id), String(n)] as const;
export const diffQueryKey = (id: string, from: number, to: number) =>
  [...documentQueryKey(id), `diff?from=${from}&to=${to}`] as const;
export const templateUpdateQueryKey = (id: string) =>
  [...documentQueryKey(id), "template-update"] as const;

export function useVersions(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions<TVersionSummary[]>({ queryKey: versionsQueryKey(id), enabled, retry: false }),
  );
}

export function useVersion(id: string, n: number | null) {
  return useQuery(
    queryOptions<TVersion>({
      queryKey: versionQueryKey(id, n ?? 0),
      enabled: n !== null,
      retry: false,
    }),
  );
}

export function useVersionDiff(id: string, range: { from: number; to: number } | null) {
  return useQuery(
    queryOptions<TVersionDiff>({
      queryKey: diffQueryKey(id, range?.from ?? 0, range?.to ?? 0),
      enabled: range !== null && range.from !== range.to,
      retry: false,
    }),
  );
}

export function useTemplateUpdate(id: string, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions<TTemplateUpdate>({ queryKey: templateUpdateQueryKey(id), enabled, retry: false }),
  );
}
