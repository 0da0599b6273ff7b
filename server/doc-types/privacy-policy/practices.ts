// The privacy policy's sections on what happens to the information, for every reader: cookies,
// who receives it, how long it is kept, how it is protected, international transfers, the
// reader's choices (marketing, cookies, advertising), third-party sites and children.
import { DATA_COLLECTED_OPTIONS, SECURITY_MEASURE_OPTIONS } from "../../../shared/validation";
import { type Section, type Text, bold, p, section, ul } from "../../documents/model";
import { DO_NOT_SELL_LINK, emailLink, picked } from "../common";
import { type Facts } from "./facts";
import { transfersParagraph } from "./transfers";
import { PRIVACY_POLICY_HEADINGS as H, RETENTION_TEXT, SECURITY_TEXT } from "./wording";

/** The categories of recipients, as the data collected and its uses call for. */
function recipients(f: Facts): Text[] {
  const out: Text[] = [
    [
      bold("Service providers."),
      " Companies that provide services to us, such as website hosting, cloud storage, IT support, email delivery and communication tools, who process personal information on our behalf and only on our instructions.",
    ],
  ];
  if (f.has("payment-info"))
    out.push([
      bold("Payment processors."),
      " Providers that process payments and help us prevent payment fraud.",
    ]);
  if (f.has("analytics-data") || f.uses("analytics"))
    out.push([
      bold("Analytics providers."),
      " Providers that help us understand how our website and Services are used.",
    ]);
  if (f.uses("marketing"))
    out.push([
      bold("Marketing partners."),
      " Email service providers that send our communications and help us measure how they perform.",
    ]);
  if (f.advertising)
    out.push([
      bold("Advertising partners."),
      " Advertising networks and platforms whose cookies, pixels and similar technologies on our website collect information about your visit, to show you our ads on other websites and services and to measure our campaigns.",
    ]);
  if (f.has("support-communications") || f.uses("customer-support"))
    out.push([
      bold("Customer support tools."),
      " Providers of help-desk, chat and ticketing software we use to answer your requests.",
    ]);
  if (f.uses("third-party-integrations"))
    out.push([
      bold("Third-party services you connect."),
      " When you ask us to connect our Services with another service, we share with that service the information needed for the integration. Its use of your information is governed by its own privacy policy.",
    ]);
  if (f.has("user-content"))
    out.push([
      bold("Other users and the public."),
      " Content you choose to post in public areas of our Services can be seen by others. Please think carefully before sharing personal information publicly.",
    ]);
  out.push(
    [
      bold("Professional advisers."),
      " Lawyers, accountants, auditors and insurers, where necessary for the advice or services they provide to us.",
    ],
    [
      bold("Authorities and legal process."),
      " Law enforcement agencies, regulators, courts and other public authorities, when we believe in good faith that the law requires it or that disclosure is necessary to protect the rights, property or safety of our users, the public or us.",
    ],
    [
      bold("Business transfers."),
      " A buyer, successor or other party in connection with a merger, acquisition, financing, reorganization or sale of all or part of our business, subject to appropriate confidentiality protections.",
    ],
    [
      bold("With your consent."),
      " Other parties, when you ask us to share your information or agree that we may do so.",
    ],
  );
  return out;
}

/** Cookies: only the strictly necessary, or those for analytics (and advertising) as the law allows. */
function cookiesSection(f: Facts): Section {
  return section(
    H.cookies,
    f.tracking
      ? [
          p(
            "We and our service providers use cookies, pixels and similar technologies to operate our website, remember your preferences, understand how our Services are used",
            f.advertising
              ? ", and show you our advertising and measure it"
              : f.uses("marketing")
                ? ", and measure our marketing"
                : "",
            ". Cookies are small text files placed on your device when you visit a website.",
          ),
          p(
            "Cookies that are strictly necessary for our website to work are always active. We use other cookies, such as analytics",
            f.advertising ? " and advertising" : "",
            " cookies, only in accordance with applicable law, including by asking for your consent where the law requires it; where we ask for your consent, you can withdraw it at any time as easily as you gave it. You can also block or delete cookies through your browser settings. If you block all cookies, some parts of our website may not work properly.",
          ),
        ]
      : [
          p(
            "We use only cookies that are strictly necessary for our website to work, for example to keep you signed in, remember your privacy choices and keep our website secure. We do not use cookies to analyze your behavior or to track you across other websites for advertising. Cookies are small text files placed on your device when you visit a website; you can block or delete them through your browser settings, although parts of our website may then not work properly.",
          ),
        ],
  );
}

/** Who receives personal information: never sold for money; what advertising partners collect. */
function sharingSection(f: Facts): Section {
  return section(H.sharing, [
    p(
      f.advertising && f.optOutLink
        ? "We do not sell your personal information for money. Our advertising partners do, however, collect information through cookies and similar technologies on our website to show you ads based on your activity across other websites, which some privacy laws treat as a sale or as sharing of personal information; you can opt out as described in this Privacy Policy. Otherwise we disclose personal information only as described in this Privacy Policy, to the following categories of recipients:"
        : f.advertising
          ? "We do not sell your personal information. With your consent, our advertising partners collect information through advertising cookies and similar technologies on our website to show you ads based on your activity across other websites; you can withdraw your consent at any time in our cookie settings. Otherwise we disclose personal information only as described in this Privacy Policy, to the following categories of recipients:"
        : "We do not sell your personal information and do not share it for targeted advertising. We disclose it only as described in this Privacy Policy, to the following categories of recipients:",
    ),
    ul(...recipients(f)),
    p(
      "We require our service providers to protect personal information and to use it only to provide services to us.",
    ),
  ]);
}

/** How long each category collected is kept: the input's period, or the default one. */
function retentionSection(f: Facts): Section {
  const { input } = f;
  const collected = picked(DATA_COLLECTED_OPTIONS, input.dataCollected);
  return section(H.retention, [
    p(
      "We keep personal information only for as long as we need it for the purposes described in this Privacy Policy. For each category of personal information we collect, we keep it for the following period, or decide how long by the following criteria:",
    ),
    {
      type: "table",
      columns: [{ header: "Information" }, { header: "How long we keep it" }],
      rows: collected.map((d) => [bold(d.label), input.retention[d.value] ?? RETENTION_TEXT[d.value]]),
    },
    p(
      "We keep information longer than stated only where the law requires it or where it is needed to establish, exercise or defend a specific legal claim, and only for as long as that need lasts. When we no longer need personal information, we delete it or anonymize it so that it can no longer be associated with you.",
    ),
  ]);
}

/** The security measures the user ticked, and nothing more. */
function securitySection(f: Facts): Section {
  const measures = picked(SECURITY_MEASURE_OPTIONS, f.input.securityMeasures);
  return section(H.security, [
    p(
      "We use technical and organizational measures appropriate to the risk to protect personal information against accidental or unlawful destruction, loss, alteration and unauthorized disclosure or access",
      measures.length ? ". These include:" : ".",
    ),
    ...(measures.length ? [ul(...measures.map((m, i) => `${SECURITY_TEXT[m.value]}${i === measures.length - 1 ? "." : ";"}`))] : []),
    p(
      "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If a security breach affecting your personal information occurs, we will notify you and the relevant authorities where the law requires it.",
    ),
  ]);
}

/** The reader's choices: marketing emails, cookies, advertising (opt-out or consent), their information and rights. */
function choicesSection(f: Facts): Section {
  const { input } = f;
  return section(H.choices, [
    ul(
      ...(f.uses("marketing") || f.has("newsletter")
        ? [
            [
              bold("Marketing emails."),
              " You can unsubscribe at any time using the link in any marketing email or by contacting us. We will still send you messages about your account and transactions.",
            ] as Text,
          ]
        : []),
      [
        bold("Cookies."),
        f.tracking
          ? " You can block or delete cookies through your browser settings and, where we asked for your consent to cookies, withdraw it at any time."
          : " You can block or delete cookies through your browser settings.",
      ],
      ...(f.advertising && f.optOutLink
        ? [
            [
              bold("Advertising."),
              " You can opt out of our use of your personal information for targeted advertising",
              ` by using the "${DO_NOT_SELL_LINK}" link on our website,`,
              " by emailing us at ",
              emailLink(input.email),
              ", or by turning on the Global Privacy Control (GPC) in your browser, which we honor as an opt-out request for that browser.",
              ...(f.region("GDPR") || f.region("UK-GDPR")
                ? [" If you are in the EEA or the United Kingdom, we use your information for targeted advertising only with your consent, which you can withdraw at any time in our cookie settings."]
                : []),
            ] as Text,
          ]
        : f.advertising
          ? [
              [
                bold("Advertising."),
                " We use advertising cookies and similar technologies only with your consent. You can withdraw your consent at any time, as easily as you gave it, in our cookie settings on our website; withdrawal does not affect the lawfulness of processing before it.",
              ] as Text,
            ]
          : []),
      [
        bold("Your information."),
        " You can review and update the information in your account at any time, where you have an account, or ask us to do so.",
      ],
      [
        bold("Your rights."),
        " Depending on where you live, you may have further rights over your personal information, as described in the sections below. You can exercise them by emailing us at ",
        emailLink(input.email),
        ".",
      ],
    ),
  ]);
}

/** Cookies, sharing, retention, security, transfers, choices, third-party sites and children. */
export function practiceSections(f: Facts): Section[] {
  const { input } = f;
  return [
    cookiesSection(f),
    sharingSection(f),
    retentionSection(f),
    securitySection(f),
    section(H.transfers, [transfersParagraph(f)]),
    choicesSection(f),
    section(H.thirdPartySites, [
      p(
        "Our Services may contain links to websites and services operated by third parties, such as social networks and payment providers. We are not responsible for the privacy practices of those third parties, and this Privacy Policy does not apply to them. We encourage you to read their privacy policies before providing them with any personal information.",
      ),
    ]),
    section(H.children, [
      p(
        `Our Services are not directed to children under the age of 13, or under 16 where the law of your country requires parental consent to process a child's personal information at a higher age, and we do not knowingly collect personal information from them. If you are a parent or guardian and believe that your child has given us personal information, please contact us at `,
        emailLink(input.email),
        " and we will delete it.",
      ),
    ]),
  ];
}
