// Mounted once in the app. On the landing page and the dashboard, never in the admin panel and
// never for an admin (whatever the page: a third-party script would act with the admin's rights),
// it loads the active analytics providers' tags. The loader itself is a lazy chunk, so the
// landing page's bundle carries only this component. The server agrees: it lists no provider to
// an admin's session, and its Content-Security-Policy allows none on their pages.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth";

/** '/' is the landing page (signed out) or the dashboard (signed in); '/dashboard' needs a user. */
export function isTrackedPage(path: string, isAuthenticated: boolean): boolean {
  return path === "/" || (path === "/dashboard" && isAuthenticated);
}

let tagsRequested = false;

/**
 * Whether this page has loaded (or begun to load) third-party tags: then the admin panel must be
 * reached by a full page load, which leaves them behind (see app/admin-routes.tsx).
 */
export const pageHasTags = () => tagsRequested;

export function AnalyticsTags() {
  const [path] = useLocation();
  const { user, isLoading, isAuthenticated, isBlocked } = useAuth();
  // Only once we know who is here: an admin must not get tags even for a moment.
  const tracked = !isLoading && !isBlocked && user?.role !== "admin" && isTrackedPage(path, isAuthenticated);

  useEffect(() => {
    if (!tracked) return;
    tagsRequested = true;
    void import("./load-tags").then(
      (m) => m.loadActiveTags(),
      () => {},
    );
  }, [tracked]);

  return null;
}
