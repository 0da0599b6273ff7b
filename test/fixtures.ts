// Valid request bodies for each generator, as a person would fill the forms.
export const privacyPolicyBody = {
  companyName: "Acme Analytics Inc.",
  website: "https://acme.example",
  email: "privacy@acme.example",
  address: "1 Market Street, San Francisco, CA 94105",
  dataCollected: ["personal-info", "payment-info", "cookies-tracking"],
  dataUse: ["provide-services", "marketing", "legal-compliance"],
  regions: ["GDPR"],
  effectiveDate: "2026-12-01",
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

export const cookiePolicyBody = {
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

export const ndaBody = {
  type: "mutual",
  disclosingParty: { name: "Acme Analytics Inc.", address: "1 Market Street, San Francisco", email: "legal@acme.example" },
  receivingParty: { name: "Globex Corporation", address: "42 Harbour Road, London", email: "counsel@globex.example" },
  purpose: "Evaluating a possible data partnership between the parties.",
  duration: "2-years",
  governingLaw: "delaware",
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
