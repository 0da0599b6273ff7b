// Signature requests (docs/API.md "Signatures"): the owner's requests and answers, the signer's
// page and the verification answer, declared once for the server and the client.
import { z } from "zod";
import type { SigningLaw } from "../doc-types/signing";
import { SIGNATURE_FIELD_KINDS, type SignatureFieldKind } from "../signature-fields";
import { formatCount } from "../format";
import type { SignatureFieldRow } from "../schema/signatures";
import { email, requiredText } from "../validation/fields";

export const SIGNER_ROLES = ["signer", "approver", "cc"] as const;
export const SIGNING_ORDERS = ["parallel", "sequential"] as const;
export const MAX_SIGNERS = 10;
export const MESSAGE_MAX = 2_000;
export const REASON_MAX = 1_000;
/** Free accounts may send this many signature requests; Lifetime Access is unlimited. */
export const FREE_SIGNATURE_REQUESTS = 3;
export const OPEN_REQUEST_MESSAGE = "Void the signature request first";
/** DELETE /api/documents/:id while a request is open: the request, its trail and the signers' links would go with it. */
export const OPEN_REQUEST_DELETE_MESSAGE = "Void the signature request before deleting this document";
export const signatureLimitMessage = (limit: number) =>
  `You've used all ${limit} signature requests included in the Free plan. Upgrade to Lifetime Access for unlimited signature requests.`;

export const ZSigner = z.strictObject({
  name: requiredText("Enter the signer's name", { label: "Name", max: 200 }),
  email: email("Enter a valid e-mail address"),
  role: z.enum(SIGNER_ROLES, { error: 'role must be "signer", "approver" or "cc"' }).optional(),
});

/** Fields a request may place on an uploaded PDF; a label's and a text field's value's length. */
export const MAX_FIELDS = 200;
export const FIELD_LABEL_MAX = 100;
export const FIELD_VALUE_MAX = 500;
/** The smallest box a field may be, in points. */
export const FIELD_MIN_SIZE = 8;
export { SIGNATURE_FIELD_KINDS, type SignatureFieldKind };

const point = (name: string) =>
  z.number({ error: `${name} must be a number of points` }).finite(`${name} must be a number of points`).min(0, `${name} must be 0 or more`).max(14_400, `${name} must be at most 14400`);
const size = (name: string) => point(name).min(FIELD_MIN_SIZE, `${name} must be at least ${FIELD_MIN_SIZE} points`);

/**
 * A box placed on an uploaded PDF for one signer: `signer` indexes `signers`, `page` is 1-based,
 * and x/y/width/height are PDF points from the top-left corner of the page as shown (its crop box,
 * turned by its /Rotate). Whether it lies on its page is checked against the PDF itself (server).
 */
export const ZSignatureField = z.strictObject({
  signer: z.number({ error: "signer must be the index of a signer" }).int("signer must be the index of a signer").min(0, "signer must be the index of a signer"),
  page: z.number({ error: "page must be a page number (1 is the first)" }).int("page must be a page number (1 is the first)").min(1, "page must be a page number (1 is the first)"),
  x: point("x"),
  y: point("y"),
  width: size("width"),
  height: size("height"),
  kind: z.enum(SIGNATURE_FIELD_KINDS, { error: 'kind must be "signature", "initials", "name", "date" or "text"' }),
  required: z.boolean({ error: "required must be true or false" }).optional(),
  label: z.string({ error: "label must be text" }).trim().max(FIELD_LABEL_MAX, `label must be at most ${FIELD_LABEL_MAX} characters`).optional(),
});
export type TSignatureField = z.input<typeof ZSignatureField>;

export const ZSignatureRequestBody = z.strictObject({
  signers: z
    .array(ZSigner, { error: "signers must be a list" })
    .min(1, "Add at least one signer")
    .max(MAX_SIGNERS, `At most ${MAX_SIGNERS} signers`)
    .superRefine((signers, ctx) => {
      const seen = new Set<string>();
      signers.forEach((s, i) => {
        const key = s.email.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "email"], message: "Each signer needs a different e-mail address" });
        seen.add(key);
      });
      if (!signers.some((s) => (s.role ?? "signer") !== "cc")) {
        ctx.addIssue({ code: "custom", message: "At least one signer or approver is needed (not only copies)" });
      }
    }),
  order: z.enum(SIGNING_ORDERS, { error: 'order must be "parallel" or "sequential"' }).optional(),
  message: z.string({ error: "message must be text" }).max(MESSAGE_MAX, `message must be at most ${MESSAGE_MAX} characters`).optional(),
  expiresInDays: z
    .number({ error: "expiresInDays must be a number" })
    .int("expiresInDays must be a whole number")
    .min(1, "expiresInDays must be between 1 and 90")
    .max(90, "expiresInDays must be between 1 and 90")
    .optional(),
  otp: z.boolean({ error: "otp must be true or false" }).optional(),
  /** Only for an uploaded PDF (a generated document's is refused, naming `fields`). */
  fields: z.array(ZSignatureField, { error: "fields must be a list" }).max(MAX_FIELDS, `At most ${MAX_FIELDS} fields`).optional(),
}).superRefine((body, ctx) => {
  body.fields?.forEach((f, i) => {
    const signer = body.signers[f.signer];
    if (!signer) ctx.addIssue({ code: "custom", path: ["fields", i, "signer"], message: `fields[${i}].signer names no signer: there are ${body.signers.length}` });
    else if (signer.role === "cc") ctx.addIssue({ code: "custom", path: ["fields", i, "signer"], message: `fields[${i}].signer is a copy (cc): only a signer or an approver fills fields` });
    if (f.kind === "text" && !f.label) ctx.addIssue({ code: "custom", path: ["fields", i, "label"], message: `fields[${i}].label: a text field needs a label` });
  });
});
export type TSignatureRequestBody = z.input<typeof ZSignatureRequestBody>;

export const ZVoidBody = z.strictObject({
  reason: z.string({ error: "Reason must be text" }).trim().min(1, "Give a reason").max(REASON_MAX, `Reason must be at most ${formatCount(REASON_MAX)} characters`),
});
export const ZDeclineBody = ZVoidBody;
/** GET /api/signature-requests: every request, or one document's. */
export const ZSignatureRequestListQuery = z.strictObject({
  documentId: z.uuid({ error: "documentId must be a document's id" }).optional(),
});

/** GET /api/sign/:token/document?format=html|pdf */
export const ZSignerDocumentQuery = z.object({ format: z.enum(["html", "pdf"], { error: "format must be html or pdf" }).optional() });

export const ZOtpVerifyBody = z.strictObject({
  // Anything but 6 digits is refused here (400) and costs no attempt: only a real guess counts.
  code: z
    .string({ error: "code must be the 6 digits from the e-mail" })
    .max(20, "code must be the 6 digits from the e-mail")
    .trim()
    .regex(/^\d{6}$/, "code must be the 6 digits from the e-mail"),
});

/** A drawn signature's data URI, at most 200 KB of PNG. */
export const DRAWN_MAX_BYTES = 200 * 1024;
const DATA_URI_MAX = Math.ceil((DRAWN_MAX_BYTES * 4) / 3) + 40;

export const ZSignBody = z.strictObject({
  consent: z.literal(true, { error: "consent must be true: agree to sign electronically" }),
  signature: z.discriminatedUnion(
    "type",
    [
      z.strictObject({ type: z.literal("typed"), name: requiredText("Type your name", { label: "Name", max: 200 }) }),
      z.strictObject({
        type: z.literal("drawn"),
        image: z
          .string({ error: "image must be a PNG data URI" })
          .max(DATA_URI_MAX, "The drawn signature must be at most 200 KB")
          .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, "image must be a data:image/png;base64 URI"),
      }),
    ],
    { error: 'signature must be { type: "typed", name } or { type: "drawn", image }' },
  ),
  /** The signer's text fields, by id: what they typed (the other kinds are filled from the signature). */
  fields: z
    .record(z.string().max(64, "a field id is at most 64 characters"), z.string({ error: "each field's value must be text" }).max(FIELD_VALUE_MAX, `a field's value must be at most ${FIELD_VALUE_MAX} characters`), {
      error: "fields must be an object of field ids to text",
    })
    .refine((r) => Object.keys(r).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields`)
    .optional(),
});
export type TSignBody = z.input<typeof ZSignBody>;

export type TSignatureRequestStatus = "sent" | "completed" | "declined" | "voided" | "expired";
/**
 * A signer's or approver's state. A `cc` signs nothing: it is never `pending` but `copy` (e-mailed
 * the sealed PDF once every signer has signed; the request's status says whether that happened).
 */
export type TSignerStatus = "pending" | "signed" | "declined" | "copy";

export interface TSignerSummary {
  id: string;
  name: string;
  email: string;
  role: (typeof SIGNER_ROLES)[number];
  status: TSignerStatus;
  signedAt?: string | null;
  declinedAt?: string | null;
}

/** POST /api/documents/:id/signature-requests (201), and each row of GET /api/signature-requests. */
export interface TSignatureRequest {
  id: string;
  documentId: string;
  documentTitle: string;
  version: number;
  documentSha256: string;
  status: TSignatureRequestStatus;
  order: (typeof SIGNING_ORDERS)[number];
  expiresAt: string;
  createdAt: string;
  signers: TSignerSummary[];
}

export interface TAuditEvent {
  seq: number;
  kind: string;
  actor: { type: string; id?: string; name?: string; email?: string };
  data: Record<string, unknown>;
  at: string;
  ip: string | null;
  userAgent: string | null;
  hash: string;
}

/** POST /api/documents/:id/signature-requests: the request, and what the law of the document's jurisdiction asks the sender to know (shared/doc-types/signing.ts). */
export interface TSignatureRequestCreated extends TSignatureRequest {
  warnings: string[];
}

/** GET /api/signature-requests/:id */
export interface TSignatureRequestDetail extends TSignatureRequest {
  message: string | null;
  otp: boolean;
  voidReason: string | null;
  signedPdf: boolean;
  /**
   * Completed, but the signed PDF could not be made after every retry (the trail's `seal.failed`):
   * when and why. Null otherwise.
   */
  sealFailed: { at: string; error: string } | null;
  events: TAuditEvent[];
  chainValid: boolean;
}

/**
 * The consent a signer gives before signing, worded for the e-signature law of the document's
 * jurisdiction; its version and the SHA-256 of its text are stored with the signature.
 */
export interface TSignatureDisclosure {
  law: SigningLaw;
  version: string;
  title: string;
  lines: string[];
  sha256: string;
}

/** A field of the signer's own, as their page lists it (the other signers' are not shown). */
export type TSignerField = Omit<SignatureFieldRow, "value">;

/** GET /api/sign/:token */
export interface TSigningPage {
  disclosure: TSignatureDisclosure;
  request: { id: string; status: TSignatureRequestStatus; order: (typeof SIGNING_ORDERS)[number] };
  document: { title: string; type: string; version: number; sha256: string };
  signer: { name: string; email: string; status: TSignerStatus };
  /**
   * Who asks for the signature: the owner's name (null when the account has none) and the business
   * profile of the document sent, when it has one: its display name, its logo (a PNG data URI, at
   * most 480 x 160 px) and its brand colour (#rrggbb).
   */
  sender: { name: string | null; business: { name: string; logo: string | null; color: string | null } | null };
  otpRequired: boolean;
  otpVerified: boolean;
  canSign: boolean;
  waitingFor?: string;
  /** The signer's own fields on the uploaded PDF (empty when none were placed). */
  fields: TSignerField[];
}

/** POST /api/verify */
export type TVerifyAnswer =
  | {
      valid: true;
      sealedByThisService: true;
      requestId: string;
      documentTitle: string;
      completedAt: string;
      documentSha256: string;
      signers: { name: string; email: string; signedAt: string }[];
    }
  | { valid: false; reason: "modified" | "not_signed_here" | "no_signature" };

/** POST /api/sign/:token/sign: signed; `completed` once every signer has. */
export interface TSignAnswer {
  status: "signed";
  completed: boolean;
}

const mailed = { to: z.array(z.string()), message: z.string(), error: z.string().optional() };
const plainEvent = <K extends string>(kind: K) => z.object({ kind: z.literal(kind), data: z.looseObject({}).nullish() });

/**
 * A signature request's trail, one kind of event at a time: what each kind carries (the e-mail
 * kinds: to whom, which message, the SMTP error). The owner's page reads the trail with it
 * (signature-tool.tsx); an event of a kind it doesn't know says its kind.
 */
export const ZSignatureEventData = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("email.failed"), data: z.looseObject(mailed) }),
  z.object({ kind: z.literal("email.not_sent"), data: z.looseObject({ ...mailed, reason: z.string().optional() }) }),
  z.object({ kind: z.literal("email.delivered"), data: z.looseObject({ to: z.array(z.string()), message: z.string().optional() }) }),
  z.object({ kind: z.literal("seal.failed"), data: z.looseObject({ error: z.string() }) }),
  z.object({ kind: z.literal("voided"), data: z.looseObject({ reason: z.string().optional() }).nullish() }),
  plainEvent("created"),
  plainEvent("sent"),
  plainEvent("opened"),
  plainEvent("code.sent"),
  plainEvent("code.verified"),
  plainEvent("code.failed"),
  // The consent's disclosure (its version and SHA-256) since the disclosure was worded per law.
  z.object({
    kind: z.literal("signed"),
    data: z.looseObject({ signatureType: z.enum(["typed", "drawn"]).optional(), disclosureVersion: z.string().optional(), disclosureSha256: z.string().optional() }),
  }),
  plainEvent("declined"),
  plainEvent("reminded"),
  plainEvent("expired"),
  plainEvent("completed"),
]);
export type TSignatureEventData = z.output<typeof ZSignatureEventData>;
