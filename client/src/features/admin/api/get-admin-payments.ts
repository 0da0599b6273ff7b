// GET /api/admin/payments?page=&limit=: payments, newest first.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import { apiCallPage } from "@/lib/api-client";

export const ADMIN_PAYMENTS_QUERY_KEY = ["/api/admin/payments"] as const;

export const getAdminPaymentsQueryOptions = (query: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...ADMIN_PAYMENTS_QUERY_KEY, query] as const,
    queryFn: () => apiCallPage(api.admin.payments, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminPayments(query: { page: number; limit: number }) {
  return useQuery(getAdminPaymentsQueryOptions(query));
}
