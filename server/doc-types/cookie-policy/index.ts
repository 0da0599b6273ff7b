import { cookiePolicy } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { buildConsentBanner, type ConsentBanner } from "./banner";
import { consentBannerRoutes } from "./routes";
import { cookiePolicyTemplate } from "./template";

export const cookiePolicyServer = defineServerDocType(cookiePolicy, {
  templateVersion: 1,
  build: cookiePolicyTemplate,
  // The banner is frozen with the version, like the policy it points to.
  extras: (input) => ({ banner: buildConsentBanner(input) }),
  present: (extras) => {
    const banner = extras.banner as ConsentBanner | undefined;
    return banner ? { banner: { snippet: banner.snippet, config: banner.config, mode: banner.mode } } : {};
  },
  routes: consentBannerRoutes,
});
