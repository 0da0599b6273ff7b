// The facts a privacy policy is written from: what is collected and used, the regions chosen,
// whether there is tracking or advertising, and the business profile it is issued by, worked out
// once from the input.
import { type TPrivacyPolicyRequest } from "../../../shared/doc-types";
import { type DataCollected, type DataUse, type PrivacyRegion } from "../../../shared/validation";
import type { BusinessIdentity } from "../business";
import type { BaseContext } from "../define";

/** What every part of the policy reads. */
export interface Facts {
  input: TPrivacyPolicyRequest;
  c: string;
  has: (d: DataCollected) => boolean;
  uses: (u: DataUse) => boolean;
  region: (r: PrivacyRegion) => boolean;
  /** Cookies beyond the strictly necessary are in use (analytics, tracking or advertising). */
  tracking: boolean;
  /**
   * Advertising cookies and pixels make personal information available to advertising partners:
   * sharing for cross-context behavioral advertising (and possibly a sale). Said by the user only.
   */
  advertising: boolean;
  /** The Do Not Sell or Share link exists: advertising, and a US law that gives the opt-out. */
  optOutLink: boolean;
  /** The UK has its own section, so the GDPR section speaks of the EEA only. */
  ukSeparate: boolean;
  /** The business profile the policy is issued by: its officers and representative. */
  business?: BusinessIdentity;
}

/** The Do Not Sell or Share link is named (and its snippet given) with advertising under a US law. */
export const hasOptOutLink = (input: TPrivacyPolicyRequest): boolean =>
  input.usesAdvertisingTracking && (input.regions.includes("CCPA") || input.regions.includes("US-STATES"));

/** The facts of this input, issued by the context's business profile. */
export function factsOf(input: TPrivacyPolicyRequest, ctx: BaseContext): Facts {
  const c = input.companyName;
  return {
    input,
    c,
    has: (d) => input.dataCollected.includes(d),
    uses: (u) => input.dataUse.includes(u),
    region: (r) => input.regions.includes(r),
    tracking:
      input.dataCollected.includes("cookies-tracking") ||
      input.dataCollected.includes("analytics-data") ||
      input.usesAdvertisingTracking,
    advertising: input.usesAdvertisingTracking,
    optOutLink: hasOptOutLink(input),
    ukSeparate: input.regions.includes("UK-GDPR"),
    business: ctx.business,
  };
}
