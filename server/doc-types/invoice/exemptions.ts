// The words a zero-rated, exempt or reverse-charged supply must carry, in the issuer's law; the
// printed invoice and the e-invoice both take them from here.
import { type TInvoiceRequest, EXEMPTION_WORDING, type VatCategory } from "../../../shared/doc-types";
import { compactId } from "../../../shared/business/identifiers";
import type { BusinessIdentity } from "../business";

/**
 * A UK issuer's words (the Value Added Tax Act 1994; since Brexit the EU Directive's articles are
 * not its law). Goods exported are zero-rated (s. 30(6); HMRC VAT Notice 703). Services to a
 * business abroad are supplied where the customer belongs (s. 7A), outside the scope of UK VAT;
 * to a UK business under the domestic reverse charge (s. 55A: construction services, specified
 * goods), the customer pays the VAT to HMRC. An intra-community supply is EU law: only goods
 * from Northern Ireland (an XI VAT number, the Windsor Framework) are one; from Great Britain
 * goods going to the EU are exports.
 */
export const UK_WORDING = {
  export: "Zero-rated export of goods (Value Added Tax Act 1994, s. 30(6); HMRC VAT Notice 703)",
  outsideScope:
    "Outside the scope of UK VAT: the place of supply is where the customer belongs (Value Added Tax Act 1994, s. 7A); the customer accounts for any VAT due there (reverse charge)",
  domesticReverseCharge: "Reverse charge: customer to pay the VAT to HMRC (Value Added Tax Act 1994, s. 55A)",
} as const;

/** The country a client belongs to for VAT: its country, else its VAT ID's prefix (XI is the UK's). */
const clientVatCountry = ({ clientCountry, clientVatId }: Pick<TInvoiceRequest, "clientCountry" | "clientVatId">) => {
  const prefix = clientVatId ? compactId(clientVatId).slice(0, 2) : undefined;
  return clientCountry ?? (prefix === "XI" ? "GB" : prefix);
};

/** Our words for a category, in the issuer's law: the UK's for a UK issuer, else the EU Directive's. */
function categoryWording(category: VatCategory, input: Pick<TInvoiceRequest, "clientCountry" | "clientVatId">, business: BusinessIdentity | undefined): string | undefined {
  if (business?.country !== "GB") return EXEMPTION_WORDING[category];
  switch (category) {
    case "G":
      return UK_WORDING.export;
    case "K":
      return business.vatId && compactId(business.vatId).startsWith("XI") ? EXEMPTION_WORDING.K : UK_WORDING.export;
    case "AE":
      return clientVatCountry(input) === "GB" ? UK_WORDING.domesticReverseCharge : UK_WORDING.outsideScope;
    default:
      return EXEMPTION_WORDING[category];
  }
}

/**
 * The words each category of an invoice must carry where the law asks for them (AE, K, G, E, O),
 * by category, in the issuer's law (categoryWording). The form has one exemption reason: it
 * belongs to E and O (which have no wording of ours) when the invoice has either; otherwise it
 * replaces ours when only one category carries words (a national citation for a reverse charge,
 * say). So a mixed invoice never prints one category's reason for another: its reverse charge
 * keeps the reverse-charge wording. A standard-rated or zero-rated supply carries none, whatever
 * the body's exemptionReason. The printed invoice and the e-invoice's exemption reason (BT-120)
 * both take their words from here.
 */
export function exemptionTexts(
  categories: readonly VatCategory[],
  input: Pick<TInvoiceRequest, "exemptionReason" | "clientCountry" | "clientVatId">,
  business: BusinessIdentity | undefined,
): Map<VatCategory, string> {
  const worded = [...new Set(categories)].filter((c) => c !== "S" && c !== "Z");
  const forEorO = worded.includes("E") || worded.includes("O");
  const texts = new Map<VatCategory, string>();
  for (const category of worded) {
    const ownsReason = forEorO ? category === "E" || category === "O" : worded.length === 1;
    const text = (ownsReason ? input.exemptionReason : undefined) ?? categoryWording(category, input, business);
    if (text) texts.set(category, text);
  }
  return texts;
}
