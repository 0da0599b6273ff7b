import { DollarSign, FilePen, FileSignature, FileText, type LucideIcon } from "lucide-react";
import type * as React from "react";
import type { TDashboardStats } from "@shared/api/dashboard";
import { formatMoney } from "@shared/money";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@shared/format";

type StatDef = {
  key: "documentsGenerated" | "signedContracts" | "invoiceTotal" | "savedDrafts";
  label: string;
  icon: LucideIcon;
  tint: string;
  render: (stats: TDashboardStats | undefined) => React.ReactNode;
};

const count = (n: number | undefined) => formatCount(n ?? 0);

/**
 * One line per currency with invoices (a user who bills only in euros sees €…, not $0.00); the
 * spec's USD figure when there are none, or when the server sends no breakdown.
 */
export function InvoiceTotals({ stats }: { stats: TDashboardStats | undefined }) {
  const totals = stats?.invoiceTotals ?? [];
  if (totals.length === 0) return formatMoney(stats?.invoiceTotal ?? 0);
  if (totals.length === 1) return formatMoney(totals[0]!.total, totals[0]!.currency);
  return (
    <ul className="space-y-0.5 text-base sm:text-xl">
      {totals.map((t) => (
        <li key={t.currency} data-testid={`invoice-total-${t.currency}`}>
          {formatMoney(t.total, t.currency)}
        </li>
      ))}
    </ul>
  );
}

const STATS: StatDef[] = [
  {
    key: "documentsGenerated",
    label: "Documents Generated",
    icon: FileText,
    tint: "bg-blue-50 text-blue-600",
    render: (stats) => count(stats?.documentsGenerated),
  },
  {
    key: "signedContracts",
    label: "Signed Contracts",
    icon: FileSignature,
    tint: "bg-violet-50 text-violet-600",
    render: (stats) => count(stats?.signedContracts),
  },
  {
    key: "invoiceTotal",
    label: "Invoice Total",
    icon: DollarSign,
    tint: "bg-emerald-50 text-emerald-600",
    render: (stats) => <InvoiceTotals stats={stats} />,
  },
  {
    key: "savedDrafts",
    label: "Saved Drafts",
    icon: FilePen,
    tint: "bg-amber-50 text-amber-600",
    render: (stats) => count(stats?.savedDrafts),
  },
];

export function StatCards({
  stats,
  isLoading,
  isError,
}: {
  stats: TDashboardStats | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your numbers
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ key, label, icon: Icon, tint, render }) => {
          const labelId = `stat-${key}`;
          return (
            <div
              key={key}
              role="group"
              aria-labelledby={labelId}
              className="min-w-0 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
            >
              <div className="flex items-center justify-between gap-2">
                <p id={labelId} className="text-sm font-medium text-muted-foreground">
                  {label}
                </p>
                <span
                  className={`hidden size-8 items-center justify-center rounded-lg sm:flex ${tint}`}
                  aria-hidden="true"
                >
                  <Icon className="size-4" />
                </span>
              </div>
              {isLoading ? (
                <Skeleton className="mt-3 h-8 w-20" />
              ) : (
                <div className="mt-2 text-xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900 tabular-nums sm:text-3xl">
                  {isError ? <span title="Couldn't load this figure">—</span> : render(stats)}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
