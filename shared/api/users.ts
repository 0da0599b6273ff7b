// The account API's answers (docs/API.md "Session and account"), declared once for the server that
// sends them and the client that reads them.
import type { ROLES, SUBSCRIPTIONS } from "../schema";

export type Subscription = (typeof SUBSCRIPTIONS)[number];
export type Role = (typeof ROLES)[number];

/** GET /api/auth/user: the signed-in user. */
export interface TPublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscription: Subscription;
  role: Role;
  documentsGenerated: number;
  createdAt: string;
}
