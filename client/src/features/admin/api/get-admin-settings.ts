// GET /api/admin/settings: how this instance is set up (read-only).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "./fetch-json";

import type { OperatorSettings } from "@shared/api/admin";

export type { OperatorSettings } from "@shared/api/admin";

export const ADMIN_SETTINGS_QUERY_KEY = ["/api/admin/settings"] as const;

export const getAdminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: () => getJson<OperatorSettings>("/api/admin/settings"),
    retry: false,
  });

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
