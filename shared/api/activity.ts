// The activity log's entries, one action at a time: what each action's metadata carries. The
// server writes every entry through this union (server/services/activity.ts, recordActivity) and
// the admin's activity page reads them with it (activity-meta.tsx), so an action's data is
// declared once. Objects are loose: a field added later is kept, never a reason to refuse an entry.
import { z } from "zod";
import { USER_ACTIONS } from "./admin";

const none = z.looseObject({}).nullish();
const entry = <A extends string, M extends z.ZodType>(action: A, metadata: M) => z.object({ action: z.literal(action), metadata });

const signIn = z.looseObject({ method: z.string() });
const document = z.looseObject({ type: z.string(), title: z.string() });
// Required: what the page shows; optional: what the entry records besides (the server writes it all).
const adminChange = z.looseObject({ targetEmail: z.string(), targetUserId: z.string().optional(), action: z.enum(USER_ACTIONS).optional(), from: z.unknown().optional(), to: z.unknown().optional() });
const paid = z.looseObject({
  amount: z.number(),
  currency: z.string(),
  expectedAmount: z.number().optional(),
  expectedCurrency: z.string().optional(),
  paymentIntentId: z.string().nullish(),
  checkoutSessionId: z.string().nullish(),
});
const refund = { amount: z.number(), amountRefunded: z.number(), currency: z.string(), paymentIntentId: z.string().nullish() };
const provider = z.looseObject({ provider: z.string(), trackingId: z.string(), isActive: z.boolean().optional() });

export const ZActivity = z.discriminatedUnion("action", [
  entry("user.signup", signIn),
  entry("user.login", signIn),
  entry("user.logout", none),
  entry("user.updated", none),
  entry("user.deleted", z.looseObject({ userCreatedAt: z.string() })),
  entry("account.exported", none),
  entry("business_profile.created", none),
  entry("business_profile.updated", none),
  entry("business_profile.deleted", none),
  entry("client.created", none),
  entry("client.updated", none),
  entry("client.deleted", none),
  entry("document.generated", document),
  entry("document.uploaded", z.looseObject({ type: z.string(), title: z.string(), pages: z.number() })),
  entry("document.exported", z.looseObject({ format: z.string() })),
  entry("document.shared", none),
  entry("document.share_revoked", none),
  entry("document.renamed", z.looseObject({ from: z.string(), to: z.string() })),
  entry("document.finalized", z.looseObject({ status: z.literal("final") })),
  entry("document.revised", z.looseObject({ version: z.number(), reason: z.enum(["input", "restore", "template", "finalize"]), from: z.number().optional() })),
  entry("document.deleted", document),
  entry("publication.published", z.looseObject({ version: z.number(), documentId: z.string() })),
  entry("publication.unpublished", none),
  entry("invoice.created", z.looseObject({ type: z.string(), number: z.string().nullable(), total: z.number(), currency: z.string(), documentId: z.string() })),
  entry("admin.user_blocked", adminChange),
  entry("admin.user_unblocked", adminChange),
  entry("admin.user_upgraded", adminChange),
  entry("admin.user_downgraded", adminChange),
  entry("admin.admin_granted", adminChange),
  entry("admin.admin_removed", adminChange),
  entry("payment.succeeded", paid),
  entry("payment.amount_mismatch", paid),
  entry("payment.partially_refunded", z.looseObject(refund)),
  entry("payment.refunded", z.looseObject({ ...refund, downgraded: z.boolean() })),
  entry("analytics.provider_added", provider),
  entry("analytics.provider_activated", provider),
  entry("analytics.provider_deactivated", provider),
  entry("analytics.provider_removed", provider),
  entry("mail.failed", z.looseObject({ kind: z.string(), to: z.array(z.string()), attempts: z.number(), error: z.string(), permanent: z.boolean().optional() })),
  entry("job.failed", z.looseObject({ queue: z.string(), attempts: z.number(), error: z.string() })),
  // Written by the signature e-mails' delivery hooks of earlier versions: kept readable.
  entry("signature.email_delivered", none),
  entry("signature.email_failed", none),
]);

/** One entry's action and metadata, as the server writes it. */
export type TActivity = z.input<typeof ZActivity>;
export type TActivityAction = TActivity["action"];
