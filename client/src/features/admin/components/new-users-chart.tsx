// New sign-ups per day as plain CSS bars: no chart library in the bundle.
import { formatDate } from "@shared/format";
import { formatCount, plural } from "./format";


export function NewUsersChart({ days }: { days: { date: string; count: number }[] }) {
  const peak = Math.max(0, ...days.map((d) => d.count));
  const max = Math.max(1, peak);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure>
      <div
        role="img"
        aria-label={`New users per day: ${plural(total, "sign-up")} in ${days.length} days`}
        className="flex h-48 items-end gap-px border-b border-slate-200 sm:gap-1"
      >
        {days.map((d) => (
          <div
            key={d.date}
            title={`${formatDate(d.date, "day")}: ${plural(d.count, "new user")}`}
            data-testid="new-users-bar"
            className="group relative flex h-full min-w-0 flex-1 items-end"
          >
            <div
              className="w-full rounded-t-sm bg-primary/80 transition-colors group-hover:bg-primary"
              style={{
                height: d.count ? `${Math.max(2, (d.count / max) * 100)}%` : "2px",
                opacity: d.count ? 1 : 0.25,
              }}
            />
          </div>
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-xs text-muted-foreground">
        <span>{first ? formatDate(first.date, "day") : ""}</span>
        <span>Peak {formatCount(peak)} a day</span>
        <span>{last ? formatDate(last.date, "day") : ""}</span>
      </figcaption>
    </figure>
  );
}

/** Horizontal bars: one row per label with its count. */
export function CountBars({ rows }: { rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="space-y-3">
      {rows.map((r) => (
        <li key={r.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-800">{r.label}</span>
            <span className="text-muted-foreground tabular-nums">{formatCount(r.count)}</span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-violet-500"
              style={{ width: `${(r.count / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
