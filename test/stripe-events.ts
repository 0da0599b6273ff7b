// Stripe events as Stripe sends them, signed with the stripe package's own test-header helper,
// and a snapshot of what billing may change.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { queryRows } from "../server/db";
import type { TestApp } from "./api-harness";

export const TEST_WEBHOOK_SECRET = "whsec_test_founderdocs_webhook_secret";
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: "sk_test_founderdocs_fake_key",
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
};

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

export function stripeEvent(type: string, object: Record<string, unknown>, id = rid("evt")) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A paid Lifetime checkout for the user, as our checkout creates it. */
export function checkoutCompleted(
  userId: string,
  overrides: Record<string, unknown> = {},
  eventId?: string,
) {
  return stripeEvent(
    "checkout.session.completed",
    {
      id: rid("cs_test"),
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      amount_subtotal: 2900,
      amount_total: 2900,
      currency: "usd",
      client_reference_id: userId,
      customer: rid("cus"),
      customer_email: "payer@example.com",
      payment_intent: rid("pi"),
      metadata: { user_id: userId, expected_amount: "2900", expected_currency: "usd" },
      livemode: false,
      ...overrides,
    },
    eventId,
  );
}

export function chargeRefunded(paymentIntent: string, amountRefunded: number, amount = 2900) {
  return stripeEvent("charge.refunded", {
    id: rid("ch"),
    object: "charge",
    amount,
    amount_refunded: amountRefunded,
    currency: "usd",
    payment_intent: paymentIntent,
    refunded: amountRefunded >= amount,
    status: "succeeded",
  });
}

export function sign(
  payload: string,
  { secret = TEST_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
}

/** Posts a signed event to the webhook (as Stripe does: JSON, with Stripe-Signature). */
export function postEvent(
  t: TestApp,
  event: object | string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const req = t
    .agent()
    .post("/api/billing/webhook")
    .set("Content-Type", "application/json; charset=utf-8");
  const signature = options.signature === undefined ? sign(payload, options) : options.signature;
  return (signature === null ? req : req.set("Stripe-Signature", signature)).send(payload);
}

/** Everything a webhook can change, as text to compare. */
export async function billingSnapshot(t: TestApp) {
  const [row] = await queryRows<{ s: string }>(
    t.db,
    sql`select json_build_object(
      'users', (select json_agg(json_build_object('id', id, 'subscription', subscription,
                 'customer', stripe_customer_id, 'docs', documents_generated) order by id) from users),
      'payments', (select json_agg(p order by id) from payments p),
      'events', (select json_agg(e.id order by e.id) from stripe_events e),
      'activity', (select count(*) from activity_logs where action like 'payment.%')
    )::text as s`,
  );
  return row!.s;
}
