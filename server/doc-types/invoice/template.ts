// Invoice, quote and receipt: one template, three variants. Amounts are integer minor units,
// recomputed here from quantity and unit price (client totals are never trusted) and formatted
// in the invoice's currency.
import { type TInvoiceRequest, computeInvoiceTotals, formatMoney } from "../../../shared/doc-types";
import { type InvoiceType, todayIso } from "../../../shared/validation";
import { formatLongDate } from "../../documents/format";
import {
  type Block,
  type DocumentModel,
  type Party,
  type Section,
  type TotalRow,
  clampTitle,
  definitions,
  link,
  p,
  section,
} from "../../documents/model";
import { emailLink } from "../common";
import type { BusinessIdentity } from "../business";
import type { BaseContext } from "../define";

export interface Issuer {
  name: string;
  email: string;
  address?: string;
  phone?: string;
  website?: string;
}

export interface InvoiceContext extends BaseContext {
  /** The document number, e.g. INV-0001, QUO-0001, RCT-0001. */
  number: string;
  issuer: Issuer;
  /** Issue date of the invoice. */
  createdAt: Date;
  /** Payment date printed on a receipt; defaults to createdAt. */
  paidAt?: Date;
}

export const INVOICE_HEADINGS = {
  items: "Items",
  paymentTerms: "Payment Terms",
  acceptance: "Acceptance",
  payment: "Payment Details",
} as const;

const H = INVOICE_HEADINGS;

const VARIANT: Record<
  InvoiceType,
  { title: string; numberLabel: string; dateLabel: string; clientLabel: string; totalLabel: string }
> = {
  invoice: {
    title: "Invoice",
    numberLabel: "Invoice number",
    dateLabel: "Issue date",
    clientLabel: "Bill To",
    totalLabel: "Total Due",
  },
  quote: {
    title: "Quote",
    numberLabel: "Quote number",
    dateLabel: "Date",
    clientLabel: "Prepared For",
    totalLabel: "Total",
  },
  receipt: {
    title: "Receipt",
    numberLabel: "Receipt number",
    dateLabel: "Date",
    clientLabel: "Received From",
    totalLabel: "Amount Paid",
  },
};

const daysBetween = (fromIso: string, toIso: string) =>
  Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);

const lines = (text: string | undefined) => (text ? text.split("\n").filter(Boolean) : []);

export function invoiceTemplate(input: TInvoiceRequest, ctx: InvoiceContext): DocumentModel {
  const kind = input.type;
  const v = VARIANT[kind];
  const money = (minor: number) => formatMoney(minor, input.currency);
  const totals = computeInvoiceTotals(input.items, input.taxAmount, input.discountAmount);
  const issued = todayIso(ctx.createdAt);
  const validUntil = input.validUntil ?? input.dueDate;
  const paidOn = formatLongDate(ctx.paidAt ?? ctx.createdAt);
  // The business profile it was issued by, when there is one (EU VAT rules, Directive 2006/112/EC
  // Art. 226: the supplier's full name, address and VAT number); else the user's name and e-mail.
  const business = ctx.business;
  const issuer = business ? issuerOf(business, ctx.issuer) : ctx.issuer;

  const meta = [
    { label: v.numberLabel, value: ctx.number },
    { label: v.dateLabel, value: formatLongDate(ctx.createdAt) },
  ];
  if (kind === "invoice" && input.dueDate)
    meta.push({ label: "Due date", value: formatLongDate(input.dueDate) });
  if (kind === "quote" && validUntil)
    meta.push({ label: "Valid until", value: formatLongDate(validUntil) });
  if (kind === "receipt")
    meta.push({ label: "Payment date", value: paidOn }, { label: "Status", value: "PAID" });

  const from: Party = {
    label: "From",
    name: issuer.name,
    lines: [
      ...(business?.tradingName && business.tradingName !== business.legalName ? [`Trading as ${business.tradingName}`] : []),
      ...lines(issuer.address),
      ...(business?.vatId ? [`VAT ID: ${business.vatId}`] : []),
      ...(business?.registrationNumber ? [`Registration no.: ${business.registrationNumber}`] : []),
      issuer.email,
      ...(issuer.phone ? [issuer.phone] : []),
      ...(issuer.website ? [issuer.website] : []),
    ],
  };
  const client: Party = {
    label: v.clientLabel,
    name: input.clientName,
    lines: [...lines(input.clientAddress), ...(input.clientEmail ? [input.clientEmail] : [])],
  };

  const intro: Block[] = [{ type: "parties", parties: [from, client] }];
  if (kind === "receipt") {
    intro.push({
      type: "callout",
      tone: "info",
      title: "PAID",
      content: `Payment of ${money(totals.total)} received on ${paidOn}. Thank you for your business.`,
    });
  }

  const totalRows: TotalRow[] = [
    { label: "Subtotal", value: money(totals.subtotal) },
    { label: "Tax", value: money(totals.taxAmount) },
  ];
  if (totals.discountAmount > 0)
    totalRows.push({ label: "Discount", value: money(-totals.discountAmount) });
  totalRows.push({ label: v.totalLabel, value: money(totals.total), emphasis: true });

  const sections: Section[] = [
    section(H.items, [
      {
        type: "table",
        columns: [
          { header: "Description" },
          { header: "Qty", align: "right" },
          { header: "Unit Price", align: "right" },
          { header: "Amount", align: "right" },
        ],
        rows: totals.items.map((item) => [
          item.description,
          item.quantity.toLocaleString("en-US"),
          money(item.unitPrice),
          money(item.total),
        ]),
      },
      { type: "totals", rows: totalRows },
    ]),
  ];

  if (kind === "invoice") {
    const days = input.dueDate ? daysBetween(issued, input.dueDate) : undefined;
    sections.push(
      section(H.paymentTerms, [
        p(
          input.dueDate
            ? `Payment of ${money(totals.total)} is due by ${formatLongDate(input.dueDate)}${days !== undefined && days > 0 ? ` (net ${days} days)` : ""}.`
            : `Payment of ${money(totals.total)} is due upon receipt.`,
          ` Please include the invoice number ${ctx.number} with your payment. All amounts are in ${input.currency}.`,
        ),
        ...paymentDetails(business),
        p("For questions about this invoice, contact ", emailLink(issuer.email), "."),
      ]),
    );
  } else if (kind === "quote") {
    sections.push(
      section(H.acceptance, [
        p(
          validUntil
            ? `This quote is valid until ${formatLongDate(validUntil)}.`
            : "This quote is valid for thirty (30) days from the date above.",
          ` All amounts are in ${input.currency}. Prices are based on the quantities and scope described above; changes to them may change the price.`,
        ),
        p(
          `To accept this quote, sign below and return a copy to `,
          emailLink(issuer.email),
          `. By signing, ${input.clientName} accepts the goods and services described above for the total price of ${money(totals.total)}. ${issuer.name} will issue an invoice on acceptance.`,
        ),
        {
          type: "signatures",
          parties: [
            {
              role: "Accepted by",
              name: input.clientName,
              fields: ["Signature", "Name", "Title", "Date"],
            },
          ],
        },
      ]),
    );
  } else {
    sections.push(
      section(H.payment, [
        p(
          `${issuer.name} confirms receipt of ${money(totals.total)} from ${input.clientName} on ${paidOn} in full payment of the items listed above. Please keep this receipt for your records.`,
        ),
        p("For questions about this receipt, contact ", emailLink(issuer.email), "."),
      ]),
    );
  }

  return {
    type: kind,
    title: clampTitle(`${v.title} ${ctx.number} — ${input.clientName}`),
    meta,
    intro,
    sections,
  };
}

/** The issuer block of a business profile; the user's own e-mail when the profile has none. */
function issuerOf(business: BusinessIdentity, fallback: Issuer): Issuer {
  return {
    name: business.legalName,
    email: business.email ?? fallback.email,
    ...(business.address ? { address: business.address } : {}),
    ...(business.phone ? { phone: business.phone } : {}),
    ...(business.website ? { website: business.website } : {}),
  };
}

/** How to pay: the profile's bank details and payment link. */
function paymentDetails(business: BusinessIdentity | undefined): Block[] {
  const bank = business?.bank;
  const items: { term: string; description: string }[] = [];
  if (bank?.holder) items.push({ term: "Account holder", description: bank.holder });
  if (bank?.iban) items.push({ term: "IBAN", description: bank.iban });
  if (bank?.bic) items.push({ term: "BIC / SWIFT", description: bank.bic });
  if (bank?.accountNumber) items.push({ term: "Account number", description: bank.accountNumber });
  if (bank?.routingNumber) items.push({ term: "Routing number (ABA)", description: bank.routingNumber });
  const out: Block[] = [];
  if (items.length) out.push(p("Pay by bank transfer to:"), definitions(items));
  if (business?.paymentLink) out.push(p("Or pay online: ", link(business.paymentLink, business.paymentLink)));
  return out;
}
