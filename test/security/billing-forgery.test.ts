// Stripe's webhook cannot be fooled by what an event says about itself: a signature
// dated in the future is as stale as one from the past (300 s either way), and the amount a payment
// must reach is the configured price (STRIPE_PRICE_ID's amount, or $29), never the expected amount
// written in the event's own metadata.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { STRIPE_TEST_ENV, billingSnapshot, checkoutCompleted, postEvent } from "../stripe-events";
import { startTestApp, type TestApp } from "../api-harness";
import { report } from "./http-helpers";

const now = () => Math.floor(Date.now() / 1000);

async function newUser(t: TestApp, email: string) {
  const agent = await t.signIn(email);
  return (await agent.get("/api/auth/user")).body.id as string;
}
const subscription = async (t: TestApp, id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.subscription;

describe("the inline $29 price", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(STRIPE_TEST_ENV);
  });
  afterAll(() => t?.close());

  test("signatures dated more than 300 s ahead or behind are refused; within it they are applied", async () => {
    const id = await newUser(t, "timing@forgery.test");
    const before = await billingSnapshot(t);
    const outcomes: string[] = [];
    for (const offset of [1000, 301, -301, -1000]) {
      const res = await postEvent(t, checkoutCompleted(id), { timestamp: now() + offset });
      outcomes.push(`t${offset > 0 ? "+" : ""}${offset} s: ${res.status}`);
      expect(res.status, `t = now ${offset} s`).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
    expect(await billingSnapshot(t)).toBe(before);
    expect(await subscription(t, id)).toBe("free");
    const inside = await postEvent(t, checkoutCompleted(id), { timestamp: now() + 60 });
    outcomes.push(`t+60 s: ${inside.status} ${inside.body.outcome}`);
    expect(inside.body).toEqual({ received: true, outcome: "upgraded" });
    report("billing forgery", `webhook timestamps: ${outcomes.join(", ")}`);
  });

  test("an amount the event's metadata vouches for is not the price", async () => {
    const id = await newUser(t, "cheap@forgery.test");
    const event = checkoutCompleted(id, { amount_total: 100, amount_subtotal: 100, metadata: { user_id: id, expected_amount: "100", expected_currency: "usd" } });
    const res = await postEvent(t, event);
    report("billing forgery", `$1.00 paid with metadata.expected_amount "100": ${res.body.outcome}, plan ${await subscription(t, id)}`);
    expect(res.body).toEqual({ received: true, outcome: "amount_mismatch" });
    expect(await subscription(t, id)).toBe("free");
  });
});

describe("STRIPE_PRICE_ID", () => {
  let t: TestApp;
  let stripe: http.Server;
  beforeAll(async () => {
    // The Stripe API as far as the price goes: €39.
    stripe = http.createServer((req, res) => {
      res.writeHead(req.url?.startsWith("/v1/prices/price_lifetime_eur") ? 200 : 404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id: "price_lifetime_eur", object: "price", type: "one_time", unit_amount: 3900, currency: "eur" }));
    });
    await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
    t = await startTestApp({ ...STRIPE_TEST_ENV, STRIPE_API_BASE: base, STRIPE_PRICE_ID: "price_lifetime_eur" });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe?.close(resolve));
  });

  test("the price's amount decides, whatever the metadata says", async () => {
    const cheap = await newUser(t, "cheap-eur@forgery.test");
    const forged = checkoutCompleted(cheap, { amount_total: 100, currency: "eur", metadata: { user_id: cheap, expected_amount: "100", expected_currency: "eur" } });
    expect((await postEvent(t, forged)).body.outcome).toBe("amount_mismatch");
    expect(await subscription(t, cheap)).toBe("free");
    const payer = await newUser(t, "payer-eur@forgery.test");
    // Stale metadata (an older price) does not matter either: €39 paid is the price.
    const paid = checkoutCompleted(payer, { amount_total: 3900, currency: "eur", metadata: { user_id: payer, expected_amount: "2900", expected_currency: "usd" } });
    expect((await postEvent(t, paid)).body.outcome).toBe("upgraded");
    report("billing forgery", "with STRIPE_PRICE_ID (€39): €1.00 vouched for by metadata: amount_mismatch; €39.00: upgraded");
  });
});
