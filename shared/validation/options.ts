// Every option list of the generator forms (docs/product-spec.md §5), as { value, label } pairs. The forms
// show the labels; requests carry the values. Where the spec names only labels, the value is a
// short stable slug and the label is the spec's text, word for word.

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

type ValueOf<T extends readonly Option[]> = T[number]["value"];

export const DATA_COLLECTED_OPTIONS = [
  { value: "personal-info", label: "Personal information (name, email, phone)" },
  { value: "payment-info", label: "Payment information" },
  { value: "analytics-data", label: "Website analytics data" },
  { value: "cookies-tracking", label: "Cookies and tracking data" },
  { value: "newsletter", label: "Newsletter subscription data" },
  { value: "support-communications", label: "Customer support communications" },
  { value: "user-content", label: "User-generated content" },
  { value: "device-info", label: "Device and browser information" },
] as const satisfies readonly Option[];
export type DataCollected = ValueOf<typeof DATA_COLLECTED_OPTIONS>;

export const DATA_USE_OPTIONS = [
  { value: "provide-services", label: "Providing and improving our services" },
  { value: "customer-support", label: "Customer support" },
  { value: "marketing", label: "Marketing and promotional communications" },
  { value: "analytics", label: "Analytics and performance tracking" },
  { value: "legal-compliance", label: "Legal compliance" },
  { value: "fraud-prevention", label: "Fraud prevention and security" },
  { value: "third-party-integrations", label: "Third-party integrations" },
  { value: "research-development", label: "Research and development" },
] as const satisfies readonly Option[];
export type DataUse = ValueOf<typeof DATA_USE_OPTIONS>;

/** Privacy laws a policy can address; the values are the spec's. */
export const REGION_OPTIONS = [
  { value: "GDPR", label: "GDPR (European Union)" },
  { value: "CCPA", label: "CCPA (California)" },
  { value: "CalOPPA", label: "CalOPPA (California)" },
  { value: "PIPEDA", label: "PIPEDA (Canada)" },
] as const satisfies readonly Option[];
export type Region = ValueOf<typeof REGION_OPTIONS>;

export const BUSINESS_TYPE_OPTIONS = [
  { value: "saas", label: "SaaS" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "service", label: "Service business" },
  { value: "blog", label: "Blog" },
  { value: "app", label: "Mobile app" },
  { value: "marketplace", label: "Marketplace" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];
export type BusinessType = ValueOf<typeof BUSINESS_TYPE_OPTIONS>;

export const TERMS_GOVERNING_LAW_OPTIONS = [
  { value: "united-states", label: "United States" },
  { value: "california", label: "California, United States" },
  { value: "new-york", label: "New York, United States" },
  { value: "delaware", label: "Delaware, United States" },
  { value: "united-kingdom", label: "United Kingdom" },
  { value: "canada", label: "Canada" },
  { value: "australia", label: "Australia" },
  { value: "germany", label: "Germany" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];
export type TermsGoverningLaw = ValueOf<typeof TERMS_GOVERNING_LAW_OPTIONS>;

export const NDA_TYPE_OPTIONS = [
  { value: "one-way", label: "One-way" },
  { value: "mutual", label: "Mutual" },
] as const satisfies readonly Option[];
export type NdaType = ValueOf<typeof NDA_TYPE_OPTIONS>;

export const NDA_DURATION_OPTIONS = [
  { value: "1-year", label: "1 year" },
  { value: "2-years", label: "2 years" },
  { value: "3-years", label: "3 years" },
  { value: "5-years", label: "5 years" },
  { value: "indefinite", label: "indefinite" },
] as const satisfies readonly Option[];
export type NdaDuration = ValueOf<typeof NDA_DURATION_OPTIONS>;

type TermsGoverningLawOption = (typeof TERMS_GOVERNING_LAW_OPTIONS)[number];
type NamedLaw = Exclude<TermsGoverningLawOption, { value: "other" }>;
/** The terms' governing laws without "other": an NDA names its law. */
export const NDA_GOVERNING_LAW_OPTIONS: readonly NamedLaw[] = TERMS_GOVERNING_LAW_OPTIONS.filter(
  (o): o is NamedLaw => o.value !== "other",
);
export type NdaGoverningLaw = ValueOf<typeof NDA_GOVERNING_LAW_OPTIONS>;

export const COOKIE_TYPE_OPTIONS = [
  { value: "essential", label: "Essential" },
  { value: "analytics", label: "Analytics" },
  { value: "marketing", label: "Marketing" },
  { value: "functional", label: "Functional" },
] as const satisfies readonly Option[];
export type CookieType = ValueOf<typeof COOKIE_TYPE_OPTIONS>;

export const COOKIE_PURPOSE_OPTIONS = [
  { value: "functionality", label: "website functionality and user experience" },
  { value: "analytics", label: "analytics and performance tracking" },
  { value: "marketing", label: "marketing and advertising" },
  { value: "personalization", label: "personalization and preferences" },
  { value: "security", label: "security and fraud prevention" },
  { value: "ab-testing", label: "A/B testing and optimization" },
  { value: "social-media", label: "social media integration" },
  { value: "customer-support", label: "customer support and communication" },
] as const satisfies readonly Option[];
export type CookiePurpose = ValueOf<typeof COOKIE_PURPOSE_OPTIONS>;

export const CURRENCY_OPTIONS = [
  { value: "USD", label: "US Dollar (USD)" },
  { value: "EUR", label: "Euro (EUR)" },
  { value: "GBP", label: "British Pound (GBP)" },
  { value: "CAD", label: "Canadian Dollar (CAD)" },
  { value: "AUD", label: "Australian Dollar (AUD)" },
] as const satisfies readonly Option[];
export type Currency = ValueOf<typeof CURRENCY_OPTIONS>;

export const INVOICE_TYPE_OPTIONS = [
  { value: "invoice", label: "Invoice" },
  { value: "quote", label: "Quote/Estimate" },
  { value: "receipt", label: "Receipt" },
  { value: "credit_note", label: "Credit note" },
] as const satisfies readonly Option[];
export type InvoiceType = ValueOf<typeof INVOICE_TYPE_OPTIONS>;

/** The label of a value, or the value itself when it is not in the list. */
export const optionLabel = (options: readonly Option[], value: string): string =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The privacy policy's regions: the spec's four, then the UK GDPR and the comprehensive privacy
 * laws of the other US states (one section for all of them; docs/API.md lists the laws).
 */
/** The laws a cookie policy and its banner meet: the spec's regions and the UK GDPR with PECR. */
export const COOKIE_REGION_OPTIONS = [
  ...REGION_OPTIONS,
  { value: "UK-GDPR", label: "UK GDPR and PECR (United Kingdom)" },
] as const satisfies readonly Option[];
export type CookieRegion = ValueOf<typeof COOKIE_REGION_OPTIONS>;

export const PRIVACY_REGION_OPTIONS = [
  ...REGION_OPTIONS,
  { value: "UK-GDPR", label: "UK GDPR (United Kingdom)" },
  { value: "US-STATES", label: "US state privacy laws (other than California)" },
] as const satisfies readonly Option[];
export type PrivacyRegion = ValueOf<typeof PRIVACY_REGION_OPTIONS>;

/** The safeguard a GDPR transfer outside the EEA / UK relies on: exactly one is stated. */
export const TRANSFER_SAFEGUARD_OPTIONS = [
  { value: "none", label: "No transfers outside the EEA / UK" },
  { value: "adequacy", label: "Adequacy decisions" },
  { value: "sccs", label: "Standard Contractual Clauses (with the UK IDTA / Addendum)" },
  { value: "dpf", label: "EU-US Data Privacy Framework" },
  { value: "bcrs", label: "Binding Corporate Rules" },
] as const satisfies readonly Option[];
export type TransferSafeguard = ValueOf<typeof TRANSFER_SAFEGUARD_OPTIONS>;

/** Security measures a privacy policy may name: only those ticked are claimed. */
export const SECURITY_MEASURE_OPTIONS = [
  { value: "encryption-in-transit", label: "Encryption in transit (TLS)" },
  { value: "encryption-at-rest", label: "Encryption at rest" },
  { value: "access-controls", label: "Access controls (need-to-know access)" },
  { value: "multi-factor-auth", label: "Multi-factor authentication for staff accounts" },
  { value: "staff-training", label: "Staff privacy and security training" },
  { value: "regular-testing", label: "Regular security testing" },
  { value: "vendor-review", label: "Security review of service providers" },
  { value: "backups", label: "Regular backups" },
] as const satisfies readonly Option[];
export type SecurityMeasure = ValueOf<typeof SECURITY_MEASURE_OPTIONS>;

/** Common services a cookie policy can list, with their real cookies (server/doc-types/cookie-policy/services.ts). */
export const COOKIE_SERVICE_OPTIONS = [
  { value: "ga4", label: "Google Analytics 4" },
  { value: "clarity", label: "Microsoft Clarity" },
  { value: "meta-pixel", label: "Meta Pixel" },
  { value: "hotjar", label: "Hotjar" },
  { value: "google-ads", label: "Google Ads" },
  { value: "linkedin-insight", label: "LinkedIn Insight Tag" },
  { value: "stripe", label: "Stripe" },
  { value: "intercom", label: "Intercom" },
  { value: "youtube", label: "YouTube (embedded videos)" },
  { value: "hubspot", label: "HubSpot" },
] as const satisfies readonly Option[];
export type CookieService = ValueOf<typeof COOKIE_SERVICE_OPTIONS>;

/** The consent banner's categories (a cookie type "essential" is the banner's "necessary"). */
export const COOKIE_CATEGORY_OPTIONS = [
  { value: "necessary", label: "Strictly necessary" },
  { value: "analytics", label: "Analytics" },
  { value: "marketing", label: "Marketing" },
  { value: "functional", label: "Functional" },
] as const satisfies readonly Option[];
export type CookieCategory = ValueOf<typeof COOKIE_CATEGORY_OPTIONS>;

export const COOKIE_PARTY_OPTIONS = [
  { value: "first", label: "First-party" },
  { value: "third", label: "Third-party" },
] as const satisfies readonly Option[];
export type CookieParty = ValueOf<typeof COOKIE_PARTY_OPTIONS>;

/** Whom terms and conditions address: consumers (B2C), businesses (B2B) or both. */
export const TERMS_AUDIENCE_OPTIONS = [
  { value: "consumers", label: "Consumers (B2C)" },
  { value: "businesses", label: "Businesses (B2B)" },
  { value: "both", label: "Consumers and businesses" },
] as const satisfies readonly Option[];
export type TermsAudience = ValueOf<typeof TERMS_AUDIENCE_OPTIONS>;

/** § 36 VSBG: whether a German trader takes part in proceedings before a consumer arbitration board. */
export const CONSUMER_ARBITRATION_OPTIONS = [
  { value: "not-willing", label: "Not willing and not obliged" },
  { value: "willing", label: "Willing" },
  { value: "obliged", label: "Obliged" },
] as const satisfies readonly Option[];
export type ConsumerArbitration = ValueOf<typeof CONSUMER_ARBITRATION_OPTIONS>;

// The regions a federal governing law is narrowed to, by ISO 3166-2 code (unique across the three
// lists: "WA" is both Washington and Western Australia).
export const US_STATE_OPTIONS = [
  { value: "US-AL", label: "Alabama" },
  { value: "US-AK", label: "Alaska" },
  { value: "US-AZ", label: "Arizona" },
  { value: "US-AR", label: "Arkansas" },
  { value: "US-CA", label: "California" },
  { value: "US-CO", label: "Colorado" },
  { value: "US-CT", label: "Connecticut" },
  { value: "US-DE", label: "Delaware" },
  { value: "US-DC", label: "District of Columbia" },
  { value: "US-FL", label: "Florida" },
  { value: "US-GA", label: "Georgia" },
  { value: "US-HI", label: "Hawaii" },
  { value: "US-ID", label: "Idaho" },
  { value: "US-IL", label: "Illinois" },
  { value: "US-IN", label: "Indiana" },
  { value: "US-IA", label: "Iowa" },
  { value: "US-KS", label: "Kansas" },
  { value: "US-KY", label: "Kentucky" },
  { value: "US-LA", label: "Louisiana" },
  { value: "US-ME", label: "Maine" },
  { value: "US-MD", label: "Maryland" },
  { value: "US-MA", label: "Massachusetts" },
  { value: "US-MI", label: "Michigan" },
  { value: "US-MN", label: "Minnesota" },
  { value: "US-MS", label: "Mississippi" },
  { value: "US-MO", label: "Missouri" },
  { value: "US-MT", label: "Montana" },
  { value: "US-NE", label: "Nebraska" },
  { value: "US-NV", label: "Nevada" },
  { value: "US-NH", label: "New Hampshire" },
  { value: "US-NJ", label: "New Jersey" },
  { value: "US-NM", label: "New Mexico" },
  { value: "US-NY", label: "New York" },
  { value: "US-NC", label: "North Carolina" },
  { value: "US-ND", label: "North Dakota" },
  { value: "US-OH", label: "Ohio" },
  { value: "US-OK", label: "Oklahoma" },
  { value: "US-OR", label: "Oregon" },
  { value: "US-PA", label: "Pennsylvania" },
  { value: "US-RI", label: "Rhode Island" },
  { value: "US-SC", label: "South Carolina" },
  { value: "US-SD", label: "South Dakota" },
  { value: "US-TN", label: "Tennessee" },
  { value: "US-TX", label: "Texas" },
  { value: "US-UT", label: "Utah" },
  { value: "US-VT", label: "Vermont" },
  { value: "US-VA", label: "Virginia" },
  { value: "US-WA", label: "Washington" },
  { value: "US-WV", label: "West Virginia" },
  { value: "US-WI", label: "Wisconsin" },
  { value: "US-WY", label: "Wyoming" },
] as const satisfies readonly Option[];

export const CANADA_REGION_OPTIONS = [
  { value: "CA-AB", label: "Alberta" },
  { value: "CA-BC", label: "British Columbia" },
  { value: "CA-MB", label: "Manitoba" },
  { value: "CA-NB", label: "New Brunswick" },
  { value: "CA-NL", label: "Newfoundland and Labrador" },
  { value: "CA-NS", label: "Nova Scotia" },
  { value: "CA-ON", label: "Ontario" },
  { value: "CA-PE", label: "Prince Edward Island" },
  { value: "CA-QC", label: "Quebec" },
  { value: "CA-SK", label: "Saskatchewan" },
  { value: "CA-NT", label: "Northwest Territories" },
  { value: "CA-NU", label: "Nunavut" },
  { value: "CA-YT", label: "Yukon" },
] as const satisfies readonly Option[];

export const AUSTRALIA_REGION_OPTIONS = [
  { value: "AU-NSW", label: "New South Wales" },
  { value: "AU-VIC", label: "Victoria" },
  { value: "AU-QLD", label: "Queensland" },
  { value: "AU-WA", label: "Western Australia" },
  { value: "AU-SA", label: "South Australia" },
  { value: "AU-TAS", label: "Tasmania" },
  { value: "AU-ACT", label: "Australian Capital Territory" },
  { value: "AU-NT", label: "Northern Territory" },
] as const satisfies readonly Option[];

/** Every state, province and territory a governing law of the terms can be narrowed to. */
export const GOVERNING_REGION_OPTIONS = [
  ...US_STATE_OPTIONS,
  ...CANADA_REGION_OPTIONS,
  ...AUSTRALIA_REGION_OPTIONS,
] as const satisfies readonly Option[];
export type GoverningRegion = ValueOf<typeof GOVERNING_REGION_OPTIONS>;

/** The region list that matches each federal governing law (the others take no region). */
export const GOVERNING_REGIONS_BY_LAW = {
  "united-states": US_STATE_OPTIONS,
  canada: CANADA_REGION_OPTIONS,
  australia: AUSTRALIA_REGION_OPTIONS,
} as const satisfies Partial<Record<TermsGoverningLaw, readonly Option[]>>;

export const PARTY_ENTITY_TYPE_OPTIONS = [
  { value: "company", label: "Company" },
  { value: "individual", label: "Individual" },
] as const satisfies readonly Option[];
export type PartyEntityType = ValueOf<typeof PARTY_ENTITY_TYPE_OPTIONS>;

export const NDA_STANDSTILL_OPTIONS = [
  { value: "6-months", label: "6 months" },
  { value: "12-months", label: "12 months" },
  { value: "18-months", label: "18 months" },
  { value: "24-months", label: "24 months" },
] as const satisfies readonly Option[];
export type NdaStandstillPeriod = ValueOf<typeof NDA_STANDSTILL_OPTIONS>;
