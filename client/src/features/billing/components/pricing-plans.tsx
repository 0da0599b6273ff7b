// The signed-in plans page (/pricing): the two plans as the landing page sells them, the user's
// current plan ("Lifetime Access: active since …" for Pro), and the upgrade button that starts checkout.
import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import type { TBillingStatus } from "@shared/api/billing";
import { UpgradeButton } from "./upgrade-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { useBillingStatus } from "../api/billing";
import { PLANS, type Plan } from "../plans";
import { cn } from "@/lib/utils";
import { formatDate } from "@shared/format";

const PLAN_OF = { free: "free", pro: "lifetime" } as const;

/** "Lifetime Access: active since November 23, 2026" (or without a date when none is known). */
export const lifetimeSince = (since: string | null) =>
  since ? `Lifetime Access: active since ${formatDate(since)}` : "Lifetime Access: active";

export function PricingPlans() {
  const status = useBillingStatus();
  // Checkout's cancel URL: /pricing?checkout=cancelled (CHECKOUT_CANCELLED_QUERY).
  const cancelled = new URLSearchParams(useSearch()).get("checkout") === "cancelled";

  return (
    <main id="main" className="container max-w-5xl py-8 sm:py-12">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl">
          Plans and pricing
        </h1>
        <p className="mt-3 text-base leading-7 text-slate-600 sm:text-lg">
          Start free. Pay once when you&apos;re ready: no subscriptions and no hidden fees.
        </p>
      </div>

      {cancelled && (
        <p
          role="status"
          className="mx-auto mt-8 max-w-2xl rounded-lg border border-slate-200 bg-white px-4 py-3 text-center text-sm text-slate-700"
        >
          Checkout cancelled. You have not been charged.
        </p>
      )}

      <div className="mt-8">
        {status.isLoading ? (
          <div role="status" aria-label="Loading your plan" className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-96 rounded-2xl" />
            <Skeleton className="h-96 rounded-2xl" />
          </div>
        ) : status.isError || !status.data ? (
          <div role="alert" className="mx-auto max-w-xl rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
            <p className="font-medium text-destructive">We couldn&apos;t load your plan.</p>
            <p className="mt-1 text-slate-700">{getErrorMessage(status.error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Plans status={status.data} />
        )}
      </div>
      <p className="mt-8 text-center text-sm text-slate-500">Prices in US dollars.</p>
    </main>
  );
}

function Plans({ status }: { status: TBillingStatus }) {
  const current = PLAN_OF[status.plan];
  const currentPlan = PLANS.find((p) => p.id === current)!;
  return (
    <>
      <section
        aria-labelledby="current-plan-title"
        className="mx-auto mb-8 flex max-w-2xl flex-col items-center gap-1 text-center"
        data-testid="current-plan"
      >
        <h2 id="current-plan-title" className="text-sm font-medium text-slate-600">
          Your plan: <span className="font-semibold text-slate-950">{currentPlan.name}</span>
        </h2>
        {status.plan === "pro" && (
          <p className="text-sm text-emerald-700">{lifetimeSince(status.since)}</p>
        )}
      </section>
      <ul className="grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === current}>
            {plan.id === "lifetime" && <LifetimeAction status={status} />}
          </PlanCard>
        ))}
      </ul>
    </>
  );
}

function PlanCard({
  plan,
  current,
  children,
}: {
  plan: Plan;
  current: boolean;
  children?: ReactNode;
}) {
  const titleId = `pricing-plan-${plan.id}`;
  return (
    <li
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-6 shadow-xs sm:p-8",
        plan.featured ? "border-blue-200 ring-1 ring-blue-100" : "border-slate-200",
      )}
    >
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex items-center justify-between gap-3">
          <h3 id={titleId} className="text-lg font-semibold text-slate-950">
            {plan.name}
          </h3>
          {current && <Badge>Current plan</Badge>}
        </div>
        <p className="mt-2 text-sm text-slate-600">{plan.summary}</p>
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-4xl font-semibold tracking-tight text-slate-950">{plan.price}</span>
          <span className="text-sm text-slate-500">{plan.cadence}</span>
        </p>
        <ul className="mt-6 grid flex-1 content-start gap-3 text-sm">
          {plan.features.map((f) => (
            <li key={f.text} className="flex gap-3">
              {f.included ? (
                <Check className="size-5 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <Minus className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <span className="text-slate-700">{f.text}</span>
            </li>
          ))}
        </ul>
        {children}
      </article>
    </li>
  );
}

function LifetimeAction({ status }: { status: TBillingStatus }) {
  if (status.plan === "pro") {
    return (
      <p className="mt-8 flex items-center gap-2 text-sm font-medium text-emerald-700">
        <Check className="size-5" aria-hidden="true" />
        You&apos;re on Lifetime
      </p>
    );
  }
  return (
    <div className="mt-8">
      <UpgradeButton className="w-full" />
      <p className="mt-3 text-center text-xs text-slate-500">
        A one-time payment. Your plan changes as soon as the payment is confirmed.
      </p>
    </div>
  );
}
