// Route table of spec section 2. Only the landing page is loaded eagerly (see ./lazy-pages).
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { comingSoonTools } from "@shared/catalogue";
import { PageLoader } from "@/components/layout/page-loader";
import { useAuth } from "@/features/auth/api/get-user";
import { AccountBlockedPage, ComingSoonPage, DashboardPage, NotFoundPage } from "./lazy-pages";
import { adminRoutes } from "./admin-routes";
import { HomeRoute } from "./routes/home-route";
import { documentRoutes, toolRoutes } from "./tool-routes";

export function AppRouter() {
  const { isAuthenticated, isLoading, isBlocked } = useAuth();

  // A blocked account gets one screen everywhere: every API call would answer 403 anyway.
  if (isBlocked) {
    return (
      <Suspense fallback={<PageLoader />}>
        <AccountBlockedPage />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/dashboard" component={DashboardPage} />
        {documentRoutes()}

        {/* Tool and admin routes exist only for a signed-in user (spec section 2). */}
        {isAuthenticated && (
          <>
            {toolRoutes()}
            {adminRoutes()}
            {comingSoonTools().map((tool) => (
              <Route key={tool.id} path={tool.href}>
                <ComingSoonPage toolId={tool.id} />
              </Route>
            ))}
          </>
        )}

        {/* Until the user call answers we can't tell a tool route from a wrong path: wait. */}
        <Route>{isLoading ? <PageLoader /> : <NotFoundPage />}</Route>
      </Switch>
    </Suspense>
  );
}
