// The return policy: conditions, how to return an item, who pays the return shipping, exchanges,
// and damaged, defective or incorrect items with the statutory rights in faulty goods.
import { type Block, type Section, ol, p, section, ul } from "../../documents/model";
import { emailLink } from "../common";
import { type PolicyCtx } from "./context";
import { statutoryRight, statutoryRightsBlocks, statutoryWindowNote, withdrawalHeading, withdrawalWords } from "./withdrawal";
import { ECOMMERCE_HEADINGS as H, days, sub } from "./wording";

/**
 * Who pays for a return. Without a refund window there are no change-of-mind returns: the only
 * returns besides faulty items are those under the statutory right, where it applies.
 */
function returnShippingBlocks(x: PolicyCtx): Block[] {
  const faulty =
    "Where an item is faulty, damaged on arrival, not as described or not what you ordered, we pay the return shipping: we will send you a prepaid return label or reimburse your reasonable return postage.";
  const tracked = "we recommend a tracked and insured service, because we cannot refund an item that does not reach us.";
  const window = x.input.refundWindowDays > 0;
  const statutory = x.withdrawal ? `If you ${withdrawalWords(x.law.region === "uk").verb} your order under ${statutoryRight(x)}` : undefined;
  switch (x.input.returnShippingPaidBy) {
    case "merchant":
      return [
        p(
          window
            ? "Returns are free. We will send you a prepaid return label with your return authorisation; please use it, as we cannot reimburse other postage for change-of-mind returns."
            : "Returns are free. We will send you a prepaid return label with your return authorisation.",
        ),
      ];
    case "customer":
      if (!window)
        return [p(faulty), ...(statutory ? [p(`${statutory}, you pay the direct cost of returning the goods; ${tracked}`)] : [])];
      return [p(`You are responsible for the cost of returning an item you no longer want. ${tracked.replace(/^we/, "We")}`), p(faulty)];
    case "merchant-if-faulty":
      return [
        p(
          "We provide a prepaid return label for items that are faulty, damaged on arrival, not as described or not what you ordered.",
          window ? ` For any other return, you pay the return shipping; ${tracked}` : statutory ? ` ${statutory}, you pay the direct cost of returning the goods; ${tracked}` : "",
        ),
      ];
  }
}


/** Damaged, defective or incorrect items: under returns, or under refunds when there is no return policy. */
export function faultySection(x: PolicyCtx): Section {
  return sub(
    H.faulty,
    p(
      `If an item arrives damaged or defective, develops a fault, is not as described or is not what you ordered, please contact us at ${x.input.email} with your order number, a description of the problem and, where possible, photographs of the item and its packaging. We ask you to tell us as soon as possible, ideally within 7 days of delivery, so that we can put things right quickly; this request does not shorten any period the law gives you.`,
    ),
    p(
      "We will, at no cost to you, replace or repair the item or refund it in full, including the original and return shipping costs, in line with your statutory rights.",
    ),
    ...statutoryRightsBlocks(x),
  );
}


/** The return policy, with the faulty-goods subsection when it holds it. */
export function returnSection(x: PolicyCtx, faulty: Section | undefined): Section {
  const { input } = x;
  const n = input.refundWindowDays;
  const subsections: Section[] = [
    sub(
      H.returnConditions,
      p(
        n > 0
          ? `You may return an item for change of mind within ${days(n)} of the day you, or a person you name, receive it.`
          : "We accept returns of items that are faulty, damaged on arrival, not as described or not what you ordered; we do not accept change-of-mind returns, except as the law provides.",
      ),
      ...statutoryWindowNote(x, "return"),
      // Without a window there is no change-of-mind return to set conditions for.
      ...(n > 0
        ? [
            p("To be accepted as a change-of-mind return, an item must be:"),
            ul(
              "unused, unworn and unwashed, and in the same condition in which you received it;",
              "in its original packaging, with all tags, labels, accessories and manuals;",
              "accompanied by your order number or other proof of purchase; and",
              "not excluded from refunds or returns by this policy (for example, a hygiene-sealed item that has been unsealed).",
            ),
          ]
        : []),
    ),
    sub(
      H.returnProcess,
      ol(
        [`Contact us at `, emailLink(input.email), " with your order number, the items you wish to return and the reason for the return."],
        "We will reply, normally within two business days, with a return authorisation (RMA) number and the return address" +
          (input.returnShippingPaidBy === "customer" ? "." : " and, where we pay for the return, a prepaid return label."),
        "Pack the items securely, with the RMA number clearly marked on the parcel or on a note inside it, and send them within 14 days of receiving your RMA number. Keep your proof of postage.",
        `We will inspect the items within five business days of receiving them and tell you the outcome by email; refunds are then made as described in "${input.policies.includes("refund") ? H.refundMethod : H.returns}".`,
      ),
      p(
        "Returns sent without an RMA number may be delayed or refused." +
          (x.withdrawal
            ? ` This does not apply to ${statutoryRight(x)}, which you may exercise by any clear statement, as described in "${withdrawalHeading(x)}".`
            : ""),
      ),
    ),
    sub(H.returnShipping, ...returnShippingBlocks(x)),
    sub(
      H.exchanges,
      p(
        input.exchanges
          ? input.refundWindowDays > 0
            ? `We offer exchanges for a different size, colour or product of the same or higher price, subject to availability, within ${days(input.refundWindowDays)} of the day you receive the item. Request an exchange as described above; we will dispatch the replacement once we receive the original item. Where the new item costs more, we will ask you to pay the difference; shipping for the replacement is free if the original was faulty or incorrect.`
            : "All sales are final, so we do not exchange items for change of mind."
          : "We do not offer direct exchanges. If you would like a different item, please return the original for a refund and place a new order.",
      ),
      p("Faulty, damaged or incorrect items are always replaced free of charge on request, subject to availability."),
    ),
  ];
  if (faulty) subsections.push(faulty);
  return section(H.returns, [], subsections);
}
