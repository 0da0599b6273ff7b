// Which pages load the analytics providers' tags, and the request itself: no React, no router, no
// query client, so the landing page's first download can ask for the tags without carrying those.

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

/** Loads the active providers' tags (the loader is a lazy chunk); once per page load. */
export function requestTags(): void {
  tagsRequested = true;
  void import("./load-tags").then(
    (m) => m.loadActiveTags(),
    () => {},
  );
}
