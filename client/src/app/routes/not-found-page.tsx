import { ArrowLeft, FileQuestion } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { TOOLS } from "@shared/catalogue";
import { PageLoader } from "@/components/layout/page-loader";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { redirectToLogin } from "@/lib/navigation";
import { APP_PAGES } from "../app-routes";

const SIGNED_IN_PAGES = new Set<string>([...TOOLS.map((t) => t.href), ...Object.values(APP_PAGES)]);

/**
 * The routes registered only once signed in (spec section 2: tools, admin, the app's own pages).
 * Signed out, they match nothing and land here; they are a sign-in away, not missing.
 */
export function isSignedInOnlyPath(path: string): boolean {
  return SIGNED_IN_PAGES.has(path) || path === "/admin" || path.startsWith("/admin/");
}

/** This replaces the spec's developer hint ("Did you forget to add the page to the router?"). */
export const NOT_FOUND_PAGE_TEXT =
  "The page you're looking for doesn't exist or has moved. Check the address, or start again from the home page.";

export default function NotFoundPage() {
  const [location] = useLocation();
  const search = useSearch();
  const { isAuthenticated, isLoading } = useAuth();
  const toSignIn = !isLoading && !isAuthenticated && isSignedInOnlyPath(location);

  // After signing in, the server brings the visitor back here (returnTo).
  useEffect(() => {
    if (toSignIn) redirectToLogin(search ? `${location}?${search}` : location);
  }, [toSignIn, location, search]);

  if (toSignIn) return <PageLoader label="Taking you to sign in..." />;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border bg-background p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-destructive"
            aria-hidden="true"
          >
            <FileQuestion className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-950">
            404 Page Not Found
          </h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          {NOT_FOUND_PAGE_TEXT}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Go to home
          </Link>
        </Button>
      </div>
    </main>
  );
}
