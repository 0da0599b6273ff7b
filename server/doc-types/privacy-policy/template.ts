// The privacy policy: a complete notice under the laws the user selected (GDPR, UK GDPR, CCPA,
// CalOPPA, PIPEDA, the other US state laws) for the data and uses they ticked. A region's section
// appears only when it is chosen, and the policy claims nothing the form did not say (sale and
// sharing, security measures, transfer safeguard, request methods all follow the input).
// The sections every reader gets come from about.ts and practices.ts, each law's from its own
// module (gdpr, uk-gdpr, ccpa, caloppa, us-states, pipeda), all written from facts.ts.
import { type TPrivacyPolicyRequest } from "../../../shared/doc-types";
import { type TemplateModel, type Section, clampTitle, p, section } from "../../documents/model";
import { contactBlocks, dateOrderOf, policyMeta } from "../common";
import type { BaseContext } from "../define";
import { aboutSections } from "./about";
import { caloppaSection } from "./caloppa";
import { ccpaSection } from "./ccpa";
import { factsOf } from "./facts";
import { gdprSection } from "./gdpr";
import { pipedaSection } from "./pipeda";
import { practiceSections } from "./practices";
import { ukSection } from "./uk-gdpr";
import { usStatesSection } from "./us-states";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

export { PRIVACY_POLICY_HEADINGS } from "./wording";

export function privacyPolicyTemplate(
  input: TPrivacyPolicyRequest,
  ctx: BaseContext,
): TemplateModel {
  const f = factsOf(input, ctx);
  const { c } = f;
  const sections: Section[] = [...aboutSections(f), ...practiceSections(f)];

  if (f.region("GDPR")) sections.push(gdprSection(f));
  if (f.region("UK-GDPR")) sections.push(ukSection(f));
  if (f.region("CCPA")) sections.push(ccpaSection(f));
  if (f.region("CalOPPA")) sections.push(caloppaSection(f));
  if (f.region("US-STATES")) sections.push(usStatesSection(f));
  if (f.region("PIPEDA")) sections.push(pipedaSection(f));

  sections.push(
    section(H.changes, [
      p(
        "We may update this Privacy Policy from time to time to reflect changes in our practices, our Services or the law. When we do, we will post the updated version on this page and change the effective date at the top. If we make material changes, we will notify you before they take effect, by email or by a prominent notice on our website, and where the law requires it we will ask for your consent.",
      ),
    ]),
    section(H.contact, [
      p(
        "If you have any questions about this Privacy Policy or our privacy practices, or wish to exercise your rights, please contact us:",
      ),
      ...contactBlocks(input, ctx.business),
    ]),
  );

  return {
    title: clampTitle(`Privacy Policy — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, input.regions.every((r) => r === "GDPR" || r === "UK-GDPR") ? "eu-uk" : undefined)),
    sections,
    numbered: true,
  };
}
