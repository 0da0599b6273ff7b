// A transaction whose connection drops before or during BEGIN must give its client back to the
// pool. (drizzle's node-postgres transaction() runs BEGIN outside its try/finally, so a failed
// BEGIN leaked the client: after max such failures the pool was empty for good, and pool.end()
// never returned.)
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startStoppableDatabase, type StoppableDatabase } from "../../test/security/fault-helpers";
import { openDatabase, type Database } from "./index";

let stoppable: StoppableDatabase;
let database: Database;

beforeAll(async () => {
  stoppable = await startStoppableDatabase();
  database = await openDatabase({ kind: "postgres", url: stoppable.url });
});

afterAll(async () => {
  await stoppable?.close();
});

const withTimeout = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} still pending after ${ms} ms`)), ms)),
  ]);

test("connections cut under transactions: every client returns to the pool, and close() finishes", async () => {
  const pool = database.raw as unknown as pg.Pool;
  let failed = 0;
  for (let round = 0; round < 5; round++) {
    // Warm, idle clients; then the server goes away while transactions start on them.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select 1`)));
    const started = Array.from({ length: 4 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      }),
    );
    await stoppable.stop();
    const results = await Promise.allSettled(started);
    failed += results.filter((r) => r.status === "rejected").length;
    await stoppable.start();
    // The next transaction works: the pool reconnects by itself.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
  }
  expect(failed).toBeGreaterThan(0);
  expect(pool.totalCount - pool.idleCount, "clients still checked out").toBe(0);
  await withTimeout(database.close(), 5_000, "database.close()");
});
