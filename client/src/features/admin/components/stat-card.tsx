import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/** One figure with its label, an icon and a line of context; a group named by its label. */
export function StatCard({
  id,
  label,
  value,
  hint,
  icon: Icon,
  tint,
  isLoading,
}: {
  id: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  tint: string;
  isLoading?: boolean;
}) {
  const labelId = `admin-stat-${id}`;
  return (
    <div role="group" aria-labelledby={labelId} className="rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <span
          className={`flex size-8 items-center justify-center rounded-lg ${tint}`}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
      </div>
      {isLoading ? (
        <>
          <Skeleton className="mt-3 h-8 w-24" />
          <Skeleton className="mt-2 h-3 w-32" />
        </>
      ) : (
        <>
          <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {value}
          </p>
          {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
        </>
      )}
    </div>
  );
}
