// The activity log: every event that matters, with who, from where and with what client.
import type { TActivity } from "../../shared/api/activity";
import { activityLogs } from "../../shared/schema";
import type { Db, Tx } from "../db";

export interface RequestOrigin {
  /** The client's address; an IPv4 client as plain IPv4 (plainIp), never "::ffff:1.2.3.4". */
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * An IPv4-mapped IPv6 address (what a dual-stack socket reports for an IPv4 client,
 * "::ffff:127.0.0.1") as the IPv4 address it is ("127.0.0.1"); any other address as it is.
 */
export function plainIp<T extends string | null | undefined>(ip: T): T {
  const mapped = ip ? /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip) : null;
  return (mapped ? mapped[1] : ip) as T;
}

/** An entry: who, on what, and an action with its metadata as the log's union declares it. */
export type ActivityEntry = TActivity & {
  userId: string | null;
  entityType?: string;
  entityId?: string;
};

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
