// The read cache against a real database and its real change feed (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): what it serves, what removes an entry, and the race it must never lose (a
// read that overlaps a change).
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { changeTag } from "./changes";
import { ReadCache } from "./read-cache";

let t: TestApp;
let userId: string;
/** Another connection, as another instance or an operator with psql would write (PostgreSQL). */
let outsider: pg.Client | undefined;

beforeAll(async () => {
  t = await startTestApp();
  const [u] = await t.db.insert(users).values({ email: "cache@example.com", firstName: "Before" }).returning();
  userId = u!.id;
  if (t.databaseUrl) {
    outsider = new pg.Client({ connectionString: t.databaseUrl });
    await outsider.connect();
  }
});
afterAll(async () => {
  await outsider?.end();
  await t.close();
});

/** Renames the user from outside the app when there is an outside (PostgreSQL), else in-process. */
async function rename(firstName: string) {
  if (outsider) await outsider.query("update users set first_name = $1 where id = $2", [firstName, userId]);
  else await t.db.update(users).set({ firstName }).where(eq(users.id, userId));
}

const readName = async () =>
  (await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)))[0]!.firstName!;

/** Waits (up to 5 s) until `done()` holds; notifications from another connection take a moment. */
async function until(done: () => boolean) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > 5_000) throw new Error("timed out waiting for the change feed");
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
}

const newCache = (options: Partial<ConstructorParameters<typeof ReadCache>[1]> = {}) =>
  new ReadCache<string>(t.database.changes, { maxEntries: 100, ttlMs: 60_000, ...options });

const tags = () => [changeTag.user(userId)];

describe("read cache", () => {
  test("serves what it read until a row under its tags changes, wherever the change is made", async () => {
    const cache = newCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return readName();
    };
    await rename("Before");
    expect(await cache.read("k", load, tags)).toBe("Before");
    expect(await cache.read("k", load, tags)).toBe("Before");
    expect(loads).toBe(1);

    await rename("After");
    await until(() => cache.get("k") === undefined);
    expect(await cache.read("k", load, tags)).toBe("After");
    expect(loads).toBe(2);
    expect(cache.snapshot()).toMatchObject({ entries: 1 });
    cache.close();
  });

  test("a read that overlaps a change answers what it read but is not kept", async () => {
    const cache = newCache();
    await rename("Old");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let readDone!: () => void;
    const hasRead = new Promise<void>((r) => (readDone = r));
    // The load reads the old name, then is held while the row changes and the change is heard.
    const pending = cache.read(
      "k",
      async () => {
        const name = await readName();
        readDone();
        await gate;
        return name;
      },
      tags,
    );
    await hasRead; // the rename must come after the read, not race it
    const heard = new Promise<void>((resolve) => {
      const stop = t.database.changes.subscribe({
        change: (tag) => {
          if (tag === changeTag.user(userId)) {
            stop();
            resolve();
          }
        },
        reset: () => {},
      });
    });
    await rename("New");
    await heard;
    release();
    expect(await pending).toBe("Old");
    expect(cache.get("k")).toBeUndefined();
    expect(cache.snapshot().discarded).toBe(1);
    expect(await cache.read("k", readName, tags)).toBe("New");
    cache.close();
  });

  test("misses of one key share the read in flight, unless something changed since it began", async () => {
    const cache = newCache();
    let loads = 0;
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      const n = ++loads;
      await gate;
      return `load ${n}`;
    };
    const together = [cache.read("k", load, tags), cache.read("k", load, tags), cache.read("k", load, tags)];
    release();
    expect(await Promise.all(together)).toEqual(["load 1", "load 1", "load 1"]);
    expect(loads).toBe(1);
    expect(cache.snapshot().shared).toBe(2);

    // A change while a read is in flight: a later miss must not get what that read saw.
    cache.clear();
    gate = new Promise<void>((r) => (release = r));
    const before = cache.read("k", load, tags);
    t.database.changes.wrote("x:something-else");
    const after = cache.read("k", load, tags);
    release();
    expect([await before, await after]).toEqual(["load 2", "load 3"]);
    cache.close();
  });

  test("wrote() removes an entry at once, before any notification could arrive", async () => {
    const cache = newCache();
    await cache.read("k", async () => "cached", tags);
    expect(cache.get("k")).toBe("cached");
    t.database.changes.wrote(changeTag.user(userId));
    expect(cache.get("k")).toBeUndefined();
    cache.close();
  });

  test("an entry tagged with several rows leaves when any of them changes; others stay", async () => {
    const cache = newCache();
    await cache.read("both", async () => "v", () => ["s:abc", changeTag.user(userId)]);
    await cache.read("other", async () => "w", () => ["s:def"]);
    t.database.changes.wrote("s:abc");
    expect(cache.get("both")).toBeUndefined();
    expect(cache.get("other")).toBe("w");
    cache.close();
  });

  test("truncating a cached table empties every cache", async () => {
    const cache = newCache();
    await cache.read("k", async () => "v", tags);
    await t.db.execute(sql`truncate analytics_config`);
    await until(() => cache.get("k") === undefined);
    cache.close();
  });

  test("holds at most maxEntries, dropping the oldest; serves nothing older than ttlMs", async () => {
    const small = newCache({ maxEntries: 2 });
    for (const k of ["a", "b", "c"]) await small.read(k, async () => k, () => [`x:${k}`]);
    expect(small.get("a")).toBeUndefined();
    expect(small.get("b")).toBe("b");
    expect(small.get("c")).toBe("c");
    small.close();

    const brief = newCache({ ttlMs: 30 });
    await brief.read("k", async () => "v", tags);
    expect(brief.get("k")).toBe("v");
    await new Promise((r) => setTimeout(r, 50));
    expect(brief.get("k")).toBeUndefined();
    brief.close();
  });

  test("past maxRemembered changes during a read, the read is not kept (never a stale entry)", async () => {
    const cache = newCache({ maxRemembered: 4 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const pending = cache.read(
      "k",
      async () => {
        await gate;
        return "maybe stale";
      },
      () => ["x:unrelated"],
    );
    // Ten other rows change while the read is held: the oldest of those changes are forgotten.
    for (let i = 0; i < 10; i++) t.database.changes.wrote(`x:${i}`);
    release();
    expect(await pending).toBe("maybe stale");
    expect(cache.get("k")).toBeUndefined();
    cache.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("change feed on PostgreSQL", () => {
  test("a lost listening connection stops the caches serving, empties them and comes back", async () => {
    const cache = newCache();
    await cache.read("k", async () => "v", tags);
    expect(t.database.changes.live).toBe(true);
    let resets = 0;
    const stop = t.database.changes.subscribe({ change: () => {}, reset: () => resets++ });

    const killed = await outsider!.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where application_name = 'founderdocs-changes' and datname = current_database()`,
    );
    expect(killed.rows.map((r) => r.killed)).toEqual([true]);
    await until(() => !t.database.changes.live);
    expect(cache.get("k")).toBeUndefined();
    // Loads go to the database and are not kept while changes could go unheard.
    await cache.read("k", async () => "read while down", tags);
    expect(cache.get("k")).toBeUndefined();

    await until(() => t.database.changes.live);
    expect(resets).toBeGreaterThanOrEqual(2);
    await cache.read("k", async () => "again", tags);
    expect(cache.get("k")).toBe("again");
    // And the new connection hears changes.
    await rename(`Back ${Date.now()}`);
    await until(() => cache.get("k") === undefined);
    stop();
    cache.close();
  });
});
