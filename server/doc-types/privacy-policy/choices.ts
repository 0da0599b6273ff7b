// The "Do Not Sell or Share My Personal Information" link the privacy policy names, as HTML the
// customer pastes into their site's footer. Kept with the version (extras), like the consent
// banner of a cookie policy.
import type { TPrivacyPolicyRequest } from "../../../shared/doc-types";
import { escapeHtml } from "../../documents/render-html";
import { DO_NOT_SELL_LINK } from "../common";
import { hasOptOutLink } from "./facts";

export interface PrivacyChoices {
  /** HTML to paste where the site's footer links are. */
  snippet: string;
}

/** Where the link leads: the policy's address (https, or a path on the website), else /privacy-policy. */
export function privacyPolicyHref(input: Pick<TPrivacyPolicyRequest, "policyUrl" | "website">): string {
  return new URL(input.policyUrl ?? "/privacy-policy", input.website).href;
}

/** The link's snippet, when the policy names the link (advertising tracking under a US law). */
export function buildPrivacyChoices(input: TPrivacyPolicyRequest): PrivacyChoices | undefined {
  if (!hasOptOutLink(input)) return undefined;
  const href = escapeHtml(privacyPolicyHref(input));
  const snippet = `<!-- "${DO_NOT_SELL_LINK}" link, as your privacy policy names it. Put it in the footer of every page of your website (Cal. Code Regs. tit. 11, § 7013). -->
<!-- It leads to the privacy policy's notice of the right to opt out. Where the consent banner of your cookie policy runs on the page, it opens the banner's preferences instead, where marketing cookies are switched off. -->
<!-- You may label it "Your Privacy Choices" instead only together with the official opt-out icon (Cal. Code Regs. tit. 11, § 7015). -->
<a href="${href}" data-cc="show-preferencesModal">${DO_NOT_SELL_LINK}</a>
`;
  return { snippet };
}
