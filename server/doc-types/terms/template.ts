// Terms and conditions, tailored to the business type, with payment and refund terms only when
// the business accepts payments, under the governing law the user chose, for consumers,
// businesses or both. EU / UK consumer rules (withdrawal, VAT-inclusive prices, dispute
// resolution) apply where consumers are addressed under German or UK law, or when the user says
// EU or UK consumers buy (sellsToEuUkConsumers).
// template.ts lists the sections in order; each comes from the module of its part of the terms
// (opening, business-types, payments, content, liability, governing-law, closing) or of the law
// that asks for it (consumer, conclusion, marketplace, b2b-saas, arbitration), all reading the
// context of context.ts.
import { type TTermsRequest } from "../../../shared/doc-types";
import { type TemplateModel, type Section, clampTitle } from "../../documents/model";
import { dateOrderOf, policyMeta } from "../common";
import type { BaseContext } from "../define";
import { withSpellingOf } from "../spelling";
import { arbitrationSection } from "./arbitration";
import { confidentialitySection, dataProcessingSection, dpaSection, ipIndemnitySection } from "./b2b-saas";
import { businessSection } from "./business-types";
import { closingSections, terminationSection } from "./closing";
import { conclusionSection } from "./conclusion";
import { disputeResolutionSection, withdrawalFormSection, withdrawalSection } from "./consumer";
import { contentSections } from "./content";
import { termsContext } from "./context";
import { governingLawSection } from "./governing-law";
import { disclaimersSection, indemnificationSection, liabilitySection } from "./liability";
import { dsaSection, informSection, onlineSafetySection, p2bSection } from "./marketplace";
import { acceptanceSection, accountsSection, eligibilitySection } from "./opening";
import { paymentSections } from "./payments";

export { TERMS_BUSINESS_HEADINGS, TERMS_HEADINGS } from "./headings";

const optional = (...sections: (Section | undefined)[]): Section[] =>
  sections.filter((s): s is Section => s !== undefined);

export function termsTemplate(input: TTermsRequest, ctx: BaseContext): TemplateModel {
  const x = termsContext(input, ctx.business);
  const { c, law } = x;
  const sections: Section[] = [
    acceptanceSection(x),
    eligibilitySection(x),
    businessSection(x),
    accountsSection(),
    ...optional(conclusionSection(x)),
    ...(x.pay ? paymentSections(x) : []),
    ...(x.euUk ? [withdrawalSection(x)] : []),
    ...contentSections(x),
    disclaimersSection(x),
    liabilitySection(x),
    ...optional(confidentialitySection(x), dataProcessingSection(x)),
    indemnificationSection(x),
    ...optional(ipIndemnitySection(x)),
    terminationSection(x),
    governingLawSection(x),
    ...optional(
      arbitrationSection(x),
      disputeResolutionSection(x),
      dsaSection(x),
      p2bSection(x),
      onlineSafetySection(x),
      informSection(x),
    ),
    ...closingSections(x),
    // The model form goes last, where a consumer can find, print and fill it in.
    ...(x.euUk ? [withdrawalFormSection(x)] : []),
    ...optional(dpaSection(x)),
  ];

  const model: TemplateModel = {
    title: clampTitle(`Terms and Conditions — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, law.region)),
    sections,
    numbered: true,
  };
  // Under US law in US spelling, under UK or Australian law in British spelling.
  return withSpellingOf(model, law.region);
}
