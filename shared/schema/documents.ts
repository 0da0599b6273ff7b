// Documents, every rendering of them, and their read-only share links.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt, updatedAt } from "./columns";
import { businessProfiles } from "./profiles";
import { users } from "./users";

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessProfileId: uuid("business_profile_id").references(() => businessProfiles.id, {
      onDelete: "set null",
    }),
    type: varchar("type", { length: 50 }).notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    /** The current version's HTML (docs/product-spec.md §3); the version row is its home. */
    content: text("content").notNull(),
    metadata: jsonb("metadata"),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    isTemplate: boolean("is_template").notNull().default(false),
    /** The number of the current version (document_versions.version). */
    currentVersion: integer("current_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("documents_status_check", sql`${t.status} in ('draft', 'final')`),
  ],
);

// Every rendering of a document, kept as written: the viewer, exports, share page and ETags read
// these rows and never re-run a template. A row is never changed once written.
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The document type whose template wrote it, and that template's version. */
    templateId: varchar("template_id", { length: 50 }).notNull(),
    templateVersion: integer("template_version").notNull(),
    /** The validated input, and what else the template was given (dates, number, issuer). */
    input: jsonb("input").notNull(),
    context: jsonb("context").notNull(),
    /** The title the template gave it (the document's title, unless the user renamed it). */
    title: varchar("title", { length: 300 }).notNull(),
    html: text("html").notNull(),
    markdown: text("markdown"),
    /** What else the rendering produced for the type (a cookie policy's consent banner). */
    extras: jsonb("extras"),
    /** Hex SHA-256 of the HTML's UTF-8 bytes (of the PDF's bytes for an uploaded PDF). */
    sha256: varchar("sha256", { length: 64 }).notNull(),
    /**
     * An uploaded PDF (documents of type uploaded_pdf), exactly as uploaded: its key in the file
     * store (server/files; its SHA-256 is `sha256`, its size the input's `bytes`), else null.
     */
    pdfKey: varchar("pdf_key", { length: 64 }),
    /** Where uploaded PDFs were kept before the file store: moved there at boot (server/services/move-files.ts), then null. */
    pdf: bytea("pdf"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("document_versions_document_version_idx").on(t.documentId, t.version)],
);

// Read-only links to a document. A link works until it is revoked; the token is unguessable.
export const documentShares = pgTable(
  "document_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    token: varchar("token", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("document_shares_document_idx").on(t.documentId)],
);

export const signatures = pgTable(
  "signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    signerEmail: varchar("signer_email", { length: 320 }).notNull(),
    signerName: varchar("signer_name", { length: 200 }),
    signatureData: text("signature_data"),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    otpVerified: boolean("otp_verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("signatures_document_idx").on(t.documentId)],
);
