// Field builders shared by the request schemas. Every string's raw length is bounded before any
// work is done on it; then the characters no text may carry are refused (a message naming the
// field and the character), the text is cleaned (line endings, whitespace), trimmed and bounded
// again; every wrong type becomes a zod issue with a readable message, never a throw. Every pattern
// here runs in linear time (eslint-plugin-regexp). Runs in the browser and in Node alike.
import { z } from "zod";
import type { Option } from "./options";
import { formatCount } from "../format";


// What no text field accepts, refused rather than removed so that what is stored, printed and sent
// in an e-invoice is what was typed: control characters (C0 but tab, line feed and carriage
// return; DEL; C1), unpaired surrogates, Unicode noncharacters (U+FDD0–U+FDEF and the last two of
// every plane, which XML refuses), and the bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) that make a printed line read in another order than it was typed. The marks
// U+200E, U+200F and U+061C stay allowed: Arabic and Hebrew text needs them, and a mark only sets
// the direction of the neutral characters beside it, opening no embedding or override.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED = /[\0-\x08\v\f\x0E-\x1F\x7F-\x9F\p{Cs}\p{NChar}\u202A-\u202E\u2066-\u2069]/u;

function kindOf(code: number): string {
  if (code <= 0x9f) return "a control character";
  if (code >= 0xd800 && code <= 0xdfff) return "an unpaired surrogate";
  if (code >= 0x202a && code <= 0x2069) return "a text-direction control";
  return "a Unicode noncharacter";
}

/** The first character of `value` no text field accepts, e.g. "U+202E, a text-direction control". */
export function refusedCharacter(value: string): string | undefined {
  const found = REFUSED.exec(value)?.[0];
  if (found === undefined) return undefined;
  const code = found.codePointAt(0)!;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}, ${kindOf(code)}`;
}

/**
 * The check every text field runs right after its raw bound: a 400 naming the field and the first
 * refused character, e.g. "Name contains a character that cannot be used (U+202E, a text-direction
 * control)". It aborts, so nothing after it cleans or judges the text.
 */
export const usableCharacters = (label: string) =>
  [
    (v: string) => refusedCharacter(v) === undefined,
    {
      error: (issue: { input?: unknown }) =>
        `${label} contains a character that cannot be used (${refusedCharacter(String(issue.input))})`,
      abort: true,
    },
  ] as const;

/**
 * Normalise text already checked by usableCharacters: one kind of line break, no spaces at line
 * ends and at most one blank line in a row (multiline), or all whitespace runs as one space.
 */
export function cleanText(value: string, multiline: boolean): string {
  const text = value.replace(/\r\n?/g, "\n");
  if (multiline) return trimLineEnds(text).replace(/\n{3,}/g, "\n\n");
  return text.replace(/\s+/g, " ");
}

// The line terminators of a multiline `$`, so the result is what the old pattern gave.
const isLineEnd = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
const isBlank = (c: number) => c === 0x20 || c === 0x09;

/**
 * Spaces and tabs before each line end removed, in one pass. It replaces /[ \t]+$/gm, which
 * rescanned a run of spaces from each of its characters: 250,000 spaces held the server 51 s.
 */
export function trimLineEnds(text: string): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isLineEnd(text.charCodeAt(i))) continue;
    let end = i;
    while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
    parts.push(text.slice(start, end), text.slice(i, i + 1));
    start = i + 1;
  }
  return parts.join("");
}

/** Lines of cleaned text (line breaks are "\n" once cleaned). */
export function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** Characters as zod's length checks count them: code points (a surrogate pair is one). */
export function characterCount(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

/**
 * The most raw characters a text field of `max` characters accepts, checked before any cleaning so
 * that no work is done on a huge string. Cleaning only shrinks text (CRLF to LF, trailing spaces,
 * whitespace runs), so a legitimate text pasted with CRLF line endings still fits.
 */
export const rawMax = (max: number) => 2 * max + 256;

/** Missing (undefined or null) gets the "required" message; any other wrong type another one. */
export const typeError = (required: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : wrongType;

type TextOptions = {
  /** Name used in the length and type messages, e.g. "Company name". */
  label: string;
  max: number;
} & (
  | { multiline?: false }
  /** A multiline field also bounds its lines: blank lines cost a printed page as much as text. */
  | { multiline: true; lines: number }
);

const baseText = (options: TextOptions, required: string) => {
  const { label, max } = options;
  const tooLong = `${label} must be at most ${formatCount(max)} characters`;
  const text = z
    .string({ error: typeError(required, `${label} must be text`) })
    .max(rawMax(max), { error: tooLong, abort: true })
    .refine(...usableCharacters(label))
    .overwrite((v) => cleanText(v, options.multiline === true))
    .trim()
    .max(max, tooLong);
  if (!options.multiline) return text;
  const { lines } = options;
  return text.refine((v) => lineCount(v) <= lines, `${label} must be at most ${formatCount(lines)} lines`);
};

/** A required string: blank after trimming counts as missing. */
export const requiredText = (required: string, options: TextOptions) =>
  baseText(options, required).min(1, required);

/** An optional string: undefined, null and blank all come out as undefined. */
export const optionalText = (options: TextOptions) =>
  baseText(options, `${options.label} must be text`)
    .nullish()
    .transform((v) => v || undefined);

export const EMAIL_MAX = 254;

/** A required e-mail address; every failure (missing, blank, malformed, too long) says `message`. */
export const email = (message: string) =>
  z
    .string({ error: message })
    .max(rawMax(EMAIL_MAX), { error: message, abort: true })
    .overwrite((v) => cleanText(v, false))
    .trim()
    .min(1, { error: message, abort: true })
    .max(EMAIL_MAX, { error: message, abort: true })
    .regex(z.regexes.email, message);

/** An optional e-mail address: undefined, null and "" come out as undefined. */
export const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .max(rawMax(EMAIL_MAX), { error: message, abort: true })
    .overwrite((v) => cleanText(v, false))
    .trim()
    .max(EMAIL_MAX, { error: message, abort: true })
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().regex(z.regexes.email, message).optional());

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * An absolute http(s) address of a public host: no other scheme, no credentials, and none of the
 * characters a browser would have to percent-encode (spaces, quotes, angle brackets, backslash).
 */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s\\<>"'`{}|^]+$/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  const labels = url.hostname.split(".");
  const tld = labels[labels.length - 1] ?? "";
  return (
    labels.length >= 2 &&
    labels.every((l) => HOST_LABEL.test(l)) &&
    (/^[a-z]{2,63}$/.test(tld) || tld.startsWith("xn--"))
  );
}

/**
 * "acme.com" as the address a person means: https://acme.com. Anything with a scheme, or that does
 * not start like a host name, is left as typed (and judged by isWebsiteUrl).
 */
export function withScheme(value: string): string {
  const v = value.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^[a-z0-9-]+(?:\.[a-z0-9-]+)*:\d/i.test(v)) return v;
  return /^[a-z0-9]/i.test(v) ? `https://${v}` : v;
}

export const URL_MAX = 2048;

const URL_TOO_LONG = `Website must be at most ${formatCount(URL_MAX)} characters`;

export const websiteUrl = (message: string) =>
  z
    .string({ error: message })
    .max(rawMax(URL_MAX), { error: URL_TOO_LONG, abort: true })
    .refine(...usableCharacters("Website"))
    .overwrite((v) => cleanText(v, false))
    .trim()
    .min(1, { error: message, abort: true })
    .overwrite(withScheme)
    .max(URL_MAX, { error: URL_TOO_LONG, abort: true })
    .refine(isWebsiteUrl, message);

export const DATE_MESSAGE = "Must be a valid date (YYYY-MM-DD)";

/** A real calendar date written YYYY-MM-DD (years 1900 to 9999). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** Today's date in the local time zone of whoever parses (browser or server), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An optional date: undefined, null and "" come out as undefined. */
export const optionalDate = () =>
  z
    .string({ error: DATE_MESSAGE })
    .max(rawMax(10), { error: DATE_MESSAGE, abort: true })
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().refine(isIsoDate, DATE_MESSAGE).optional());

/** An optional date that defaults to today, computed at parse time. */
export const effectiveDate = () => optionalDate().transform((v) => v ?? todayIso());

/** Option labels and values are short: anything longer is refused before it is normalised. */
const OPTION_RAW_MAX = 256;

const optionKey = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * One value of an option list. Accepts the value, or the value or label in any letter case, and
 * returns the value: an API caller may post "Payment information" and gets "payment-info".
 */
export function optionValue<const T extends readonly Option[]>(
  options: T,
  messages: { required: string; invalid: string },
) {
  const byKey = new Map<string, T[number]["value"]>();
  for (const o of options) {
    byKey.set(optionKey(o.label), o.value);
    byKey.set(optionKey(o.value), o.value);
  }
  return z
    .string({ error: typeError(messages.required, messages.invalid) })
    .max(OPTION_RAW_MAX, { error: messages.invalid, abort: true })
    .transform((input, ctx): T[number]["value"] => {
      if (!input.trim()) {
        ctx.issues.push({ code: "custom", message: messages.required, input });
        return z.NEVER;
      }
      const value = byKey.get(optionKey(input));
      if (value === undefined) {
        ctx.issues.push({ code: "custom", message: messages.invalid, input });
        return z.NEVER;
      }
      return value;
    });
}

export const MAX_SELECTIONS = 50;

/** A multi-select: at least one option, duplicates (after normalising labels) removed. */
export function optionArray<const T extends readonly Option[]>(
  options: T,
  messages: { required: string; invalid: string },
) {
  return z
    .array(optionValue(options, { required: messages.invalid, invalid: messages.invalid }), {
      error: typeError(messages.required, messages.required),
    })
    .min(1, messages.required)
    .max(MAX_SELECTIONS, `Select no more than ${MAX_SELECTIONS} options`)
    .transform((values) => [...new Set(values)]);
}

/** A checkbox: a real boolean, false when absent. */
export const flag = (label: string) =>
  z.boolean({ error: `${label} must be true or false` }).default(false);

/** An integer amount of money in minor units (cents). */
export const minorUnits = (label: string, { positive, max }: { positive: string; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, positive)
    .int(`${label} must be a whole number of cents`)
    .max(max, `${label} must be at most ${formatCount(max)} cents`);

/** Root object error: the body is not a JSON object at all. */
export const OBJECT_ERROR = "Expected an object";
/** A strict object's error: its unknown fields named, else OBJECT_ERROR. */
export const strictObjectError = (i: { code: string; keys?: readonly PropertyKey[] }) =>
  i.code === "unrecognized_keys" ? `Unknown field: ${(i.keys ?? []).map(String).join(", ")}` : OBJECT_ERROR;

// Bounds shared by every document type's party and company fields.
export const COMPANY_NAME_MAX = 200;
export const ADDRESS_MAX = 500;
// The largest valid privacy policy prints in ≤ 30 pages (measured 21-22), the largest cookie
// policy in ≤ 30 (measured 9): test/security/document-cost.test.ts.
export const ADDRESS_LINES = 8;

/**
 * The business profile a document is issued by (optional in every create body): a profile id,
 * `null` for none, or absent for the user's default profile. That it is the user's own is checked
 * by the server.
 */
export const businessProfileRef = () =>
  z.uuid({ error: "Choose one of your business profiles" }).nullish();
