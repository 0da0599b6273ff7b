import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** The Free plan's limit, in the result area: the server's message and the way to upgrade. */
export function PlanLimitPanel({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="plan-limit-title"
      data-testid="plan-limit"
      className="rounded-xl border border-amber-200 bg-gradient-to-br from-amber-50 to-orange-50 p-6 shadow-xs sm:p-8"
    >
      <span
        className="flex size-11 items-center justify-center rounded-full bg-white text-amber-600 ring-1 ring-amber-200"
        aria-hidden="true"
      >
        <Sparkles className="size-5" />
      </span>
      <h2 id="plan-limit-title" className="mt-4 text-lg font-semibold text-slate-950">
        Free plan limit reached
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">{message}</p>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        Lifetime Access is a one-time payment: unlimited documents, exports without a watermark and
        every tool as it ships.
      </p>
      <Button asChild className="mt-6">
        {/* The signed-in plans page, where checkout starts. */}
        <Link href="/pricing">Upgrade to Lifetime Access</Link>
      </Button>
    </section>
  );
}
