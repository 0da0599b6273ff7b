// Where checkout sends the browser back (/billing/success?session_id=…). The redirect proves
// nothing: the account changes only when the payment provider's signed webhook arrives, so this
// page asks for the plan every POLL_MS until it is Lifetime, and says so if that takes too long.
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import type { TBillingStatus } from "@shared/api/billing";
import { Button } from "@/components/ui/button";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { useBillingStatus } from "../api/billing";
import { lifetimeSince } from "./pricing-plans";

export const POLL_MS = 1_500;
export const WAIT_LIMIT_MS = 60_000;

const isLifetime = (status: TBillingStatus | null | undefined) => status?.plan === "pro";

export function CheckoutSuccess() {
  const queryClient = useQueryClient();
  const sessionId = new URLSearchParams(useSearch()).get("session_id");
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const status = useBillingStatus({ pollMs: timedOut ? false : POLL_MS, until: isLifetime });
  const isPro = isLifetime(status.data);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  useEffect(() => {
    // The rest of the app (the dashboard's upgrade banner, the plan limit) reads the user.
    if (isPro) void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
  }, [isPro, queryClient]);

  return (
    <main id="main" className="container flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
      {isPro ? (
        <>
          <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-950">You&apos;re on Lifetime</h1>
          <p className="mt-3 text-base text-slate-600">
            Thank you! Unlimited documents, white-label exports and saved drafts are yours, for good.
          </p>
          <p className="mt-2 text-sm text-emerald-700">{lifetimeSince(status.data?.since ?? null)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link href="/">Go to Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/tools">Create a document</Link>
            </Button>
          </div>
        </>
      ) : timedOut ? (
        <>
          <Clock className="size-12 text-amber-500" aria-hidden="true" />
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-950">
            Your payment is taking longer than usual
          </h1>
          <p className="mt-3 text-base text-slate-600">
            We haven&apos;t had the payment confirmation yet. It usually arrives within seconds, but can
            take a few minutes. You won&apos;t be charged twice: check again in a minute, and if your
            plan still hasn&apos;t changed, contact support
            {sessionId ? " with the reference below" : ""}.
          </p>
          {sessionId && (
            <p className="mt-3 font-mono text-xs break-all text-slate-500">Reference: {sessionId}</p>
          )}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button
              onClick={() => {
                setTimedOut(false);
                setRound((r) => r + 1);
                void status.refetch();
              }}
            >
              Check again
            </Button>
            <Button asChild variant="outline">
              <Link href="/">Go to Dashboard</Link>
            </Button>
          </div>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center">
          <LoaderCircle className="size-12 animate-spin text-primary" aria-hidden="true" />
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-950">Processing your payment…</h1>
          <p className="mt-3 text-base text-slate-600">
            Thanks! We&apos;re waiting for the payment provider to confirm your payment. This usually
            takes a few seconds; keep this page open.
          </p>
        </div>
      )}
    </main>
  );
}
