// Where an invoice stands with its client, as a badge: Paid, Pending, Overdue (issue 27).
import type { BillingStatus } from "@shared/invoicing/status";
import { cn } from "@/lib/utils";
import { billingBadge } from "../api/invoicing";

const TONES = {
  paid: "border-transparent bg-emerald-100 text-emerald-800",
  pending: "border-transparent bg-amber-100 text-amber-800",
  overdue: "border-transparent bg-red-100 text-red-800",
  neutral: "border-border text-foreground",
} as const;

export function BillingBadge({ status, className }: { status: BillingStatus; className?: string }) {
  const { label, tone } = billingBadge(status);
  return (
    <span
      data-testid="billing-badge"
      className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", TONES[tone], className)}
    >
      {label}
    </span>
  );
}
