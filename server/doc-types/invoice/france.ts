// What French law makes a French issuer print: its company's legal line (art. R123-237 and
// R123-238 C. com.: name, legal form, share capital, RCS city and SIREN) and, on an invoice to a
// business, the payment terms of art. L441-9 C. com.: the early-payment discount, the rate of the
// late-payment penalties (L441-10 II) and the €40 fixed indemnity for recovery costs (L441-10 II,
// D441-5). Each missing mention is a fine (CGI art. 1737). In French when the profile writes French,
// else in English.
import type { TInvoiceRequest } from "../../../shared/doc-types";
import { formatSiren, sirenOf } from "../../../shared/business/identifiers";
import { formatMoney } from "../../../shared/money";
import { type Section, p, section } from "../../documents/model";
import type { BusinessIdentity } from "../business";

/** The name, then its legal form unless the name already ends with it ("Atelier Lumière SAS"). */
export const endsWithForm = (name: string, form: string) => name.trim().toUpperCase().split(/\s+/).at(-1) === form.toUpperCase();

/**
 * A French company's legal line: "Atelier Lumière SAS au capital de 10 000 €, RCS Paris 552 100 554",
 * then its registered office and its president.
 */
export function frenchCompanyLine(b: BusinessIdentity, form: string): string {
  const capital = b.shareCapital ? ` au capital de ${formatMoney(b.shareCapital, b.currency ?? "EUR", "fr-FR", { wholeWithoutCents: true })}` : "";
  const name = endsWithForm(b.legalName, form) ? `${b.legalName}${capital}` : `${b.legalName}, ${form}${capital}`;
  const siren = sirenOf(b.registrationNumber);
  const city = b.rcsCity ?? b.registerCourt;
  const rcs = b.registrationNumber ? `RCS ${[city, siren ? formatSiren(siren) : b.registrationNumber].filter(Boolean).join(" ")}` : undefined;
  return [
    [name, rcs].filter(Boolean).join(", "),
    b.registeredOffice ? `siège social : ${b.registeredOffice}` : undefined,
    b.managingDirectors ? `Président : ${b.managingDirectors}` : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Whether the Commercial Code's B2B payment mentions apply: an invoice by a French issuer to a
 * business, which the client's VAT ID or registration number shows it to be (a consumer owes
 * neither these penalties nor the indemnity).
 */
const appliesTo = (input: Pick<TInvoiceRequest, "type" | "clientVatId" | "clientRegistrationNumber">, business: BusinessIdentity | undefined) =>
  input.type === "invoice" && business?.country === "FR" && !!(input.clientVatId || input.clientRegistrationNumber);

const WORDING = {
  fr: {
    heading: "Conditions de règlement (art. L441-9 du Code de commerce)",
    mentions: [
      "Escompte pour paiement anticipé : néant.",
      "Pénalités de retard : toute somme non réglée à l'échéance donne lieu de plein droit, dès le jour suivant la date de règlement figurant sur la facture, à des pénalités au taux d'intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage (art. L441-10 du Code de commerce).",
      "Indemnité forfaitaire pour frais de recouvrement : tout professionnel en retard de paiement est en outre redevable de plein droit d'une indemnité de 40 € (art. L441-10 et D441-5 du Code de commerce).",
    ],
  },
  en: {
    heading: "Payment Conditions (French Commercial Code, art. L441-9)",
    mentions: [
      "Early payment: no discount is given for payment before the due date.",
      "Late payment: any amount unpaid on the due date bears, by operation of law and from the day after the payment date shown on this invoice, penalties at the interest rate applied by the European Central Bank to its most recent refinancing operation plus 10 percentage points (French Commercial Code, art. L441-10).",
      "Fixed indemnity for recovery costs: a business client that pays late also owes, by operation of law, a fixed indemnity of €40 (French Commercial Code, art. L441-10 and D441-5).",
    ],
  },
} as const;

const wordingFor = (business: BusinessIdentity | undefined) => (business?.locale?.startsWith("fr") ? WORDING.fr : WORDING.en);

/** The mentions as text (the e-invoice's note carries them too); none when they do not apply. */
export function frenchPaymentMentions(input: Pick<TInvoiceRequest, "type" | "clientVatId" | "clientRegistrationNumber">, business: BusinessIdentity | undefined): readonly string[] {
  return appliesTo(input, business) ? wordingFor(business).mentions : [];
}

/** Their section of the printed invoice, when they apply. */
export function frenchPaymentSection(input: TInvoiceRequest, business: BusinessIdentity | undefined): Section | undefined {
  const mentions = frenchPaymentMentions(input, business);
  return mentions.length ? section(wordingFor(business).heading, mentions.map((m) => p(m))) : undefined;
}
