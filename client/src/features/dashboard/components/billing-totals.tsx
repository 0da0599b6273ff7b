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

// On a phone the table reflows: each currency a block of two columns, each figure under its label
// (drawn from data-label by CSS, so a cell's text stays the amount), nothing behind a sideways scroll.
const PHONE_CELL =
  "max-sm:py-1 max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]";

export function BillingTotals({ billing }: { billing: TBillingTotals[] | undefined }) {
  if (!billing || billing.length === 0) return null;
  return (
    <section aria-labelledby="billing-title" className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="billing-title" className="text-base font-semibold text-slate-900">
        Invoices
      </h2>
      <div className="mt-3 sm:overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <thead>
            <tr className="text-left text-muted-foreground max-sm:sr-only">
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
              <tr key={b.currency} data-testid={`billing-${b.currency}`} className="border-t max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:pb-2">
                <th scope="row" className="py-2 pr-4 text-left font-medium max-sm:col-span-2">
                  {b.currency}
                </th>
                {COLUMNS.map((c) => (
                  <td
                    key={c.key}
                    data-label={c.label}
                    className={`py-2 pr-4 text-right ${PHONE_CELL} ${c.key === "overdue" && b.overdue > 0 ? "font-semibold text-red-700" : ""}`}
                  >
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
