// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

/** The cookie policy form as the spec draws it: what older clients still send. */
export const specSample = {
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
export const sample = {
  ...specSample,
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
