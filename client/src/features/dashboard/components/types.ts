/** What the dashboard reads of the current user; the app passes the signed-in user in. */
export interface DashboardUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscription: string;
}
