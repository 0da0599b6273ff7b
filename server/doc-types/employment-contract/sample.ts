// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

export const sample = {
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
