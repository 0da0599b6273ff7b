// Outgoing e-mail (server/mail).
// The outbox: a message is written in the same transaction as the change that causes it, rendered
// as it will be sent; a job (server/jobs) sends it and records the outcome here. `id` is also the
// job's id, and `message_id` the Message-ID header every attempt reuses.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt, updatedAt } from "./columns";
import { MAIL_STATUSES } from "../mail";
import { users } from "./users";

export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey(),
    messageId: varchar("message_id", { length: 255 }).notNull().unique(),
    /** The template that rendered it (server/mail/kinds.ts). */
    kind: varchar("kind", { length: 64 }).notNull(),
    /**
     * The account it was sent for: its rate limit, its Reply-To. Null for the system's own mail.
     * Deleting the account deletes its messages (they carry its name and its recipients).
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What the sending feature attaches it to (a signer, an invoice...), to read its status back. */
    entityType: varchar("entity_type", { length: 50 }),
    entityId: varchar("entity_id", { length: 100 }),
    /** The From display name ("Acme Ltd via FounderDocs"); the address is always MAIL_FROM's. */
    fromName: varchar("from_name", { length: 200 }).notNull(),
    /** [{ name, address }] */
    to: jsonb("to").notNull(),
    cc: jsonb("cc"),
    replyTo: jsonb("reply_to"),
    subject: varchar("subject", { length: 300 }).notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: varchar("status", { length: 16, enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The SMTP server's answer to the accepted message (or "development outbox"). */
    response: text("response"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("mail_messages_status_check", sql`${t.status} in ('queued', 'sending', 'retrying', 'sent', 'failed')`),
    // The per-user rate limit counts a user's messages of the last window.
    index("mail_messages_user_created_idx").on(t.userId, t.createdAt),
    index("mail_messages_entity_idx").on(t.entityType, t.entityId),
    index("mail_messages_created_idx").on(t.createdAt.desc()),
  ],
);

// A message's files (a PDF, the issuer's logo shown inline through its Content-ID). Apart from
// the message row, so listing and sending status never read the bytes.
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => mailMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    filename: varchar("filename", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    /** Set for an inline image the HTML shows as cid:… */
    contentId: varchar("content_id", { length: 100 }),
    /** The file's key in the file store (server/files), its size and SHA-256. */
    contentKey: varchar("content_key", { length: 64 }),
    size: integer("size"),
    sha256: varchar("sha256", { length: 64 }),
    /** Where attachments were kept before the file store: moved there at boot (server/services/move-files.ts), then null. */
    content: bytea("content"),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] })],
);
