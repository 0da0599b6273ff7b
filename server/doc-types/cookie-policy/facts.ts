// The facts a cookie policy is written from: the regions, whether consent is opt-in, the
// categories and services in use, worked out once from the input.
import { type TCookiePolicyRequest } from "../../../shared/doc-types";
import {
  COOKIE_CATEGORY_OPTIONS,
  COOKIE_TYPE_OPTIONS,
  type CookieCategory,
  type CookieType,
} from "../../../shared/validation";
import { joinWords } from "../../documents/format";
import { categoriesInUse, pickedServices } from "./services";
import { TYPE_OF, TYPE_TEXT } from "./wording";

/** What every part of the policy reads: the input and what is worked out from it once. */
export function factsOf(input: TCookiePolicyRequest) {
  const c = input.companyName;
  const region = (r: (typeof input.regions)[number]) => input.regions.includes(r);
  const optIn = region("GDPR") || region("UK-GDPR") || region("PIPEDA");
  const inUse = categoriesInUse(input);
  const services = pickedServices(input.services);
  // A category in use by any input has its type's section, as it has its banner category.
  const types = COOKIE_TYPE_OPTIONS.filter(
    (t) =>
      input.cookieTypes.includes(t.value) ||
      COOKIE_CATEGORY_OPTIONS.some((c) => inUse[c.value] && TYPE_OF[c.value] === t.value),
  );
  const optional = types.filter((t) => t.value !== "essential").map((t) => TYPE_TEXT[t.value].noun);
  // Marketing cookies are sharing for cross-context behavioral advertising (CCPA).
  const advertising = inUse.marketing;
  const thirdPartyTracking =
    input.hasAnalytics ||
    advertising ||
    input.hasThirdParty ||
    services.some((s) => s.category !== "necessary") ||
    input.customServices.some((s) => s.category !== "necessary" && s.party === "third");
  const servicesIn = (c: CookieCategory) => services.filter((s) => s.category === c);
  /** Our advertising partners: a marketing service that is not only embedded content. */
  const partners = servicesIn("marketing").filter((s) => !s.embed);
  const namesOf = (list: { name: string }[]) => joinWords(list.map((s) => s.name));
  const optionalNames = optional.length
    ? `${joinWords(optional)} cookies`
    : "cookies that are not strictly necessary";

  const consentText = (t: CookieType): string => {
    if (t === "essential") {
      return "No. Strictly necessary cookies do not require consent, because the website cannot work without them.";
    }
    return optIn
      ? "Yes. We set these cookies only if you accept them through our cookie banner, and you can change your mind at any time."
      : "These cookies are active by default. You can switch them off at any time through our cookie settings.";
  };
  return {
    input,
    c,
    region,
    optIn,
    inUse,
    services,
    types,
    optional,
    advertising,
    thirdPartyTracking,
    servicesIn,
    partners,
    namesOf,
    optionalNames,
    consentText,
  };
}

export type Facts = ReturnType<typeof factsOf>;
