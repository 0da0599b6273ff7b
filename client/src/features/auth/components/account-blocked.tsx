import { Ban, LogOut } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@shared/api/routes";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { apiCall, isUnauthorizedError } from "@/lib/api-client";
import { redirectToLogin } from "@/lib/navigation";

/** How often the screen asks whether the account is still blocked. */
export const BLOCKED_RECHECK_MS = 15_000;

/**
 * While the screen is open, asks now and then (and whenever the tab comes back into view) whether
 * the account is still blocked. Once it is not, the server has ended the blocked session: the
 * browser goes to sign in, and the user is back in.
 */
function useUnblockedRedirect() {
  useEffect(() => {
    let stopped = false;
    const check = () => {
      apiCall(api.account.user).then(
        () => !stopped && window.location.reload(),
        (err: unknown) => {
          if (!stopped && isUnauthorizedError(err)) redirectToLogin();
        },
      );
    };
    const timer = setInterval(check, BLOCKED_RECHECK_MS);
    const onVisible = () => document.visibilityState === "visible" && check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}

export const INSTANCE_QUERY_KEY = ["/api/instance"] as const;

/** The operator's address (SUPPORT_EMAIL): readable by a blocked account, unlike the rest of the API. */
function useSupportEmail(): string | null {
  const { data } = useQuery({
    queryKey: INSTANCE_QUERY_KEY,
    queryFn: () => apiCall(api.account.instance),
    retry: false,
  });
  return data?.supportEmail ?? null;
}

/** Shown in place of the app when the server answers 403 "blocked" for the current user. */
export function AccountBlocked() {
  useUnblockedRedirect();
  const supportEmail = useSupportEmail();
  return (
    <div className="flex min-h-screen flex-col bg-muted/60">
      <header className="container flex h-16 items-center">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        <section
          aria-labelledby="account-blocked-title"
          className="w-full max-w-md rounded-2xl border bg-background p-8 text-center shadow-sm"
        >
          <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive ring-1 ring-red-100">
            <Ban className="size-7" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium text-destructive">Account blocked</p>
          <h1 id="account-blocked-title" className="mt-1 text-2xl font-semibold tracking-tight">
            Your account has been blocked
          </h1>
          <p className="mt-3 text-sm leading-6 text-muted-foreground">
            You can no longer create, view or export documents with this account. If you think this
            is a mistake, please{" "}
            {supportEmail ? (
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-primary underline underline-offset-2"
              >
                contact support
              </a>
            ) : (
              "contact the operator of this site"
            )}{" "}
            and we&apos;ll look into it.
          </p>
          {supportEmail && (
            <p className="mt-2 text-sm text-muted-foreground">
              Support: <span className="font-medium text-slate-900">{supportEmail}</span>
            </p>
          )}
          <Button asChild variant="outline" className="mt-6">
            {/* A whole-page navigation: the server ends the session. */}
            <a href="/api/logout">
              <LogOut aria-hidden="true" />
              Sign Out
            </a>
          </Button>
        </section>
      </main>
    </div>
  );
}
