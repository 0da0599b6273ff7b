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

/** Join words as prose with a serial comma: "a", "a and b", "a, b, and c". */
export function joinWords(words: readonly string[], conjunction = "and"): string {
  if (words.length <= 2) return words.join(` ${conjunction} `);
  return `${words.slice(0, -1).join(", ")}, ${conjunction} ${words[words.length - 1]}`;
}
