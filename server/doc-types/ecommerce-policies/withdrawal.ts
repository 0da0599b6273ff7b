// What EU and UK consumer law adds to a shop's policies: the statutory withdrawal (UK:
// cancellation) instructions for goods and the model form (Annex I(A) and I(B) of Directive
// 2011/83/EU; Schedule 3 to the Consumer Contracts Regulations 2013), as the shop states them
// (their words are in ../consumer-withdrawal.ts), and the statutory rights in faulty goods that a
// returns policy must leave untouched (UK Consumer Rights Act 2015, the EU legal guarantee of
// Directive (EU) 2019/771, the Australian Consumer Law); and how the other sections refer to
// the statutory right.
import { type Block, type Section, bold, p } from "../../documents/model";
import {
  type WithdrawalTerms,
  withdrawalFormSection as sharedWithdrawalFormSection,
  withdrawalSection as sharedWithdrawalSection,
  withdrawalWords,
} from "../consumer-withdrawal";
import type { PolicyCtx } from "./context";

export { WITHDRAWAL_HEADINGS, withdrawalWords } from "../consumer-withdrawal";

/** The withdrawal section's heading, for references to it. */
export const withdrawalHeading = (x: PolicyCtx) => withdrawalWords(x.law.region === "uk").heading;

/** "the statutory right to cancel" (UK law) or "the statutory right of withdrawal". */
export const statutoryRight = (x: PolicyCtx) => `the statutory ${withdrawalWords(x.law.region === "uk").right}`;

/** How the shop's own window sits beside the statutory one, where that applies (without one, the right alone). */
export function statutoryWindowNote(x: PolicyCtx, window: "refund" | "return"): Block[] {
  if (!x.withdrawal) return [];
  const n = x.input.refundWindowDays;
  if (n === 0) return [p(`If you are ${consumerIn(x)}, you have the 14-day statutory right described in "${withdrawalHeading(x)}".`)];
  return [
    p(
      n >= 14
        ? `Our ${n}-day ${window} window is offered in addition to, and runs alongside, the 14-day statutory right described in "${withdrawalHeading(x)}".`
        : `If you are ${consumerIn(x)}, you also have the 14-day statutory right described in "${withdrawalHeading(x)}", which applies in place of any shorter period in this policy.`,
    ),
  ];
}

/** Who the statutory right belongs to: "a consumer in the European Union", "... or the United Kingdom". */
export function consumerIn(x: PolicyCtx): string {
  if (x.eu && x.uk) return "a consumer in the European Union or the United Kingdom";
  return x.uk ? "a consumer in the United Kingdom" : "a consumer in the European Union";
}

/**
 * The statutory instructions as the shop states them: goods, and digital content when it sells
 * it; the trader from the policy and the business profile; the return cost as the shop chose; no
 * return authorisation or restocking fee; and, where the shop also sells under the other law, that
 * law's right on the same terms.
 */
function withdrawalTerms(x: PolicyCtx): WithdrawalTerms {
  const uk = x.law.region === "uk";
  const after: string[] = [];
  if (uk && x.eu)
    after.push(
      "If you are a consumer in the European Union, you have the same right of withdrawal under the law of your country of residence implementing Directive 2011/83/EU, on the terms set out above.",
    );
  else if (!uk && x.uk)
    after.push(
      "If you are a consumer in the United Kingdom, this is your right to cancel under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, on the terms set out above.",
    );
  return {
    uk,
    consumer: consumerIn(x),
    supplies: { goods: true, digitalContent: x.input.digitalGoods },
    trader: {
      name: x.business?.legalName ?? x.c,
      address: x.input.address ?? x.business?.address,
      phone: x.input.phone ?? x.business?.phone,
      email: x.input.email,
    },
    returnCostsBorneBy: x.input.returnShippingPaidBy === "merchant" ? "trader" : "consumer",
    notes: {
      exercise: "You do not need a return authorisation to exercise this right.",
      goodsReturn: `No restocking fee or other charge applies to a ${withdrawalWords(uk).noun}.`,
      after,
    },
  };
}

/** The withdrawal (UK: cancellation) instructions (../consumer-withdrawal.ts). */
export const withdrawalSection = (x: PolicyCtx): Section => sharedWithdrawalSection(withdrawalTerms(x));

/** The model withdrawal (UK: cancellation) form. */
export const withdrawalFormSection = (x: PolicyCtx): Section => sharedWithdrawalFormSection(withdrawalTerms(x));

// The statutory rights in goods that are faulty, damaged or not as described, by the law that gives them.

export const UK_STATUTORY_RIGHTS =
  "If you are a consumer in the United Kingdom, the Consumer Rights Act 2015 requires the goods we sell you to be of satisfactory quality, fit for purpose and as described. If they are not, you have a short-term right to reject them and receive a full refund within 30 days of delivery. After 30 days, or if you prefer, you may ask us to repair or replace the goods; if a repair or replacement is impossible or fails, you may keep the goods with a price reduction or reject them for a refund (the final right to reject), from which we may deduct an amount for your use of the goods if the fault appears more than six months after delivery. A fault that appears within six months of delivery is presumed to have existed at delivery unless we prove otherwise. You may bring a claim for up to six years after delivery (five years in Scotland). Faulty digital content must be repaired or replaced or, if that is not possible, its price reduced.";

export const EU_LEGAL_GUARANTEE =
  "If you are a consumer in the European Union, you benefit from the legal guarantee of conformity for goods of at least two years from delivery under Directive (EU) 2019/771 as implemented by the law of your country of residence. A lack of conformity that appears within one year of delivery (longer in some countries) is presumed to have existed at delivery. You are entitled to have the goods brought into conformity by repair or replacement free of charge within a reasonable time and without significant inconvenience to you and, where that is impossible, fails or is refused, to a proportionate price reduction or to terminate the contract and receive a full refund. Digital content and digital services benefit from the equivalent legal guarantee of Directive (EU) 2019/770.";

/** The mandatory text of regulation 90 of the Competition and Consumer Regulations 2010 (Cth). */
export const ACL_MANDATORY_TEXT =
  "Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.";

/** The ACL's remedies for a failure; `window`: the shop has a refund window to say they are not limited by. */
export const aclFailures = (window: boolean) =>
  "A major failure is one that a reasonable consumer would not have bought the goods with had they known about it, or where the goods are substantially unfit for their normal purpose or a purpose you told us about, are unsafe, or differ significantly from their description, sample or demonstration model. For a major failure you may choose to reject the goods for a refund or replacement, or to keep them and be compensated for the drop in value. For a minor failure we may choose to repair the goods, replace them or refund you, within a reasonable time; if we do not, you may have the goods fixed elsewhere and recover the reasonable cost from us, or reject them for a refund. These rights apply whether or not you bought the goods on sale, and are not limited by " +
  (window ? "our refund window or by any list of non-refundable items." : "any list of non-refundable items.");

/** The statutory rights that apply, in law order, as paragraphs (a refund window only where there is one). */
export function statutoryRightsBlocks(x: PolicyCtx): Block[] {
  const window = x.input.refundWindowDays > 0;
  const blocks: Block[] = [];
  if (x.uk) blocks.push(p(UK_STATUTORY_RIGHTS));
  if (x.eu) blocks.push(p(EU_LEGAL_GUARANTEE));
  if (x.law.region === "de" && x.consumers && x.law.statutoryRights) blocks.push(p(x.law.statutoryRights));
  if (x.au) blocks.push(p(bold("Australian Consumer Law. "), ACL_MANDATORY_TEXT), p(aclFailures(window)));
  if (x.law.region === "ca" && x.consumers && x.law.statutoryRights) blocks.push(p(x.law.statutoryRights));
  blocks.push(
    p(
      `Nothing in this policy excludes, restricts or modifies any right or remedy you have under applicable consumer protection law that cannot lawfully be excluded, including any implied warranty, and our ${window ? "refund window, " : ""}return conditions and list of non-refundable items do not apply to goods that are faulty, damaged on arrival or not as described.`,
    ),
  );
  return blocks;
}
