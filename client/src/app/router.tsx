// Route table of spec section 2. Only the landing page is loaded eagerly (see ./lazy-pages).
import { Suspense, useMemo } from "react";
import { Route, Switch } from "wouter";
import { comingSoonTools } from "@shared/catalogue";
import { PageLoader } from "@/components/layout/page-loader";
import { useAuth } from "@/lib/auth";
import { AccountBlockedPage, ComingSoonPage, DashboardPage, NotFoundPage } from "./lazy-pages";
import { adminRoutes } from "./admin-routes";
import { appRoutes } from "./app-routes";
import { HomeRoute } from "./routes/home-route";
import { documentRoutes, publicRoutes, toolRoutes } from "./tool-routes";

export function AppRouter() {
  const { isAuthenticated, isLoading, isBlocked } = useAuth();
  // useAuth's state is deferred: when the user call answers, this component first re-renders
  // urgently with the state it had. The memo hands React the very same tree then, so the urgent
  // render stops here and the pages (the dashboard, mounted once its code is in) are built in the
  // deferred render, which yields to the browser instead of blocking it.
  return useMemo(
    () => <Routes isAuthenticated={isAuthenticated} isLoading={isLoading} isBlocked={isBlocked} />,
    [isAuthenticated, isLoading, isBlocked],
  );
}

function Routes({
  isAuthenticated,
  isLoading,
  isBlocked,
}: {
  isAuthenticated: boolean;
  isLoading: boolean;
  isBlocked: boolean;
}) {

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
        {publicRoutes()}

        {/* Tool and admin routes exist only for a signed-in user (spec section 2). */}
        {isAuthenticated && (
          <>
            {toolRoutes()}
            {appRoutes()}
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
