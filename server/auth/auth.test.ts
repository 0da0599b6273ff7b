import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, sessions, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { blockUserSessions } from "../services/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "Boss@Example.com, other@example.com" });
});
afterAll(() => t.close());

const countRows = async (table: typeof users | typeof sessions) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("dev sign-in", () => {
  test("GET /api/login shows the dev sign-in form with email, firstName and lastName", async () => {
    const res = await t.agent().get("/api/login");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toContain('action="/api/login/dev"');
    for (const name of ["email", "firstName", "lastName"]) expect(res.text).toContain(`name="${name}"`);
  });

  test("signs in a new user, sets a safe cookie and answers the current user", async () => {
    const agent = t.agent();
    const res = await agent
      .post("/api/login/dev")
      .type("form")
      .send({ email: "Ada@Example.com", firstName: "Ada", lastName: "Lovelace" });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/founderdocs\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
      subscription: "free",
      role: "user",
      documentsGenerated: 0,
    });
    expect(me.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(me.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(me.body).sort()).toEqual(
      ["createdAt", "documentsGenerated", "email", "firstName", "id", "lastName", "profileImageUrl", "role", "subscription"].sort(),
    );

    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, me.body.id));
    expect(logged.map((l) => l.action).sort()).toEqual(["user.login", "user.signup"]);
  });

  test("signing in again updates the same user and issues a new session id", async () => {
    const agent = await t.signIn("grace@example.com", { firstName: "Grace" });
    const first = (await agent.get("/api/auth/user")).body;
    const before = await t.db.select({ sid: sessions.sid }).from(sessions);

    const again = await agent
      .post("/api/login/dev")
      .type("form")
      .send({ email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    expect(again.status).toBe(302);
    const after = await t.db.select({ sid: sessions.sid }).from(sessions);
    const newSids = after.map((s) => s.sid).filter((s) => !before.some((b) => b.sid === s));
    expect(newSids).toHaveLength(1);

    const second = (await agent.get("/api/auth/user")).body;
    expect(second.id).toBe(first.id);
    expect(second.lastName).toBe("Hopper");
    expect(await t.db.select().from(users).where(eq(users.email, "grace@example.com"))).toHaveLength(1);
  });

  test("a bad e-mail re-shows the form with the error and changes nothing", async () => {
    const usersBefore = await countRows(users);
    const sessionsBefore = await countRows(sessions);
    for (const email of ["not-an-email", "", "a@b", "<script>@x.com"]) {
      const res = await t
        .agent()
        .post("/api/login/dev")
        .type("form")
        .send({ email, firstName: "<b>Eve</b>", lastName: "" });
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/Enter (a valid|your) e-mail address/);
      expect(res.text).toContain("&lt;b&gt;Eve&lt;/b&gt;");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(sessions)).toBe(sessionsBefore);
  });

  test("ADMIN_EMAILS makes those users admins when they sign in", async () => {
    const boss = await t.signIn("boss@example.com");
    expect((await boss.get("/api/auth/user")).body.role).toBe("admin");
    const plain = await t.signIn("plain@example.com");
    expect((await plain.get("/api/auth/user")).body.role).toBe("user");
  });
});

describe("sessions", () => {
  test("signed out: /api/auth/user is a 401 JSON and no session row is written", async () => {
    const before = await countRows(sessions);
    const res = await t.agent().get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ code: "unauthorized" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await countRows(sessions)).toBe(before);
  });

  test("a signed-in read-only request writes no session row", async () => {
    const agent = await t.signIn("reader@example.com");
    const snapshot = async () =>
      JSON.stringify(await t.db.select().from(sessions).orderBy(sessions.sid));
    const before = await snapshot();
    for (let i = 0; i < 3; i++) expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect(await snapshot()).toBe(before);
  });

  test("logout destroys the session on the server and returns to /", async () => {
    const agent = await t.signIn("leaver@example.com");
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    const res = await agent.get("/api/logout");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    const leftover = await t.db.execute(
      sql`select 1 from sessions where sess::jsonb #>> '{passport,user}' = (select id::text from users where email = 'leaver@example.com')`,
    );
    expect((leftover as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  test("a blocked user's existing session is refused with 403 on its next request", async () => {
    const agent = await t.signIn("blockme@example.com");
    const me = (await agent.get("/api/auth/user")).body;
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, me.id));
    await blockUserSessions(t.database, me.id);
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Your account has been blocked", code: "blocked" });
    expect((await agent.get("/api/documents")).status).toBe(403);

    // Signing in again is refused too.
    const again = await t
      .agent()
      .post("/api/login/dev")
      .type("form")
      .send({ email: "blockme@example.com" });
    expect(again.status).toBe(403);
    expect(again.text).toContain("Your account has been blocked");
  });

  test("lastActiveAt is recorded at sign-in", async () => {
    const agent = await t.signIn("active@example.com");
    const me = (await agent.get("/api/auth/user")).body;
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.lastActiveAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("API routing", () => {
  test("an unknown /api path is a JSON 404, never the SPA page", async () => {
    for (const [method, path] of [
      ["get", "/api/nope"],
      ["post", "/api/nope/deeper"],
      ["get", "/api"],
    ] as const) {
      const res = await t.agent()[method](path);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.body.code).toBe("not_found");
    }
  });

  test("malformed JSON is a 400 with a clear message", async () => {
    const agent = await t.signIn("json@example.com");
    const res = await agent.post("/api/documents").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON in request body");
  });
});

describe("the session and its user, read together", () => {
  test("each request sees the user's current row: a change made elsewhere shows on the next request", async () => {
    const agent = await t.signIn("fresh@example.com", { firstName: "Fresh" });
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ firstName: "Fresh", subscription: "free" });
    await t.db.update(users).set({ firstName: "Renamed", subscription: "pro" }).where(eq(users.email, "fresh@example.com"));
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ firstName: "Renamed", subscription: "pro" });
  });

  test("a session whose user was deleted is signed out, not an error", async () => {
    const agent = await t.signIn("gone@example.com");
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    await t.db.delete(users).where(eq(users.email, "gone@example.com"));
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(401);
    expect((await agent.get("/api/documents")).status).toBe(401);
  });

  test("a session naming a malformed user id is signed out, not an error", async () => {
    const agent = await t.signIn("malformed@example.com");
    const [user] = await t.db.select().from(users).where(eq(users.email, "malformed@example.com"));
    await t.db.execute(sql`
      update sessions set sess = jsonb_set(sess::jsonb, '{passport,user}', '"not-a-uuid"')::json
       where sess::jsonb #>> '{passport,user}' = ${user!.id}`);
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(401);
  });

  test("a request without the session cookie is signed out and creates no session", async () => {
    const before = await countRows(sessions);
    const res = await t.agent().get("/api/auth/user").set("Cookie", "unrelated=1");
    expect(res.status).toBe(401);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await countRows(sessions)).toBe(before);
  });
});
