// The records' and API keys' calls (docs/API.md "Consent and acceptance records").
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { TConsentAction } from "@shared/api/consents";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";

/** The page of a publication's records: wire it to the Publish panel. */
export const recordsHref = (publicationId: string) => `/publications/${publicationId}/records`;

export const consentsCsvUrl = (id: string, action?: TConsentAction) =>
  `/api/publications/${encodeURIComponent(id)}/consents.csv${action ? `?action=${action}` : ""}`;
export const acceptancesCsvUrl = (id: string) => `/api/publications/${encodeURIComponent(id)}/acceptances.csv`;
export const consentProofUrl = (receiptId: string) => `/api/consents/${encodeURIComponent(receiptId)}/proof.pdf`;
export const acceptanceProofUrl = (receiptId: string) => `/api/acceptances/${encodeURIComponent(receiptId)}/proof.pdf`;

const PAGE = 50;

export function useConsents(id: string, action?: TConsentAction) {
  return useInfiniteQuery({
    queryKey: ["/api/publications", id, "consents", action ?? "all"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiCall(api.records.consents, { params: { id }, query: { limit: PAGE, ...(action ? { action } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAcceptances(id: string) {
  return useInfiniteQuery({
    queryKey: ["/api/publications", id, "acceptances"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => apiCall(api.records.acceptances, { params: { id }, query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useConsentSummary(id: string, days = 30) {
  return useQuery({
    queryKey: ["/api/publications", id, "consents", "summary", days],
    queryFn: () => apiCall(api.records.summary, { params: { id }, query: { days } }),
  });
}

export const lookupConsent = (consentId: string) => apiCall(api.records.consentLookup, { params: { consentId } });
export const lookupAcceptance = (id: string, subject: string) => apiCall(api.records.acceptanceLookup, { params: { id }, query: { subject } });

export const API_KEYS_QUERY_KEY = ["/api/api-keys"] as const;
export const useApiKeys = () => useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: () => apiCall(api.apiKeys.list) });
export const createApiKey = (name: string) => apiCall(api.apiKeys.create, { body: { name } });
export const revokeApiKey = (id: string) => apiCall(api.apiKeys.revoke, { params: { id } });
