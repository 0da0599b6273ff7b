// The billing API's requests and answers (docs/API.md "Billing"), declared once for the server and
// the client.
import { z } from "zod";
import type { Subscription } from "./users";

/** Lifetime Access: one payment of $29 (docs/product-spec.md §9), in minor units. */
export const LIFETIME_PRICE = { amount: 2900, currency: "USD" } as const;
export const LIFETIME_PRODUCT_NAME = "FounderDocs Lifetime Access";

/** GET /api/billing/status */
export interface TBillingStatus {
  plan: Subscription;
  /** Pro: when Lifetime began (the first succeeded payment, else the upgrade); null otherwise. */
  since: string | null;
  /** False when this server can't take payments (production without Stripe keys). */
  paymentsConfigured: boolean;
}

/** POST /api/billing/checkout: where the browser goes to pay. */
export interface TCheckoutSession {
  url: string;
}

/** Where checkout sends the browser back (client routes). */
export const CHECKOUT_SUCCESS_PATH = "/billing/success";
export const CHECKOUT_CANCELLED_QUERY = "checkout=cancelled";

/** Checkout takes no input: the price, the product and the return pages are the server's. */
export const ZCheckoutRequest = z.strictObject(
  {},
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Checkout takes no fields: the price is set by the server" : "Expected no body, or {}") },
);
