// User management (spec section 2): search, the two filters, the count, the table and the three
// actions per row, each confirmed in a dialog and applied by the server.
import { Search } from "lucide-react";
import { useState } from "react";
import type { TAdminUser } from "@shared/api/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
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
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import { initialsOf } from "@/lib/utils";
import { useAdminUsers, type StatusFilter, type SubscriptionFilter } from "../api/get-admin-users";
import { useUpdateAdminUser, type UserAction } from "../api/update-admin-user";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { AdminPageHeader } from "./admin-layout";
import { formatCount, formatRelative, plural } from "./format";
import { LoadStates } from "./load-states";
import { UserActionDialog } from "./user-action-dialog";
import {
  ACTION_FAILED,
  ACTION_INFO,
  filterUsers,
  rowActions,
  selfActionProblem,
  userLabel,
} from "./user-actions";
import { formatDate } from "@shared/format";

const SEARCH_DEBOUNCE_MS = 300;

function UserCell({ user }: { user: TAdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-500 to-indigo-600 text-xs font-semibold text-white"
      >
        {user.firstName || user.lastName
          ? initialsOf(user.firstName, user.lastName)
          : initialsOf(user.email)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{userLabel(user)}</p>
        {user.name && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
      </div>
    </div>
  );
}

/** One user: who, plan, role, status, documents, last seen, and the actions on them. */
function UserRow({ user, isMe, onAction }: { user: TAdminUser; isMe: boolean; onAction: (action: UserAction) => void }) {
  return (
    <TableRow
      data-testid="user-row"
      className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-1.5 max-md:gap-y-2 max-md:px-4 max-md:py-3"
    >
      <TableCell className="max-w-64 pl-4 max-md:w-full max-md:max-w-none max-md:p-0">
        <UserCell user={user} />
      </TableCell>
      <TableCell className="max-md:p-0">
        <Badge variant={user.subscription === "pro" ? "default" : "outline"}>
          {user.subscription === "pro" ? "Lifetime Access" : "Free"}
        </Badge>
      </TableCell>
      <TableCell className="max-md:p-0">
        <Badge variant={user.role === "admin" ? "secondary" : "outline"}>
          {user.role === "admin" ? "Admin" : "User"}
        </Badge>
      </TableCell>
      <TableCell className="max-md:p-0">
        <Badge variant={user.status === "blocked" ? "destructive" : "outline"}>
          {user.status === "blocked" ? "Blocked" : "Active"}
        </Badge>
      </TableCell>
      <TableCell className="text-right tabular-nums max-md:hidden">
        {formatCount(user.documentsCount)}
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground max-md:hidden">
        <span
          title={user.lastActiveAt ? formatDate(user.lastActiveAt, "dateTime") : undefined}
        >
          {formatRelative(user.lastActiveAt)}
        </span>
      </TableCell>
      <TableCell className="pr-4 max-md:w-full max-md:p-0">
        <div className="flex flex-wrap justify-end gap-1.5 max-md:justify-start">
          {rowActions(user).map((action) => {
            const problem = selfActionProblem(action, isMe);
            return (
              <Button
                key={action}
                size="sm"
                variant="outline"
                className="h-8 px-2.5 text-xs"
                disabled={!!problem}
                title={problem}
                aria-label={`${ACTION_INFO[action].label} ${userLabel(user)}`}
                onClick={() => onAction(action)}
              >
                {ACTION_INFO[action].label}
              </Button>
            );
          })}
        </div>
      </TableCell>
    </TableRow>
  );
}

export function AdminUsers() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState("");
  const [subscription, setSubscription] = useState<SubscriptionFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const serverSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ search: serverSearch, subscription, status });
  const [pending, setPending] = useState<{ user: TAdminUser; action: UserAction } | null>(null);

  const update = useUpdateAdminUser({
    onSuccess: (_user, action) => {
      setPending(null);
      toast({ title: ACTION_INFO[action].success });
    },
    onError: () => {
      setPending(null);
      toast({ variant: "destructive", ...ACTION_FAILED });
    },
  });

  // The server filtered; filter again here so the table answers every keystroke at once.
  const rows = users.data ? filterUsers(users.data.rows, { search, subscription, status }) : [];
  const total = users.data?.total ?? 0;
  const truncated = users.data ? total > users.data.rows.length : false;

  return (
    <>
      <AdminPageHeader
        title="Users"
        description="Find people, change their plan or role, block or unblock them."
      />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 md:flex-row md:items-center">
          <div className="relative flex-1">
            <Search
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name or e-mail..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
          <Select
            value={subscription}
            onValueChange={(v) => setSubscription(v as SubscriptionFilter)}
          >
            <SelectTrigger aria-label="Subscription" className="md:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All subscriptions</SelectItem>
              <SelectItem value="free">Free</SelectItem>
              <SelectItem value="pro">Lifetime Access</SelectItem>
            </SelectContent>
          </Select>
          <Select value={status} onValueChange={(v) => setStatus(v as StatusFilter)}>
            <SelectTrigger aria-label="Status" className="md:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              <SelectItem value="active">Active</SelectItem>
              <SelectItem value="blocked">Blocked</SelectItem>
            </SelectContent>
          </Select>
          <Badge
            variant="secondary"
            className="self-start md:self-center"
            data-testid="user-count"
            aria-live="polite"
          >
            {truncated
              ? `${formatCount(rows.length)} of ${formatCount(total)} users`
              : plural(rows.length, "user")}
          </Badge>
        </div>

        <LoadStates
          read={users}
          what="the users"
          loadingLabel="Loading users"
          data={rows}
          empty={
            <p className="px-6 py-12 text-center text-sm text-muted-foreground">
              No users match these filters.
            </p>
          }
        >
          {(rows) => (
            // Below md each row is a card (user, badges, then its actions on a line of their own),
            // so a phone reaches every action without scrolling the table sideways.
            <Table>
              <TableHeader className="max-md:hidden">
                <TableRow>
                  <TableHead className="pl-4">User</TableHead>
                  <TableHead>Subscription</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Documents</TableHead>
                  <TableHead>Last Active</TableHead>
                  <TableHead className="pr-4 text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((user) => (
                  <UserRow key={user.id} user={user} isMe={user.id === me?.id} onAction={(action) => setPending({ user, action })} />
                ))}
              </TableBody>
            </Table>
          )}
        </LoadStates>
      </Card>

      <UserActionDialog
        pending={pending}
        isPending={update.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && update.mutate({ id: pending.user.id, action: pending.action })}
      />
    </>
  );
}
