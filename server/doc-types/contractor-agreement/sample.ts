// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

export const sample = {
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
