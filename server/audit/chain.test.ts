import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditEvents, documents, invoices, users, type AuditEvent } from "../../shared/schema";
import { openTestDatabase } from "../../test/api-harness";
import type { Database } from "../db";
import { migrate } from "../migrate";
import { appendEvent, billingChain, eventHash, finalHash, GENESIS_HASH, listEvents, readChain, sealHead, verifyChain } from "./chain";
import { auditKeyring, setAuditKeys } from "./keys";

let database: Database;
let drop: () => Promise<void>;
let userId: string;

const KEY = "a-test-audit-key-of-at-least-32-characters";
const NEXT_KEY = "the-next-test-audit-key-of-32-characters-or-more";
const keyring = auditKeyring({ key: KEY, previousKeys: [] });

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  setAuditKeys(keyring);
  const [user] = await database.db.insert(users).values({ email: "chain@audit.test" }).returning();
  userId = user!.id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A new chain: a document's billing history, owned by its invoices row. */
async function newChain(): Promise<string> {
  const [doc] = await database.db.insert(documents).values({ userId, type: "invoice", title: "Invoice", content: "<p>Invoice</p>" }).returning();
  await database.db.insert(invoices).values({ userId, documentId: doc!.id, number: `INV-${doc!.id.slice(0, 8)}`, clientName: "Globex" });
  return billingChain(doc!.id);
}

const append = (chain: string, kind: string, data: Record<string, unknown> = {}) =>
  appendEvent(database.db, chain, {
    kind,
    actor: { type: "signer", name: "Ana Díaz", email: "ana@example.com" },
    data,
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
  });

const valid = async (chain: string) => (await readChain(database.db, chain)).valid;

describe("audit chain", () => {
  test("each event hashes the one before it with the key; the chain verifies against its owner's anchor, and its final hash is the last event's", async () => {
    const a = await newChain();
    const b = await newChain();
    const first = await append(a, "created", { signers: 2, note: "ünïcode «quotes» \"and\" \\ slashes" });
    const second = await append(a, "sent", { to: ["ana@example.com"] });
    await append(b, "created");
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH, keyId: keyring.current.id });
    expect(second).toMatchObject({ seq: 2, prevHash: first.hash });
    const { events, valid: ok } = await readChain(database.db, a);
    expect(events.map((e) => e.kind)).toEqual(["created", "sent"]);
    expect(ok).toBe(true);
    expect(finalHash(events)).toBe(second.hash);
    const [owner] = await database.db.select({ count: invoices.auditCount, head: invoices.auditHead }).from(invoices).where(eq(invoices.documentId, a.slice("billing:".length)));
    expect(owner!.count).toBe(2);
    expect(owner!.head).toMatch(/^[0-9a-f]{64}$/);
    expect(await valid(b)).toBe(true);
    // An empty chain verifies only with an empty anchor.
    expect(await valid(await newChain())).toBe(true);
  });

  test("altering any stored field of an event, or removing one, makes the chain invalid", async () => {
    const chain = await newChain();
    for (const kind of ["one", "two", "three"]) await append(chain, kind, { n: kind.length });
    const events = await listEvents(database.db, chain);
    expect(await valid(chain)).toBe(true);
    // Someone with database access rewrites the second event's IP address.
    await database.db.update(auditEvents).set({ ipAddress: "198.51.100.1" }).where(eq(auditEvents.id, events[1]!.id));
    expect(await valid(chain)).toBe(false);
    await database.db.update(auditEvents).set({ ipAddress: "203.0.113.7" }).where(eq(auditEvents.id, events[1]!.id));
    expect(await valid(chain)).toBe(true);
    await database.db.update(auditEvents).set({ data: { n: 4 } }).where(eq(auditEvents.id, events[2]!.id));
    expect(await valid(chain)).toBe(false);
    await database.db.update(auditEvents).set({ data: { n: 5 } }).where(eq(auditEvents.id, events[2]!.id));
    expect(await valid(chain)).toBe(true);
    // Another key id, the key unknown: no key verifies it.
    await database.db.update(auditEvents).set({ keyId: "00000000" }).where(eq(auditEvents.id, events[2]!.id));
    expect(await valid(chain)).toBe(false);
    await database.db.update(auditEvents).set({ keyId: keyring.current.id }).where(eq(auditEvents.id, events[2]!.id));
    await database.db.delete(auditEvents).where(eq(auditEvents.id, events[0]!.id));
    expect(await valid(chain)).toBe(false);
  });

  test("the last event deleted: invalid, and it stays invalid after the next append", async () => {
    const chain = await newChain();
    for (const kind of ["one", "two", "three"]) await append(chain, kind);
    const events = await listEvents(database.db, chain);
    await database.db.delete(auditEvents).where(eq(auditEvents.id, events[2]!.id));
    expect(await valid(chain)).toBe(false);
    await append(chain, "four");
    expect((await listEvents(database.db, chain)).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(await valid(chain)).toBe(false);
  });

  test("two events can never take the same place in a chain", async () => {
    const chain = await newChain();
    await append(chain, "created");
    const [last] = await listEvents(database.db, chain);
    await expect(database.db.insert(auditEvents).values({ ...last!, id: crypto.randomUUID() })).rejects.toThrow();
  });

  test("a chain without its owning row cannot be appended to", async () => {
    await expect(append(billingChain(crypto.randomUUID()), "created")).rejects.toThrow(/row that owns the audit chain/);
    await expect(append("request:a", "created")).rejects.toThrow(/No row owns the audit chain/);
  });

  test("rotation: events hashed with a previous key verify while it is listed; new events take the new key", async () => {
    const chain = await newChain();
    await append(chain, "before");
    const rotated = auditKeyring({ key: NEXT_KEY, previousKeys: [KEY] });
    setAuditKeys(rotated);
    try {
      const after = await append(chain, "after");
      expect(after.keyId).toBe(rotated.current.id);
      expect(rotated.current.id).not.toBe(keyring.current.id);
      expect(await valid(chain)).toBe(true);
      const { events } = await readChain(database.db, chain);
      const [anchor] = await database.db.select({ count: invoices.auditCount, head: invoices.auditHead }).from(invoices).where(eq(invoices.documentId, chain.slice("billing:".length)));
      // The previous key dropped: its event no longer verifies.
      expect(verifyChain(chain, events, anchor, auditKeyring({ key: NEXT_KEY, previousKeys: [] }))).toBe(false);
      expect(verifyChain(chain, events, anchor, rotated)).toBe(true);
    } finally {
      setAuditKeys(keyring);
    }
  });

  test("legacy events (plain SHA-256, no key id) verify only before the chain's first keyed event", async () => {
    const chain = await newChain();
    await append(chain, "one");
    await append(chain, "two");
    const { events } = await readChain(database.db, chain);
    const plain = (prev: string, e: AuditEvent): AuditEvent => ({ ...e, keyId: null, prevHash: prev, hash: eventHash(prev, e, undefined) });
    const anchored = (list: AuditEvent[]) => ({ count: list.length, head: sealHead(keyring.current, chain, list.length, list.at(-1)!.hash) });
    // Both legacy, as written before keyed chains and sealed since: valid.
    const legacyFirst = plain(GENESIS_HASH, events[0]!);
    const allLegacy = [legacyFirst, plain(legacyFirst.hash, events[1]!)];
    expect(verifyChain(chain, allLegacy, anchored(allLegacy), keyring)).toBe(true);
    // Legacy then keyed (the first append after the upgrade): valid.
    const keyedSecond = { ...events[1]!, prevHash: legacyFirst.hash, hash: eventHash(legacyFirst.hash, events[1]!, keyring.current) };
    expect(verifyChain(chain, [legacyFirst, keyedSecond], anchored([legacyFirst, keyedSecond]), keyring)).toBe(true);
    // Keyed then legacy: refused, even with its plain hash right and the head sealed.
    const mixed = [events[0]!, plain(events[0]!.hash, events[1]!)];
    expect(verifyChain(chain, mixed, anchored(mixed), keyring)).toBe(false);
  });
});
