// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

export const sample = {
  companyName: "Acme Analytics Inc.",
  website: "https://acme.example",
  businessType: "saas",
  hasPayments: true,
  refundPolicy: "Full refunds within 14 days of purchase.",
  governingLaw: "california",
  effectiveDate: "2026-12-01",
};

/** German consumer terms for a shop made without a business profile (QA's case: the contact details). */
export const consumerShopSample = {
  companyName: "Schuh Shop GmbH",
  website: "https://schuh.example",
  businessType: "ecommerce",
  hasPayments: true,
  refundPolicy: "Returns within 30 days.",
  governingLaw: "germany",
  audience: "consumers",
} as const;
