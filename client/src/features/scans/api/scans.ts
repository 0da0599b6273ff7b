// The compliance scans' calls (docs/API.md "Compliance scans"): a document's scans, one scan, and
// starting one. A scan still queued or running is asked again every 2 s until the job finishes it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import type { TScanSummary } from "@shared/api/scans";
import { apiCall } from "@/lib/api-client";

const scansKey = (documentId: string) => ["/api/documents", documentId, "scans"] as const;
const inProgress = (s: { status: TScanSummary["status"] } | undefined) => s?.status === "queued" || s?.status === "running";

export function useDocumentScans(documentId: string) {
  return useQuery({
    queryKey: scansKey(documentId),
    queryFn: () => apiCall(api.scans.list, { params: { id: documentId } }),
    refetchInterval: (query) => (query.state.data?.some(inProgress) ? 2_000 : false),
  });
}

export function useScan(id: string | undefined) {
  return useQuery({
    queryKey: ["/api/scans", id],
    queryFn: () => apiCall(api.scans.get, { params: { id: id ?? "" } }),
    enabled: !!id,
    refetchInterval: (query) => (inProgress(query.state.data) ? 2_000 : false),
  });
}

export function useStartScan(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiCall(api.scans.start, { params: { id: documentId }, body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scansKey(documentId) }),
  });
}
