// "About This Policy": which policies the document holds, whom they are for, where they apply.
import { type Block, type Section, bold, p, section } from "../../documents/model";
import { joinWords } from "../../documents/format";
import { picked, webLink } from "../common";
import { type PolicyCtx } from "./context";
import { ECOMMERCE_HEADINGS as H } from "./wording";

/** What the document covers, for whom, and how it stands beside the statutory rights. */
export function aboutSection(x: PolicyCtx, title: string): Section {
  const { c, input } = x;
  const blocks: Block[] = [
    p(
      `This ${title} explains how ${c} ("${c}", "we", "us" or "our") handles ${joinWords(
        picked(
          [
            { value: "refund", label: "refunds" },
            { value: "return", label: "returns and exchanges" },
            { value: "shipping", label: "the shipping and delivery of orders" },
          ],
          input.policies,
        ).map((o) => o.label),
      )} for purchases made through our website at `,
      webLink(input.website),
      ". It forms part of the terms on which we sell to you; if it conflicts with our terms and conditions of sale, this policy prevails on the matters it covers.",
    ),
  ];
  if (x.consumers && x.businesses)
    blocks.push(
      p(
        'Some provisions apply differently depending on whether you are a consumer, that is, an individual buying wholly or mainly for purposes outside your trade, business, craft or profession (a "consumer"), or a business customer; where they do, we say so.',
      ),
    );
  else if (!x.consumers)
    blocks.push(
      p(
        "We sell only to business customers buying in the course of their trade, business, craft or profession. By placing an order you confirm that you are not buying as a consumer.",
      ),
    );
  if (x.consumers)
    blocks.push(
      p(
        bold("Your statutory rights."),
        " Nothing in this policy affects your statutory rights as a consumer, including your rights if goods are faulty or not as described.",
      ),
    );
  return section(H.about, blocks);
}
