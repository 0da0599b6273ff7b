// Optional field builders several types share (the privacy, cookie and e-commerce policies): an
// optional choice and an optional multi-select, an https address, the address of a policy (https or
// a path on the customer's own site) and a phone number. Same rules as fields.ts: raw length bounded
// before cleaning, linear patterns, a readable message for every wrong type.
import { z } from "zod";
import {
  MAX_SELECTIONS,
  URL_MAX,
  cleanText,
  isWebsiteUrl,
  optionValue,
  rawMax,
  usableCharacters,
} from "./fields";
import type { Option } from "./options";
import { formatCount } from "../format";


/** Blank text (what an unselected form control sends) means the field was left out. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** One optional value of a list; absent, null or blank gives `fallback`. */
export function optionalOption<const T extends readonly Option[], F extends T[number]["value"]>(
  options: T,
  invalid: string,
  fallback: F,
) {
  return z.preprocess(
    blankToUndefined,
    optionValue(options, { required: invalid, invalid })
      .nullish()
      .transform((v): T[number]["value"] => v ?? fallback),
  );
}

/** A multi-select that may be left empty: absent or null is [], duplicates are removed. */
export function optionalOptionArray<const T extends readonly Option[]>(
  options: T,
  messages: { label: string; invalid: string },
) {
  return z
    .array(optionValue(options, { required: messages.invalid, invalid: messages.invalid }), {
      error: `${messages.label} must be a list`,
    })
    .max(MAX_SELECTIONS, `Select no more than ${MAX_SELECTIONS} options`)
    .nullish()
    .transform((values): T[number]["value"][] => [...new Set(values ?? [])]);
}

/** An optional one-line string, cleaned and bounded, then checked by `valid`. */
const optionalChecked = (
  { label, max }: { label: string; max: number },
  valid: (v: string) => boolean,
  invalid: string,
) => {
  const tooLong = `${label} must be at most ${formatCount(max)} characters`;
  return z
    .string({ error: invalid })
    .max(rawMax(max), { error: tooLong, abort: true })
    .refine(...usableCharacters(label))
    .overwrite((v) => cleanText(v, false))
    .trim()
    .max(max, { error: tooLong, abort: true })
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().refine(valid, invalid).optional());
};

export const isHttpsUrl = (v: string) => /^https:\/\//i.test(v) && isWebsiteUrl(v);

/** A path on the customer's own site: one leading slash, nothing a browser would re-encode. */
export const isSitePath = (v: string) => /^\/(?!\/)[^\s\\<>"'`{}|^]*$/.test(v);

/** An optional https:// address of a public host, of at most `max` characters. */
export const optionalHttpsUrl = (label: string, max: number = URL_MAX) =>
  optionalChecked({ label, max }, isHttpsUrl, `${label} must be a valid https:// address`);

/** Where a policy is published: an https:// address, or a path starting with / on the website. */
export const optionalPolicyUrl = () =>
  optionalChecked(
    { label: "Policy URL", max: URL_MAX },
    (v) => isSitePath(v) || isHttpsUrl(v),
    "Policy URL must be an https:// address or a path starting with /",
  );

export const PHONE_MAX = 30;

const digitCount = (v: string) => v.replace(/\D/g, "").length;

/** A phone number as people write it: digits, spaces and + ( ) -, with 7 to 15 digits (E.164). */
export const optionalPhone = (label: string) =>
  optionalChecked(
    { label, max: PHONE_MAX },
    (v) => /^[0-9 +()-]+$/.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15,
    `${label} must be a phone number of 7 to 15 digits (digits, spaces and + ( ) - only)`,
  );
