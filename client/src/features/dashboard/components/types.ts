import type { TPublicUser } from "@shared/api/users";

/** What the dashboard reads of the current user; the app passes the signed-in user in. */
export type DashboardUser = Pick<
  TPublicUser,
  "email" | "firstName" | "lastName" | "profileImageUrl" | "subscription" | "role" | "documentsGenerated"
>;
