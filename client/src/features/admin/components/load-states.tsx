// The states of an admin table's read, in one place: placeholder rows while it loads, what the
// server said (with a retry) when it fails, the empty message when there are no rows, else the
// table itself.
import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";

interface Read {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function LoadStates<T>({
  read,
  data,
  what,
  loadingLabel,
  rows = 5,
  className = "p-4",
  empty,
  children,
}: {
  read: Read;
  /** The rows once loaded. */
  data: readonly T[] | undefined;
  /** What failed to load, in running text ("the users"). */
  what: string;
  /** The placeholder's accessible name ("Loading users"). */
  loadingLabel: string;
  /** Placeholder rows. */
  rows?: number;
  /** The padding around the placeholder and the error. */
  className?: string;
  /** Shown when the read answered no rows. */
  empty: ReactNode;
  /** The table, drawn only once there are rows. */
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (read.isLoading) {
    return (
      <div role="status" aria-label={loadingLabel} className={cn("space-y-3", className)}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (read.isError) {
    return (
      <div className={className}>
        <LoadError what={what} error={read.error} onRetry={() => void read.refetch()} />
      </div>
    );
  }
  return data?.length ? children(data) : empty;
}

/** A read that failed: what the server said, and a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border bg-card px-6 py-10 text-center"
    >
      <AlertCircle className="size-6 text-destructive" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-slate-900">We couldn&apos;t load {what}.</p>
      <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
