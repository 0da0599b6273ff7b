// Joint controllership with Meta for the Meta Pixel: a website operator that embeds a tool which
// collects its visitors' data and transmits it to a platform decides, jointly with that platform,
// the purposes and means of that collection and transmission, and is a joint controller for it
// (CJEU, C-40/17 Fashion ID, 29 July 2019; Article 26 GDPR and UK GDPR). The policy names the joint
// controller, gives the essence of the arrangement (Art. 26(2)) and says that the data subject may
// exercise their rights against each of them (Art. 26(3)).
import { type Section, link, p, section } from "../../documents/model";
import type { Facts } from "./facts";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

const META_IRELAND = "Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland";

/** The joint controllership subsection, when the Meta Pixel is used (GDPR or UK GDPR). */
export function metaJointControllerSection(f: Facts, law: "GDPR" | "UK GDPR"): Section[] {
  if (!f.input.usesAdvertisingTracking || !f.input.usesMetaPixel) return [];
  return [
    section(H.jointControllers, [
      p(
        `Our website uses the Meta Pixel, which, with your consent, collects information about your visit (such as the pages you view, the actions you take and identifiers of your browser or device) and transmits it to Meta. For that collection and transmission, ${f.c} and ${META_IRELAND} ("Meta") are joint controllers under Article 26 ${law} (Court of Justice of the European Union, case C-40/17, Fashion ID). Meta's processing of the data after it receives it is Meta's own responsibility, as its own controller.`,
      ),
      p(
        "In the essence of our arrangement with Meta (the Meta Controller Addendum, available at ",
        link("https://www.facebook.com/legal/controller_addendum", "https://www.facebook.com/legal/controller_addendum"),
        `), we are responsible for asking your consent and for informing you of this processing; Meta is responsible for enabling you to exercise your rights under Articles 15 to 20 ${law} for the data Meta stores after the transmission, and for the security of the Meta Pixel. You may exercise your rights in respect of this processing against us or against Meta; we pass on to Meta any request that concerns it. How Meta processes your personal data is described in its Privacy Policy at `,
        link("https://www.facebook.com/privacy/policy", "https://www.facebook.com/privacy/policy"),
        ".",
      ),
    ]),
  ];
}
