// What EU and UK consumer law adds to terms sold to consumers: the statutory withdrawal (UK:
// cancellation) instructions and model form, and the out-of-court dispute resolution statements
// (the EU ODR platform's end, § 36 VSBG for a German trader, UK ADR).
import { joinLines } from "../../documents/format";
import { type Block, type Inline, type Section, bold, p, section, ul } from "../../documents/model";
import { TERMS_HEADINGS } from "./headings";
import type { TermsCtx } from "./template";

export const CONSUMER_HEADINGS = {
  withdrawal: "Right of Withdrawal",
  withdrawalForm: "Model Withdrawal Form",
  cancellation: "Right to Cancel",
  cancellationForm: "Model Cancellation Form",
  disputeResolution: "Consumer Dispute Resolution",
} as const;

const H = CONSUMER_HEADINGS;

/** The default board a German trader names when it takes part in consumer arbitration. */
export const UNIVERSAL_BOARD =
  "Universalschlichtungsstelle des Bundes (the Federal Universal Conciliation Body), Zentrum für Schlichtung e.V., Kehl am Rhein, Germany, https://www.universalschlichtungsstelle.de";

/** The trader as the instructions name it: legal name, postal address, phone and e-mail when known. */
function trader(x: TermsCtx): { text: string; complete: boolean } {
  const b = x.business;
  const parts = [b?.legalName ?? x.c];
  if (b?.address) parts.push(joinLines(b.address, ", "));
  if (b?.phone) parts.push(`phone ${b.phone}`);
  if (b?.email) parts.push(`email ${b.email}`);
  return { text: parts.join(", "), complete: Boolean(b?.address && b.email) };
}

/** Goods (a shop) are withdrawn from on delivery terms; everything else is a service or digital content. */
const sellsGoods = (x: TermsCtx) => x.input.businessType === "ecommerce";

/**
 * The withdrawal instructions (Annex I(A) of Directive 2011/83/EU; for UK law, the cancellation
 * instructions of Schedule 3 to the Consumer Contracts Regulations 2013), adapted to goods or to
 * services and digital content.
 */
export function withdrawalSection(x: TermsCtx): Section {
  const uk = x.law.region === "uk";
  const goods = sellsGoods(x);
  const w = uk
    ? { verb: "cancel", noun: "cancellation", of: "of", right: "right to cancel", statement: "a clear statement", form: H.cancellationForm }
    : { verb: "withdraw from", noun: "withdrawal", of: "from", right: "right of withdrawal", statement: "an unequivocal statement", form: H.withdrawalForm };
  const who = trader(x);
  const contact = who.complete ? who.text : `${who.text}, using the contact details in "${TERMS_HEADINGS.contact}"`;
  const blocks: Block[] = [
    p(
      `If you are a consumer, you have the right to ${w.verb} this contract within 14 days without giving any reason.`,
    ),
    p(
      goods
        ? `The ${w.noun} period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If you order several goods in one order and they are delivered separately, it expires 14 days after the day on which you, or a third party other than the carrier and indicated by you, acquire physical possession of the last of them.`
        : `The ${w.noun} period will expire after 14 days from the day of the conclusion of the contract.`,
    ),
    p(
      `To exercise the ${w.right}, you must inform us (${contact}) of your decision to ${w.verb} this contract by ${w.statement} (for example, a letter sent by post or an email). You may use the model form in the section "${w.form}", but it is not obligatory.`,
    ),
    p(
      `To meet the ${w.noun} deadline, it is sufficient for you to send your communication concerning your exercise of the ${w.right} before the ${w.noun} period has expired.`,
    ),
    p(bold(`Effects of ${w.noun}.`)),
    p(
      goods
        ? `If you ${w.verb} this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to ${w.verb} this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.`
        : `If you ${w.verb} this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to ${w.verb} this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.`,
    ),
  ];
  if (goods) {
    blocks.push(
      p(
        uk
          ? "We may make a deduction from the reimbursement for loss in value of any goods supplied, if the loss is the result of unnecessary handling by you. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest."
          : "We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.",
      ),
      p(
        `You shall send back the goods or hand them over to us without undue delay and in any event not later than 14 days from the day on which you communicate your ${w.noun} ${w.of} this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. You will have to bear the direct cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish the nature, characteristics and functioning of the goods.`,
      ),
    );
  } else {
    blocks.push(
      p(
        `If you requested us to begin the performance of services during the ${w.noun} period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your ${w.noun} ${w.of} this contract, in comparison with the full coverage of the contract.`,
      ),
    );
  }
  blocks.push(
    p(bold("Exceptions."), ` The ${w.right} does not apply to, or ends early for:`),
    ul(
      ...(goods
        ? [
            "goods made to your specifications or clearly personalized;",
            "goods which are liable to deteriorate or expire rapidly;",
            "sealed goods which are not suitable for return due to health protection or hygiene reasons, if they were unsealed after delivery;",
            "goods which, after delivery, are according to their nature inseparably mixed with other items;",
            "sealed audio or video recordings or sealed computer software, if they were unsealed after delivery; and",
          ]
        : [
            `a contract for services for which you pay, once we have fully performed the service, if performance began with your prior express request and your acknowledgement that you will lose your ${w.right} once we have fully performed the contract; and`,
          ]),
      `digital content not supplied on a tangible medium (such as downloads and streaming) for which you pay, once its supply has begun with your prior express consent and your acknowledgement that you thereby lose your ${w.right}, and we have confirmed your consent and acknowledgement to you on a durable medium, such as an email.`,
    ),
    p(
      `The ${w.right} is in addition to, and does not affect, your statutory rights if goods, digital content or services are faulty or not as described.`,
    ),
  );
  return section(uk ? H.cancellation : H.withdrawal, blocks);
}

/** The model form (Annex I(B) of Directive 2011/83/EU; UK: Schedule 3, Part B, CCR 2013). */
export function withdrawalFormSection(x: TermsCtx): Section {
  const uk = x.law.region === "uk";
  const who = trader(x);
  const to = who.complete ? who.text : `${who.text}, at the postal or email address given in "${TERMS_HEADINGS.contact}"`;
  const items: Inline[][] = uk
    ? [
        [`To ${to}:`],
        [
          "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following digital content [*]/for the supply of the following service [*],",
        ],
        ["Ordered on [*]/received on [*],"],
        ["Name of consumer(s),"],
        ["Address of consumer(s),"],
        ["Signature of consumer(s) (only if this form is notified on paper),"],
        ["Date"],
      ]
    : [
        [`To ${to}:`],
        [
          "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),",
        ],
        ["Ordered on (*)/received on (*),"],
        ["Name of consumer(s),"],
        ["Address of consumer(s),"],
        ["Signature of consumer(s) (only if this form is notified on paper),"],
        ["Date"],
      ];
  return section(uk ? H.cancellationForm : H.withdrawalForm, [
    p(
      uk
        ? "(Complete and return this form only if you wish to cancel the contract.)"
        : "(Complete and return this form only if you wish to withdraw from the contract.)",
    ),
    ul(...items),
    p(uk ? "[*] Delete as appropriate." : "(*) Delete as appropriate."),
  ]);
}

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
