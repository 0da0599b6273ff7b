// /api/admin/analytics (spec section 7): list, add, toggle and remove analytics providers. Every
// change refreshes the list and the activity log.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnalyticsProvider as ProviderType } from "@shared/api/admin";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";
import { ADMIN_ACTIVITY_QUERY_KEY } from "./get-admin-activity";

export { ANALYTICS_PROVIDERS as PROVIDER_TYPES, type AnalyticsProvider as ProviderType } from "@shared/api/admin";

export const ANALYTICS_PROVIDERS_QUERY_KEY = ["/api/admin/analytics"] as const;

export const getAnalyticsProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ANALYTICS_PROVIDERS_QUERY_KEY,
    queryFn: () => apiCall(api.admin.analytics),
    retry: false,
  });

export function useAnalyticsProviders() {
  return useQuery(getAnalyticsProvidersQueryOptions());
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ANALYTICS_PROVIDERS_QUERY_KEY, ADMIN_ACTIVITY_QUERY_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export interface NewProvider {
  provider: ProviderType;
  trackingId: string;
  config?: Record<string, unknown>;
}

export function useCreateAnalyticsProvider() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: NewProvider) => apiCall(api.admin.createAnalytics, { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateAnalyticsProvider() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => apiCall(api.admin.updateAnalytics, { params: { id }, body: { isActive } }),
    onSuccess: refresh,
  });
}

export function useDeleteAnalyticsProvider() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => apiCall(api.admin.deleteAnalytics, { params: { id } }),
    onSuccess: refresh,
  });
}
