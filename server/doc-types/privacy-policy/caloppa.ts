// The California Online Privacy Protection Act (Cal. Bus. & Prof. Code §§ 22575-22579): how a
// reader reviews their information, how the site answers Do Not Track signals, whether third
// parties track across sites, and how changes are announced.
import { type Section, p, section, ul } from "../../documents/model";
import { emailLink } from "../common";
import { type Facts } from "./facts";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

/** CalOPPA's disclosures: reviewing and changing one's information, Do Not Track, third-party tracking, notice of changes. */
export function caloppaSection(f: Facts): Section {
  const { input } = f;
  return section(
    H.caloppa,
    [
      p(
        "The California Online Privacy Protection Act (CalOPPA) requires operators of commercial websites and online services that collect personally identifiable information from California residents to post a privacy policy that describes their practices. In line with CalOPPA:",
      ),
      ul(
        "this Privacy Policy describes the categories of personally identifiable information we collect and the categories of third parties with whom we may share it;",
        [
          "you can review and request changes to the personally identifiable information you have given us by updating your account settings, where available, or by emailing us at ",
          emailLink(input.email),
          "; and",
        ],
        `this Privacy Policy states its effective date at the top, and we describe below how we tell you about changes.`,
      ),
    ],
    [
      section(H.caloppaDnt, [
        p(
          'Some web browsers offer a "Do Not Track" (DNT) setting that sends a signal to the websites you visit. Because there is not yet a common industry standard for recognizing or responding to DNT signals, our website does not currently respond to them.',
          f.advertising && (f.region("CCPA") || f.region("US-STATES"))
            ? " This is separate from the Global Privacy Control signal, which we honor as a request to opt out of sale, sharing and targeted advertising, as described in this Privacy Policy."
            : "",
        ),
      ]),
      section(H.caloppaTracking, [
        p(
          f.tracking
            ? "Third parties that provide analytics"
            : "We do not allow third parties to collect personally identifiable information about your online activities over time and across different websites when you use our website.",
          f.tracking
            ? `${f.advertising ? " and advertising" : ""} services to us may use cookies and similar technologies to collect information about your online activities over time and across different websites when you use our website. You can limit this through your browser settings, as described under "${H.cookies}".`
            : "",
        ),
      ]),
      section(H.caloppaChanges, [
        p(
          `When we change this Privacy Policy, we post the updated version on this page and change its effective date. If we make material changes, we will also notify you by email (if we have your email address) or by a prominent notice on our website before the changes take effect.`,
        ),
      ]),
    ],
  );
}
