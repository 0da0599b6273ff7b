// The lines table, the totals (VAT per rate) and the words the tax treatment must carry.
import { UNIT_OPTIONS } from "../../../shared/doc-types";
import type { InvoiceLabels } from "../../../shared/invoicing/labels";
import { EU_COUNTRIES } from "../../../shared/business/identifiers";
import { type Block, type Section, type TotalRow, p, section } from "../../documents/model";
import { exemptionTexts } from "./exemptions";
import type { InvoiceFacts } from "./facts";
import { taxRows } from "./tax-rows";

const unitName = (units: InvoiceLabels["units"], code: string | undefined, quantity: number) => {
  const unit = UNIT_OPTIONS.find((u) => u.value === (code ?? "C62"));
  if (!unit || unit.value === "C62") return "";
  return units[unit.value][quantity === 1 ? 0 : 1];
};

const localCurrency = (country: string) =>
  ({ BG: "BGN", CZ: "CZK", DK: "DKK", HU: "HUF", PL: "PLN", RO: "RON", SE: "SEK" })[country] ?? "EUR";

/** The Items section: the table of lines, the totals under it, and the exemption and currency notes. */
export function itemsSection(facts: InvoiceFacts): Section {
  const { input, kind, business, country, L, v, currency, f, credit, money, totals, tax } = facts;
  const rateText = (rate: number) => `${f.number(rate)}%`;
  // A receipt whose subtotal is what was paid prints the amount once.
  const totalRows: TotalRow[] = kind === "receipt" && totals.subtotal === totals.total ? [] : [{ label: L.totals.subtotal, value: money(totals.subtotal) }];
  if (totals.discountTotal > 0) {
    const pct = input.discountPercent !== undefined ? ` (${rateText(input.discountPercent)})` : "";
    totalRows.push({ label: `${L.totals.discount}${pct}`, value: f.money(credit ? totals.discountTotal : -totals.discountTotal) });
  }
  const taxes = taxRows(facts, rateText);
  totalRows.push(...taxes.rows);
  totalRows.push({ label: v.totalLabel, value: money(totals.total), emphasis: true });

  const anyDiscount = totals.items.some((i) => i.lineDiscount > 0);
  const columns = [
    { header: L.columns.description },
    { header: L.columns.quantity, align: "right" as const },
    { header: L.columns.unitPrice, align: "right" as const },
    ...(anyDiscount ? [{ header: L.columns.discount, align: "right" as const }] : []),
    ...(taxes.column ? [{ header: tax, align: "right" as const }] : []),
    { header: L.columns.amount, align: "right" as const },
  ];
  const itemsBlocks: Block[] = [
    {
      type: "table",
      columns,
      rows: totals.items.map((item) => {
        const unit = unitName(L.units, item.unit, item.quantity);
        return [
          item.description,
          unit ? `${f.number(item.quantity)} ${unit}` : f.number(item.quantity),
          money(item.unitPrice),
          ...(anyDiscount ? [item.discountPercent ? rateText(item.discountPercent) : ""] : []),
          ...(taxes.column ? [taxes.column(item)] : []),
          money(item.netAmount),
        ];
      }),
    },
    { type: "totals", rows: totalRows },
  ];
  // The words a zero-rated, exempt or reverse-charged supply must carry (Art. 226(11), (11a); a UK
  // issuer's under the VAT Act 1994).
  const exemptions = exemptionTexts(totals.vatBreakdown.map((e) => e.category), input, business);
  for (const text of new Set(exemptions.values())) itemsBlocks.push(p(text));
  if (taxes.column && totals.taxTotal > 0 && currency !== "EUR" && country && EU_COUNTRIES.has(country) && currency !== localCurrency(country)) {
    // Art. 230: the VAT in the member state's currency may be needed; we say what it is in.
    itemsBlocks.push(p(L.statedIn(tax, currency)));
  }
  return section(L.headings.items, itemsBlocks);
}
