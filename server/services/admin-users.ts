// User management for admins: the filtered list and the six account actions. Each action is one
// transaction with its activity entry, and the platform always keeps an admin: nobody blocks
// themselves or removes their own admin access, and the acting admin is re-checked under a row
// lock (two admins demoting each other at once can't both succeed).
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { users, type User } from "../../shared/schema";
import { blockUserSessions, endUserSessions } from "./sessions";
import { likePattern, type Database, type Db } from "../db";
import { AppError, notFound } from "../errors";
import { displayNameOf } from "./admin-activity";
import { recordActivity, type RequestOrigin } from "./activity";
import { userIdentity } from "./users";

import { USER_LIST_LIMIT, type UserAction } from "../../shared/api/admin";

export { USER_ACTIONS, type UserAction } from "../../shared/api/admin";
import type { TAdminUser } from "../../shared/api/admin";
import type { TActivityAction } from "../../shared/api/activity";

export { USER_LIST_LIMIT } from "../../shared/api/admin";


// Each listed user's document count, as one index lookup per row (documents_user_created_idx),
// in the same query: no per-user round trip, and no aggregate over every document for one user.
// (Spelled out: inside a subquery drizzle would print ${users.id} unqualified, as d's own id.)
const documentsCount = sql<number>`(select count(*) from documents d where d.user_id = "users"."id" and not d.is_template)`.mapWith(Number);

const selectRows = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select({
      user: users,
      documentsCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);

const toRow = (user: User, documentsCount: number): TAdminUser => ({
  ...userIdentity(user),
  name: displayNameOf({ ...user, email: null }),
  status: user.isBlocked ? "blocked" : "active",
  documentsCount,
  lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
});

export const listAdminUsers = async ({
  db,
  search,
  subscription = "all",
  status = "all",
  limit = USER_LIST_LIMIT,
}: {
  db: Db;
  search?: string | undefined;
  subscription?: "all" | "free" | "pro";
  status?: "all" | "active" | "blocked";
  limit?: number;
}): Promise<{ users: TAdminUser[]; total: number }> => {
  const filters: (SQL | undefined)[] = [];
  if (search) {
    const pattern = likePattern(search);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ),
    );
  }
  if (subscription !== "all") filters.push(eq(users.subscription, subscription));
  if (status !== "all") filters.push(eq(users.isBlocked, status === "blocked"));
  const rows = await selectRows(db, and(...filters), limit);
  return {
    users: rows.map((r) => toRow(r.user, r.documentsCount)),
    total: rows[0]?.total ?? 0,
  };
};

export const getAdminUser = async ({ db, id }: { db: Db; id: string }) => {
  const [row] = await selectRows(db, eq(users.id, id), 1);
  return row ? toRow(row.user, row.documentsCount) : undefined;
};

const EFFECTS: Record<UserAction, { change: Partial<User>; log: Extract<TActivityAction, `admin.${string}`> }> = {
  block: { change: { isBlocked: true }, log: "admin.user_blocked" },
  unblock: { change: { isBlocked: false }, log: "admin.user_unblocked" },
  upgrade: { change: { subscription: "pro" }, log: "admin.user_upgraded" },
  downgrade: { change: { subscription: "free" }, log: "admin.user_downgraded" },
  "make-admin": { change: { role: "admin" }, log: "admin.admin_granted" },
  "remove-admin": { change: { role: "user" }, log: "admin.admin_removed" },
};

/**
 * Apply an admin action to a user and answer the user as the list shows it. An action that
 * changes nothing (blocking a blocked user) succeeds without a log entry. Blocking also signs
 * the user out everywhere: their next request is answered 403 "Your account has been blocked".
 */
export const applyUserAction = async ({
  database,
  actorId,
  targetId,
  action,
  origin,
}: {
  database: Database;
  actorId: string;
  targetId: string;
  action: UserAction;
  origin?: RequestOrigin;
}): Promise<TAdminUser> => {
  const { db } = database;
  if (actorId === targetId && action === "block")
    throw new AppError("conflict", "You can't block your own account");
  if (actorId === targetId && action === "remove-admin")
    throw new AppError("conflict", "You can't remove your own admin access");

  const { change, log } = EFFECTS[action];
  const changed = await db.transaction(async (tx) => {
    // Lock actor and target in id order, so two admins acting on each other can't deadlock.
    const locked = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [actorId, targetId]))
      .orderBy(users.id)
      .for("update");
    const actor = locked.find((u) => u.id === actorId);
    const target = locked.find((u) => u.id === targetId);
    if (!actor || actor.role !== "admin" || actor.isBlocked)
      throw new AppError("forbidden", "You don't have permission to access the admin panel.");
    if (!target) throw notFound("User not found");

    const key = Object.keys(change)[0] as keyof User;
    if (target[key] === change[key]) return false;
    await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, targetId));
    await recordActivity({
      db: tx,
      entry: {
        userId: actorId,
        action: log,
        entityType: "user",
        entityId: targetId,
        metadata: {
          targetUserId: targetId,
          targetEmail: target.email,
          action,
          from: target[key],
          to: change[key],
        },
      },
      origin,
    });
    return true;
  });

  // After the commit: on PGlite a second statement inside the transaction would wait on itself.
  // Should this fail, the user is still refused: every request reads isBlocked with its session.
  if (changed && action === "block") await blockUserSessions(database, targetId);
  // A new admin signs in again: a page of theirs already open may be running a third-party tag.
  if (changed && action === "make-admin") await endUserSessions(database, targetId);

  const row = await getAdminUser({ db, id: targetId });
  if (!row) throw notFound("User not found");
  return row;
};
