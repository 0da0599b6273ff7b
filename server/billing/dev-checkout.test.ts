// Without Stripe keys: the development checkout outside production (its signed event goes through
// the webhook's verification), and in production no checkout at all, said clearly.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, payments, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { waitFor } from "../../test/security/fault-helpers";
import { createApp } from "../app";
import { ConfigError, loadConfig } from "../config";
import { createLogger } from "../logger";
import { DEV_WEBHOOK_SECRET } from "./stripe";
import { billingSnapshot, checkoutCompleted, postEvent } from "../../test/stripe-events";

const PRODUCTION = {
  NODE_ENV: "production",
  APP_URL: "https://docs.example.test",
  SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
  AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
  OIDC_ISSUER_URL: "https://idp.invalid",
  OIDC_CLIENT_ID: "founderdocs",
  OIDC_CLIENT_SECRET: "secret",
};

describe("development checkout (no Stripe keys, not production)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_GENERATE: "6/1m" });
  });
  afterAll(() => t?.close());

  test("pay on the development page: the signed event upgrades the account, after the redirect", async () => {
    const agent = await t.signIn("dev-payer@billing.test");
    const me = (await agent.get("/api/auth/user")).body as { id: string };
    expect((await agent.get("/api/billing/status")).body).toEqual({
      plan: "free",
      since: null,
      paymentsConfigured: true,
    });

    const start = await agent.post("/api/billing/checkout");
    expect(start.status).toBe(200);
    const url = new URL(start.body.url as string);
    expect(url.origin).toBe(t.url);
    expect(url.pathname).toBe("/api/billing/dev-checkout");
    const session = url.searchParams.get("session")!;
    expect(session).toMatch(/^cs_dev_[0-9a-f]{32}$/);

    const page = await agent.get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.text).toContain("Development checkout — no real payment is made");
    expect(page.text).toContain("Pay $29 (test)");
    expect(page.text).toContain('href="' + t.url + '/pricing?checkout=cancelled">Cancel</a>');

    // Not someone else's, and not signed out.
    const other = await t.signIn("dev-other@billing.test");
    expect((await other.get(`${url.pathname}${url.search}`)).status).toBe(404);
    expect((await other.post(url.pathname).set("Origin", t.url).type("form").send({ session })).status).toBe(404);
    expect((await t.agent().get(`${url.pathname}${url.search}`)).status).toBe(401);
    // A cross-site form can't pay for anyone.
    expect(
      (await agent.post(url.pathname).set("Origin", "https://evil.example").type("form").send({ session })).status,
    ).toBe(403);

    const paid = await agent.post(url.pathname).set("Origin", t.url).type("form").send({ session });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${t.url}/billing/success?session_id=${session}`);
    // Like Stripe's webhook, the event comes a moment later: the redirect upgrades nothing.
    expect((await agent.get("/api/billing/status")).body.plan).toBe("free");

    const status = await waitFor(
      async () => {
        const s = (await agent.get("/api/billing/status")).body as { plan: string; since: string | null };
        return s.plan === "pro" ? s : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: "the plan upgraded by the development checkout's event" },
    );
    expect(status.plan).toBe("pro");
    expect(status.since).not.toBeNull();
    const [payment, ...more] = await t.db.select().from(payments).where(eq(payments.userId, me.id));
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amount: 2900, currency: "USD", status: "succeeded" });
    expect(payment!.stripePaymentIntentId).toMatch(/^pi_dev_/);
    const [user] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.stripeCustomerId).toMatch(/^cus_dev_/);
    const entries = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "payment.succeeded"));
    expect(entries.map((e) => e.userId)).toEqual([me.id]);

    // One payment per checkout; and a Lifetime user can't start another.
    expect((await agent.post(url.pathname).set("Origin", t.url).type("form").send({ session })).status).toBe(404);
    expect((await agent.post("/api/billing/checkout")).status).toBe(409);
  });

  test("the webhook verifies the development secret, and only it", async () => {
    const agent = await t.signIn("dev-webhook@billing.test");
    const id = (await agent.get("/api/auth/user")).body.id as string;
    const before = await billingSnapshot(t);
    expect((await postEvent(t, checkoutCompleted(id))).status).toBe(400);
    expect(await billingSnapshot(t)).toBe(before);
    const ok = await postEvent(t, checkoutCompleted(id), { secret: DEV_WEBHOOK_SECRET });
    expect(ok.body.outcome).toBe("upgraded");
  });

  test("starting checkouts is rate limited with the generation budget", async () => {
    const agent = await t.signIn("dev-hurry@billing.test");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await agent.post("/api/billing/checkout")).status);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(200));
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe("no payments (production without Stripe keys)", () => {
  test("boot warns, and the development checkout and the webhook don't exist", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp(PRODUCTION, { logger: createLogger("warn", sink) });
    try {
      expect(t.config.payments).toEqual({ mode: "off" });
      expect(lines.join("")).toMatch(/payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
      expect((await t.agent().get("/api/billing/dev-checkout?session=cs_dev_x")).status).toBe(404);
      expect((await t.agent().post("/api/billing/dev-checkout").send({})).status).toBe(404);
      const hook = await postEvent(t, checkoutCompleted("00000000-0000-4000-8000-000000000000"), {
        secret: DEV_WEBHOOK_SECRET,
      });
      expect(hook.status).toBe(503);
    } finally {
      await t.close();
    }
  });

  test("signed in, the status says so and checkout answers 503 with a clear message", async () => {
    // The production rule (payments off) on an app whose dev sign-in lets the test in.
    const t = await startTestApp();
    const config = { ...t.config, payments: { mode: "off" as const } };
    const { app, close } = await createApp({ config, database: t.database, client: "none" });
    try {
      const agent = supertest.agent(app);
      expect((await agent.post("/api/login/dev").type("form").send({ email: "off@billing.test" })).status).toBe(302);
      expect((await agent.get("/api/billing/status")).body).toEqual({
        plan: "free",
        since: null,
        paymentsConfigured: false,
      });
      const res = await agent.post("/api/billing/checkout");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: "unavailable",
        message:
          "Payments are not configured on this server, so Lifetime Access can't be bought here yet. Please contact support.",
      });
      expect((await agent.get("/api/billing/dev-checkout?session=x")).status).toBe(404);
    } finally {
      await close();
      await t.close();
    }
  });
});

describe("configuration", () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
  };

  test("no keys: the development checkout, or nothing in production", () => {
    expect(loadConfig({ NODE_ENV: "development" }).payments).toEqual({ mode: "dev" });
    expect(loadConfig({ NODE_ENV: "test" }).payments).toEqual({ mode: "dev" });
    expect(loadConfig(PRODUCTION).payments).toEqual({ mode: "off" });
  });

  test("both keys: Stripe, with the price when given", () => {
    expect(
      loadConfig({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: "sk_live_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_PRICE_ID: "price_abc",
      }).payments,
    ).toEqual({
      mode: "stripe",
      secretKey: "sk_live_abc",
      webhookSecret: "whsec_abc",
      priceId: "price_abc",
      apiBase: undefined,
    });
  });

  test("half a configuration names what is missing; malformed values are refused", () => {
    expect(problems({ STRIPE_SECRET_KEY: "sk_test_abc" })).toEqual([
      "Stripe is half configured: also set STRIPE_WEBHOOK_SECRET",
    ]);
    expect(problems({ STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toEqual([
      "Stripe is half configured: also set STRIPE_SECRET_KEY",
    ]);
    expect(problems({ STRIPE_PRICE_ID: "price_abc" })).toEqual([
      "STRIPE_PRICE_ID needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    ]);
    expect(problems({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "abc" })).toEqual([
      "STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)",
      "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)",
    ]);
    expect(
      problems({ ...PRODUCTION, STRIPE_SECRET_KEY: "sk_live_a", STRIPE_WEBHOOK_SECRET: "whsec_a", STRIPE_API_BASE: "http://127.0.0.1:12111" }),
    ).toEqual(["STRIPE_API_BASE is for tests only: unset it in production"]);
  });
});
