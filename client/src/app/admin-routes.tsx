// The admin panel's routes (signed-in only; the admin layout shows Access Denied to non-admins).
// Returned as an array of <Route> elements because wouter's <Switch> matches its direct children.
// The frame and each page are lazy chunks: nothing of the panel is in the site's bundle, and the
// frame stays on screen while a page loads. A page that has loaded third-party tags never shows
// the panel: entering it from there is a full page load, which leaves the tags behind.
import { lazy, useLayoutEffect, type ReactElement, type ReactNode } from "react";
import { Route } from "wouter";
import { PageLoader } from "@/components/layout/page-loader";
import { pageHasTags } from "@/features/tracking/analytics-tags";

const AdminLayoutPage = lazy(() => import("./routes/admin-layout-page"));

const ADMIN_PAGES = [
  { path: "/admin", Page: lazy(() => import("./routes/admin-dashboard-page")) },
  { path: "/admin/users", Page: lazy(() => import("./routes/admin-users-page")) },
  { path: "/admin/analytics", Page: lazy(() => import("./routes/admin-analytics-page")) },
  { path: "/admin/payments", Page: lazy(() => import("./routes/admin-payments-page")) },
  { path: "/admin/activity", Page: lazy(() => import("./routes/admin-activity-page")) },
  { path: "/admin/settings", Page: lazy(() => import("./routes/admin-settings-page")) },
];

/** Loads the current address afresh: the browser drops this page and every script in it. */
function FullPageLoad() {
  useLayoutEffect(() => window.location.reload(), []);
  return <PageLoader />;
}

function AdminGate({ children }: { children: ReactNode }) {
  return pageHasTags() ? <FullPageLoad /> : children;
}

export function adminRoutes(): ReactElement[] {
  return ADMIN_PAGES.map(({ path, Page }) => (
    <Route key={path} path={path}>
      <AdminGate>
        <AdminLayoutPage>
          <Page />
        </AdminLayoutPage>
      </AdminGate>
    </Route>
  ));
}
