// The cookie policy: one section per cookie type in use, a table of the services picked (their
// real cookies) and the custom ones, the purposes chosen, the analytics, advertising and
// third-party sections only when those flags are set, and each chosen region's rules. What it
// says about consent and categories matches the banner of banner.ts (opt-in with GDPR or PIPEDA,
// opt-out otherwise); what it says about sale and sharing matches the privacy policy.
import { type TCookiePolicyRequest } from "../../../shared/doc-types";
import { type TemplateModel, type Section, clampTitle, p, section } from "../../documents/model";
import { contactBlocks, dateOrderOf, policyMeta } from "../common";
import { type BaseContext } from "../define";
import { factsOf } from "./facts";
import { COOKIE_POLICY_HEADINGS as H } from "./wording";
import { aboutSections } from "./about";
import { practiceSections } from "./practices";
import { choicesSections } from "./choices";
import { lawSections } from "./laws";

export {
  COOKIE_POLICY_HEADINGS,
  COOKIE_TYPE_HEADINGS,
  SERVICE_CATEGORY_HEADINGS,
  CONSENT_DAYS,
  CONSENT_COOKIE,
} from "./wording";

export function cookiePolicyTemplate(input: TCookiePolicyRequest, ctx: BaseContext): TemplateModel {
  const f = factsOf(input);
  const { c } = f;
  const sections: Section[] = [
    ...aboutSections(f),
    ...practiceSections(f),
    ...choicesSections(f),
    ...lawSections(f),
  ];
  sections.push(
    section(H.changes, [
      p(
        "We may update this Cookie Policy from time to time, for example when we change the cookies we use or when the law changes. We will post the updated policy on this page with a new effective date and, where the changes are significant, ask for your consent again where required.",
      ),
    ]),
    section(H.contact, [
      p("If you have any questions about our use of cookies, please contact us:"),
      ...contactBlocks(input),
    ]),
  );

  return {
    title: clampTitle(`Cookie Policy — ${c}`),
    meta: policyMeta(
      input.effectiveDate,
      ctx.generatedAt,
      dateOrderOf(
        ctx.business,
        input.regions.every((r) => r === "GDPR" || r === "UK-GDPR") ? "eu-uk" : undefined,
      ),
    ),
    sections,
    numbered: true,
  };
}
