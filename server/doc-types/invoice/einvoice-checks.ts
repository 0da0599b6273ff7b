// What an e-invoice needs that the printed invoice may lack, in one place: the export refuses the
// first gap with a 400 naming its field (./einvoice.ts), and every invoice and credit-note answer
// lists them all per format as its readiness (`eInvoice`, docs/API.md), so the two never disagree.
// A gap names a field of the request (buyerReference, clientEmail...) or of the business profile
// it is issued by (businessProfile.phone...); the seller's country's national rules add theirs
// (./einvoice-national.ts).
import { E_INVOICE_FORMATS, type EInvoiceFormat, type TEInvoiceReadiness } from "../../../shared/doc-types/invoice/e-invoice";
import { lineCategory, type TInvoiceRequest } from "../../../shared/doc-types";
import { invalidField } from "../../errors";
import type { BusinessIdentity } from "../business";
import { invoiceCurrency, transferDetails, type InvoiceContext } from "./template";
import { addressParts, endpointOf } from "./einvoice-parties";
import { nationalGaps } from "./einvoice-national";
import { REGISTER_ADDRESSED } from "./einvoice-legal-ids";

export interface EInvoiceGap {
  /** The field: a request field, or `businessProfile.<field>` for the profile's. */
  path: string;
  message: string;
}

export type Gaps = EInvoiceGap[];

/** EN 16931's and the format's own needs, given the seller's profile. */
function formatGaps(input: TInvoiceRequest, business: BusinessIdentity, format: EInvoiceFormat, gaps: Gaps) {
  const gap = (path: string, message: string) => gaps.push({ path, message });
  if (!business.country) gap("businessProfile.country", "An e-invoice needs the country of your business profile's address");
  if (input.items.some((i) => i.vatRate === undefined && i.vatCategory === undefined))
    gap("items", "An e-invoice needs a VAT rate or category on every line (the tax is computed from them)");
  if (!input.clientCountry) gap("clientCountry", "An e-invoice needs the client's country (ISO 3166 code, like FR)");
  // Two rules of EN 16931 that a printed invoice need not follow.
  const categories = new Set(input.items.map(lineCategory));
  if (categories.has("O") && categories.size > 1)
    gap("items", "An e-invoice can't mix lines not subject to VAT (category O) with other VAT categories (EN 16931, BR-O-11): issue them on an invoice of their own");
  if (categories.has("K") && !input.supplyDate && !input.supplyPeriod)
    gap("supplyDate", "An e-invoice of an intra-community supply (VAT category K) needs the date of supply: supplyDate or supplyPeriod (EN 16931, BR-IC-11)");
  // Peppol BIS 3 needs the buyer reference (BT-10) or the order reference (BT-13, our
  // purchaseOrderReference): PEPPOL-EN16931-R003. Between two German parties its German rules ask
  // for the buyer reference itself (DE-R-015); an order reference does not stand in for it there.
  if (format === "ubl" && !input.buyerReference) {
    if (business.country === "DE" && input.clientCountry === "DE")
      gap("buyerReference", "Peppol UBL between two German parties needs the buyer reference (the Leitweg-ID or the reference your client gave you; DE-R-015)");
    else if (!input.purchaseOrderReference)
      gap("buyerReference", "Peppol UBL needs the buyer reference or the purchase order reference (the reference your client asked you to quote)");
  }
  if (format !== "xrechnung") return;
  if (!input.clientEmail) gap("clientEmail", "XRechnung needs the client's e-mail address as its electronic address");
  if (!input.buyerReference) gap("buyerReference", "XRechnung needs the buyer reference (the Leitweg-ID of a German public body)");
  const client = addressParts((input.clientAddress ?? "").split("\n").filter(Boolean));
  if (!client.city || !client.postalCode) gap("clientAddress", "XRechnung needs the client's postcode and city (a line like 10115 Berlin)");
  if (!business.city || !business.postalCode) gap("businessProfile.address", "XRechnung needs your business profile's postcode and city");
  if (!business.phone) gap("businessProfile.phone", "XRechnung needs a phone number in your business profile (the seller's contact)");
  // The account the printed invoice gives for its currency (a UK account only in pounds, a US one only in dollars).
  const bank = transferDetails(business.bank, invoiceCurrency(input, business));
  if (!bank?.iban && !bank?.accountNumber) gap("businessProfile.bank", "XRechnung needs your bank account (IBAN) in your business profile");
}

/** The parties' electronic addresses: Peppol knows them by their VAT or register numbers. */
function endpointGaps(input: TInvoiceRequest, business: BusinessIdentity, ctx: InvoiceContext, format: EInvoiceFormat, gaps: Gaps) {
  if (!endpointOf(format, business.vatId, business.country, business.registrationNumber, business.email ?? ctx.issuer.email)) {
    const register = REGISTER_ADDRESSED.has(business.country ?? "");
    gaps.push({
      path: register ? "businessProfile.registrationNumber" : "businessProfile.vatId",
      message: `A Peppol e-invoice needs your business profile's ${register ? "registration number" : "VAT ID"} (its Peppol address)`,
    });
  }
  if (!endpointOf(format, input.clientVatId, input.clientCountry, input.clientRegistrationNumber, input.clientEmail))
    gaps.push(
      REGISTER_ADDRESSED.has(input.clientCountry ?? "")
        ? { path: "clientRegistrationNumber", message: "A Peppol e-invoice needs the client's registration number (its Peppol address)" }
        : { path: "clientVatId", message: "A Peppol e-invoice needs the client's VAT ID (its Peppol address)" },
    );
}

/** Every gap that keeps `format` from being built for this invoice, in the order the export reports them. */
export function eInvoiceGaps(input: TInvoiceRequest, ctx: InvoiceContext, format: EInvoiceFormat): Gaps {
  const business = ctx.business;
  if (!business) return [{ path: "businessProfile", message: "An e-invoice needs the business profile it is issued by (the seller's address and VAT ID)" }];
  const gaps: Gaps = [];
  formatGaps(input, business, format, gaps);
  gaps.push(...nationalGaps(input, business, format));
  endpointGaps(input, business, ctx, format, gaps);
  return gaps;
}

/** The export's check: a 400 naming the first gap's field, as a schema's failure would. */
export function assertNoGaps(input: TInvoiceRequest, ctx: InvoiceContext, format: EInvoiceFormat): asserts ctx is InvoiceContext & { business: BusinessIdentity } {
  const [first] = eInvoiceGaps(input, ctx, format);
  if (first) throw invalidField(first.path, first.message);
}

/**
 * Each format's readiness: ready, or the fields still missing. A draft's says what its export will
 * need once it is finalized (its number is taken then, and is no field of the form).
 */
export function eInvoiceReadiness(input: TInvoiceRequest, ctx: InvoiceContext): TEInvoiceReadiness {
  const entries = E_INVOICE_FORMATS.map((format) => {
    const missing = [...new Set(eInvoiceGaps(input, ctx, format).map((g) => g.path))];
    return [format, { ready: missing.length === 0, missing }] as const;
  });
  return Object.fromEntries(entries) as TEInvoiceReadiness;
}
