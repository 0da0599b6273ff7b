// POST /api/generate/business-plan: the plan with its computed forecast and charts, with the common
// generator tests (test/generator-api.ts).
import { expect } from "vitest";
import { describeGenerator } from "../../test/generator-api";
import { businessPlanBody } from "../../test/fixtures";
import { businessPlanServer } from "../doc-types/business-plan";

describeGenerator({
  slug: "business-plan",
  kind: "business_plan",
  body: businessPlanBody,
  templateVersion: businessPlanServer.templateVersion,
  user: "plan",
  created: {
    title: "Business Plan — Acme Analytics Inc.",
    // Month 1: 5,000 + 1,500 of revenue against 16,500 of costs.
    contains: ["Executive Summary", "Funding Request", "Lean Canvas", "$6,500.00"],
    // A body from before the plan's years, cost of sales and hires: its new fields take their defaults (3 years, 0% cost of sales, no
    // costed use of funds, so no runway claimed from the funding).
    input: {
      costGrowthPercent: 3,
      startMonth: "2027-01",
      projectionYears: 3,
      financials: { startingCash: 15_000_000 },
      fundingRequest: { hires: [], capitalExpenditure: [] },
    },
    check: (doc) => {
      expect(doc.content.match(/<svg /g)).toHaveLength(2);
      expect(doc.content).not.toMatch(/<script/i);
      expect(doc.content).toContain("this plan makes no claim about the runway it would buy");
      expect(doc.content).toContain("Projected Balance Sheet");
    },
  },
  required: {
    companyName: "Company name is required",
    description: "Business description is required",
    industry: "Industry is required",
    targetMarket: "Target market is required",
    products: "At least one product is required",
    financials: "Financials are required",
  },
  invalid: [
    {
      body: { ...businessPlanBody, financials: {} },
      exact: true,
      errors: {
        "financials.startingCash": "Starting cash is required",
        "financials.currency": "Currency is required",
        "financials.revenueStreams": "At least one revenue stream is required",
        "financials.monthlyCosts": "At least one monthly cost is required",
      },
    },
    {
      body: {
        ...businessPlanBody,
        products: [{ price: 10.5 }],
        financials: {
          ...businessPlanBody.financials,
          revenueStreams: [{ name: "S", monthlyRevenue: 100, monthlyGrowthPercent: 1.234 }],
          monthlyCosts: [{ name: "" }],
        },
      },
      exact: true,
      errors: {
        "products.0.name": "Product name is required",
        "products.0.description": "Product description is required",
        "products.0.price": "Price must be a whole number of cents",
        "financials.revenueStreams.0.monthlyGrowthPercent": "Monthly growth must have at most 2 decimals",
        "financials.monthlyCosts.0.name": "Cost name is required",
        "financials.monthlyCosts.0.amount": "Cost amount is required",
      },
    },
    { body: { ...businessPlanBody, projectionYears: 4 }, exact: true, errors: { projectionYears: "Projection years must be 3 or 5" } },
    {
      body: {
        ...businessPlanBody,
        fundingRequest: { ...businessPlanBody.fundingRequest, hires: [{ role: "Engineer", monthlyCost: 100, startMonth: 40 }] },
      },
      exact: true,
      errors: { "fundingRequest.hires.0.startMonth": "Start month must be within the 36-month forecast" },
    },
  ],
  exports: {
    html: ['<svg class="doc-chart-svg"'],
    markdown: ["| Month | Revenue | Costs |"],
    pdf: ["Financial Projections"],
    check: ({ html, markdown, pdf }) => {
      expect(html).not.toMatch(/<script/i);
      expect(markdown).toMatch(/^# Business Plan — Acme Analytics Inc\.\n/);
      expect(markdown).not.toContain("<svg");
      expect(pdf.pages).toBeGreaterThan(3);
    },
  },
});
