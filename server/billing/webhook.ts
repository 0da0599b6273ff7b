// POST /api/billing/webhook: the raw body and its Stripe-Signature header, verified with the
// endpoint's secret before anything is read from it. A missing or wrong signature, a body changed
// in transit or a signing time more than 5 minutes from now, before or after (Stripe's library only
// looks behind), is a 400 that changes nothing.
// The development checkout delivers its events through this same function (./dev-checkout.ts).
import Stripe from "stripe";
import type { Logger } from "pino";
import type { Db } from "../db";
import { AppError } from "../errors";
import { applyStripeEvent, type EventOutcome } from "./service";
import { PAYMENTS_OFF_MESSAGE, type StripeBilling } from "./stripe";

/** Stripe's tolerance, applied both ways. */
export const SIGNATURE_TOLERANCE_S = 300;

/** The signing time of a Stripe-Signature header (`t=`, the last one as Stripe's library reads it). */
function signedAt(header: string): number {
  let t = Number.NaN;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    if (key === "t") t = Number.parseInt(value ?? "", 10);
  }
  return t;
}

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
      event = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_S);
      if (!(signedAt(signature) <= Date.now() / 1000 + SIGNATURE_TOLERANCE_S)) throw new Error("Timestamp in the future, outside the tolerance zone");
    } catch (err) {
      logger.warn({ reason: (err as Error).message }, "stripe webhook refused: signature verification failed");
      throw new AppError("invalid_input", "Invalid Stripe signature");
    }
    return applyStripeEvent({ db, event, expectedPrice: stripe.expectedPrice, logger });
  };
}
