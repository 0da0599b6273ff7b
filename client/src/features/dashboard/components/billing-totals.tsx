// The dashboard's billing figures, per currency: invoiced, paid, outstanding, overdue.
// Shown once the user has invoices; void ones are left out by the server.
import type { TBillingTotals } from "@shared/api/dashboard";
import { formatMoney } from "@shared/money";

const COLUMNS: { key: keyof Omit<TBillingTotals, "currency">; label: string }[] = [
  { key: "invoiced", label: "Invoiced" },
  { key: "paid", label: "Paid" },
  { key: "outstanding", label: "Outstanding" },
  { key: "overdue", label: "Overdue" },
];

export function BillingTotals({ billing }: { billing: TBillingTotals[] | undefined }) {
  if (!billing || billing.length === 0) return null;
  return (
    <section aria-labelledby="billing-title" className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="billing-title" className="text-base font-semibold text-slate-900">
        Invoices
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-4 font-medium">
                Currency
              </th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="py-1 pr-4 text-right font-medium">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {billing.map((b) => (
              <tr key={b.currency} data-testid={`billing-${b.currency}`} className="border-t">
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {b.currency}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} className={`py-2 pr-4 text-right ${c.key === "overdue" && b.overdue > 0 ? "font-semibold text-red-700" : ""}`}>
                    {formatMoney(b[c.key], b.currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
