// The privacy policy: a complete notice under the laws the user selected (GDPR, UK GDPR, CCPA,
// CalOPPA, PIPEDA, the other US state laws) for the data and uses they ticked. A region's section
// appears only when it is chosen, and the policy claims nothing the form did not say (sale and
// sharing, security measures, transfer safeguard, request methods all follow the input).
import { type TPrivacyPolicyRequest } from "../../../shared/doc-types";
import {
  DATA_COLLECTED_OPTIONS,
  DATA_USE_OPTIONS,
  SECURITY_MEASURE_OPTIONS,
  type DataCollected,
  type DataUse,
  type PrivacyRegion,
  type SecurityMeasure,
  type TransferSafeguard,
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
  emailLink,
  picked,
  dateOrderOf,
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
  /** The GDPR section's heading when the UK has its own section. */
  gdprEea: "Information for the European Economic Area (GDPR)",
  gdprController: "Data Controller",
  gdprLegalBases: "Legal Bases for Processing",
  gdprRecipients: "Recipients of Your Personal Data",
  gdprTransfers: "International Transfers and Safeguards",
  gdprRights: "Your Rights Under the GDPR",
  gdprComplaint: "Right to Lodge a Complaint",
  uk: "Information for the United Kingdom (UK GDPR)",
  ukController: "Controller and How to Contact Us",
  ukLegalBases: "Legal Bases for Processing Under the UK GDPR",
  ukTransfers: "Transfers Outside the United Kingdom",
  ukRights: "Your Rights Under the UK GDPR",
  ukComplaint: "Complaints",
  ccpa: "Notice to California Residents (CCPA)",
  ccpaCategories: "Categories of Personal Information We Collect",
  ccpaSources: "Sources of Personal Information",
  ccpaPurposes: "Business and Commercial Purposes",
  ccpaSaleSharing: "Sale and Sharing of Personal Information",
  ccpaSensitive: "Sensitive Personal Information",
  ccpaRights: "Your Rights Under the CCPA",
  ccpaExercise: "How to Exercise Your Rights",
  usStates: "Notice to Residents of Other US States",
  usStatesLaws: "State Laws This Notice Covers",
  usStatesRights: "Your Rights Under These Laws",
  usStatesSale: "Targeted Advertising and Sale of Personal Data",
  usStatesExercise: "How to Exercise Your Rights and Appeal",
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
  quebec: "Residents of Quebec",
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

/**
 * How long each category is kept by default: a period, or a criterion a reader can check. Each
 * can be replaced by the request's `retention[category]`.
 */
const RETENTION_TEXT: Record<DataCollected, string> = {
  "personal-info":
    "For as long as your account is open or we provide the Services to you, and for up to 24 months after your account is closed or your last contact with us, so that we can answer questions about your account and handle claims.",
  "payment-info":
    "7 years after the end of the financial year in which the transaction took place, or longer where tax or accounting law requires it.",
  "analytics-data":
    "Up to 14 months from collection; after that it is deleted or kept only in aggregated form that no longer identifies you.",
  "cookies-tracking":
    "Each cookie stays on your device for its own lifetime unless you delete it sooner; the information collected through cookies is kept for up to 14 months from collection, then deleted or aggregated.",
  newsletter:
    "Until you unsubscribe. We then keep your email address on a suppression list so that we do not email you again, and the record of your consent for up to 3 years to show that we had it.",
  "support-communications":
    "Up to 2 years after your request is closed, so that we can handle follow-up questions; then deleted.",
  "user-content":
    "Until you delete it or your account is closed; then removed within 90 days, unless the law requires us to keep it longer.",
  "device-info":
    "Up to 12 months, unless we need it longer to investigate a specific security incident or misuse of our Services.",
};

/** The security measures a user ticked, as the policy states them: nothing else is claimed. */
const SECURITY_TEXT: Record<SecurityMeasure, string> = {
  "encryption-in-transit": "encryption of personal information in transit between your device and our servers (TLS)",
  "encryption-at-rest": "encryption of the personal information we store (encryption at rest)",
  "access-controls": "access controls that limit personal information to the people who need it for their work",
  "multi-factor-auth": "multi-factor authentication for staff accounts that can access personal information",
  "staff-training": "privacy and security training for our staff",
  "regular-testing": "regular testing of our security, such as vulnerability scans or penetration tests",
  "vendor-review": "a security review of the service providers we use",
  backups: "regular backups, so that personal information can be restored after an incident",
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
  region: (r: PrivacyRegion) => boolean;
  /** Cookies beyond the strictly necessary are in use (analytics, tracking or advertising). */
  tracking: boolean;
  /**
   * Advertising cookies and pixels make personal information available to advertising partners:
   * sharing for cross-context behavioral advertising (and possibly a sale). Said by the user only.
   */
  advertising: boolean;
  /** The Do Not Sell or Share link exists: advertising, and a US law that gives the opt-out. */
  optOutLink: boolean;
  /** The UK has its own section, so the GDPR section speaks of the EEA only. */
  ukSeparate: boolean;
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

/** The rights of Articles 15 to 22, numbered for `law` ("GDPR" or "UK GDPR"). */
function gdprRights(law: string): Block {
  return rights([
    [
      "Right of access",
      `You may ask for confirmation of whether we process your personal data and for a copy of it, together with information about how we process it (Article 15 ${law}).`,
    ],
    [
      "Right to rectification",
      `You may ask us to correct inaccurate personal data and to complete incomplete personal data (Article 16 ${law}).`,
    ],
    [
      "Right to erasure",
      `You may ask us to delete your personal data, for example where it is no longer needed for the purposes for which it was collected or where you withdraw consent and there is no other legal basis (Article 17 ${law}).`,
    ],
    [
      "Right to restriction of processing",
      `You may ask us to restrict processing while we verify the accuracy of your data or assess an objection, or where processing is unlawful but you do not want the data erased (Article 18 ${law}).`,
    ],
    [
      "Right to data portability",
      `Where processing is based on your consent or a contract and is carried out by automated means, you may receive the personal data you provided to us in a structured, commonly used and machine-readable format and ask us to transmit it to another controller (Article 20 ${law}).`,
    ],
    [
      "Right to object",
      `You may object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests. You have an absolute right to object to the processing of your personal data for direct marketing, including profiling related to it (Article 21 ${law}).`,
    ],
    [
      "Right to withdraw consent",
      `Where we process your personal data on the basis of your consent, you may withdraw it at any time, as easily as you gave it, without affecting the lawfulness of processing before withdrawal (Article 7(3) ${law}).`,
    ],
    [
      "Rights related to automated decision-making",
      `You have the right not to be subject to a decision based solely on automated processing, including profiling, that produces legal effects concerning you or similarly significantly affects you (Article 22 ${law}). We do not make such decisions.`,
    ],
  ]);
}

/** The legal basis of each chosen use, cited under `law`. */
/**
 * The audio-visual examples of what is actually collected: support messages (and call recordings)
 * only when support communications are, uploaded content only when user content is.
 */
function audioVisualExamples(f: Facts): string {
  const parts = [
    ...(f.has("support-communications") ? ["The content of your support messages and any recordings of support calls"] : []),
    ...(f.has("user-content") ? ["content you upload or post"] : []),
  ];
  return parts.join(", and ");
}

/**
 * Targeted advertising's own legal basis: consent, because advertising cookies and pixels store
 * or read information on the user's device (GDPR Art. 6(1)(a); ePrivacy Directive Art. 5(3);
 * § 25(1) TDDDG in Germany; regulation 6 PECR in the UK) — never an opt-out.
 */
const ADVERTISING_BASIS: Record<"GDPR" | "UK GDPR", string> = {
  GDPR: "Your consent (Article 6(1)(a) GDPR), which we ask for before any advertising cookie, pixel or similar technology stores or reads information on your device (Article 5(3) of Directive 2002/58/EC, in Germany § 25(1) TDDDG). You can withdraw it at any time in our cookie settings, as easily as you gave it.",
  "UK GDPR": "Your consent (Article 6(1)(a) UK GDPR), which we ask for before any advertising cookie, pixel or similar technology stores or reads information on your device (regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003). You can withdraw it at any time in our cookie settings, as easily as you gave it.",
};

function legalBasesTable(input: TPrivacyPolicyRequest, law: "GDPR" | "UK GDPR"): Block {
  return {
    type: "table",
    columns: [{ header: "Purpose" }, { header: "Legal basis" }],
    rows: [
      ...picked(DATA_USE_OPTIONS, input.dataUse).map((u) => [
        bold(u.label),
        law === "GDPR" ? LEGAL_BASIS[u.value] : LEGAL_BASIS[u.value].replaceAll(" GDPR)", ` ${law})`),
      ]),
      ...(input.usesAdvertisingTracking
        ? [[bold("Targeted advertising (advertising cookies, pixels and similar technologies)"), ADVERTISING_BASIS[law]]]
        : []),
    ],
  };
}

const ADEQUACY_LIST =
  "https://commission.europa.eu/law/law-topic/data-protection/international-dimension-data-protection/adequacy-decisions_en";

/**
 * The one safeguard the transfers rely on (GDPR Art. 13(1)(f)), for the EEA, the UK or both.
 * Never a menu, and never the Article 49 derogations: they are not a basis for routine transfers.
 */
function transferBlocks(safeguard: TransferSafeguard, scope: { eu: boolean; uk: boolean }, email: string): Block[] {
  const where = scope.eu && scope.uk ? "the EEA and the United Kingdom" : scope.eu ? "the European Economic Area (EEA)" : "the United Kingdom";
  const copy = (what: string): Block => p(`You can ask for a copy of ${what} by emailing us at `, emailLink(email), ".");
  switch (safeguard) {
    case "none":
      return [
        p(
          `We and our service providers store and process your personal data only within ${scope.uk && !scope.eu ? "the United Kingdom and the European Economic Area" : where}; we do not transfer it to other countries. If that changes, we will update this Privacy Policy before any such transfer and say which safeguard the transfer relies on.`,
        ),
      ];
    case "adequacy":
      return [
        p(
          ...(scope.eu
            ? [
                "We transfer personal data outside the EEA only to countries that the European Commission has decided ensure an adequate level of protection (Article 45 GDPR), listed on the ",
                link("European Commission's website", ADEQUACY_LIST),
                ". ",
              ]
            : []),
          ...(scope.uk
            ? [
                `${scope.eu ? "From" : "We transfer personal data outside"} the United Kingdom${scope.eu ? ", we transfer personal data only" : " only"} to countries covered by adequacy regulations made under section 17A of the Data Protection Act 2018.`,
              ]
            : []),
        ),
      ];
    case "sccs":
      return [
        p(
          ...(scope.eu
            ? [
                "When we or our service providers transfer your personal data outside the EEA, the transfer is made under the Standard Contractual Clauses adopted by the European Commission (Commission Implementing Decision (EU) 2021/914; Article 46(2)(c) GDPR). ",
              ]
            : []),
          ...(scope.uk
            ? [
                `${scope.eu ? "Transfers from the United Kingdom" : "When we or our service providers transfer your personal data outside the United Kingdom, the transfer"} ${scope.eu ? "are" : "is"} made under the International Data Transfer Agreement or the International Data Transfer Addendum to the Standard Contractual Clauses issued by the Information Commissioner (section 119A of the Data Protection Act 2018). `,
              ]
            : []),
          "Where an assessment of a transfer shows that the recipient country's law could prevent the clauses from being complied with, we put supplementary measures in place or do not make the transfer.",
        ),
        copy("the clauses"),
      ];
    case "dpf":
      return [
        p(
          ...(scope.eu
            ? [
                "We transfer your personal data to the United States only to organizations certified under the EU-U.S. Data Privacy Framework, on the basis of the European Commission's adequacy decision of 10 July 2023 (Article 45 GDPR). ",
              ]
            : []),
          ...(scope.uk
            ? [
                scope.eu
                  ? "Transfers from the United Kingdom rely on the UK Extension to the EU-U.S. Data Privacy Framework (the UK-US data bridge). "
                  : "We transfer your personal data to the United States only to organizations certified under the UK Extension to the EU-U.S. Data Privacy Framework (the UK-US data bridge), on the basis of the adequacy regulations made for it under the Data Protection Act 2018. ",
              ]
            : []),
          "You can check an organization's certification on the ",
          link("Data Privacy Framework List", "https://www.dataprivacyframework.gov/list"),
          ".",
        ),
      ];
    case "bcrs":
      return [
        p(
          `Transfers of your personal data outside ${where} within our group of companies are made under our Binding Corporate Rules, approved by ${
            scope.eu && scope.uk
              ? "the competent EU supervisory authority (Articles 46(2)(b) and 47 GDPR) and by the Information Commissioner for transfers from the United Kingdom"
              : scope.eu
                ? "the competent supervisory authority (Articles 46(2)(b) and 47 GDPR)"
                : "the Information Commissioner (Articles 46(2)(b) and 47 UK GDPR)"
          }.`,
        ),
        copy("our Binding Corporate Rules"),
      ];
  }
}

/**
 * Section 10, for every reader. With no transfers outside the EEA / UK (the safeguard answer of the
 * GDPR and UK GDPR sections), it says where the data stays, as those sections do, and never that
 * it is transferred; otherwise, that it may be processed abroad and protected when it is.
 */
function transfersParagraph(input: TPrivacyPolicyRequest, f: Facts): Block {
  if (input.transferSafeguard === "none" && (f.region("GDPR") || f.region("UK-GDPR"))) {
    const [where, short] = f.region("GDPR")
      ? ["the European Economic Area (EEA) and the United Kingdom", "the EEA and the United Kingdom"]
      : ["the United Kingdom and the European Economic Area (EEA)", "the United Kingdom and the EEA"];
    return p(
      `We and our service providers store and process personal information only within ${where}, and we do not transfer it from there to other countries; if that changes, we will update this Privacy Policy before any such transfer. If you live outside ${short}, your personal information is therefore processed outside the country in which you live, where data protection laws may differ from those of your country.`,
    );
  }
  return p(
    "We and our service providers may process personal information in countries other than the one in which you live. Those countries may have data protection laws that differ from the laws of your country. Whenever we transfer personal information internationally, we take steps to ensure that it remains protected as described in this Privacy Policy and as required by applicable law.",
  );
}

function gdprSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  // With its own UK section, this one speaks of the EEA only.
  const uk = !f.ukSeparate;
  return section(
    uk ? H.gdpr : H.gdprEea,
    [
      p(
        uk
          ? "This section applies if you are in the European Economic Area (EEA), the United Kingdom or Switzerland, or if the EU General Data Protection Regulation (GDPR) otherwise applies to our processing of your personal data. References to the GDPR include the UK GDPR and the UK Data Protection Act 2018 where they apply."
          : "This section applies if you are in the European Economic Area (EEA) or Switzerland, or if the EU General Data Protection Regulation (GDPR) otherwise applies to our processing of your personal data.",
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
        ...gdprOfficerBlocks(f, uk ? "in the European Union and the United Kingdom under Article 27 GDPR" : "in the European Union under Article 27 GDPR"),
      ]),
      section(H.gdprLegalBases, [
        p(
          "We process your personal data only where the GDPR allows it. For each purpose, we rely on the following legal basis:",
        ),
        legalBasesTable(input, "GDPR"),
        p(
          "Where we rely on our legitimate interests, we have balanced those interests against your rights and freedoms and concluded that they are not overridden. You can ask us for more information about this assessment. Where we rely on your consent, you may withdraw it at any time; withdrawal does not affect the lawfulness of processing carried out before it. Where we need personal data to enter into or perform a contract with you and you do not provide it, we may be unable to provide the Services you requested.",
        ),
      ]),
      section(H.gdprRecipients, [
        p(
          `We disclose personal data only to the categories of recipients described under "${H.sharing}". Service providers that process personal data on our behalf act as our processors under a written contract that meets the requirements of Article 28 GDPR: they may use the data only on our documented instructions, must keep it confidential and secure, and must assist us in meeting our obligations to you.`,
        ),
      ]),
      section(H.gdprTransfers, transferBlocks(input.transferSafeguard, { eu: true, uk }, input.email)),
      section(H.gdprRights, [
        p("Subject to the conditions and exceptions in the GDPR, you have the following rights:"),
        gdprRights("GDPR"),
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
          ...(uk
            ? [
                ". In the United Kingdom, the supervisory authority is the ",
                link("Information Commissioner's Office", "https://ico.org.uk/make-a-complaint/"),
              ]
            : []),
          ". We would, however, appreciate the chance to address your concerns first, so please contact us before you approach the supervisory authority.",
        ),
      ]),
    ],
  );
}

/** The UK GDPR and the Data Protection Act 2018, complete on its own or beside the GDPR section. */
function ukSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  const withEu = f.region("GDPR");
  return section(
    H.uk,
    [
      p(
        "This section applies if you are in the United Kingdom, where the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 govern our processing of your personal data.",
      ),
    ],
    [
      section(H.ukController, [
        p(
          bold(f.c),
          " is the controller responsible for your personal data. You can contact us about your personal data at ",
          emailLink(input.email),
          input.address ? ` or by post at the address under "${H.contact}".` : ".",
        ),
        ...gdprOfficerBlocks(f, "in the United Kingdom under Article 27 UK GDPR"),
      ]),
      section(
        H.ukLegalBases,
        withEu
          ? [
              p(
                `We rely on the same legal bases as under the EU GDPR, set out under "${H.gdprLegalBases}" above; the corresponding provisions of the UK GDPR have the same article numbers.`,
              ),
            ]
          : [
              p("For each purpose, we rely on the following legal basis under the UK GDPR:"),
              legalBasesTable(input, "UK GDPR"),
              p(
                "Where we rely on our legitimate interests, we have balanced them against your rights and freedoms. Where we rely on your consent, you may withdraw it at any time without affecting the lawfulness of processing before withdrawal.",
              ),
            ],
      ),
      section(H.ukTransfers, transferBlocks(input.transferSafeguard, { eu: false, uk: true }, input.email)),
      section(H.ukRights, [
        ...(withEu
          ? [
              p(
                `Subject to the conditions and exceptions in the UK GDPR and the Data Protection Act 2018, you have the rights described under "${H.gdprRights}" above (access, rectification, erasure, restriction, portability, objection, withdrawal of consent and rights related to automated decision-making), under the articles of the UK GDPR with the same numbers.`,
              ),
            ]
          : [
              p("Subject to the conditions and exceptions in the UK GDPR and the Data Protection Act 2018, you have the following rights:"),
              gdprRights("UK GDPR"),
            ]),
        p(
          "To exercise any of these rights, email us at ",
          emailLink(input.email),
          ". We will respond without undue delay and within one month of receiving your request (or of receiving the information we need to confirm your identity), extended by up to two further months for complex or numerous requests, in which case we will tell you why. Exercising your rights is free of charge unless a request is manifestly unfounded or excessive.",
        ),
      ]),
      section(H.ukComplaint, [
        p(
          "If you are unhappy with how we have handled your personal data, you can complain to us using the contact details in this section. We will acknowledge your complaint within 30 days, look into it without undue delay and tell you the outcome.",
        ),
        p(
          "You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority, at ",
          link("ico.org.uk/make-a-complaint", "https://ico.org.uk/make-a-complaint/"),
          " or by calling 0303 123 1113.",
        ),
      ]),
    ],
  );
}

/** The CCPA categories that advertising technologies make available to advertising partners. */
const SHARED_CATEGORIES: CcpaCategory[] = ["identifiers", "internet"];

/** The methods for submitting requests, each as a list item (email first). */
function requestMethods(input: TPrivacyPolicyRequest, subject: string, mail?: string): Text[] {
  const out: Text[] = [["By email to ", emailLink(input.email), ` with the subject line "${subject}"`]];
  if (input.requestFormUrl) out.push(["Through our online request form at ", webLink(input.requestFormUrl)]);
  if (input.tollFreeNumber) out.push(`By calling us toll-free at ${input.tollFreeNumber}`);
  if (mail) out.push(`By mail to ${mail}`);
  return out;
}

/** List items ending "; … ; and …." as prose lists do. */
const asList = (items: Text[]): Block =>
  ul(
    ...items.map((item, i): Text => {
      const end = i === items.length - 1 ? "." : i === items.length - 2 ? "; or" : ";";
      return Array.isArray(item) ? [...item, end] : [item, end];
    }),
  );

function ccpaSection(input: TPrivacyPolicyRequest, f: Facts): Section {
  const collected = picked(DATA_COLLECTED_OPTIONS, input.dataCollected);
  const found = new Set(collected.flatMap((d) => CCPA_MAP[d.value]));
  if (f.advertising) for (const cat of SHARED_CATEGORIES) found.add(cat);
  const categories = (Object.keys(CCPA_CATEGORY) as CcpaCategory[]).filter((cat) => found.has(cat));
  const sourcesFor = (cat: CcpaCategory) => {
    const sources = new Set(
      collected
        .filter((d) => CCPA_MAP[d.value].includes(cat))
        .flatMap((d) => CCPA_SOURCES[d.value]),
    );
    if (f.advertising && SHARED_CATEGORIES.includes(cat)) sources.add("device");
    return (Object.keys(CCPA_SOURCE_TEXT) as CcpaSource[])
      .filter((source) => sources.has(source))
      .map((source) => CCPA_SOURCE_TEXT[source])
      .join("; ");
  };
  const purposes = picked(DATA_USE_OPTIONS, input.dataUse).map((u) => CCPA_PURPOSE[u.value]);
  const sensitive = f.has("payment-info");

  const saleSharing: Block[] = [p(ccpaSaleSharingText(f.advertising))];
  if (f.advertising) {
    saleSharing.push(
      p(
        "You have the right to opt out of the sale and sharing of your personal information. This section is our notice of that right. You can opt out at any time:",
      ),
      asList([
        `using the "${DO_NOT_SELL_LINK}" link on our website`,
        ["emailing us at ", emailLink(input.email), ' with the subject line "Do Not Sell or Share"'],
        ...(input.tollFreeNumber ? [`calling us toll-free at ${input.tollFreeNumber}`] : []),
        "turning on the Global Privacy Control (GPC) in your browser or a browser extension",
      ]),
      p(
        "We treat a GPC signal as a valid request to opt out of the sale and sharing of every category of personal information listed above, for that browser and for any consumer profile associated with it, including pseudonymous profiles: we switch off the advertising cookies and similar technologies on our website for that browser. We do not sell or share the personal information of consumers we know to be under 16 years of age.",
      ),
    );
  } else {
    saleSharing.push(
      p(
        "We do not sell or share the personal information of consumers we know to be under 16 years of age. If our practices change, we will update this Privacy Policy and give you the right to opt out before we sell or share your personal information.",
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
      f.advertising
        ? `You may direct us not to sell or share your personal information, as described under "${H.ccpaSaleSharing}".`
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

  // Two designated methods (Cal. Civ. Code § 1798.130(a)(1)(A)): email and a form or toll-free
  // number; an online-only business may offer email alone. Otherwise only methods that exist:
  // email, and the postal address when there is one.
  const secondMethod = Boolean(input.requestFormUrl || input.tollFreeNumber);
  const address = input.address ?? f.business?.address;
  const mail = !secondMethod && !input.onlineOnly && address ? `${f.c}, ${address.replace(/\n/g, ", ")}` : undefined;
  const methods = requestMethods(input, "California Privacy Request", mail);
  const how: Block[] =
    !secondMethod && input.onlineOnly
      ? [
          p(
            "Because we operate exclusively online and have a direct relationship with you, the CCPA allows us to provide an email address as the method for submitting requests (Cal. Civ. Code § 1798.130(a)(1)(A)). To exercise your rights to know, delete or correct, email us at ",
            emailLink(input.email),
            ' with the subject line "California Privacy Request" and tell us which right you wish to exercise.',
          ),
        ]
      : methods.length === 1
        ? [
            p(
              "To exercise your rights to know, delete or correct, email us at ",
              emailLink(input.email),
              ' with the subject line "California Privacy Request" and tell us which right you wish to exercise.',
            ),
          ]
        : [
            p("To exercise your rights to know, delete or correct, contact us by any of these methods and tell us which right you wish to exercise:"),
            asList(methods),
          ];

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
          cat === "audio-visual" ? audioVisualExamples(f) : CCPA_CATEGORY[cat].examples,
          sourcesFor(cat),
        ]),
      },
    ]),
    section(H.ccpaSources, [
      p("We collect personal information from the following categories of sources:"),
      ul(
        "directly from you, when you provide it to us;",
        ...(f.has("analytics-data") || f.has("cookies-tracking") || f.has("device-info") || f.advertising
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
      ul(...purposes, ...(f.advertising ? ["Advertising our products and services to you on other websites and services (cross-context behavioral advertising)"] : [])),
    ]),
    section(H.ccpaSaleSharing, saleSharing),
  ];
  if (sensitive) {
    subsections.push(
      section(H.ccpaSensitive, [
        p(
          "Payment card or financial account numbers combined with the security codes needed to use them are sensitive personal information under the CCPA. When you pay by card, our payment processor collects them on our behalf, and we receive only the limited details described above; they are collected and used only to process your payments, prevent fraud and meet our legal obligations, which are purposes permitted by section 7027(m) of the CCPA Regulations. We do not use or disclose sensitive personal information to infer characteristics about you.",
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
      ...how,
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

/**
 * Quebec's Act respecting the protection of personal information in the private sector (CQLR,
 * c. P-39.1), as amended by Law 25: the person in charge of the protection of personal information
 * (s. 3.1), technologies that identify, locate or profile (s. 8.1), confidentiality by default
 * (s. 9.1), communication outside Quebec (s. 17) and automated decisions (s. 12.1).
 */
function quebecBlocks(input: TPrivacyPolicyRequest, f: Facts): Block[] {
  const officer = f.business?.privacyOfficer;
  return [
    p(
      "If you are in Quebec, the Act respecting the protection of personal information in the private sector (CQLR, c. P-39.1) also applies. The person in charge of the protection of personal information at ",
      bold(f.c),
      officer?.name ? ` is ${officer.name}, Privacy Officer, who` : " is our Privacy Officer, who",
      " can be reached at ",
      emailLink(officer?.email ?? input.email),
      input.address ? ` or by post at ${input.address.replace(/\n/g, ", ")}` : "",
      " (s. 3.1).",
    ),
    ul(
      "Technologies that identify, locate or profile you: where we use technology that allows you to be identified, located or profiled, such as cookies that are not strictly necessary, we inform you beforehand and it is off until you activate it (s. 8.1).",
      "Confidentiality by default: where a product or service we offer to the public has privacy settings, they provide the highest level of confidentiality by default, without any action on your part (s. 9.1); this does not apply to browser cookie settings.",
      "Communication outside Quebec: your personal information may be communicated outside Quebec, including to our service providers; before doing so we assess whether it will receive adequate protection, including under generally recognized principles of protection of personal information, and we protect it by written agreement (s. 17).",
      "Automated decisions: if we make a decision about you based exclusively on automated processing of your personal information, we inform you of it no later than when we tell you of the decision, and you may ask us about the personal information and the reasons used and have it reviewed by a person who can review it (s. 12.1).",
      "Your rights: you may ask for access to your personal information, its correction, the withdrawal of your consent, the de-indexation of information where the law allows, and, for computerized information you provided, its communication in a structured, commonly used technological format. You may lodge a complaint with the Commission d'accès à l'information du Québec (www.cai.gouv.qc.ca).",
    ),
  ];
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
      section(H.quebec, quebecBlocks(input, f)),
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

function usStatesSection(input: TPrivacyPolicyRequest, f: Facts): Section {
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

export function privacyPolicyTemplate(
  input: TPrivacyPolicyRequest,
  ctx: BaseContext,
): TemplateModel {
  const c = input.companyName;
  const f: Facts = {
    c,
    has: (d) => input.dataCollected.includes(d),
    uses: (u) => input.dataUse.includes(u),
    region: (r) => input.regions.includes(r),
    tracking:
      input.dataCollected.includes("cookies-tracking") ||
      input.dataCollected.includes("analytics-data") ||
      input.usesAdvertisingTracking,
    advertising: input.usesAdvertisingTracking,
    optOutLink: hasOptOutLink(input),
    ukSeparate: input.regions.includes("UK-GDPR"),
    business: ctx.business,
  };
  const collected = picked(DATA_COLLECTED_OPTIONS, input.dataCollected);
  const uses = picked(DATA_USE_OPTIONS, input.dataUse);
  const measures = picked(SECURITY_MEASURE_OPTIONS, input.securityMeasures);
  const laws: string[] = [];
  if (f.region("GDPR"))
    laws.push(
      f.ukSeparate
        ? "the EU General Data Protection Regulation (GDPR)"
        : "the EU General Data Protection Regulation (GDPR) and the UK GDPR",
    );
  if (f.region("UK-GDPR")) laws.push("the UK GDPR and the Data Protection Act 2018");
  if (f.region("CCPA")) laws.push("the California Consumer Privacy Act (CCPA)");
  if (f.region("CalOPPA")) laws.push("the California Online Privacy Protection Act (CalOPPA)");
  if (f.region("US-STATES")) laws.push("the consumer privacy laws of other US states, such as Virginia, Colorado and Texas");
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
    ),
    section(H.sharing, [
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
    ]),
    section(H.retention, [
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
    ]),
    section(H.security, [
      p(
        "We use technical and organizational measures appropriate to the risk to protect personal information against accidental or unlawful destruction, loss, alteration and unauthorized disclosure or access",
        measures.length ? ". These include:" : ".",
      ),
      ...(measures.length ? [ul(...measures.map((m, i) => `${SECURITY_TEXT[m.value]}${i === measures.length - 1 ? "." : ";"}`))] : []),
      p(
        "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If a security breach affecting your personal information occurs, we will notify you and the relevant authorities where the law requires it.",
      ),
    ]),
    section(H.transfers, [transfersParagraph(input, f)]),
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
  if (f.region("UK-GDPR")) sections.push(ukSection(input, f));
  if (f.region("CCPA")) sections.push(ccpaSection(input, f));
  if (f.region("CalOPPA")) sections.push(caloppaSection(input, f));
  if (f.region("US-STATES")) sections.push(usStatesSection(input, f));
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
    title: clampTitle(`Privacy Policy — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, input.regions.every((r) => r === "GDPR" || r === "UK-GDPR") ? "eu-uk" : undefined)),
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
  if (b?.representative && (f.region("GDPR") || f.region("UK-GDPR")))
    out.push(officer("Representative in the EU / UK", b.representative));
  if (b?.privacyOfficer && f.region("PIPEDA")) out.push(officer("Privacy Officer (Canada)", b.privacyOfficer));
  return out;
}

/** GDPR Art. 13(1)(b) and Art. 27: the DPO's contact details and the representative, when there are. */
function gdprOfficerBlocks(f: Facts, representativeWhere: string): Block[] {
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
        `Our representative ${representativeWhere}`,
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

/** The Do Not Sell or Share link is named (and its snippet given) with advertising under a US law. */
export const hasOptOutLink = (input: TPrivacyPolicyRequest): boolean =>
  input.usesAdvertisingTracking && (input.regions.includes("CCPA") || input.regions.includes("US-STATES"));
