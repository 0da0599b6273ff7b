// The document writer's group commit, on the real database: documents that arrive together are
// stored in one statement, the plan's allowance holds per user exactly as when they are stored
// one by one, and one document that the database refuses fails alone.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, documents, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { createDocumentWriter, type DocumentWriter } from "./generation";

let t: TestApp;
let writer: DocumentWriter;
const FREE_LIMIT = 3;

beforeAll(async () => {
  t = await startTestApp();
  writer = createDocumentWriter({ db: t.db, changes: t.database.changes }, { freeLimit: FREE_LIMIT, maxBatch: 16, maxInFlight: 1 });
});
afterAll(() => t.close());

async function user(email: string, subscription: "free" | "pro", documentsGenerated = 0) {
  const [u] = await t.db.insert(users).values({ email, subscription, documentsGenerated }).returning();
  return u!.id;
}

const doc = (userId: string, content = "<p>Hello</p>") => {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    userId,
    kind: "privacy_policy",
    title: "Privacy Policy",
    content,
    metadata: JSON.stringify({ version: 1, kind: "privacy_policy", input: {}, context: { generatedAt: at } }),
    at,
    activity: JSON.stringify({ type: "privacy_policy", title: "Privacy Policy" }),
    ip: "127.0.0.1",
    userAgent: "test",
  };
};

const counter = async (id: string) =>
  (await t.db.select({ n: users.documentsGenerated }).from(users).where(eq(users.id, id)))[0]!.n;

describe("document writer", () => {
  test("a burst is stored in few statements, every document with its activity entry", async () => {
    const pro = await user("burst@example.com", "pro");
    const docs = Array.from({ length: 40 }, () => doc(pro));
    const results = await Promise.all(docs.map((d) => writer.store(d)));
    expect(results.every(Boolean)).toBe(true);
    expect(await counter(pro)).toBe(40);
    const stored = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, pro));
    expect(stored.map((r) => r.id).sort()).toEqual(docs.map((d) => d.id).sort());
    // One statement, one transaction: its entries share the transaction's timestamp.
    const logs = await t.db
      .select({ entityId: activityLogs.entityId, at: activityLogs.createdAt })
      .from(activityLogs)
      .where(inArray(activityLogs.entityId, docs.map((d) => d.id)));
    expect(logs).toHaveLength(40);
    const statements = new Set(logs.map((l) => l.at.toISOString())).size;
    expect(statements).toBeLessThanOrEqual(5);
    expect(statements).toBeGreaterThan(0);
  });

  test("requests read in one turn of the event loop are stored together, each in its own callback", async () => {
    // As HTTP requests arrive: each in its own callback, with the promise jobs it starts run
    // before the next one (PGlite runs a whole statement that way, without yielding).
    const pro = await user("one-turn@example.com", "pro");
    const docs = Array.from({ length: 10 }, () => doc(pro));
    const results = await Promise.all(
      docs.map((d) => new Promise<boolean>((resolve, reject) => setImmediate(() => writer.store(d).then(resolve, reject)))),
    );
    expect(results.every(Boolean)).toBe(true);
    const logs = await t.db
      .select({ at: activityLogs.createdAt })
      .from(activityLogs)
      .where(inArray(activityLogs.entityId, docs.map((d) => d.id)));
    expect(logs).toHaveLength(10);
    expect(new Set(logs.map((l) => l.at.toISOString())).size).toBe(1); // one statement
  });

  test("a document's text comes back exactly as it was given, alone and in a batch", async () => {
    const pro = await user("text-exact@example.com", "pro");
    const text = "<p>Caf\u00e9 \u2014 \u201cquoted\u201d, \u00a3100, \u65e5\u672c\u8a9e, \ud83d\ude00 &amp; a\ttab\r\nline</p>";
    const alone = doc(pro, text);
    expect(await writer.store(alone)).toBe(true);
    const batch = [doc(pro, text.repeat(2)), doc(pro, text.repeat(3))];
    expect(await Promise.all(batch.map((d) => writer.store(d)))).toEqual([true, true]);
    for (const d of [alone, ...batch]) {
      const [row] = await t.db.select({ content: documents.content }).from(documents).where(eq(documents.id, d.id));
      expect(row!.content).toBe(d.content);
    }
  });

  test("in one batch: a pro user, a free user with room and a free user past the limit", async () => {
    const pro = await user("mix-pro@example.com", "pro");
    const roomy = await user("mix-roomy@example.com", "free", 0);
    const nearly = await user("mix-nearly@example.com", "free", 2);
    // Held back until the first store is in flight, so the rest queue up and go as one batch.
    const first = writer.store(doc(pro));
    const rest = [
      ...[0, 1].map(() => doc(pro)),
      ...[0, 1].map(() => doc(roomy)),
      ...[0, 1, 2].map(() => doc(nearly)),
    ];
    const results = await Promise.all([first, ...rest.map((d) => writer.store(d))]);
    expect(results).toEqual([true, true, true, true, true, true, false, false]);
    expect(await counter(pro)).toBe(3);
    expect(await counter(roomy)).toBe(2);
    expect(await counter(nearly)).toBe(3);
    const nearlyDocs = await t.db.select().from(documents).where(eq(documents.userId, nearly));
    expect(nearlyDocs.map((d) => d.id)).toEqual([rest[4]!.id]);
  });

  test("a document the database refuses fails alone; the rest of its batch is stored", async () => {
    const pro = await user("one-bad@example.com", "pro");
    const first = writer.store(doc(pro));
    const good = [doc(pro), doc(pro), doc(pro)];
    const bad = doc(pro, "a NUL byte \u0000 is not text to PostgreSQL");
    const settled = await Promise.allSettled([first, writer.store(good[0]!), writer.store(bad), ...good.slice(1).map((d) => writer.store(d))]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(await counter(pro)).toBe(4);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(documents).where(eq(documents.id, bad.id));
    expect(row!.n).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  test("a document's HTML is stored compressed with LZ4 (migration 0003)", async () => {
    const pro = await user("lz4@example.com", "pro");
    const big = doc(pro, `<p>${"Each clause of a long policy, written out in full. ".repeat(400)}</p>`);
    expect(await writer.store(big)).toBe(true);
    const { rows } = await t.database.raw.query(
      `select pg_column_compression(content) as method from documents where id = $1`,
      [big.id],
    );
    expect(rows[0]).toEqual({ method: "lz4" });
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)("on PGlite", () => {
  test("a document's HTML is stored uncompressed, out of line (migration 0004)", async () => {
    const pro = await user("external@example.com", "pro");
    const big = doc(pro, `<p>${"Each clause of a long policy, written out in full. ".repeat(400)}</p>`);
    expect(await writer.store(big)).toBe(true);
    const { rows } = await t.database.raw.query(
      `select pg_column_compression(content) as method, pg_column_size(content) >= octet_length(content) as whole
         from documents where id = $1`,
      [big.id],
    );
    expect(rows[0]).toEqual({ method: null, whole: true });
  });
});
