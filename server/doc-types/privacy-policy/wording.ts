// The privacy policy's fixed wording: its headings, and what it says of each kind of data it
// collects, each use, how long each is kept and each security measure. One place for the clause
// modules and the tests.
import { type DataCollected, type DataUse, type SecurityMeasure } from "../../../shared/validation";

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
  jointControllers: "Joint Controllership with Meta (Meta Pixel)",
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

export const COLLECTED_TEXT: Record<DataCollected, string> = {
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

export const USE_TEXT: Record<DataUse, string> = {
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

/**
 * How long each category is kept by default: a period, or a criterion a reader can check. Each
 * can be replaced by the request's `retention[category]`.
 */
export const RETENTION_TEXT: Record<DataCollected, string> = {
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
export const SECURITY_TEXT: Record<SecurityMeasure, string> = {
  "encryption-in-transit": "encryption of personal information in transit between your device and our servers (TLS)",
  "encryption-at-rest": "encryption of the personal information we store (encryption at rest)",
  "access-controls": "access controls that limit personal information to the people who need it for their work",
  "multi-factor-auth": "multi-factor authentication for staff accounts that can access personal information",
  "staff-training": "privacy and security training for our staff",
  "regular-testing": "regular testing of our security, such as vulnerability scans or penetration tests",
  "vendor-review": "a security review of the service providers we use",
  backups: "regular backups, so that personal information can be restored after an incident",
};
