// The national rules an e-invoice format carries for the seller's country, checked before the file
// is built: one the official rules refuse is never handed out, and a missing or malformed field
// is a gap (./einvoice-checks.ts: the export's 400 naming it, the answer's readiness). Peppol BIS Billing 3.0 (our UBL) carries national rules for sellers in
// Germany (DE-R, between two German parties), the Netherlands (NL-R), Italy (IT-R), Sweden (SE-R),
// Denmark (DK-R), Iceland (IS-R) and Greece (GR-R); XRechnung is Germany's rules (BR-DE) for every
// seller, checked with the format's other needs in einvoice.ts. CII and Factur-X's EN 16931
// profile carry no national rules.
import { type TInvoiceRequest, lineCategory } from "../../../shared/doc-types";
import type { EInvoiceFormat } from "../../../shared/doc-types/invoice/e-invoice";
import type { BusinessIdentity } from "../business";
import { countryName } from "../../../shared/business/countries";
import { LEGAL_ID, compactLegalId as compact } from "./einvoice-legal-ids";
import { addressParts } from "./einvoice-parties";
import { invoiceCurrency } from "./facts";
import { transferDetails } from "./issuer";

/** The Luhn check a Swedish organisation number's last digit is (SE-R-013). */
const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => {
    const n = Number(d) * (i % 2 ? 2 : 1);
    return sum + (n > 9 ? n - 9 : n);
  }, 0) % 10 === 0;

interface Facts {
  input: TInvoiceRequest;
  business: BusinessIdentity;
  /** The client is in the seller's country (most national rules are for domestic invoices). */
  domestic: boolean;
  client: ReturnType<typeof addressParts>;
  bank: ReturnType<typeof transferDetails>;
  rule: (id: string) => string;
  /** Records a field the rules find missing or malformed. */
  gap: (path: string, message: string) => void;
}

function sellerAddress({ business, rule, gap }: Facts, parts: ("street" | "city" | "postalCode")[], ids: string) {
  const missing = parts.filter((p) => !business[p]);
  if (missing.length)
    gap("businessProfile.address", `${rule(ids)}: your business profile's address needs its ${missing.map((p) => ({ street: "street", city: "city", postalCode: "postcode" })[p]).join(" and ")}`);
}

function clientAddress({ client, rule, gap }: Facts, parts: ("street" | "city" | "postalCode")[], ids: string) {
  if (parts.some((p) => !client[p])) gap("clientAddress", `${rule(ids)}: the client's address needs its street and a line with its postcode and city (like 10115 Berlin)`);
}

function legalId(f: Facts, id: string | undefined, path: "businessProfile.registrationNumber" | "clientRegistrationNumber", country: string, ids: string, required: boolean) {
  const register = LEGAL_ID[country]!;
  const whose = path === "businessProfile.registrationNumber" ? "your business profile's registration number" : "the client's registration number";
  if (!id) {
    if (required) f.gap(path, `${f.rule(ids)}: ${whose} is required: ${register.name}`);
    return;
  }
  if (!register.form.test(compact(id)) || (country === "SE" && !luhn(compact(id))))
    f.gap(path, `${f.rule(ids)}: ${whose} must be ${register.name}${country === "SE" ? " with a valid check digit" : ""}`);
}

function needsBank({ bank, rule, gap }: Facts, ids: string) {
  if (!bank?.iban && !bank?.accountNumber) gap("businessProfile.bank", `${rule(ids)}: your business profile needs a bank account (IBAN or account number) in the invoice's currency (the payment instructions)`);
}

/** Peppol BIS Billing 3.0's national rules, by the seller's country. */
const PEPPOL: Record<string, (f: Facts) => void> = {
  DE: (f) => {
    if (!f.domestic) return;
    sellerAddress(f, ["city", "postalCode"], "DE-R-003, DE-R-004");
    if (!f.business.phone) f.gap("businessProfile.phone", `${f.rule("DE-R-006")}: your business profile needs a phone number (the seller's contact telephone, BT-42)`);
    clientAddress(f, ["city", "postalCode"], "DE-R-008, DE-R-009");
    needsBank(f, "DE-R-001");
  },
  NL: (f) => {
    sellerAddress(f, ["street", "city", "postalCode"], "NL-R-002");
    legalId(f, f.business.registrationNumber, "businessProfile.registrationNumber", "NL", "NL-R-003", false);
    if (f.input.type !== "credit_note") needsBank(f, "NL-R-007");
    if (!f.domestic) return;
    clientAddress(f, ["street", "city", "postalCode"], "NL-R-004");
    legalId(f, f.input.clientRegistrationNumber, "clientRegistrationNumber", "NL", "NL-R-005", false);
  },
  IT: (f) => sellerAddress(f, ["street", "city", "postalCode"], "IT-R-002, IT-R-003, IT-R-004"),
  SE: (f) => {
    legalId(f, f.business.registrationNumber, "businessProfile.registrationNumber", "SE", "SE-R-003, SE-R-004, SE-R-013", false);
    const rates = new Set(f.input.items.filter((i) => lineCategory(i) === "S").map((i) => i.vatRate));
    for (const rate of rates)
      if (rate !== 6 && rate !== 12 && rate !== 25) f.gap("items", `${f.rule("SE-R-006")}: a Swedish seller's standard VAT rates are 25%, 12% and 6%, not ${rate}%`);
  },
  DK: (f) => {
    legalId(f, f.business.registrationNumber, "businessProfile.registrationNumber", "DK", "DK-R-002, DK-R-014", true);
    // Between Danish parties a transfer is paid to an IBAN (code 58); code 30, an account alone, is not among DK-R-005's.
    if (f.domestic && f.bank && !f.bank.iban) f.gap("businessProfile.bank", `${f.rule("DK-R-005")}: your business profile needs an IBAN (a payment to an account number alone, code 30, is not among those allowed)`);
  },
  IS: (f) => {
    legalId(f, f.business.registrationNumber, "businessProfile.registrationNumber", "IS", "IS-R-002", true);
    sellerAddress(f, ["street", "postalCode"], "IS-R-003");
    if (!f.domestic) return;
    legalId(f, f.input.clientRegistrationNumber, "clientRegistrationNumber", "IS", "IS-R-004", true);
    clientAddress(f, ["street", "postalCode"], "IS-R-005");
  },
  GR: (f) => {
    // Greek invoices carry the myDATA identifiers (the issuer's VAT number, series and MARK in
    // the invoice number, GR-R-001): an invoice this app numbers cannot have them.
    f.gap("format", "Peppol UBL from a Greek seller needs the invoice's myDATA identifiers (GR-R-001), which this app does not issue: export CII or Factur-X instead");
  },
};
PEPPOL.EL = PEPPOL.GR!;

/** What the seller's country's national rules of `format` find missing or malformed, in the rules' order. */
export function nationalGaps(input: TInvoiceRequest, business: BusinessIdentity, format: EInvoiceFormat): { path: string; message: string }[] {
  const national = format === "ubl" && business.country ? PEPPOL[business.country] : undefined;
  if (!national || !business.country) return [];
  const gaps: { path: string; message: string }[] = [];
  national({
    input,
    business,
    domestic: input.clientCountry === business.country,
    client: addressParts((input.clientAddress ?? "").split("\n").filter(Boolean)),
    bank: transferDetails(business.bank, invoiceCurrency(input, business)),
    rule: (ids) => `Peppol's national rules for a seller in ${countryName(business.country ?? "")} (${ids})`,
    gap: (path, message) => gaps.push({ path, message }),
  });
  return gaps;
}
