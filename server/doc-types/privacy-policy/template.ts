// The privacy policy: a complete notice under the laws the user selected (GDPR, CCPA, CalOPPA,
// PIPEDA) for the data and uses they ticked. A region's section appears only when it is chosen.
import { type TPrivacyPolicyRequest } from "../../../shared/doc-types";
import {
  DATA_COLLECTED_OPTIONS,
  DATA_USE_OPTIONS,
  type DataCollected,
  type DataUse,
  type Region,
} from "../../../shared/validation";
import { joinWords } from "../../documents/format";
import {
  type Block,
  type DocumentModel,
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
  contactBlocks,
  emailLink,
  picked,
  policyMeta,
  webLink,
} from "../common";
import type { BusinessIdentity } from "../business";
import type { BaseContext } from "../define";

export const PRIVACY_POLICY_HEADINGS = {
  introduction: "Introduction",
  controller: "Who We Are and How to Contact Us",
  collect: "Information We Collect",
  sources: "How We Collect Information",
  use: "How We Use Your Information",
  cookies: "Cookies and Similar Technologies",
  sharing: "How We Share Your Information",
  retention: "How Long We Keep Your Information",
  security: "How We Protect Your Information",
  transfers: "International Data Transfers",
  choices: "Your Choices",
  thirdPartySites: "Third-Party Websites and Services",
  children: "Children's Privacy",
  gdpr: "Information for the European Economic Area and the United Kingdom (GDPR)",
  gdprController: "Data Controller",
  gdprLegalBases: "Legal Bases for Processing",
  gdprRecipients: "Recipients of Your Personal Data",
  gdprTransfers: "International Transfers and Safeguards",
  gdprRights: "Your Rights Under the GDPR",
  gdprComplaint: "Right to Lodge a Complaint",
  ccpa: "Notice to California Residents (CCPA)",
  ccpaCategories: "Categories of Personal Information We Collect",
  ccpaSources: "Sources of Personal Information",
  ccpaPurposes: "Business and Commercial Purposes",
  ccpaSaleSharing: "Sale and Sharing of Personal Information",
  ccpaSensitive: "Sensitive Personal Information",
  ccpaRights: "Your Rights Under the CCPA",
  ccpaExercise: "How to Exercise Your Rights",
  caloppa: "California Online Privacy Protection Act (CalOPPA)",
  caloppaDnt: "Do Not Track Signals",
  caloppaTracking: "Tracking by Third Parties",
  caloppaChanges: "How We Notify You of Changes",
  pipeda: "Information for Individuals in Canada (PIPEDA)",
  pipedaOfficer: "Accountability and Our Privacy Officer",
  pipedaConsent: "Meaningful Consent",
  pipedaWithdraw: "Withdrawing Your Consent",
  pipedaAccess: "Access to Your Personal Information",
  pipedaChallenge: "Challenging Our Compliance",
  changes: "Changes to This Privacy Policy",
  contact: "Contact Us",
} as const;

const H = PRIVACY_POLICY_HEADINGS;

const COLLECTED_TEXT: Record<DataCollected, string> = {
  "personal-info":
    "Your name, email address, telephone number and similar identifiers that you give us when you create an account, fill in a form, place an order, subscribe to a service or contact us.",
  "payment-info":
    "Your billing name and address and the details of your payment method needed to complete a transaction, together with records of your purchases and payments. Where card payments are handled by a payment processor, the processor collects and stores your full card number and we receive only limited details, such as the card type, the last four digits and the expiry date.",
  "analytics-data":
    "Information about how you use our website and Services, such as the pages you visit, the features you use, the links you click, the date, time and length of your visits and the website that referred you to us.",
  "cookies-tracking":
    "Information collected through cookies, pixels, web beacons and similar technologies, such as cookie identifiers, your settings and preferences and your interactions with our website and our emails.",
  newsletter:
    "Your email address and, if you give it, your name and topic preferences when you subscribe to our newsletter, together with a record of your subscription and consent and whether you open our emails or click on links in them.",
  "support-communications":
    "The content of the messages, emails, chat conversations and calls you exchange with us when you ask for help, and any details you share so that we can resolve your request.",
  "user-content":
    "Content that you create, upload, post or share through our Services, such as comments, reviews, files, images and messages, and information associated with it, such as when it was posted.",
  "device-info":
    "Technical information about the device and software you use to access our Services, such as your IP address, browser type and version, operating system, device identifiers, language and time-zone settings, and your approximate location derived from your IP address.",
};

const USE_TEXT: Record<DataUse, string> = {
  "provide-services":
    "To create and manage your account, provide the products and Services you request, process your transactions, operate and maintain our website, fix problems and improve the quality and features of our Services.",
  "customer-support":
    "To answer your questions, requests and complaints, provide technical support, and send you messages about your account, your transactions and changes to our Services.",
  marketing:
    "To send you newsletters, promotional emails and information about our products, services, offers and events that may interest you, and to measure how effective our marketing is. You can unsubscribe at any time using the link in each email or by contacting us.",
  analytics:
    "To understand how visitors use our website and Services, measure performance, diagnose technical problems and decide how to improve our content and features, using aggregated or de-identified information wherever possible.",
  "legal-compliance":
    "To comply with applicable laws and regulations, including tax, accounting and record-keeping obligations, to respond to legal process and lawful requests from public authorities, and to establish, exercise or defend legal claims.",
  "fraud-prevention":
    "To keep our Services, our users and our business safe, including detecting, preventing and investigating fraud, abuse, security incidents and other harmful or unlawful activity, and enforcing our terms.",
  "third-party-integrations":
    "To connect our Services with third-party tools and platforms that you choose to use, and to exchange with them the information needed to provide the integration you asked for.",
  "research-development":
    "To research and develop new products, features and services and to improve existing ones, using aggregated or de-identified information wherever possible.",
};

const LEGAL_BASIS: Record<DataUse, string> = {
  "provide-services":
    "Performance of a contract with you (Article 6(1)(b) GDPR); for improving our Services, our legitimate interests in developing and improving our business (Article 6(1)(f) GDPR).",
  "customer-support":
    "Performance of a contract with you where your request concerns our Services (Article 6(1)(b) GDPR); otherwise our legitimate interests in responding to people who contact us (Article 6(1)(f) GDPR).",
  marketing:
    "Your consent (Article 6(1)(a) GDPR). Where the law allows us to send existing customers marketing about similar products without consent, our legitimate interests in promoting our business (Article 6(1)(f) GDPR), subject to your right to object at any time.",
  analytics:
    "Your consent where analytics relies on cookies or similar technologies that are not strictly necessary (Article 6(1)(a) GDPR); otherwise our legitimate interests in understanding and improving our Services (Article 6(1)(f) GDPR).",
  "legal-compliance":
    "Compliance with a legal obligation to which we are subject (Article 6(1)(c) GDPR).",
  "fraud-prevention":
    "Our legitimate interests in protecting our Services, our users and our business (Article 6(1)(f) GDPR) and, where the law requires such measures, compliance with a legal obligation (Article 6(1)(c) GDPR).",
  "third-party-integrations":
    "Performance of a contract with you when you ask us to connect a third-party service (Article 6(1)(b) GDPR), or your consent where we ask for it (Article 6(1)(a) GDPR).",
  "research-development":
    "Our legitimate interests in developing and improving our products and services (Article 6(1)(f) GDPR).",
};

/** CCPA categories (Cal. Civ. Code § 1798.140(v)) and what each of our data types falls under. */
type CcpaCategory =
  "identifiers" | "customer-records" | "commercial" | "internet" | "geolocation" | "audio-visual";

const CCPA_CATEGORY: Record<CcpaCategory, { name: string; examples: string }> = {
  identifiers: {
    name: "Identifiers",
    examples:
      "Name, email address, telephone number, IP address, account name, cookie and device identifiers",
  },
  "customer-records": {
    name: "Personal information described in Cal. Civ. Code § 1798.80(e)",
    examples: "Name, telephone number, billing address and limited payment card information",
  },
  commercial: {
    name: "Commercial information",
    examples: "Records of products or services purchased and transaction history",
  },
  internet: {
    name: "Internet or other electronic network activity information",
    examples:
      "Browsing and usage data, pages viewed, interactions with our website and emails, browser and device information",
  },
  geolocation: {
    name: "Geolocation data",
    examples: "Approximate location derived from your IP address (not precise geolocation)",
  },
  "audio-visual": {
    name: "Audio, electronic, visual or similar information",
    examples:
      "The content of your support messages and any call recordings, and content you upload or post",
  },
};

const CCPA_MAP: Record<DataCollected, CcpaCategory[]> = {
  "personal-info": ["identifiers", "customer-records"],
  "payment-info": ["customer-records", "commercial"],
  "analytics-data": ["internet"],
  "cookies-tracking": ["identifiers", "internet"],
  newsletter: ["identifiers", "internet"],
  "support-communications": ["identifiers", "audio-visual"],
  "user-content": ["audio-visual"],
  "device-info": ["identifiers", "internet", "geolocation"],
};

type CcpaSource = "you" | "device" | "payment" | "analytics" | "email";

const CCPA_SOURCE_TEXT: Record<CcpaSource, string> = {
  you: "Directly from you",
  device: "Automatically from your device and browser",
  payment: "Our payment processors",
  analytics: "Our analytics providers",
  email: "Our email service provider",
};

const CCPA_SOURCES: Record<DataCollected, CcpaSource[]> = {
  "personal-info": ["you"],
  "payment-info": ["you", "payment"],
  "analytics-data": ["device", "analytics"],
  "cookies-tracking": ["device"],
  newsletter: ["you", "email"],
  "support-communications": ["you"],
  "user-content": ["you"],
  "device-info": ["device"],
};

const CCPA_PURPOSE: Record<DataUse, string> = {
  "provide-services":
    "Performing services, including maintaining accounts, providing customer service and processing transactions, and improving our services",
  "customer-support": "Providing customer service and communicating with you",
  marketing: "Advertising and marketing our own products and services",
  analytics: "Auditing and analytics, including measuring interactions with our website",
  "legal-compliance": "Complying with legal obligations",
  "fraud-prevention":
    "Helping to ensure security and integrity, and debugging to identify and repair errors",
  "third-party-integrations":
    "Performing services at your direction, including connecting third-party services you choose",
  "research-development":
    "Undertaking internal research for technological development and demonstration",
};

interface Facts {
  c: string;
  has: (d: DataCollected) => boolean;
  uses: (u: DataUse) => boolean;
  region: (r: Region) => boolean;
  /**
   * Cookies beyond the strictly necessary are in use (analytics or tracking data is collected).
   * Only then may personal information be "shared" for cross-context behavioral advertising.
   */
  tracking: boolean;
  /** The business profile the policy is issued by: its officers and representative. */
  business?: BusinessIdentity;
}

const rights = (items: [string, string][]): Block =>
  ul(...items.map(([name, text]): Text => [bold(`${name}.`), ` ${text}`]));

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
      f.tracking
        ? " Email service providers that send our communications, and advertising partners that help us show and measure our advertising."
        : " Email service providers that send our communications and help us measure how they perform.",
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

function gdprSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  const uses = picked(DATA_USE_OPTIONS, input.dataUse);
  return section(
    H.gdpr,
    [
      p(
        "This section applies if you are in the European Economic Area (EEA), the United Kingdom or Switzerland, or if the EU General Data Protection Regulation (GDPR) otherwise applies to our processing of your personal data. References to the GDPR include the UK GDPR and the UK Data Protection Act 2018 where they apply.",
      ),
    ],
    [
      section(H.gdprController, [
        p(
          bold(f.c),
          " is the controller responsible for your personal data. You can contact us about any question relating to your personal data or this Privacy Policy at ",
          emailLink(input.email),
          input.address ? ` or by post at ${input.address.replace(/\n/g, ", ")}.` : ".",
        ),
        ...gdprOfficerBlocks(f),
      ]),
      section(H.gdprLegalBases, [
        p(
          "We process your personal data only where the GDPR allows it. For each purpose, we rely on the following legal basis:",
        ),
        {
          type: "table",
          columns: [{ header: "Purpose" }, { header: "Legal basis" }],
          rows: uses.map((u) => [bold(u.label), LEGAL_BASIS[u.value]]),
        },
        p(
          "Where we rely on our legitimate interests, we have balanced those interests against your rights and freedoms and concluded that they are not overridden. You can ask us for more information about this assessment. Where we rely on your consent, you may withdraw it at any time; withdrawal does not affect the lawfulness of processing carried out before it. Where we need personal data to enter into or perform a contract with you and you do not provide it, we may be unable to provide the Services you requested.",
        ),
      ]),
      section(H.gdprRecipients, [
        p(
          `We disclose personal data only to the categories of recipients described under "${H.sharing}". Service providers that process personal data on our behalf act as our processors under a written contract that meets the requirements of Article 28 GDPR: they may use the data only on our documented instructions, must keep it confidential and secure, and must assist us in meeting our obligations to you.`,
        ),
      ]),
      section(H.gdprTransfers, [
        p(
          "Where we or our service providers transfer your personal data outside the EEA or the United Kingdom, we make sure it receives an essentially equivalent level of protection by relying on one of the following safeguards:",
        ),
        ul(
          "an adequacy decision of the European Commission or, for the United Kingdom, adequacy regulations, recognizing that the destination country ensures an adequate level of protection (including, for recipients certified under it, the EU–U.S. Data Privacy Framework and its UK Extension);",
          "the Standard Contractual Clauses adopted by the European Commission (Commission Implementing Decision (EU) 2021/914) and, for transfers from the United Kingdom, the International Data Transfer Agreement or the UK Addendum to the Standard Contractual Clauses, together with supplementary measures where needed; or",
          "one of the derogations in Article 49 GDPR, such as your explicit consent or where the transfer is necessary to perform a contract with you.",
        ),
        p(
          "You can request a copy of the safeguards we rely on by contacting us at ",
          emailLink(input.email),
          ".",
        ),
      ]),
      section(H.gdprRights, [
        p("Subject to the conditions and exceptions in the GDPR, you have the following rights:"),
        rights([
          [
            "Right of access",
            "You may ask for confirmation of whether we process your personal data and for a copy of it, together with information about how we process it (Article 15).",
          ],
          [
            "Right to rectification",
            "You may ask us to correct inaccurate personal data and to complete incomplete personal data (Article 16).",
          ],
          [
            "Right to erasure",
            "You may ask us to delete your personal data, for example where it is no longer needed for the purposes for which it was collected or where you withdraw consent and there is no other legal basis (Article 17).",
          ],
          [
            "Right to restriction of processing",
            "You may ask us to restrict processing while we verify the accuracy of your data or assess an objection, or where processing is unlawful but you do not want the data erased (Article 18).",
          ],
          [
            "Right to data portability",
            "Where processing is based on your consent or a contract and is carried out by automated means, you may receive the personal data you provided to us in a structured, commonly used and machine-readable format and ask us to transmit it to another controller (Article 20).",
          ],
          [
            "Right to object",
            "You may object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests. You have an absolute right to object to the processing of your personal data for direct marketing, including profiling related to it (Article 21).",
          ],
          [
            "Right to withdraw consent",
            "Where we process your personal data on the basis of your consent, you may withdraw it at any time, as easily as you gave it, without affecting the lawfulness of processing before withdrawal (Article 7(3)).",
          ],
          [
            "Rights related to automated decision-making",
            "You have the right not to be subject to a decision based solely on automated processing, including profiling, that produces legal effects concerning you or similarly significantly affects you (Article 22). We do not make such decisions.",
          ],
        ]),
        p(
          "To exercise any of these rights, email us at ",
          emailLink(input.email),
          ". We will respond without undue delay and in any event within one month of receiving your request. We may extend this period by two further months where necessary, taking into account the complexity and number of requests, and will tell you if we do. Exercising your rights is free of charge, although we may charge a reasonable fee or refuse to act on requests that are manifestly unfounded or excessive. We may need to ask you for information to confirm your identity before we act on a request.",
        ),
      ]),
      section(H.gdprComplaint, [
        p(
          "If you believe that our processing of your personal data infringes data protection law, you have the right to lodge a complaint with a supervisory authority, in particular in the EU member state of your habitual residence, your place of work or the place of the alleged infringement. A list of the EEA supervisory authorities is available from the ",
          link(
            "European Data Protection Board",
            "https://www.edpb.europa.eu/about-edpb/about-edpb/members_en",
          ),
          ". In the United Kingdom, the supervisory authority is the ",
          link("Information Commissioner's Office", "https://ico.org.uk/make-a-complaint/"),
          ". We would, however, appreciate the chance to address your concerns first, so please contact us before you approach the supervisory authority.",
        ),
      ]),
    ],
  );
}

function ccpaSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  const collected = picked(DATA_COLLECTED_OPTIONS, input.dataCollected);
  const categories = [...new Set(collected.flatMap((d) => CCPA_MAP[d.value]))];
  const sourcesFor = (cat: CcpaCategory) => {
    const sources = new Set(
      collected
        .filter((d) => CCPA_MAP[d.value].includes(cat))
        .flatMap((d) => CCPA_SOURCES[d.value]),
    );
    return (Object.keys(CCPA_SOURCE_TEXT) as CcpaSource[])
      .filter((source) => sources.has(source))
      .map((source) => CCPA_SOURCE_TEXT[source])
      .join("; ");
  };
  const purposes = picked(DATA_USE_OPTIONS, input.dataUse).map((u) => CCPA_PURPOSE[u.value]);
  const sensitive = f.has("payment-info");

  const saleSharing: Block[] = [
    p(
      "We do not sell personal information in exchange for money, and we have not sold personal information in the preceding 12 months. We do not sell or share the personal information of consumers we know to be under 16 years of age.",
    ),
  ];
  if (f.tracking) {
    saleSharing.push(
      p(
        f.uses("marketing")
          ? 'Our website uses cookies and similar technologies provided by third parties for analytics and advertising. Making identifiers (such as cookie and device identifiers and IP addresses) and internet or other electronic network activity information available to advertising partners so that they can show you ads based on your activity across other websites is "sharing" of personal information for cross-context behavioral advertising under the CCPA, and we may have shared these categories of personal information in the preceding 12 months.'
          : 'Our website uses cookies and similar technologies provided by third parties for analytics. Where such a third party may use identifiers (such as cookie and device identifiers and IP addresses) and internet or other electronic network activity information for its own purposes, including cross-context behavioral advertising, making that information available to it may be considered "sharing" under the CCPA, and we may have shared these categories of personal information in the preceding 12 months.',
      ),
      p(
        'You have the right to opt out of this sharing. You can do so by using the "Do Not Sell or Share My Personal Information" link on our website, by rejecting non-essential cookies in our cookie settings, or by emailing us at ',
        emailLink(input.email),
        ". We also treat a Global Privacy Control (GPC) signal sent by your browser as a valid request to opt out of sale and sharing for that browser and any consumer profile associated with it.",
      ),
    );
  } else {
    saleSharing.push(
      p(
        "We do not share personal information for cross-context behavioral advertising, and we have not done so in the preceding 12 months. If that changes, we will update this Privacy Policy and give you the right to opt out before we do so.",
      ),
    );
  }

  const rightsList: [string, string][] = [
    [
      "Right to know and access",
      "You may request that we disclose the categories of personal information we have collected about you, the categories of sources, our business or commercial purposes for collecting, selling or sharing it, the categories of third parties to whom we disclose it, and the specific pieces of personal information we have collected about you.",
    ],
    [
      "Right to delete",
      "You may request that we delete personal information we have collected from you, subject to exceptions in the CCPA, for example where we need it to complete a transaction, ensure security and integrity or comply with a legal obligation.",
    ],
    [
      "Right to correct",
      "You may request that we correct inaccurate personal information we maintain about you.",
    ],
    [
      "Right to opt out of sale and sharing",
      f.tracking
        ? "You may direct us not to sell or share your personal information, as described above."
        : "We do not sell or share personal information. If we ever do, you will have the right to direct us not to.",
    ],
  ];
  if (sensitive) {
    rightsList.push([
      "Right to limit use of sensitive personal information",
      "You may direct us to limit our use and disclosure of sensitive personal information to the purposes permitted by the CCPA. We use sensitive personal information only for those permitted purposes, as described above, so we do not use it in a way that gives rise to this right. If that changes, we will notify you and provide a way to exercise it.",
    ]);
  }
  rightsList.push([
    "Right to non-discrimination",
    "We will not discriminate against you for exercising any of your CCPA rights. We will not deny you goods or services, charge you different prices or rates, provide a different level or quality of goods or services, or suggest that you will receive a different price or quality because you exercised your rights.",
  ]);

  const subsections: Section[] = [
    section(H.ccpaCategories, [
      p(
        "In the preceding 12 months we have collected the following categories of personal information, as defined in the CCPA. We disclose each of these categories for a business purpose to our service providers and contractors, and otherwise to the categories of recipients described under ",
        `"${H.sharing}". We keep each category for the periods described under "${H.retention}".`,
      ),
      {
        type: "table",
        columns: [{ header: "Category" }, { header: "Examples" }, { header: "Sources" }],
        rows: categories.map((cat) => [
          bold(CCPA_CATEGORY[cat].name),
          CCPA_CATEGORY[cat].examples,
          sourcesFor(cat),
        ]),
      },
    ]),
    section(H.ccpaSources, [
      p("We collect personal information from the following categories of sources:"),
      ul(
        "directly from you, when you provide it to us;",
        ...(f.has("analytics-data") || f.has("cookies-tracking") || f.has("device-info")
          ? ["automatically from your device and browser when you use our website and Services;"]
          : []),
        "from our service providers, such as payment processors and analytics providers, as they perform services for us; and",
        "from third parties you authorize to share information with us.",
      ),
    ]),
    section(H.ccpaPurposes, [
      p(
        "We collect, use and disclose personal information for the following business and commercial purposes:",
      ),
      ul(...purposes),
    ]),
    section(H.ccpaSaleSharing, saleSharing),
  ];
  if (sensitive) {
    subsections.push(
      section(H.ccpaSensitive, [
        p(
          "Payment card or financial account numbers combined with the security codes needed to use them are sensitive personal information under the CCPA. We collect and use this information only to process your payments, prevent fraud and meet our legal obligations, which are purposes permitted by section 7027(m) of the CCPA Regulations. We do not use or disclose sensitive personal information to infer characteristics about you.",
        ),
      ]),
    );
  }
  subsections.push(
    section(H.ccpaRights, [
      p(
        "If you are a California resident, you have the following rights, subject to certain exceptions:",
      ),
      rights(rightsList),
    ]),
    section(H.ccpaExercise, [
      p(
        "To exercise your rights to know, delete or correct, email us at ",
        emailLink(input.email),
        ' with the subject line "California Privacy Request" and tell us which right you wish to exercise.',
      ),
      ul(
        [
          bold("Verification."),
          " To protect your information, we will verify your identity before we act on a request to know, delete or correct, by matching information you provide with information we already hold. We will ask for more information where a request concerns specific pieces of personal information or sensitive data. Requests to opt out do not need to be verified.",
        ],
        [
          bold("Authorized agents."),
          " You may use an authorized agent to submit a request on your behalf. We will ask the agent for proof of your signed permission and may ask you to verify your identity directly with us or to confirm that you gave the agent permission, unless the agent holds a valid power of attorney under California law.",
        ],
        [
          bold("Response times."),
          " We will confirm receipt of a request to know, delete or correct within 10 business days and respond within 45 calendar days. If we need more time, we may extend this period by up to a further 45 calendar days and will tell you why. We act on opt-out requests as soon as feasible and no later than 15 business days after receiving them.",
        ],
        [
          bold("Cost."),
          " We do not charge a fee to process your request unless it is manifestly unfounded or excessive, in which case we will explain our decision.",
        ],
      ),
    ]),
  );

  return section(
    H.ccpa,
    [
      p(
        'This section supplements this Privacy Policy and applies to residents of California. It is provided under the California Consumer Privacy Act of 2018, as amended by the California Privacy Rights Act of 2020, and its implementing regulations (together, the "CCPA"). Terms defined in the CCPA have the same meaning when used in this section.',
      ),
    ],
    subsections,
  );
}

function caloppaSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  return section(
    H.caloppa,
    [
      p(
        "The California Online Privacy Protection Act (CalOPPA) requires operators of commercial websites and online services that collect personally identifiable information from California residents to post a privacy policy that describes their practices. In line with CalOPPA:",
      ),
      ul(
        "this Privacy Policy describes the categories of personally identifiable information we collect and the categories of third parties with whom we may share it;",
        'a link to this Privacy Policy, labeled with the word "Privacy", is displayed conspicuously on the home page of our website and in the footer of every page;',
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
          f.region("CCPA") && f.tracking
            ? " This is separate from the Global Privacy Control signal, which we honor as a request to opt out of sale and sharing as described above."
            : "",
        ),
      ]),
      section(H.caloppaTracking, [
        p(
          f.tracking
            ? "Third parties that provide analytics"
            : "We do not allow third parties to collect personally identifiable information about your online activities over time and across different websites when you use our website.",
          f.tracking
            ? `${f.uses("marketing") ? " and advertising" : ""} services to us may use cookies and similar technologies to collect information about your online activities over time and across different websites when you use our website. You can limit this through your cookie settings and your browser settings, as described under "${H.cookies}".`
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

function pipedaSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  return section(
    H.pipeda,
    [
      p(
        "We handle the personal information of individuals in Canada in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), including its ten fair information principles, and with applicable provincial privacy laws.",
      ),
    ],
    [
      section(H.pipedaOfficer, [
        p(
          "We are responsible for the personal information under our control and have designated a Privacy Officer who is accountable for our compliance with PIPEDA. You can reach our Privacy Officer at:",
        ),
        p(
          bold(f.business?.privacyOfficer?.name ? `${f.business.privacyOfficer.name}, Privacy Officer, ${f.c}` : `Privacy Officer, ${f.c}`),
          input.address ? `\n${input.address}` : "",
          "\nEmail: ",
          emailLink(f.business?.privacyOfficer?.email ?? input.email),
        ),
      ]),
      section(H.pipedaConsent, [
        p(
          "We identify the purposes for which we collect personal information at or before the time we collect it, as set out in this Privacy Policy, and we collect, use and disclose personal information only with your knowledge and consent, except where the law permits or requires otherwise. We seek express consent for sensitive personal information and for uses you would not reasonably expect, and may rely on implied consent where the information is less sensitive and the purpose is obvious from the context. We limit collection to what is necessary for the purposes we have identified and do not make consent to the collection of information beyond what is necessary a condition of providing our Services.",
        ),
        p(
          "Your personal information may be stored and processed outside Canada, including by our service providers. While it is outside Canada, it is subject to the laws of the country where it is held and may be accessible to that country's courts, law enforcement and national security authorities. We use contractual and other measures to protect it while it is processed by our service providers.",
        ),
      ]),
      section(H.pipedaWithdraw, [
        p(
          "You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice, by contacting our Privacy Officer. We will explain the likely consequences of withdrawing consent, for example that we may no longer be able to provide certain Services. You can withdraw consent to marketing emails at any time using the unsubscribe link they contain.",
        ),
      ]),
      section(H.pipedaAccess, [
        p(
          "You have the right to access the personal information we hold about you and to ask us to correct it if it is inaccurate or incomplete. Send a written request to our Privacy Officer. We will respond within 30 days, or tell you within that period if we need to extend it as permitted by PIPEDA, at minimal or no cost to you. If we cannot give you access to some or all of your information, we will explain why, subject to any legal restrictions, and tell you what recourse you have.",
        ),
      ]),
      section(H.pipedaChallenge, [
        p(
          "If you have a concern about our compliance with PIPEDA, please contact our Privacy Officer first. We will investigate every complaint and, if it is justified, take appropriate measures, including amending our policies and practices. If you are not satisfied with our response, you may file a complaint with the ",
          link(
            "Office of the Privacy Commissioner of Canada",
            "https://www.priv.gc.ca/en/report-a-concern/",
          ),
          " (toll-free 1-800-282-1376).",
        ),
        p(
          "Where a breach of security safeguards involving your personal information creates a real risk of significant harm to you, we will notify you and report the breach to the Office of the Privacy Commissioner of Canada as PIPEDA requires, and we keep a record of every such breach.",
        ),
      ]),
    ],
  );
}

export function privacyPolicyTemplate(
  input: TPrivacyPolicyRequest,
  ctx: BaseContext,
): DocumentModel {
  const c = input.companyName;
  const f: Facts = {
    c,
    has: (d) => input.dataCollected.includes(d),
    uses: (u) => input.dataUse.includes(u),
    region: (r) => input.regions.includes(r),
    tracking:
      input.dataCollected.includes("cookies-tracking") ||
      input.dataCollected.includes("analytics-data"),
    business: ctx.business,
  };
  const collected = picked(DATA_COLLECTED_OPTIONS, input.dataCollected);
  const uses = picked(DATA_USE_OPTIONS, input.dataUse);
  const laws: string[] = [];
  if (f.region("GDPR"))
    laws.push("the EU General Data Protection Regulation (GDPR) and the UK GDPR");
  if (f.region("CCPA")) laws.push("the California Consumer Privacy Act (CCPA)");
  if (f.region("CalOPPA")) laws.push("the California Online Privacy Protection Act (CalOPPA)");
  if (f.region("PIPEDA"))
    laws.push("Canada's Personal Information Protection and Electronic Documents Act (PIPEDA)");

  const sections: Section[] = [
    section(H.introduction, [
      p(
        `This Privacy Policy explains how ${c} ("${c}", "we", "us" or "our") collects, uses, shares and protects personal information when you visit our website at `,
        webLink(input.website),
        ` (the "Website") or use our products and services (together with the Website, the "Services"), and the choices and rights you have in relation to it.`,
      ),
      p(
        `"Personal information" (also called "personal data") means any information that identifies, relates to or could reasonably be linked with you. This Privacy Policy was written with ${joinWords(laws)} in mind and includes the additional information those laws require in the sections that follow.`,
      ),
      p(
        "Please read this Privacy Policy carefully. If you do not agree with our practices, please do not use our Services. If you have any questions, contact us using the details at the end of this policy.",
      ),
    ]),
    section(H.controller, [
      p(
        `${c} is responsible for the personal information collected through the Services. You can contact us at:`,
      ),
      ...contactBlocks(input, ctx.business),
      ...officerBlocks(f),
    ]),
    section(H.collect, [
      p(
        "Depending on how you interact with us, we collect the following categories of personal information:",
      ),
      definitions(collected.map((d) => ({ term: d.label, description: COLLECTED_TEXT[d.value] }))),
      p(
        "We do not intentionally collect special categories of personal information, such as information about your health, racial or ethnic origin, religious beliefs or sexual orientation. Please do not send us such information.",
      ),
    ]),
    section(H.sources, [
      p("We collect personal information in the following ways:"),
      ul(
        [
          bold("Directly from you,"),
          " when you create an account, fill in a form, make a purchase, subscribe, post content or contact us.",
        ],
        ...(f.tracking || f.has("device-info")
          ? [
              [
                bold("Automatically,"),
                " when you use our Services, through server logs" +
                  (f.tracking ? ", cookies and similar technologies" : "") +
                  ".",
              ] as Text,
            ]
          : []),
        [
          bold("From third parties,"),
          " such as our service providers" +
            (f.has("payment-info") ? " and payment processors" : "") +
            (f.uses("third-party-integrations")
              ? ", and services you choose to connect to our Services"
              : "") +
            ", where they are permitted to share it with us.",
        ],
      ),
    ]),
    section(H.use, [
      p("We use personal information for the following purposes:"),
      definitions(uses.map((u) => ({ term: u.label, description: USE_TEXT[u.value] }))),
      p(
        "We will not use your personal information for purposes that are materially different from those described here without telling you first and, where required by law, obtaining your consent.",
      ),
    ]),
    section(
      H.cookies,
      f.tracking
        ? [
            p(
              "We and our service providers use cookies, pixels and similar technologies to operate our website, remember your preferences, understand how our Services are used",
              f.uses("marketing") ? ", and deliver and measure marketing" : "",
              ". Cookies are small text files placed on your device when you visit a website.",
            ),
            p(
              "Cookies that are strictly necessary for our website to work are always active. We use other cookies, such as analytics",
              f.uses("marketing") ? " and advertising" : "",
              " cookies, only in accordance with applicable law, including by asking for your consent where the law requires it. You can change your choices at any time through the cookie settings on our website and can block or delete cookies through your browser settings. If you block all cookies, some parts of our website may not work properly.",
            ),
          ]
        : [
            p(
              "We use only cookies that are strictly necessary for our website to work, for example to keep you signed in, remember your privacy choices and keep our website secure. We do not use cookies to analyze your behavior or to track you across other websites for advertising. Cookies are small text files placed on your device when you visit a website; you can block or delete them through your browser settings, although parts of our website may then not work properly.",
            ),
          ],
    ),
    section(H.sharing, [
      p(
        "We do not sell your personal information. We disclose it only as described in this Privacy Policy, to the following categories of recipients:",
      ),
      ul(...recipients(f)),
      p(
        "We require our service providers to protect personal information and to use it only to provide services to us.",
      ),
    ]),
    section(H.retention, [
      p(
        "We keep personal information only for as long as we need it for the purposes described in this Privacy Policy, including to meet legal, accounting and reporting requirements, resolve disputes and enforce our agreements. To decide how long to keep information, we consider its amount, nature and sensitivity, the potential risk of harm from unauthorized use or disclosure, why we process it and whether we can achieve those purposes by other means, and the applicable legal requirements. In particular:",
      ),
      ul(
        "account information is kept while your account is open and for a reasonable period after it is closed, in case you return or there is a question about your account;",
        ...(f.has("payment-info")
          ? [
              "records of transactions and payments are kept for as long as tax and accounting laws require, which is typically between six and ten years;",
            ]
          : []),
        ...(f.has("newsletter") || f.uses("marketing")
          ? [
              "marketing and newsletter data are kept until you unsubscribe or ask us to delete them, after which we keep only a suppression record so that we do not contact you again;",
            ]
          : []),
        ...(f.has("support-communications")
          ? [
              "support communications are kept for as long as needed to resolve your request and for a reasonable period afterwards to improve our service and handle follow-up questions;",
            ]
          : []),
        ...(f.tracking
          ? [
              "analytics and cookie data are kept for the periods described in our cookie settings and are aggregated or deleted when no longer needed;",
            ]
          : []),
        "security and server logs are kept for a limited period, unless they are needed to investigate an incident.",
      ),
      p(
        "When we no longer need personal information, we delete it or anonymize it so that it can no longer be associated with you.",
      ),
    ]),
    section(H.security, [
      p(
        "We use appropriate technical and organizational measures to protect personal information against accidental or unlawful destruction, loss, alteration and unauthorized disclosure or access. These include encryption of data in transit, access controls that limit personal information to the people who need it, and the careful selection and oversight of our service providers.",
      ),
      p(
        "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If a security breach affecting your personal information occurs, we will notify you and the relevant authorities where the law requires it.",
      ),
    ]),
    section(H.transfers, [
      p(
        "We and our service providers may process personal information in countries other than the one in which you live. Those countries may have data protection laws that differ from the laws of your country. Whenever we transfer personal information internationally, we take steps to ensure that it remains protected as described in this Privacy Policy and as required by applicable law.",
      ),
    ]),
    section(H.choices, [
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
            ? " You can change your cookie choices at any time through our cookie settings and your browser."
            : " You can block or delete cookies through your browser settings.",
        ],
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
    ]),
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

  if (f.region("GDPR")) sections.push(gdprSection(input, f));
  if (f.region("CCPA")) sections.push(ccpaSection(input, f));
  if (f.region("CalOPPA")) sections.push(caloppaSection(input, f));
  if (f.region("PIPEDA")) sections.push(pipedaSection(input, f));

  sections.push(
    section(H.changes, [
      p(
        "We may update this Privacy Policy from time to time to reflect changes in our practices, our Services or the law. When we do, we will post the updated version on this page and change the effective date at the top. If we make material changes, we will notify you before they take effect, by email or by a prominent notice on our website, and where the law requires it we will ask for your consent.",
      ),
    ]),
    section(H.contact, [
      p(
        "If you have any questions about this Privacy Policy or our privacy practices, or wish to exercise your rights, please contact us:",
      ),
      ...contactBlocks(input, ctx.business),
    ]),
  );

  return {
    type: "privacy_policy",
    title: clampTitle(`Privacy Policy — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt),
    sections,
    numbered: true,
  };
}

/** A contact line: a name, and an e-mail link when there is one. */
const officer = (label: string, who: { name?: string; email?: string; address?: string }): Block =>
  p(
    bold(label),
    who.name ? `: ${who.name}` : "",
    ...(who.address ? [`\n${who.address}`] : []),
    ...(who.email ? ["\nEmail: ", emailLink(who.email)] : []),
  );

/** The data protection officer and the EU / UK representative, where the profile names them. */
function officerBlocks(f: Facts): Block[] {
  const b = f.business;
  const out: Block[] = [];
  if (b?.dpo) out.push(officer("Data protection officer", b.dpo));
  if (b?.representative && f.region("GDPR")) out.push(officer("Representative in the EU / UK", b.representative));
  if (b?.privacyOfficer && f.region("PIPEDA")) out.push(officer("Privacy Officer (Canada)", b.privacyOfficer));
  return out;
}

/** GDPR Art. 13(1)(b) and Art. 27: the DPO's contact details and the representative, when there are. */
function gdprOfficerBlocks(f: Facts): Block[] {
  const b = f.business;
  const out: Block[] = [];
  if (b?.dpo) {
    out.push(
      p(
        "We have appointed a data protection officer",
        b.dpo.name ? ` (${b.dpo.name})` : "",
        ", whom you can contact about any matter relating to your personal data",
        ...(b.dpo.email ? [" at ", emailLink(b.dpo.email)] : []),
        ".",
      ),
    );
  }
  if (b?.representative) {
    out.push(
      p(
        "Our representative in the European Union and the United Kingdom under Article 27 GDPR",
        b.representative.name ? ` is ${b.representative.name}` : "",
        b.representative.address ? `, ${b.representative.address.replace(/\n/g, ", ")}` : "",
        ". You and the supervisory authorities may contact our representative in addition to or instead of us",
        ...(b.representative.email ? [" at ", emailLink(b.representative.email)] : []),
        ".",
      ),
    );
  }
  return out;
}
