import { describe, expect, test } from "vitest";
import { businessPlanBody } from "../../../test/fixtures";
import { messagesOf } from "../../validation/test-utils";
import { MAX_MONTHLY_AMOUNT } from "./projections";
import { BP_MAX_PRODUCTS, ZBusinessPlanRequestSchema, businessPlanStartMonth } from "./schema";

const minimal = {
  companyName: "Acme Inc.",
  description: "We make dashboards.",
  industry: "Software",
  targetMarket: "Small online shops.",
  products: [{ name: "Starter", description: "One shop.", price: 2_900 }],
  financials: {
    startingCash: 100_000,
    currency: "USD",
    revenueStreams: [{ name: "Subscriptions", monthlyRevenue: 50_000 }],
    monthlyCosts: [{ name: "Salaries", amount: 80_000 }],
  },
};

const parse = (body: unknown) => ZBusinessPlanRequestSchema.safeParse(body);
const messages = (body: unknown) => messagesOf(ZBusinessPlanRequestSchema, body);
const withFinancials = (over: Record<string, unknown>) => ({ ...minimal, financials: { ...minimal.financials, ...over } });

describe("ZBusinessPlanRequestSchema", () => {
  test("the minimal plan gets its defaults: no team, no canvas, flat costs, next month's start, 0% growth", () => {
    const out = ZBusinessPlanRequestSchema.parse(minimal);
    expect(out).toMatchObject({
      team: [],
      includeLeanCanvas: false,
      costGrowthPercent: 0,
      startMonth: businessPlanStartMonth(),
    });
    expect(out.fundingRequest).toBeUndefined();
    expect(out.mission).toBeUndefined();
    expect(out.financials.revenueStreams[0]!.monthlyGrowthPercent).toBe(0);
  });

  test("the fixture, with every optional section, is valid", () => {
    const out = ZBusinessPlanRequestSchema.parse(businessPlanBody);
    expect(out.fundingRequest).toMatchObject(businessPlanBody.fundingRequest);
    expect(out.includeLeanCanvas).toBe(true);
    expect(out.startMonth).toBe("2027-01");
  });

  test("next month: December rolls into January", () => {
    expect(businessPlanStartMonth(new Date(2026, 11, 15))).toBe("2027-01");
    expect(businessPlanStartMonth(new Date(2026, 0, 31))).toBe("2026-02");
  });

  test("an empty body names every required field", () => {
    expect(messages({})).toEqual({
      companyName: ["Company name is required"],
      description: ["Business description is required"],
      industry: ["Industry is required"],
      targetMarket: ["Target market is required"],
      products: ["At least one product is required"],
      financials: ["Financials are required"],
    });
    expect(messages(null)).toEqual({ "": ["Expected an object"] });
  });

  test("financials: each field by its path", () => {
    expect(messages({ ...minimal, financials: {} })).toEqual({
      "financials.startingCash": ["Starting cash is required"],
      "financials.currency": ["Currency is required"],
      "financials.revenueStreams": ["At least one revenue stream is required"],
      "financials.monthlyCosts": ["At least one monthly cost is required"],
    });
    expect(messages(withFinancials({ revenueStreams: [], monthlyCosts: [] }))).toEqual({
      "financials.revenueStreams": ["At least one revenue stream is required"],
      "financials.monthlyCosts": ["At least one monthly cost is required"],
    });
    expect(messages(withFinancials({ currency: "BTC", startingCash: -1 }))).toEqual({
      "financials.startingCash": ["Starting cash must be 0 or more"],
      "financials.currency": ["Currency must be one of USD, EUR, GBP, CAD or AUD"],
    });
  });

  test("line items: names, amounts in whole minor units, growth −100..100 with 2 decimals", () => {
    expect(
      messages({
        ...minimal,
        products: [{ name: "", description: "", price: 12.5 }],
        financials: {
          ...minimal.financials,
          revenueStreams: [{ name: " ", monthlyRevenue: "100", monthlyGrowthPercent: 100.5 }],
          monthlyCosts: [{ name: "Rent" }],
        },
      }),
    ).toEqual({
      "products.0.name": ["Product name is required"],
      "products.0.description": ["Product description is required"],
      "products.0.price": ["Price must be a whole number of cents"],
      "financials.revenueStreams.0.name": ["Revenue stream name is required"],
      "financials.revenueStreams.0.monthlyRevenue": ["Monthly revenue must be a number"],
      "financials.revenueStreams.0.monthlyGrowthPercent": ["Monthly growth must be at most 100%"],
      "financials.monthlyCosts.0.amount": ["Cost amount is required"],
    });
    const growth = (monthlyGrowthPercent: number) =>
      parse(withFinancials({ revenueStreams: [{ name: "S", monthlyRevenue: 100, monthlyGrowthPercent }] })).success;
    expect(growth(-100)).toBe(true);
    expect(growth(12.34)).toBe(true);
    expect(growth(0.07)).toBe(true);
    expect(growth(1.234)).toBe(false);
    expect(growth(-100.01)).toBe(false);
    expect(messages({ ...minimal, costGrowthPercent: 1.005 })).toEqual({
      costGrowthPercent: ["Cost growth must have at most 2 decimals"],
    });
  });

  test("lists are bounded", () => {
    const many = Array.from({ length: BP_MAX_PRODUCTS + 1 }, () => minimal.products[0]);
    expect(messages({ ...minimal, products: many })).toEqual({ products: [`No more than ${BP_MAX_PRODUCTS} products`] });
    expect(messages({ ...minimal, products: "a product" })).toEqual({ products: ["Products must be a list"] });
  });

  test("amounts that would pass the monthly bound within 36 months are refused, naming the line", () => {
    expect(
      messages(withFinancials({ revenueStreams: [{ name: "S", monthlyRevenue: 1_000_000_000, monthlyGrowthPercent: 20 }] })),
    ).toEqual({
      "financials.revenueStreams.0.monthlyGrowthPercent": [
        "Revenue stream 1 would pass 100,000,000,000 cents a month by month 27 of 36: lower the amount or its growth",
      ],
    });
    expect(messages({ ...withFinancials({ monthlyCosts: [{ name: "C", amount: MAX_MONTHLY_AMOUNT }] }), costGrowthPercent: 1 })).toEqual({
      costGrowthPercent: ["Monthly cost 1 would pass 100,000,000,000 cents a month by month 2 of 36: lower the amount or its growth"],
    });
    expect(messages(withFinancials({ monthlyCosts: [{ name: "C", amount: MAX_MONTHLY_AMOUNT + 1 }] }))).toEqual({
      "financials.monthlyCosts.0.amount": ["Cost amount must be at most 100,000,000,000 cents"],
    });
  });

  test("optional sections: the funding request needs an amount and a use; texts are bounded", () => {
    expect(messages({ ...minimal, fundingRequest: {} })).toEqual({
      "fundingRequest.amount": ["Funding amount is required"],
      "fundingRequest.use": ["Use of funds is required"],
    });
    expect(messages({ ...minimal, fundingRequest: { amount: 0, use: "Hiring" } })).toEqual({
      "fundingRequest.amount": ["Funding amount must be more than 0"],
    });
    expect(parse({ ...minimal, fundingRequest: null }).data?.fundingRequest).toBeUndefined();
    expect(messages({ ...minimal, team: [{ name: "Ada" }] })).toEqual({ "team.0.role": ["Team member role is required"] });
    expect(messages({ ...minimal, mission: "x".repeat(1_001) })).toEqual({ mission: ["Mission must be at most 1,000 characters"] });
    expect(messages({ ...minimal, milestones: "a\n".repeat(31) + "a" })).toEqual({ milestones: ["Milestones must be at most 30 lines"] });
    expect(messages({ ...minimal, includeLeanCanvas: "yes" })).toEqual({ includeLeanCanvas: ["Include Lean Canvas must be true or false"] });
    expect(messages({ ...minimal, startMonth: "2027-13" })).toEqual({ startMonth: ["Start month must be a month written YYYY-MM"] });
    expect(messages({ ...minimal, businessProfileId: "nope" })).toEqual({ businessProfileId: ["Choose one of your business profiles"] });
  });

  test("An old body gets 3 years, 0% cost of sales and an uncosted funding request", () => {
    const out = ZBusinessPlanRequestSchema.parse({ ...minimal, fundingRequest: { amount: 1_000, use: "Hiring." } });
    expect(out.projectionYears).toBe(3);
    expect(out.financials.revenueStreams[0]!.costOfSalesPercent).toBe(0);
    expect(out.fundingRequest).toEqual({ amount: 1_000, use: "Hiring.", hires: [], capitalExpenditure: [] });
  });

  test("Projection years 3 or 5; cost of sales 0..100%; hires and capital expenditure bounded and within the forecast", () => {
    expect(ZBusinessPlanRequestSchema.parse({ ...minimal, projectionYears: 5 }).projectionYears).toBe(5);
    expect(messages({ ...minimal, projectionYears: 4 })).toEqual({ projectionYears: ["Projection years must be 3 or 5"] });
    expect(messages({ ...minimal, projectionYears: "5" })).toEqual({ projectionYears: ["Projection years must be 3 or 5"] });
    expect(messages(withFinancials({ revenueStreams: [{ name: "A", monthlyRevenue: 1, costOfSalesPercent: 101 }] }))).toEqual({
      "financials.revenueStreams.0.costOfSalesPercent": ["Cost of sales must be at most 100%"],
    });
    const funding = (over: Record<string, unknown>) => ({ ...minimal, fundingRequest: { amount: 1_000, use: "Hiring.", ...over } });
    expect(
      messages(funding({ hires: [{ role: "Engineer", monthlyCost: 500_000, startMonth: 37 }], capitalExpenditure: [{ item: "Van", amount: 1, month: 0 }] })),
    ).toEqual({
      "fundingRequest.hires.0.startMonth": ["Start month must be within the 36-month forecast"],
      "fundingRequest.capitalExpenditure.0.month": ["Month must be month 1 or later"],
    });
    expect(parse({ ...funding({ hires: [{ role: "Engineer", monthlyCost: 500_000, startMonth: 60 }] }), projectionYears: 5 }).success).toBe(true);
    expect(messages(funding({ hires: Array.from({ length: 11 }, () => ({ role: "X", monthlyCost: 1, startMonth: 1 })) }))).toEqual({
      "fundingRequest.hires": ["No more than 10 hires"],
    });
  });

  test("A 5-year plan checks growth over 60 months", () => {
    // 1e9 growing 10% a month passes 1e11 in month 50: fine for 3 years, refused for 5.
    const fast = withFinancials({ revenueStreams: [{ name: "A", monthlyRevenue: 1_000_000_000, monthlyGrowthPercent: 10 }] });
    expect(parse(fast).success).toBe(true);
    expect(Object.keys(messages({ ...fast, projectionYears: 5 }))).toEqual(["financials.revenueStreams.0.monthlyGrowthPercent"]);
  });
});
