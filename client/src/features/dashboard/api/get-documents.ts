// GET /api/documents: the user's documents, newest first. Generators invalidate this same key.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDocumentListItem } from "@shared/api/documents";

export const DOCUMENTS_QUERY_KEY = ["/api/documents"] as const;

export const RECENT_DOCUMENTS_COUNT = 5;

export const getDocumentsQueryOptions = ({ enabled }: { enabled: boolean }) =>
  queryOptions<TDocumentListItem[]>({
    queryKey: DOCUMENTS_QUERY_KEY,
    enabled,
    retry: false,
  });

export function useDocuments({ enabled }: { enabled: boolean }) {
  return useQuery(getDocumentsQueryOptions({ enabled }));
}
