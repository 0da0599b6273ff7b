// Accept, reject and custom decisions per day as stacked bars (plain SVG: no chart library for one
// small chart), with the numbers in a table for screen readers and for reading exact values.
import type { TConsentDay } from "@shared/api/consents";

const SERIES = [
  { key: "accept_all", label: "Accept all", className: "fill-emerald-500", swatch: "bg-emerald-500" },
  { key: "reject_all", label: "Reject all", className: "fill-rose-500", swatch: "bg-rose-500" },
  { key: "custom", label: "Custom", className: "fill-sky-500", swatch: "bg-sky-500" },
] as const;

export function ConsentChart({ days }: { days: readonly TConsentDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.accept_all + d.reject_all + d.custom));
  const width = 600;
  const height = 140;
  const bar = width / Math.max(1, days.length);
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-36 w-full" role="img" aria-label="Decisions per day">
        {days.map((d, i) => {
          let y = height;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.accept_all} accepted, ${d.reject_all} rejected, ${d.custom} custom`}</title>
              {SERIES.map((s) => {
                const h = (d[s.key] / max) * (height - 4);
                y -= h;
                return h > 0 ? <rect key={s.key} x={i * bar + 1} y={y} width={Math.max(1, bar - 2)} height={h} className={s.className} /> : null;
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        {SERIES.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span className={`inline-block h-2.5 w-2.5 rounded-sm ${s.swatch}`} aria-hidden />
            {s.label}: {days.reduce((n, d) => n + d[s.key], 0)}
          </span>
        ))}
        <span>
          {days[0]?.day} – {days.at(-1)?.day}
        </span>
      </figcaption>
    </figure>
  );
}
