// What EU and UK consumer law adds to a shop's policies: the statutory withdrawal (UK:
// cancellation) instructions for goods and the model form (Annex I(A) and I(B) of Directive
// 2011/83/EU; Schedule 3 to the Consumer Contracts Regulations 2013), and the statutory rights in
// faulty goods that a returns policy must leave untouched (UK Consumer Rights Act 2015, the EU
// legal guarantee of Directive (EU) 2019/771, the Australian Consumer Law).
import { joinLines } from "../../documents/format";
import { type Block, type Inline, type Section, bold, p, section, ul } from "../../documents/model";
import type { PolicyCtx } from "./template";

export const WITHDRAWAL_HEADINGS = {
  withdrawal: "Right of Withdrawal",
  withdrawalForm: "Model Withdrawal Form",
  cancellation: "Right to Cancel",
  cancellationForm: "Model Cancellation Form",
} as const;

const H = WITHDRAWAL_HEADINGS;

/** The words of each law: the UK "cancels", the EU directive "withdraws". */
export const withdrawalWords = (uk: boolean) =>
  uk
    ? { verb: "cancel", noun: "cancellation", of: "of", right: "right to cancel", statement: "a clear statement", heading: H.cancellation, form: H.cancellationForm }
    : { verb: "withdraw from", noun: "withdrawal", of: "from", right: "right of withdrawal", statement: "an unequivocal statement", heading: H.withdrawal, form: H.withdrawalForm };

/** The trader as the instructions must name it: name, postal address, phone and e-mail. */
function trader(x: PolicyCtx): string {
  const parts = [x.business?.legalName ?? x.c];
  const address = x.input.address ?? x.business?.address;
  if (address) parts.push(joinLines(address, ", "));
  const phone = x.input.phone ?? x.business?.phone;
  if (phone) parts.push(`phone ${phone}`);
  parts.push(`email ${x.input.email}`);
  return parts.join(", ");
}

/** Who the statutory right belongs to: "a consumer in the European Union", "... or the United Kingdom". */
export function consumerIn(x: PolicyCtx): string {
  if (x.eu && x.uk) return "a consumer in the European Union or the United Kingdom";
  return x.uk ? "a consumer in the United Kingdom" : "a consumer in the European Union";
}

export function withdrawalSection(x: PolicyCtx): Section {
  const w = withdrawalWords(x.law.region === "uk");
  const blocks: Block[] = [
    p(
      `If you are ${consumerIn(x)}, you have the right to ${w.verb} this contract within 14 days without giving any reason.`,
    ),
    p(
      `The ${w.noun} period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If you order several goods in one order and they are delivered separately, it expires 14 days after the day on which you, or a third party other than the carrier and indicated by you, acquire physical possession of the last of them.`,
    ),
    p(
      `To exercise the ${w.right}, you must inform us (${trader(x)}) of your decision to ${w.verb} this contract by ${w.statement} (for example, a letter sent by post or an email). You may use the model form in "${w.form}" below, but it is not obligatory. You do not need a return authorisation to exercise this right.`,
    ),
    p(
      `To meet the ${w.noun} deadline, it is sufficient for you to send your communication concerning your exercise of the ${w.right} before the ${w.noun} period has expired.`,
    ),
    p(bold(`Effects of ${w.noun}.`)),
    p(
      `If you ${w.verb} this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to ${w.verb} this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.`,
    ),
    p(
      `You shall send back the goods or hand them over to us without undue delay and in any event not later than 14 days from the day on which you communicate your ${w.noun} ${w.of} this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. ${
        x.input.returnShippingPaidBy === "merchant"
          ? "We will bear the cost of returning the goods."
          : "You will have to bear the direct cost of returning the goods."
      } You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish the nature, characteristics and functioning of the goods. No restocking fee or other charge applies to a ${w.noun}.`,
    ),
    p(bold("Exceptions."), ` The ${w.right} does not apply to, or ends early for:`),
    ul(
      "goods made to your specifications or clearly personalised;",
      "goods which are liable to deteriorate or expire rapidly;",
      "sealed goods which are not suitable for return due to health protection or hygiene reasons, if they were unsealed after delivery;",
      "goods which, after delivery, are according to their nature inseparably mixed with other items;",
      x.input.digitalGoods ? "sealed audio or video recordings or sealed computer software, if they were unsealed after delivery; and" : "sealed audio or video recordings or sealed computer software, if they were unsealed after delivery.",
      ...(x.input.digitalGoods
        ? [
            `digital content not supplied on a tangible medium (such as downloads, licence keys and streaming), once its supply has begun with your prior express consent and your acknowledgement that you thereby lose your ${w.right}, and we have confirmed your consent and acknowledgement to you on a durable medium, such as an email.`,
          ]
        : []),
    ),
  ];
  if (x.law.region === "uk" && x.eu)
    blocks.push(
      p(
        "If you are a consumer in the European Union, you have the same right of withdrawal under the law of your country of residence implementing Directive 2011/83/EU, on the terms set out above.",
      ),
    );
  else if (x.law.region !== "uk" && x.uk)
    blocks.push(
      p(
        "If you are a consumer in the United Kingdom, this is your right to cancel under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, on the terms set out above.",
      ),
    );
  blocks.push(
    p(
      `The ${w.right} is in addition to, and does not affect, your statutory rights if goods or digital content are faulty or not as described.`,
    ),
  );
  return section(w.heading, blocks);
}

/** The model form (Annex I(B) of Directive 2011/83/EU; UK: Schedule 3, Part B, CCR 2013). */
export function withdrawalFormSection(x: PolicyCtx): Section {
  const uk = x.law.region === "uk";
  const w = withdrawalWords(uk);
  const mark = uk ? "[*]" : "(*)";
  const digital = x.input.digitalGoods ? `/for the supply of the following digital content ${mark}` : "";
  const items: Inline[] = [
    `To ${trader(x)}:`,
    uk
      ? `I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]${digital},`
      : `I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)${digital},`,
    `Ordered on ${mark}/received on ${mark},`,
    "Name of consumer(s),",
    "Address of consumer(s),",
    "Signature of consumer(s) (only if this form is notified on paper),",
    "Date",
  ];
  return section(w.form, [
    p(`(Complete and return this form only if you wish to ${w.verb} the contract.)`),
    ul(...items),
    p(`${mark} Delete as appropriate.`),
  ]);
}

// The statutory rights in goods that are faulty, damaged or not as described, by the law that gives them.

export const UK_STATUTORY_RIGHTS =
  "If you are a consumer in the United Kingdom, the Consumer Rights Act 2015 requires the goods we sell you to be of satisfactory quality, fit for purpose and as described. If they are not, you have a short-term right to reject them and receive a full refund within 30 days of delivery. After 30 days, or if you prefer, you may ask us to repair or replace the goods; if a repair or replacement is impossible or fails, you may keep the goods with a price reduction or reject them for a refund (the final right to reject), from which we may deduct an amount for your use of the goods if the fault appears more than six months after delivery. A fault that appears within six months of delivery is presumed to have existed at delivery unless we prove otherwise. You may bring a claim for up to six years after delivery (five years in Scotland). Faulty digital content must be repaired or replaced or, if that is not possible, its price reduced.";

export const EU_LEGAL_GUARANTEE =
  "If you are a consumer in the European Union, you benefit from the legal guarantee of conformity for goods of at least two years from delivery under Directive (EU) 2019/771 as implemented by the law of your country of residence. A lack of conformity that appears within one year of delivery (longer in some countries) is presumed to have existed at delivery. You are entitled to have the goods brought into conformity by repair or replacement free of charge within a reasonable time and without significant inconvenience to you and, where that is impossible, fails or is refused, to a proportionate price reduction or to terminate the contract and receive a full refund. Digital content and digital services benefit from the equivalent legal guarantee of Directive (EU) 2019/770.";

/** The mandatory text of regulation 90 of the Competition and Consumer Regulations 2010 (Cth). */
export const ACL_MANDATORY_TEXT =
  "Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.";

export const ACL_FAILURES =
  "A major failure is one that a reasonable consumer would not have bought the goods with had they known about it, or where the goods are substantially unfit for their normal purpose or a purpose you told us about, are unsafe, or differ significantly from their description, sample or demonstration model. For a major failure you may choose to reject the goods for a refund or replacement, or to keep them and be compensated for the drop in value. For a minor failure we may choose to repair the goods, replace them or refund you, within a reasonable time; if we do not, you may have the goods fixed elsewhere and recover the reasonable cost from us, or reject them for a refund. These rights apply whether or not you bought the goods on sale, and are not limited by our refund window or by any list of non-refundable items.";

/** The statutory rights that apply, in law order, as paragraphs. */
export function statutoryRightsBlocks(x: PolicyCtx): Block[] {
  const blocks: Block[] = [];
  if (x.uk) blocks.push(p(UK_STATUTORY_RIGHTS));
  if (x.eu) blocks.push(p(EU_LEGAL_GUARANTEE));
  if (x.law.region === "de" && x.consumers && x.law.statutoryRights) blocks.push(p(x.law.statutoryRights));
  if (x.au) blocks.push(p(bold("Australian Consumer Law. "), ACL_MANDATORY_TEXT), p(ACL_FAILURES));
  if (x.law.region === "ca" && x.consumers && x.law.statutoryRights) blocks.push(p(x.law.statutoryRights));
  blocks.push(
    p(
      "Nothing in this policy excludes, restricts or modifies any right or remedy you have under applicable consumer protection law that cannot lawfully be excluded, including any implied warranty, and our refund window, return conditions and list of non-refundable items do not apply to goods that are faulty, damaged on arrival or not as described.",
    ),
  );
  return blocks;
}
