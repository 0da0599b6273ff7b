// A document's publication (docs/API.md "Publications"): read, publish, unpublish, its settings.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPublication, TPublicationPatch } from "@shared/api/publications";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";

export const PUBLICATIONS_URL = "/api/publications";
export const publicationsKey = (documentId: string) => [PUBLICATIONS_URL, { documentId }] as const;

/** The document's publication, or null when it was never published. */
export function useDocumentPublication(documentId: string) {
  return useQuery<TPublication | null>({
    queryKey: publicationsKey(documentId),
    queryFn: async () => (await apiCall(api.publications.list, { query: { documentId } }))[0] ?? null,
  });
}

export function usePublish(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.publications.publish, { params: { id: documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PUBLICATIONS_URL] }),
  });
}

export function useUnpublish(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.publications.unpublish, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey(documentId) }),
  });
}

export function useUpdatePublication(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TPublicationPatch }) => apiCall(api.publications.update, { params: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey(documentId) }),
  });
}
