// Display formats of the admin panel. Money is minor units (spec section 9).
import { formatCount } from "@shared/format";

export { formatCount } from "@shared/format";
export { formatMoney } from "@shared/money";

/** A 0..1 fraction as a percentage with one decimal: 0.1234 → "12.3%". */
export const formatPercent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** "1 payment", "3 payments". */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday", "just now"; "Never" when there is no date. */
export function formatRelative(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never";
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
