// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

/** Every policy and option of the e-commerce policies (docs/API.md), so the suites walk them all. */
export const sample = {
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
