// The billing area's service, the only billing code that queries the database (payments,
// stripe_events, a user's plan): what a verified Stripe event does, and the plan's status.
//
// What a verified Stripe event does to our data. Each handled event is applied in one transaction
// that also records its id (stripe_events): a redelivery, a replay or twenty concurrent copies
// change nothing after the first. A payment is also unique by its payment intent, so two events
// about one payment can't record it twice.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { LIFETIME_PRODUCT_NAME, type TBillingStatus } from "../../shared/api/billing";
import { payments, stripeEvents, users, type Payment, type User } from "../../shared/schema";
import { queryRows, type Db, type Tx } from "../db";
import { recordActivity } from "../services/activity";
import { idOf, type ExpectedPrice } from "./stripe";

export type EventOutcome =
  | "ignored"
  | "duplicate"
  | "not_paid"
  | "unknown_user"
  | "upgraded"
  | "amount_mismatch"
  | "unknown_payment"
  | "refunded"
  | "partially_refunded";

/**
 * Set on the Checkout Session we create: who pays, and what it cost then (for people reading the
 * Stripe dashboard). The webhook never takes the amount from here: an event's own word is not the price.
 */
export const METADATA = {
  userId: "user_id",
  expectedAmount: "expected_amount",
  expectedCurrency: "expected_currency",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Signed events come from Stripe in its shapes; these keep an odd one from becoming a 500.
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const int = (v: unknown): number => (typeof v === "number" && Number.isSafeInteger(v) ? v : 0);

/** Inserts the event's id; false when it was already applied (or is being applied right now). */
async function firstDelivery(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

export async function applyStripeEvent({
  db,
  event,
  expectedPrice,
  logger,
}: {
  db: Db;
  event: Stripe.Event;
  expectedPrice: () => Promise<ExpectedPrice>;
  logger: Logger;
}): Promise<EventOutcome> {
  if (!event.data?.object || typeof event.data.object !== "object") return "ignored";
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // The configured price, never what the event says it should be. Asked before the
      // transaction: it may call Stripe.
      const expected = await expectedPrice();
      return checkoutCompleted(db, event, session, expected, logger);
    }
    case "charge.refunded":
      return chargeRefunded(db, event, event.data.object, logger);
    default:
      return "ignored";
  }
}

async function checkoutCompleted(
  db: Db,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  expected: ExpectedPrice,
  logger: Logger,
): Promise<EventOutcome> {
  const log = logger.child({ stripeEvent: event.id, checkoutSession: session.id });
  if (session.mode !== "payment") return "ignored";
  // Delayed payment methods complete unpaid; async_payment_succeeded follows once they are paid.
  if (session.payment_status !== "paid") return "not_paid";

  const userId = str(session.client_reference_id) || str(session.metadata?.[METADATA.userId]);
  const amount = int(session.amount_total);
  const currency = str(session.currency).toUpperCase();
  const paymentIntentId = idOf(session.payment_intent);
  const customerId = idOf(session.customer);
  const matches = amount === expected.amount && currency === expected.currency;

  return db.transaction(async (tx) => {
    // The user's row lock orders concurrent copies of the event (and any other change to them).
    const [user] = UUID.test(userId)
      ? await tx.select().from(users).where(eq(users.id, userId)).for("update")
      : [];
    if (!user) {
      log.warn({ clientReferenceId: userId.slice(0, 100) }, "stripe: paid checkout for no known user, nothing recorded");
      return "unknown_user";
    }
    if (!(await firstDelivery(tx, event))) return "duplicate";

    const [payment] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        // A session without a payment intent (nothing to charge) is still one payment, by its session.
        stripePaymentIntentId: paymentIntentId ?? session.id,
        stripeCustomerId: customerId,
        amount,
        currency: currency || "USD",
        status: matches ? "succeeded" : "amount_mismatch",
        description: "Lifetime Access",
        metadata: {
          product: LIFETIME_PRODUCT_NAME,
          checkoutSessionId: session.id,
          eventId: event.id,
          expectedAmount: expected.amount,
          expectedCurrency: expected.currency,
          livemode: event.livemode,
        },
      })
      .onConflictDoNothing({ target: payments.stripePaymentIntentId })
      .returning();
    if (!payment) return "duplicate";

    if (matches) {
      await tx
        .update(users)
        .set({ subscription: "pro", stripeCustomerId: customerId ?? user.stripeCustomerId, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    }
    await recordActivity({
      db: tx,
      entry: {
        userId: user.id,
        action: matches ? "payment.succeeded" : "payment.amount_mismatch",
        entityType: "payment",
        entityId: payment.id,
        metadata: {
          amount,
          currency: payment.currency,
          ...(matches ? {} : { expectedAmount: expected.amount, expectedCurrency: expected.currency }),
          paymentIntentId: payment.stripePaymentIntentId,
          checkoutSessionId: session.id,
        },
      },
    });
    if (matches) log.info({ userId: user.id, paymentId: payment.id }, "stripe: Lifetime paid, account upgraded");
    else
      log.warn(
        { userId: user.id, paymentId: payment.id, amount, currency, expected },
        "stripe: paid amount differs from the Lifetime price: recorded, not upgraded",
      );
    return matches ? "upgraded" : "amount_mismatch";
  });
}

async function chargeRefunded(
  db: Db,
  event: Stripe.Event,
  charge: Stripe.Charge,
  logger: Logger,
): Promise<EventOutcome> {
  const log = logger.child({ stripeEvent: event.id, charge: charge.id });
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return "ignored";

  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, paymentIntentId))
      .for("update");
    if (!payment) {
      log.warn({ paymentIntentId }, "stripe: refund of a payment we never recorded, ignored");
      return "unknown_payment";
    }
    if (!(await firstDelivery(tx, event))) return "duplicate";

    const refunded = Math.max(int(charge.amount_refunded), payment.amountRefunded);
    const full = refunded >= (int(charge.amount) || payment.amount);
    const metadata = {
      ...((payment.metadata as Record<string, unknown> | null) ?? {}),
      refund: {
        amountRefunded: refunded,
        chargeId: charge.id,
        full,
        at: new Date(event.created * 1000).toISOString(),
      },
    };

    if (!full) {
      // A partial refund is money back, not the end of Lifetime: recorded, no downgrade.
      if (refunded === payment.amountRefunded) return "partially_refunded";
      await setRefund(tx, payment, { amountRefunded: refunded, metadata });
      await recordActivity({
        db: tx,
        entry: {
          userId: payment.userId,
          action: "payment.partially_refunded",
          entityType: "payment",
          entityId: payment.id,
          metadata: { amount: payment.amount, amountRefunded: refunded, currency: payment.currency, paymentIntentId },
        },
      });
      log.info({ paymentId: payment.id, refunded }, "stripe: partial refund recorded");
      return "partially_refunded";
    }

    if (payment.status === "refunded") return "refunded";
    await setRefund(tx, payment, { amountRefunded: refunded, metadata, status: "refunded" });
    // Only the payment that paid for Lifetime takes it away, and only if no other one still does.
    let downgraded = false;
    if (payment.status === "succeeded" && payment.userId) {
      const [other] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, payment.userId), eq(payments.status, "succeeded"), ne(payments.id, payment.id)))
        .limit(1);
      if (!other) {
        const changed = await tx
          .update(users)
          .set({ subscription: "free", updatedAt: new Date() })
          .where(and(eq(users.id, payment.userId), eq(users.subscription, "pro")))
          .returning({ id: users.id });
        downgraded = changed.length === 1;
      }
    }
    await recordActivity({
      db: tx,
      entry: {
        userId: payment.userId,
        action: "payment.refunded",
        entityType: "payment",
        entityId: payment.id,
        metadata: { amount: payment.amount, amountRefunded: refunded, currency: payment.currency, paymentIntentId, downgraded },
      },
    });
    log.info({ paymentId: payment.id, userId: payment.userId, downgraded }, "stripe: payment refunded in full");
    return "refunded";
  });
}

async function setRefund(
  tx: Tx,
  payment: Payment,
  change: { amountRefunded: number; metadata: Record<string, unknown>; status?: string },
) {
  await tx
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
}

/**
 * GET /api/billing/status: the user's plan, since when they have Lifetime, and whether this server
 * can take payments at all.
 */
export async function getBillingStatus({
  db,
  user,
  paymentsConfigured,
}: {
  db: Db;
  user: User;
  paymentsConfigured: boolean;
}): Promise<TBillingStatus> {
  let since: string | null = null;
  if (user.subscription === "pro") {
    // The first payment that still counts; else when an admin last upgraded them.
    const [row] = await queryRows<{ since: Date | string | null }>(
      db,
      sql`select coalesce(
            (select min(created_at) from payments where user_id = ${user.id} and status = 'succeeded'),
            (select max(created_at) from activity_logs
              where action = 'admin.user_upgraded' and entity_type = 'user' and entity_id = ${user.id})
          ) as since`,
    );
    if (row?.since) since = new Date(row.since).toISOString();
  }
  return { plan: user.subscription, since, paymentsConfigured };
}
