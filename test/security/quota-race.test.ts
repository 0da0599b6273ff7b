// The free plan's 3-document limit under a burst: 100 generations fired at once by one free user,
// spread over every generator and invoices. Exactly 3 may be created, whatever the interleaving.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { documents, invoices, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../api-harness";
import { cookiePolicyBody, invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../fixtures";
import { histogram, report } from "./http-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ROUTES = [
  ["/api/generate/privacy-policy", privacyPolicyBody],
  ["/api/generate/terms", termsBody],
  ["/api/generate/cookie-policy", cookiePolicyBody],
  ["/api/generate/nda", ndaBody],
  ["/api/invoices", invoiceBody],
] as const;

const count = async (table: typeof documents | typeof invoices, userId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId))
  )[0]!.n;

test("100 parallel generations by a free user create exactly 3 documents; the rest answer 402", async () => {
  const agent = await t.signIn("racer@quota.test");
  const me = (await agent.get("/api/auth/user")).body as { id: string; subscription: string };
  expect(me.subscription).toBe("free");

  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) => {
      const [path, body] = ROUTES[i % ROUTES.length]!;
      return agent.post(path).send(body);
    }),
  );
  const ms = Date.now() - started;
  const statuses = results.map((r) => r.status);
  const created = statuses.filter((s) => s === 201).length;
  const refused = results.filter((r) => r.status === 402);

  const docs = await count(documents, me.id);
  const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
  report(
    "quota-race",
    `100 parallel generations by a free user in ${ms} ms: ${created} created, ${refused.length} refused with 402 (${histogram(statuses)}); documents rows = ${docs}, users.documentsGenerated = ${row!.documentsGenerated}`,
  );

  expect(created).toBe(3);
  expect(refused).toHaveLength(97);
  for (const r of refused) expect(r.body).toMatchObject({ code: "plan_limit" });
  expect(docs).toBe(3);
  expect(row!.documentsGenerated).toBe(3);
  // An invoice is a document too: every invoice row has its document among the 3.
  expect(await count(invoices, me.id)).toBeLessThanOrEqual(3);
  const listed = (await agent.get("/api/documents?limit=50")).body as unknown[];
  expect(listed).toHaveLength(3);

  // Once the quota is spent it stays spent.
  const again = await Promise.all(ROUTES.map(([path, body]) => agent.post(path).send(body)));
  expect(again.map((r) => r.status)).toEqual(ROUTES.map(() => 402));
  expect(await count(documents, me.id)).toBe(3);
});
