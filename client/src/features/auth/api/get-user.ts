// GET /api/auth/user: the signed-in user, null when signed out (401), an error otherwise. A blocked
// account answers 403 {"code":"blocked"}; that is a state of its own, not "signed out".
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";
import { getQueryFn, parseApiError } from "@/lib/api-client";

export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscription: "free" | "pro";
  role: "user" | "admin";
  documentsGenerated: number;
  createdAt: string;
}

export const AUTH_USER_QUERY_KEY = ["/api/auth/user"] as const;

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
    retry: false,
  });

export function isBlockedError(err: unknown): boolean {
  const details = parseApiError(err);
  return details?.status === 403 && details.code === "blocked";
}

export interface AuthState {
  user: AuthUser | null;
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
