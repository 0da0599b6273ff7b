// GET /api/admin/activity?limit=&type=&page=: the activity log, newest first.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getPage } from "./fetch-json";

import type { ActivityType } from "@shared/admin-api";

export { ACTIVITY_TYPES, type ActivityType } from "@shared/admin-api";

export interface ActivityEntry {
  id: string;
  type: ActivityType;
  action: string;
  /** Who did it: name, else e-mail; null for system events. */
  user: string | null;
  timestamp: string;
  userId: string | null;
  userEmail: string | null;
  entityType: string | null;
  entityId: string | null;
  metadata: Record<string, unknown> | null;
  ipAddress: string | null;
  userAgent: string | null;
}

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
    queryFn: () => getPage<ActivityEntry>("/api/admin/activity", { ...query }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminActivity(query: ActivityQuery) {
  return useQuery(getAdminActivityQueryOptions(query));
}
