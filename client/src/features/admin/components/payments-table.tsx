// Payments, newest first (not shown by the spec): date, user, amount, currency, status, description.
// A payment of another amount than the Lifetime price is flagged: it was recorded, but the account
// was not upgraded, so someone has to look at it (refund it, or upgrade the user by hand).
import { CreditCard, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TAdminPayment } from "@shared/api/admin";
import { useAdminPayments } from "../api/get-admin-payments";
import { AdminPageHeader } from "./admin-layout";
import { formatMoney } from "./format";
import { LoadStates } from "./load-states";
import { Pager } from "./pager";
import { formatDate } from "@shared/format";

const PAGE_SIZE = 25;

const statusVariant = (status: string) =>
  status === "succeeded"
    ? "default"
    : status === "failed" || status === "canceled"
      ? "destructive"
      : "secondary";

function StatusCell({ payment: p }: { payment: TAdminPayment }) {
  if (p.amountMismatch) {
    const expected =
      p.expectedAmount === null ? "the Lifetime price" : formatMoney(p.expectedAmount, p.currency);
    return (
      <Badge
        variant="destructive"
        className="gap-1"
        title={`Paid ${formatMoney(p.amount, p.currency)}, expected ${expected}: recorded, the account was not upgraded`}
      >
        <TriangleAlert className="size-3" aria-hidden="true" />
        Amount mismatch
      </Badge>
    );
  }
  return <Badge variant={statusVariant(p.status)}>{p.status}</Badge>;
}

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
        <LoadStates
          read={payments}
          what="the payments"
          loadingLabel="Loading payments"
          data={rows}
          empty={
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
          }
        >
          {(rows) => (
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
                      {formatDate(p.createdAt, "dateTime")}
                    </TableCell>
                    <TableCell className="max-w-56">
                      <p className="truncate">{p.user ?? "Deleted user"}</p>
                      {p.userEmail && p.userEmail !== p.user && (
                        <p className="truncate text-xs text-muted-foreground">{p.userEmail}</p>
                      )}
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {formatMoney(p.amount, p.currency)}
                      {p.amountRefunded > 0 && p.status !== "refunded" && (
                        <p className="text-xs font-normal text-muted-foreground">
                          {formatMoney(p.amountRefunded, p.currency)} refunded
                        </p>
                      )}
                    </TableCell>
                    <TableCell>{p.currency}</TableCell>
                    <TableCell>
                      <StatusCell payment={p} />
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
        </LoadStates>
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
