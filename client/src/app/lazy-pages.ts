// Every page but the landing page is its own chunk, so a visitor's first load carries no
// dashboard or tool code (the tool forms are lazy in doc-types/registry.ts).
import { lazy } from "react";

// Opened directly on /dashboard (or signed in on '/'), client/src/main.tsx fetches this chunk
// alongside the app's code.
export const DashboardPage = lazy(() => import("./routes/dashboard-page"));
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
