// Invoice, quote, receipt and credit note: one template, four variants. Amounts are integer minor
// units, recomputed here (shared/doc-types/invoice/tax.ts: line discounts, the document discount
// before tax, VAT per rate; client totals are never trusted) and formatted in the invoice's
// currency and the issuer's locale.
import type { TInvoiceRequest } from "../../../shared/doc-types";
import { type TemplateModel, clampTitle, p, section } from "../../documents/model";
import { type InvoiceContext, invoiceFacts, lines } from "./facts";
import { frenchPaymentSection } from "./france";
import { tradingDisclosures } from "./issuer";
import { itemsSection } from "./items";
import { invoiceIntro, invoiceMeta } from "./parties";
import { termsSection } from "./terms";

export { INVOICE_HEADINGS } from "./headings";
export { UK_WORDING, exemptionTexts } from "./exemptions";
export { type InvoiceContext, type Issuer, invoiceCurrency, invoiceFormatters, taxLabel } from "./facts";
export { tradingDisclosures, transferDetails } from "./issuer";

export function invoiceTemplate(input: TInvoiceRequest, ctx: InvoiceContext): TemplateModel {
  const facts = invoiceFacts(input, ctx);
  const { business, v, L } = facts;
  const H = L.headings;
  const sections = [itemsSection(facts), termsSection(facts)];
  const french = frenchPaymentSection(input, business);
  if (french) sections.push(french);
  if (input.notes) sections.push(section(H.notes, lines(input.notes).map((l) => p(l))));
  // The trading disclosures are small print at the foot of every page (and the end of the HTML).
  const disclosures = business ? tradingDisclosures(business, L) : [];

  return {
    title: clampTitle(`${v.title} ${ctx.number ?? "(draft)"} — ${input.clientName}`),
    meta: invoiceMeta(facts),
    intro: invoiceIntro(facts),
    sections,
    ...(disclosures.length ? { pageFooter: disclosures } : {}),
  };
}
