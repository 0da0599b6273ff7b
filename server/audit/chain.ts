// Append-only audit trails with a keyed hash chain. Each event stores
//   hash = HMAC-SHA-256(audit key, previous hash + canonical JSON of the event)
// and the id of the key (./keys.ts), where the canonical JSON is RFC 8785 (the `canonicalize`
// package) of exactly what is shown: its chain, place, kind, actor, data, time, IP and user agent.
// The first event's previous hash is 64 zeros. Changing, removing or reordering any stored event
// breaks the chain from there on, which `verifyChain` finds by recomputing it; without the key,
// nobody can recompute it after a change.
//
// The row that owns the chain (a signature request, the invoices row of a document's billing
// history) keeps the chain's anchor, written with each event: its event count and its head (the
// last hash) sealed with the key. So the last events deleted, or the whole chain rebuilt, no longer
// match their owner, which a copy of the database cannot re-seal either.
//
// Events written before keyed chains (key_id null) were plain SHA-256: they still verify, but only
// before the first keyed event of their chain, and migration 0017 sealed their owners' anchors
// (server/migrate.ts). A feature appends inside the transaction of the change the event records,
// with the row the chain belongs to locked (two appends to one chain would both take the same
// place: the unique index on (chain, seq) refuses the second).
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import canonicalize from "canonicalize";
import { asc, desc, eq } from "drizzle-orm";
import { auditEvents, invoices, signatureRequests, type AuditEvent, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { fullName } from "../../shared/names";
import { auditKeys, type AuditKey, type AuditKeyring } from "./keys";

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

/** The hash of an event after `prevHash`: keyed, or (`key` undefined) a legacy plain SHA-256. */
export function eventHash(prevHash: string, event: Hashed, key: AuditKey | undefined): string {
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
  return (key ? createHmac("sha256", key.secret) : createHash("sha256")).update(prevHash + canonical).digest("hex");
}

// ---- The chains and the rows that own them ----

export const signatureRequestChain = (requestId: string) => `signature_request:${requestId}`;
export const billingChain = (documentId: string) => `billing:${documentId}`;

/** What the owning row keeps of its chain: the event count and the sealed head (null: no event yet). */
export interface ChainAnchor {
  count: number;
  head: string | null;
}

const CHAIN_KINDS = ["signature_request", "billing"] as const;

function ownerOf(chain: string): { kind: (typeof CHAIN_KINDS)[number]; id: string } {
  const colon = chain.indexOf(":");
  const kind = CHAIN_KINDS.find((k) => k === chain.slice(0, colon));
  if (!kind) throw new Error(`No row owns the audit chain "${chain}"`);
  return { kind, id: chain.slice(colon + 1) };
}

/** The owning row's anchor (locked for an append); undefined when the row is gone. */
async function readAnchor(db: Db | Tx, chain: string, lock: boolean): Promise<ChainAnchor | undefined> {
  const { kind, id } = ownerOf(chain);
  if (kind === "signature_request") {
    const query = db.select({ count: signatureRequests.auditCount, head: signatureRequests.auditHead }).from(signatureRequests).where(eq(signatureRequests.id, id));
    return (lock ? await query.for("update") : await query)[0];
  }
  const query = db.select({ count: invoices.auditCount, head: invoices.auditHead }).from(invoices).where(eq(invoices.documentId, id));
  return (lock ? await query.for("update") : await query)[0];
}

async function writeAnchor(db: Db | Tx, chain: string, anchor: ChainAnchor): Promise<void> {
  const { kind, id } = ownerOf(chain);
  const set = { auditCount: anchor.count, auditHead: anchor.head };
  if (kind === "signature_request") await db.update(signatureRequests).set(set).where(eq(signatureRequests.id, id));
  else await db.update(invoices).set(set).where(eq(invoices.documentId, id));
}

/** The head sealed: the chain, its event count and its last hash, keyed. */
export const sealHead = (key: AuditKey, chain: string, count: number, lastHash: string) =>
  createHmac("sha256", key.secret).update(`audit head\n${chain}\n${count}\n${lastHash}`).digest("hex");

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Appends an event to a chain, and writes its owner's anchor; call it in the transaction that
 * makes the change it records.
 */
export async function appendEvent(tx: Db | Tx, chain: string, event: NewAuditEvent): Promise<AuditEvent> {
  const anchor = await readAnchor(tx, chain, true);
  if (!anchor) throw new Error(`The row that owns the audit chain "${chain}" is missing`);
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
  const key = auditKeys().current;
  const prevHash = last?.hash ?? GENESIS_HASH;
  const [row] = await tx
    .insert(auditEvents)
    .values({ ...fields, prevHash, hash: eventHash(prevHash, fields, key), keyId: key.id })
    .returning();
  // The count goes on from the owner's, not from the events found: a chain whose last events were
  // deleted stays short of its count after this append too.
  const count = anchor.count + 1;
  await writeAnchor(tx, chain, { count, head: sealHead(key, chain, count, row!.hash) });
  return row!;
}

/** A chain's events, oldest first. */
export const listEvents = (db: Db | Tx, chain: string): Promise<AuditEvent[]> =>
  db.select().from(auditEvents).where(eq(auditEvents.chain, chain)).orderBy(asc(auditEvents.seq));

/**
 * True when every event follows the one before it, its hash is what its content gives with the key
 * it names (a legacy plain hash only before any keyed one), and the owner's anchor counts exactly
 * these events and seals their last hash with a known key.
 */
export function verifyChain(chain: string, events: readonly AuditEvent[], anchor: ChainAnchor | undefined, keys: AuditKeyring = auditKeys()): boolean {
  // No owner (a document that is no quote, invoice or receipt): nothing to anchor, nor any event.
  if (!anchor) return events.length === 0;
  if (anchor.count !== events.length) return false;
  let prev = GENESIS_HASH;
  let keyed = false;
  for (const [i, event] of events.entries()) {
    if (event.chain !== chain || event.seq !== i + 1 || event.prevHash !== prev) return false;
    const key = event.keyId === null ? undefined : keys.byId.get(event.keyId);
    if (event.keyId !== null && !key) return false;
    if (key) keyed = true;
    else if (keyed) return false;
    if (!sameHex(eventHash(prev, event, key), event.hash)) return false;
    prev = event.hash;
  }
  if (events.length === 0) return anchor.head === null;
  const head = anchor.head;
  return head !== null && [...keys.byId.values()].some((key) => sameHex(sealHead(key, chain, events.length, prev), head));
}

/**
 * A chain's events and whether it verifies against its owner's anchor, read in one snapshot (an
 * append between the two reads would otherwise look like a broken chain).
 */
export async function readChain(db: Db, chain: string): Promise<{ events: AuditEvent[]; valid: boolean }> {
  return db.transaction(
    async (tx) => {
      const anchor = await readAnchor(tx, chain, false);
      const events = await listEvents(tx, chain);
      return { events, valid: verifyChain(chain, events, anchor) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Seals the anchors of the chains written before keyed chains: each owner gets its chain's event
 * count and its last (plain) hash sealed with the current key. Run once, as migration 0017 adds
 * the anchors (server/migrate.ts): sealing again later would seal whatever the database holds then.
 */
export async function sealLegacyChains(db: Db, keys: AuditKeyring): Promise<number> {
  const chains = await db.selectDistinct({ chain: auditEvents.chain }).from(auditEvents);
  let sealed = 0;
  for (const { chain } of chains) {
    if (!CHAIN_KINDS.some((kind) => chain.startsWith(`${kind}:`))) continue;
    await db.transaction(async (tx) => {
      const anchor = await readAnchor(tx, chain, true);
      if (!anchor || anchor.head !== null) return;
      const events = await listEvents(tx, chain);
      const last = events.at(-1);
      if (!last) return;
      await writeAnchor(tx, chain, { count: events.length, head: sealHead(keys.current, chain, events.length, last.hash) });
      sealed++;
    });
  }
  return sealed;
}

/** The hash that seals a chain (its last event's), or the genesis hash for an empty one. */
export const finalHash = (events: readonly AuditEvent[]): string => events.at(-1)?.hash ?? GENESIS_HASH;
