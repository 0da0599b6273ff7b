// What the issuer prints about itself: its block of the parties, its legal form's disclosures and
// how to pay it.
import { type Block, link, p } from "../../documents/model";
import type { InvoiceLabels } from "../../../shared/invoicing/labels";
import { EN } from "../../../shared/invoicing/labels/en";
import { UK_JURISDICTION_OPTIONS } from "../../../shared/business/schema";
import { optionLabel } from "../../../shared/validation";
import type { BusinessIdentity } from "../business";
import { frenchCompanyLine } from "./france";

/** Who issues the invoice, as its header prints them. */
export interface Issuer {
  name: string;
  email: string;
  address?: string;
  phone?: string;
  website?: string;
}

/**
 * What the issuer's legal form must print on its invoices and business letters: a GmbH its seat,
 * register court and number, and every managing director (§ 35a GmbHG, § 37a HGB); a UK company
 * its number, the part of the UK it is registered in and its registered office (Companies Act
 * 2006 s 82; the Company, LLP and Business (Names and Trading Disclosures) Regulations 2015); a
 * French company its legal form, share capital and RCS (./france.ts).
 */
export function tradingDisclosures(b: BusinessIdentity, { disclosures: D }: Pick<InvoiceLabels, "disclosures"> = EN): string[] {
  if (b.country === "US") return usDisclosures(b);
  const out: string[] = [];
  const kind = b.entityKind;
  if (kind === "gmbh") {
    out.push(
      [
        `${b.legalName}`,
        b.registeredOffice ? `${D.gmbhRegisteredOffice}: ${b.registeredOffice}` : undefined,
        b.registerCourt || b.registrationNumber ? `${D.commercialRegister}: ${[b.registerCourt, b.registrationNumber].filter(Boolean).join(", ")}` : undefined,
        b.managingDirectors ? `${D.gmbhManagingDirectors}: ${b.managingDirectors}` : undefined,
      ]
        .filter(Boolean)
        .join(" · "),
    );
  } else if (kind === "ltd" || (b.country === "GB" && (kind === "corporation" || kind === "llc"))) {
    out.push(ukCompanyLine(b));
  } else if (kind === "sas") {
    out.push(frenchCompanyLine(b, "SAS"));
  } else {
    const parts = [
      b.registeredOffice ? `${D.registeredOffice}: ${b.registeredOffice}` : undefined,
      b.registerCourt || (b.registrationNumber && kind && kind !== "individual") ? `${D.register}: ${[b.registerCourt, b.registrationNumber].filter(Boolean).join(", ")}` : undefined,
      b.managingDirectors ? `${D.managingDirectors}: ${b.managingDirectors}` : undefined,
    ].filter(Boolean);
    if (parts.length) out.push([`${b.legalName}${b.entityType ? ` (${b.entityType})` : ""}`, ...parts].join(" · "));
  }
  return out;
}

/**
 * A US business prints no register: its registration number is its EIN, named so, with where it
 * is registered and its registered office when the profile gives them. No "(LLC)" after a name that
 * says it already.
 */
function usDisclosures(b: BusinessIdentity): string[] {
  const parts = [
    b.registerCourt ? `Place of registration: ${b.registerCourt}` : undefined,
    b.registeredOffice ? `Registered office: ${b.registeredOffice}` : undefined,
    b.registrationNumber ? `EIN: ${b.registrationNumber}` : undefined,
  ].filter(Boolean);
  return parts.length ? [[b.legalName, ...parts].join(" · ")] : [];
}

/**
 * A UK company's disclosure: the part of the UK it is registered in as its profile names it (a
 * blank claims none: "England and Wales" is not assumed), its number, registered office and
 * directors.
 */
function ukCompanyLine(b: BusinessIdentity): string {
  const where = b.ukJurisdiction ? optionLabel(UK_JURISDICTION_OPTIONS, b.ukJurisdiction) : b.registerCourt;
  const number = b.registrationNumber ? `company number ${b.registrationNumber}` : undefined;
  return [
    where ? `${b.legalName} is a company registered in ${where}${number ? `, ${number}` : ""}.` : `${b.legalName}${number ? `, ${number}` : ""}.`,
    b.registeredOffice ? `Registered office: ${b.registeredOffice}.` : undefined,
    b.managingDirectors ? `Directors: ${b.managingDirectors}.` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The issuer block of a business profile; the user's own e-mail when the profile has none. */
export function issuerOf(business: BusinessIdentity, fallback: Issuer): Issuer {
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
export function paymentDetails(business: BusinessIdentity | undefined, currency: string, L: InvoiceLabels): Block[] {
  const bank = transferDetails(business?.bank, currency);
  const items: { term: string; description: string }[] = [];
  if (bank?.holder) items.push({ term: L.bank.holder, description: bank.holder });
  if (bank?.iban) items.push({ term: L.bank.iban, description: bank.iban });
  if (bank?.bic) items.push({ term: L.bank.bic, description: bank.bic });
  if (bank?.sortCode) items.push({ term: L.bank.sortCode, description: bank.sortCode });
  if (bank?.accountNumber) items.push({ term: L.bank.accountNumber, description: bank.accountNumber });
  if (bank?.routingNumber) items.push({ term: L.bank.routingNumber, description: bank.routingNumber });
  const out: Block[] = [];
  // One line: a one- or two-line invoice keeps to one page.
  if (items.length) out.push(p(L.bank.payByTransfer(items.map((i) => `${i.term}: ${i.description}`).join(" · "))));
  if (business?.paymentLink) out.push(p(L.bank.payOnline, link(business.paymentLink, business.paymentLink)));
  return out;
}
