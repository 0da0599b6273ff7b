import { describe, expect, test } from "vitest";
import { ZBusinessPlanRequestSchema, formatMoney, type TBusinessPlanRequestInput } from "../../../shared/doc-types";
import { projectFinancials } from "../../../shared/doc-types/business-plan/projections";
import { businessPlanBody } from "../../../test/fixtures";
import { GENERATED_AT, HOSTILE, markdownHeadings, renderAll, unsafeHtml } from "../../documents/test-helpers";
import type { BusinessIdentity } from "../business";
import {
  BUSINESS_PLAN_HEADINGS as H,
  CHART_CAPTIONS,
  FINANCIAL_HEADINGS as F,
  ROUNDING_RULE,
  businessPlanTemplate,
} from "./template";

const minimal: TBusinessPlanRequestInput = {
  companyName: "Acme Inc.",
  description: "We make dashboards for small shops.",
  industry: "Software",
  targetMarket: "Small online shops.",
  products: [{ name: "Starter", description: "One shop.", price: 2_900 }],
  financials: {
    startingCash: 1_000_000,
    currency: "EUR",
    revenueStreams: [{ name: "Subscriptions", monthlyRevenue: 50_000, monthlyGrowthPercent: 5 }],
    monthlyCosts: [{ name: "Salaries", amount: 80_000 }],
  },
  startMonth: "2027-03",
};

const parse = (body: TBusinessPlanRequestInput) => ZBusinessPlanRequestSchema.parse(body);
const build = (body: TBusinessPlanRequestInput, business?: BusinessIdentity) =>
  renderAll(businessPlanTemplate(parse(body), { generatedAt: GENERATED_AT, ...(business ? { business } : {}) }));

const has = (headings: string[], heading: string) => headings.some((h) => h.endsWith(` ${heading}`));
const svgs = (html: string) => html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
const mdRow = (cells: string[]) => `| ${cells.join(" | ")} |`;

describe("the business plan", () => {
  test("every section of the SBA's traditional outline, in order, with funding and the Lean Canvas when chosen", () => {
    const { headings, md } = build(businessPlanBody);
    expect(headings[0]).toBe("Business Plan — Acme Analytics Inc.");
    const top = headings.filter((h) => /^\d+\. /.test(h));
    expect(top).toEqual(Object.values(H).map((h, i) => `${i + 1}. ${h}`));
    for (const heading of Object.values(F)) expect(has(headings, heading), heading).toBe(true);
    expect(markdownHeadings(md)).toEqual(headings);
  });

  test("without funding or canvas: no Funding Request and no Lean Canvas section; the plan says it is bootstrapped", () => {
    const { headings, text } = build(minimal);
    expect(has(headings, H.funding)).toBe(false);
    expect(has(headings, H.leanCanvas)).toBe(false);
    for (const heading of [H.executiveSummary, H.companyDescription, H.marketAnalysis, H.products, H.financials, H.appendix])
      expect(has(headings, heading), heading).toBe(true);
    expect(text).toContain("is bootstrapped");
    // No filler (issue 28): what the plan does not state is left out, not announced as missing.
    for (const heading of [H.organization, H.marketing]) expect(has(headings, heading), heading).toBe(false);
    expect(text).not.toMatch(/not listed in this plan|not described in this plan|not stated in this plan/);
  });

  test("the funding request: its amount, its use, and the runway it buys", () => {
    const fundingRequest = { amount: 5_000_000, use: "Two engineers for a year." };
    const noRevenue = { ...minimal.financials, revenueStreams: [{ name: "None yet", monthlyRevenue: 0 }] };
    const { text } = build({ ...minimal, financials: noRevenue, fundingRequest });
    expect(text).toContain("is requesting €50,000.00");
    expect(text).toContain("Two engineers for a year.");
    // €10,000 of cash and €800 of costs a month: 12 months; with €50,000 more, past the forecast.
    expect(text).toContain("it would extend the cash runway from 12 months to more than 36 months, with a closing cash balance of €31,200.00 after 36 months.");
    // Cash that already lasts: the funding raises the closing balance.
    expect(build({ ...minimal, fundingRequest }).text).toContain("it would raise the closing cash balance after 36 months to €79,118.19.");
    // Issue 28: the runway claim says that the use of funds is not costed in it.
    expect(text).toContain('the spending described under "Use of funds" (such as new hires or capital expenditure) is not costed in the monthly costs of this forecast');
  });

  test("the Lean Canvas lists its nine blocks, with what was given", () => {
    const { text, html } = build(businessPlanBody);
    for (const block of ["Problem", "Customer segments", "Unique value proposition", "Solution", "Channels", "Revenue streams", "Cost structure", "Key metrics", "Unfair advantage"])
      expect(html).toContain(`<strong>${block}</strong>`);
    expect(text).toContain(businessPlanBody.problem);
    expect(text).toContain(businessPlanBody.unfairAdvantage);
    expect(text).toContain("Subscriptions: $5,000.00 a month");
  });

  test("the tables show the projection's numbers: year 1 by month, years 2-3 by quarter, P&L and cash flow by year", () => {
    const input = parse(businessPlanBody);
    const { md, text } = build(businessPlanBody);
    const p = projectFinancials({ ...input.financials, costGrowthPercent: input.costGrowthPercent });
    const $ = (n: number) => formatMoney(n, "USD");
    const row = (name: string, r: { revenue: number; costs: number; net: number; closingCash: number }) =>
      mdRow([name, $(r.revenue), $(r.costs), $(r.net), $(r.closingCash)]);

    expect(md).toContain(row("Jan 2027", p.months[0]!));
    expect(md).toContain(row("Dec 2027", p.months[11]!));
    expect(md).toContain(row("Year 2 Q1 (Jan 2028 – Mar 2028)", p.quarters[0]!));
    expect(md).toContain(row("Year 3 Q4 (Oct 2029 – Dec 2029)", p.quarters[7]!));
    expect(md).toContain(mdRow(["**Total revenue**", ...p.years.map((y) => `**${$(y.revenue)}**`)]));
    expect(md).toContain(mdRow(["**Net profit (loss)**", ...p.years.map((y) => `**${$(y.net)}**`)]));
    expect(md).toContain(mdRow(["**Closing cash**", ...p.years.map((y) => `**${$(y.closingCash)}**`)]));
    // The month-by-month revenue of each stream adds up to the P&L's line.
    const subscriptions = p.revenueByStream[0]!.values.slice(0, 12).reduce((a, b) => a + b, 0);
    expect(md).toContain(`| Subscriptions | ${$(subscriptions)} |`);
    // Hand check of month 2: 5,000 × 1.08 + 1,500 × 1.025 = 6,937.50; costs 16,500 × 1.03 = 16,995.
    expect(md).toContain(row("Feb 2027", { revenue: 693_750, costs: 1_699_500, net: 693_750 - 1_699_500, closingCash: p.months[1]!.closingCash }));

    expect(p.breakEvenMonth).toBe(25);
    expect(text).toContain("Break-even month (revenue covers costs): Month 25 (Jan 2029).");
    expect(text).toContain(`Cash runway: ${p.runwayMonths} months: cash falls below zero in month ${p.cashOutMonth}`);
    expect(text).toContain(ROUNDING_RULE);
  });

  test("never breaking even and cash lasting: both said plainly", () => {
    const { text } = build({
      ...minimal,
      financials: { ...minimal.financials, startingCash: 100_000_000, revenueStreams: [{ name: "None yet", monthlyRevenue: 0 }] },
    });
    expect(text).toContain("Break-even month (revenue covers costs): Not within 36 months.");
    expect(text).toContain("Not within 36 months: cash stays at or above zero throughout the forecast");
  });

  test("two charts as inline SVG, drawn from numbers only: no script, no event handler, nothing external", () => {
    const { html, page, md } = build({ ...businessPlanBody, companyName: HOSTILE, description: HOSTILE });
    const charts = svgs(html);
    expect(charts).toHaveLength(2);
    expect(html).toContain(`<figcaption>${CHART_CAPTIONS.revenueCosts}</figcaption>`);
    for (const svg of charts) {
      expect(svg).not.toMatch(/<script/i);
      for (const tag of svg.match(/<[^<>]+>/g)!) expect(tag).not.toMatch(/\son\w+\s*=/i);
      expect(svg).not.toMatch(/href|url\(|https?:|<image|<use|<foreignObject|<style|<a[\s>]/i);
      // Only the elements the chart draws.
      const tags = new Set([...svg.matchAll(/<([a-z]+)/gi)].map((m) => m[1]));
      expect([...tags].sort()).toEqual(["line", "polyline", "rect", "svg", "text", "title"]);
    }
    expect(unsafeHtml(html)).toEqual([]);
    expect(unsafeHtml(page)).toEqual([]);
    // Markdown has the charts' data instead.
    expect(md).not.toContain("<svg");
    expect(md).toContain(`**${CHART_CAPTIONS.cash}**`);
    expect(md).toContain("| Month | Revenue | Costs |");
  });

  test("the business profile fills the location and legal structure when the form leaves them out", () => {
    const business: BusinessIdentity = {
      profileId: "p1",
      legalName: "Acme Inc.",
      entityType: "Corporation",
      address: "1 Main St\nSpringfield, IL 62701",
      country: "US",
      website: "https://acme.example",
      paperSize: "letter",
      brand: { name: "Acme", primaryColor: "#112233", secondaryColor: "#445566" },
    };
    const { text } = build(minimal, business);
    expect(text).toContain("Location: 1 Main St, Springfield, IL 62701");
    expect(text).toContain("Acme Inc. is organized as a corporation.");
    expect(text).toContain("https://acme.example");
    const typed = build({ ...minimal, location: "Berlin, Germany", legalStructure: "GmbH" }, business).text;
    expect(typed).toContain("Location: Berlin, Germany");
    expect(typed).toContain("is organized as a GmbH.");
  });

  test("the legal form in words, never an abbreviation after 'a'; the offer as a list", () => {
    const ltd: BusinessIdentity = {
      profileId: "p1",
      legalName: "Acme Ltd",
      entityType: "Ltd",
      paperSize: "a4",
      brand: { name: "Acme", primaryColor: "#112233", secondaryColor: "#445566" },
    };
    const { text } = build({ ...minimal, products: [{ name: "Team plan", description: "For teams.", price: 1_000 }] }, ltd);
    expect(text).not.toContain("organized as a Ltd");
    expect(text).toContain("is organized as a private company limited by shares (Ltd).");
    expect(text).not.toContain("It offers Team plan");
    expect(text).toContain('It sells one product or service, set out in the section "Service or Product Line": Team plan.');
  });
});
