import type { TAdminActivityEntry } from "@shared/api/admin";
import { Skeleton } from "@/components/ui/skeleton";
import { ActivityIcon, describeActivity } from "./activity-meta";
import { formatRelative } from "./format";
import { formatDate } from "@shared/format";

/** Entries with an icon by type, who did what, and when. */
export function ActivityList({
  entries,
  isLoading,
  rows = 5,
}: {
  entries: TAdminActivityEntry[] | undefined;
  isLoading: boolean;
  rows?: number;
}) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading activity" className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!entries?.length) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No activity yet.</p>;
  }
  return (
    <ul className="divide-y" aria-label="Activity">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <ActivityIcon type={entry.type} />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-900">
              {entry.user && <span className="font-medium">{entry.user} </span>}
              <span className={entry.user ? "text-slate-600" : undefined}>
                {entry.user ? lowerFirst(describeActivity(entry)) : describeActivity(entry)}
              </span>
            </p>
            <time
              dateTime={entry.timestamp}
              title={formatDate(entry.timestamp, "dateTime")}
              className="text-xs text-muted-foreground"
            >
              {formatRelative(entry.timestamp)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Signed in" after a name reads "Ada signed in"; action codes (no spaces) stay as they are. */
const lowerFirst = (s: string) => (/\s/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
