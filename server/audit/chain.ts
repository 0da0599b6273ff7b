// Append-only audit trails with a hash chain. Each event stores
//   hash = SHA-256(previous hash + canonical JSON of the event)
// where the canonical JSON is RFC 8785 (the `canonicalize` package) of exactly what is shown: its
// chain, place, kind, actor, data, time, IP and user agent. The first event's previous hash is 64
// zeros. Changing, removing or reordering any stored event breaks the chain from there on, which
// `verifyChain` finds by recomputing it. A feature appends inside the transaction of the change the
// event records, with the row the chain belongs to locked (two appends to one chain would both
// take the same place: the unique index on (chain, seq) refuses the second).
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { asc, desc, eq } from "drizzle-orm";
import { auditEvents, type AuditEvent, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { fullName } from "../services/users";

export const GENESIS_HASH = "0".repeat(64);

export interface AuditActor {
  type: "user" | "signer" | "client" | "system";
  id?: string;
  name?: string;
  email?: string;
}

/** A user as an actor: their id, e-mail and, when known, name (a certificate names them). */
export const userActor = (u: Pick<User, "id" | "email" | "firstName" | "lastName">): AuditActor => {
  const name = fullName(u);
  return { type: "user", id: u.id, email: u.email, ...(name ? { name } : {}) };
};

export interface NewAuditEvent {
  kind: string;
  actor: AuditActor;
  data?: Record<string, unknown>;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
  /** When it happened; default now. */
  at?: Date;
}

type Hashed = Pick<AuditEvent, "chain" | "seq" | "kind" | "actor" | "data" | "at" | "ipAddress" | "userAgent">;

/** The hash of an event after `prevHash`. */
export function eventHash(prevHash: string, event: Hashed): string {
  const canonical = canonicalize({
    chain: event.chain,
    seq: event.seq,
    kind: event.kind,
    actor: event.actor,
    data: event.data,
    at: event.at,
    ip: event.ipAddress ?? null,
    userAgent: event.userAgent ?? null,
  });
  return createHash("sha256")
    .update(prevHash + canonical)
    .digest("hex");
}

/** Appends an event to a chain; call it in the transaction that makes the change it records. */
export async function appendEvent(tx: Db | Tx, chain: string, event: NewAuditEvent): Promise<AuditEvent> {
  const [last] = await tx
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(eq(auditEvents.chain, chain))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  const fields: Hashed = {
    chain,
    seq: (last?.seq ?? 0) + 1,
    kind: event.kind,
    // Through JSON, so what is hashed is what jsonb gives back (no undefined, no Date objects).
    actor: JSON.parse(JSON.stringify(event.actor)),
    data: JSON.parse(JSON.stringify(event.data ?? {})),
    at: (event.at ?? new Date()).toISOString(),
    ipAddress: event.ip ?? null,
    userAgent: event.userAgent ?? null,
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const [row] = await tx
    .insert(auditEvents)
    .values({ ...fields, prevHash, hash: eventHash(prevHash, fields) })
    .returning();
  return row!;
}

/** A chain's events, oldest first. */
export const listEvents = (db: Db | Tx, chain: string): Promise<AuditEvent[]> =>
  db.select().from(auditEvents).where(eq(auditEvents.chain, chain)).orderBy(asc(auditEvents.seq));

/** True when every event follows the one before it and its hash is what its content gives. */
export function verifyChain(events: readonly AuditEvent[]): boolean {
  let prev = GENESIS_HASH;
  for (const [i, event] of events.entries()) {
    if (event.seq !== i + 1 || event.prevHash !== prev || eventHash(prev, event) !== event.hash) return false;
    prev = event.hash;
  }
  return true;
}

/** The hash that seals a chain (its last event's), or the genesis hash for an empty one. */
export const finalHash = (events: readonly AuditEvent[]): string => events.at(-1)?.hash ?? GENESIS_HASH;
