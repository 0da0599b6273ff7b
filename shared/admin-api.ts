// The admin API's contract (docs/ADMIN.md), shared by the server that answers it and the admin
// screens that read it: the allowed values of its parameters and the shapes of its answers.

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
  /** Users who signed up in the period. */
  newUsers: number;
  /** Sum of succeeded USD payments, all time, in cents. */
  totalRevenue: number;
  /** Sum of succeeded USD payments in the period, in cents. */
  periodRevenue: number;
  /** Succeeded payments in the period (any currency). */
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

/** The analytics providers an admin can add (docs/product-spec.md §7). */
export const ANALYTICS_PROVIDERS = [
  "google_analytics",
  "microsoft_clarity",
  "facebook_pixel",
  "hotjar",
  "custom",
] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

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
