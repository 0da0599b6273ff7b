// The cookie policy's fixed wording: its headings, what each cookie type and purpose is, and the
// banner's own cookie. One place for the template's clause modules, the banner and the tests.
import {
  type CookieCategory,
  type CookiePurpose,
  type CookieType,
} from "../../../shared/validation";

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
export const TYPE_OF: Record<CookieCategory, CookieType> = {
  necessary: "essential",
  analytics: "analytics",
  marketing: "marketing",
  functional: "functional",
};

export const PARTY_TEXT = { first: "First-party", third: "Third-party" } as const;

/** How many days the banner keeps a visitor's choice (the banner's cookie.expiresAfterDays). */
export const CONSENT_DAYS = 182;

/** The consent banner's own cookie (banner.ts), listed with the strictly necessary ones. */
export const CONSENT_COOKIE = "cc_cookie";
export const CONSENT_COOKIE_PURPOSE =
  "Stores your cookie choices (the categories you accepted or rejected, and when), so that our cookie banner respects them and does not ask again until they expire.";

export const TYPE_TEXT: Record<CookieType, { purpose: string; duration: string; noun: string }> = {
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

export const PURPOSE_TEXT: Record<CookiePurpose, string> = {
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

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
