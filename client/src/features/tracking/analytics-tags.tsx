// Mounted once in the app. On the landing page and the dashboard, and never in the admin panel,
// it loads the active analytics providers' tags. The loader itself is a lazy chunk, so the
// landing page's bundle carries only this component.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth";

/** '/' is the landing page (signed out) or the dashboard (signed in); '/dashboard' needs a user. */
export function isTrackedPage(path: string, isAuthenticated: boolean): boolean {
  return path === "/" || (path === "/dashboard" && isAuthenticated);
}

export function AnalyticsTags() {
  const [path] = useLocation();
  const { isAuthenticated, isBlocked } = useAuth();
  const tracked = !isBlocked && isTrackedPage(path, isAuthenticated);

  useEffect(() => {
    if (!tracked) return;
    void import("./load-tags").then(
      (m) => m.loadActiveTags(),
      () => {},
    );
  }, [tracked]);

  return null;
}
