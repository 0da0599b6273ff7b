// GET /api/documents/{id}, read with the QueryClient's default fetcher (the key is the path). A
// missing document, or another user's, answers 404: no retry.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDocument } from "@shared/api/documents";
import { documentQueryKey } from "../document";

export const getDocumentQueryOptions = (id: string, { enabled }: { enabled: boolean }) =>
  queryOptions<TDocument>({
    queryKey: documentQueryKey(id),
    enabled,
    retry: false,
  });

export function useDocument(id: string, { enabled }: { enabled: boolean }) {
  return useQuery(getDocumentQueryOptions(id, { enabled }));
}
