// Buying Lifetime Access (docs/API.md "Billing"). Two routers:
//  - webhook: POST /api/billing/webhook, mounted in server/app.ts before the CSRF rule and the
//    JSON body parser: Stripe posts from its own servers, and the signature is computed over the
//    exact bytes it sent. Its handler always answers, so nothing reaches a later route from here.
//  - router: status, checkout and (development only) the development checkout page.
import express, { type Request } from "express";
import type { Logger } from "pino";
import { LIFETIME_PRICE } from "../../shared/api/billing";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Db } from "../db";
import { AppError, parseOrThrow } from "../errors";
import { newRouter } from "../routes/new-router";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import type { RateLimits } from "../security/rate-limit";
import { createCheckout } from "./checkout";
import { createDevCheckout, DEV_CHECKOUT_PATH, devCheckoutProblemPage } from "./dev-checkout";
import { getBillingStatus } from "./service";
import { createStripeBilling } from "./stripe";
import { createWebhookReceiver } from "./webhook";

import { ZCheckoutRequest } from "../../shared/api/billing";

export const WEBHOOK_PATH = "/api/billing/webhook";



export function createBilling({ config, db, logger }: { config: Config; db: Db; logger: Logger }) {
  const payments = config.payments;
  if (payments.mode === "off") {
    logger.warn(
      "payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell Lifetime Access (until then checkout answers 503 and the upgrade buttons say so)",
    );
  } else if (payments.mode === "stripe" && config.isProduction && payments.secretKey.startsWith("sk_test_")) {
    logger.warn("STRIPE_SECRET_KEY is a test-mode key: no payment taken in production is real");
  }
  const stripe = createStripeBilling(payments, logger);
  const receive = createWebhookReceiver({ db, stripe, logger });
  // The development checkout exists only without Stripe keys, and never in production.
  const devCheckout =
    payments.mode === "dev" && !config.isProduction
      ? createDevCheckout({ price: LIFETIME_PRICE, receive, logger })
      : undefined;
  const startCheckout = createCheckout({ payments, stripe, devCheckout, logger });

  const webhook = newRouter();
  webhook.post(WEBHOOK_PATH, express.raw({ type: "application/json", limit: "1mb" }), async (req, res) => {
    const payload = Buffer.isBuffer(req.body) ? req.body : undefined;
    if (!payload || payload.length === 0)
      throw new AppError("invalid_input", "Expected the Stripe event as an application/json body");
    const outcome = await receive(payload, req.get("stripe-signature"));
    res.set("Cache-Control", "no-store").json({ received: true, outcome });
  });

  const router = (limits: Pick<RateLimits, "generate">) => {
    const r = newRouter();
    serve(r, api.billing.status, [requireUser], (req) => getBillingStatus({ db, user: currentUser(req), paymentsConfigured: payments.mode !== "off" }));

    serve(r, api.billing.checkout, [requireUser, limits.generate], (req) => {
      parseOrThrow(ZCheckoutRequest, req.body ?? {});
      return startCheckout(currentUser(req), config.appUrl);
    });

    if (devCheckout) {
      // Browser navigations and a plain HTML form: they answer pages, not JSON.
      const signedOut = (req: Request) => !req.user;
      const signInPage = () =>
        devCheckoutProblemPage("Sign in to continue", "This checkout belongs to a signed-in account.", {
          href: "/api/login",
          text: "Sign in",
        });
      const expiredPage = () =>
        devCheckoutProblemPage(
          "Checkout not found",
          "This checkout has expired, was already paid, or belongs to another account. Start again from the plans.",
        );

      r.get(DEV_CHECKOUT_PATH, (req, res) => {
        if (signedOut(req)) return void res.status(401).type("html").send(signInPage());
        const page = devCheckout.page(currentUser(req), req.query.session);
        if (!page) return void res.status(404).type("html").send(expiredPage());
        res.type("html").send(page);
      });

      r.post(
        DEV_CHECKOUT_PATH,
        limits.generate,
        express.urlencoded({ extended: false, limit: "10kb" }),
        (req, res) => {
          if (!req.is("application/x-www-form-urlencoded"))
            throw new AppError("unsupported_media_type", "The development checkout takes its own page's form");
          if (signedOut(req)) return void res.status(401).type("html").send(signInPage());
          const body = (req.body ?? {}) as Record<string, unknown>;
          const next = devCheckout.pay(currentUser(req), body.session);
          if (!next) return void res.status(404).type("html").send(expiredPage());
          res.redirect(303, next);
        },
      );
    }
    return r;
  };

  return { webhook, router, close: () => devCheckout?.close() };
}
