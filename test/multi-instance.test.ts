// The server keeps no state of its own between requests: a change made by this instance is read
// back at once, a change made anywhere else (another instance, psql) on the next request, and a
// block always takes effect. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where two
// instances share one database as behind a load balancer.
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../shared/schema";
import { startTestApp, type TestApp } from "./api-harness";
import { privacyPolicyBody } from "./fixtures";

/** Signs in through the dev form; answers the session cookie ("name=value"). */
async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await fetch(`${t.url}/api/login/dev`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, firstName: "Cache", lastName: "Test" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie().find((c) => c.includes(".sid="))!.split(";")[0]!;
}

async function call(t: TestApp, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * Polls until `check()` holds; answers how long it took in ms, for the log only. The deadline is
 * generous on purpose: what is tested is that the change shows at all (a busy machine may deliver
 * PostgreSQL's notification late), not how fast; bench/ measures speed.
 */
async function within(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > 30_000) throw new Error("the change never showed");
    await new Promise((r) => setTimeout(r, 5));
  }
}

const titles = (body: unknown) => (body as { id: string }[]).map((d) => d.id);

describe("one instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: "admin@example.com" });
  });
  afterAll(() => t.close());

  test("every document generated is in the very next list, twenty times running", async () => {
    const cookie = await signIn(t, "writer@example.com");
    await t.makePro("writer@example.com");
    for (let i = 0; i < 20; i++) {
      const made = await call(t, cookie, "POST", "/api/generate/privacy-policy", privacyPolicyBody);
      expect(made.status).toBe(201);
      const list = await call(t, cookie, "GET", "/api/documents");
      expect(titles(list.body)[0]).toBe((made.body as { id: string }).id);
      expect(titles(list.body)).toHaveLength(i + 1);
    }
    // The allowance counter the user sees moves with each generation too.
    expect((await call(t, cookie, "GET", "/api/auth/user")).body).toMatchObject({ documentsGenerated: 20 });
  });

  test("a user changed in the database by someone else is seen on the next requests", async () => {
    const cookie = await signIn(t, "renamed@example.com");
    expect((await call(t, cookie, "GET", "/api/auth/user")).body).toMatchObject({ firstName: "Cache" });
    const outsider = t.databaseUrl ? new pg.Client({ connectionString: t.databaseUrl }) : undefined;
    await outsider?.connect();
    try {
      const sql = "update users set first_name = 'Renamed', subscription = 'pro' where email = 'renamed@example.com'";
      if (outsider) await outsider.query(sql);
      else await t.database.raw.query(sql);
      await within(
        async () => ((await call(t, cookie, "GET", "/api/auth/user")).body as { firstName: string }).firstName === "Renamed",
      );
      expect((await call(t, cookie, "GET", "/api/auth/user")).body).toMatchObject({ subscription: "pro" });
    } finally {
      await outsider?.end();
    }
  });

  test("a session deleted in the database signs its holder out", async () => {
    const cookie = await signIn(t, "deleted-session@example.com");
    expect((await call(t, cookie, "GET", "/api/documents")).status).toBe(200);
    await t.database.raw.query(
      `delete from sessions where sess::jsonb #>> '{passport,user}' =
         (select id::text from users where email = 'deleted-session@example.com')`,
    );
    await within(async () => (await call(t, cookie, "GET", "/api/documents")).status === 401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    a = await startTestApp({ ADMIN_EMAILS: "admin@example.com" });
    b = await startTestApp({ ADMIN_EMAILS: "admin@example.com" }, { sameDatabaseAs: a });
    admin = await signIn(a, "admin@example.com");
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test("a session signed in on one instance works on the other", async () => {
    const cookie = await signIn(a, "roaming@example.com");
    expect((await call(b, cookie, "GET", "/api/auth/user")).body).toMatchObject({ email: "roaming@example.com" });
  });

  test("blocked on one instance: the other refuses the user's next requests within moments", async () => {
    const cookie = await signIn(a, "blocked-elsewhere@example.com");
    // Both instances have the session and user cached.
    for (const t of [a, b]) expect((await call(t, cookie, "GET", "/api/documents")).status).toBe(200);
    const [target] = await a.db.select().from(users).where(eq(users.email, "blocked-elsewhere@example.com"));
    const blocked = await call(a, admin, "PATCH", `/api/admin/users/${target!.id}`, { action: "block" });
    expect(blocked.status).toBe(200);
    // This instance: at once.
    expect((await call(a, cookie, "GET", "/api/documents")).status).toBe(403);
    // The other: as soon as the database's notification arrives.
    const ms = await within(async () => (await call(b, cookie, "GET", "/api/documents")).status === 403);
    console.log(`[cache] a block made on one instance took effect on the other after ${ms} ms`);
  });

  test("a PDF uploaded through one instance is served by the other: both share the file store", async () => {
    const cookie = await signIn(a, "two-files@example.com");
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const pdf = Buffer.from(await doc.save());
    const uploaded = await fetch(`${a.url}/api/documents/upload`, { method: "POST", headers: { cookie, "content-type": "application/pdf", origin: a.url }, body: new Uint8Array(pdf) });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const served = await fetch(`${b.url}/api/documents/${id}/uploaded.pdf`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), pdf)).toBe(0);
  });

  test("a document generated on one instance is in the other's list within moments", async () => {
    const cookie = await signIn(a, "two-lists@example.com");
    await a.makePro("two-lists@example.com");
    expect((await call(b, cookie, "GET", "/api/documents")).body).toEqual([]);
    const made = await call(a, cookie, "POST", "/api/generate/privacy-policy", privacyPolicyBody);
    expect(made.status).toBe(201);
    const id = (made.body as { id: string }).id;
    await within(async () => titles((await call(b, cookie, "GET", "/api/documents")).body).includes(id));
  });

  test("an analytics provider added on one instance is served by the other within moments", async () => {
    // Visitors get the tags (never an admin: they are not served inside the admin's session).
    const visitor = "";
    expect((await call(b, visitor, "GET", "/api/analytics/active")).body).toEqual([]);
    const added = await call(a, admin, "POST", "/api/admin/analytics", {
      provider: "google_analytics",
      trackingId: "G-CACHE1234",
    });
    expect(added.status).toBe(201);
    await within(async () => ((await call(b, visitor, "GET", "/api/analytics/active")).body as unknown[]).length === 1);
  });
});
