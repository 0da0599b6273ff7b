// GET /api/admin/users?search=&subscription=&status=: filtered on the server; the previous list
// stays on screen (and is filtered on the client, spec section 7) while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import { apiCallPage } from "@/lib/api-client";

export type SubscriptionFilter = "all" | "free" | "pro";
export type StatusFilter = "all" | "active" | "blocked";

export interface UserFilters {
  search: string;
  subscription: SubscriptionFilter;
  status: StatusFilter;
}

export const ADMIN_USERS_QUERY_KEY = ["/api/admin/users"] as const;

export const getAdminUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, filters] as const,
    queryFn: () =>
      apiCallPage(api.admin.users, {
        query: { search: filters.search.trim(), subscription: filters.subscription, status: filters.status },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminUsers(filters: UserFilters) {
  return useQuery(getAdminUsersQueryOptions(filters));
}
