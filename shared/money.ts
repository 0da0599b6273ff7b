// Money as the app shows it. Amounts are integers of minor units (cents) everywhere; this is the
// one place they become text. No zod here: the dashboard imports it without the request schemas.
import type { Currency } from "./validation/options";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as money, by default in US English: $1,234.56, €1,234.56, £1,234.56, CA$1,234.56,
 * A$1,234.56. `wholeWithoutCents`: a whole amount without its zero cents, as prose writes a
 * statutory threshold ($75,000; $76,254.60 stays as it is).
 */
export function formatMoney(
  minor: number,
  currency: Currency | (string & {}) = "USD",
  locale = "en-US",
  { wholeWithoutCents = false }: { wholeWithoutCents?: boolean } = {},
): string {
  const whole = wholeWithoutCents && minor % 100 === 0;
  const key = `${locale}:${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: "currency", currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
    } catch {
      // Not a currency code Intl knows (an old row, say): the amount and the code as they are.
      return `${(minor / 100).toFixed(2)} ${currency}`;
    }
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

/** A form's amount in major units as minor units, rounded to the cent: 19.99 → 1999. NaN stays NaN (the schema says so). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}
