// Every page but the landing page is its own chunk, so a visitor's first load carries no
// dashboard or tool code.
import { lazy } from "react";

const loadDashboard = () => import("./routes/dashboard-page");
export const DashboardPage = lazy(loadDashboard);
export const ComingSoonPage = lazy(() => import("./routes/coming-soon-page"));
export const NotFoundPage = lazy(() => import("./routes/not-found-page"));
export const AccountBlockedPage = lazy(() => import("./routes/account-blocked-page"));
export const PrivacyPolicyPage = lazy(() => import("./routes/privacy-policy-page"));
export const TermsPage = lazy(() => import("./routes/terms-page"));
export const CookiePolicyPage = lazy(() => import("./routes/cookie-policy-page"));
export const NdaPage = lazy(() => import("./routes/nda-page"));
export const InvoicePage = lazy(() => import("./routes/invoice-page"));
export const DocumentViewerPage = lazy(() => import("./routes/document-viewer-page"));

/**
 * Opened directly on /dashboard, the page's chunk is fetched at boot, alongside the user call,
 * instead of after it (the lazy component then resolves from the module cache).
 */
export function preloadRoute(path: string) {
  if (path === "/dashboard") void loadDashboard().catch(() => {});
}
