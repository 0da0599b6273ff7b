import { Check, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

const PERKS = ["Remove watermarks", "Unlimited documents", "Save and manage drafts"];

/** Shown to free users only. id="pricing" keeps old /#pricing links landing here. */
export function UpgradeBanner() {
  return (
    <section
      id="pricing"
      aria-labelledby="upgrade-title"
      className="relative isolate scroll-mt-20 overflow-hidden rounded-xl bg-gradient-to-r from-blue-600 via-indigo-600 to-violet-600 p-5 text-white shadow-md sm:p-6"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgba(255,255,255,0.2),transparent_40%)]"
      />
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span
            className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/25 sm:flex"
            aria-hidden="true"
          >
            <Sparkles className="size-5" />
          </span>
          <div>
            <h2 id="upgrade-title" className="text-lg font-semibold">
              Upgrade to Lifetime Access
            </h2>
            <p className="mt-1 text-sm text-blue-50">
              Lifetime Access: every tool, no limits, for a one-time payment of $29.
            </p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white">
              {PERKS.map((perk) => (
                <li key={perk} className="flex items-center gap-1.5">
                  <Check className="size-4 text-blue-100" aria-hidden="true" />
                  {perk}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Button
          asChild
          className="bg-white text-blue-700 shadow-sm hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-indigo-600"
        >
          {/* The plans page (spec: what Upgrade Now does is not shown). */}
          <Link href="/pricing">Upgrade Now</Link>
        </Button>
      </div>
    </section>
  );
}
