// What EU and UK consumer law adds to terms sold to consumers: the statutory withdrawal (UK:
// cancellation) instructions and model form (their words in ../consumer-withdrawal.ts), and the
// out-of-court dispute resolution statements (the EU ODR platform's end, § 36 VSBG for a German
// trader, UK ADR).
import { joinLines } from "../../documents/format";
import { type Block, type Section, p, section } from "../../documents/model";
import {
  WITHDRAWAL_HEADINGS,
  type WithdrawalTerms,
  withdrawalFormSection as sharedWithdrawalFormSection,
  withdrawalSection as sharedWithdrawalSection,
} from "../consumer-withdrawal";
import { TERMS_HEADINGS } from "./headings";
import type { TermsCtx } from "./context";

export const CONSUMER_HEADINGS = {
  ...WITHDRAWAL_HEADINGS,
  disputeResolution: "Consumer Dispute Resolution",
} as const;

const H = CONSUMER_HEADINGS;

/** The default board a German trader names when it takes part in consumer arbitration. */
export const UNIVERSAL_BOARD =
  "Universalschlichtungsstelle des Bundes (the Federal Universal Conciliation Body), Zentrum für Schlichtung e.V., Kehl am Rhein, Germany, https://www.universalschlichtungsstelle.de";

/**
 * The statutory instructions as these terms state them: to any consumer, for goods where the
 * business is a shop and for services otherwise, digital content in either case; the trader named
 * by the business profile, reached at the terms' contact details (the e-mail and address typed for
 * them, else the profile's), and the contact section where those lack an address or email.
 */
function withdrawalTerms(x: TermsCtx): WithdrawalTerms {
  const goods = x.input.businessType === "ecommerce";
  const marketplace = x.input.businessType === "marketplace";
  const after = marketplace
    ? [
        'This section concerns the contracts you make with us for our own services. Your right to cancel or withdraw from a purchase from a seller on the marketplace is described in "Buyers", and the seller must honour it.',
      ]
    : [];
  return {
    uk: x.law.region === "uk",
    consumer: "a consumer",
    supplies: { goods, services: !goods, digitalContent: true },
    trader: { name: x.business?.legalName ?? x.c, ...x.contact },
    contactSection: TERMS_HEADINGS.contact,
    returnCostsBorneBy: "consumer",
    notes: { ...(x.eu && x.law.region !== "uk" ? { exercise: WITHDRAWAL_FUNCTION } : {}), after },
  };
}

/**
 * Art. 11a of Directive 2011/83/EU (inserted by Directive (EU) 2023/2673, applying from
 * 19 June 2026): a contract concluded through an online interface can be withdrawn from through a
 * withdrawal function on that interface.
 */
export const WITHDRAWAL_FUNCTION =
  'You can also withdraw using the withdrawal function on our website, labelled "Withdraw from contract here", which is available throughout the withdrawal period: give your name, the details identifying the contract and the email address to which we should send our confirmation, and confirm with the button labelled "Confirm withdrawal here". We acknowledge receipt of your withdrawal, with its content and the date and time of its receipt, on a durable medium (such as an email) without undue delay (Art. 11a of Directive 2011/83/EU).';

/** The withdrawal (UK: cancellation) instructions (../consumer-withdrawal.ts). */
export const withdrawalSection = (x: TermsCtx): Section => sharedWithdrawalSection(withdrawalTerms(x));

/** The model withdrawal (UK: cancellation) form. */
export const withdrawalFormSection = (x: TermsCtx): Section => sharedWithdrawalFormSection(withdrawalTerms(x));

/** The EU ODR platform is gone: say so, and where a consumer can turn instead. */
export const ODR_STATEMENT =
  "The European Commission's online dispute resolution (ODR) platform was discontinued on 20 July 2025, when Regulation (EU) No 524/2013 was repealed by Regulation (EU) 2024/3228, so we do not refer you to it. If you are a consumer and we cannot resolve a complaint together, you may be able to refer it to an alternative dispute resolution body in your country, and the European Consumer Centres Network (ECC-Net) can help with a dispute with a trader in another EU country, Iceland or Norway.";

export const UK_ADR_STATEMENT =
  "If you are a consumer in the United Kingdom and we cannot resolve a complaint together, we will tell you in writing, name an alternative dispute resolution (ADR) provider that is competent to deal with it and say whether we agree to use that provider. You may also bring proceedings in the courts.";

/** § 36 VSBG, in the words of each choice. */
export function vsbgStatement(x: TermsCtx): string {
  const board = x.input.consumerArbitrationBoard ? joinLines(x.input.consumerArbitrationBoard, ", ") : UNIVERSAL_BOARD;
  switch (x.input.consumerArbitration) {
    case "willing":
      return `We are willing to take part in dispute resolution proceedings before a consumer arbitration board (Verbraucherschlichtungsstelle) under § 36 of the German Consumer Dispute Resolution Act (Verbraucherstreitbeilegungsgesetz, VSBG). The competent consumer arbitration board is: ${board}.`;
    case "obliged":
      return `We are obliged to take part in dispute resolution proceedings before a consumer arbitration board (Verbraucherschlichtungsstelle) under § 36 of the German Consumer Dispute Resolution Act (Verbraucherstreitbeilegungsgesetz, VSBG). The competent consumer arbitration board is: ${board}.`;
    default:
      return "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Verbraucherschlichtungsstelle) under § 36 of the German Consumer Dispute Resolution Act (Verbraucherstreitbeilegungsgesetz, VSBG).";
  }
}

/** The out-of-court dispute resolution statements that apply, or none. */
export function disputeResolutionSection(x: TermsCtx): Section | undefined {
  const blocks: Block[] = [];
  if (x.eu) blocks.push(p(ODR_STATEMENT));
  if (x.consumers && x.law.region === "uk") blocks.push(p(UK_ADR_STATEMENT));
  if (x.consumers && x.law.region === "de") blocks.push(p(vsbgStatement(x)));
  return blocks.length ? section(H.disputeResolution, blocks) : undefined;
}
