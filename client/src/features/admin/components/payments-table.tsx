// Payments, newest first (not shown by the spec): date, user, amount, currency, status, description.
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { RowsSkeleton } from "./rows-skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useAdminPayments } from "../api/get-admin-payments";
import { AdminPageHeader } from "./admin-layout";
import { formatDateTime, formatMoney } from "./format";
import { LoadError } from "./load-error";
import { Pager } from "./pager";

const PAGE_SIZE = 25;

const statusVariant = (status: string) =>
  status === "succeeded"
    ? "default"
    : status === "failed" || status === "canceled"
      ? "destructive"
      : "secondary";

export function PaymentsTable() {
  const [page, setPage] = useState(1);
  const payments = useAdminPayments({ page, limit: PAGE_SIZE });
  const rows = payments.data?.rows;

  return (
    <>
      <AdminPageHeader
        title="Payments"
        description="Every payment, newest first. Amounts are in each payment's currency."
      />
      <Card className="overflow-hidden">
        {payments.isLoading ? (
          <RowsSkeleton label="Loading payments" />
        ) : payments.isError ? (
          <div className="p-4">
            <LoadError
              what="the payments"
              error={payments.error}
              onRetry={() => void payments.refetch()}
            />
          </div>
        ) : !rows?.length ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <span
              className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600"
              aria-hidden="true"
            >
              <CreditCard className="size-6" />
            </span>
            <p className="mt-4 text-base font-semibold text-slate-900">No payments yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Payments show up here as soon as customers buy Lifetime Access.
            </p>
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-4">Date</TableHead>
                <TableHead>User</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Currency</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="pr-4">Description</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id} data-testid="payment-row">
                  <TableCell className="pl-4 whitespace-nowrap">
                    {formatDateTime(p.createdAt)}
                  </TableCell>
                  <TableCell className="max-w-56">
                    <p className="truncate">{p.user ?? "Deleted user"}</p>
                    {p.userEmail && p.userEmail !== p.user && (
                      <p className="truncate text-xs text-muted-foreground">{p.userEmail}</p>
                    )}
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {formatMoney(p.amount, p.currency)}
                  </TableCell>
                  <TableCell>{p.currency}</TableCell>
                  <TableCell>
                    <Badge variant={statusVariant(p.status)}>{p.status}</Badge>
                  </TableCell>
                  <TableCell
                    className="max-w-64 truncate pr-4 text-muted-foreground"
                    title={p.description ?? undefined}
                  >
                    {p.description ?? "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={payments.data?.total ?? 0}
          onPage={setPage}
          busy={payments.isFetching}
        />
      </Card>
    </>
  );
}
