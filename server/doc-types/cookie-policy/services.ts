// The pick-list of common services a cookie policy can name, with the cookies each sets as its
// provider documents them (names, purposes, lifetimes, first- or third-party), the banner
// category it belongs to, and the first-party cookies the banner clears when consent is withdrawn.
// Sources: Google "[GA4] Cookie usage on websites" and "How Google uses cookies"; Microsoft
// Clarity "Cookie list"; Meta "About cookie settings for your Meta Pixel"; Hotjar "Cookies set by
// the Hotjar Tracking Code"; LinkedIn "Cookie Table"; Stripe "Cookies policy"; Intercom
// "Intercom Messenger cookies"; HubSpot "Cookies set in a visitor's browser by HubSpot".
import type { TCookiePolicyRequest } from "../../../shared/doc-types";
import type { CookieCategory, CookieParty, CookieService } from "../../../shared/validation";

export interface ServiceCookie {
  /** As the provider names it; `<…>` stands for an account-specific part. */
  name: string;
  purpose: string;
  duration: string;
  party: CookieParty;
  /** Where the cookie's own use puts it in another category than its service's (YouTube's advertising cookie). */
  category?: CookieCategory;
}

export interface ServiceInfo {
  name: string;
  provider: string;
  category: CookieCategory;
  cookies: readonly ServiceCookie[];
  /** First-party cookies the banner deletes when consent is refused or withdrawn; "/…/" is a pattern. */
  autoClear: readonly string[];
  /** Reads Google Consent Mode signals. */
  google?: boolean;
  /**
   * Embedded content (not an advertising partner of ours) whose embed sets advertising cookies on
   * load: it may load only with its category's consent, and the policy and the snippet say so.
   */
  embed?: { what: string; cookie: string };
}

export const COOKIE_SERVICES: Record<CookieService, ServiceInfo> = {
  ga4: {
    name: "Google Analytics 4",
    provider: "Google LLC",
    category: "analytics",
    google: true,
    autoClear: ["/^_ga/"],
    cookies: [
      { name: "_ga", purpose: "Distinguishes visitors, to count them in Google Analytics.", duration: "2 years", party: "first" },
      { name: "_ga_<container-id>", purpose: "Keeps the state of the current session for Google Analytics.", duration: "2 years", party: "first" },
    ],
  },
  clarity: {
    name: "Microsoft Clarity",
    provider: "Microsoft Corporation",
    category: "analytics",
    autoClear: ["_clck", "_clsk"],
    cookies: [
      { name: "_clck", purpose: "Keeps the Clarity user ID and preferences for this website, so that later visits are attributed to the same user.", duration: "1 year", party: "first" },
      { name: "_clsk", purpose: "Connects the pages a visitor views into a single Clarity session recording.", duration: "1 day", party: "first" },
      { name: "CLID", purpose: "Identifies the first time Clarity saw this browser on any website using Clarity.", duration: "1 year", party: "third" },
      { name: "ANONCHK", purpose: "Indicates whether the MUID is passed to Microsoft's advertising cookie ANID; Clarity always sets it to 0.", duration: "10 minutes", party: "third" },
      { name: "MR", purpose: "Indicates whether to refresh the MUID.", duration: "7 days", party: "third" },
      { name: "MUID", purpose: "Identifies unique web browsers visiting Microsoft sites; used by Microsoft for advertising, site analytics and other operational purposes.", duration: "1 year", party: "third" },
      { name: "SM", purpose: "Synchronizes the MUID across Microsoft domains.", duration: "Session", party: "third" },
    ],
  },
  "meta-pixel": {
    name: "Meta Pixel",
    provider: "Meta Platforms, Inc.",
    category: "marketing",
    autoClear: ["_fbp", "_fbc"],
    cookies: [
      { name: "_fbp", purpose: "Identifies the browser, to deliver and measure ads on Facebook and Instagram and to build audiences.", duration: "90 days", party: "first" },
      { name: "_fbc", purpose: "Stores the ad click ID (fbclid) when you arrive from an ad on Facebook or Instagram.", duration: "90 days", party: "first" },
      { name: "fr", purpose: "Delivers, measures and improves the relevance of Meta ads (set on facebook.com).", duration: "90 days", party: "third" },
    ],
  },
  hotjar: {
    name: "Hotjar",
    provider: "Hotjar Ltd.",
    category: "analytics",
    autoClear: ["/^_hj/"],
    cookies: [
      { name: "_hjSessionUser_<site-id>", purpose: "Keeps the Hotjar user ID for this website, so that later visits are attributed to the same user.", duration: "1 year", party: "first" },
      { name: "_hjSession_<site-id>", purpose: "Holds the current session's data, so that later requests in the session are attributed to it.", duration: "30 minutes", party: "first" },
    ],
  },
  "google-ads": {
    name: "Google Ads",
    provider: "Google LLC",
    category: "marketing",
    google: true,
    autoClear: ["/^_gcl_/"],
    cookies: [
      { name: "_gcl_au", purpose: "Stores ad click information (Conversion Linker), so that conversions can be attributed to Google ads.", duration: "90 days", party: "first" },
      { name: "_gcl_aw", purpose: "Stores the click ID when you arrive from a Google ad.", duration: "90 days", party: "first" },
      { name: "IDE", purpose: "Shows Google ads across the web and measures them (set on doubleclick.net).", duration: "13 months in the EEA, the UK and Switzerland; 24 months elsewhere", party: "third" },
      { name: "test_cookie", purpose: "Checks whether your browser accepts cookies (set on doubleclick.net).", duration: "15 minutes", party: "third" },
    ],
  },
  "linkedin-insight": {
    name: "LinkedIn Insight Tag",
    provider: "LinkedIn Corporation",
    category: "marketing",
    autoClear: [],
    cookies: [
      { name: "li_sugr", purpose: "Browser identifier used to match visitors probabilistically outside the designated countries.", duration: "90 days", party: "third" },
      { name: "bcookie", purpose: "Browser identifier for LinkedIn.", duration: "1 year", party: "third" },
      { name: "lidc", purpose: "Selects the data center that serves the request.", duration: "24 hours", party: "third" },
      { name: "UserMatchHistory", purpose: "Synchronizes LinkedIn Ads identifiers.", duration: "30 days", party: "third" },
      { name: "AnalyticsSyncHistory", purpose: "Stores when a synchronization with the lms_analytics cookie took place, for visitors in the designated countries.", duration: "30 days", party: "third" },
      { name: "li_fat_id", purpose: "Indirect member identifier, for conversion tracking, retargeting and analytics.", duration: "30 days", party: "third" },
    ],
  },
  stripe: {
    name: "Stripe",
    provider: "Stripe, Inc.",
    category: "necessary",
    autoClear: [],
    cookies: [
      { name: "__stripe_mid", purpose: "Prevents payment fraud by recognizing the browser across payments.", duration: "1 year", party: "first" },
      { name: "__stripe_sid", purpose: "Prevents payment fraud during a checkout session.", duration: "30 minutes", party: "first" },
    ],
  },
  intercom: {
    name: "Intercom",
    provider: "Intercom, Inc.",
    category: "functional",
    autoClear: ["/^intercom-/"],
    cookies: [
      { name: "intercom-id-<app-id>", purpose: "Anonymous visitor identifier for the Intercom Messenger.", duration: "9 months", party: "first" },
      { name: "intercom-session-<app-id>", purpose: "Keeps track of your Messenger session, so that you can see your conversations.", duration: "1 week", party: "first" },
      { name: "intercom-device-id-<app-id>", purpose: "Identifies the device that uses the Messenger, to prevent abuse.", duration: "9 months", party: "first" },
    ],
  },
  // Embedded videos: advertising (marketing), not functional. A YouTube embed sets VISITOR_INFO1_LIVE,
  // which YouTube uses for advertising, as soon as it loads, so the embed itself may load only with
  // advertising consent; its other cookies come with it.
  youtube: {
    name: "YouTube",
    provider: "Google LLC",
    category: "marketing",
    embed: { what: "Embedded YouTube videos", cookie: "VISITOR_INFO1_LIVE" },
    autoClear: [],
    cookies: [
      { name: "YSC", purpose: "Remembers your input and associates your actions with the video player during a browsing session.", duration: "Session", party: "third" },
      { name: "VISITOR_INFO1_LIVE", purpose: "Estimates your bandwidth and remembers player preferences; YouTube uses it to personalize recommendations and advertising.", duration: "6 months", party: "third" },
      { name: "VISITOR_PRIVACY_METADATA", purpose: "Stores your cookie consent choices for YouTube on this website.", duration: "6 months", party: "third" },
    ],
  },
  hubspot: {
    name: "HubSpot",
    provider: "HubSpot, Inc.",
    category: "analytics",
    autoClear: ["__hstc", "hubspotutk", "__hssc", "__hssrc"],
    cookies: [
      { name: "__hstc", purpose: "Main HubSpot tracking cookie: your visitor token and the times of your first, last and current visits.", duration: "6 months", party: "first" },
      { name: "hubspotutk", purpose: "Keeps track of your identity, so that a form you submit is linked to your earlier visits.", duration: "6 months", party: "first" },
      { name: "__hssc", purpose: "Keeps track of sessions, to count them.", duration: "30 minutes", party: "first" },
      { name: "__hssrc", purpose: "Tells HubSpot whether you restarted your browser.", duration: "Session", party: "first" },
    ],
  },
};

/** The picked services, in the pick-list's own order. */
export const pickedServices = (ids: readonly CookieService[]): (ServiceInfo & { id: CookieService })[] =>
  (Object.keys(COOKIE_SERVICES) as CookieService[])
    .filter((id) => ids.includes(id))
    .map((id) => ({ id, ...COOKIE_SERVICES[id] }));

type CookieInput = Pick<
  TCookiePolicyRequest,
  "cookieTypes" | "hasAnalytics" | "hasMarketing" | "services" | "customServices"
>;

/**
 * The optional categories in use, from every input that says so (cookie types, the analytics and
 * marketing flags, the services picked and the custom ones): the policy and its banner read the
 * same answer, and marketing is what the CCPA calls sharing.
 */
export function categoriesInUse(input: CookieInput): Record<CookieCategory, boolean> {
  const services = pickedServices(input.services);
  const has = (c: CookieCategory) =>
    services.some((s) => s.category === c) || input.customServices.some((s) => s.category === c);
  return {
    necessary: input.cookieTypes.includes("essential") || has("necessary"),
    analytics: input.cookieTypes.includes("analytics") || input.hasAnalytics || has("analytics"),
    marketing: input.cookieTypes.includes("marketing") || input.hasMarketing || has("marketing"),
    functional: input.cookieTypes.includes("functional") || has("functional"),
  };
}
