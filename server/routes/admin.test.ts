import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, documents, payments, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let user: Awaited<ReturnType<TestApp["signIn"]>>;
let adminId: string;
let userId: string;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "boss@admin.test" });
  admin = await t.signIn("boss@admin.test", { firstName: "Bea", lastName: "Boss" });
  user = await t.signIn("plain@admin.test", { firstName: "Paul" });
  adminId = (await admin.get("/api/auth/user")).body.id;
  userId = (await user.get("/api/auth/user")).body.id;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe("every admin endpoint needs an admin", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const endpoints: [method: "get" | "post" | "patch" | "delete", path: string, body?: object][] = [
    ["get", "/api/admin/stats"],
    ["get", "/api/admin/activity"],
    ["get", "/api/admin/users"],
    ["patch", `/api/admin/users/${someId}`, { action: "block" }],
    ["get", "/api/admin/payments"],
    ["get", "/api/admin/settings"],
    ["get", "/api/admin/analytics"],
    ["post", "/api/admin/analytics", { provider: "google_analytics", trackingId: "G-ABCD1234" }],
    ["patch", `/api/admin/analytics/${someId}`, { isActive: false }],
    ["delete", `/api/admin/analytics/${someId}`],
  ];

  test.each(endpoints)("%s %s: 401 signed out, 403 for a user", async (method, path, body) => {
    const out = await t.agent()[method](path).send(body);
    expect(out.status).toBe(401);
    expect(out.body).toMatchObject({ code: "unauthorized" });

    const forbidden = await user[method](path).send(body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      code: "forbidden",
      message: "You don't have permission to access the admin panel.",
    });
  });

  test("an admin gets 200 from every read", async () => {
    for (const path of [
      "/api/admin/stats",
      "/api/admin/activity",
      "/api/admin/users",
      "/api/admin/payments",
      "/api/admin/settings",
      "/api/admin/analytics",
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  test("nothing was written by the refused calls", async () => {
    const [target] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(target).toMatchObject({ isBlocked: false, role: "user", subscription: "free" });
  });
});

describe("GET /api/admin/stats", () => {
  test("validates the period", async () => {
    const res = await admin.get("/api/admin/stats?period=1y");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.errors).toEqual([
      { path: "period", message: "period must be one of 7d, 30d, 90d" },
    ]);
  });

  test("is computed from the rows, with the period filter", async () => {
    const before = (await admin.get("/api/admin/stats")).body;
    expect(before).toMatchObject({
      period: "7d",
      totalUsers: 2,
      newUsersToday: 2,
      conversionRate: 0,
    });

    // Users: signed up today (pro), yesterday (blocked), 3, 20, 60 and 200 days ago.
    const mk = (
      email: string,
      createdAt: Date,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => ({
      email,
      createdAt,
      lastActiveAt: createdAt,
      ...extra,
    });
    const inserted = await t.db
      .insert(users)
      .values([
        mk("today@admin.test", new Date(), { subscription: "pro" }),
        mk("yesterday@admin.test", daysAgo(1), { isBlocked: true }),
        mk("d3@admin.test", daysAgo(3), { subscription: "pro" }),
        mk("d20@admin.test", daysAgo(20)),
        mk("d60@admin.test", daysAgo(60), { subscription: "pro" }),
        mk("d200@admin.test", daysAgo(200)),
      ])
      .returning();
    const [today, , d3, d20, d60] = inserted;

    const doc = (uid: string, type: string, createdAt: Date) => ({
      userId: uid,
      type,
      title: type,
      content: "<p>x</p>",
      createdAt,
    });
    await t.db
      .insert(documents)
      .values([
        doc(today!.id, "nda", new Date()),
        doc(today!.id, "nda", daysAgo(2)),
        doc(d3!.id, "invoice", daysAgo(3)),
        doc(d20!.id, "privacy_policy", daysAgo(20)),
        doc(d60!.id, "nda", daysAgo(60)),
      ]);
    const pay = (amount: number, createdAt: Date, status = "succeeded", currency = "USD") => ({
      userId: d3!.id,
      amount,
      createdAt,
      status,
      currency,
    });
    await t.db
      .insert(payments)
      .values([
        pay(2_900, daysAgo(1)),
        pay(2_900, daysAgo(10)),
        pay(2_900, daysAgo(45)),
        pay(2_900, daysAgo(2), "failed"),
        pay(1_500, daysAgo(2), "succeeded", "EUR"),
      ]);

    const week = (await admin.get("/api/admin/stats?period=7d")).body;
    expect(week).toMatchObject({
      period: "7d",
      totalUsers: 8,
      newUsersToday: 3,
      newUsersYesterday: 1,
      usersChangeToday: 3,
      newUsers: 5,
      totalRevenue: 8_700,
      periodRevenue: 2_900,
      recentPayments: 2, // the USD and the EUR ones; the failed one doesn't count
      documentsGenerated: 5,
      periodDocuments: 3,
      proUsers: 3,
      adminUsers: 1,
      blockedUsers: 1,
      // Seen in the last 7 days and not blocked: the two sign-ins, today and d3.
      activeUsers: 4,
    });
    expect(week.conversionRate).toBeCloseTo(3 / 8, 10);
    expect(week.newUsersByDay).toHaveLength(7);
    expect(week.newUsersByDay.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      count: 3,
    });
    expect(week.newUsersByDay.at(-2)).toEqual({
      date: daysAgo(1).toISOString().slice(0, 10),
      count: 1,
    });
    expect(week.newUsersByDay.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(5);
    expect(week.documentsByType).toEqual([
      { type: "nda", count: 2 },
      { type: "invoice", count: 1 },
    ]);

    const month = (await admin.get("/api/admin/stats?period=30d")).body;
    expect(month).toMatchObject({
      newUsers: 6,
      recentPayments: 3,
      periodRevenue: 5_800,
      activeUsers: 5,
      periodDocuments: 4,
    });
    expect(month.newUsersByDay).toHaveLength(30);

    const quarter = (await admin.get("/api/admin/stats?period=90d")).body;
    expect(quarter).toMatchObject({
      newUsers: 7,
      recentPayments: 4,
      periodRevenue: 8_700,
      activeUsers: 6,
      periodDocuments: 5,
    });
    expect(quarter.newUsersByDay).toHaveLength(90);
    expect(quarter.documentsByType).toEqual([
      { type: "nda", count: 3 },
      { type: "invoice", count: 1 },
      { type: "privacy_policy", count: 1 },
    ]);
  });

  test("'from yesterday' is the change in total users since 00:00 UTC, deletions included", async () => {
    const before = (await admin.get("/api/admin/stats")).body;
    // An account from last week is deleted today: one fewer user than yesterday.
    await t.db.insert(users).values({ email: "leaving@admin.test", createdAt: daysAgo(7) });
    const leaving = await t.signIn("leaving@admin.test");
    expect((await leaving.delete("/api/account").send({ confirm: "leaving@admin.test" })).status).toBe(204);
    const afterOld = (await admin.get("/api/admin/stats")).body;
    expect(afterOld.totalUsers).toBe(before.totalUsers);
    expect(afterOld.usersChangeToday).toBe(before.usersChangeToday - 1);
    expect(afterOld.newUsersToday).toBe(before.newUsersToday);

    // One made and deleted today was never in yesterday's total: the change is as before.
    const brief = await t.signIn("brief@admin.test");
    expect((await brief.delete("/api/account").send({ confirm: "brief@admin.test" })).status).toBe(204);
    const afterBrief = (await admin.get("/api/admin/stats")).body;
    expect(afterBrief.totalUsers).toBe(before.totalUsers);
    expect(afterBrief.usersChangeToday).toBe(afterOld.usersChangeToday);
  });
});

describe("GET /api/admin/activity", () => {
  test("lists the log newest first with a type derived from the action", async () => {
    await t.db.insert(activityLogs).values([
      { userId, action: "document.generated", entityType: "document", createdAt: daysAgo(0.5) },
      { userId, action: "invoice.created", entityType: "invoice", createdAt: daysAgo(0.4) },
      { userId: null, action: "payment.succeeded", entityType: "payment", createdAt: daysAgo(0.3) },
      {
        userId: adminId,
        action: "analytics.provider_added",
        createdAt: daysAgo(0.2),
        ipAddress: "10.0.0.1",
        userAgent: "UA",
      },
    ]);
    const res = await admin.get("/api/admin/activity?limit=100");
    expect(res.status).toBe(200);
    const entries = res.body as {
      action: string;
      type: string;
      timestamp: string;
      user: string | null;
    }[];
    const times = entries.map((e) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction["user.login"]).toMatchObject({ type: "user" });
    expect(byAction["document.generated"]).toMatchObject({ type: "document", user: "Paul" });
    expect(byAction["invoice.created"]).toMatchObject({ type: "document" });
    expect(byAction["payment.succeeded"]).toMatchObject({ type: "payment", user: null });
    expect(byAction["analytics.provider_added"]).toMatchObject({
      type: "system",
      user: "Bea Boss",
      userEmail: "boss@admin.test",
      ipAddress: "10.0.0.1",
      userAgent: "UA",
    });
    expect(Number(res.headers["x-total-count"])).toBe(entries.length);
  });

  test("defaults to 10 entries, filters by type and pages", async () => {
    const extra = Array.from({ length: 12 }, (_, i) => ({
      userId,
      action: "document.exported",
      createdAt: daysAgo(3 + i),
    }));
    await t.db.insert(activityLogs).values(extra);

    expect((await admin.get("/api/admin/activity")).body).toHaveLength(10);

    const docs = await admin.get("/api/admin/activity?type=document&limit=5");
    expect(docs.body).toHaveLength(5);
    expect(docs.body.every((e: { type: string }) => e.type === "document")).toBe(true);
    const total = Number(docs.headers["x-total-count"]);
    expect(total).toBe(14);

    const page3 = await admin.get("/api/admin/activity?type=document&limit=5&page=3");
    expect(page3.body).toHaveLength(4);
    const past = await admin.get("/api/admin/activity?type=document&limit=5&page=9");
    expect(past.body).toEqual([]);
    expect(Number(past.headers["x-total-count"])).toBe(14);

    const system = await admin.get("/api/admin/activity?type=system&limit=100");
    expect(system.body.map((e: { action: string }) => e.action)).toEqual([
      "analytics.provider_added",
    ]);
    const empty = await admin.get("/api/admin/activity?type=");
    expect(empty.status).toBe(200);
  });

  test("bounds and validates the query", async () => {
    for (const [q, path] of [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=abc", "limit"],
      ["page=0", "page"],
      ["type=admin", "type"],
    ]) {
      const res = await admin.get(`/api/admin/activity?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
  });
});

describe("GET /api/admin/payments", () => {
  test("lists payments newest first with the payer, filtered and paged", async () => {
    const res = await admin.get("/api/admin/payments");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    expect(res.body[0]).toMatchObject({
      amount: 2_900,
      currency: "USD",
      status: "succeeded",
      user: "d3@admin.test",
    });
    const failed = await admin.get("/api/admin/payments?status=failed");
    expect(failed.body).toHaveLength(1);
    expect(failed.headers["x-total-count"]).toBe("1");
    const paged = await admin.get("/api/admin/payments?limit=2&page=3");
    expect(paged.body).toHaveLength(1);
  });
});

describe("GET /api/admin/settings", () => {
  test("reports the plan limit, sign-in mode, database and printer without secrets", async () => {
    const res = await admin.get("/api/admin/settings");
    expect(res.body).toMatchObject({
      environment: "test",
      plans: {
        free: { documentLimit: 3, watermark: true },
        pro: { documentLimit: null, watermark: false },
      },
      signIn: { mode: "dev", issuer: null },
      adminEmails: ["boss@admin.test"],
      database: { kind: t.database.kind },
      mail: { transport: "dev", server: null, from: "FounderDocs <no-reply@founderdocs.localhost>" },
    });
    expect(["idle", "ready", "unavailable", "not configured"]).toContain(
      res.body.pdfPrinter.status,
    );
    expect(JSON.stringify(res.body)).not.toMatch(/secret|postgres:\/\//i);
  });
});
