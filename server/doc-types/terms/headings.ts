// The terms' headings, one place for the template, its parts and their tests.
import type { BusinessType } from "../../../shared/validation";

export const TERMS_HEADINGS = {
  acceptance: "Agreement to These Terms",
  eligibility: "Eligibility",
  accounts: "Accounts and Security",
  conclusion: "How a Contract Is Concluded",
  payments: "Payments and Billing",
  refunds: "Refunds and Cancellations",
  intellectualProperty: "Intellectual Property",
  userContent: "User Content",
  prohibitedUses: "Prohibited Uses",
  thirdParty: "Third-Party Links and Services",
  privacy: "Privacy",
  disclaimers: "Disclaimers",
  liability: "Limitation of Liability",
  indemnification: "Indemnification",
  termination: "Termination",
  governingLaw: "Governing Law and Dispute Resolution",
  changes: "Changes to These Terms",
  severability: "Severability",
  entireAgreement: "Entire Agreement",
  miscellaneous: "Miscellaneous",
  contact: "Contact Us",
} as const;

/** The heading of the section tailored to each business type. */
export const TERMS_BUSINESS_HEADINGS: Record<BusinessType, string> = {
  saas: "Subscriptions and Service Availability",
  ecommerce: "Orders, Pricing and Shipping",
  service: "Engagements and Deliverables",
  blog: "Content and Comments",
  app: "License to Use the App",
  marketplace: "Marketplace: Buyers, Sellers and Our Role",
  other: "Use of the Services",
};
