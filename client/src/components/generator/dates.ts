import { todayIso } from "@shared/validation/fields";

export { todayIso };

/** The local calendar date `days` from today, as YYYY-MM-DD. */
export function isoDaysFromToday(days: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return todayIso(date);
}
