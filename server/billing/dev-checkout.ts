// The development checkout: with no Stripe keys, outside production, "Upgrade" leads here instead
// of to Stripe. Paying builds the checkout.session.completed event Stripe would send, signs it
// with the development webhook secret and hands it to the webhook's own receiver, which verifies
// the signature as for Stripe. Like Stripe, it is delivered a moment after the browser is sent
// back, so the app's "Processing your payment…" wait is exercised in development too.
// Never mounted in production (server/billing/routes.ts).
import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import Stripe from "stripe";
import { LIFETIME_PRODUCT_NAME } from "../../shared/api/billing";
import type { User } from "../../shared/schema";
import { htmlPage } from "../auth/pages";
import { escapeHtml } from "../documents/render-html";
import { METADATA } from "./service";
import { DEV_WEBHOOK_SECRET, type ExpectedPrice } from "./stripe";
import type { ReceiveEvent } from "./webhook";

export const DEV_CHECKOUT_PATH = "/api/billing/dev-checkout";
export const DEV_NOTICE = "Development checkout — no real payment is made";
/** How long after the redirect the event arrives (Stripe's webhooks come a moment later too). */
export const DEV_DELIVERY_DELAY_MS = 1_500;

interface DevSession {
  id: string;
  userId: string;
  email: string;
  price: ExpectedPrice;
  successUrl: string;
  cancelUrl: string;
}

export interface DevCheckout {
  /** A checkout for the user; answers the page's URL. */
  create(user: User, base: string, urls: { successUrl: string; cancelUrl: string }): string;
  /** The page of a checkout the user started, or undefined (unknown, expired, someone else's). */
  page(user: User, sessionId: unknown): string | undefined;
  /** Pays: schedules the signed event and answers where the browser goes, or undefined. */
  pay(user: User, sessionId: unknown): string | undefined;
  close(): void;
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const dollars = (p: ExpectedPrice) =>
  `$${p.amount % 100 === 0 ? p.amount / 100 : (p.amount / 100).toFixed(2)}`;

export function createDevCheckout({
  price,
  receive,
  logger,
  deliveryDelayMs = DEV_DELIVERY_DELAY_MS,
}: {
  price: ExpectedPrice;
  receive: ReceiveEvent;
  logger: Logger;
  deliveryDelayMs?: number;
}): DevCheckout {
  const sessions = new LRUCache<string, DevSession>({ max: 1_000, ttl: 60 * 60_000 });
  const timers = new Set<NodeJS.Timeout>();

  const own = (user: User, sessionId: unknown) => {
    const session = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
    return session?.userId === user.id ? session : undefined;
  };

  const completedEvent = (s: DevSession) => {
    const now = Math.floor(Date.now() / 1000);
    return {
      id: `evt_dev_${hex(12)}`,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
      data: {
        object: {
          id: s.id,
          object: "checkout.session",
          mode: "payment",
          status: "complete",
          payment_status: "paid",
          amount_subtotal: s.price.amount,
          amount_total: s.price.amount,
          currency: s.price.currency.toLowerCase(),
          client_reference_id: s.userId,
          // One stable pretend customer per user.
          customer: `cus_dev_${createHash("sha256").update(s.userId).digest("hex").slice(0, 14)}`,
          customer_email: s.email,
          customer_details: { email: s.email },
          payment_intent: `pi_dev_${hex(12)}`,
          metadata: {
            [METADATA.userId]: s.userId,
            [METADATA.expectedAmount]: String(s.price.amount),
            [METADATA.expectedCurrency]: s.price.currency.toLowerCase(),
          },
          success_url: s.successUrl,
          cancel_url: s.cancelUrl,
          livemode: false,
          created: now,
        },
      },
    };
  };

  const deliver = (payload: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: DEV_WEBHOOK_SECRET });
      receive(Buffer.from(payload), signature).then(
        (outcome) => logger.info({ outcome }, "development checkout: event delivered"),
        (err: unknown) => logger.error({ err }, "development checkout: event delivery failed"),
      );
    }, deliveryDelayMs);
    timers.add(timer);
  };

  return {
    create(user, base, { successUrl, cancelUrl }) {
      const id = `cs_dev_${hex(16)}`;
      sessions.set(id, {
        id,
        userId: user.id,
        email: user.email,
        price,
        successUrl: successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl,
      });
      return `${base}${DEV_CHECKOUT_PATH}?session=${id}`;
    },

    page(user, sessionId) {
      const s = own(user, sessionId);
      if (!s) return undefined;
      const amount = `${dollars(s.price)} ${s.price.currency}`;
      return htmlPage(
        "Development checkout",
        `<a class="brand" href="/">FounderDocs</a>
<h1>Development checkout</h1>
<p class="error" role="note">${DEV_NOTICE}.</p>
<p>No Stripe keys are configured, so this page stands in for Stripe Checkout. Paying sends a signed
<code>checkout.session.completed</code> event through the app's webhook handler, as Stripe would.</p>
<p><strong>${escapeHtml(LIFETIME_PRODUCT_NAME)}</strong><br>${escapeHtml(amount)}, one-time payment<br>
<span class="note">For ${escapeHtml(s.email)}</span></p>
<form method="post" action="${DEV_CHECKOUT_PATH}">
<input type="hidden" name="session" value="${escapeHtml(s.id)}">
<button type="submit">Pay ${escapeHtml(dollars(s.price))} (test)</button>
</form>
<a class="btn" style="background:#fff;color:#334155;border:1px solid #cbd5e1;margin-top:12px" href="${escapeHtml(s.cancelUrl)}">Cancel</a>`,
      );
    },

    pay(user, sessionId) {
      const s = own(user, sessionId);
      if (!s) return undefined;
      // One payment per checkout, as on Stripe.
      sessions.delete(s.id);
      deliver(JSON.stringify(completedEvent(s)));
      return s.successUrl;
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export function devCheckoutProblemPage(title: string, message: string, link = { href: "/pricing", text: "Back to plans" }) {
  return htmlPage(
    title,
    `<a class="brand" href="/">FounderDocs</a><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<a class="btn" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`,
  );
}
