// Formatting shared by the templates: dates in long US style. A YYYY-MM-DD string is a calendar
// date (no time zone can move an effective date by a day); a Date is read in the server's time
// zone, the same one in which the schemas compute "today".

const LONG = { year: "numeric", month: "long", day: "numeric" } as const;
const calendarDate = new Intl.DateTimeFormat("en-US", { ...LONG, timeZone: "UTC" });
const localDate = new Intl.DateTimeFormat("en-US", LONG);

/** "2026-11-23" or a Date → "November 23, 2026". */
export function formatLongDate(date: string | Date): string {
  if (typeof date === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!m) return date;
    const d = new Date(0);
    d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    return calendarDate.format(d);
  }
  return localDate.format(date);
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
