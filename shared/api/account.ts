// Settings → Account (docs/API.md "Account"): the bodies of PATCH and DELETE /api/account, checked
// by the same schemas in the form and on the server, and the shape of account.json in the export.
import { z } from "zod";
import { OBJECT_ERROR, cleanText, rawMax, usableCharacters } from "../validation/fields";
import type { TBusinessProfile } from "./business-profiles";
import type { TAcceptanceRecord, TConsentRecord } from "./consents";
import type { TInvoice } from "./invoices";
import type { TClient } from "../clients/types";
import type { Role, Subscription } from "./users";

export const NAME_MAX = 100;

/** A name part: blank or null clears it (null); absent leaves it as it is. */
const namePart = (label: string) => {
  const tooLong = `${label} must be at most ${NAME_MAX} characters`;
  return z
    .string({ error: `${label} must be text` })
    .max(rawMax(NAME_MAX), { error: tooLong, abort: true })
    .refine(...usableCharacters(label))
    .overwrite((v) => cleanText(v, false))
    .trim()
    .max(NAME_MAX, tooLong)
    .nullable()
    .transform((v) => v || null)
    .optional();
};


export const ZAccountPatchSchema = z
  .strictObject({ firstName: namePart("First name"), lastName: namePart("Last name") }, { error: (i) => (i.code === "unrecognized_keys" ? `Unknown field: ${i.keys.join(", ")}` : OBJECT_ERROR) })
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined, "Send a first name or a last name");

export type TAccountPatch = z.output<typeof ZAccountPatchSchema>;
export type TAccountPatchInput = z.input<typeof ZAccountPatchSchema>;

export const CONFIRM_REQUIRED = "Enter your account's e-mail address to confirm";
export const CONFIRM_MISMATCH = "That is not your account's e-mail address";

/** DELETE /api/account: the account's e-mail address, typed by its owner (any letter case). */
export const ZAccountDeleteSchema = z.strictObject(
  {
    confirm: z
      .string({ error: CONFIRM_REQUIRED })
      .max(1_000, { error: CONFIRM_MISMATCH, abort: true })
      .trim()
      .min(1, CONFIRM_REQUIRED),
  },
  { error: (i) => (i.code === "unrecognized_keys" ? `Unknown field: ${i.keys.join(", ")}` : OBJECT_ERROR) },
);

export type TAccountDelete = z.output<typeof ZAccountDeleteSchema>;

/** Whether a typed confirmation names this e-mail address. */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/** account.json in GET /api/account/export. */
export interface TAccountExport {
  exportedAt: string;
  /** The user row, without the sign-in subject and the payment provider's ids. */
  account: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    subscription: Subscription;
    role: Role;
    isBlocked: boolean;
    documentsGenerated: number;
    lastActiveAt: string | null;
    createdAt: string;
    updatedAt: string;
  };
  businessProfiles: (TBusinessProfile & {
    /** The logo as stored, at this path of the ZIP. */
    logo: { file: string; contentType: string; sha256: string } | null;
  })[];
  /** The client book, as GET /api/clients/:id answers a client (without the balance). */
  clients: TClient[];
  invoices: TInvoice[];
  /** The consent and acceptance records of the account's published policies (its visitors' data). */
  consentRecords: TConsentRecord[];
  acceptanceRecords: TAcceptanceRecord[];
  /** Hosted policies: where each was published and every version it has had. */
  publications: {
    id: string;
    businessProfileId: string;
    documentId: string;
    slug: string;
    unpublishedAt: string | null;
    allowedOrigins: string[];
    retentionMonths: number;
    createdAt: string;
    versions: { number: number; sha256: string; bannerSha256: string | null; reason: string | null; publishedAt: string }[];
  }[];
  documents: {
    id: string;
    type: string;
    title: string;
    status: string;
    businessProfileId: string | null;
    metadata: unknown;
    currentVersion: number;
    createdAt: string;
    updatedAt: string;
    /** The current version in each format, at these paths of the ZIP. */
    // An uploaded PDF has only its PDF.
    files: { html?: string; markdown?: string; pdf: string };
    versions: { version: number; title: string; templateId: string; templateVersion: number; sha256: string; createdAt: string }[];
  }[];
}

// The development sign-in form. Raw lengths are checked before trimming (every input is bounded before any other work).
/** POST /api/login/dev (development sign-in, a form post). */
export const ZDevLoginSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .max(1_000, { error: "The e-mail address is too long", abort: true })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(320, "The e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address, like you@company.com")),
  firstName: z.string().max(1_000, { error: "First name must be at most 100 characters", abort: true }).trim().max(100, "First name must be at most 100 characters").optional(),
  lastName: z.string().max(1_000, { error: "Last name must be at most 100 characters", abort: true }).trim().max(100, "Last name must be at most 100 characters").optional(),
});
