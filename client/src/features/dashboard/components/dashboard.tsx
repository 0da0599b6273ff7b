// The signed-in dashboard (spec section 2). The app passes the current user in; the dashboard owns
// its rule for a signed-out visitor or an expired session: toast, then sign in again.
import { memo } from "react";
import { PageLoader } from "@/components/layout/page-loader";
import { useLoginRedirect } from "@/hooks/use-login-redirect";
import { useScrollToHash } from "@/hooks/use-scroll-to-hash";
import { isUnauthorizedError } from "@/lib/api-client";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { useDocuments } from "../api/get-documents";
import { DashboardHeader } from "./dashboard-header";
import { QuickTools } from "./quick-tools";
import { RecentDocuments } from "./recent-documents";
import { StatCards } from "./stat-cards";
import type { DashboardUser } from "./types";
import { UpgradeBanner } from "./upgrade-banner";

// The parts that don't depend on the dashboard's data: not rendered again when figures arrive.
const Header = memo(DashboardHeader);
const Banner = memo(UpgradeBanner);
const Tools = memo(QuickTools);

export const UNAUTHORIZED_TOAST = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
};

export function Dashboard({ user, isLoading }: { user: DashboardUser | null; isLoading: boolean }) {
  const isAuthenticated = !!user;
  const stats = useDashboardStats({ enabled: isAuthenticated });
  const documents = useDocuments({ enabled: isAuthenticated });

  const sessionLost =
    (!isLoading && !isAuthenticated) ||
    isUnauthorizedError(stats.error) ||
    isUnauthorizedError(documents.error);
  useLoginRedirect(sessionLost, UNAUTHORIZED_TOAST);
  useScrollToHash(!isLoading);

  if (isLoading) return <PageLoader />;

  return (
    <div className="min-h-screen bg-slate-50/70">
      <Header user={user} />
      <main id="main" className="container space-y-6 py-8 sm:py-10">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-950 sm:text-3xl">
            Welcome back, {user?.firstName || "there"}!
          </h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            Here&apos;s what&apos;s happening with your documents.
          </p>
        </div>

        {user?.subscription === "free" && <Banner />}

        <StatCards stats={stats.data} isLoading={stats.isLoading} isError={stats.isError} />

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-1">
            <Tools />
          </div>
          <div className="lg:col-span-2">
            <RecentDocuments
              documents={documents.data}
              isLoading={documents.isLoading}
              isError={documents.isError && !isUnauthorizedError(documents.error)}
              onRetry={() => void documents.refetch()}
            />
          </div>
        </div>
      </main>
    </div>
  );
}
