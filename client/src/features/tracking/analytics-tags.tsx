// Mounted once in the app. On the landing page and the dashboard, never in the admin panel and
// never for an admin (whatever the page: a third-party script would act with the admin's rights),
// it loads the active analytics providers' tags. A signed-out visitor's landing page asks for them
// itself (client/src/main.tsx, through ./tags), without the app. The server agrees: it lists no provider to
// an admin's session, and its Content-Security-Policy allows none on their pages.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth";
import { isTrackedPage, requestTags } from "./tags";

export { isTrackedPage, pageHasTags } from "./tags";

export function AnalyticsTags() {
  const [path] = useLocation();
  const { user, isLoading, isAuthenticated, isBlocked } = useAuth();
  // Only once we know who is here: an admin must not get tags even for a moment.
  const tracked = !isLoading && !isBlocked && user?.role !== "admin" && isTrackedPage(path, isAuthenticated);

  useEffect(() => {
    if (tracked) requestTags();
  }, [tracked]);

  return null;
}
