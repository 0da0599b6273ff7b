// The live totals panel: subtotal, the document discount, the VAT per rate (or the typed tax) and
// the total in the chosen currency, by the server's arithmetic (the discount is taken
// before tax; total = taxable amount + tax).
import { useWatch } from "react-hook-form";
import { formatMoney, type VatBreakdownEntry } from "@shared/doc-types";
import { cn } from "@/lib/utils";
import { type InvoiceControl, liveTotals } from "./invoice-form";

export function useLiveTotals(control: InvoiceControl) {
  const [items, taxAmount, discountAmount, discountPercent, currency] = useWatch({
    control,
    name: ["items", "taxAmount", "discountAmount", "discountPercent", "currency"],
  });
  return { ...liveTotals(items, taxAmount, { discountAmount, discountPercent }), currency };
}

export function TotalsList({
  subtotal,
  taxAmount,
  discountAmount,
  total,
  currency,
  vatBreakdown = [],
  withRates = false,
  totalLabel = "Total",
  testIdPrefix,
  className,
}: {
  subtotal: number;
  taxAmount: number;
  discountAmount: number;
  total: number;
  currency: string;
  vatBreakdown?: VatBreakdownEntry[];
  withRates?: boolean;
  totalLabel?: string;
  testIdPrefix?: string;
  className?: string;
}) {
  const rows: [string, string, string][] = [
    ["subtotal", "Subtotal", formatMoney(subtotal, currency)],
    [
      "discount",
      "Discount",
      discountAmount > 0 ? formatMoney(-discountAmount, currency) : formatMoney(0, currency),
    ],
  ];
  if (withRates)
    vatBreakdown.forEach((e, i) =>
      rows.push([
        `vat-${i}`,
        `VAT ${e.rate}%${e.category === "S" ? "" : ` (${e.category})`} on ${formatMoney(e.taxableAmount, currency)}`,
        formatMoney(e.taxAmount, currency),
      ]),
    );
  else rows.push(["tax", "Tax", formatMoney(taxAmount, currency)]);
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
