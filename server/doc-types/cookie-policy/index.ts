import type { TCookiePolicyAnswer } from "../../../shared/doc-types/cookie-policy/answer";
import { cookiePolicy } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { buildConsentBanner, presentBanner, type ConsentBanner } from "./banner";
import { consentBannerRoutes } from "./routes";
import { cookiePolicyTemplate } from "./template";
import { sample } from "./sample";

/**
 * The document answer's banner. `base` is the app's public origin (config.appUrl):
 * the snippet's library URLs are made absolute on it (services/present-document.ts passes it), so the pasted
 * snippet loads the pinned files from the app. Only without a usable one do they fall back to
 * jsDelivr at the same pinned version (same bytes, same SRI); see presentBanner.
 */
export function presentCookiePolicy(extras: Record<string, unknown>, context?: { base?: string }): TCookiePolicyAnswer {
  const banner = extras.banner as ConsentBanner | undefined;
  return banner ? { banner: presentBanner(banner, context?.base) } : {};
}

export const cookiePolicyServer = defineServerDocType(cookiePolicy, {
  // 2: the services table, sale and sharing in the privacy policy's words, no unasked claims.
  // 3: YouTube's VISITOR_INFO1_LIVE under advertising, the banner's cc_cookie listed, the Meta
  // Pixel joint-controller notice (Art. 26(2) GDPR), US transfers, a UK GDPR / PECR region.
  // 4: dates in the jurisdiction's or the profile's order; no "(Ltd)" after a name that has it.
  // 5: YouTube embeds (VISITOR_INFO1_LIVE on load) under marketing as a whole, not functional: they
  // load only with advertising consent, and the policy and the snippet say so.
  templateVersion: 5,
  sample,
  build: cookiePolicyTemplate,
  // The banner is frozen with the version, like the policy it points to.
  extras: (input) => ({ banner: buildConsentBanner(input) }),
  present: presentCookiePolicy,
  routes: consentBannerRoutes,
});
