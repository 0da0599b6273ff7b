// Every page but the landing page is its own chunk, so a visitor's first load carries no
// dashboard or tool code (the tool forms are lazy in doc-types/registry.ts).
import { lazy } from "react";

const loadDashboard = () => import("./routes/dashboard-page");
export const DashboardPage = lazy(loadDashboard);
export const ComingSoonPage = lazy(() => import("./routes/coming-soon-page"));
export const NotFoundPage = lazy(() => import("./routes/not-found-page"));
export const AccountBlockedPage = lazy(() => import("./routes/account-blocked-page"));
export const DocumentViewerPage = lazy(() => import("./routes/document-viewer-page"));
export const LogoStudioPage = lazy(() => import("./routes/logo-studio-page"));
export const SignatureToolPage = lazy(() => import("./routes/signature-tool-page"));
export const SignPage = lazy(() => import("./routes/sign-page"));
export const VerifyPage = lazy(() => import("./routes/verify-page"));
export const PublicQuotePage = lazy(() => import("./routes/public-quote-page"));
export const PublicInvoicePage = lazy(() => import("./routes/public-invoice-page"));

/**
 * Opened directly on /dashboard, the page's chunk is fetched at boot, alongside the user call,
 * instead of after it (the lazy component then resolves from the module cache). Resolves when it
 * is in (at once for other paths; a failed load is left to the page's own Suspense).
 */
export function preloadRoute(path: string): Promise<void> {
  if (path === "/dashboard") return loadDashboard().then(
    () => {},
    () => {},
  );
  return Promise.resolve();
}
