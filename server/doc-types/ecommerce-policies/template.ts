// E-commerce policies: one document with a section per policy the shop chose (refunds, returns,
// shipping), under the governing law it chose. EU / UK consumer law adds the statutory right of
// withdrawal and its model form where consumers in the EU or UK buy: under German or UK law, or
// when the shop ships to the EU or the UK (worldwide counts as both). The statutory rights in faulty
// goods are stated by the law that gives them (./withdrawal.ts).
// template.ts assembles the sections from about.ts, refunds.ts, returns.ts, shipping.ts and
// withdrawal.ts, each reading the context of context.ts.
import { type TEcommercePoliciesRequest } from "../../../shared/doc-types";
import { type Block, type TemplateModel, type Section, clampTitle, p, section } from "../../documents/model";
import { contactBlocks, dateOrderOf, policyMeta } from "../common";
import type { BaseContext } from "../define";
import { withSpellingOf } from "../spelling";
import { aboutSection } from "./about";
import { type PolicyCtx, policyContext } from "./context";
import { refundSection } from "./refunds";
import { faultySection, returnSection } from "./returns";
import { shippingSection } from "./shipping";
import { withdrawalFormSection, withdrawalSection } from "./withdrawal";
import { ECOMMERCE_HEADINGS as H } from "./wording";

export { WITHDRAWAL_HEADINGS } from "./withdrawal";
export { ECOMMERCE_HEADINGS } from "./wording";

/** "Refund Policy", "Refund and Return Policy", "Refund, Return and Shipping Policy". */
export function policyTitle(input: TEcommercePoliciesRequest): string {
  const names = { refund: "Refund", return: "Return", shipping: "Shipping" } as const;
  const chosen = (["refund", "return", "shipping"] as const).filter((k) => input.policies.includes(k));
  const list = chosen.length <= 2 ? chosen.map((k) => names[k]).join(" and ") : "Refund, Return and Shipping";
  return `${list} Policy`;
}

/** The governing law, with the consumer's mandatory home protections kept. */
function governingLawBlocks(x: PolicyCtx): Block[] {
  const { law } = x;
  const blocks: Block[] = [
    p(
      `This policy, and any dispute or claim arising out of or in connection with it, is governed by ${law.law}.`,
    ),
  ];
  if (x.consumers && law.consumerNote) blocks.push(p(law.consumerNote));
  // Rome I (Art. 6) keeps an EU or UK consumer's mandatory home protections whatever law is chosen.
  if ((x.eu || x.uk) && law.region !== "de" && law.region !== "uk")
    blocks.push(
      p(
        "If you are a consumer habitually resident in the European Union or the United Kingdom, this choice of law does not deprive you of the protection of the mandatory provisions of the law of your country of residence.",
      ),
    );
  return blocks;
}

export function ecommercePoliciesTemplate(input: TEcommercePoliciesRequest, ctx: BaseContext): TemplateModel {
  const x = policyContext(input, ctx.business);
  const { c } = x;
  const title = policyTitle(input);
  const has = (policy: TEcommercePoliciesRequest["policies"][number]) => input.policies.includes(policy);
  // Faulty goods are dealt with once: under returns when the shop has a return policy, else under refunds.
  const faultyUnder = has("return") ? "return" : has("refund") ? "refund" : undefined;

  const sections: Section[] = [aboutSection(x, title)];
  if (has("refund")) sections.push(refundSection(x, faultyUnder === "refund" ? faultySection(x) : undefined));
  if (has("return")) sections.push(returnSection(x, faultyUnder === "return" ? faultySection(x) : undefined));
  if (has("shipping")) sections.push(shippingSection(x));
  if (x.withdrawal) sections.push(withdrawalSection(x), withdrawalFormSection(x));
  sections.push(
    section(H.governingLaw, governingLawBlocks(x)),
    section(H.changes, [
      p(
        'We may update this policy from time to time, for example to reflect changes in our products, carriers or the law. The version published on our website when you place an order applies to that order. The "Last updated" date at the top shows when it was last changed.',
      ),
    ]),
    section(H.contact, [
      p("If you have any questions about this policy, or want to request a refund or return, please contact us:"),
      ...contactBlocks(
        { companyName: c, email: input.email, website: input.website, address: input.address, phone: input.phone },
        ctx.business,
      ),
    ]),
  );

  const model: TemplateModel = {
    title: clampTitle(`${title} — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, x.law.region)),
    sections,
    numbered: true,
  };
  // A US policy reads in US spelling, a UK or Australian one in British spelling; the
  // non-refundable items are the shop's own words.
  return withSpellingOf(model, x.law.region, [H.nonRefundable]);
}
