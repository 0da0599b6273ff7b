// Invoice, quote, receipt and credit note: one template, four variants. Amounts are integer minor
// units, recomputed here (shared/doc-types/invoice/tax.ts: line discounts, the document discount
// before tax, VAT per rate; client totals are never trusted) and formatted in the invoice's
// currency and the issuer's locale.
import { type TInvoiceRequest, EXEMPTION_WORDING, UNIT_OPTIONS, type VatCategory, computeInvoiceTotals, formatMoney, lineCategory } from "../../../shared/doc-types";
import { formatCount } from "../../../shared/format";
import { countryName } from "../../../shared/business/countries";
import { EU_COUNTRIES, compactId } from "../../../shared/business/identifiers";
import { type Currency, type InvoiceType, todayIso } from "../../../shared/validation";
import { formatLongDate } from "../../documents/format";
import {
  type Block,
  type TemplateModel,
  type Party,
  type Section,
  type TotalRow,
  clampTitle,
  link,
  p,
  section,
} from "../../documents/model";
import { emailLink } from "../common";
import { PAYMENT_METHOD_LABELS } from "../../../shared/invoicing/methods";
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
  correction: "Correction",
  notes: "Notes",
  company: "Company Information",
} as const;

const H = INVOICE_HEADINGS;

type Variant = { title: string; numberLabel: string; dateLabel: string; clientLabel: string; totalLabel: string };

const VARIANT: Record<InvoiceType, Variant> = {
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
  credit_note: {
    title: "Credit Note",
    numberLabel: "Credit note number",
    dateLabel: "Issue date",
    clientLabel: "Credit To",
    totalLabel: "Total Credit",
  },
};

const daysBetween = (fromIso: string, toIso: string) =>
  Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);

const lines = (text: string | undefined) => (text ? text.split("\n").filter(Boolean) : []);

/** What the tax is called where the issuer is established. */
export function taxLabel(country: string | undefined): string {
  if (!country) return "Tax";
  if (country === "GB" || EU_COUNTRIES.has(country)) return "VAT";
  if (country === "US") return "Sales tax";
  if (country === "CA") return "GST/HST";
  if (country === "AU" || country === "NZ") return "GST";
  return "Tax";
}

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

/**
 * Dates, numbers and money in the profile's locale; US English when there is none. The e-mails
 * about an invoice or quote format with these too (server/invoicing/documents.ts versionFormats),
 * so they say what the document prints.
 */
export function invoiceFormatters(locale: string | undefined, currency: string) {
  const loc = locale ?? "en-US";
  return {
    money: (minor: number) => formatMoney(minor, currency, loc),
    date: (date: string | Date) => formatLongDate(date, "month-day", loc),
    // A quantity: up to three decimals (Intl's default), grouped as the locale groups.
    number: (n: number) => formatCount(n, loc),
  };
}

const unitName = (code: string | undefined, quantity: number) => {
  const unit = UNIT_OPTIONS.find((u) => u.value === (code ?? "C62"));
  if (!unit || unit.value === "C62") return "";
  return quantity === 1 ? unit.label : unit.plural;
};

/** The currency an invoice is in: as sent, else the profile's, else US dollars. */
export const invoiceCurrency = (input: Pick<TInvoiceRequest, "currency">, business: BusinessIdentity | undefined): Currency =>
  input.currency ?? (business?.currency as Currency | undefined) ?? "USD";

export function invoiceTemplate(input: TInvoiceRequest, ctx: InvoiceContext): TemplateModel {
  const kind = input.type;
  const business = ctx.business;
  const country = business?.country;
  // Australia: a "Tax invoice" (A New Tax System (GST) Act 1999, s 29-70) when GST is charged.
  const title = kind === "invoice" && country === "AU" ? "Tax Invoice" : VARIANT[kind].title;
  const v = { ...VARIANT[kind], title };
  const currency = invoiceCurrency(input, business);
  const f = invoiceFormatters(business?.locale, currency);
  const credit = kind === "credit_note";
  // A credit note's amounts print as negative amounts.
  const money = (minor: number) => f.money(credit && minor !== 0 ? -minor : minor);
  const totals = computeInvoiceTotals(input);
  const tax = taxLabel(country);
  const issued = todayIso(ctx.createdAt);
  const validUntil = input.validUntil ?? input.dueDate;
  // A receipt for a recorded payment (issue 27) prints that payment: its day, method and invoice.
  const payment = kind === "receipt" ? input.payment : undefined;
  const paidOn = f.date(payment?.date ?? ctx.paidAt ?? ctx.createdAt);
  const paidHow = payment ? ` by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}${payment.reference ? ` (reference ${payment.reference})` : ""}` : "";
  // The business profile it was issued by, when there is one (EU VAT rules, Directive 2006/112/EC
  // Art. 226: the supplier's full name, address and VAT number); else the user's name and e-mail.
  const issuer = business ? issuerOf(business, ctx.issuer) : ctx.issuer;

  const meta = [
    { label: v.numberLabel, value: ctx.number },
    { label: v.dateLabel, value: f.date(ctx.createdAt) },
  ];
  if (credit && input.precedingInvoice)
    meta.push({
      label: "Corrects invoice",
      value: input.precedingInvoice.date ? `${input.precedingInvoice.number} of ${f.date(input.precedingInvoice.date)}` : input.precedingInvoice.number,
    });
  if (input.supplyDate) meta.push({ label: "Date of supply", value: f.date(input.supplyDate) });
  if (input.supplyPeriod?.start && input.supplyPeriod.end)
    meta.push({ label: "Supply period", value: `${f.date(input.supplyPeriod.start)} – ${f.date(input.supplyPeriod.end)}` });
  if (kind === "invoice" && input.dueDate) meta.push({ label: "Due date", value: f.date(input.dueDate) });
  if (kind === "quote" && validUntil) meta.push({ label: "Valid until", value: f.date(validUntil) });
  if (kind === "receipt") meta.push({ label: "Payment date", value: paidOn });
  if (payment) {
    meta.push({ label: "Payment method", value: PAYMENT_METHOD_LABELS[payment.method] });
    if (payment.reference) meta.push({ label: "Payment reference", value: payment.reference });
    meta.push({ label: "For invoice", value: payment.invoiceNumber }, { label: "Balance due", value: money(payment.balanceDue) });
  }
  if (kind === "receipt") meta.push({ label: "Status", value: "PAID" });
  if (input.purchaseOrderReference) meta.push({ label: "Purchase order", value: input.purchaseOrderReference });
  if (input.buyerReference) meta.push({ label: "Buyer reference", value: input.buyerReference });

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
  const addressLines = lines(input.clientAddress);
  const clientCountry = input.clientCountry ? countryName(input.clientCountry) : undefined;
  const client: Party = {
    label: v.clientLabel,
    name: input.clientName,
    lines: [
      ...addressLines,
      ...(clientCountry && !addressLines.some((l) => l.includes(clientCountry)) ? [clientCountry] : []),
      ...(input.clientVatId ? [`VAT ID: ${input.clientVatId}`] : []),
      ...(input.clientRegistrationNumber ? [`Registration no.: ${input.clientRegistrationNumber}`] : []),
      ...(input.clientEmail ? [input.clientEmail] : []),
    ],
  };

  const intro: Block[] = [{ type: "parties", parties: [from, client] }];
  if (kind === "receipt") {
    intro.push({
      type: "callout",
      tone: "info",
      title: "PAID",
      content: payment
        ? `Payment of ${money(totals.total)} received on ${paidOn}${paidHow} against invoice ${payment.invoiceNumber}. ${
            payment.balanceDue > 0 ? `Balance still due on the invoice: ${money(payment.balanceDue)}.` : "The invoice is paid in full."
          } Thank you for your business.`
        : `Payment of ${money(totals.total)} received on ${paidOn}. Thank you for your business.`,
    });
  }

  const rateText = (rate: number) => `${f.number(rate)}%`;
  const totalRows: TotalRow[] = [{ label: "Subtotal", value: money(totals.subtotal) }];
  if (totals.discountTotal > 0) {
    const pct = input.discountPercent !== undefined ? ` (${rateText(input.discountPercent)})` : "";
    totalRows.push({ label: `Discount${pct}`, value: f.money(credit ? totals.discountTotal : -totals.discountTotal) });
  }
  if (totals.withRates) {
    if (totals.discountTotal > 0) totalRows.push({ label: `Taxable amount`, value: money(totals.taxableTotal) });
    for (const e of totals.vatBreakdown) {
      const what = e.category === "S" ? rateText(e.rate) : `${rateText(0)} (${categoryShort(e.category)})`;
      totalRows.push({ label: `${tax} ${what} on ${money(e.taxableAmount)}`, value: money(e.taxAmount) });
    }
  } else {
    totalRows.push({ label: tax, value: money(totals.taxTotal) });
  }
  totalRows.push({ label: v.totalLabel, value: money(totals.total), emphasis: true });

  const anyDiscount = totals.items.some((i) => i.lineDiscount > 0);
  const columns = [
    { header: "Description" },
    { header: "Qty", align: "right" as const },
    { header: "Unit Price", align: "right" as const },
    ...(anyDiscount ? [{ header: "Discount", align: "right" as const }] : []),
    ...(totals.withRates ? [{ header: tax, align: "right" as const }] : []),
    { header: "Amount", align: "right" as const },
  ];
  const itemsBlocks: Block[] = [
    {
      type: "table",
      columns,
      rows: totals.items.map((item) => {
        const unit = unitName(item.unit, item.quantity);
        return [
          item.description,
          unit ? `${f.number(item.quantity)} ${unit}` : f.number(item.quantity),
          money(item.unitPrice),
          ...(anyDiscount ? [item.discountPercent ? rateText(item.discountPercent) : ""] : []),
          ...(totals.withRates ? [lineCategory(item) === "S" ? rateText(item.vatRate ?? 0) : `${rateText(0)} ${lineCategory(item)}`] : []),
          money(item.netAmount),
        ];
      }),
    },
    { type: "totals", rows: totalRows },
  ];
  // The words a zero-rated, exempt or reverse-charged supply must carry (Art. 226(11), (11a); a UK
  // issuer's under the VAT Act 1994).
  const exemptions = exemptionTexts(totals.vatBreakdown.map((e) => e.category), input, business);
  for (const text of new Set(exemptions.values())) itemsBlocks.push(p(text));
  if (totals.withRates && totals.taxTotal > 0 && currency !== "EUR" && country && EU_COUNTRIES.has(country) && currency !== localCurrency(country)) {
    // Art. 230: the VAT in the member state's currency may be needed; we say what it is in.
    itemsBlocks.push(p(`${tax} is stated in ${currency}.`));
  }

  const sections: Section[] = [section(H.items, itemsBlocks)];

  if (kind === "invoice") {
    const days = input.dueDate ? daysBetween(issued, input.dueDate) : undefined;
    sections.push(
      section(H.paymentTerms, [
        p(
          input.dueDate
            ? `Payment of ${money(totals.total)} is due by ${f.date(input.dueDate)}${days !== undefined && days > 0 ? ` (net ${days} days)` : ""}.`
            : `Payment of ${money(totals.total)} is due upon receipt.`,
          ` Please include the invoice number ${ctx.number} with your payment. All amounts are in ${currency}.`,
        ),
        ...(input.paymentTerms ? [p(input.paymentTerms)] : []),
        ...paymentDetails(business, currency),
        p("For questions about this invoice, contact ", emailLink(issuer.email), "."),
      ]),
    );
  } else if (kind === "quote") {
    sections.push(
      section(H.acceptance, [
        p(
          validUntil
            ? `This quote is valid until ${f.date(validUntil)}.`
            : "This quote is valid for thirty (30) days from the date above.",
          ` All amounts are in ${currency}. Prices are based on the quantities and scope described above; changes to them may change the price.`,
        ),
        ...(input.paymentTerms ? [p(`Payment terms: ${input.paymentTerms}`)] : []),
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
  } else if (kind === "receipt") {
    sections.push(
      section(H.payment, [
        p(
          payment
            ? `${issuer.name} confirms receipt of ${money(totals.total)} from ${input.clientName} on ${paidOn}${paidHow}, in ${payment.balanceDue > 0 ? "part" : "full"} payment of invoice ${payment.invoiceNumber}. ${
                payment.balanceDue > 0 ? `The balance still due on invoice ${payment.invoiceNumber} is ${money(payment.balanceDue)}.` : `Invoice ${payment.invoiceNumber} is paid in full.`
              } Please keep this receipt for your records.`
            : `${issuer.name} confirms receipt of ${money(totals.total)} from ${input.clientName} on ${paidOn} in full payment of the items listed above. Please keep this receipt for your records.`,
        ),
        p("For questions about this receipt, contact ", emailLink(issuer.email), "."),
      ]),
    );
  } else {
    const preceding = input.precedingInvoice;
    sections.push(
      section(H.correction, [
        p(
          `This credit note corrects invoice ${preceding?.number ?? ""}${preceding?.date ? ` of ${f.date(preceding.date)}` : ""}. `,
          `${input.clientName} is credited ${f.money(totals.total)}, including ${tax} of ${f.money(totals.taxTotal)}; the amount will be refunded or set against amounts due. All amounts are in ${currency}.`,
        ),
        p("For questions about this credit note, contact ", emailLink(issuer.email), "."),
      ]),
    );
  }

  if (input.notes) sections.push(section(H.notes, lines(input.notes).map((l) => p(l))));
  const disclosures = business ? tradingDisclosures(business) : [];
  if (disclosures.length) sections.push(section(H.company, disclosures.map((d) => p(d))));

  return {
    title: clampTitle(`${v.title} ${ctx.number} — ${input.clientName}`),
    meta,
    intro,
    sections,
  };
}

const categoryShort = (category: VatCategory) =>
  ({ S: "standard", Z: "zero-rated", E: "exempt", AE: "reverse charge", K: "intra-community supply", G: "export", O: "outside the scope of VAT" })[category];

const localCurrency = (country: string) =>
  ({ BG: "BGN", CZ: "CZK", DK: "DKK", HU: "HUF", PL: "PLN", RO: "RON", SE: "SEK" })[country] ?? "EUR";

/**
 * What the issuer's legal form must print on its invoices and business letters: a GmbH its seat,
 * register court and number, and every managing director (§ 35a GmbHG, § 37a HGB); a UK company
 * its number, the part of the UK it is registered in and its registered office (Companies Act
 * 2006 s 82; the Company, LLP and Business (Names and Trading Disclosures) Regulations 2015).
 */
export function tradingDisclosures(b: BusinessIdentity): string[] {
  const out: string[] = [];
  const kind = b.entityKind;
  if (kind === "gmbh") {
    out.push(
      [
        `${b.legalName}`,
        b.registeredOffice ? `Registered office (Sitz): ${b.registeredOffice}` : undefined,
        b.registerCourt || b.registrationNumber ? `Commercial register: ${[b.registerCourt, b.registrationNumber].filter(Boolean).join(", ")}` : undefined,
        b.managingDirectors ? `Managing directors (Geschäftsführer): ${b.managingDirectors}` : undefined,
      ]
        .filter(Boolean)
        .join(" · "),
    );
  } else if (kind === "ltd" || (b.country === "GB" && (kind === "corporation" || kind === "llc"))) {
    const where = b.registerCourt ?? "England and Wales";
    out.push(
      [
        `${b.legalName} is a company registered in ${where}${b.registrationNumber ? `, company number ${b.registrationNumber}` : ""}.`,
        b.registeredOffice ? `Registered office: ${b.registeredOffice}.` : undefined,
        b.managingDirectors ? `Directors: ${b.managingDirectors}.` : undefined,
      ]
        .filter(Boolean)
        .join(" "),
    );
  } else if (kind === "sas") {
    out.push(
      [
        `${b.legalName}, SAS`,
        b.registeredOffice ? `siège social : ${b.registeredOffice}` : undefined,
        b.registrationNumber ? `RCS ${[b.registerCourt, b.registrationNumber].filter(Boolean).join(" ")}` : undefined,
        b.managingDirectors ? `Président : ${b.managingDirectors}` : undefined,
      ]
        .filter(Boolean)
        .join(" · "),
    );
  } else {
    const parts = [
      b.registeredOffice ? `Registered office: ${b.registeredOffice}` : undefined,
      b.registerCourt || (b.registrationNumber && kind && kind !== "individual") ? `Register: ${[b.registerCourt, b.registrationNumber].filter(Boolean).join(", ")}` : undefined,
      b.managingDirectors ? `Managing directors: ${b.managingDirectors}` : undefined,
    ].filter(Boolean);
    if (parts.length) out.push([`${b.legalName}${b.entityType ? ` (${b.entityType})` : ""}`, ...parts].join(" · "));
  }
  return out;
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

/**
 * The profile's bank details a transfer in the invoice's currency can use: the IBAN (and its BIC)
 * in any currency; a UK sort code and its account number only in pounds (a UK domestic payment),
 * an ABA routing number and its account number only in US dollars. An account number of neither
 * kind is given as it is. The printed invoice and the e-invoice's payment means (BG-16) both
 * take them from here.
 */
export function transferDetails(bank: BusinessIdentity["bank"], currency: string): NonNullable<BusinessIdentity["bank"]> | undefined {
  if (!bank) return undefined;
  const sortCode = currency === "GBP" ? bank.sortCode : undefined;
  const routingNumber = currency === "USD" ? bank.routingNumber : undefined;
  const national = !bank.sortCode && !bank.routingNumber;
  const accountNumber = national || sortCode || routingNumber ? bank.accountNumber : undefined;
  const out = { iban: bank.iban, bic: bank.iban ? bank.bic : undefined, accountNumber, sortCode, routingNumber };
  if (!Object.values(out).some(Boolean)) return undefined;
  return { holder: bank.holder, ...out };
}

/** How to pay: the profile's bank details as the currency's transfers need them, and its payment link. */
function paymentDetails(business: BusinessIdentity | undefined, currency: string): Block[] {
  const bank = transferDetails(business?.bank, currency);
  const items: { term: string; description: string }[] = [];
  if (bank?.holder) items.push({ term: "Account holder", description: bank.holder });
  if (bank?.iban) items.push({ term: "IBAN", description: bank.iban });
  if (bank?.bic) items.push({ term: "BIC / SWIFT", description: bank.bic });
  if (bank?.sortCode) items.push({ term: "Sort code", description: bank.sortCode });
  if (bank?.accountNumber) items.push({ term: "Account number", description: bank.accountNumber });
  if (bank?.routingNumber) items.push({ term: "Routing number (ABA)", description: bank.routingNumber });
  const out: Block[] = [];
  // One line: a one- or two-line invoice keeps to one page.
  if (items.length) out.push(p(`Pay by bank transfer to: ${items.map((i) => `${i.term}: ${i.description}`).join(" · ")}.`));
  if (business?.paymentLink) out.push(p("Or pay online: ", link(business.paymentLink, business.paymentLink)));
  return out;
}
