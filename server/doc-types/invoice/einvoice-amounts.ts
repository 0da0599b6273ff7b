// The amounts of an e-invoice, in the invoice's currency: the document discount, the VAT
// breakdown, the document totals and the lines.
import { lineCategory, type TInvoiceRequest, type VatCategory } from "../../../shared/doc-types";
import type { InvoiceTotals } from "../../../shared/doc-types/invoice/tax";

/** VATEX codes (CEF VATEX code list) for the categories that must state why no VAT is charged. */
const VATEX: Partial<Record<VatCategory, string>> = { AE: "VATEX-EU-AE", K: "VATEX-EU-IC", G: "VATEX-EU-G", O: "VATEX-EU-O" };

/** Minor units as the decimal the XML carries: 12345 → "123.45", -5 → "-0.05". */
export const decimalOf = (minor: number) => {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

type Totals = InvoiceTotals<TInvoiceRequest["items"][number]>;

/** An amount element and its currency attribute, and a VAT category element, as every part writes them. */
export function amountWriters(currency: string) {
  const money = (minor: number) => decimalOf(minor);
  const cur = <K extends string>(key: K, minor: number) => ({ [key]: money(minor), [`${key}@currencyID`]: currency }) as Record<K, string>;
  const taxCategory = (category: VatCategory, rate: number) => ({
    "cbc:ID": category,
    ...(category === "O" ? {} : { "cbc:Percent": String(rate) }),
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  });
  return { cur, taxCategory };
}

type Writers = ReturnType<typeof amountWriters>;

/** The document discount (BG-20), one per VAT rate it was spread over. */
export function documentAllowances(totals: Totals, { cur, taxCategory }: Writers) {
  return totals.discountTotal > 0
    ? {
        "cac:AllowanceCharge": totals.vatBreakdown
          .filter((e) => e.discountAmount > 0)
          .map((e) => ({
            "cbc:ChargeIndicator": "false",
            "cbc:AllowanceChargeReasonCode": "95",
            "cbc:AllowanceChargeReason": "Discount",
            ...cur("cbc:Amount", e.discountAmount),
            "cac:TaxCategory": taxCategory(e.category, e.rate),
          })),
      }
    : {};
}

/** The VAT total and its breakdown by category and rate (BG-23), with each exemption's reason. */
export function taxTotals(totals: Totals, exemptions: Map<VatCategory, string>, { cur }: Writers) {
  return [
    {
      ...cur("cbc:TaxAmount", totals.taxTotal),
      "cac:TaxSubtotal": totals.vatBreakdown.map((e) => {
        const reason = exemptions.get(e.category);
        return {
          ...cur("cbc:TaxableAmount", e.taxableAmount),
          ...cur("cbc:TaxAmount", e.taxAmount),
          "cac:TaxCategory": {
            "cbc:ID": e.category,
            "cbc:Percent": String(e.rate),
            ...(VATEX[e.category] ? { "cbc:TaxExemptionReasonCode": VATEX[e.category] } : {}),
            ...(reason && e.category !== "S" && e.category !== "Z" ? { "cbc:TaxExemptionReason": reason } : {}),
            "cac:TaxScheme": { "cbc:ID": "VAT" },
          },
        };
      }),
    },
  ];
}

/** The document totals (BG-22). */
export function monetaryTotal(totals: Totals, { cur }: Writers) {
  return {
    ...cur("cbc:LineExtensionAmount", totals.subtotal),
    ...cur("cbc:TaxExclusiveAmount", totals.taxableTotal),
    ...cur("cbc:TaxInclusiveAmount", totals.total),
    ...(totals.discountTotal > 0 ? cur("cbc:AllowanceTotalAmount", totals.discountTotal) : {}),
    ...cur("cbc:PayableAmount", totals.total),
  };
}

/** The invoice lines (BG-25): quantity, unit, net amount, line discount, item and price. */
export function invoiceLines(totals: Totals, { cur, taxCategory }: Writers) {
  return totals.items.map((item, i) => {
    const category = lineCategory(item);
    const name = item.description.split("\n")[0]!;
    return {
      "cbc:ID": String(i + 1),
      "cbc:InvoicedQuantity": String(item.quantity),
      "cbc:InvoicedQuantity@unitCode": item.unit ?? "C62",
      ...cur("cbc:LineExtensionAmount", item.netAmount),
      ...(item.lineDiscount > 0
        ? {
            "cac:AllowanceCharge": [
              {
                "cbc:ChargeIndicator": "false",
                "cbc:AllowanceChargeReasonCode": "95",
                "cbc:AllowanceChargeReason": "Discount",
                "cbc:MultiplierFactorNumeric": String(item.discountPercent),
                ...cur("cbc:Amount", item.lineDiscount),
                ...cur("cbc:BaseAmount", item.total),
              },
            ],
          }
        : {}),
      "cac:Item": {
        ...(item.description !== name ? { "cbc:Description": item.description } : {}),
        "cbc:Name": name,
        "cac:ClassifiedTaxCategory": taxCategory(category, category === "S" ? (item.vatRate ?? 0) : 0),
      },
      "cac:Price": cur("cbc:PriceAmount", item.unitPrice),
    };
  });
}
