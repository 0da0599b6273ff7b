// Database "data exceptions" (class 22) are the request's fault: 400, never 500. Checked with real
// errors from the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { isDatabaseUnavailable, isInvalidDataError } from "../errors";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const errorOf = (query: ReturnType<typeof sql>) =>
  t.db.execute(query).then(
    () => undefined,
    (err: unknown) => err,
  );

test.each([
  ["a malformed uuid", sql`select ${"not-a-uuid"}::uuid`],
  ["a NUL byte in text", sql`select ${"a\u0000b"}::text`],
  ["an integer out of range", sql`select ${"99999999999"}::int`],
  ["an impossible date", sql`select ${"2026-02-30"}::date`],
])("%s is invalid data, not an outage", async (_name, query) => {
  const err = await errorOf(query);
  expect(err).toBeDefined();
  expect(isInvalidDataError(err)).toBe(true);
  expect(isDatabaseUnavailable(err)).toBe(false);
});

test("other database errors are not mistaken for invalid data", async () => {
  const err = await errorOf(sql`select * from no_such_table`);
  expect(isInvalidDataError(err)).toBe(false);
});
