// POST /api/billing/checkout: a Stripe Checkout Session for Lifetime Access (or, without Stripe
// keys outside production, the development checkout page). Nothing is upgraded here: only the
// verified webhook does that.
import Stripe from "stripe";
import type { Logger } from "pino";
import {
  CHECKOUT_CANCELLED_QUERY,
  CHECKOUT_SUCCESS_PATH,
  LIFETIME_PRODUCT_NAME,
} from "../../shared/api/billing";
import type { User } from "../../shared/schema";
import type { PaymentsConfig } from "../config";
import { AppError } from "../errors";
import type { DevCheckout } from "./dev-checkout";
import { METADATA } from "./service";
import { PAYMENTS_OFF_MESSAGE, PROVIDER_DOWN_MESSAGE, type StripeBilling } from "./stripe";

export const ALREADY_LIFETIME_MESSAGE = "You already have Lifetime Access.";

/** Where Stripe sends the browser back: the success page (with the session id) or the plans. */
export const returnUrls = (base: string) => ({
  successUrl: `${base}${CHECKOUT_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${base}/pricing?${CHECKOUT_CANCELLED_QUERY}`,
});

export type StartCheckout = (user: User, base: string) => Promise<{ url: string }>;

export function createCheckout({
  payments,
  stripe,
  devCheckout,
  logger,
}: {
  payments: PaymentsConfig;
  stripe: StripeBilling;
  devCheckout: DevCheckout | undefined;
  logger: Logger;
}): StartCheckout {
  return async (user, base) => {
    if (user.subscription === "pro") throw new AppError("conflict", ALREADY_LIFETIME_MESSAGE);
    const { successUrl, cancelUrl } = returnUrls(base);
    if (devCheckout) return { url: devCheckout.create(user, base, { successUrl, cancelUrl }) };
    const client = stripe.client;
    if (payments.mode !== "stripe" || !client) throw new AppError("unavailable", PAYMENTS_OFF_MESSAGE);

    try {
      const expected = await stripe.expectedPrice();
      const session = await client.checkout.sessions.create({
        mode: "payment",
        line_items: [
          payments.priceId
            ? { price: payments.priceId, quantity: 1 }
            : {
                price_data: {
                  currency: expected.currency.toLowerCase(),
                  unit_amount: expected.amount,
                  product_data: { name: LIFETIME_PRODUCT_NAME },
                },
                quantity: 1,
              },
        ],
        client_reference_id: user.id,
        customer_email: user.email,
        success_url: successUrl,
        cancel_url: cancelUrl,
        // Signed back to us in the event: the webhook compares what was paid with this.
        metadata: {
          [METADATA.userId]: user.id,
          [METADATA.expectedAmount]: String(expected.amount),
          [METADATA.expectedCurrency]: expected.currency.toLowerCase(),
        },
      });
      if (!session.url) throw new Error("Stripe answered a Checkout Session without a url");
      return { url: session.url };
    } catch (err) {
      if (err instanceof AppError) throw err;
      const e = err as Partial<InstanceType<typeof Stripe.errors.StripeError>>;
      logger.error(
        { err: { type: e.type, code: e.code, statusCode: e.statusCode, message: e.message } },
        "stripe: could not create a Checkout Session",
      );
      throw new AppError("unavailable", PROVIDER_DOWN_MESSAGE);
    }
  };
}
