import { describe, expect, test } from "vitest";
import { ZBusinessPlanRequestSchema, formatMoney, projectionInputOf, type TBusinessPlanRequestInput } from "../../../shared/doc-types";
import { projectFinancials } from "../../../shared/doc-types/business-plan/projections";
import { businessPlanBody } from "../../../test/fixtures";
import { GENERATED_AT, HOSTILE, markdownHeadings, renderAll, unsafeHtml } from "../../../test/rendered";
import type { BusinessIdentity } from "../business";
import { buildDocument } from "../registry";
import {
  BUSINESS_PLAN_HEADINGS as H,
  CHART_CAPTIONS,
  FINANCIAL_HEADINGS as F,
  ROUNDING_RULE,
  laterYearsHeading,
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
  renderAll(buildDocument("business_plan", parse(body), { generatedAt: GENERATED_AT, ...(business ? { business } : {}) }));

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
    // 5 years: the quarterly table runs to year 5.
    const five = build({ ...businessPlanBody, projectionYears: 5 }).headings;
    expect(has(five, laterYearsHeading(5))).toBe(true);
    expect(has(five, F.laterYears)).toBe(false);
    expect(markdownHeadings(md)).toEqual(headings);
  });

  test("without funding or canvas: no Funding Request and no Lean Canvas section; the plan says it is bootstrapped", () => {
    const { headings, text } = build(minimal);
    expect(has(headings, H.funding)).toBe(false);
    expect(has(headings, H.leanCanvas)).toBe(false);
    for (const heading of [H.executiveSummary, H.companyDescription, H.marketAnalysis, H.products, H.financials, H.appendix])
      expect(has(headings, heading), heading).toBe(true);
    expect(text).toContain("is bootstrapped");
    // No filler: what the plan does not state is left out, not announced as missing.
    for (const heading of [H.organization, H.marketing]) expect(has(headings, heading), heading).toBe(false);
    expect(text).not.toMatch(/not listed in this plan|not described in this plan|not stated in this plan/);
  });

  test("the funding request with its use not costed: no runway claimed from it, and the projections exclude it", () => {
    const fundingRequest = { amount: 5_000_000, use: "Two engineers for a year." };
    const noRevenue = { ...minimal.financials, revenueStreams: [{ name: "None yet", monthlyRevenue: 0 }] };
    const { text } = build({ ...minimal, financials: noRevenue, fundingRequest });
    expect(text).toContain("is requesting €50,000.00");
    expect(text).toContain("Two engineers for a year.");
    // The old claim "extend the cash runway from 12 months to more than 36 months" is gone.
    expect(text).not.toMatch(/extend the cash runway|more than 36 months/);
    expect(text).toContain("The use of funds is not costed in this plan (it lists no hires or capital expenditure), so the projections");
    expect(text).toContain("this plan makes no claim about the runway it would buy.");
    // The runway stated is the plan's own cash alone: €10,000 at €800 a month lasts 12 months.
    expect(text).toContain("Cash runway: 12 months: cash falls below zero in month 13");
    expect(text).toContain("Equity funding received €0.00 €0.00 €0.00");
  });

  test("the funding request with costed hires and capital expenditure: in the projections before any runway claim", () => {
    const fundingRequest = {
      amount: 5_000_000,
      use: "Two engineers for a year and their laptops.",
      hires: [{ role: "Engineer", monthlyCost: 400_000, startMonth: 2 }],
      capitalExpenditure: [{ item: "Laptops", amount: 360_000, month: 1 }],
    };
    const body = { ...minimal, fundingRequest };
    const input = parse(body);
    const { text, md } = build(body);
    const p = projectFinancials(projectionInputOf(input));
    // €10,000 + €50,000 − €3,600 of laptops; from month 2 the engineer's €4,000 a month on top.
    expect(p.months[0]!.closingCash).toBe(1_000_000 + 5_000_000 - 360_000 + (50_000 - 80_000));
    expect(p.runwayMonths).toBeDefined();
    const runway = `${p.runwayMonths} months: cash falls below zero in month ${p.cashOutMonth}`;
    expect(text).toContain(`Cash runway (with the funding and its costed use): ${runway}`);
    expect(text).toContain(`Cash runway with the funding and its spending ${runway}`);
    expect(text).toContain("Cash runway without the funding and its spending Not within 36 months");
    expect(md).toContain("| Engineer | Month 2 (Apr 2027) | €4,000.00 | €140,000.00 |");
    expect(md).toContain("| Laptops | Month 1 (Mar 2027) | €3,600.00 |");
    expect(text).toContain("€143,600.00 over the 36-month forecast (€140,000.00 on hires, €3,600.00 on capital expenditure)");
    expect(md).toContain("| Engineer (funded hire) |");
    expect(md).toContain("| Depreciation |");
    expect(md).toContain(mdRow(["Equity funding received", "€50,000.00", "€0.00", "€0.00"]));
    expect(text).toContain("depreciated straight-line over 36 months");
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
    const p = projectFinancials(projectionInputOf(input));
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
    expect(typed).toContain("is organized as a limited liability company under German law (Gesellschaft mit beschränkter Haftung, GmbH).");
  });

  test("reads as its business does: British spelling and day-first dates for a UK profile, American for a US one", () => {
    const identity = (country: string, locale?: string): BusinessIdentity => ({
      profileId: "p1",
      legalName: "Acme Ltd",
      entityType: "Ltd",
      country,
      ...(locale ? { locale } : {}),
      paperSize: "a4",
      brand: { name: "Acme", primaryColor: "#112233", secondaryColor: "#445566" },
    });
    const uk = build(minimal, identity("GB")).md;
    expect(uk).toContain("Organisation and Management");
    expect(uk).toContain("is organised as a private company limited by shares (Ltd).");
    expect(uk).not.toContain("Organization");
    expect(uk).toMatch(/\*\*Prepared:\*\* \d{1,2} [A-Z][a-z]+ \d{4}/);
    // The locale wins over the country: an Australian locale on a US-registered profile.
    expect(build(minimal, identity("US", "en-AU")).md).toContain("Organisation and Management");
    const us = build(minimal, identity("US")).md;
    expect(us).toContain("Organization and Management");
    expect(us).toMatch(/\*\*Prepared:\*\* [A-Z][a-z]+ \d{1,2}, \d{4}/);
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
    // Typed as an abbreviation: in words too.
    for (const typed of ["Ltd", "ltd.", "LLC", "Inc.", "PLC"]) {
      const out = build({ ...minimal, legalStructure: typed }).text;
      expect(out, typed).not.toMatch(/organized as an? (?:Ltd|ltd\.|LLC|Inc\.|PLC)\./);
    }
    expect(build({ ...minimal, legalStructure: "LLC" }).text).toContain("is organized as a limited liability company (LLC).");
    expect(text).not.toContain("It offers Team plan");
    expect(text).toContain('It sells one product or service, set out in the section "Service or Product Line": Team plan.');
  });

  describe("cost of sales, balance sheet and cash-flow statement add up on the rendered plan", () => {
    /** A Markdown table's rows after its heading, as label → numbers (minor units). */
    const tableAfter = (md: string, heading: string) => {
      const start = md.indexOf(heading);
      expect(start, heading).toBeGreaterThan(-1);
      const lines = md.slice(start).split("\n");
      const first = lines.findIndex((l) => l.startsWith("| "));
      const rows = new Map<string, number[]>();
      for (const line of lines.slice(first + 2)) {
        if (!line.startsWith("| ")) break;
        const [name, ...cells] = line.slice(2, -2).split(" | ").map((c) => c.replace(/\*\*/g, ""));
        rows.set(name!, cells.map((c) => Math.round(Number(c.replace(/[^\d.-]/g, "")) * 100)));
      }
      return rows;
    };
    const scenarios: [string, TBusinessPlanRequestInput, boolean][] = [
      ["bootstrapped, 3 years", minimal, false],
      ["the SaaS fixture: uncosted funding, 3 years, a year ending below zero", businessPlanBody, true],
      [
        "costed funding, cost of sales, 5 years, running out of cash",
        {
          ...minimal,
          projectionYears: 5,
          financials: {
            ...minimal.financials,
            revenueStreams: [
              { name: "Products", monthlyRevenue: 40_000, monthlyGrowthPercent: 2, costOfSalesPercent: 45 },
              { name: "Services", monthlyRevenue: 10_000, monthlyGrowthPercent: 1, costOfSalesPercent: 12.5 },
            ],
          },
          costGrowthPercent: 1,
          fundingRequest: {
            amount: 2_000_000,
            use: "A hire and a van.",
            hires: [{ role: "Sales lead", monthlyCost: 150_000, startMonth: 6 }],
            capitalExpenditure: [
              { item: "Van", amount: 1_234_567, month: 3 },
              { item: "Tools", amount: 99_999, month: 40 },
            ],
          },
        },
        true,
      ],
    ];
    test.each(scenarios)("%s", (_name, body, expectShortfall) => {
      const input = parse(body);
      const { md, text } = build(body);
      const years = input.projectionYears;
      const p = projectFinancials(projectionInputOf(input));
      const pl = tableAfter(md, F.profitAndLoss);
      const cf = tableAfter(md, F.cashFlow);
      const bs = tableAfter(md, F.balanceSheet);
      for (const table of [pl, cf, bs]) for (const values of table.values()) expect(values).toHaveLength(years);
      let shortfalls = 0;
      for (let y = 0; y < years; y++) {
        const at = (t: Map<string, number[]>, row: string) => t.get(row)![y]!;
        // The P&L: gross profit = revenue − cost of sales; net = gross profit − operating expenses.
        expect(at(pl, "Gross profit")).toBe(at(pl, "Total revenue") + at(pl, "Cost of sales"));
        expect(at(pl, "Net profit (loss)")).toBe(at(pl, "Gross profit") + at(pl, "Total operating expenses"));
        // The cash-flow statement: opening + the three parts = closing, and its net profit is the P&L's.
        expect(at(cf, "Net profit (loss)")).toBe(at(pl, "Net profit (loss)"));
        expect(at(cf, "Opening cash") + at(cf, "Cash from operations") + at(cf, "Cash from investing") + at(cf, "Cash from financing")).toBe(at(cf, "Closing cash"));
        if (y > 0) expect(at(cf, "Opening cash")).toBe(cf.get("Closing cash")![y - 1]);
        // The balance sheet: assets = liabilities + equity, and its cash is the cash-flow statement's closing cash.
        expect(at(bs, "Total assets")).toBe(at(bs, "Cash") + at(bs, "Fixed assets, net of depreciation"));
        expect(at(bs, "Total assets")).toBe(at(bs, "Total liabilities and equity"));
        expect(at(bs, "Total liabilities")).toBe(at(bs, "Cash shortfall (unfunded)"));
        expect(at(bs, "Total liabilities and equity")).toBe(at(bs, "Total liabilities") + at(bs, "Total equity"));
        expect(at(bs, "Total equity")).toBe(at(bs, "Paid-in capital (starting cash and funding)") + at(bs, "Retained earnings (profits less losses to date)"));
        // Its cash is the cash-flow statement's closing cash; below zero, that is cash 0 and the shortfall.
        const closing = at(cf, "Closing cash");
        expect(at(bs, "Cash")).toBe(Math.max(0, closing));
        expect(at(bs, "Cash shortfall (unfunded)")).toBe(Math.max(0, -closing));
        expect(closing).toBe(p.years[y]!.closingCash);
        if (closing < 0) shortfalls++;
      }
      // The runway claimed is the projection's, which carries the costed spending.
      const runway = p.runwayMonths !== undefined ? `${p.runwayMonths} months: cash falls below zero in month ${p.cashOutMonth}` : `Not within ${years * 12} months`;
      expect(text).toContain(`Cash runway ${runway}`);
      expect(shortfalls > 0, "a year ending below zero").toBe(expectShortfall);
    });
  });
});
