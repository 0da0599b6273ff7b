// The signed-in dashboard (spec section 2). The app passes the current user in; the dashboard owns
// its rule for a signed-out visitor or an expired session: toast, then sign in again.
import { Shield } from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import { AppHeader } from "@/components/layout/app-header";
import { PageLoader } from "@/components/layout/page-loader";
import { Button } from "@/components/ui/button";
import { TemplateUpdateNotices } from "@/features/publications";
import { useLoginRedirect } from "@/hooks/use-login-redirect";
import { useScrollToHash } from "@/hooks/use-scroll-to-hash";
import { isUnauthorizedError } from "@/lib/api-client";
import { UNAUTHORIZED_TOAST } from "@/lib/navigation";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { useDocuments } from "../api/get-documents";
import { isAtFreeLimit, PlanUsage } from "./plan-usage";
import { QuickTools } from "./quick-tools";
import { RecentDocuments } from "./recent-documents";
import { StatCards } from "./stat-cards";
import { BillingTotals } from "./billing-totals";
import type { DashboardUser } from "./types";
import { UpgradeBanner } from "./upgrade-banner";

// The parts that don't depend on the dashboard's data: not rendered again when figures arrive.
const Header = memo(AppHeader);
const Banner = memo(UpgradeBanner);
const Tools = memo(QuickTools);

export { UNAUTHORIZED_TOAST };

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

  const isFree = user?.subscription === "free";
  const atLimit = isFree && isAtFreeLimit(user?.documentsGenerated ?? 0);

  return (
    <div className="min-h-screen bg-slate-50/70">
      <Header user={user} />
      <main id="main" className="container space-y-6 py-8 sm:py-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-950 sm:text-3xl">
              {user?.firstName ? `Welcome back, ${user.firstName}!` : "Welcome back!"}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground sm:text-base">
              Here&apos;s what&apos;s happening with your documents.
            </p>
          </div>
          {user?.role === "admin" && (
            <Button asChild variant="outline" size="sm">
              <Link href="/admin">
                <Shield aria-hidden="true" />
                Admin Panel
              </Link>
            </Button>
          )}
        </div>

        {isFree && <PlanUsage used={user?.documentsGenerated ?? 0} />}

        {isFree && <Banner />}

        <TemplateUpdateNotices />

        <StatCards stats={stats.data} isLoading={stats.isLoading} isError={stats.isError} />

        <BillingTotals billing={stats.data?.billing} />

        <div className="grid items-start gap-6 lg:grid-cols-3">
          {/* min-w-0: a long title must truncate, not widen the column (and the page). */}
          <div className="min-w-0 lg:col-span-1">
            <Tools atLimit={atLimit} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <RecentDocuments
              documents={documents.data}
              isLoading={documents.isLoading}
              isError={documents.isError && !isUnauthorizedError(documents.error)}
              onRetry={() => void documents.refetch()}
              atLimit={atLimit}
            />
          </div>
        </div>
      </main>
    </div>
  );
}
