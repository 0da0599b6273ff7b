// The refund policy: eligibility, the refund window (or no change-of-mind refunds), how and when
// refunds are paid, non-refundable items, digital products and partial refunds, beside the
// statutory right of withdrawal where it applies.
import { type Block, type Section, p, section, ul } from "../../documents/model";
import { type PolicyCtx } from "./context";
import { consumerIn, statutoryRight, statutoryWindowNote, withdrawalHeading, withdrawalWords } from "./withdrawal";
import { ECOMMERCE_HEADINGS as H, days, sub } from "./wording";

function nonRefundableBlocks(x: PolicyCtx): Block[] {
  const lines = (x.input.nonRefundableItems ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length)
    return [p("All products are eligible for a refund under this policy, subject to the conditions in it.")];
  const qualifier = x.withdrawal
    ? ` If you are ${consumerIn(x)}, an item is excluded from ${statutoryRight(x)} only where "${withdrawalHeading(x)}" says so.`
    : "";
  return [
    p("The following items cannot be refunded unless they are faulty, damaged on arrival or not as described:"),
    ul(...lines),
    p(`These exclusions do not limit your statutory rights.${qualifier}`),
  ];
}

function digitalGoodsBlocks(x: PolicyCtx): Block[] {
  const n = x.input.refundWindowDays;
  const blocks: Block[] = [
    p(
      n > 0
        ? `Digital products (such as downloads, licence keys and online access) cannot be returned. You may request a refund of a digital product within ${days(n)} of purchase only if you have not downloaded, accessed or activated it.`
        : "Digital products (such as downloads, licence keys and online access) cannot be returned and are not refundable for change of mind.",
    ),
  ];
  if (x.withdrawal)
    blocks.push(
      p(
        `If you are ${consumerIn(x)}, you may ${withdrawalWords(x.law.region === "uk").verb} a contract for digital content not supplied on a tangible medium within 14 days of its conclusion. We will begin supplying it within that period only with your express consent and your acknowledgement that you thereby lose that right, which we ask for at checkout, and we will confirm your consent and acknowledgement to you on a durable medium (our order confirmation email). Only then is the right lost once supply begins. If you do not give that consent, we will supply the digital content after the 14-day period has ended.`,
      ),
    );
  blocks.push(
    p(
      "If a digital product is faulty, does not download or work as described, or is not compatible with the requirements we stated, contact us: we will fix or replace it or, if we cannot, refund you.",
    ),
  );
  return blocks;
}

/** The refund policy, with the faulty-goods subsection when there is no return policy to hold it. */
export function refundSection(x: PolicyCtx, faulty: Section | undefined): Section {
  const { input } = x;
  const n = input.refundWindowDays;
  const returns = input.policies.includes("return");
  const fee = input.restockingFeePercent;
  const partial: string[] = [
    "items that are returned used, worn, washed or damaged beyond what is needed to inspect them, or that show signs of use;",
    "items that are returned without their original packaging, tags, accessories, manuals or free gifts, or with parts missing for reasons not due to our error;",
    "items returned after the refund window has ended, where we choose to accept them.",
  ];
  // With no refund window all sales are final: no window, no change-of-mind refund, charge or
  // deduction is described, except under the statutory right where it applies (a contradiction is
  // read against the drafter, Cal. Civ. Code § 1654).
  const changeOfMind = n > 0 || x.withdrawal;
  const proof =
    "Please keep your order number or other proof of purchase. Items bought from other retailers or marketplaces must be returned to the seller you bought them from.";
  const subsections: Section[] = [
    sub(
      H.refundEligibility,
      ...(n > 0
        ? [
            p(
              `You are eligible for a refund of an item you bought directly from us through our website if you request it within the refund window, the item is not excluded under "${H.nonRefundable}" and, where it must be returned, it is ${
                returns ? `returned as described in "${H.returns}"` : "returned unused, in its original condition and packaging"
              }. ${proof}`,
            ),
            p(
              "A refund is always available, whatever the refund window, if an item is faulty, damaged on arrival, not as described or not what you ordered.",
            ),
          ]
        : [
            p(
              `You are eligible for a refund of an item you bought directly from us through our website if it is faulty, damaged on arrival, not as described or not what you ordered${
                x.withdrawal
                  ? `, or if you are ${consumerIn(x)} and you ${withdrawalWords(x.law.region === "uk").verb} your order under ${statutoryRight(x)}`
                  : ""
              }. ${proof}`,
            ),
          ]),
    ),
    sub(
      n > 0 ? H.refundWindow : H.changeOfMind,
      p(
        n > 0
          ? `You may request a refund for change of mind within ${days(n)} of the day you, or a person you name, receive the item.`
          : "We do not offer refunds for change of mind: all sales are final, except as set out in this policy and as the law provides.",
      ),
      ...statutoryWindowNote(x, "refund"),
    ),
    sub(
      H.refundMethod,
      p(
        "Refunds are made to the original payment method, in the currency you paid in, and we do not charge a fee for them. Where that method is no longer available, we will agree another way to refund you.",
      ),
      p(
        returns
          ? "Once we receive and inspect a returned item, we will email you to confirm whether your refund is approved, and we will issue an approved refund within 14 days of receiving the item (or evidence that you have sent it back)."
          : "We will email you to confirm whether your refund is approved, and we will issue an approved refund within 14 days.",
        " Your bank or card issuer may take a further 5 to 10 business days to show it on your statement.",
      ),
      ...(x.withdrawal
        ? [
            p(
              `If you are ${consumerIn(x)} and you ${withdrawalWords(x.law.region === "uk").verb} your order under the statutory right, we will refund you, including the standard delivery cost, no later than 14 days after you tell us, as described in "${withdrawalHeading(x)}".`,
            ),
          ]
        : []),
      p(
        n > 0
          ? `Original shipping charges are not refunded for change-of-mind refunds${x.withdrawal ? ` (except under ${statutoryRight(x)})` : ""}; they are refunded in full where an item is faulty, damaged, incorrect or not delivered.`
          : "Original shipping charges are refunded in full where an item is faulty, damaged, incorrect or not delivered.",
      ),
    ),
    sub(H.nonRefundable, ...nonRefundableBlocks(x)),
    ...(input.digitalGoods ? [sub(H.digitalGoods, ...digitalGoodsBlocks(x))] : []),
    ...(changeOfMind
      ? [
    sub(
      H.partialRefunds,
      ...(n > 0 ? [p("We may give a partial refund, reduced by the loss in value of the item, for:"), ul(...partial)] : []),
      ...(fee > 0 && n > 0
        ? [
            p(
              `A restocking fee of ${fee}% of the item's price is deducted from change-of-mind refunds of items returned in resaleable condition. It does not apply to items that are faulty, damaged or incorrect${x.withdrawal ? `, or to orders cancelled under ${statutoryRight(x)}` : ""}.`,
            ),
          ]
        : []),
      ...(x.withdrawal
        ? [
            p(
              `If you are ${consumerIn(x)} exercising ${statutoryRight(x)}, the only deduction we may make is for any loss in value caused by handling the goods more than was necessary to establish their nature, characteristics and functioning.`,
            ),
          ]
        : []),
    ),
        ]
      : []),
  ];
  if (faulty) subsections.push(faulty);
  return section(H.refunds, [], subsections);
}
