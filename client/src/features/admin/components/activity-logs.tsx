// The whole activity log, newest first: filter by type, a page at a time (not shown by the spec).
import { useState } from "react";
import { Card } from "@/components/ui/card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ACTIVITY_TYPES, useAdminActivity, type ActivityType } from "../api/get-admin-activity";
import { ACTIVITY_TYPE_LABELS, ActivityIcon, describeActivity } from "./activity-meta";
import { AdminPageHeader } from "./admin-layout";
import { formatRelative } from "./format";
import { LoadStates } from "./load-states";
import { Pager } from "./pager";
import { formatDate } from "@shared/format";

const PAGE_SIZE = 25;

export function ActivityLogs() {
  const [type, setType] = useState<ActivityType | "all">("all");
  const [page, setPage] = useState(1);
  const activity = useAdminActivity({
    limit: PAGE_SIZE,
    page,
    type: type === "all" ? undefined : type,
  });
  const rows = activity.data?.rows;

  return (
    <>
      <AdminPageHeader
        title="Activity Logs"
        description="Everything that happened on the platform, newest first."
      >
        <Select
          value={type}
          onValueChange={(v) => {
            setType(v as ActivityType | "all");
            setPage(1);
          }}
        >
          <SelectTrigger aria-label="Type" className="w-44 bg-white">
            <SelectValue />
          </SelectTrigger>
          <SelectContent align="end">
            <SelectItem value="all">All types</SelectItem>
            {ACTIVITY_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {ACTIVITY_TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </AdminPageHeader>

      <Card className="overflow-hidden">
        <LoadStates
          read={activity}
          what="the activity log"
          loadingLabel="Loading activity"
          rows={6}
          data={rows}
          empty={
            <p className="px-6 py-12 text-center text-sm text-muted-foreground">No activity yet.</p>
          }
        >
          {(rows) => (
            <Table aria-busy={activity.isPlaceholderData || undefined}>
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">Type</TableHead>
                  <TableHead>Event</TableHead>
                  <TableHead>User</TableHead>
                  <TableHead>When</TableHead>
                  <TableHead className="pr-4">From</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={e.id} data-testid="activity-row">
                    <TableCell className="pl-4">
                      <div className="flex items-center gap-2">
                        <ActivityIcon type={e.type} className="size-8" />
                        <span
                          className="hidden text-xs text-muted-foreground sm:inline"
                          aria-hidden="true"
                        >
                          {ACTIVITY_TYPE_LABELS[e.type]}
                        </span>
                      </div>
                    </TableCell>
                    <TableCell>
                      {/* The event's code stays a tooltip (for searching the logs), not the text. */}
                      <p className="font-medium text-slate-900" title={e.action}>
                        {describeActivity(e)}
                      </p>
                    </TableCell>
                    <TableCell className="max-w-56">
                      <p className="truncate">{e.user ?? "System"}</p>
                      {e.userEmail && e.userEmail !== e.user && (
                        <p className="truncate text-xs text-muted-foreground">{e.userEmail}</p>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={e.timestamp} title={formatDate(e.timestamp, "dateTime")}>
                        {formatRelative(e.timestamp)}
                      </time>
                    </TableCell>
                    <TableCell className="max-w-48 pr-4 text-xs text-muted-foreground">
                      <p>{e.ipAddress ?? "—"}</p>
                      {e.userAgent && (
                        <p className="truncate" title={e.userAgent}>
                          {e.userAgent}
                        </p>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </LoadStates>
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={activity.data?.total ?? 0}
          onPage={setPage}
          busy={activity.isFetching}
        />
      </Card>
    </>
  );
}
