// The documents list makes the same few queries whatever its page size: no query per row. Every
// statement the app sends its database during one request is counted (the session with its user,
// the page with its total), on an account of 100 documents of every type made through the API.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { seedRealisticAccount } from "../../test/realistic-account";

let t: TestApp;
let agent: Awaited<ReturnType<TestApp["proUser"]>>;
let statements: string[] | undefined;

beforeAll(async () => {
  t = await startTestApp();
  agent = await t.proUser("lists@queries.test");
  const made = await seedRealisticAccount(async (route, body) => {
    const res = await agent.post(route).send(body as object);
    if (res.status >= 300) throw new Error(`${route}: ${res.status} ${res.text}`);
    return res.body as Record<string, unknown>;
  });
  expect(made).toBe(100);
  // The driver's client (PGlite, or node-postgres' pool) through which drizzle and the session
  // store send every statement: each call is one query.
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : String((first as { text?: string }).text);
    // The job queue and the outbox's sender work on their own clock (the mails the account's sends
    // queued), not the request's: on PostgreSQL they run while the request does.
    if (!text.includes("pgboss.") && !text.includes('"mail_messages"')) statements?.push(text);
    return query(...args);
  };
}, 180_000);

afterAll(() => t?.close());

async function statementsOf(path: string) {
  statements = [];
  const res = await agent.get(path);
  const sent = statements;
  statements = undefined;
  expect(res.status, res.text).toBe(200);
  return { rows: res.body as unknown[], total: res.headers["x-total-count"], sent };
}

test("a list request makes the same queries for a page of 1, 20 or 100 documents", async () => {
  const pages = [];
  for (const limit of [1, 20, 100]) pages.push(await statementsOf(`/api/documents?limit=${limit}`));
  expect(pages.map((p) => p.rows.length)).toEqual([1, 20, 100]);
  expect(pages.map((p) => p.total)).toEqual(["100", "100", "100"]);
  // The session with its user, then the page with the total.
  expect(pages[0]!.sent).toHaveLength(2);
  for (const page of pages) expect(page.sent).toEqual(pages[0]!.sent);
  // A filter on the billing status shown joins the same way: still no query per row.
  const invoices = await statementsOf("/api/documents?type=invoice&limit=100");
  expect(invoices.rows).toHaveLength(25);
  expect(invoices.total).toBe("25");
  expect(invoices.sent).toEqual(pages[0]!.sent.slice(0, 1).concat([expect.any(String)]));
  // A page past the end has no row to carry the total: one more query counts the matches.
  const past = await statementsOf("/api/documents?limit=20&offset=100");
  expect(past.rows).toEqual([]);
  expect(past.total).toBe("100");
  expect(past.sent).toHaveLength(3);
});

test("the dashboard's figures are one query after the session's", async () => {
  statements = [];
  const res = await agent.get("/api/dashboard/stats");
  const sent = statements;
  statements = undefined;
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({ documentsGenerated: 100 });
  expect(sent).toHaveLength(2);
});
