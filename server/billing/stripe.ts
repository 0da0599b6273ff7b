// The Stripe SDK as billing uses it: one client per app (API calls: checkout, the price), the
// secret that webhook signatures are checked with, and the Lifetime price we expect to be paid.
import Stripe from "stripe";
import type { Logger } from "pino";
import { LIFETIME_PRICE } from "../../shared/api/billing";
import type { PaymentsConfig } from "../config";
import { AppError } from "../errors";

/**
 * Signs and verifies the development checkout's events (no Stripe keys, never in production).
 * Public on purpose: it only ever guards a development server.
 */
export const DEV_WEBHOOK_SECRET = "whsec_founderdocs_development_only";

export const PAYMENTS_OFF_MESSAGE =
  "Payments are not configured on this server, so Lifetime Access can't be bought here yet. Please contact support.";
export const PROVIDER_DOWN_MESSAGE =
  "The payment provider could not be reached. Please try again in a moment.";

/** What a Lifetime payment must amount to: minor units and an ISO currency in upper case. */
export interface ExpectedPrice {
  amount: number;
  currency: string;
}

export interface StripeBilling {
  /** The API client; undefined without Stripe keys. */
  client: Stripe | undefined;
  /** The secret that event signatures are verified with; undefined when payments are off. */
  webhookSecret: string | undefined;
  /** The Lifetime price: STRIPE_PRICE_ID's amount (asked of Stripe once), else $29 USD. */
  expectedPrice(): Promise<ExpectedPrice>;
}

export function createStripeBilling(payments: PaymentsConfig, logger: Logger): StripeBilling {
  if (payments.mode !== "stripe") {
    return {
      client: undefined,
      webhookSecret: payments.mode === "dev" ? DEV_WEBHOOK_SECRET : undefined,
      expectedPrice: async () => ({ ...LIFETIME_PRICE }),
    };
  }
  const api = payments.apiBase ? new URL(payments.apiBase) : undefined;
  const client = new Stripe(payments.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "FounderDocs" },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });

  let price: Promise<ExpectedPrice> | undefined;
  const fetchPrice = async (priceId: string): Promise<ExpectedPrice> => {
    const p = await client.prices.retrieve(priceId);
    if (p.unit_amount === null || p.type !== "one_time") {
      logger.error({ priceId, type: p.type }, "STRIPE_PRICE_ID must be a one-time price with a fixed amount");
      throw new AppError("unavailable", PROVIDER_DOWN_MESSAGE);
    }
    return { amount: p.unit_amount, currency: p.currency.toUpperCase() };
  };

  return {
    client,
    webhookSecret: payments.webhookSecret,
    expectedPrice() {
      const priceId = payments.priceId;
      if (!priceId) return Promise.resolve({ ...LIFETIME_PRICE });
      // Asked once; a failure is forgotten so the next checkout asks again.
      price ??= fetchPrice(priceId).catch((err: unknown) => {
        price = undefined;
        throw err;
      });
      return price;
    },
  };
}

/** An id out of a field Stripe sends either as the id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : typeof value?.id === "string" ? value.id : null;
