// The comprehensive consumer privacy laws of US states other than California (Virginia,
// Colorado, Texas and the others in US_STATE_LAWS): the rights they share and where they differ,
// targeted advertising and sale with the Global Privacy Control, requests and appeals.
import { type Section, p, section } from "../../documents/model";
import { DO_NOT_SELL_LINK, emailLink } from "../common";
import { type Facts } from "./facts";
import { asList, requestMethods, rights } from "./requests";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

/** The comprehensive consumer privacy laws of US states other than California, in force by 2026. */
export const US_STATE_LAWS: readonly { state: string; law: string; since: string }[] = [
  { state: "Virginia", law: "Virginia Consumer Data Protection Act (VCDPA)", since: "January 1, 2023" },
  { state: "Colorado", law: "Colorado Privacy Act (CPA)", since: "July 1, 2023" },
  { state: "Connecticut", law: "Connecticut Data Privacy Act (CTDPA)", since: "July 1, 2023" },
  { state: "Utah", law: "Utah Consumer Privacy Act (UCPA)", since: "December 31, 2023" },
  { state: "Texas", law: "Texas Data Privacy and Security Act (TDPSA)", since: "July 1, 2024" },
  { state: "Oregon", law: "Oregon Consumer Privacy Act (OCPA)", since: "July 1, 2024" },
  { state: "Montana", law: "Montana Consumer Data Privacy Act", since: "October 1, 2024" },
  { state: "Delaware", law: "Delaware Personal Data Privacy Act", since: "January 1, 2025" },
  { state: "Iowa", law: "Iowa Consumer Data Protection Act", since: "January 1, 2025" },
  { state: "Nebraska", law: "Nebraska Data Privacy Act", since: "January 1, 2025" },
  { state: "New Hampshire", law: "New Hampshire Privacy Act (RSA 507-H)", since: "January 1, 2025" },
  { state: "New Jersey", law: "New Jersey Data Privacy Act", since: "January 15, 2025" },
  { state: "Tennessee", law: "Tennessee Information Protection Act", since: "July 1, 2025" },
  { state: "Minnesota", law: "Minnesota Consumer Data Privacy Act", since: "July 31, 2025" },
  { state: "Maryland", law: "Maryland Online Data Privacy Act", since: "October 1, 2025" },
  { state: "Indiana", law: "Indiana Consumer Data Protection Act", since: "January 1, 2026" },
  { state: "Kentucky", law: "Kentucky Consumer Data Protection Act", since: "January 1, 2026" },
  { state: "Rhode Island", law: "Rhode Island Data Transparency and Privacy Protection Act", since: "January 1, 2026" },
];

/** The notice to residents of the other US states: the laws, the rights, targeted advertising and sale, requests and appeals. */
export function usStatesSection(f: Facts): Section {
  const { input } = f;
  const methods = requestMethods(input, "Privacy Request");
  return section(
    H.usStates,
    [
      p(
        'This section applies to residents of the US states listed below, to the extent that their consumer privacy laws apply to us. In this section, "personal data", "sale", "targeted advertising", "profiling" and "sensitive data" have the meanings those laws give them.',
      ),
    ],
    [
      section(H.usStatesLaws, [
        p(
          `This section covers the following laws (each in force since the date given): ${US_STATE_LAWS.map(
            (l) => `the ${l.law} (${l.since})`,
          ).join("; ")}.`,
        ),
      ]),
      section(H.usStatesRights, [
        p("Depending on your state of residence, and subject to the exceptions in its law, you have the following rights:"),
        rights([
          ["Right of access", "You may confirm whether we process your personal data and access it."],
          ["Right to correct", "You may ask us to correct inaccuracies in your personal data."],
          ["Right to delete", "You may ask us to delete personal data provided by you or obtained about you."],
          [
            "Right to data portability",
            "You may obtain a copy of your personal data in a portable and, where technically feasible, readily usable format.",
          ],
          ["Right to opt out of targeted advertising", "You may opt out of the processing of your personal data for targeted advertising."],
          ["Right to opt out of sale", "You may opt out of the sale of your personal data."],
          [
            "Right to opt out of profiling",
            "You may opt out of profiling in furtherance of decisions that produce legal or similarly significant effects concerning you.",
          ],
          [
            "Consent for sensitive data",
            "We do not process your sensitive data (such as data revealing health, racial or ethnic origin, religious beliefs, sexual orientation or citizenship status, genetic or biometric data, precise geolocation, or a known child's data) without your consent, which you may withdraw at any time, except where the law allows it without consent.",
          ],
          ["Right to appeal", "You may appeal our decision if we decline to act on your request, as described below."],
        ]),
        p(
          "The laws of Iowa and Utah do not include the rights to correct and to opt out of profiling. Residents of Oregon and Minnesota may also ask for a list of the specific third parties to which we have disclosed personal data, and residents of Delaware and Maryland for a list of the categories of those third parties. We will not discriminate against you for exercising any of these rights.",
        ),
      ]),
      section(
        H.usStatesSale,
        f.advertising
          ? [
              p(
                "We process personal data for targeted advertising: the advertising cookies, pixels and similar technologies on our website make identifiers and information about your activity on our website available to our advertising partners, so that they can show you ads on other websites. Under some of these laws this may also be a sale of personal data.",
              ),
              p(
                `You can opt out of targeted advertising and sale at any time by using the "${DO_NOT_SELL_LINK}" link on our website, by contacting us as described below, or by turning on the Global Privacy Control (GPC) in your browser. We treat a GPC signal as a valid request to opt out of targeted advertising and sale for that browser, as the laws of several of these states require, and we switch off the advertising cookies and similar technologies on our website for it.`,
              ),
            ]
          : [
              p(
                "We do not sell personal data and do not process it for targeted advertising. If that changes, we will update this Privacy Policy and give you the right to opt out before we do so.",
              ),
            ],
      ),
      section(H.usStatesExercise, [
        ...(methods.length === 1
          ? [
              p(
                "To exercise your rights, email us at ",
                emailLink(input.email),
                ' with the subject line "Privacy Request" and tell us which right you wish to exercise.',
              ),
            ]
          : [p("To exercise your rights, contact us by any of these methods and tell us which right you wish to exercise:"), asList(methods)]),
        p(
          "We may verify your identity before we act on a request, except a request to opt out. Where your state's law allows it, an authorized agent may make a request for you. We respond within 45 days, extended once by up to 45 more days where reasonably necessary, in which case we tell you within the first 45 days. Requests are free of charge unless they are manifestly unfounded, excessive or repetitive.",
        ),
        p(
          'If we decline to act on your request, we will tell you why. You may appeal that decision by contacting us by the same methods, with the subject line "Privacy Request Appeal", within a reasonable period after receiving it. We will tell you in writing what action we have taken or not taken in response to your appeal, with our reasons, within the time your state\'s law sets (45 or 60 days, depending on the state, and extended only where that law permits). If we deny your appeal, you may contact the Attorney General of your state to submit a complaint, and we will tell you how when we answer.',
        ),
      ]),
    ],
  );
}
