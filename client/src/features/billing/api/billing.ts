// GET /api/billing/status and POST /api/billing/checkout, for every upgrade button (the plans
// page, the dashboard's banner, the plan-limit panel). Checkout answers the page to pay on (Stripe
// Checkout, or the development checkout); the browser leaves for it. Other code starts checkout
// through the area's public entry (../index.ts: the UpgradeButton).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBillingStatus } from "@shared/api/billing";
import { api } from "@shared/api/routes";
import { apiCall, isApiError } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";

export const BILLING_STATUS_QUERY_KEY = ["/api/billing/status"] as const;

export const PAYMENTS_OFF_TEXT =
  "Payments are not configured on this server yet, so Lifetime Access can't be bought here. Please contact support.";

export const getBillingStatusQueryOptions = () =>
  queryOptions({
    queryKey: BILLING_STATUS_QUERY_KEY,
    queryFn: () => apiCall(api.billing.status),
    retry: false,
  });

/**
 * The plan. With `pollMs`, asked again that often until `until` holds (the checkout's return page
 * waits for the webhook this way).
 */
export function useBillingStatus({
  pollMs = false,
  until,
  enabled = true,
}: {
  pollMs?: number | false;
  until?: (status: TBillingStatus | null | undefined) => boolean;
  enabled?: boolean;
} = {}) {
  return useQuery({
    ...getBillingStatusQueryOptions(),
    enabled,
    refetchInterval: (query) => (pollMs && !until?.(query.state.data) ? pollMs : false),
  });
}

/** A whole-page navigation, kept apart so tests can watch it. */
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
};

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.billing.checkout),
    onSuccess: ({ url }) => browser.go(url),
    onError: (err) => {
      // 409: already Lifetime (paid in another tab): let every screen show it.
      if (isApiError(err, 409)) {
        void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      }
    },
  });
}
