// The Free plan's allowance on a tool page: once the 3 documents are used (the current user's
// documentsGenerated), the page says so before the form is filled, not after a refused Generate.
// Generate stays: the server is the judge (the counter may be stale, or the plan just upgraded).
// Upgrade starts checkout from here; the plans page is a link away.
import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { UpgradeButton } from "./upgrade-button";
import { useAuth } from "@/lib/auth";

/** Spec sections 6 and 9: the Free plan's 3 documents. */
export const FREE_DOCUMENT_LIMIT = 3;

/** The server's own words for the limit (server/services/quota.ts). */
export const FREE_LIMIT_MESSAGE = `You've used all ${FREE_DOCUMENT_LIMIT} documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.`;

export function PlanUsageNotice() {
  const { user } = useAuth();
  if (!user || user.subscription !== "free" || user.documentsGenerated < FREE_DOCUMENT_LIMIT) return null;
  return (
    <section
      aria-labelledby="plan-usage-notice-title"
      data-testid="plan-usage-notice"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <h2 id="plan-usage-notice-title" className="text-sm font-semibold text-slate-950">
            Your free documents are used up
          </h2>
          <p className="mt-0.5 text-sm text-slate-700">{FREE_LIMIT_MESSAGE}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3 sm:self-center">
        <UpgradeButton size="sm">Upgrade</UpgradeButton>
        <Link
          href="/pricing"
          className="rounded-md px-1 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          See plans
        </Link>
      </div>
    </section>
  );
}
