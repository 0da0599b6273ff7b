// The cookie policy's choices: the banner's preferences, browser settings and withdrawing consent.
import { type Section, link, p, section, ul } from "../../documents/model";
import { type Facts } from "./facts";
import { CONSENT_DAYS, COOKIE_POLICY_HEADINGS as H } from "./wording";

/** How to manage cookies: the banner's preferences, browser settings, withdrawing consent. */
export function choicesSections(f: Facts): Section[] {
  const { optIn, optionalNames } = f;
  const sections: Section[] = [];
  sections.push(
    section(
      H.manage,
      [
        p(
          "You can control and manage cookies in several ways. If you block or delete cookies, some parts of our Website may not work as intended.",
        ),
      ],
      [
        section(H.preferences, [
          p(
            optIn
              ? `When you first visit our Website, a cookie banner asks whether you accept ${optionalNames}. You can accept all of them, reject all of them or choose which categories to allow; rejecting is as easy as accepting. Until you make a choice, we set only strictly necessary cookies.`
              : `When you first visit our Website, a cookie banner explains how we use cookies. You can accept all cookies, reject all ${optionalNames}, or choose which categories to allow.`,
          ),
          p(
            `You can change your choices at any time by clicking the "Cookie settings" link on our Website. We store your choices in a strictly necessary cookie for ${CONSENT_DAYS} days (about six months), after which we ask you again.`,
          ),
        ]),
        section(H.browser, [
          p(
            "Most browsers let you refuse cookies, delete existing cookies and be told when a cookie is set. To find out how, see your browser's help pages:",
          ),
          ul(
            link("Google Chrome", "https://support.google.com/chrome/answer/95647"),
            link(
              "Mozilla Firefox",
              "https://support.mozilla.org/en-US/kb/clear-cookies-and-site-data-firefox",
            ),
            link(
              "Apple Safari",
              "https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac",
            ),
            link(
              "Microsoft Edge",
              "https://support.microsoft.com/en-us/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09",
            ),
          ),
          p(
            "On mobile devices, you can also limit ad tracking or reset your advertising identifier in your device's privacy settings.",
          ),
        ]),
        section(H.withdraw, [
          p(
            "Where we rely on your consent, you can withdraw it at any time, as easily as you gave it, by changing your choices in our cookie settings. When you withdraw consent, we stop using the cookies concerned and delete the first-party cookies we set for them; cookies set by third parties must be deleted through your browser settings. Withdrawing consent does not affect the lawfulness of any use of cookies before you withdrew it.",
          ),
        ]),
      ],
    ),
  );
  return sections;
}
