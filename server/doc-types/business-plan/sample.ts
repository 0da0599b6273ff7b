// The type's sample request: a valid body, as a person would fill the form. The type's server
// side carries it (./index.ts, `sample`), so the tests' fixtures (GENERATE_BODIES in
// test/fixtures.ts), the security suites and the export checks take it from the registry.

/** A business plan with every optional section (funding, team, Lean Canvas) filled in. */
export const sample = {
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
