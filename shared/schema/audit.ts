// Append-only audit trails (server/audit/): each chain (a signature request, a document's billing
// history) is a sequence of events, each hashed over the one before it with the server's audit key
// (an HMAC), so a changed or removed event breaks every hash after it; the row that owns the chain
// (signature_requests, invoices) keeps its event count and its head sealed with that key.
import { integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";

export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which trail, e.g. "signature_request:<id>". */
    chain: varchar("chain", { length: 120 }).notNull(),
    /** 1, 2, 3...: the event's place in its chain. */
    seq: integer("seq").notNull(),
    kind: varchar("kind", { length: 60 }).notNull(),
    /** Who acted: { type: "user" | "signer" | "client" | "system", id?, name?, email? }. */
    actor: jsonb("actor").notNull(),
    data: jsonb("data").notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    /** The event's time as hashed (ISO 8601 with milliseconds, UTC). */
    at: varchar("at", { length: 32 }).notNull(),
    prevHash: varchar("prev_hash", { length: 64 }).notNull(),
    hash: varchar("hash", { length: 64 }).notNull(),
    /** The audit key that hashed it (its short id: server/audit/keys.ts); null: plain SHA-256, written before keyed chains. */
    keyId: varchar("key_id", { length: 16 }),
  },
  (t) => [uniqueIndex("audit_events_chain_seq_idx").on(t.chain, t.seq)],
);
