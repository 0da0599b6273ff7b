import { PageLoader } from "@/components/layout/page-loader";
import { useAuth, wasSignedIn } from "@/lib/auth";
import { LandingPage } from "@/features/landing/components/landing-page";
import { DashboardPage } from "../lazy-pages";

/**
 * '/': the dashboard when signed in, else the landing page, shown at once while the user call
 * loads, unless this browser was signed in last time: then a loader, not a flash of the landing page.
 */
export function HomeRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isAuthenticated) return <DashboardPage />;
  if (isLoading && wasSignedIn()) return <PageLoader />;
  return <LandingPage />;
}
