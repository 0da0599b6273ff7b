// GET /api/admin/settings: how this instance is set up (read-only).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";

export type { OperatorSettings } from "@shared/api/admin";

export const ADMIN_SETTINGS_QUERY_KEY = ["/api/admin/settings"] as const;

export const getAdminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: () => apiCall(api.admin.settings),
    retry: false,
  });

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
