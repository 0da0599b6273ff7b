// What a format's missing fields are called in words, for the invoice form's checklist and the
// viewer's disabled exports: signed-in screens only, apart from ./e-invoice.ts, which the invoice's
// meta (and so the landing page) imports: a module the landing page imports carries every export
// any lazy page uses.
/** A missing field in words, for the form's checklist and the viewer's disabled exports. */
export const E_INVOICE_FIELD_LABELS: Record<string, string> = {
  businessProfile: "a business profile to issue it from",
  "businessProfile.country": "your business profile's country",
  "businessProfile.address": "your business profile's full address (street, postcode and city)",
  "businessProfile.phone": "your business profile's phone number",
  "businessProfile.bank": "your business profile's bank account (IBAN)",
  "businessProfile.vatId": "your business profile's VAT ID",
  "businessProfile.registrationNumber": "your business profile's registration number",
  buyerReference: "the buyer reference",
  clientEmail: "the client's e-mail",
  clientAddress: "the client's postcode and city",
  clientCountry: "the client's country",
  clientVatId: "the client's VAT ID",
  clientRegistrationNumber: "the client's registration number",
  items: "a VAT rate or category the format accepts on every line",
  supplyDate: "the date of supply",
  format: "a seller country this format supports",
};

/** The missing fields in words: "the buyer reference and the client's e-mail". */
export function missingInWords(missing: readonly string[]): string {
  const words = missing.map((path) => E_INVOICE_FIELD_LABELS[path] ?? path);
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
