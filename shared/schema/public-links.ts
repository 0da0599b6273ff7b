// Links that leave the app: a signer's /sign/:token, a client's /q/:token and /i/:token. The token
// itself is never stored, only its SHA-256; each link is scoped to one document version and one
// party, and ends when it expires or is revoked (server/public-links/).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { documents } from "./documents";

export const PUBLIC_LINK_PURPOSES = ["sign", "quote", "invoice"] as const;
export type PublicLinkPurpose = (typeof PUBLIC_LINK_PURPOSES)[number];

export const publicLinks = pgTable(
  "public_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    purpose: varchar("purpose", { length: 20 }).$type<PublicLinkPurpose>().notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The frozen version the link shows. */
    version: integer("version").notNull(),
    /** The party the link is for (a signer's id, a send's id), as its feature names it. */
    subjectId: uuid("subject_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("public_links_document_idx").on(t.documentId),
    index("public_links_subject_idx").on(t.subjectId),
    check("public_links_purpose_check", sql`${t.purpose} in ('sign', 'quote', 'invoice')`),
  ],
);
