// The invoice arithmetic, in integer minor units, shared by the server (which stores and prints
// what this returns, never totals a client sent) and the form's live preview. No zod here.
//
// EN 16931's model: each line's net amount is quantity × unit price less the line's discount,
// rounded half-up to minor units; the document discount (BG-20) is taken before tax and spread
// over the VAT rates; each rate's tax is its taxable amount × rate, rounded half-up once per rate.
// Every product is computed in BigInt, so no amount loses a cent to floating point.

/** EN 16931 VAT category codes (UNCL 5305). */
export const VAT_CATEGORIES = ["S", "Z", "E", "AE", "K", "G", "O"] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export const VAT_CATEGORY_OPTIONS = [
  { value: "S", label: "Standard rate" },
  { value: "Z", label: "Zero rated" },
  { value: "E", label: "Exempt" },
  { value: "AE", label: "Reverse charge" },
  { value: "K", label: "Intra-community supply" },
  { value: "G", label: "Export outside the EU" },
  { value: "O", label: "Outside the scope of VAT" },
] as const satisfies readonly { value: VatCategory; label: string }[];

/** UN/ECE Recommendation 20 unit codes an invoice line may use (the form offers the first six). */
export const UNIT_OPTIONS = [
  { value: "C62", label: "unit", plural: "units" },
  { value: "HUR", label: "hour", plural: "hours" },
  { value: "DAY", label: "day", plural: "days" },
  { value: "H87", label: "item", plural: "items" },
  { value: "KGM", label: "kg", plural: "kg" },
  { value: "MON", label: "month", plural: "months" },
  { value: "MIN", label: "minute", plural: "minutes" },
  { value: "WEE", label: "week", plural: "weeks" },
  { value: "ANN", label: "year", plural: "years" },
  { value: "LTR", label: "litre", plural: "litres" },
  { value: "MTR", label: "metre", plural: "metres" },
  { value: "MTK", label: "m²", plural: "m²" },
  { value: "KWH", label: "kWh", plural: "kWh" },
  { value: "LS", label: "lump sum", plural: "lump sums" },
] as const;
export type UnitCode = (typeof UNIT_OPTIONS)[number]["value"];
export const DEFAULT_UNIT: UnitCode = "C62";

/** Categories whose rate is always 0 (only S carries a positive rate). */
export const ZERO_RATE_CATEGORIES: readonly VatCategory[] = ["Z", "E", "AE", "K", "G", "O"];

/** The wording a category prints on an invoice; E and O need the issuer's own reason. */
export const EXEMPTION_WORDING: Partial<Record<VatCategory, string>> = {
  AE: "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)",
  K: "Intra-community supply exempt under Article 138, Directive 2006/112/EC",
  G: "Export outside the EU, exempt under Article 146",
};

export interface TaxLine {
  quantity: number;
  unitPrice: number;
  discountPercent?: number;
  vatRate?: number;
  vatCategory?: VatCategory;
}

export interface TaxInput<T extends TaxLine> {
  items: readonly T[];
  /** A typed tax amount: only when no line has a VAT rate (the invoices made before rates). */
  taxAmount?: number;
  discountAmount?: number;
  discountPercent?: number;
}

export interface VatBreakdownEntry {
  category: VatCategory;
  rate: number;
  taxableAmount: number;
  taxAmount: number;
  /** The share of the document discount taken at this rate (BG-20). */
  discountAmount: number;
}

export type ComputedLine<T> = T & {
  /** quantity × unit price, rounded half-up. */
  total: number;
  /** The line's own discount. */
  lineDiscount: number;
  /** total − lineDiscount: what the line adds to the subtotal. */
  netAmount: number;
};

export interface InvoiceTotals<T extends TaxLine> {
  items: ComputedLine<T>[];
  /** The sum of the lines' net amounts (EN 16931 BT-106). */
  subtotal: number;
  /** The document discount, before tax (BT-107). */
  discountTotal: number;
  /** subtotal − discountTotal (BT-109). */
  taxableTotal: number;
  /** The tax: the breakdown's sum, or the typed amount (BT-110). */
  taxTotal: number;
  /** One entry per VAT category and rate; empty for an invoice without rates. */
  vatBreakdown: VatBreakdownEntry[];
  /** taxableTotal + taxTotal (BT-112). */
  total: number;
  /** True when the lines carry VAT rates (the tax is computed), false for a typed tax amount. */
  withRates: boolean;
  /** Kept names: the tax and the document discount. */
  taxAmount: number;
  discountAmount: number;
}

/** A decimal with up to `places` decimals as an integer of 10^-places; undefined when it has more. */
export function toScaled(value: number | string, places: number): number | undefined {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  // Numbers like 1e-7 have no plain decimal form of ≤ 3 places anyway.
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  let decimals = m[2] ?? "";
  while (decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  if (decimals.length > places) return undefined;
  return Number(m[1]) * 10 ** places + Number(decimals.padEnd(places, "0") || "0");
}

/** n / d rounded half-up, for n ≥ 0, d > 0. */
const divHalfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

const scaled = (value: number | undefined, places: number): bigint => BigInt(toScaled(value ?? 0, places) ?? 0);

/** A line's category: as given, else S for a positive rate and Z for 0. */
export const lineCategory = (line: TaxLine): VatCategory =>
  line.vatCategory ?? ((line.vatRate ?? 0) > 0 ? "S" : "Z");

/** True when the document's tax comes from line rates rather than a typed amount. */
export const hasRates = (items: readonly TaxLine[]) =>
  items.some((i) => i.vatRate !== undefined || i.vatCategory !== undefined);

/** One line: quantity (≤ 3 decimals) × unit price, less its discount (≤ 2 decimals of a percent). */
export function computeLine<T extends TaxLine>(line: T): ComputedLine<T> {
  const total = Number(divHalfUp(scaled(line.quantity, 3) * BigInt(line.unitPrice), 1000n));
  const lineDiscount = Number(divHalfUp(BigInt(total) * scaled(line.discountPercent, 2), 10_000n));
  return { ...line, total, lineDiscount, netAmount: total - lineDiscount };
}

/** The invoice's totals: see the file's header. */
export function computeInvoiceTotals<T extends TaxLine>(input: TaxInput<T>): InvoiceTotals<T> {
  const items = input.items.map(computeLine);
  const subtotal = items.reduce((sum, line) => sum + line.netAmount, 0);
  const withRates = hasRates(input.items);
  const percent = scaled(input.discountPercent, 2);
  const amount = input.discountPercent !== undefined ? undefined : (input.discountAmount ?? 0);

  if (!withRates) {
    const discountTotal = amount ?? Number(divHalfUp(BigInt(subtotal) * percent, 10_000n));
    const taxTotal = input.taxAmount ?? 0;
    const taxableTotal = subtotal - discountTotal;
    const total = taxableTotal + taxTotal;
    return { items, subtotal, discountTotal, taxableTotal, taxTotal, vatBreakdown: [], total, withRates, taxAmount: taxTotal, discountAmount: discountTotal };
  }

  // Group the lines by category and rate, in the order they first appear.
  const groups = new Map<string, { category: VatCategory; rate: number; net: number }>();
  for (const line of items) {
    const category = lineCategory(line);
    const rate = category === "S" ? (line.vatRate ?? 0) : 0;
    const key = `${category}:${rate}`;
    const group = groups.get(key) ?? { category, rate, net: 0 };
    group.net += line.netAmount;
    groups.set(key, group);
  }
  const list = [...groups.values()];
  const shares = amount === undefined ? list.map((g) => Number(divHalfUp(BigInt(Math.max(g.net, 0)) * percent, 10_000n))) : spread(amount, list.map((g) => g.net));
  const vatBreakdown = list.map((g, i) => {
    const discountAmount = shares[i]!;
    const taxableAmount = g.net - discountAmount;
    const taxAmount = taxableAmount > 0 ? Number(divHalfUp(BigInt(taxableAmount) * scaled(g.rate, 2), 10_000n)) : 0;
    return { category: g.category, rate: g.rate, taxableAmount, taxAmount, discountAmount };
  });
  const discountTotal = shares.reduce((s, x) => s + x, 0);
  const taxableTotal = subtotal - discountTotal;
  const taxTotal = vatBreakdown.reduce((s, e) => s + e.taxAmount, 0);
  const total = taxableTotal + taxTotal;
  return { items, subtotal, discountTotal, taxableTotal, taxTotal, vatBreakdown, total, withRates, taxAmount: taxTotal, discountAmount: discountTotal };
}

/**
 * An amount spread over weights in proportion, in whole minor units that add up to it: each share
 * rounded down, the cents left over to the largest remainders (the first on a tie).
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(w, 0), 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const total = BigInt(sum);
  const exact = weights.map((w) => BigInt(amount) * BigInt(Math.max(w, 0)));
  const shares = exact.map((e) => e / total);
  let left = amount - Number(shares.reduce((s, x) => s + x, 0n));
  const order = exact.map((e, i) => ({ i, rem: e % total })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1n;
    left--;
  }
  return shares.map(Number);
}
