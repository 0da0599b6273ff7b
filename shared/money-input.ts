// Money as people type it: "1.627,85" (de-DE), "1627,85" and "1,627.85" (en-US) are all 1627.85.
// The one reader of a typed amount, for every money field of every form. A text it cannot read
// for sure (malformed, or a lone separator before three digits that the locale does not settle)
// is an error to show on the field, never another amount. No zod here: the schemas wrap it.

export type MoneyInputProblem = "required" | "malformed" | "ambiguous" | "decimals" | "too_large";

export type MoneyInputResult = { ok: true; minor: number } | { ok: false; problem: MoneyInputProblem };

const separatorsCache = new Map<string, { decimal: string; group: string }>();

/** The locale's decimal and grouping separators (en-US: "." and ","; de-DE: "," and "."). */
function separatorsOf(locale: string): { decimal: string; group: string } {
  let found = separatorsCache.get(locale);
  if (!found) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    } catch {
      parts = new Intl.NumberFormat("en-US").formatToParts(12345.6);
    }
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    found = { decimal: part("decimal") || ".", group: part("group") };
    separatorsCache.set(locale, found);
  }
  return found;
}

/** Spaces of any width and apostrophes (1 627,85; 1'627.85) only ever group digits. */
const SPACES = /[\s'\u2019]+/g;
/** A currency sign or code typed around the amount: €, $, £, CA$, A$, EUR 12. */
const CURRENCY = /^(?:[A-Z]{0,2}[$€£]|[A-Z]{3}(?=[\s\d]))|(?:[$€£]|(?<=[\d\s])[A-Z]{3})$/g;

/** The integer part's groups: 1 to 3 digits, then groups of exactly 3, all with one separator. */
function readGroups(integer: string): string | undefined {
  const separators = new Set(integer.match(/[., ]/g) ?? []);
  if (separators.size === 0) return integer;
  if (separators.size > 1) return undefined;
  const groups = integer.split(/[., ]/);
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g)) ? groups.join("") : undefined;
}

/** Which separator, if any, is the decimal one; "ambiguous" when only the locale could tell and it doesn't. */
function decimalSeparator(text: string, locale: string): string | null | "ambiguous" {
  const seps = [...text.matchAll(/[., ]/g)];
  const last = seps.at(-1);
  if (!last || last[0] === " ") return null;
  const same = seps.filter((s) => s[0] === last[0]).length;
  // 1.627.850 or 1,627,850: a repeated separator groups.
  if (same > 1) return null;
  // 1.627,85 or 1 627,85: the last of two kinds is the decimal one.
  if (seps.length > 1) return last[0];
  const tail = text.length - last.index - 1;
  if (tail !== 3) return last[0];
  // 1,627 or 1.627: the locale's own grouping is a thousand; its decimal is three decimals;
  // a separator that is neither (a "." in French) could be either.
  const { group, decimal } = separatorsOf(locale);
  if (last[0] === group) return null;
  if (last[0] === decimal) return last[0];
  return "ambiguous";
}

/**
 * A typed amount read in the locale the person writes in, as minor units (cents): "1.627,85" in
 * de-DE, "1627,85" and "1,627.85" anywhere are 162785. A leading minus is kept (the field's
 * schema says whether it may be negative).
 */
export function parseMoneyInput(input: string, locale = "en-US"): MoneyInputResult {
  let text = input.trim().replace(CURRENCY, "").trim();
  const negative = /^[-\u2212]/.test(text);
  if (negative) text = text.slice(1).trim();
  text = text.replace(SPACES, " ");
  if (text === "") return { ok: false, problem: input.trim() === "" ? "required" : "malformed" };
  if (!/^\d+(?:[., ]\d+)*$/.test(text)) return { ok: false, problem: "malformed" };
  const decimal = decimalSeparator(text, locale);
  if (decimal === "ambiguous") return { ok: false, problem: "ambiguous" };
  const at = decimal === null ? -1 : text.lastIndexOf(decimal);
  const fraction = at < 0 ? "" : text.slice(at + 1);
  if (fraction.length > 2) return { ok: false, problem: "decimals" };
  const integer = readGroups(at < 0 ? text : text.slice(0, at));
  if (integer === undefined) return { ok: false, problem: "malformed" };
  const minor = Number(integer) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: "too_large" };
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}

/** The field's message for a text parseMoneyInput could not read, its example in the locale. */
export function moneyInputMessage(label: string, problem: MoneyInputProblem, locale = "en-US"): string {
  const { decimal, group } = separatorsOf(locale);
  const example = `1${group || ","}627${decimal}85`;
  switch (problem) {
    case "required":
      return `${label} is required`;
    case "ambiguous":
      return `${label} could be read two ways: write the cents (${example}) or no thousands separator`;
    case "decimals":
      return `${label} must have at most 2 decimals, like ${example}`;
    case "too_large":
      return `${label} is too large`;
    default:
      return `${label} must be an amount like ${example}`;
  }
}

/** The locale amounts are typed in: the browser's, else (on the server, for an API's text) US English. */
export function inputLocale(): string {
  return typeof window !== "undefined" && typeof navigator !== "undefined" && navigator.language ? navigator.language : "en-US";
}

/**
 * A form's money field as the form keeps it, in major units: the typed text read in the browser's
 * locale; NaN when it cannot be read (the form's schema then refuses the field). A number (a
 * default value) stays as it is.
 */
export function readMajorUnits(value: unknown, locale = inputLocale()): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  const read = parseMoneyInput(value, locale);
  return read.ok ? read.minor / 100 : Number.NaN;
}
