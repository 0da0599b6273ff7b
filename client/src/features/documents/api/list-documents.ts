// GET /api/documents with search, filters and a page: the rows, and the number of matches in all
// from X-Total-Count (so this query reads the response, not only its JSON). The key starts with
// the list's path, so every generator's refresh of ["/api/documents"] refreshes these pages too.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentStatus, TDocumentListItem } from "@shared/api/documents";
import { api } from "@shared/api/routes";
import { apiCallPage } from "@/lib/api-client";

export const DOCUMENTS_PAGE_SIZE = 25;

export interface DocumentsFilter {
  /** Part of the title, any case; blank for all. */
  q: string;
  /** A document kind; blank for all. */
  type: string;
  status: DocumentStatus | "";
  /** 1-based. */
  page: number;
}

export interface DocumentsPage {
  rows: TDocumentListItem[];
  total: number;
}

/** A page of the list (blank filters left out). */
export function fetchDocumentsPage({ q, type, status, page }: DocumentsFilter): Promise<DocumentsPage> {
  return apiCallPage(api.documents.list, {
    query: { q: q.trim(), type, status, limit: DOCUMENTS_PAGE_SIZE, offset: (Math.max(1, page) - 1) * DOCUMENTS_PAGE_SIZE },
  });
}

export const documentsPageQueryOptions = (filter: DocumentsFilter) =>
  queryOptions({
    queryKey: ["/api/documents", { ...filter, q: filter.q.trim() }] as const,
    queryFn: () => fetchDocumentsPage(filter),
    // The previous page stays on screen while the next one loads (no skeleton flash when paging).
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useDocumentsPage(filter: DocumentsFilter) {
  return useQuery(documentsPageQueryOptions(filter));
}
