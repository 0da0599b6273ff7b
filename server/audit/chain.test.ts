import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditEvents } from "../../shared/schema";
import { openTestDatabase } from "../../test/api-harness";
import type { Database } from "../db";
import { migrate } from "../migrate";
import { appendEvent, finalHash, GENESIS_HASH, listEvents, verifyChain } from "./chain";

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const append = (chain: string, kind: string, data: Record<string, unknown> = {}) =>
  appendEvent(database.db, chain, {
    kind,
    actor: { type: "signer", name: "Ana Díaz", email: "ana@example.com" },
    data,
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
  });

describe("audit chain", () => {
  test("each event hashes the one before it; the chain verifies, and its final hash is the last event's", async () => {
    const first = await append("request:a", "created", { signers: 2, note: "ünïcode «quotes» \"and\" \\ slashes" });
    const second = await append("request:a", "sent", { to: ["ana@example.com"] });
    await append("request:b", "created");
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first.hash });
    const events = await listEvents(database.db, "request:a");
    expect(events.map((e) => e.kind)).toEqual(["created", "sent"]);
    expect(verifyChain(events)).toBe(true);
    expect(finalHash(events)).toBe(second.hash);
    expect(verifyChain(await listEvents(database.db, "request:b"))).toBe(true);
  });

  test("altering any stored field of an event, or removing one, makes the chain invalid", async () => {
    for (const kind of ["one", "two", "three"]) await append("request:c", kind, { n: kind.length });
    const events = await listEvents(database.db, "request:c");
    expect(verifyChain(events)).toBe(true);
    // Someone with database access rewrites the second event's IP address.
    await database.db.update(auditEvents).set({ ipAddress: "198.51.100.1" }).where(eq(auditEvents.id, events[1]!.id));
    expect(verifyChain(await listEvents(database.db, "request:c"))).toBe(false);
    await database.db.update(auditEvents).set({ ipAddress: "203.0.113.7" }).where(eq(auditEvents.id, events[1]!.id));
    expect(verifyChain(await listEvents(database.db, "request:c"))).toBe(true);
    await database.db.update(auditEvents).set({ data: { n: 4 } }).where(eq(auditEvents.id, events[2]!.id));
    expect(verifyChain(await listEvents(database.db, "request:c"))).toBe(false);
    await database.db.update(auditEvents).set({ data: { n: 5 } }).where(eq(auditEvents.id, events[2]!.id));
    await database.db.delete(auditEvents).where(eq(auditEvents.id, events[0]!.id));
    expect(verifyChain(await listEvents(database.db, "request:c"))).toBe(false);
  });

  test("two events can never take the same place in a chain", async () => {
    await append("request:d", "created");
    const [last] = await listEvents(database.db, "request:d");
    await expect(
      database.db.insert(auditEvents).values({ ...last!, id: crypto.randomUUID() }),
    ).rejects.toThrow();
  });
});
