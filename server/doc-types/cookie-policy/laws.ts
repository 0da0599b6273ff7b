// The cookie policy's regional sections: what the GDPR and UK GDPR, the CCPA, CalOPPA and PIPEDA
// require it to say.
import { joinWords } from "../../documents/format";
import { type Block, type Section, bold, link, p, section, ul } from "../../documents/model";
import { DO_NOT_SELL_LINK, ccpaSaleSharingText } from "../common";
import { type Facts } from "./facts";
import { COOKIE_POLICY_HEADINGS as H } from "./wording";

/** Each chosen region's rules: GDPR/UK GDPR (with the Meta Pixel's joint control and US transfers), CCPA, CalOPPA, PIPEDA. */
export function lawSections(f: Facts): Section[] {
  const { input, region, services, advertising, thirdPartyTracking, optionalNames } = f;
  const sections: Section[] = [];
  if (region("GDPR") || region("UK-GDPR")) {
    const eu = region("GDPR");
    const uk = region("UK-GDPR");
    const laws = [
      ...(eu
        ? [
            "Article 5(3) of the ePrivacy Directive (2002/58/EC) as implemented in the laws of each EU member state (in Germany, § 25 TDDDG)",
          ]
        : []),
      ...(uk
        ? [
            "regulation 6 of the UK Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR)",
          ]
        : []),
    ];
    const gdpr =
      eu && uk
        ? 'the General Data Protection Regulation and the UK GDPR (together, the "GDPR")'
        : eu
          ? "the General Data Protection Regulation (GDPR)"
          : "the UK General Data Protection Regulation (UK GDPR)";
    const art = eu ? "GDPR" : "UK GDPR";
    const blocks: Block[] = [
      p(
        `Under ${joinWords(laws)} and ${gdpr}, we must obtain your prior consent before we store or access cookies on your device that are not strictly necessary to provide the service you have requested. We therefore set ${optionalNames} only after you have opted in through our cookie banner.`,
      ),
      p(
        `Your consent must be freely given, specific, informed and unambiguous: we do not use pre-ticked boxes, and we do not treat continued browsing as consent. Where cookies collect personal data, we process it on the basis of your consent (Article 6(1)(a) ${art}), and you have the rights described in our Privacy Policy, including the right to withdraw consent at any time and to lodge a complaint with a supervisory authority.`,
      ),
    ];
    if (input.services.includes("meta-pixel"))
      blocks.push(
        p(
          bold("Meta Pixel: joint controllers."),
          ` For the collection of data through the Meta Pixel on our Website and its transmission to Meta, we and Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland ("Meta") are joint controllers (Article 26 ${art}; Court of Justice of the European Union, Fashion ID, C-40/17). We have agreed with Meta the `,
          link("Controller Addendum", "https://www.facebook.com/legal/controller_addendum"),
          ", which sets out our respective responsibilities: we are responsible for obtaining your consent and for giving you this information, and Meta is responsible for enabling you to exercise your rights under Articles 15 to 20 GDPR in respect of the data it stores after the transmission. This is the essence of the arrangement (Article 26(2)); you may exercise your rights in respect of and against each of us. Meta's further processing is its own responsibility as controller, described in ",
          link("Meta's Privacy Policy", "https://www.facebook.com/privacy/policy"),
          ".",
        ),
      );
    if (services.length || input.customServices.some((x) => x.party === "third"))
      blocks.push(
        p(
          "Some of the providers listed above are established in the United States or may process the data their cookies collect there. Where personal data is transferred to the United States, the transfer relies on the adequacy decision for the EU-U.S. Data Privacy Framework (Commission Implementing Decision (EU) 2023/1795)",
          uk
            ? " and, from the United Kingdom, on the UK Extension to it (the UK-US data bridge),"
            : "",
          " for providers certified under it, and otherwise on the European Commission's Standard Contractual Clauses (Article 46(2)(c) GDPR)",
          uk ? " with the UK International Data Transfer Addendum" : "",
          ". You can check a provider's certification on the ",
          link("Data Privacy Framework List", "https://www.dataprivacyframework.gov/list"),
          ".",
        ),
      );
    sections.push(section(H.gdpr, blocks));
  }

  if (region("CCPA")) {
    sections.push(
      section(H.ccpa, [
        p(
          "If you are a California resident, the California Consumer Privacy Act, as amended (CCPA), gives you the right to opt out of the sale and sharing of your personal information. ",
          ccpaSaleSharingText(advertising),
        ),
        advertising
          ? ul(
              [
                bold(`${DO_NOT_SELL_LINK}.`),
                ` To opt out, use the "${DO_NOT_SELL_LINK}" link on our Website or switch off marketing cookies in our cookie settings. We then stop setting marketing cookies in your browser and delete the first-party ones we set.`,
              ],
              [
                bold("Global Privacy Control."),
                " We honor the Global Privacy Control (GPC) signal. If your browser sends a GPC signal, we treat it as a valid request to opt out of the sale and sharing of your personal information for that browser, and we do not enable marketing cookies unless you choose to.",
              ],
            )
          : ul(
              [
                bold(`${DO_NOT_SELL_LINK}.`),
                ` If this ever changes, we will update this policy and provide a "${DO_NOT_SELL_LINK}" link on our Website before we do so.`,
              ],
              [
                bold("Global Privacy Control."),
                " We honor the Global Privacy Control (GPC) signal. If your browser sends a GPC signal, we treat it as a valid request to opt out of the sale and sharing of your personal information for that browser.",
              ],
            ),
        p(
          "For more information about your California privacy rights and how to exercise them, please see our Privacy Policy.",
        ),
      ]),
    );
  }

  if (region("CalOPPA")) {
    sections.push(
      section(H.caloppa, [
        p(
          'Some browsers offer a "Do Not Track" (DNT) setting that signals to websites that you do not want your online activity tracked. Because there is no common industry standard for recognizing or responding to DNT signals, our Website does not currently respond to them. You can control cookies through our cookie settings and your browser settings as described above.',
        ),
        p(
          thirdPartyTracking
            ? "As the California Online Privacy Protection Act (CalOPPA) requires, we disclose that third parties that provide analytics, advertising or embedded content on our Website may collect information about your online activities over time and across different websites when you use our Website, as described in this policy."
            : "As the California Online Privacy Protection Act (CalOPPA) requires, we disclose that we do not allow third parties to collect personally identifiable information about your online activities over time and across different websites when you use our Website.",
        ),
      ]),
    );
  }

  if (region("PIPEDA")) {
    sections.push(
      section(H.pipeda, [
        p(
          `Under Canada's Personal Information Protection and Electronic Documents Act (PIPEDA), we obtain meaningful consent before collecting personal information through cookies. We rely on your express, opt-in consent for ${optionalNames}, and we explain what each category does before you choose. Strictly necessary cookies are used on the basis that they are required to provide the Website you requested.`,
        ),
        p(
          "You may withdraw your consent at any time through our cookie settings, subject to legal or contractual restrictions and reasonable notice. If you have questions or concerns about our use of cookies, contact us using the details below. If you are not satisfied with our response, you may contact the ",
          link("Office of the Privacy Commissioner of Canada", "https://www.priv.gc.ca/"),
          ".",
        ),
      ]),
    );
  }
  return sections;
}
