// Formatting shared by the templates: long dates, month first (US style) unless a contract's law
// writes the day first, through the app's one date formatter (shared/format.ts): a YYYY-MM-DD
// string is a calendar date (no time zone can move an effective date by a day); a Date is read in
// the server's time zone, the same one in which the schemas compute "today".
import { formatDate } from "../../shared/format";

/** "November 23, 2026" (month first) or "23 November 2026" (day first). */
export type DateOrder = "month-day" | "day-month";

/** The English that writes a long date in that order. */
const ORDER_LOCALE: Record<DateOrder, string> = { "month-day": "en-US", "day-month": "en-GB" };

/**
 * "2026-11-23" or a Date → "November 23, 2026", or "23 November 2026" with `day-month`; in
 * `locale` when one is given (an invoice in its business profile's language). A string that is
 * not a date stays as it is.
 */
export function formatLongDate(date: string | Date, order: DateOrder = "month-day", locale = ORDER_LOCALE[order]): string {
  return formatDate(date, "long", locale) || (typeof date === "string" ? date : "");
}

/**
 * Text on one line: each line break, with the whitespace around it, becomes `separator`. Split
 * by hand: the regex form (whitespace, newline, whitespace) rescanned a run of spaces from each
 * of its characters.
 */
export function joinLines(text: string, separator: string): string {
  const lines = text.split("\n");
  const last = lines.length - 1;
  if (last === 0) return text;
  const kept: string[] = [];
  lines.forEach((line, i) => {
    const part = i === 0 ? line.trimEnd() : i === last ? line.trimStart() : line.trim();
    // A blank line between two others is part of the same break.
    if (part || i === 0 || i === last) kept.push(part);
  });
  return kept.join(separator);
}

/** Join words as prose with a serial comma: "a", "a and b", "a, b, and c". */
export function joinWords(words: readonly string[], conjunction = "and"): string {
  if (words.length <= 2) return words.join(` ${conjunction} `);
  return `${words.slice(0, -1).join(", ")}, ${conjunction} ${words[words.length - 1]}`;
}
