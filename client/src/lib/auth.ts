// GET /api/auth/user: the signed-in user, null when signed out (401), an error otherwise. A blocked
// account answers 403 {"code":"blocked"}; that is a state of its own, not "signed out". Here in lib/
// because the router, several features and the invoice form all read it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";
import { api } from "@shared/api/routes";
import type { TPublicUser } from "@shared/api/users";
import { apiCall, isApiError, isUnauthorizedError } from "./api-client";

export const AUTH_USER_QUERY_KEY = ["/api/auth/user"] as const;

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_USER_QUERY_KEY,
    // Signed out (401) is no error: there is no user.
    queryFn: () =>
      apiCall(api.account.user).catch((err: unknown) => {
        if (isUnauthorizedError(err)) return null;
        throw err;
      }),
    retry: false,
  });

export const isBlockedError = (err: unknown): boolean =>
  isApiError(err, 403) && err.code === "blocked";

export interface AuthState {
  user: TPublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isBlocked: boolean;
}

export function useAuth(): AuthState {
  const { data, isLoading, error } = useQuery(getUserQueryOptions());
  const isBlocked = isBlockedError(error);
  const state = useMemo(
    () => ({ user: data ?? null, isLoading, isAuthenticated: !!data, isBlocked }),
    [data, isLoading, isBlocked],
  );
  // The answer can change the whole screen (a spinner becomes the dashboard). A query's update is
  // rendered in one blocking task; deferred, React renders the new screen in slices that yield to
  // the browser, and shows it when it is ready.
  return useDeferredValue(state);
}
