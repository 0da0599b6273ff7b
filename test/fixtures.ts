// Valid request bodies for each generator, as a person would fill the forms.
import type { z } from "zod";
import type { GeneratedKind } from "../shared/doc-types";
import { DOC_TYPES } from "../server/doc-types/registry";
/** The privacy policy form as the spec draws it: what older clients still send. */
export const specPrivacyPolicyBody = {
  companyName: "Acme Analytics Inc.",
  website: "https://acme.example",
  email: "privacy@acme.example",
  address: "1 Market Street, San Francisco, CA 94105",
  dataCollected: ["personal-info", "payment-info", "cookies-tracking"],
  dataUse: ["provide-services", "marketing", "legal-compliance"],
  regions: ["GDPR"],
  effectiveDate: "2026-12-01",
};

/** With the optional fields added since (docs/API.md), so the security suites walk them too. */
export const privacyPolicyBody = {
  ...specPrivacyPolicyBody,
  requestFormUrl: "https://acme.example/privacy-requests",
  tollFreeNumber: "+1 (800) 555-0100",
  transferSafeguard: "sccs",
  retention: { "payment-info": "10 years after the end of the financial year of the transaction." },
  securityMeasures: ["encryption-in-transit", "access-controls"],
  policyUrl: "/legal/privacy",
};

export const termsBody = {
  companyName: "Acme Analytics Inc.",
  website: "https://acme.example",
  businessType: "saas",
  hasPayments: true,
  refundPolicy: "Full refunds within 14 days of purchase.",
  governingLaw: "california",
  effectiveDate: "2026-12-01",
};

/** The cookie policy form as the spec draws it: what older clients still send. */
export const specCookiePolicyBody = {
  companyName: "Acme Analytics Inc.",
  website: "https://acme.example",
  email: "privacy@acme.example",
  address: "1 Market Street, San Francisco, CA 94105",
  cookieTypes: ["essential", "analytics"],
  purposes: ["functionality", "analytics"],
  regions: ["GDPR", "CCPA"],
  hasAnalytics: true,
  hasMarketing: false,
  hasThirdParty: false,
  effectiveDate: "2026-12-01",
};

/** With the optional fields added since (docs/API.md), so the security suites walk them too. */
export const cookiePolicyBody = {
  ...specCookiePolicyBody,
  services: ["ga4"],
  customServices: [
    {
      name: "acme_session",
      provider: "Acme Analytics Inc.",
      purpose: "Keeps you signed in.",
      duration: "Session",
      party: "first",
      category: "necessary",
    },
  ],
  policyUrl: "/legal/cookies",
};

export const ndaBody = {
  type: "mutual",
  disclosingParty: { name: "Acme Analytics Inc.", address: "1 Market Street, San Francisco", email: "legal@acme.example" },
  receivingParty: { name: "Globex Corporation", address: "42 Harbour Road, London", email: "counsel@globex.example" },
  purpose: "Evaluating a possible data partnership between the parties.",
  duration: "2-years",
  governingLaw: "delaware",
  effectiveDate: "2026-12-01",
};

export const contractorAgreementBody = {
  client: { name: "Acme Analytics Inc.", address: "1 Market Street, San Francisco", email: "legal@acme.example" },
  contractor: { name: "Jordan Lee", address: "8 Elm Street, Oakland", email: "jordan@lee.example", entityType: "individual" },
  services: "Design and build the marketing website.\n\nFive pages, responsive, with a CMS.",
  fee: { type: "milestone", amount: 1_200_000, currency: "USD" },
  startDate: "2026-12-01",
  endDate: "2027-03-31",
  governingLaw: "new-york",
  deliverables: [{ description: "Homepage design", dueDate: "2026-12-20" }, { description: "Launched website" }],
  milestones: [
    { description: "Designs approved", amount: 400_000, dueDate: "2026-12-20" },
    { description: "Website launched", amount: 800_000 },
  ],
  processesPersonalData: true,
  nonSolicitation: true,
  effectiveDate: "2026-12-01",
};

/** Every policy and option of the e-commerce policies (docs/API.md), so the suites walk them all. */
export const ecommercePolicyBody = {
  companyName: "Acme Goods Ltd",
  website: "https://shop.acme.example",
  email: "support@acme.example",
  policies: ["refund", "return", "shipping"],
  refundWindowDays: 30,
  governingLaw: "united-kingdom",
  audience: "both",
  shippingRegions: ["domestic", "eu", "us"],
  processingDays: 2,
  shippingMethods: [
    { name: "Standard", estimatedDays: "3-5 business days", cost: 495, currency: "GBP" },
    { name: "Express", estimatedDays: "1-2 business days", cost: 1295 },
  ],
  currency: "GBP",
  freeShippingThreshold: 5000,
  importDuties: "customer",
  returnShippingPaidBy: "merchant-if-faulty",
  restockingFeePercent: 10,
  nonRefundableItems: "Gift cards\nPersonalised items",
  digitalGoods: true,
  exchanges: true,
  address: "1 High Street\nLondon EC1A 1AA",
  phone: "+44 20 7946 0000",
  effectiveDate: "2026-12-01",
};

export const invoiceBody = {
  type: "invoice",
  clientName: "Globex Corporation",
  clientEmail: "ap@globex.example",
  clientAddress: "42 Harbour Road, London",
  currency: "USD",
  dueDate: "2026-12-31",
  taxAmount: 2_500,
  discountAmount: 1_000,
  items: [
    { description: "Strategy workshop", quantity: 2, unitPrice: 75_000, total: 150_000 },
    { description: "Implementation support", quantity: 10, unitPrice: 12_050, total: 120_500 },
  ],
};

/** A business plan with every optional section (funding, team, Lean Canvas) filled in. */
export const businessPlanBody = {
  companyName: "Acme Analytics Inc.",
  description: "Acme Analytics makes a web dashboard that shows small online shops which products, channels and customers make them money.",
  industry: "Software (SaaS) for e-commerce",
  targetMarket: "Independent online shops in North America with 1 to 20 staff and $100k to $5M in yearly sales.",
  products: [
    { name: "Starter plan", description: "Dashboard and weekly report for one shop.", price: 2_900 },
    { name: "Growth plan", description: "Up to five shops, forecasts and integrations.", price: 9_900 },
  ],
  financials: {
    startingCash: 15_000_000,
    currency: "USD",
    revenueStreams: [
      { name: "Subscriptions", monthlyRevenue: 500_000, monthlyGrowthPercent: 8 },
      { name: "Onboarding services", monthlyRevenue: 150_000, monthlyGrowthPercent: 2.5 },
    ],
    monthlyCosts: [
      { name: "Salaries", amount: 1_200_000 },
      { name: "Hosting and tools", amount: 150_000 },
      { name: "Marketing", amount: 300_000 },
    ],
  },
  mission: "Give every independent shop the numbers a large retailer has.",
  competitors: "Spreadsheets and the shop platforms' own reports.\nEnterprise BI tools, too costly for small shops.",
  marketingStrategy: "Content marketing, partnerships with shop platforms and a free 14-day trial.",
  salesChannels: "Self-serve sign-up; app marketplaces of the shop platforms.",
  team: [{ name: "Ada Lovelace", role: "Chief Executive Officer", bio: "Ten years building analytics products." }],
  legalStructure: "Delaware C corporation",
  location: "San Francisco, California",
  fundingRequest: { amount: 50_000_000, use: "Hiring two engineers and a sales lead; 18 months of marketing." },
  milestones: "Q1: public launch\nQ3: 500 paying shops",
  includeLeanCanvas: true,
  problem: "Small shops can't see which products and channels are profitable.",
  solution: "A dashboard that joins orders, ad spend and costs automatically.",
  unfairAdvantage: "Founders' data pipeline built for the major shop platforms.",
  keyMetrics: "Paying shops, monthly recurring revenue, churn.",
  costGrowthPercent: 3,
  startMonth: "2027-01",
};

export const employmentContractBody = {
  jurisdiction: "united-kingdom",
  employer: { name: "Acme Analytics Ltd", address: "1 Market Street\nLondon EC1A 1AA", email: "hr@acme.example" },
  employee: { name: "Jordan Lee", address: "42 Harbour Road\nLondon E14 5AB", email: "jordan@example.com" },
  jobTitle: "Senior Software Engineer",
  duties: "Designing, building and maintaining the company's analytics platform.",
  startDate: "2027-01-04",
  salary: { amount: 7_500_000, currency: "GBP", period: "year" },
  hoursPerWeek: 37.5,
  holidayDays: 30,
  nonSolicitation: true,
  effectiveDate: "2026-12-01",
};

/** A valid body for every type made through POST /api/generate/<slug>: a new type needs one here. */
export const GENERATE_BODIES: { readonly [K in GeneratedKind]: object } = {
  privacy_policy: privacyPolicyBody,
  terms_conditions: termsBody,
  cookie_policy: cookiePolicyBody,
  nda: ndaBody,
  ecommerce_policy: ecommercePolicyBody,
  contractor_agreement: contractorAgreementBody,
  employment_contract: employmentContractBody,
  business_plan: businessPlanBody,
};

/** Each generated type's endpoint, request schema and valid body, in the registry's order. */
export const generateRequests = () =>
  DOC_TYPES.flatMap((type) => (type.slug === undefined ? [] : [type])).map((type) => ({
    kind: type.kind as GeneratedKind,
    label: type.label,
    path: `/api/generate/${type.slug}`,
    schema: type.schema as z.ZodType,
    body: GENERATE_BODIES[type.kind as GeneratedKind],
  }));
