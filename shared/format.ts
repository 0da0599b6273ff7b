// Numbers and dates as the app shows them, once for every screen and message: counts ("1,234"),
// and dates in a few named styles. Money is shared/money.ts. Both take a locale (a business
// profile's, say); the app's own screens use US English until they follow the user's.

export const DEFAULT_LOCALE = "en-US";

const cached = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = cached.get(key) as F | undefined;
  if (!format) {
    format = make();
    cached.set(key, format);
  }
  return format;
}

/** 1234 -> "1,234" (en-US), "1.234" (de-DE). */
export const formatCount = (n: number, locale = DEFAULT_LOCALE): string =>
  formatter(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(n);

const DATE_STYLES = {
  /** November 23, 2026 */
  long: { month: "long", day: "numeric", year: "numeric" },
  /** Nov 23, 2026 */
  short: { month: "short", day: "numeric", year: "numeric" },
  /** Nov 23, 2026, 10:05 AM */
  dateTime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** Nov 23 (a chart's day, in UTC) */
  day: { month: "short", day: "numeric", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date or instant in one of the styles, in the viewer's time zone ("day" in UTC). A bare
 * YYYY-MM-DD names a calendar day, not UTC midnight: it stays on that day everywhere. Anything
 * that is not a date gives "".
 */
export function formatDate(value: string | Date, style: DateStyle = "long", locale = DEFAULT_LOCALE): string {
  let date: Date;
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value);
    date = m
      ? style === "day"
        ? new Date(`${value}T00:00:00Z`)
        : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
      : new Date(value);
  } else {
    date = value;
  }
  if (Number.isNaN(date.getTime())) return "";
  return formatter(`d:${locale}:${style}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style])).format(date);
}
