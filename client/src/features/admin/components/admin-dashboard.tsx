// The admin dashboard (spec section 2): the period, four figures, and the Overview, Users,
// Analytics and Activity tabs, all computed by the server from the real rows.
import { Calendar, CreditCard, DollarSign, FileText, Percent, Users } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { documentTypeLabel } from "@/features/documents";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  ACTIVITY_FETCH_LIMIT,
  OVERVIEW_ACTIVITY_COUNT,
  useAdminActivity,
} from "../api/get-admin-activity";
import {
  DEFAULT_STATS_PERIOD,
  STATS_PERIODS,
  useAdminStats,
  type AdminStats,
  type StatsPeriod,
} from "../api/get-admin-stats";
import { ActivityList } from "./activity-list";
import { AdminPageHeader } from "./admin-layout";
import { formatCount, formatPercent, plural } from "./format";
import { LoadError } from "./load-states";
import { CountBars, NewUsersChart } from "./new-users-chart";
import { StatCard } from "./stat-card";
import { formatMoney } from "@shared/money";

export const PERIOD_LABELS: Record<StatsPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

/** "this week" for 7 days, else "in the last N days": the wording follows the period. */
const PERIOD_PHRASE: Record<StatsPeriod, string> = {
  "7d": "this week",
  "30d": "in the last 30 days",
  "90d": "in the last 90 days",
};

/** "+3", "−2", "+0": the change in total users since yesterday. */
const signedCount = (n: number) => `${n < 0 ? "−" : "+"}${formatCount(Math.abs(n))}`;

export function PeriodSelect({
  value,
  onChange,
}: {
  value: StatsPeriod;
  onChange: (p: StatsPeriod) => void;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as StatsPeriod)}>
      <SelectTrigger aria-label="Period" className="w-auto min-w-40 gap-2 bg-white">
        <Calendar className="size-4 text-muted-foreground" aria-hidden="true" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {STATS_PERIODS.map((p) => (
          <SelectItem key={p} value={p}>
            {PERIOD_LABELS[p]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function StatCards({
  stats,
  period,
  isLoading,
}: {
  stats: AdminStats | undefined;
  period: StatsPeriod;
  isLoading: boolean;
}) {
  const s = stats;
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        id="users"
        label="Total Users"
        icon={Users}
        tint="bg-blue-50 text-blue-600"
        isLoading={isLoading}
        value={formatCount(s?.totalUsers ?? 0)}
        hint={`${signedCount(s?.usersChangeToday ?? 0)} from yesterday`}
      />
      <StatCard
        id="revenue"
        label="Revenue"
        icon={DollarSign}
        tint="bg-emerald-50 text-emerald-600"
        isLoading={isLoading}
        value={formatMoney(s?.totalRevenue ?? 0)}
        hint={`${plural(s?.recentPayments ?? 0, "payment")} ${PERIOD_PHRASE[period]}`}
      />
      <StatCard
        id="documents"
        label="Documents Generated"
        icon={FileText}
        tint="bg-violet-50 text-violet-600"
        isLoading={isLoading}
        value={formatCount(s?.documentsGenerated ?? 0)}
        hint={`${formatCount(s?.periodDocuments ?? 0)} ${PERIOD_PHRASE[period]}`}
      />
      <StatCard
        id="conversion"
        label="Conversion Rate"
        icon={Percent}
        tint="bg-amber-50 text-amber-600"
        isLoading={isLoading}
        value={formatPercent(s?.conversionRate ?? 0)}
        hint={`Free to Lifetime Access: ${plural(s?.proUsers ?? 0, "Lifetime user")}`}
      />
    </section>
  );
}

function OverviewRow({
  label,
  value,
  children,
}: {
  label: string;
  value: number;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between py-3 first:pt-0 last:pb-0">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        {label}
        {children}
      </dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

/** Sign-ups in the period, today and yesterday, day by day. */
function UsersTab({ stats: s, periodLabel }: { stats: AdminStats | undefined; periodLabel: string }) {
  return (
    <TabsContent value="users">
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle as="h2">New users</CardTitle>
            <CardDescription>
              {plural(s?.newUsers ?? 0, "sign-up")} in the {periodLabel} ·{" "}
              {formatCount(s?.newUsersToday ?? 0)} today ·{" "}
              {formatCount(s?.newUsersYesterday ?? 0)} yesterday
            </CardDescription>
          </div>
          <Link
            href="/admin/users"
            className="text-sm font-medium text-primary hover:underline"
          >
            Manage users
          </Link>
        </CardHeader>
        <CardContent>{s && <NewUsersChart days={s.newUsersByDay} />}</CardContent>
      </Card>
    </TabsContent>
  );
}

/** Documents by type and the sales of the period. */
function AnalyticsTab({ stats: s, periodLabel }: { stats: AdminStats | undefined; periodLabel: string }) {
  return (
    <TabsContent value="analytics" className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Documents by type</CardTitle>
          <CardDescription>
            {plural(s?.periodDocuments ?? 0, "document")} generated in the {periodLabel}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {s?.documentsByType.length ? (
            <CountBars
              rows={s.documentsByType.map((d) => ({
                label: documentTypeLabel(d.type),
                count: d.count,
              }))}
            />
          ) : (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No documents generated in this period.
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sales</CardTitle>
          <CardDescription>Succeeded payments in the {periodLabel}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <div className="flex items-center justify-between py-3 first:pt-0">
              <dt className="flex items-center gap-2 text-sm text-slate-600">
                <CreditCard className="size-4" aria-hidden="true" />
                Payments
              </dt>
              <dd className="text-sm font-semibold tabular-nums">
                {formatCount(s?.recentPayments ?? 0)}
              </dd>
            </div>
            <div className="flex items-center justify-between py-3 last:pb-0">
              <dt className="flex items-center gap-2 text-sm text-slate-600">
                <DollarSign className="size-4" aria-hidden="true" />
                Revenue (USD)
              </dt>
              <dd className="text-sm font-semibold tabular-nums">
                {formatMoney(s?.periodRevenue ?? 0)}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </TabsContent>
  );
}

export function AdminDashboard() {
  const [period, setPeriod] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const stats = useAdminStats(period);
  const activity = useAdminActivity({ limit: ACTIVITY_FETCH_LIMIT });
  const s = stats.data;
  const periodLabel = PERIOD_LABELS[period].toLowerCase();

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="How the platform is doing, from the real numbers."
      >
        <PeriodSelect value={period} onChange={setPeriod} />
      </AdminPageHeader>

      {stats.isError ? (
        <LoadError what="the figures" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <StatCards stats={s} period={period} isLoading={stats.isLoading} />
      )}

      <Tabs defaultValue="overview" className="mt-6">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">User Overview</CardTitle>
              <CardDescription>
                Active means seen in the {periodLabel} and not blocked.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="divide-y">
                <OverviewRow label="Active users" value={s?.activeUsers ?? 0} />
                <OverviewRow label="Blocked users" value={s?.blockedUsers ?? 0} />
                <OverviewRow label="Subscribers" value={s?.proUsers ?? 0}>
                  <Badge>Lifetime Access</Badge>
                </OverviewRow>
                <OverviewRow label="Admins" value={s?.adminUsers ?? 0} />
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Recent Activity</CardTitle>
              <CardDescription>The latest events on the platform.</CardDescription>
            </CardHeader>
            <CardContent>
              <ActivityList
                entries={activity.data?.rows.slice(0, OVERVIEW_ACTIVITY_COUNT)}
                isLoading={activity.isLoading}
                rows={OVERVIEW_ACTIVITY_COUNT}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <UsersTab stats={s} periodLabel={periodLabel} />

        <AnalyticsTab stats={s} periodLabel={periodLabel} />

        <TabsContent value="activity">
          <Card>
            <CardHeader className="flex-row items-start justify-between gap-4">
              <div className="space-y-1.5">
                <CardTitle as="h2">Latest activity</CardTitle>
                <CardDescription>The {ACTIVITY_FETCH_LIMIT} most recent events.</CardDescription>
              </div>
              <Link
                href="/admin/activity"
                className="text-sm font-medium text-primary hover:underline"
              >
                View all activity
              </Link>
            </CardHeader>
            <CardContent>
              {activity.isError ? (
                <LoadError
                  what="the activity"
                  error={activity.error}
                  onRetry={() => void activity.refetch()}
                />
              ) : (
                <ActivityList
                  entries={activity.data?.rows}
                  isLoading={activity.isLoading}
                  rows={ACTIVITY_FETCH_LIMIT}
                />
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
