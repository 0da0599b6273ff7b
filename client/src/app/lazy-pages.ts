// Every page but the landing page is its own chunk, so a visitor's first load carries no
// dashboard or tool code.
import { lazy } from "react";

export const DashboardPage = lazy(() => import("./routes/dashboard-page"));
export const ComingSoonPage = lazy(() => import("./routes/coming-soon-page"));
export const NotFoundPage = lazy(() => import("./routes/not-found-page"));
export const AccountBlockedPage = lazy(() => import("./routes/account-blocked-page"));
