// The activity log as the admin panel reads it. An entry's type comes from its action's prefix:
//   user.*                  → user      (sign-up, sign-in, sign-out)
//   document.*, invoice.*   → document  (generated, exported, shared, invoice created)
//   payment.*               → payment
//   anything else           → system    (admin.* user management, analytics.* providers, ...)
// The same rule is the SQL filter, so a filtered page and the icons always agree.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { activityLogs, users } from "../../shared/schema";
import type { Db } from "../db";

import type { ActivityType, TAdminActivityEntry } from "../../shared/api/admin";
import { fullName } from "../../shared/names";

export { ACTIVITY_TYPES, type ActivityType } from "../../shared/api/admin";

const PREFIXES: Record<Exclude<ActivityType, "system">, string[]> = {
  user: ["user."],
  document: ["document.", "invoice."],
  payment: ["payment."],
};

export function activityTypeOf(action: string): ActivityType {
  for (const [type, prefixes] of Object.entries(PREFIXES)) {
    if (prefixes.some((p) => action.startsWith(p))) return type as ActivityType;
  }
  return "system";
}

const startsWith = (prefix: string) => sql`starts_with(${activityLogs.action}, ${prefix})`;

function typeFilter(type: ActivityType): SQL {
  if (type !== "system") return sql.join(PREFIXES[type].map(startsWith), sql` or `);
  const known = Object.values(PREFIXES).flat().map(startsWith);
  return sql`not (${sql.join(known, sql` or `)})`;
}

/** "Ada Lovelace", else the e-mail; null when the entry has no user (or the user was deleted). */
export function displayNameOf(u: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}) {
  return fullName(u) || u.email || null;
}

export const listActivity = async ({
  db,
  limit,
  page = 1,
  type,
}: {
  db: Db;
  limit: number;
  page?: number;
  type?: ActivityType | undefined;
}): Promise<{ entries: TAdminActivityEntry[]; total: number }> => {
  const where = type ? typeFilter(type) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        log: activityLogs,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(activityLogs)
      .where(where),
  ]);

  return {
    total: count?.n ?? 0,
    entries: rows.map(({ log, firstName, lastName, email }) => ({
      id: log.id,
      type: activityTypeOf(log.action),
      action: log.action,
      user: displayNameOf({ firstName, lastName, email }),
      timestamp: log.createdAt.toISOString(),
      userId: log.userId,
      userEmail: email,
      entityType: log.entityType,
      entityId: log.entityId,
      metadata: (log.metadata as Record<string, unknown> | null) ?? null,
      ipAddress: log.ipAddress,
      userAgent: log.userAgent,
    })),
  };
};
