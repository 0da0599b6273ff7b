// GET /api/dashboard/stats, read with the QueryClient's default fetcher (the key is the path).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDashboardStats } from "@shared/api/dashboard";

export const DASHBOARD_STATS_QUERY_KEY = ["/api/dashboard/stats"] as const;

export const getDashboardStatsQueryOptions = ({ enabled }: { enabled: boolean }) =>
  queryOptions<TDashboardStats>({
    queryKey: DASHBOARD_STATS_QUERY_KEY,
    enabled,
    retry: false,
  });

export function useDashboardStats({ enabled }: { enabled: boolean }) {
  return useQuery(getDashboardStatsQueryOptions({ enabled }));
}
