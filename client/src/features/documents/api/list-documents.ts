// GET /api/documents with search, filters and a page: the rows, and the number of matches in all
// from X-Total-Count (so this query reads the response, not only its JSON). The key starts with
// the list's path, so every generator's refresh of ["/api/documents"] refreshes these pages too.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentStatus, TDocumentListItem } from "@shared/api/documents";
import { apiPage } from "@/lib/api-client";

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

export function documentsListUrl({ q, type, status, page }: DocumentsFilter): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (type) params.set("type", type);
  if (status) params.set("status", status);
  params.set("limit", String(DOCUMENTS_PAGE_SIZE));
  params.set("offset", String((Math.max(1, page) - 1) * DOCUMENTS_PAGE_SIZE));
  return `/api/documents?${params.toString()}`;
}

export async function fetchDocumentsPage(filter: DocumentsFilter): Promise<DocumentsPage> {
  return apiPage<TDocumentListItem>(documentsListUrl(filter));
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
