import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class tables on its first call (tens of milliseconds on a phone).
 * Called while the first screen waits on the network, that work is a task of its own instead of
 * part of the first render that needs it.
 */
export function warmClassMerge(): void {
  twMerge("p-0 p-1");
}

const usd = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Minor units to dollars for display: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${usd.format(Math.abs(cents) / 100)}`;
}

// Intl rather than date-fns: this module sits in the landing page's bundle (for cn), and
// date-fns' format() would bring its locale tables along.
const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-23T10:00:00Z" → "November 23, 2026", in the viewer's time zone. */
export function formatLongDate(value: string | Date): string {
  let date: Date;
  if (typeof value === "string") {
    // A bare date names a calendar day, not UTC midnight: keep it on that day everywhere.
    const m = DATE_ONLY.exec(value);
    date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  } else {
    date = value;
  }
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** Up to two initials for an avatar: "Ada Lovelace" → "AL", "ada@x.io" → "A". */
export function initialsOf(...parts: (string | null | undefined)[]): string {
  const words = parts
    .filter((p): p is string => !!p && p.trim().length > 0)
    .flatMap((p) => p.trim().split(/\s+/));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join("") || "U";
}
