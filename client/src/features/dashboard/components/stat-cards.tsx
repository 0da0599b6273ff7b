import { DollarSign, FilePen, FileSignature, FileText, type LucideIcon } from "lucide-react";
import type { TDashboardStats } from "@shared/api/dashboard";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/utils";

type StatDef = {
  key: keyof TDashboardStats;
  label: string;
  icon: LucideIcon;
  tint: string;
  format: (value: number) => string;
};

const count = (n: number) => n.toLocaleString("en-US");

const STATS: StatDef[] = [
  {
    key: "documentsGenerated",
    label: "Documents Generated",
    icon: FileText,
    tint: "bg-blue-50 text-blue-600",
    format: count,
  },
  {
    key: "signedContracts",
    label: "Signed Contracts",
    icon: FileSignature,
    tint: "bg-violet-50 text-violet-600",
    format: count,
  },
  {
    key: "invoiceTotal",
    label: "Invoice Total",
    icon: DollarSign,
    tint: "bg-emerald-50 text-emerald-600",
    format: formatCents,
  },
  {
    key: "savedDrafts",
    label: "Saved Drafts",
    icon: FilePen,
    tint: "bg-amber-50 text-amber-600",
    format: count,
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
        {STATS.map(({ key, label, icon: Icon, tint, format }) => {
          const labelId = `stat-${key}`;
          return (
            <div
              key={key}
              role="group"
              aria-labelledby={labelId}
              className="rounded-xl border bg-card p-4 shadow-xs sm:p-5"
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
                <p className="mt-2 text-xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900 tabular-nums sm:text-3xl">
                  {isError ? (
                    <span title="Couldn't load this figure">—</span>
                  ) : (
                    format(stats?.[key] ?? 0)
                  )}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
