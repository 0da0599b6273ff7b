import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, analyticsConfig } from "../../shared/schema";
import supertest from "supertest";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { cspSourcesFor } from "../services/analytics-csp";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "ops@analytics.test" });
  admin = await t.signIn("ops@analytics.test");
  adminId = (await admin.get("/api/auth/user")).body.id;
});
afterAll(() => t.close());

const add = (provider: string, trackingId: string, config?: object) =>
  admin.post("/api/admin/analytics").send({ provider, trackingId, ...(config ? { config } : {}) });

describe("POST /api/admin/analytics", () => {
  test.each([
    [
      "google_analytics",
      "UA-12345-1",
      "Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX",
    ],
    ["google_analytics", "G-12", "Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX"],
    [
      "google_analytics",
      "G-ABC DEF",
      "Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX",
    ],
    [
      "microsoft_clarity",
      "abc",
      "Enter a Microsoft Clarity project ID: 6 to 20 letters and digits",
    ],
    [
      "microsoft_clarity",
      "abc-def-ghi",
      "Enter a Microsoft Clarity project ID: 6 to 20 letters and digits",
    ],
    ["facebook_pixel", "12345", "Enter a Facebook Pixel ID: 6 to 20 digits"],
    ["facebook_pixel", "12345678a", "Enter a Facebook Pixel ID: 6 to 20 digits"],
    ["hotjar", "1234", "Enter a Hotjar site ID: 5 to 12 digits"],
    ["hotjar", "1234567890123", "Enter a Hotjar site ID: 5 to 12 digits"],
    ["custom", "http://cdn.example.com/t.js", "Enter the https:// address of the tracking script"],
    ["custom", "javascript:alert(1)", "Enter the https:// address of the tracking script"],
    [
      "custom",
      "https://user:pw@cdn.example.com/t.js",
      "Enter the https:// address of the tracking script",
    ],
    ["custom", "not a url", "Enter the https:// address of the tracking script"],
  ])("refuses %s with tracking ID %j", async (provider, trackingId, message) => {
    const res = await add(provider, trackingId);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.errors).toEqual([{ path: "trackingId", message }]);
  });

  test("refuses a missing or unknown provider and a missing tracking ID", async () => {
    const none = await admin.post("/api/admin/analytics").send({});
    expect(none.status).toBe(400);
    expect(none.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "provider",
      "trackingId",
    ]);
    const unknown = await add("matomo", "123456");
    expect(unknown.body.errors[0]).toEqual({
      path: "provider",
      message:
        "provider must be one of google_analytics, microsoft_clarity, facebook_pixel, hotjar, custom",
    });
    const blank = await add("hotjar", "   ");
    expect(blank.body.errors[0]).toEqual({
      path: "trackingId",
      message: "Tracking ID is required",
    });
    const badConfig = await add("hotjar", "123456", [] as unknown as object);
    expect(badConfig.status).toBe(400);
    expect(await t.db.select().from(analyticsConfig)).toEqual([]);
  });

  test("creates each provider active (201) and records who did it", async () => {
    const valid = [
      ["google_analytics", "g-abcd1234", "G-ABCD1234"],
      ["microsoft_clarity", "k3x9abcdef", "k3x9abcdef"],
      ["facebook_pixel", "123456789012345", "123456789012345"],
      ["hotjar", "3456789", "3456789"],
      ["custom", "https://cdn.example.com/track.js", "https://cdn.example.com/track.js"],
    ] as const;
    for (const [provider, input, stored] of valid) {
      const res = await add(provider, ` ${input} `, { anonymizeIp: true });
      expect(res.status, provider).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        provider,
        trackingId: stored,
        isActive: true,
        config: { anonymizeIp: true },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [entry] = await t.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.entityId, res.body.id));
      expect(entry).toMatchObject({
        userId: adminId,
        action: "analytics.provider_added",
        entityType: "analytics_provider",
        metadata: { provider, trackingId: stored },
      });
    }
    const list = await admin.get("/api/admin/analytics");
    expect(list.body).toHaveLength(5);
    expect(list.body[0].provider).toBe("custom"); // newest first
  });

  test("refuses the same provider and ID twice", async () => {
    const res = await add("google_analytics", "G-ABCD1234");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This provider is already set up with that tracking ID");
  });
});

describe("toggle, delete and the public list", () => {
  const providerId = async (provider: string) =>
    (await admin.get("/api/admin/analytics")).body.find(
      (p: { provider: string }) => p.provider === provider,
    ).id as string;

  test("GET /api/analytics/active is public and lists only active providers, provider and ID only", async () => {
    const res = await t.agent().get("/api/analytics/active");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.body).toEqual([
      { provider: "google_analytics", trackingId: "G-ABCD1234" },
      { provider: "microsoft_clarity", trackingId: "k3x9abcdef" },
      { provider: "facebook_pixel", trackingId: "123456789012345" },
      { provider: "hotjar", trackingId: "3456789" },
      { provider: "custom", trackingId: "https://cdn.example.com/track.js" },
    ]);
  });

  test("PATCH toggles a provider, and the public list follows at once", async () => {
    const id = await providerId("hotjar");
    const off = await admin.patch(`/api/admin/analytics/${id}`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, provider: "hotjar", isActive: false });
    expect(
      (await t.agent().get("/api/analytics/active")).body.map(
        (p: { provider: string }) => p.provider,
      ),
    ).not.toContain("hotjar");
    const on = await admin.patch(`/api/admin/analytics/${id}`).send({ isActive: true });
    expect(on.body.isActive).toBe(true);
    expect(
      (await t.agent().get("/api/analytics/active")).body.map(
        (p: { provider: string }) => p.provider,
      ),
    ).toContain("hotjar");
    const actions = (
      await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual([
      "analytics.provider_activated",
      "analytics.provider_added",
      "analytics.provider_deactivated",
    ]);
  });

  test("PATCH validates its body and answers 404 for a missing provider", async () => {
    const id = await providerId("hotjar");
    for (const body of [{}, { isActive: "yes" }, { isActive: true, trackingId: "1" }]) {
      const res = await admin.patch(`/api/admin/analytics/${id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await admin
      .patch("/api/admin/analytics/00000000-0000-4000-8000-000000000000")
      .send({ isActive: false });
    expect(missing.status).toBe(404);
  });

  test("DELETE removes a provider (204), then 404", async () => {
    const id = await providerId("facebook_pixel");
    const res = await admin.delete(`/api/admin/analytics/${id}`);
    expect(res.status).toBe(204);
    expect((await admin.get("/api/admin/analytics")).body).toHaveLength(4);
    expect(
      (await t.agent().get("/api/analytics/active")).body.map(
        (p: { provider: string }) => p.provider,
      ),
    ).not.toContain("facebook_pixel");
    const [entry] = await t.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "analytics.provider_removed"));
    expect(entry).toMatchObject({
      userId: adminId,
      entityId: id,
      metadata: { provider: "facebook_pixel" },
    });
    expect((await admin.delete(`/api/admin/analytics/${id}`)).status).toBe(404);
    expect((await admin.delete("/api/admin/analytics/nope")).status).toBe(404);
  });
});

describe("Content-Security-Policy", () => {
  test("cspSourcesFor lists each provider's hosts once, and only an https origin for custom", () => {
    const sources = cspSourcesFor([
      { provider: "google_analytics", trackingId: "G-ABCD1234" },
      { provider: "google_analytics", trackingId: "G-ZZZZ9999" },
      { provider: "custom", trackingId: "https://cdn.example.com:8443/t.js?x=1" },
    ]);
    expect(sources["script-src"]).toEqual([
      "https://*.googletagmanager.com",
      "https://cdn.example.com:8443",
    ]);
    expect(sources["connect-src"]).toContain("https://*.google-analytics.com");
    expect(cspSourcesFor([])).toEqual({ "script-src": [], "connect-src": [], "img-src": [] });
  });

  describe("in production", () => {
    // The production app on the same database, with a stand-in for the SPA's pages (the built
    // client isn't needed to see the headers they get).
    let prod: supertest.Agent;
    let closeProd: () => Promise<void>;
    beforeAll(async () => {
      const config = loadConfig({
        NODE_ENV: "production",
        APP_URL: "https://docs.example.test",
        SESSION_SECRET: "x".repeat(40),
        AUDIT_KEY: "y".repeat(40),
        OIDC_ISSUER_URL: "https://id.example.test",
        OIDC_CLIENT_ID: "founderdocs",
        OIDC_CLIENT_SECRET: "secret",
        LOG_LEVEL: "silent",
      });
      const { app, close } = await createApp({ config, database: t.database, client: "none" });
      app.use((_req, res) => void res.type("html").send("<!doctype html><title>page</title>"));
      prod = supertest.agent(app);
      closeProd = close;
      // State now: Google Analytics G-ABCD1234 and Clarity active; make Clarity inactive.
      const clarity = (await admin.get("/api/admin/analytics")).body.find(
        (p: { provider: string }) => p.provider === "microsoft_clarity",
      );
      await admin.patch(`/api/admin/analytics/${clarity.id}`).send({ isActive: false });
    });
    afterAll(() => closeProd?.());

    const directive = (csp: string, name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? "";

    test("site pages allow the active providers' hosts", async () => {
      for (const path of ["/", "/dashboard"]) {
        const res = await prod.get(path);
        expect(res.status).toBe(200);
        const csp = res.headers["content-security-policy"] as string;
        expect(directive(csp, "script-src")).toBe(
          "script-src 'self' https://*.googletagmanager.com https://*.hotjar.com https://cdn.example.com",
        );
        expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
        expect(csp).not.toContain("clarity");
      }
    });

    test("the admin panel and the API keep the strict policy", async () => {
      for (const path of ["/admin", "/admin/analytics", "/api/analytics/active"]) {
        const csp = (await prod.get(path)).headers["content-security-policy"] as string;
        expect(directive(csp, "script-src").trim(), path).toBe("script-src 'self'");
        expect(directive(csp, "connect-src").trim(), path).toBe("connect-src 'self'");
      }
    });
  });
});
