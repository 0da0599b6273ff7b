// The head of an invoice: its dates and references, the two parties, and a receipt's note of the
// payment: PAID when the invoice is paid in full, else "Payment received" with the balance left.
import { type Block, type Party } from "../../documents/model";
import { countryName } from "../../../shared/business/countries";
import { type InvoiceFacts, lines } from "./facts";

/** The dates and references printed under the title. */
export function invoiceMeta({ input, ctx, kind, L, v, f, credit, money, validUntil, payment, paidOn }: InvoiceFacts) {
  const M = L.meta;
  const meta = [
    { label: v.numberLabel, value: ctx.number ?? M.draftNumber },
    { label: v.dateLabel, value: f.date(ctx.createdAt) },
  ];
  if (credit && input.precedingInvoice)
    meta.push({
      label: M.correctsInvoice,
      value: input.precedingInvoice.date ? M.numberOfDate(input.precedingInvoice.number, f.date(input.precedingInvoice.date)) : input.precedingInvoice.number,
    });
  if (input.supplyDate) meta.push({ label: M.supplyDate, value: f.date(input.supplyDate) });
  if (input.supplyPeriod?.start && input.supplyPeriod.end)
    meta.push({ label: M.supplyPeriod, value: `${f.date(input.supplyPeriod.start)} – ${f.date(input.supplyPeriod.end)}` });
  if (kind === "invoice" && input.dueDate) meta.push({ label: M.dueDate, value: f.date(input.dueDate) });
  if (kind === "quote" && validUntil) meta.push({ label: M.validUntil, value: f.date(validUntil) });
  if (kind === "receipt") meta.push({ label: M.paymentDate, value: paidOn });
  if (payment) {
    meta.push({ label: M.paymentMethod, value: L.methods[payment.method] });
    if (payment.reference) meta.push({ label: M.paymentReference, value: payment.reference });
    meta.push({ label: M.forInvoice, value: payment.invoiceNumber }, { label: M.balanceDue, value: money(payment.balanceDue) });
  }
  // A part payment leaves a balance: the receipt says what was received, not that the invoice is paid.
  if (kind === "receipt" && !(payment && payment.balanceDue > 0)) meta.push({ label: M.status, value: M.paid });
  if (input.purchaseOrderReference) meta.push({ label: M.purchaseOrder, value: input.purchaseOrderReference });
  if (input.buyerReference) meta.push({ label: M.buyerReference, value: input.buyerReference });
  return meta;
}

/** The parties (issuer and client) and, on a receipt, what was paid. */
export function invoiceIntro(facts: InvoiceFacts): Block[] {
  const { input, kind, business, L, v, issuer } = facts;
  const P = L.parties;
  const from: Party = {
    label: P.from,
    name: issuer.name,
    lines: [
      ...(business?.tradingName && business.tradingName !== business.legalName ? [P.tradingAs(business.tradingName)] : []),
      ...lines(issuer.address),
      ...(business?.vatId ? [`${P.vatId}: ${business.vatId}`] : []),
      ...(business?.registrationNumber ? [`${registrationLabel(business.country, P.registrationNo)}: ${business.registrationNumber}`] : []),
      issuer.email,
      ...(issuer.phone ? [issuer.phone] : []),
      ...(issuer.website ? [issuer.website] : []),
    ],
  };
  const addressLines = lines(input.clientAddress);
  const clientCountry = input.clientCountry ? countryIn(input.clientCountry, facts.language) : undefined;
  const client: Party = {
    label: v.clientLabel,
    name: input.clientName,
    lines: [
      ...addressLines,
      ...(clientCountry && !addressLines.some((l) => l.includes(clientCountry)) ? [clientCountry] : []),
      ...(input.clientVatId ? [`${P.vatId}: ${input.clientVatId}`] : []),
      ...(input.clientRegistrationNumber ? [`${P.registrationNo}: ${input.clientRegistrationNumber}`] : []),
      ...(input.clientEmail ? [input.clientEmail] : []),
    ],
  };

  const intro: Block[] = [{ type: "parties", parties: [from, client] }];
  if (kind === "receipt") intro.push(receiptCallout(facts));
  return intro;
}

/** What a receipt's callout says: the payment, and whether the invoice is paid in full or what is left. */
function receiptCallout({ input, L, money, totals, payment, paidOn, paidHow, issuer }: InvoiceFacts): Block {
  const R = L.receipt;
  const said = { issuer: issuer.name, client: input.clientName, amount: money(totals.total), date: paidOn, how: paidHow };
  if (!payment) return { type: "callout", tone: "info", title: R.paidTitle, content: R.calloutStandalone(said) };
  const invoice = payment.invoiceNumber;
  if (payment.balanceDue > 0)
    return { type: "callout", tone: "info", title: R.receivedTitle, content: R.calloutPart({ ...said, invoice, balance: money(payment.balanceDue) }) };
  return { type: "callout", tone: "info", title: R.paidTitle, content: R.calloutFull({ ...said, invoice }) };
}

/** A country's name in the document's language ("Frankreich", "Allemagne"); English as the app names it. */
const countryIn = (code: string, language: string) =>
  language === "en" ? countryName(code) : (new Intl.DisplayNames([language], { type: "region" }).of(code) ?? countryName(code));

/** A US business's registration number is its EIN (the IRS's employer identification number). */
const registrationLabel = (country: string | undefined, label: string) => (country === "US" ? "EIN" : label);
