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
] as const satisfies readonly Option[];
export type InvoiceType = ValueOf<typeof INVOICE_TYPE_OPTIONS>;

/** The label of a value, or the value itself when it is not in the list. */
export const optionLabel = (options: readonly Option[], value: string): string =>
  options.find((o) => o.value === value)?.label ?? value;
