// POST /api/billing/checkout against a local stand-in for the Stripe API (STRIPE_API_BASE): the
// request the app sends (form-encoded, as the stripe package sends it) and the URL it answers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { payments, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { STRIPE_TEST_ENV } from "../../test/stripe-events";

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** Answers like api.stripe.com for the two calls checkout makes; `fail` makes the next one fail. */
async function startFakeStripe() {
  const requests: Recorded[] = [];
  const state = { fail: false };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.test");
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        authorization: req.headers.authorization,
        form: new URLSearchParams(req.method === "GET" ? url.search : body),
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": "req_fake" });
        res.end(JSON.stringify(value));
      };
      if (state.fail) {
        state.fail = false;
        return json(400, { error: { type: "invalid_request_error", message: "No such price" } });
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        return json(200, {
          id: "cs_test_fake123",
          object: "checkout.session",
          mode: "payment",
          url: "https://checkout.stripe.test/c/pay/cs_test_fake123",
        });
      }
      if (req.method === "GET" && url.pathname === "/v1/prices/price_lifetime_eur") {
        return json(200, { id: "price_lifetime_eur", object: "price", type: "one_time", unit_amount: 3900, currency: "eur" });
      }
      json(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe?.close());
beforeEach(() => {
  stripe.requests.length = 0;
});

const APP_URL = "https://docs.example.test";

describe("with the inline $29 price and APP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.base, APP_URL });
  });
  afterAll(() => t?.close());

  test("creates a payment-mode Checkout Session for the user and answers its URL", async () => {
    const agent = await t.signIn("buyer@checkout.test");
    const me = (await agent.get("/api/auth/user")).body as { id: string; email: string };

    const res = await agent.post("/api/billing/checkout");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_fake123" });

    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(sent!.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
    expect(Object.fromEntries(sent!.form)).toEqual({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "2900",
      "line_items[0][price_data][product_data][name]": "FounderDocs Lifetime Access",
      "line_items[0][quantity]": "1",
      client_reference_id: me.id,
      customer_email: "buyer@checkout.test",
      success_url: `${APP_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/pricing?checkout=cancelled`,
      "metadata[user_id]": me.id,
      "metadata[expected_amount]": "2900",
      "metadata[expected_currency]": "usd",
    });

    // The redirect to Stripe upgrades nothing: only the verified webhook does.
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.subscription).toBe("free");
    expect(await t.db.select().from(payments)).toEqual([]);
  });

  test("a Lifetime user gets 409 and Stripe is not asked", async () => {
    const agent = await t.proUser("already@checkout.test");
    const res = await agent.post("/api/billing/checkout");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "conflict", message: "You already have Lifetime Access." });
    expect(stripe.requests).toEqual([]);
  });

  test("signed out: 401, and Stripe is not asked", async () => {
    const res = await t.agent().post("/api/billing/checkout");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
    expect((await t.agent().get("/api/billing/status")).status).toBe(401);
    expect(stripe.requests).toEqual([]);
  });

  test("Stripe refusing the request is a 503 with a message, not a 500", async () => {
    const agent = await t.signIn("refused@checkout.test");
    stripe.state.fail = true;
    const res = await agent.post("/api/billing/checkout");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: "unavailable",
      message: "The payment provider could not be reached. Please try again in a moment.",
    });
  });

  test("with Stripe keys there is no development checkout", async () => {
    const agent = await t.signIn("nodev@checkout.test");
    expect((await agent.get("/api/billing/dev-checkout?session=cs_dev_x")).status).toBe(404);
    expect((await agent.post("/api/billing/dev-checkout").send({ session: "cs_dev_x" })).status).toBe(404);
    expect((await agent.get("/api/billing/status")).body).toEqual({
      plan: "free",
      since: null,
      paymentsConfigured: true,
    });
  });
});

describe("with STRIPE_PRICE_ID and no APP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ...STRIPE_TEST_ENV,
      STRIPE_API_BASE: stripe.base,
      STRIPE_PRICE_ID: "price_lifetime_eur",
    });
  });
  afterAll(() => t?.close());

  test("uses the price, asks Stripe for its amount once, and returns to the request's origin", async () => {
    const agent = await t.signIn("price@checkout.test");
    for (let i = 0; i < 2; i++) {
      const res = await agent.post("/api/billing/checkout");
      expect(res.status).toBe(200);
      expect(res.body.url).toBe("https://checkout.stripe.test/c/pay/cs_test_fake123");
    }
    const prices = stripe.requests.filter((r) => r.path === "/v1/prices/price_lifetime_eur");
    expect(prices).toHaveLength(1);
    const sessions = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions");
    expect(sessions).toHaveLength(2);
    const form = Object.fromEntries(sessions[0]!.form);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][price]": "price_lifetime_eur",
      "line_items[0][quantity]": "1",
      "metadata[expected_amount]": "3900",
      "metadata[expected_currency]": "eur",
      success_url: `${t.url}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.url}/pricing?checkout=cancelled`,
    });
    expect(Object.keys(form).some((k) => k.includes("price_data"))).toBe(false);
  });
});
