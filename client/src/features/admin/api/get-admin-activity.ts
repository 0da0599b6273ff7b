// GET /api/admin/activity?limit=&type=&page=: the activity log, newest first.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityType } from "@shared/api/admin";
import { api } from "@shared/api/routes";
import { apiCallPage } from "@/lib/api-client";

export { ACTIVITY_TYPES, type ActivityType } from "@shared/api/admin";

/** Spec section 9: the dashboard fetches 10 entries and the overview shows 5. */
export const ACTIVITY_FETCH_LIMIT = 10;
export const OVERVIEW_ACTIVITY_COUNT = 5;

export const ADMIN_ACTIVITY_QUERY_KEY = ["/api/admin/activity"] as const;

export interface ActivityQuery {
  limit: number;
  page?: number;
  type?: ActivityType | undefined;
}

export const getAdminActivityQueryOptions = (query: ActivityQuery) =>
  queryOptions({
    queryKey: [...ADMIN_ACTIVITY_QUERY_KEY, query] as const,
    queryFn: () => apiCallPage(api.admin.activity, { query: { ...query } }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminActivity(query: ActivityQuery) {
  return useQuery(getAdminActivityQueryOptions(query));
}
