import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, documents, sessions, users, type User } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let admin: Agent;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "root@users.test" });
  admin = await t.signIn("root@users.test", { firstName: "Rita", lastName: "Root" });
  adminId = (await admin.get("/api/auth/user")).body.id;
});
afterAll(() => t.close());

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const userNamed = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

/** Everything a user action may not touch, so a test can check that only the one field moved. */
const withoutVolatile = ({ updatedAt: _u, lastActiveAt: _l, ...rest }: User) => rest;

describe("GET /api/admin/users", () => {
  beforeAll(async () => {
    await t.db
      .insert(users)
      .values([
        { email: "ada@users.test", firstName: "Ada", lastName: "Lovelace", subscription: "pro" },
        { email: "grace@users.test", firstName: "Grace", lastName: "Hopper", isBlocked: true },
        { email: "linus@users.test", firstName: "Linus", subscription: "pro", isBlocked: true },
        { email: "percent_100%@users.test", firstName: "Odd" },
        { email: "plain@users.test" },
      ]);
    const ada = await userNamed("ada@users.test");
    const grace = await userNamed("grace@users.test");
    const doc = (userId: string) => ({ userId, type: "nda", title: "NDA", content: "<p>x</p>" });
    await t.db.insert(documents).values([doc(ada.id), doc(ada.id), doc(ada.id), doc(grace.id)]);
  });

  const emails = (body: { email: string }[]) => body.map((u) => u.email).sort();

  test("answers every user with the row the table shows", async () => {
    const res = await admin.get("/api/admin/users");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(res.headers["x-total-count"]).toBe("6");
    const ada = res.body.find((u: { email: string }) => u.email === "ada@users.test");
    expect(ada).toEqual({
      id: expect.any(String),
      name: "Ada Lovelace",
      email: "ada@users.test",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
      subscription: "pro",
      role: "user",
      status: "active",
      documentsCount: 3,
      lastActiveAt: null,
      createdAt: expect.any(String),
    });
    const grace = res.body.find((u: { email: string }) => u.email === "grace@users.test");
    expect(grace).toMatchObject({ status: "blocked", documentsCount: 1 });
    expect(res.body.find((u: { email: string }) => u.email === "plain@users.test")).toMatchObject({
      name: null,
      documentsCount: 0,
    });
  });

  test("searches name and e-mail, case-insensitively, with LIKE characters taken literally", async () => {
    expect(emails((await admin.get("/api/admin/users?search=LOVELACE")).body)).toEqual([
      "ada@users.test",
    ]);
    expect(emails((await admin.get("/api/admin/users?search=grace%20hop")).body)).toEqual([
      "grace@users.test",
    ]);
    expect(emails((await admin.get("/api/admin/users?search=%40USERS.test")).body)).toHaveLength(6);
    expect(
      emails((await admin.get(`/api/admin/users?search=${encodeURIComponent("100%")}`)).body),
    ).toEqual(["percent_100%@users.test"]);
    expect(
      (await admin.get(`/api/admin/users?search=${encodeURIComponent("%")}`)).body,
    ).toHaveLength(1);
    expect(
      (await admin.get(`/api/admin/users?search=${encodeURIComponent("_")}`)).body,
    ).toHaveLength(1);
    expect((await admin.get("/api/admin/users?search=nobody")).body).toEqual([]);
  });

  test("filters by subscription and status, combined with the search", async () => {
    expect(emails((await admin.get("/api/admin/users?subscription=pro")).body)).toEqual([
      "ada@users.test",
      "linus@users.test",
    ]);
    expect(emails((await admin.get("/api/admin/users?status=blocked")).body)).toEqual([
      "grace@users.test",
      "linus@users.test",
    ]);
    expect(
      emails((await admin.get("/api/admin/users?subscription=free&status=active")).body),
    ).toEqual(["percent_100%@users.test", "plain@users.test", "root@users.test"]);
    expect(
      emails((await admin.get("/api/admin/users?subscription=pro&status=blocked&search=lin")).body),
    ).toEqual(["linus@users.test"]);
    expect(
      (await admin.get("/api/admin/users?subscription=all&status=all&search=")).body,
    ).toHaveLength(6);
  });

  test("refuses bad filters with the field named", async () => {
    for (const [q, path] of [
      ["subscription=gold", "subscription"],
      ["status=deleted", "status"],
      ["search=a&search=b", "search"],
      [`search=${"x".repeat(201)}`, "search"],
    ]) {
      const res = await admin.get(`/api/admin/users?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
  });
});

describe("PATCH /api/admin/users/:id", () => {
  const cases = [
    {
      action: "block",
      from: { isBlocked: false },
      to: { isBlocked: true },
      log: "admin.user_blocked",
      status: "blocked",
    },
    {
      action: "unblock",
      from: { isBlocked: true },
      to: { isBlocked: false },
      log: "admin.user_unblocked",
      status: "active",
    },
    {
      action: "upgrade",
      from: { subscription: "free" },
      to: { subscription: "pro" },
      log: "admin.user_upgraded",
    },
    {
      action: "downgrade",
      from: { subscription: "pro" },
      to: { subscription: "free" },
      log: "admin.user_downgraded",
    },
    {
      action: "make-admin",
      from: { role: "user" },
      to: { role: "admin" },
      log: "admin.admin_granted",
    },
    {
      action: "remove-admin",
      from: { role: "admin" },
      to: { role: "user" },
      log: "admin.admin_removed",
    },
  ] as const;

  test.each(cases)(
    "$action changes exactly what it should and logs who did it",
    async ({ action, from, to, log }) => {
      const email = `target-${action}@users.test`;
      const [target] = await t.db
        .insert(users)
        .values({ email, firstName: "Tess", ...from })
        .returning();
      const before = withoutVolatile(target!);

      const res = await admin
        .patch(`/api/admin/users/${target!.id}`)
        .set("User-Agent", "admin-test-agent")
        .send({ action });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: target!.id, email });
      if ("isBlocked" in to) expect(res.body.status).toBe(to.isBlocked ? "blocked" : "active");
      if ("subscription" in to) expect(res.body.subscription).toBe(to.subscription);
      if ("role" in to) expect(res.body.role).toBe(to.role);

      const after = withoutVolatile(await userRow(target!.id));
      expect(after).toEqual({ ...before, ...to });

      const entries = await t.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.entityId, target!.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        userId: adminId,
        action: log,
        entityType: "user",
        userAgent: "admin-test-agent",
        metadata: { targetUserId: target!.id, targetEmail: email, action },
      });
      expect(entries[0]!.ipAddress).toBeTruthy();

      // Again: nothing left to change, no second entry.
      const again = await admin.patch(`/api/admin/users/${target!.id}`).send({ action });
      expect(again.status).toBe(200);
      expect(
        await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, target!.id)),
      ).toHaveLength(1);
    },
  );

  test("a blocked user's sessions end and are told why; once unblocked, the user signs in again", async () => {
    const victim = await t.signIn("victim@users.test");
    const other = await t.signIn("victim@users.test"); // a second browser
    const id = (await victim.get("/api/auth/user")).body.id as string;
    expect((await victim.get("/api/dashboard/stats")).status).toBe(200);

    expect((await admin.patch(`/api/admin/users/${id}`).send({ action: "block" })).status).toBe(
      200,
    );

    for (const agent of [victim, other]) {
      const res = await agent.get("/api/auth/user");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Your account has been blocked", code: "blocked" });
    }
    // Every session row of the user was signed out and flagged.
    const rows = await t.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(sql`${sessions.sess}::jsonb ->> 'blocked' = ${id}`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => !(r.sess as { passport?: unknown }).passport)).toBe(true);
    // Still blocked: still told so (the open tab keeps showing why).
    expect((await victim.get("/api/auth/user")).status).toBe(403);

    // Unblocked: the old sessions are simply signed out (the app sends the user to sign in),
    // for good; and a new sign-in works.
    await admin.patch(`/api/admin/users/${id}`).send({ action: "unblock" });
    for (const agent of [victim, other]) {
      expect((await agent.get("/api/auth/user")).status).toBe(401);
      expect((await agent.get("/api/dashboard/stats")).status).toBe(401);
    }
    const back = await t.signIn("victim@users.test");
    expect((await back.get("/api/auth/user")).status).toBe(200);
  });

  test("an admin can't block themselves or remove their own admin access", async () => {
    const block = await admin.patch(`/api/admin/users/${adminId}`).send({ action: "block" });
    expect(block.status).toBe(409);
    expect(block.body).toEqual({ code: "conflict", message: "You can't block your own account" });
    const demote = await admin
      .patch(`/api/admin/users/${adminId}`)
      .send({ action: "remove-admin" });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({
      code: "conflict",
      message: "You can't remove your own admin access",
    });
    expect(await userRow(adminId)).toMatchObject({ isBlocked: false, role: "admin" });
    expect((await admin.get("/api/admin/stats")).status).toBe(200);
  });

  test("an admin made by another admin signs in again, can act, and loses access when demoted", async () => {
    const before = await t.signIn("deputy@users.test");
    const deputyId = (await before.get("/api/auth/user")).body.id as string;
    expect((await before.get("/api/admin/users")).status).toBe(403);
    await admin.patch(`/api/admin/users/${deputyId}`).send({ action: "make-admin" });
    // Every session they had is ended (a page of theirs may be running a third-party tag).
    expect((await before.get("/api/admin/users")).status).toBe(401);
    const deputy = await t.signIn("deputy@users.test");
    expect((await deputy.get("/api/admin/users")).status).toBe(200);
    await admin.patch(`/api/admin/users/${deputyId}`).send({ action: "remove-admin" });
    expect((await deputy.get("/api/admin/users")).status).toBe(403);
  });

  test("unknown action 400, missing user 404, malformed id 404", async () => {
    const [target] = await t.db.insert(users).values({ email: "bad-input@users.test" }).returning();
    for (const body of [{ action: "delete" }, {}, { action: "block", extra: 1 }]) {
      const res = await admin.patch(`/api/admin/users/${target!.id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const unknown = await admin.patch(`/api/admin/users/${target!.id}`).send({ action: "delete" });
    expect(unknown.body.errors[0]).toEqual({
      path: "action",
      message: "action must be one of block, unblock, upgrade, downgrade, make-admin, remove-admin",
    });

    const missing = await admin
      .patch("/api/admin/users/00000000-0000-4000-8000-000000000000")
      .send({ action: "block" });
    expect(missing.status).toBe(404);
    expect(
      (await admin.patch("/api/admin/users/not-a-uuid").send({ action: "block" })).status,
    ).toBe(404);
    expect(
      await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.userId, adminId), eq(activityLogs.entityId, target!.id))),
    ).toEqual([]);
  });
});
