// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

export const sample = {
  type: "mutual",
  disclosingParty: { name: "Acme Analytics Inc.", address: "1 Market Street, San Francisco", email: "legal@acme.example" },
  receivingParty: { name: "Globex Corporation", address: "42 Harbour Road, London", email: "counsel@globex.example" },
  purpose: "Evaluating a possible data partnership between the parties.",
  duration: "2-years",
  governingLaw: "delaware",
  effectiveDate: "2026-12-01",
};
