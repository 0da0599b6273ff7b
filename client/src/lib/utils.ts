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

/** Up to two initials for an avatar: "Ada Lovelace" → "AL", "ada@x.io" → "A". */
export function initialsOf(...parts: (string | null | undefined)[]): string {
  const words = parts
    .filter((p): p is string => !!p && p.trim().length > 0)
    .flatMap((p) => p.trim().split(/\s+/));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join("") || "U";
}
