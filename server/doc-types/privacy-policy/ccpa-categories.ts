// How the CCPA's notice at collection names what the policy collects: the categories of personal
// information of Cal. Civ. Code § 1798.140(v) each kind of data falls under, their sources and
// the business or commercial purpose of each use.
import { DATA_COLLECTED_OPTIONS, type DataCollected, type DataUse } from "../../../shared/validation";
import { type Text, bold } from "../../documents/model";
import { picked } from "../common";
import { type Facts } from "./facts";

/** CCPA categories (Cal. Civ. Code § 1798.140(v)) and what each of our data types falls under. */
export type CcpaCategory =
  "identifiers" | "customer-records" | "commercial" | "internet" | "geolocation" | "audio-visual";

export const CCPA_CATEGORY: Record<CcpaCategory, { name: string; examples: string }> = {
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

export const CCPA_MAP: Record<DataCollected, CcpaCategory[]> = {
  "personal-info": ["identifiers", "customer-records"],
  "payment-info": ["customer-records", "commercial"],
  "analytics-data": ["internet"],
  "cookies-tracking": ["identifiers", "internet"],
  newsletter: ["identifiers", "internet"],
  "support-communications": ["identifiers", "audio-visual"],
  "user-content": ["audio-visual"],
  "device-info": ["identifiers", "internet", "geolocation"],
};

export type CcpaSource = "you" | "device" | "payment" | "analytics" | "email";

export const CCPA_SOURCE_TEXT: Record<CcpaSource, string> = {
  you: "Directly from you",
  device: "Automatically from your device and browser",
  payment: "Our payment processors",
  analytics: "Our analytics providers",
  email: "Our email service provider",
};

export const CCPA_SOURCES: Record<DataCollected, CcpaSource[]> = {
  "personal-info": ["you"],
  "payment-info": ["you", "payment"],
  "analytics-data": ["device", "analytics"],
  "cookies-tracking": ["device"],
  newsletter: ["you", "email"],
  "support-communications": ["you"],
  "user-content": ["you"],
  "device-info": ["device"],
};

export const CCPA_PURPOSE: Record<DataUse, string> = {
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

/** The CCPA categories that advertising technologies make available to advertising partners. */
export const SHARED_CATEGORIES: CcpaCategory[] = ["identifiers", "internet"];

/**
 * The audio-visual examples of what is actually collected: support messages (and call recordings)
 * only when support communications are, uploaded content only when user content is.
 */
export function audioVisualExamples(f: Facts): string {
  const parts = [
    ...(f.has("support-communications") ? ["The content of your support messages and any recordings of support calls"] : []),
    ...(f.has("user-content") ? ["content you upload or post"] : []),
  ];
  return parts.join(", and ");
}

/**
 * The rows of the categories table: each category collected (and those advertising makes available
 * to advertising partners), with its examples and its sources.
 */
export function ccpaCategoryRows(f: Facts): Text[][] {
  const { input } = f;
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
  return categories.map((cat) => [
    bold(CCPA_CATEGORY[cat].name),
    cat === "audio-visual" ? audioVisualExamples(f) : CCPA_CATEGORY[cat].examples,
    sourcesFor(cat),
  ]);
}
