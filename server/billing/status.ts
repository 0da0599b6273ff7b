// GET /api/billing/status: the user's plan, since when they have Lifetime, and whether this
// server can take payments at all.
import { sql } from "drizzle-orm";
import type { TBillingStatus } from "../../shared/api/billing";
import type { User } from "../../shared/schema";
import { queryRows, type Db } from "../db";

export async function getBillingStatus({
  db,
  user,
  paymentsConfigured,
}: {
  db: Db;
  user: User;
  paymentsConfigured: boolean;
}): Promise<TBillingStatus> {
  let since: string | null = null;
  if (user.subscription === "pro") {
    // The first payment that still counts; else when an admin last upgraded them.
    const [row] = await queryRows<{ since: Date | string | null }>(
      db,
      sql`select coalesce(
            (select min(created_at) from payments where user_id = ${user.id} and status = 'succeeded'),
            (select max(created_at) from activity_logs
              where action = 'admin.user_upgraded' and entity_type = 'user' and entity_id = ${user.id})
          ) as since`,
    );
    if (row?.since) since = new Date(row.since).toISOString();
  }
  return { plan: user.subscription, since, paymentsConfigured };
}
