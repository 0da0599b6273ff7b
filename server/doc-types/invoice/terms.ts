// The section that says what to do with the document: pay an invoice, accept a quote, keep a
// receipt, take a credit note as the correction of its invoice.
import { type Section, p, section } from "../../documents/model";
import { daysBetween } from "../../../shared/invoicing/status";
import { emailLink } from "../common";
import { type InvoiceFacts, isVatCountry } from "./facts";
import { paymentDetails } from "./issuer";

/** Payment Terms, Acceptance, Payment Details or Correction, by the variant. */
export function termsSection(facts: InvoiceFacts): Section {
  const { input, ctx, kind, business, L, currency, f, money, totals, tax, issued, validUntil, issuer } = facts;
  const H = L.headings;
  const contact = p(L.contact[kind][0], emailLink(issuer.email), L.contact[kind][1]);
  if (kind === "invoice") {
    const days = input.dueDate ? daysBetween(issued, input.dueDate) : undefined;
    return section(H.paymentTerms, [
      p(
        input.dueDate ? L.invoice.dueBy(money(totals.total), f.date(input.dueDate), days) : L.invoice.dueOnReceipt(money(totals.total)),
        L.invoice.includeNumber(ctx.number, currency),
      ),
      ...(input.paymentTerms ? [p(input.paymentTerms)] : []),
      ...paymentDetails(business, currency, L),
      contact,
    ]);
  } else if (kind === "quote") {
    const [beforeEmail, afterEmail] = L.quote.accept(input.clientName, money(totals.total), issuer.name);
    return section(H.acceptance, [
      p(validUntil ? L.quote.validUntil(f.date(validUntil)) : L.quote.validThirtyDays, L.quote.scope(currency)),
      ...(input.paymentTerms ? [p(L.quote.paymentTerms(input.paymentTerms))] : []),
      p(beforeEmail, emailLink(issuer.email), afterEmail),
      {
        type: "signatures",
        parties: [
          {
            role: L.quote.acceptedBy,
            name: input.clientName,
            fields: [...L.quote.fields],
          },
        ],
      },
    ]);
  } else if (kind === "receipt") {
    return section(H.payment, [p(receiptText(facts)), ...receiptTaxNote(facts), contact]);
  } else {
    const preceding = input.precedingInvoice;
    return section(H.correction, [
      p(
        L.creditNote.corrects(preceding?.number ?? "", preceding?.date ? f.date(preceding.date) : undefined),
        L.creditNote.credited(input.clientName, f.money(totals.total), tax, f.money(totals.taxTotal), currency),
      ),
      contact,
    ]);
  }
}

/** A receipt's confirmation: of a payment against an invoice (part or full), or of the items above. */
function receiptText({ input, L, money, totals, payment, paidOn, paidHow, issuer }: InvoiceFacts): string {
  const said = { issuer: issuer.name, client: input.clientName, amount: money(totals.total), date: paidOn, how: paidHow };
  if (!payment) return L.receipt.standalone(said);
  const invoice = payment.invoiceNumber;
  return payment.balanceDue > 0 ? L.receipt.partPayment({ ...said, invoice, balance: money(payment.balanceDue) }) : L.receipt.paidInFull({ ...said, invoice });
}

/**
 * A receipt for an invoice that charged VAT says it is no VAT invoice itself: the VAT is on the
 * invoice, and the receipt must not be read as a second supply (or claimed as input tax twice).
 */
function receiptTaxNote({ country, L, payment, tax }: InvoiceFacts) {
  return payment?.taxCharged && isVatCountry(country) ? [p(L.receipt.notTaxInvoice(tax, payment.invoiceNumber))] : [];
}
