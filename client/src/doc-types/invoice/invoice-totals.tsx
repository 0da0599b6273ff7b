// The live totals panel: subtotal, tax, discount and total in the chosen currency (spec section 9:
// total = sum of line totals + tax − discount).
import { useWatch } from "react-hook-form";
import { formatMoney } from "@shared/doc-types";
import { cn } from "@/lib/utils";
import { type InvoiceControl, liveTotals } from "./invoice-form";

export function useLiveTotals(control: InvoiceControl) {
  const [items, taxAmount, discountAmount, currency] = useWatch({
    control,
    name: ["items", "taxAmount", "discountAmount", "currency"],
  });
  return { ...liveTotals(items, taxAmount, discountAmount), currency };
}

export function TotalsList({
  subtotal,
  taxAmount,
  discountAmount,
  total,
  currency,
  totalLabel = "Total",
  testIdPrefix,
  className,
}: {
  subtotal: number;
  taxAmount: number;
  discountAmount: number;
  total: number;
  currency: string;
  totalLabel?: string;
  testIdPrefix?: string;
  className?: string;
}) {
  const rows: [string, string, string][] = [
    ["subtotal", "Subtotal", formatMoney(subtotal, currency)],
    ["tax", "Tax", formatMoney(taxAmount, currency)],
    [
      "discount",
      "Discount",
      discountAmount > 0 ? formatMoney(-discountAmount, currency) : formatMoney(0, currency),
    ],
  ];
  const testId = (key: string) => (testIdPrefix ? `${testIdPrefix}-${key}` : undefined);
  return (
    <dl className={cn("space-y-2 text-sm", className)}>
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd data-testid={testId(key)} className="font-medium text-slate-900 tabular-nums">
            {value}
          </dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 border-t pt-2.5">
        <dt className="font-semibold text-slate-900">{totalLabel}</dt>
        <dd
          data-testid={testId("total")}
          className="text-lg font-semibold text-slate-950 tabular-nums"
        >
          {formatMoney(total, currency)}
        </dd>
      </div>
    </dl>
  );
}

export function InvoiceTotals({ control }: { control: InvoiceControl }) {
  const totals = useLiveTotals(control);
  return (
    <section
      aria-labelledby="totals-title"
      className="rounded-lg border border-blue-100 bg-blue-50/50 p-4"
    >
      <h3 id="totals-title" className="mb-3 text-sm font-semibold text-slate-900">
        Totals
      </h3>
      <TotalsList {...totals} testIdPrefix="totals" />
    </section>
  );
}
