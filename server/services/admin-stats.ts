// The admin dashboard's figures, computed from the real rows in one round trip. Days are UTC
// calendar days: "today" starts at 00:00 UTC and a period of N days is today and the N-1 before.
// Revenue is what was kept: succeeded payments (a full refund makes a payment `refunded`, an
// amount mismatch is never `succeeded`) less what partial refunds gave back.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db";

import type { AdminStats, StatsPeriod } from "../../shared/api/admin";

export { STATS_PERIODS, type AdminStats, type StatsPeriod } from "../../shared/api/admin";
const PERIOD_DAYS: Record<StatsPeriod, number> = { "7d": 7, "30d": 30, "90d": 90 };


type Row = Record<
  | "period_start"
  | "total_users"
  | "new_today"
  | "new_yesterday"
  | "deleted_today"
  | "new_users"
  | "pro_users"
  | "admin_users"
  | "blocked_users"
  | "active_users"
  | "total_revenue"
  | "period_revenue"
  | "recent_payments"
  | "documents_generated"
  | "period_documents"
  | "new_users_by_day"
  | "documents_by_type",
  unknown
>;

export const getAdminStats = async ({
  db,
  period,
}: {
  db: Db;
  period: StatsPeriod;
}): Promise<AdminStats> => {
  const days = PERIOD_DAYS[period];
  const [row] = await queryRows<Row>(
    db,
    sql`
    with day as (
      select date_trunc('day', now() at time zone 'UTC') as today
    ), b as (
      select today as today_utc,
             today - make_interval(days => ${days - 1}) as since_utc,
             today at time zone 'UTC' as today_start,
             (today - interval '1 day') at time zone 'UTC' as yesterday_start,
             (today - make_interval(days => ${days - 1})) at time zone 'UTC' as since
        from day
    )
    select
      (select since from b) as period_start,
      (select count(*)::int from users) as total_users,
      (select count(*)::int from users, b where users.created_at >= b.today_start) as new_today,
      (select count(*)::int from users, b
         where users.created_at >= b.yesterday_start and users.created_at < b.today_start) as new_yesterday,
      -- Accounts deleted today that existed at 00:00 (one made and deleted today never counted).
      (select count(*)::int from activity_logs, b
         where action = 'user.deleted' and activity_logs.created_at >= b.today_start
           and coalesce((metadata ->> 'userCreatedAt')::timestamptz < b.today_start, true)) as deleted_today,
      (select count(*)::int from users, b where users.created_at >= b.since) as new_users,
      (select count(*)::int from users where subscription = 'pro') as pro_users,
      (select count(*)::int from users where role = 'admin') as admin_users,
      (select count(*)::int from users where is_blocked) as blocked_users,
      (select count(*)::int from users, b
         where not users.is_blocked and users.last_active_at >= b.since) as active_users,
      (select coalesce(sum(amount - amount_refunded), 0)::float8 from payments
         where status = 'succeeded' and currency = 'USD') as total_revenue,
      (select coalesce(sum(amount - amount_refunded), 0)::float8 from payments, b
         where status = 'succeeded' and currency = 'USD' and payments.created_at >= b.since) as period_revenue,
      (select count(*)::int from payments, b
         where status = 'succeeded' and payments.created_at >= b.since) as recent_payments,
      (select count(*)::int from documents where not is_template) as documents_generated,
      (select count(*)::int from documents, b
         where not is_template and documents.created_at >= b.since) as period_documents,
      (select json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'count', coalesce(c.n, 0))
                       order by d.day)
         from b
         cross join generate_series(b.since_utc, b.today_utc, interval '1 day') as d(day)
         left join (
           select date_trunc('day', u.created_at at time zone 'UTC') as day, count(*)::int as n
             from users u, b b2
            where u.created_at >= b2.since
            group by 1
         ) c on c.day = d.day) as new_users_by_day,
      (select coalesce(json_agg(json_build_object('type', t.type, 'count', t.n) order by t.n desc, t.type), '[]'::json)
         from (
           select documents.type, count(*)::int as n
             from documents, b
            where not is_template and documents.created_at >= b.since
            group by documents.type
         ) t) as documents_by_type
  `,
  );
  if (!row) throw new Error("admin stats query answered no row");
  const n = (v: unknown) => Number(v ?? 0);
  const json = <T>(v: unknown): T => (typeof v === "string" ? (JSON.parse(v) as T) : (v as T));
  const totalUsers = n(row.total_users);
  const proUsers = n(row.pro_users);
  return {
    period,
    periodStart: new Date(row.period_start as string | Date).toISOString(),
    totalUsers,
    newUsersToday: n(row.new_today),
    newUsersYesterday: n(row.new_yesterday),
    usersChangeToday: n(row.new_today) - n(row.deleted_today),
    newUsers: n(row.new_users),
    totalRevenue: n(row.total_revenue),
    periodRevenue: n(row.period_revenue),
    recentPayments: n(row.recent_payments),
    documentsGenerated: n(row.documents_generated),
    periodDocuments: n(row.period_documents),
    conversionRate: totalUsers === 0 ? 0 : proUsers / totalUsers,
    proUsers,
    adminUsers: n(row.admin_users),
    activeUsers: n(row.active_users),
    blockedUsers: n(row.blocked_users),
    newUsersByDay: json<{ date: string; count: number }[]>(row.new_users_by_day) ?? [],
    documentsByType: json<{ type: string; count: number }[]>(row.documents_by_type) ?? [],
  };
};
