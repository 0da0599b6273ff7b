// POST /api/billing/webhook with events signed by the stripe package's own test-header helper:
// a paid checkout upgrades once however often it arrives, anything unsigned or mis-signed changes
// nothing, refunds downgrade, and what isn't ours is answered 200 and left alone.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, payments, stripeEvents, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { privacyPolicyBody } from "../../test/fixtures";
import {
  STRIPE_TEST_ENV,
  billingSnapshot,
  chargeRefunded,
  checkoutCompleted,
  postEvent,
  sign,
  stripeEvent,
} from "../../test/stripe-events";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await startTestApp({ ...STRIPE_TEST_ENV, ADMIN_EMAILS: "admin@billing.test" });
  admin = await t.signIn("admin@billing.test");
});
afterAll(() => t?.close());

async function newUser(email: string) {
  const agent = await t.signIn(email);
  const id = (await agent.get("/api/auth/user")).body.id as string;
  return { agent, id };
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const paymentsOf = (id: string) => t.db.select().from(payments).where(eq(payments.userId, id));
const paymentActivity = (id: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, id), eq(activityLogs.entityType, "payment")));

describe("checkout.session.completed", () => {
  test("a paid checkout upgrades the user once, however often the event is delivered", async () => {
    const { agent, id } = await newUser("payer@billing.test");
    expect((await agent.get("/api/billing/status")).body).toEqual({
      plan: "free",
      since: null,
      paymentsConfigured: true,
    });
    const event = checkoutCompleted(id, { customer_email: "payer@billing.test" });
    const session = event.data.object as { payment_intent: string; customer: string; id: string };

    const first = await postEvent(t, event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: "upgraded" });

    const user = await userRow(id);
    expect(user.subscription).toBe("pro");
    expect(user.stripeCustomerId).toBe(session.customer);
    const [payment, ...more] = await paymentsOf(id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      stripePaymentIntentId: session.payment_intent,
      stripeCustomerId: session.customer,
      amount: 2900,
      currency: "USD",
      status: "succeeded",
      amountRefunded: 0,
      description: "Lifetime Access",
    });
    expect(payment!.metadata).toMatchObject({ checkoutSessionId: session.id, eventId: event.id });
    const [entry, ...moreEntries] = await paymentActivity(id);
    expect(moreEntries).toEqual([]);
    expect(entry).toMatchObject({ action: "payment.succeeded", entityId: payment!.id });
    expect(entry!.metadata).toMatchObject({ amount: 2900, currency: "USD" });

    // "Lifetime: active since" the payment.
    const status = (await agent.get("/api/billing/status")).body;
    expect(status).toMatchObject({ plan: "pro", paymentsConfigured: true });
    expect(status.since).toBe(payment!.createdAt.toISOString());

    // Stripe redelivers; someone replays the captured request; a second event about the same
    // payment intent arrives (async_payment_succeeded): nothing changes.
    const before = await billingSnapshot(t);
    for (let i = 0; i < 3; i++) {
      const again = await postEvent(t, event);
      expect(again.status).toBe(200);
      expect(again.body.outcome).toBe("duplicate");
    }
    const samePayment = checkoutCompleted(id, { ...session, object: "checkout.session" });
    samePayment.type = "checkout.session.async_payment_succeeded";
    expect((await postEvent(t, samePayment)).body.outcome).toBe("duplicate");
    const after = await billingSnapshot(t);
    // Only the second event's id was added to the processed events.
    expect(JSON.parse(after).payments).toEqual(JSON.parse(before).payments);
    expect(JSON.parse(after).users).toEqual(JSON.parse(before).users);
    expect(JSON.parse(after).activity).toBe(JSON.parse(before).activity);
  });

  test("twenty concurrent copies of one event: one payment, one activity entry, pro", async () => {
    const { id } = await newUser("burst@billing.test");
    const event = checkoutCompleted(id);
    const payload = JSON.stringify(event);
    const signature = sign(payload);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postEvent(t, payload, { signature })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => a.body.outcome as string).sort();
    expect(outcomes).toEqual(["upgraded", ...Array(19).fill("duplicate")].sort());
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await paymentActivity(id)).toHaveLength(1);
    expect((await userRow(id)).subscription).toBe("pro");
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
  });

  test("an amount other than the price is recorded and flagged, and does not upgrade", async () => {
    const { id } = await newUser("cheap@billing.test");
    const event = checkoutCompleted(id, { amount_total: 100, amount_subtotal: 100 });
    const res = await postEvent(t, event);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("amount_mismatch");
    expect((await userRow(id)).subscription).toBe("free");
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ amount: 100, status: "amount_mismatch" });
    expect((await paymentActivity(id))[0]).toMatchObject({ action: "payment.amount_mismatch" });

    // Another currency is a mismatch too, even for the same number.
    const euros = await newUser("euros@billing.test");
    expect((await postEvent(t, checkoutCompleted(euros.id, { currency: "eur" }))).body.outcome).toBe(
      "amount_mismatch",
    );
    expect((await userRow(euros.id)).subscription).toBe("free");

    // Without our metadata (a session made elsewhere), the Lifetime price is what counts.
    const bare = await newUser("bare@billing.test");
    expect((await postEvent(t, checkoutCompleted(bare.id, { metadata: {} }))).body.outcome).toBe("upgraded");
    const bare2 = await newUser("bare2@billing.test");
    expect(
      (await postEvent(t, checkoutCompleted(bare2.id, { metadata: {}, amount_total: 2800 }))).body.outcome,
    ).toBe("amount_mismatch");

    // The admin's Payments page flags it.
    const list = (await admin.get("/api/admin/payments?status=amount_mismatch")).body as {
      userEmail: string;
      amountMismatch: boolean;
      expectedAmount: number;
    }[];
    expect(list.find((p) => p.userEmail === "cheap@billing.test")).toMatchObject({
      amountMismatch: true,
      expectedAmount: 2900,
      status: "amount_mismatch",
    });
  });

  test("a paid checkout for nobody we know is answered 200 and changes nothing", async () => {
    const before = await billingSnapshot(t);
    for (const ref of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", null]) {
      const res = await postEvent(t, checkoutCompleted(ref as string, { metadata: {} }));
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe("unknown_user");
    }
    expect(await billingSnapshot(t)).toBe(before);
  });

  test("an unpaid or non-payment session changes nothing", async () => {
    const { id } = await newUser("unpaid@billing.test");
    const before = await billingSnapshot(t);
    expect((await postEvent(t, checkoutCompleted(id, { payment_status: "unpaid" }))).body.outcome).toBe(
      "not_paid",
    );
    expect((await postEvent(t, checkoutCompleted(id, { mode: "subscription" }))).body.outcome).toBe("ignored");
    expect(await billingSnapshot(t)).toBe(before);
  });
});

describe("signatures", () => {
  test("a missing, wrong, stale or replayed-with-changes signature is a 400 and changes nothing", async () => {
    const { id } = await newUser("forged@billing.test");
    const event = checkoutCompleted(id);
    const payload = JSON.stringify(event);
    const tampered = payload.replace('"amount_total":2900', '"amount_total":2901');
    expect(tampered).not.toBe(payload);
    const now = Math.floor(Date.now() / 1000);

    const before = await billingSnapshot(t);
    const attempts: [string, () => ReturnType<typeof postEvent>][] = [
      ["no signature", () => postEvent(t, payload, { signature: null })],
      ["empty signature", () => postEvent(t, payload, { signature: "" })],
      ["garbage", () => postEvent(t, payload, { signature: "t=1,v1=abc" })],
      ["wrong secret", () => postEvent(t, payload, { secret: "whsec_someone_else" })],
      ["tampered body", () => postEvent(t, tampered, { signature: sign(payload) })],
      // Stripe's tolerance is 300 s.
      ["old timestamp", () => postEvent(t, payload, { timestamp: now - 301 })],
      ["v0 scheme only", () => postEvent(t, payload, { signature: sign(payload).replace("v1=", "v0=") })],
      [
        "not JSON",
        () =>
          t
            .agent()
            .post("/api/billing/webhook")
            .set("Content-Type", "text/plain")
            .set("Stripe-Signature", sign(payload))
            .send(payload),
      ],
      ["empty body", () => postEvent(t, "", { signature: sign("") })],
    ];
    for (const [name, send] of attempts) {
      const res = await send();
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe("invalid_input");
    }
    expect(await billingSnapshot(t)).toBe(before);
    expect((await userRow(id)).subscription).toBe("free");

    // The same event, properly signed, still works afterwards (nothing was marked as processed).
    expect((await postEvent(t, payload)).body.outcome).toBe("upgraded");
  });

  test("the webhook needs no session and no Origin, and only its exact path skips the CSRF rule", async () => {
    const payload = JSON.stringify(stripeEvent("customer.created", { id: "cus_1", object: "customer" }));
    const signed = await postEvent(t, payload);
    expect(signed.status).toBe(200);
    expect(signed.headers["set-cookie"]).toBeUndefined();
    // Another spelling is not the webhook: it meets the CSRF rule like any other state change.
    for (const path of ["/api/billing/Webhook", "/api/billing/webhook/", "/API/billing/webhook"]) {
      const res = await t
        .agent()
        .post(path)
        .set("Origin", "https://evil.example")
        .set("Content-Type", "application/json")
        .set("Stripe-Signature", sign(payload))
        .send(payload);
      expect(res.status, path).toBe(403);
    }
    // A body over 1 MB is refused before verification.
    const big = await postEvent(t, JSON.stringify({ pad: "x".repeat(1_100_000) }));
    expect(big.status).toBe(413);
  });
});

describe("charge.refunded", () => {
  test("a partial refund is recorded; a full one refunds the payment and downgrades the user", async () => {
    const { agent, id } = await newUser("refund@billing.test");
    const event = checkoutCompleted(id);
    const pi = (event.data.object as { payment_intent: string }).payment_intent;
    expect((await postEvent(t, event)).body.outcome).toBe("upgraded");
    const revenue = async () => (await admin.get("/api/admin/stats")).body as { totalRevenue: number; recentPayments: number };
    const before = await revenue();

    // Lifetime: four documents, more than the Free plan allows.
    for (let i = 0; i < 4; i++) expect((await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).status).toBe(201);

    const partial = await postEvent(t, chargeRefunded(pi, 1000));
    expect(partial.body.outcome).toBe("partially_refunded");
    let [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: "succeeded", amountRefunded: 1000 });
    expect(payment!.metadata).toMatchObject({ refund: { amountRefunded: 1000, full: false } });
    expect((await userRow(id)).subscription).toBe("pro");
    expect(await revenue()).toMatchObject({
      totalRevenue: before.totalRevenue - 1000,
      recentPayments: before.recentPayments,
    });

    const full = chargeRefunded(pi, 2900);
    const res = await postEvent(t, full);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("refunded");
    [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: "refunded", amountRefunded: 2900 });
    expect((await userRow(id)).subscription).toBe("free");
    expect((await paymentActivity(id)).map((e) => e.action).sort()).toEqual([
      "payment.partially_refunded",
      "payment.refunded",
      "payment.succeeded",
    ]);
    expect(await revenue()).toMatchObject({
      totalRevenue: before.totalRevenue - 2900,
      recentPayments: before.recentPayments - 1,
    });
    expect((await agent.get("/api/billing/status")).body).toMatchObject({ plan: "free", since: null });

    // The documents stay; the Free plan's limit applies to new ones.
    expect((await agent.get("/api/documents")).body).toHaveLength(4);
    const fifth = await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody);
    expect(fifth.status).toBe(402);
    expect(fifth.body.code).toBe("plan_limit");

    // Replayed, or a later event with the same state: nothing more happens.
    const snap = await billingSnapshot(t);
    expect((await postEvent(t, full)).body.outcome).toBe("duplicate");
    expect((await postEvent(t, chargeRefunded(pi, 2900))).body.outcome).toBe("refunded");
    const after = JSON.parse(await billingSnapshot(t));
    expect(after.payments).toEqual(JSON.parse(snap).payments);
    expect(after.users).toEqual(JSON.parse(snap).users);
    expect(after.activity).toBe(JSON.parse(snap).activity);
  });

  test("a refund of a payment we never recorded is answered 200 and changes nothing", async () => {
    const before = await billingSnapshot(t);
    const res = await postEvent(t, chargeRefunded("pi_unknown_to_us", 2900));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("unknown_payment");
    expect(await billingSnapshot(t)).toBe(before);
  });

  test("refunding a flagged payment doesn't downgrade a user it never upgraded", async () => {
    const { id } = await newUser("flagged-refund@billing.test");
    await t.db.update(users).set({ subscription: "pro" }).where(eq(users.id, id));
    const event = checkoutCompleted(id, { amount_total: 500 });
    expect((await postEvent(t, event)).body.outcome).toBe("amount_mismatch");
    const pi = (event.data.object as { payment_intent: string }).payment_intent;
    expect((await postEvent(t, chargeRefunded(pi, 500, 500))).body.outcome).toBe("refunded");
    expect((await userRow(id)).subscription).toBe("pro");
    expect((await paymentsOf(id))[0]!.status).toBe("refunded");
  });
});

test("other event types are answered 200 and ignored", async () => {
  const before = await billingSnapshot(t);
  for (const type of ["customer.created", "payment_intent.succeeded", "charge.succeeded", "invoice.paid"]) {
    const res = await postEvent(t, stripeEvent(type, { id: "obj_1", object: type.split(".")[0] }));
    expect(res.status, type).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "ignored" });
  }
  expect(await billingSnapshot(t)).toBe(before);
});
