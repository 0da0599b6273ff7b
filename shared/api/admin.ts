// The admin API's contract (docs/ADMIN.md), shared by the server that answers it and the admin
// screens that read it: the allowed values of its parameters, its request schemas and the shapes
// of its answers. Dates are ISO strings, as they travel.
import { z } from "zod";

export const STATS_PERIODS = ["7d", "30d", "90d"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** GET /api/admin/stats */
export interface AdminStats {
  period: StatsPeriod;
  /** First instant of the period (00:00 UTC, N-1 days before today). */
  periodStart: string;
  totalUsers: number;
  newUsersToday: number;
  newUsersYesterday: number;
  /**
   * Total users now less the total at 00:00 UTC ("+N from yesterday"): today's sign-ups less the
   * accounts deleted today that already existed then; negative when more went than came.
   */
  usersChangeToday: number;
  /** Users who signed up in the period. */
  newUsers: number;
  /** Succeeded USD payments net of partial refunds, all time, in cents (full refunds excluded). */
  totalRevenue: number;
  /** The same, for payments made in the period. */
  periodRevenue: number;
  /** Succeeded payments in the period (any currency; fully refunded ones excluded). */
  recentPayments: number;
  /** Documents of all users, all time. */
  documentsGenerated: number;
  /** Documents created in the period. */
  periodDocuments: number;
  /** Pro users / all users, 0..1 (0 when there are no users). */
  conversionRate: number;
  proUsers: number;
  adminUsers: number;
  /** Not blocked, and seen in the period. */
  activeUsers: number;
  blockedUsers: number;
  /** One entry per day of the period, oldest first, days without sign-ups included. */
  newUsersByDay: { date: string; count: number }[];
  /** Documents created in the period by type, most first. */
  documentsByType: { type: string; count: number }[];
}

export const ACTIVITY_TYPES = ["user", "payment", "document", "system"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /api/admin/activity: one entry, newest first. */
export interface TAdminActivityEntry {
  id: string;
  type: ActivityType;
  action: string;
  /** Who did it: their name, else their e-mail; null for system events. */
  user: string | null;
  timestamp: string;
  userId: string | null;
  userEmail: string | null;
  entityType: string | null;
  entityId: string | null;
  metadata: Record<string, unknown> | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** GET /api/admin/users: one row; PATCH /api/admin/users/{id} answers the changed row. */
export interface TAdminUser {
  id: string;
  /** "First Last", or null when the user gave no name. */
  name: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscription: "free" | "pro";
  role: "user" | "admin";
  status: "active" | "blocked";
  documentsCount: number;
  lastActiveAt: string | null;
  createdAt: string;
}

/** GET /api/admin/payments: one row, newest first. */
export interface TAdminPayment {
  id: string;
  createdAt: string;
  userId: string | null;
  /** The payer's name, else e-mail; null when the user was deleted. */
  user: string | null;
  userEmail: string | null;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  /** `succeeded`, `refunded` (in full), `amount_mismatch` (paid, but not the Lifetime price). */
  status: string;
  description: string | null;
  /** Refunded so far, minor units (a partial refund leaves the status `succeeded`). */
  amountRefunded: number;
  /** Paid something other than the price: recorded, the account not upgraded. */
  amountMismatch: boolean;
  /** What the payment should have been, minor units; null when not recorded. */
  expectedAmount: number | null;
}

/** PATCH /api/admin/users/{id} {action} */
export const USER_ACTIONS = [
  "block",
  "unblock",
  "upgrade",
  "downgrade",
  "make-admin",
  "remove-admin",
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** PATCH /api/admin/users/{id}: the body. */
export const ZAdminUserActionSchema = z
  .object({
    action: z.enum(USER_ACTIONS, { error: `action must be one of ${USER_ACTIONS.join(", ")}` }),
  })
  .strict();

/** The analytics providers an admin can add (docs/product-spec.md §7). */
export const ANALYTICS_PROVIDERS = [
  "google_analytics",
  "microsoft_clarity",
  "facebook_pixel",
  "hotjar",
  "custom",
] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** GET /api/admin/analytics: one configured provider (POST and PATCH answer the same shape). */
export interface TAnalyticsProviderEntry {
  id: string;
  /** One of ANALYTICS_PROVIDERS, unless a row was written by hand. */
  provider: string;
  trackingId: string;
  isActive: boolean;
  config: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/analytics/active (public): what the pages load a tag for. */
export interface TActiveProvider {
  provider: AnalyticsProvider;
  trackingId: string;
}

/** GET /api/admin/settings: how this instance is set up. Nothing secret, no paths. */
export interface OperatorSettings {
  environment: "development" | "production" | "test";
  plans: {
    free: { documentLimit: number; watermark: true };
    pro: { documentLimit: null; watermark: false };
  };
  signIn: { mode: "dev" | "oidc"; issuer: string | null };
  adminEmails: string[];
  database: { kind: "pglite" | "postgres" };
  /**
   * How e-mail leaves: smtp (SMTP_URL; `server` is its host and port, never its credentials), dev
   * (the development outbox, /dev/outbox) or off (production without SMTP_URL).
   */
  mail: { transport: "smtp" | "dev" | "off"; server: string | null; from: string };
  /** `not configured` when the app was given no printer to report on. */
  pdfPrinter:
    | { status: "not configured" }
    | {
        status: "idle" | "ready" | "unavailable";
        browser: string | null;
        active: number;
        queued: number;
        printed: number;
        message: string | null;
      };
}

/** What a tracking ID must look like, per provider, and what to tell the admin when it doesn't. */
export const TRACKING_ID_RULES: Record<
  AnalyticsProvider,
  { test: (id: string) => boolean; message: string }
> = {
  google_analytics: {
    test: (id) => /^G-[A-Z0-9]{4,}$/.test(id),
    message: "Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX",
  },
  microsoft_clarity: {
    test: (id) => /^[a-z0-9]{6,20}$/i.test(id),
    message: "Enter a Microsoft Clarity project ID: 6 to 20 letters and digits",
  },
  facebook_pixel: {
    test: (id) => /^\d{6,20}$/.test(id),
    message: "Enter a Facebook Pixel ID: 6 to 20 digits",
  },
  hotjar: {
    test: (id) => /^\d{5,12}$/.test(id),
    message: "Enter a Hotjar site ID: 5 to 12 digits",
  },
  custom: { test: isScriptUrl, message: "Enter the https:// address of the tracking script" },
};

/** An https URL with a plain host name, no credentials: its origin is safe to put in a CSP. */
export function isScriptUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    /^[a-z0-9.-]+$/i.test(url.hostname) &&
    url.hostname.includes(".")
  );
}

export const ZCreateAnalyticsProviderSchema = z
  .object({
    provider: z.enum(ANALYTICS_PROVIDERS, {
      error: `provider must be one of ${ANALYTICS_PROVIDERS.join(", ")}`,
    }),
    trackingId: z
      .string({ error: "Tracking ID is required" })
      // Bounded before any work on it (twice the limit: room for padding that trim removes).
      .max(1000, { error: "Tracking ID must be at most 500 characters", abort: true })
      .trim()
      .min(1, "Tracking ID is required")
      .max(500, "Tracking ID must be at most 500 characters"),
    config: z
      .record(z.string(), z.unknown(), { error: "config must be an object" })
      .refine(
        (c) => JSON.stringify(c).length <= 4000,
        "config must be at most 4000 characters of JSON",
      )
      .optional(),
  })
  .strict()
  // Measurement IDs are upper case; accept one pasted in lower case.
  .transform((v) =>
    v.provider === "google_analytics" ? { ...v, trackingId: v.trackingId.toUpperCase() } : v,
  )
  .superRefine((v, ctx) => {
    const rule = TRACKING_ID_RULES[v.provider];
    if (!rule.test(v.trackingId))
      ctx.addIssue({ code: "custom", path: ["trackingId"], message: rule.message });
  });
export type TCreateAnalyticsProviderRequest = z.infer<typeof ZCreateAnalyticsProviderSchema>;

export const ZUpdateAnalyticsProviderSchema = z
  .object({ isActive: z.boolean({ error: "isActive must be true or false" }) })
  .strict();

// ---- The queries' schemas (GET /api/admin/stats, activity, users, payments).

/** GET /api/admin/users: at most this many rows. */
export const USER_LIST_LIMIT = 500;

/** An empty query value (`?type=`) means "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const listOf = <T extends string>(values: readonly T[]) => values.join(", ");

/** Free text for a filter. Control characters (a NUL would make PostgreSQL fail) are refused. */
const filterText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    // The length is checked before any other work, on the raw text and again once trimmed.
    .max(2 * max, { error: `${name} must be at most ${max} characters`, abort: true })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), `${name} must not contain control characters`);

export const ZAdminStatsQuerySchema = z.object({
  period: optional(
    z.enum(STATS_PERIODS, { error: `period must be one of ${listOf(STATS_PERIODS)}` }),
  ).transform((p) => p ?? "7d"),
});

const paging = (defaultLimit: number) => ({
  limit: optional(int("limit", 1, 100)).transform((v) => v ?? defaultLimit),
  page: optional(int("page", 1, 100_000)).transform((v) => v ?? 1),
});

export const ZAdminActivityQuerySchema = z.object({
  ...paging(10),
  type: optional(
    z.enum(ACTIVITY_TYPES, { error: `type must be one of ${listOf(ACTIVITY_TYPES)}` }),
  ),
});

export const ZAdminPaymentsQuerySchema = z.object({
  ...paging(25),
  status: optional(filterText("status", 30)),
});

export const ZAdminUsersQuerySchema = z.object({
  search: optional(filterText("search", 200)),
  subscription: optional(
    z.enum(["all", "free", "pro"], { error: "subscription must be all, free or pro" }),
  ).transform((v) => v ?? "all"),
  status: optional(
    z.enum(["all", "active", "blocked"], { error: "status must be all, active or blocked" }),
  ).transform((v) => v ?? "all"),
  limit: optional(int("limit", 1, USER_LIST_LIMIT)).transform((v) => v ?? USER_LIST_LIMIT),
});
