// The cookie policy's first part: the introduction, what cookies are, the types we use, the
// services and their cookies, and our purposes.
import { COOKIE_CATEGORY_OPTIONS, COOKIE_PURPOSE_OPTIONS } from "../../../shared/validation";
import { type Section, type Text, bold, definitions, p, section, ul } from "../../documents/model";
import { picked, webLink } from "../common";
import { type Facts } from "./facts";
import {
  COOKIE_TYPE_HEADINGS,
  SERVICE_CATEGORY_HEADINGS,
  TYPE_OF,
  PARTY_TEXT,
  CONSENT_DAYS,
  CONSENT_COOKIE,
  CONSENT_COOKIE_PURPOSE,
  TYPE_TEXT,
  PURPOSE_TEXT,
  capitalize,
  COOKIE_POLICY_HEADINGS as H,
} from "./wording";

/** What cookies are, the types and services in use (with each one's cookies), and why we use them. */
export function aboutSections(f: Facts): Section[] {
  const { input, c, optIn, services, types, consentText } = f;
  const typeSections: Section[] = types.map((t) =>
    section(COOKIE_TYPE_HEADINGS[t.value], [
      p(TYPE_TEXT[t.value].purpose),
      definitions([
        { term: "Duration", description: TYPE_TEXT[t.value].duration },
        { term: "Consent required", description: consentText(t.value) },
      ]),
    ]),
  );

  return [
    section(H.introduction, [
      p(
        `This Cookie Policy explains how ${c} ("${c}", "we", "us" or "our") uses cookies and similar technologies when you visit our website at `,
        webLink(input.website),
        ` (the "Website"), what they do, and the choices you have. It should be read together with our Privacy Policy, which explains how we handle personal information more generally.`,
      ),
    ]),
    section(H.whatAreCookies, [
      p(
        "Cookies are small text files that a website places on your computer or mobile device when you visit it. They are widely used to make websites work, or work more efficiently, to remember your preferences and to provide information to the website's owner.",
      ),
      ul(
        [
          bold("First-party cookies"),
          " are set by the website you are visiting. ",
          bold("Third-party cookies"),
          " are set by a different organization, for example an analytics or advertising provider.",
        ],
        [
          bold("Session cookies"),
          " are deleted when you close your browser. ",
          bold("Persistent cookies"),
          " remain on your device for a set period or until you delete them.",
        ],
        [
          bold("Similar technologies"),
          ', such as pixels (also called web beacons), local storage and software development kits, work in a similar way. In this policy we refer to all of them as "cookies".',
        ],
      ),
    ]),
    section(
      H.typesWeUse,
      [p("We use the following types of cookies on our Website:")],
      typeSections,
    ),
    // Always a services section: the banner sets its own consent cookie.
    section(
      H.services,
      [
        p(
          'The tables below list the services on our Website that set cookies, the cookies each one sets, what they do, how long they last, and whether they are first-party cookies (set on our domain) or third-party cookies (set on the provider\'s domain). In a name, a part in angle brackets, such as "<site-id>", stands for an identifier of our account with the provider.',
        ),
      ],
      COOKIE_CATEGORY_OPTIONS.flatMap((c) => {
        const rows: Text[][] = [
          // The banner's own record of your choices, set on every Website that uses it.
          ...(c.value === "necessary"
            ? [
                [
                  CONSENT_COOKIE,
                  input.companyName,
                  CONSENT_COOKIE_PURPOSE,
                  `${CONSENT_DAYS} days`,
                  PARTY_TEXT.first,
                ] satisfies Text[],
              ]
            : []),
          ...services.flatMap((s) =>
            s.cookies
              .filter((k) => (k.category ?? s.category) === c.value)
              .map((k): Text[] => [
                k.name,
                `${s.provider} (${s.name})`,
                k.purpose,
                k.duration,
                PARTY_TEXT[k.party],
              ]),
          ),
          ...input.customServices
            .filter((s) => s.category === c.value)
            .map((s): Text[] => [s.name, s.provider, s.purpose, s.duration, PARTY_TEXT[s.party]]),
        ];
        return rows.length
          ? [
              section(SERVICE_CATEGORY_HEADINGS[c.value], [
                // An embed that sets advertising cookies on load waits for this category's consent.
                ...services
                  .filter((s) => s.embed && s.category === c.value)
                  .map((s) =>
                    p(
                      `${s.embed!.what} load only ${optIn ? "after you accept" : "while you allow"} ${TYPE_TEXT[TYPE_OF[c.value]].noun} cookies in our cookie settings: ${s.name} sets ${s.embed!.cookie}, which it uses for advertising, as soon as a video loads.`,
                    ),
                  ),
                {
                  type: "table",
                  columns: [
                    { header: "Name" },
                    { header: "Provider" },
                    { header: "Purpose" },
                    { header: "Duration" },
                    { header: "Type" },
                  ],
                  rows,
                },
              ]),
            ]
          : [];
      }),
    ),
    section(H.purposes, [
      p("We use cookies for the following purposes:"),
      definitions(
        picked(COOKIE_PURPOSE_OPTIONS, input.purposes).map((o) => ({
          term: capitalize(o.label),
          description: PURPOSE_TEXT[o.value],
        })),
      ),
    ]),
  ];
}
