// Checks of the identifiers a business profile carries: IBAN (ISO 13616, mod-97), BIC
// (ISO 9362), EU VAT numbers (the format of each member state, as VIES describes them), and US
// ABA routing numbers (their checksum). Plain functions over bounded strings; every pattern is
// anchored and linear.

/** Letters and digits only, upper case: how identifiers are compared and stored. */
export const compactId = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

/** IBAN length per country (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** A valid IBAN: known country, its length, and the ISO 7064 mod-97 checksum. */
export function isValidIban(value: string): boolean {
  const iban = compactId(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** An IBAN in groups of four, as printed. */
export const formatIban = (value: string) => compactId(value).replace(/(.{4})(?=.)/g, "$1 ");

/** A BIC / SWIFT code: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string) => /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(compactId(value));

/** A US ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  const n = compactId(value);
  if (!/^\d{9}$/.test(n)) return false;
  const d = [...n].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** VAT number formats of the EU member states (and Northern Ireland), after the country prefix. */
const EU_VAT: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-W]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The EU member states (ISO 3166-1 alpha-2). Greece's VAT prefix is EL, not GR. */
export const EU_COUNTRIES = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT",
  "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
]);

/** The European Economic Area: the EU and Iceland, Liechtenstein and Norway (where the GDPR applies). */
export const EEA_COUNTRIES = new Set([...EU_COUNTRIES, "IS", "LI", "NO"]);

/** The VAT prefix of a member state's VAT numbers. */
export const vatPrefixOf = (country: string) => (country === "GR" ? "EL" : country);

export type VatCheck = { ok: true } | { ok: false; message: string };

/**
 * An EU VAT number must carry its member state's prefix and that state's format. Outside the EU
 * (a US EIN, a UK, Canadian or Australian number) any tax ID of letters, digits and separators is
 * taken as written.
 */
export function checkVatId(value: string, country: string | undefined): VatCheck {
  const id = compactId(value);
  if (!/^[A-Z0-9]{2,20}$/.test(id)) return { ok: false, message: "VAT / tax ID may only have letters, digits, spaces, dots and dashes (at most 20)" };
  const prefix = id.slice(0, 2);
  const expected = country && EU_COUNTRIES.has(country) ? vatPrefixOf(country) : undefined;
  if (expected && prefix !== expected) {
    return { ok: false, message: `An EU VAT ID starts with its country code: ${expected}` };
  }
  const format = EU_VAT[prefix];
  if (format && !format.test(id.slice(2))) {
    return { ok: false, message: `VAT ID is not a valid ${prefix} VAT number` };
  }
  return { ok: true };
}

/**
 * A French company's SIREN (9 digits) from its registration number as typed: the SIREN itself
 * ("552 100 554") or a SIRET (its SIREN and a 5-digit establishment number); undefined otherwise.
 */
export function sirenOf(registrationNumber: string | undefined): string | undefined {
  const digits = registrationNumber?.replace(/[\s.-]/g, "");
  return digits && /^(?:\d{9}|\d{14})$/.test(digits) ? digits.slice(0, 9) : undefined;
}

/** A SIREN as printed: three groups of three digits, "552 100 554". */
export const formatSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
