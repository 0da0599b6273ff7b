import { useAuth } from "@/lib/auth";
import { LandingPage } from "@/features/landing/components/landing-page";
import { DashboardPage } from "../lazy-pages";

/** '/': the landing page while the login state loads or when signed out, else the dashboard. */
export function HomeRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <DashboardPage /> : <LandingPage />;
}
