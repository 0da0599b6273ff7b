// The cookie policy: one section per cookie type in use, a table of the services picked (their
// real cookies) and the custom ones, the purposes chosen, the analytics, advertising and
// third-party sections only when those flags are set, and each chosen region's rules. What it
// says about consent and categories matches the banner of banner.ts (opt-in with GDPR or PIPEDA,
// opt-out otherwise); what it says about sale and sharing matches the privacy policy.
import { type TCookiePolicyRequest } from "../../../shared/doc-types";
import {
  COOKIE_CATEGORY_OPTIONS,
  COOKIE_PURPOSE_OPTIONS,
  COOKIE_TYPE_OPTIONS,
  type CookieCategory,
  type CookiePurpose,
  type CookieType,
} from "../../../shared/validation";
import { joinWords } from "../../documents/format";
import {
  type Block,
  type TemplateModel,
  type Section,
  type Text,
  bold,
  clampTitle,
  definitions,
  link,
  p,
  section,
  ul,
} from "../../documents/model";
import {
  DO_NOT_SELL_LINK,
  ccpaSaleSharingText,
  contactBlocks,
  picked,
  dateOrderOf,
  policyMeta,
  webLink,
} from "../common";
import { categoriesInUse, pickedServices } from "./services";
import type { BaseContext } from "../define";

export const COOKIE_POLICY_HEADINGS = {
  introduction: "Introduction",
  whatAreCookies: "What Are Cookies?",
  typesWeUse: "Types of Cookies We Use",
  services: "Cookies and Services We Use",
  purposes: "Why We Use Cookies",
  analyticsTools: "Analytics Tools We Use",
  advertising: "Advertising and Remarketing",
  thirdParty: "Third-Party Services and Embedded Content",
  manage: "How to Manage Cookies",
  preferences: "Cookie Preferences on Our Website",
  browser: "Browser Settings",
  withdraw: "Withdrawing Your Consent",
  gdpr: "Visitors in the European Economic Area and the United Kingdom (GDPR)",
  ccpa: "California Residents (CCPA)",
  caloppa: "Do Not Track Signals (CalOPPA)",
  pipeda: "Visitors in Canada (PIPEDA)",
  changes: "Changes to This Cookie Policy",
  contact: "Contact Us",
} as const;

/** The heading of each cookie type's subsection. */
export const COOKIE_TYPE_HEADINGS: Record<CookieType, string> = {
  essential: "Essential Cookies",
  analytics: "Analytics Cookies",
  marketing: "Marketing Cookies",
  functional: "Functional Cookies",
};

/** The subsection of each banner category in the services table. */
export const SERVICE_CATEGORY_HEADINGS: Record<CookieCategory, string> = {
  necessary: "Strictly Necessary Services",
  analytics: "Analytics Services",
  marketing: "Marketing Services",
  functional: "Functional Services",
};

/** The cookie type that describes each banner category. */
const TYPE_OF: Record<CookieCategory, CookieType> = {
  necessary: "essential",
  analytics: "analytics",
  marketing: "marketing",
  functional: "functional",
};

const PARTY_TEXT = { first: "First-party", third: "Third-party" } as const;

const H = COOKIE_POLICY_HEADINGS;

/** How many days the banner keeps a visitor's choice (the banner's cookie.expiresAfterDays). */
export const CONSENT_DAYS = 182;

/** The consent banner's own cookie (banner.ts), listed with the strictly necessary ones. */
export const CONSENT_COOKIE = "cc_cookie";
const CONSENT_COOKIE_PURPOSE =
  "Stores your cookie choices (the categories you accepted or rejected, and when), so that our cookie banner respects them and does not ask again until they expire.";

const TYPE_TEXT: Record<CookieType, { purpose: string; duration: string; noun: string }> = {
  essential: {
    purpose:
      "These cookies are necessary for our website to work and cannot be switched off. They are usually set in response to actions you take, such as signing in, filling in forms or setting your privacy preferences, and they help keep the website and your account secure.",
    duration:
      "Session cookies, deleted when you close your browser, and persistent cookies that last up to 12 months.",
    noun: "strictly necessary",
  },
  analytics: {
    purpose:
      "These cookies collect information about how visitors use our website, such as which pages are visited most often, how visitors move around the site and whether they encounter errors. We use this information, in aggregated form wherever possible, to measure and improve the performance of our website.",
    duration: "Typically from 24 hours up to 2 years.",
    noun: "analytics",
  },
  marketing: {
    purpose:
      "These cookies are set by us or our advertising partners to understand your interests, show you relevant advertising on our website and on other websites, limit the number of times you see an advertisement and measure the effectiveness of our campaigns.",
    duration: "Typically from 30 days up to 2 years.",
    noun: "marketing",
  },
  functional: {
    purpose:
      "These cookies let our website remember choices you make, such as your language, region or display preferences, and provide enhanced, more personal features. If you do not allow them, some of these features may not work properly.",
    duration: "Typically up to 12 months.",
    noun: "functional",
  },
};

const PURPOSE_TEXT: Record<CookiePurpose, string> = {
  functionality:
    "To make our website work properly, remember what you have done during a visit and provide a smooth experience.",
  analytics:
    "To understand how visitors use our website, count visits and traffic sources, and measure and improve its performance.",
  marketing:
    "To show you advertising that is relevant to you and measure how well our campaigns work.",
  personalization: "To remember your settings and preferences and tailor content to you.",
  security:
    "To protect our website and our users, for example by detecting malicious sign-in attempts, bots, fraud and abuse.",
  "ab-testing":
    "To compare different versions of pages and features and find out which work best for visitors.",
  "social-media":
    "To let you share our content on social networks and to display content from social networks on our website.",
  "customer-support":
    "To provide live chat and other support features and remember your conversations with us.",
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function cookiePolicyTemplate(
  input: TCookiePolicyRequest,
  ctx: BaseContext,
): TemplateModel {
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

  const typeSections: Section[] = types.map((t) =>
    section(COOKIE_TYPE_HEADINGS[t.value], [
      p(TYPE_TEXT[t.value].purpose),
      definitions([
        { term: "Duration", description: TYPE_TEXT[t.value].duration },
        { term: "Consent required", description: consentText(t.value) },
      ]),
    ]),
  );

  const sections: Section[] = [
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
          ...(c.value === "necessary" ? [[CONSENT_COOKIE, input.companyName, CONSENT_COOKIE_PURPOSE, `${CONSENT_DAYS} days`, PARTY_TEXT.first] satisfies Text[]] : []),
          ...services.flatMap((s) =>
            s.cookies
              .filter((k) => (k.category ?? s.category) === c.value)
              .map((k): Text[] => [k.name, `${s.provider} (${s.name})`, k.purpose, k.duration, PARTY_TEXT[k.party]]),
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

  if (region("GDPR") || region("UK-GDPR")) {
    const eu = region("GDPR");
    const uk = region("UK-GDPR");
    const laws = [
      ...(eu ? ["Article 5(3) of the ePrivacy Directive (2002/58/EC) as implemented in the laws of each EU member state (in Germany, § 25 TDDDG)"] : []),
      ...(uk ? ["regulation 6 of the UK Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR)"] : []),
    ];
    const gdpr = eu && uk ? "the General Data Protection Regulation and the UK GDPR (together, the \"GDPR\")" : eu ? "the General Data Protection Regulation (GDPR)" : "the UK General Data Protection Regulation (UK GDPR)";
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
          uk ? " and, from the United Kingdom, on the UK Extension to it (the UK-US data bridge)," : "",
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

  sections.push(
    section(H.changes, [
      p(
        "We may update this Cookie Policy from time to time, for example when we change the cookies we use or when the law changes. We will post the updated policy on this page with a new effective date and, where the changes are significant, ask for your consent again where required.",
      ),
    ]),
    section(H.contact, [
      p("If you have any questions about our use of cookies, please contact us:"),
      ...contactBlocks(input),
    ]),
  );

  return {
    title: clampTitle(`Cookie Policy — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, input.regions.every((r) => r === "GDPR" || r === "UK-GDPR") ? "eu-uk" : undefined)),
    sections,
    numbered: true,
  };
}
