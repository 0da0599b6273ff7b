// The cookie policy's practices: the analytics tools, advertising and remarketing, and third-party
// content, each only when the input says the website has it.
import { type Section, type Text, link, p, section, ul } from "../../documents/model";
import { type Facts } from "./facts";
import { COOKIE_POLICY_HEADINGS as H } from "./wording";

/** The analytics, advertising and third-party sections, each only when its flag is set. */
export function practiceSections(f: Facts): Section[] {
  const { input, region, optIn, servicesIn, partners, namesOf } = f;
  const sections: Section[] = [];
  if (input.hasAnalytics) {
    sections.push(
      section(H.analyticsTools, [
        p(
          servicesIn("analytics").length
            ? `We use third-party analytics services (${namesOf(servicesIn("analytics"))}) to help us understand how visitors use our Website. `
            : "We use third-party analytics services to help us understand how visitors use our Website. ",
          "These services use cookies to collect information such as the pages you visit, the time you spend on them, the website that referred you, and information about your device and browser. The providers process this information to produce reports about website activity for us.",
        ),
        p(
          optIn
            ? "These services run only after you accept them in our cookie banner."
            : "You can switch these services off at any time in our cookie settings.",
          ...(input.services.includes("ga4")
            ? [
                " You can also prevent Google Analytics from using your information by installing the ",
                link(
                  "Google Analytics Opt-out Browser Add-on",
                  "https://tools.google.com/dlpage/gaoptout",
                ),
                ".",
              ]
            : []),
        ),
      ]),
    );
  }

  if (input.hasMarketing) {
    const optOuts: Text[] = [];
    if (region("CCPA") || region("CalOPPA"))
      optOuts.push([
        "In the United States: ",
        link("Digital Advertising Alliance (YourAdChoices)", "https://optout.aboutads.info/"),
      ]);
    if (region("GDPR") || region("UK-GDPR"))
      optOuts.push([
        "In Europe: ",
        link("Your Online Choices", "https://www.youronlinechoices.eu/"),
      ]);
    if (region("PIPEDA"))
      optOuts.push([
        "In Canada: ",
        link("Digital Advertising Alliance of Canada (YourAdChoices)", "https://youradchoices.ca/"),
      ]);
    if (input.services.includes("google-ads"))
      optOuts.push([
        "For Google advertising: ",
        link("Google My Ad Center", "https://myadcenter.google.com/"),
      ]);
    sections.push(
      section(H.advertising, [
        p(
          partners.length
            ? `We work with advertising partners (through ${namesOf(partners)}) that use cookies, pixels and similar technologies`
            : "We work with advertising partners that use cookies, pixels and similar technologies",
          " to show our advertisements to people who have visited our Website (known as remarketing or retargeting), to show you advertisements based on your interests, and to measure the results of our campaigns. These partners may combine information collected on our Website with information they collect elsewhere and use it in accordance with their own privacy policies.",
        ),
        p(
          optIn
            ? "We allow these technologies only after you accept them in our cookie banner. "
            : "You can switch these technologies off at any time in our cookie settings. ",
          "You can also opt out of interest-based advertising from many companies through the following industry tools:",
        ),
        ul(...optOuts),
      ]),
    );
  }

  if (input.hasThirdParty) {
    sections.push(
      section(H.thirdParty, [
        p(
          "Some pages of our Website include content or features provided by third parties, such as embedded videos, maps, social media buttons, payment forms or chat widgets. When you visit these pages or interact with these features, the third parties may set their own cookies and collect information about you, even if you do not click on them.",
        ),
        p(
          "We do not control these third-party cookies. Please read the privacy and cookie policies of the relevant third parties for information about their practices and how to opt out. Where these cookies are not strictly necessary, we load the related content only in accordance with your cookie preferences.",
        ),
      ]),
    );
  }
  return sections;
}
