// Signature requests (server/signatures).
// A request freezes one version of a document (its number and SHA-256) and asks its signers to
// sign exactly that. Each signer opens a public link (public_links, purpose "sign", subject = the
// signer's id); the request's audit trail is the chain "signature_request:<id>" (audit_events).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import type { SignatureFieldKind } from "../signature-fields";
import { bytea, createdAt } from "./columns";
import { documents } from "./documents";
import { users } from "./users";

export const SIGNATURE_REQUEST_STATUSES = ["sent", "completed", "declined", "voided", "expired"] as const;
export const SIGNER_STATUSES = ["pending", "signed", "declined"] as const;
export { SIGNATURE_FIELD_KINDS, type SignatureFieldKind } from "../signature-fields";

/**
 * A box the sender placed on an uploaded PDF for one signer: page 1-based, x/y/width/height in PDF
 * points from the top-left corner of the page as shown (its crop box, turned by its /Rotate). A text
 * field's `value` is what the signer typed; the others are filled from the signature when sealing.
 */
export interface SignatureFieldRow {
  id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: SignatureFieldKind;
  required: boolean;
  label: string | null;
  value: string | null;
}

export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The frozen version: what is signed is exactly this version. */
    version: integer("version").notNull(),
    documentSha256: varchar("document_sha256", { length: 64 }).notNull(),
    documentTitle: varchar("document_title", { length: 300 }).notNull(),
    status: varchar("status", { length: 16, enum: SIGNATURE_REQUEST_STATUSES }).notNull().default("sent"),
    order: varchar("signing_order", { length: 16, enum: ["parallel", "sequential"] }).notNull().default("parallel"),
    message: text("message"),
    otp: boolean("otp").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    voidReason: text("void_reason"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The sealed PDF (server/signatures/seal.ts), once every signer has signed: its key in the file store (server/files), size and SHA-256. */
    sealedPdfKey: varchar("sealed_pdf_key", { length: 64 }),
    sealedPdfSize: integer("sealed_pdf_size"),
    sealedSha256: varchar("sealed_sha256", { length: 64 }),
    /** Where sealed PDFs were kept before the file store: moved there at boot (server/services/move-files.ts), then null. */
    sealedPdf: bytea("sealed_pdf"),
    /** When the sealed copy was e-mailed to every party (a step after sealing, done once). */
    copiesSentAt: timestamp("copies_sent_at", { withTimezone: true }),
    /** SHA-256 of the seal's CMS signature: a copy that still carries it but differs was modified. */
    sealSignatureSha256: varchar("seal_signature_sha256", { length: 64 }),
    /** Its audit trail's anchor, written with each event (server/audit/chain.ts): the event count and the sealed head. */
    auditCount: integer("audit_count").notNull().default(0),
    auditHead: varchar("audit_head", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("signature_requests_user_idx").on(t.userId, t.createdAt.desc()),
    index("signature_requests_document_idx").on(t.documentId),
    // One open request per document.
    uniqueIndex("signature_requests_open_idx").on(t.documentId).where(sql`${t.status} = 'sent'`),
    index("signature_requests_sealed_idx").on(t.sealedSha256),
    index("signature_requests_seal_signature_idx").on(t.sealSignatureSha256),
    check("signature_requests_status_check", sql`${t.status} in ('sent', 'completed', 'declined', 'voided', 'expired')`),
    check("signature_requests_order_check", sql`${t.order} in ('parallel', 'sequential')`),
  ],
);

export const signatureSigners = pgTable(
  "signature_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    role: varchar("role", { length: 16, enum: ["signer", "approver", "cc"] }).notNull().default("signer"),
    status: varchar("status", { length: 16, enum: SIGNER_STATUSES }).notNull().default("pending"),
    /** When their link was e-mailed (sequential order: only once the one before has signed). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The current code: HMAC-SHA-256 of the signer's id and the code, keyed with SESSION_SECRET; cleared once used or locked out. */
    otpHash: varchar("otp_hash", { length: 64 }),
    otpExpiresAt: timestamp("otp_expires_at", { withTimezone: true }),
    /** Wrong codes on this signer's link, across every code sent, since the owner last sent it: each 5th is a lock-out. */
    otpFailures: integer("otp_failures").notNull().default(0),
    /** When the codes of the last hour were sent (at most 5). */
    otpSentAt: jsonb("otp_sent_at").$type<string[]>().notNull().default([]),
    otpLockouts: integer("otp_lockouts").notNull().default(0),
    otpVerifiedAt: timestamp("otp_verified_at", { withTimezone: true }),
    signatureType: varchar("signature_type", { length: 8, enum: ["typed", "drawn"] }),
    signatureText: varchar("signature_text", { length: 200 }),
    signaturePng: bytea("signature_png"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedIp: varchar("signed_ip", { length: 64 }),
    signedUserAgent: text("signed_user_agent"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** The boxes placed for this signer on an uploaded PDF (empty for a generated document), with the text they filled in. */
    fields: jsonb("fields").$type<SignatureFieldRow[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("signature_signers_request_position_idx").on(t.requestId, t.position),
    check("signature_signers_status_check", sql`${t.status} in ('pending', 'signed', 'declined')`),
    check("signature_signers_role_check", sql`${t.role} in ('signer', 'approver', 'cc')`),
  ],
);

// The key every instance seals with when SIGNING_P12 is unset: made once (a self-signed
// certificate), kept here so all instances share it. Not a user's data.
export const signingKeys = pgTable("signing_keys", {
  id: varchar("id", { length: 32 }).primaryKey(),
  p12: bytea("p12").notNull(),
  password: varchar("password", { length: 100 }).notNull(),
  createdAt: createdAt(),
});
