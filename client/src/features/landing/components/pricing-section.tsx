import { Check, Minus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { LOGIN_URL } from "@/lib/navigation";
import { PLANS, type Plan } from "@/features/billing/plans";

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-3xl p-8 sm:p-10",
        plan.featured
          ? "bg-slate-950 text-white shadow-2xl shadow-blue-900/20 ring-1 ring-slate-900"
          : "border border-slate-200 bg-white shadow-xs",
      )}
    >
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex items-center justify-between gap-3">
          <h3 id={titleId} className="text-lg font-semibold">
            {plan.name}
          </h3>
          {plan.featured && (
            <span className="rounded-full bg-blue-500/15 px-3 py-1 text-xs font-semibold text-blue-200 ring-1 ring-blue-400/30 ring-inset">
              Best value
            </span>
          )}
        </div>
        <p className={cn("mt-2 text-sm", plan.featured ? "text-slate-300" : "text-slate-600")}>
          {plan.summary}
        </p>
        <p className="mt-6 flex items-baseline gap-2">
          <span className="text-5xl font-semibold tracking-tight">{plan.price}</span>
          <span className={cn("text-sm", plan.featured ? "text-slate-300" : "text-slate-500")}>
            {plan.cadence}
          </span>
        </p>
        <ul className="mt-8 grid flex-1 content-start gap-3 text-sm">
          {plan.features.map((f) => (
            <li key={f.text} className="flex gap-3">
              {f.included ? (
                <Check
                  className={cn(
                    "size-5 shrink-0",
                    plan.featured ? "text-blue-300" : "text-primary",
                  )}
                  aria-hidden="true"
                />
              ) : (
                <Minus className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <span className={plan.featured ? "text-slate-100" : "text-slate-700"}>{f.text}</span>
            </li>
          ))}
        </ul>
        <Button
          asChild
          size="lg"
          variant={plan.featured ? "default" : "outline"}
          className={cn(
            "mt-10 w-full",
            plan.featured &&
              "bg-blue-600 text-white hover:bg-blue-500 focus-visible:ring-offset-slate-950",
          )}
        >
          <a href={LOGIN_URL}>{plan.cta}</a>
        </Button>
      </article>
    </li>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            Start free. Pay once when you&apos;re ready.
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            No subscriptions and no hidden fees. Upgrade whenever you need more than three
            documents.
          </p>
        </div>
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-500">Prices in US dollars.</p>
      </div>
    </section>
  );
}
