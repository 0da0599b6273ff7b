// The largest valid request of each generator: every text field at its maximum length and line
// count, every option picked, the most invoice items. Text is made of words of a wide glyph, so it
// wraps onto as many printed lines as its length allows. Used to measure what a document can cost
// the PDF printer (test/security/document-cost.test.ts).
import {
  CUSTOM_SERVICE_DURATION_MAX,
  CUSTOM_SERVICE_NAME_MAX,
  CUSTOM_SERVICE_PROVIDER_MAX,
  CUSTOM_SERVICE_PURPOSE_MAX,
  MAX_CUSTOM_SERVICES,
  REQUEST_FORM_URL_MAX,
  RETENTION_MAX,
  ITEM_DESCRIPTION_LINES,
  ITEM_DESCRIPTION_MAX,
  ITEMS_LINES_MAX,
  ITEMS_TEXT_MAX,
  MAX_ITEMS,
  MAX_QUANTITY,
  NOTES_LINES,
  NOTES_MAX,
  PURPOSE_LINES,
  PURPOSE_MAX,
  REFUND_POLICY_LINES,
  REFUND_POLICY_MAX,
} from "../shared/doc-types";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  COOKIE_PURPOSE_OPTIONS,
  COOKIE_SERVICE_OPTIONS,
  COOKIE_TYPE_OPTIONS,
  DATA_COLLECTED_OPTIONS,
  DATA_USE_OPTIONS,
  EMAIL_MAX,
  NDA_GOVERNING_LAW_OPTIONS,
  PRIVACY_REGION_OPTIONS,
  REGION_OPTIONS,
  SECURITY_MEASURE_OPTIONS,
  TERMS_GOVERNING_LAW_OPTIONS,
  URL_MAX,
  type Option,
} from "../shared/validation";

/** A wide glyph of one UTF-16 unit ("W" is about 1 em in the document fonts). */
export const WIDE = "W";

/** `length` characters of words of `glyph` (9 glyphs and a space), so the text wraps. */
export function words(length: number, glyph = WIDE): string {
  let out = "";
  while (out.length < length) out += (out.length % 10 === 9 ? " " : glyph);
  // Never end on a space: the schema trims it and the text gets shorter.
  return out.replace(/ $/, glyph);
}

/** `lines` lines of words, `max` characters in all (line breaks included). */
export function longText(max: number, lines: number, glyph = WIDE): string {
  const per = Math.floor((max - (lines - 1)) / lines);
  const rows = Array.from({ length: lines }, () => words(per, glyph));
  rows[lines - 1] = words(max - (lines - 1) - per * (lines - 1), glyph);
  return rows.join("\n");
}

/** A valid e-mail address of exactly `EMAIL_MAX` characters. */
export function longEmail(): string {
  const domain = "@" + ["a".repeat(63), "b".repeat(63), "c".repeat(60)].join(".") + ".com";
  return "w".repeat(EMAIL_MAX - domain.length) + domain;
}

/** A valid website address of exactly `max` characters (`URL_MAX` by default). */
export function longUrl(max = URL_MAX): string {
  const origin = "https://www.example.com/";
  return origin + "w".repeat(max - origin.length);
}

const values = (options: readonly Option[]) => options.map((o) => o.value);
const longestLabel = (options: readonly Option[]) =>
  options.reduce((a, b) => (b.label.length > a.label.length ? b : a)).value;

export function largestPrivacyPolicy(glyph = WIDE) {
  return {
    companyName: words(COMPANY_NAME_MAX, glyph),
    website: longUrl(),
    email: longEmail(),
    address: longText(ADDRESS_MAX, ADDRESS_LINES, glyph),
    dataCollected: values(DATA_COLLECTED_OPTIONS),
    dataUse: values(DATA_USE_OPTIONS),
    regions: values(PRIVACY_REGION_OPTIONS),
    effectiveDate: "2026-12-01",
    usesAdvertisingTracking: true,
    requestFormUrl: longUrl(REQUEST_FORM_URL_MAX),
    tollFreeNumber: "+1 (800) 555 - 0100 - 1234",
    // The longest safeguard text, and one the UK section repeats.
    transferSafeguard: "sccs",
    retention: Object.fromEntries(DATA_COLLECTED_OPTIONS.map((o) => [o.value, words(RETENTION_MAX, glyph)])),
    securityMeasures: values(SECURITY_MEASURE_OPTIONS),
    policyUrl: longUrl(),
  };
}

export function largestTerms(glyph = WIDE, businessType = "marketplace") {
  return {
    companyName: words(COMPANY_NAME_MAX, glyph),
    website: longUrl(),
    email: longEmail(),
    address: longText(ADDRESS_MAX, ADDRESS_LINES, glyph),
    businessType,
    hasPayments: true,
    refundPolicy: longText(REFUND_POLICY_MAX, REFUND_POLICY_LINES, glyph),
    governingLaw: longestLabel(TERMS_GOVERNING_LAW_OPTIONS),
    effectiveDate: "2026-12-01",
  };
}

export function largestCookiePolicy(glyph = WIDE) {
  return {
    companyName: words(COMPANY_NAME_MAX, glyph),
    website: longUrl(),
    email: longEmail(),
    address: longText(ADDRESS_MAX, ADDRESS_LINES, glyph),
    cookieTypes: values(COOKIE_TYPE_OPTIONS),
    purposes: values(COOKIE_PURPOSE_OPTIONS),
    regions: values(REGION_OPTIONS),
    hasAnalytics: true,
    hasMarketing: true,
    hasThirdParty: true,
    effectiveDate: "2026-12-01",
    services: values(COOKIE_SERVICE_OPTIONS),
    customServices: Array.from({ length: MAX_CUSTOM_SERVICES }, () => ({
      name: words(CUSTOM_SERVICE_NAME_MAX, glyph),
      provider: words(CUSTOM_SERVICE_PROVIDER_MAX, glyph),
      purpose: words(CUSTOM_SERVICE_PURPOSE_MAX, glyph),
      duration: words(CUSTOM_SERVICE_DURATION_MAX, glyph),
      party: "third",
      category: "marketing",
    })),
    policyUrl: longUrl(),
  };
}

export function largestNda(glyph = WIDE) {
  const party = () => ({
    name: words(COMPANY_NAME_MAX, glyph),
    address: longText(ADDRESS_MAX, ADDRESS_LINES, glyph),
    email: longEmail(),
  });
  return {
    type: "mutual",
    disclosingParty: party(),
    receivingParty: party(),
    purpose: longText(PURPOSE_MAX, PURPOSE_LINES, glyph),
    duration: "indefinite",
    governingLaw: longestLabel(NDA_GOVERNING_LAW_OPTIONS),
    effectiveDate: "2026-12-01",
  };
}

/**
 * The most items, sharing the invoice's whole text and line budget evenly (each item within its
 * own limits): the most printed lines the limits allow.
 */
export function largestInvoice(glyph = WIDE, type = "quote") {
  const lines = Math.min(ITEM_DESCRIPTION_LINES, Math.floor(ITEMS_LINES_MAX / MAX_ITEMS));
  const chars = Math.min(ITEM_DESCRIPTION_MAX, Math.floor(ITEMS_TEXT_MAX / MAX_ITEMS));
  return {
    type,
    clientName: words(COMPANY_NAME_MAX, glyph),
    clientEmail: longEmail(),
    clientAddress: longText(ADDRESS_MAX, ADDRESS_LINES, glyph),
    currency: "CAD",
    dueDate: "2026-12-31",
    validUntil: "2026-12-31",
    supplyPeriod: { start: "2026-11-01", end: "2026-11-30" },
    clientRegistrationNumber: words(50, glyph).replace(/[^\w ]/g, "x").slice(0, 50),
    purchaseOrderReference: words(100, glyph),
    buyerReference: words(100, glyph),
    exemptionReason: words(300, glyph),
    paymentTerms: longText(500, 5, glyph),
    notes: longText(NOTES_MAX, NOTES_LINES, glyph),
    ...(type === "credit_note" ? { precedingInvoice: { number: "INV-".padEnd(32, "9"), date: "2026-11-01" } } : {}),
    discountPercent: 12.5,
    // Every column the items table can have: a unit, a discount and a VAT category per line.
    items: Array.from({ length: MAX_ITEMS }, () => ({
      description: longText(chars, lines, glyph),
      quantity: MAX_QUANTITY,
      unit: "HUR",
      unitPrice: 199,
      discountPercent: 12.5,
      // Exempt: the category whose exemption reason is printed (a zero-rated line prints none).
      vatCategory: "E",
    })),
  };
}
