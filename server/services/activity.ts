// The activity log: every event that matters, with who, from where and with what client.
import { activityLogs } from "../../shared/schema";
import type { Db, Tx } from "../db";

export interface RequestOrigin {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface ActivityEntry {
  userId: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  metadata?: Record<string, unknown>;
}

export const recordActivity = async ({
  db,
  entry,
  origin,
}: {
  db: Db | Tx;
  entry: ActivityEntry;
  origin?: RequestOrigin;
}) => {
  await db.insert(activityLogs).values({
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    metadata: entry.metadata ?? null,
    ipAddress: origin?.ip?.slice(0, 64) ?? null,
    userAgent: origin?.userAgent?.slice(0, 500) ?? null,
  });
};
