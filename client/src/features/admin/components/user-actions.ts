// The six account actions as the users page offers them, and the client-side filter of the list
// (spec section 7: the list is filtered on the server and again on the client).
import type { TAdminUser } from "@shared/api/admin";
import type { UserFilters } from "../api/get-admin-users";
import type { UserAction } from "../api/update-admin-user";

export interface ActionInfo {
  /** The verb in the confirmation sentence: "Are you sure you want to {verb} {user}?" */
  verb: string;
  /** The row button and the confirm button. */
  label: string;
  /** Spec section 8: the success toast. */
  success: string;
  destructive?: boolean;
}

export const ACTION_INFO: Record<UserAction, ActionInfo> = {
  block: { verb: "block", label: "Block", success: "User has been blocked", destructive: true },
  unblock: { verb: "unblock", label: "Unblock", success: "User has been unblocked" },
  upgrade: { verb: "upgrade", label: "Upgrade", success: "User upgraded to Lifetime Access" },
  downgrade: {
    verb: "downgrade",
    label: "Downgrade",
    success: "User downgraded to Free",
    destructive: true,
  },
  "make-admin": { verb: "make admin", label: "Make Admin", success: "User granted admin access" },
  "remove-admin": {
    verb: "remove admin",
    label: "Remove Admin",
    success: "Admin access removed",
    destructive: true,
  },
};

export const ACTION_FAILED = {
  title: "Error",
  description: "Failed to perform action. Please try again.",
};

/** The three buttons of a row: one of each pair, by the user's current state. */
export function rowActions(
  user: Pick<TAdminUser, "status" | "subscription" | "role">,
): UserAction[] {
  return [
    user.status === "blocked" ? "unblock" : "block",
    user.subscription === "pro" ? "downgrade" : "upgrade",
    user.role === "admin" ? "remove-admin" : "make-admin",
  ];
}

/** Why the admin can't do this to their own account (the server refuses it too), or undefined. */
export function selfActionProblem(action: UserAction, isSelf: boolean): string | undefined {
  if (!isSelf) return undefined;
  if (action === "block") return "You can't block your own account";
  if (action === "remove-admin") return "You can't remove your own admin access";
  return undefined;
}

/** How the user is named in the table and the dialog: their name, else their e-mail. */
export const userLabel = (user: Pick<TAdminUser, "name" | "email">) => user.name || user.email;

export function confirmationText(
  action: UserAction,
  user: Pick<TAdminUser, "name" | "email">,
): string {
  return `Are you sure you want to ${ACTION_INFO[action].verb} ${userLabel(user)}? This action will take effect immediately.`;
}

export function filterUsers(
  users: TAdminUser[],
  { search, subscription, status }: UserFilters,
): TAdminUser[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (!needle ||
        (u.name ?? "").toLowerCase().includes(needle) ||
        u.email.toLowerCase().includes(needle)) &&
      (subscription === "all" || u.subscription === subscription) &&
      (status === "all" || u.status === status),
  );
}
