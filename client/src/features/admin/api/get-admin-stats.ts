// GET /api/admin/stats?period=7d|30d|90d: the dashboard's figures (docs/ADMIN.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StatsPeriod } from "@shared/api/admin";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";

export { STATS_PERIODS, type AdminStats, type StatsPeriod } from "@shared/api/admin";
export const DEFAULT_STATS_PERIOD: StatsPeriod = "7d";

export const ADMIN_STATS_QUERY_KEY = ["/api/admin/stats"] as const;

export const getAdminStatsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...ADMIN_STATS_QUERY_KEY, { period }] as const,
    queryFn: () => apiCall(api.admin.stats, { query: { period } }),
    retry: false,
  });

export function useAdminStats(period: StatsPeriod) {
  return useQuery(getAdminStatsQueryOptions(period));
}
