// GET /api/admin/stats?period=7d|30d|90d: the dashboard's figures (docs/ADMIN.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "./fetch-json";

import type { AdminStats, StatsPeriod } from "@shared/api/admin";

export { STATS_PERIODS, type AdminStats, type StatsPeriod } from "@shared/api/admin";
export const DEFAULT_STATS_PERIOD: StatsPeriod = "7d";

export const ADMIN_STATS_QUERY_KEY = ["/api/admin/stats"] as const;

export const getAdminStatsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...ADMIN_STATS_QUERY_KEY, { period }] as const,
    queryFn: () => getJson<AdminStats>("/api/admin/stats", { period }),
    retry: false,
  });

export function useAdminStats(period: StatsPeriod) {
  return useQuery(getAdminStatsQueryOptions(period));
}
