// POST /api/billing/webhook: the raw body and its Stripe-Signature header, verified with the
// endpoint's secret before anything is read from it. A missing or wrong signature, a body changed
// in transit or a timestamp outside Stripe's tolerance (5 minutes) is a 400 that changes nothing.
// The development checkout delivers its events through this same function (./dev-checkout.ts).
import Stripe from "stripe";
import type { Logger } from "pino";
import type { Db } from "../db";
import { AppError } from "../errors";
import { applyStripeEvent, type EventOutcome } from "./events";
import { PAYMENTS_OFF_MESSAGE, type StripeBilling } from "./stripe";

export type ReceiveEvent = (payload: Buffer, signature: string | undefined) => Promise<EventOutcome>;

export function createWebhookReceiver({
  db,
  stripe,
  logger,
}: {
  db: Db;
  stripe: StripeBilling;
  logger: Logger;
}): ReceiveEvent {
  return async (payload, signature) => {
    const secret = stripe.webhookSecret;
    if (!secret) throw new AppError("unavailable", PAYMENTS_OFF_MESSAGE);
    if (!signature) throw new AppError("invalid_input", "Missing Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(payload, signature, secret);
    } catch (err) {
      logger.warn({ reason: (err as Error).message }, "stripe webhook refused: signature verification failed");
      throw new AppError("invalid_input", "Invalid Stripe signature");
    }
    return applyStripeEvent({ db, event, expectedPrice: stripe.expectedPrice, logger });
  };
}
