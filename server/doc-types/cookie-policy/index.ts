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
  // What each template version changed, in the words a published policy's changelog uses
  // ("Updated for …", server/publications). Version 1 is the first.
  templateChanges: {
    2: "the services table and sale and sharing in the privacy policy's words",
    3: "YouTube and Meta Pixel cookies (the joint-controller notice, GDPR Art. 26(2)), US transfers and the UK GDPR and PECR",
    4: "dates in the jurisdiction's or the business's order",
    5: "YouTube embeds loaded only with advertising consent",
  },
  templateVersion: 5,
  sample,
  build: cookiePolicyTemplate,
  // The banner is frozen with the version, like the policy it points to.
  extras: (input) => ({ banner: buildConsentBanner(input) }),
  present: presentCookiePolicy,
  routes: consentBannerRoutes,
});
