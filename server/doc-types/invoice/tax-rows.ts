// The tax rows under an invoice's items and the tax column of its table. A row only when there is
// something to say, a rate or an amount: "Sales tax $0.00" with no basis reads as a tax decision
// nobody made. A receipt for a payment carries no tax of its own (the invoice it pays did), so it
// prints none: a "VAT 0,00 €" there reads as a zero-rated sale, counted twice. A US invoice names
// no EU VAT category ("0% Z", "(zero-rated)"): those are the EU's codes, not a sales tax's.
import { lineCategory } from "../../../shared/doc-types";
import type { TotalRow } from "../../documents/model";
import type { InvoiceFacts } from "./facts";

type Item = InvoiceFacts["totals"]["items"][number];

export function taxRows({ kind, country, L, money, totals, tax }: InvoiceFacts, rateText: (rate: number) => string): { rows: TotalRow[]; column?: (item: Item) => string } {
  if (kind === "receipt" && totals.taxTotal === 0) return { rows: [] };
  if (!totals.withRates) return { rows: totals.taxTotal > 0 ? [{ label: tax, value: money(totals.taxTotal) }] : [] };
  const euCategories = country !== "US";
  const zero = (name: string) => (euCategories ? `${rateText(0)} ${name}` : rateText(0));
  const rows: TotalRow[] = [];
  if (totals.discountTotal > 0) rows.push({ label: L.totals.taxableAmount, value: money(totals.taxableTotal) });
  for (const e of totals.vatBreakdown) {
    const rate = e.category === "S" ? rateText(e.rate) : zero(`(${L.categories[e.category]})`);
    rows.push({ label: L.totals.taxOn(tax, rate, money(e.taxableAmount)), value: money(e.taxAmount) });
  }
  const column = (item: Item) => (lineCategory(item) === "S" ? rateText(item.vatRate ?? 0) : zero(lineCategory(item)));
  return { rows, column };
}
