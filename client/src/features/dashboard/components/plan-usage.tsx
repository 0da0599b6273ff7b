// The Free plan's allowance (spec section 6: 3 documents in total, forever), counted by the server
// as documentsGenerated, and the notice the ways to a new document show once it is used up.
import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { FREE_DOCUMENT_LIMIT } from "@/features/billing";
import { cn } from "@/lib/utils";

export const PRICING_HREF = "/pricing";

export const isAtFreeLimit = (used: number) => used >= FREE_DOCUMENT_LIMIT;

export function planUsageText(used: number): string {
  return `${Math.min(used, FREE_DOCUMENT_LIMIT)} of ${FREE_DOCUMENT_LIMIT} free documents used`;
}

export function PlanUsage({ used }: { used: number }) {
  const shown = Math.min(used, FREE_DOCUMENT_LIMIT);
  const full = isAtFreeLimit(used);
  return (
    <section
      aria-labelledby="plan-usage-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <h2 id="plan-usage-title" className="text-sm font-semibold text-slate-900">
          Free plan
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground" data-testid="plan-usage">
          {planUsageText(used)}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:w-64">
        <div
          role="progressbar"
          aria-label="Free documents used"
          aria-valuemin={0}
          aria-valuemax={FREE_DOCUMENT_LIMIT}
          aria-valuenow={shown}
          aria-valuetext={planUsageText(used)}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cn("h-full rounded-full", full ? "bg-amber-500" : "bg-primary")}
            style={{ width: `${(shown / FREE_DOCUMENT_LIMIT) * 100}%` }}
          />
        </div>
        {full && (
          <Link
            href={PRICING_HREF}
            className="shrink-0 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            See plans
          </Link>
        )}
      </div>
    </section>
  );
}

/** Said where a new document starts, before any form is filled in, once the allowance is used. */
export function PlanLimitNotice({ id, className }: { id?: string; className?: string }) {
  return (
    <p
      id={id}
      data-testid="plan-limit-notice"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900",
        className,
      )}
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <span className="min-w-0">
        You&apos;ve used all {FREE_DOCUMENT_LIMIT} free documents.{" "}
        <Link
          href={PRICING_HREF}
          className="font-medium underline underline-offset-2 hover:text-amber-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Upgrade to Lifetime Access
        </Link>{" "}
        to create more.
      </span>
    </p>
  );
}
