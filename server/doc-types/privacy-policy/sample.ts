// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

/** The privacy policy form as the spec draws it: what older clients still send. */
export const specSample = {
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
export const sample = {
  ...specSample,
  requestFormUrl: "https://acme.example/privacy-requests",
  tollFreeNumber: "+1 (800) 555-0100",
  transferSafeguard: "sccs",
  retention: { "payment-info": "10 years after the end of the financial year of the transaction." },
  securityMeasures: ["encryption-in-transit", "access-controls"],
  policyUrl: "/legal/privacy",
};
