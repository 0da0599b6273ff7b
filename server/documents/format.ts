// Formatting shared by the templates: long dates, month first (US style) unless a contract's law
// writes the day first. A YYYY-MM-DD string is a calendar date (no time zone can move an effective
// date by a day); a Date is read in the server's time zone, the same one in which the schemas
// compute "today".

const LONG = { year: "numeric", month: "long", day: "numeric" } as const;

/** "November 23, 2026" (month first) or "23 November 2026" (day first). */
export type DateOrder = "month-day" | "day-month";

const FORMATS: Record<DateOrder, { calendar: Intl.DateTimeFormat; local: Intl.DateTimeFormat }> = {
  "month-day": {
    calendar: new Intl.DateTimeFormat("en-US", { ...LONG, timeZone: "UTC" }),
    local: new Intl.DateTimeFormat("en-US", LONG),
  },
  "day-month": {
    calendar: new Intl.DateTimeFormat("en-GB", { ...LONG, timeZone: "UTC" }),
    local: new Intl.DateTimeFormat("en-GB", LONG),
  },
};

/** "2026-11-23" or a Date → "November 23, 2026", or "23 November 2026" with `day-month`. */
export function formatLongDate(date: string | Date, order: DateOrder = "month-day"): string {
  const { calendar, local } = FORMATS[order];
  if (typeof date === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!m) return date;
    const d = new Date(0);
    d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    return calendar.format(d);
  }
  return local.format(date);
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
