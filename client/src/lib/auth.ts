// GET /api/auth/user: the signed-in user, null when signed out (401), an error otherwise. A blocked
// account answers 403 {"code":"blocked"}; that is a state of its own, not "signed out". Here in lib/
// because the router, several features and the invoice form all read it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";
import { api } from "@shared/api/routes";
import type { TPublicUser } from "@shared/api/users";
import { apiCall, isApiError, isUnauthorizedError } from "./api-client";

export const AUTH_USER_QUERY_KEY = ["/api/auth/user"] as const;

// A hint kept in this browser that its last answer was a signed-in user: '/' then waits for the
// user call with a loader instead of flashing the landing page at someone about to see their
// dashboard. Only a hint: the user call decides, and a visitor without it gets the landing page at once.
const SIGNED_IN_HINT = "founderdocs.signed-in";

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === "1";
  } catch {
    return false; // storage refused (private mode, blocked): no hint
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, "1");
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage refused: the landing page shows while the user call loads, as without a hint
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_USER_QUERY_KEY,
    // Signed out (401) is no error: there is no user.
    queryFn: async () => {
      const user = await apiCall(api.account.user).catch((err: unknown) => {
        if (isUnauthorizedError(err)) return null;
        throw err;
      });
      rememberSignedIn(user !== null);
      return user;
    },
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
