// A business profile's numbering: one sequence per kind (invoice, quote, receipt, credit note),
// each a prefix and the next number, which the owner may set (GET and PATCH
// /api/business-profiles/:id/numbering). A number is printed as the prefix and the number padded
// to four digits: "INV-" and 1 make INV-0001.
import { z } from "zod";
import { strictObjectError } from "../validation";
import { INVOICE_TYPE_OPTIONS, type InvoiceType } from "../validation/options";
import { NUMBER_PREFIX } from "./variants";

export const SEQUENCE_TYPES = INVOICE_TYPE_OPTIONS.map((o) => o.value) as readonly InvoiceType[];

/** The prefix a sequence starts with: INV-, QUO-, RCT-, CN-. */
export const defaultPrefix = (type: InvoiceType) => `${NUMBER_PREFIX[type]}-`;

export const PREFIX_MAX = 20;
/** With the prefix, a number fits the invoice's 32 characters. */
export const NEXT_NUMBER_MAX = 999_999_999;

/** A number as printed: the prefix, then the number padded to four digits. */
export const formatInvoiceNumber = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, "0")}`;

const PREFIX_MESSAGE = `Prefix may only have letters, digits, dashes, dots, slashes and underscores, at most ${PREFIX_MAX}`;

const ZSequencePatch = z.strictObject(
  {
    prefix: z
      .string({ error: PREFIX_MESSAGE })
      .max(PREFIX_MAX, PREFIX_MESSAGE)
      .regex(/^[\w./-]*$/, PREFIX_MESSAGE)
      .optional(),
    nextNumber: z
      .number({ error: "Next number must be a whole number" })
      .int("Next number must be a whole number")
      .min(1, "Next number must be at least 1")
      .max(NEXT_NUMBER_MAX, `Next number must be at most ${NEXT_NUMBER_MAX}`)
      .optional(),
  },
  { error: strictObjectError },
).refine((v) => v.prefix !== undefined || v.nextNumber !== undefined, "Give a prefix or a next number");

/** PATCH: any of the kinds, each any of its two settings. */
export const ZNumberingPatch = z.strictObject(
  Object.fromEntries(SEQUENCE_TYPES.map((t) => [t, ZSequencePatch.optional()])) as Record<InvoiceType, z.ZodOptional<typeof ZSequencePatch>>,
  { error: strictObjectError },
);
export type TNumberingPatch = z.output<typeof ZNumberingPatch>;

export interface TSequence {
  prefix: string;
  /** The number the next finalized document of this kind takes. */
  nextNumber: number;
  /** The highest number already taken (0: none): the next number may not go down to it. */
  lastNumber: number;
  /** How the next number prints: INV-0001. */
  nextFormatted: string;
}

export type TNumbering = Record<InvoiceType, TSequence>;
