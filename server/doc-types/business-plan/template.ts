// The business plan, in the U.S. Small Business Administration's traditional outline: Executive
// Summary, Company Description, Market Analysis, Organization and Management, Service or Product
// Line, Marketing and Sales, Funding Request (only when funding is asked for), Financial
// Projections and Appendix, with a one-page Lean Canvas when asked for. Every figure of the
// Financial Projections is computed from the plan's financials (shared/doc-types/business-plan/
// projections.ts), never typed: the tables and charts read one projection, over 3 or 5 years. The
// funding and its use are in that projection only when the use is costed (hires, capital
// expenditure): no runway is claimed from money whose spending the numbers leave out.
import {
  type TBusinessPlanRequest,
  formatMoney,
  fundingIsCosted,
  horizonOf,
  projectionInputOf,
} from "../../../shared/doc-types";
import {
  DEPRECIATION_MONTHS,
  type PeriodRow,
  type Projection,
  monthLabel,
  projectFinancials,
} from "../../../shared/doc-types/business-plan/projections";
import { formatLongDate, joinWords } from "../../documents/format";
import {
  type Block,
  type Column,
  type TemplateModel,
  type Section,
  type Text,
  bold,
  callout,
  chart,
  clampTitle,
  definitions,
  p,
  section,
  ul,
  userParagraphs,
} from "../../documents/model";
import type { BusinessIdentity } from "../business";
import type { BaseContext } from "../define";
import { dateOrderOf } from "../common";
import { withSpellingOf } from "../spelling";

export const BUSINESS_PLAN_HEADINGS = {
  executiveSummary: "Executive Summary",
  companyDescription: "Company Description",
  marketAnalysis: "Market Analysis",
  organization: "Organization and Management",
  products: "Service or Product Line",
  marketing: "Marketing and Sales",
  funding: "Funding Request",
  financials: "Financial Projections",
  leanCanvas: "Lean Canvas",
  appendix: "Appendix",
} as const;

export const FINANCIAL_HEADINGS = {
  assumptions: "Key Assumptions",
  summary: "Financial Summary",
  profitAndLoss: "Projected Profit and Loss",
  cashFlow: "Projected Cash Flow Statement",
  balanceSheet: "Projected Balance Sheet",
  year1: "Year 1 by Month",
  laterYears: "Years 2 and 3 by Quarter",
} as const;

/** The quarterly table's heading for a forecast of `years` years. */
export const laterYearsHeading = (years: number) => (years === 3 ? FINANCIAL_HEADINGS.laterYears : `Years 2 to ${years} by Quarter`);

/** The charts' captions for a forecast of `months` months. */
export const chartCaptions = (months: number) => ({
  revenueCosts: `Monthly revenue and costs, months 1 to ${months}`,
  cash: `Closing cash balance, months 1 to ${months}`,
});
export const CHART_CAPTIONS = chartCaptions(36);

/** The rounding rule, as the plan states it (docs/API.md says the same). */
export const ROUNDING_RULE =
  "Month 1 of each revenue stream and cost line is the amount entered; each later month is the previous month's amount grown by the monthly rate and rounded to the nearest cent (halves up). Totals add the rounded amounts.";

const H = BUSINESS_PLAN_HEADINGS;
const F = FINANCIAL_HEADINGS;

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;
/** An outflow shown negative; nothing stays 0 (never "-$0.00"). */
const minus = (n: number) => (n === 0 ? 0 : -n);
const percentOf = (part: number, whole: number) =>
  whole === 0 ? "–" : `${((part / whole) * 100).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const percent = (value: number) => `${value > 0 ? "+" : ""}${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/** Where the business is: as typed, else the business profile's address on one line, else its country. */
function locationOf(input: TBusinessPlanRequest, business?: BusinessIdentity): string | undefined {
  if (input.location) return input.location;
  const address = business?.address?.split("\n").map((l) => l.trim()).filter(Boolean).join(", ");
  return address || business?.country;
}

/** A business profile's entity type in words: "a private company limited by shares", never "a Ltd". */
const ENTITY_WORDS: Record<string, string> = {
  "Individual / sole trader": "a sole proprietorship",
  Partnership: "a partnership",
  LLC: "a limited liability company (LLC)",
  Corporation: "a corporation",
  Ltd: "a private company limited by shares (Ltd)",
  GmbH: "a limited liability company under German law (Gesellschaft mit beschränkter Haftung, GmbH)",
  SAS: "a simplified joint-stock company under French law (société par actions simplifiée, SAS)",
};

/** A legal form typed as its abbreviation, in words: "Ltd" → "a private company limited by shares (Ltd)". */
const ABBREVIATION_WORDS: Record<string, string> = {
  ltd: ENTITY_WORDS.Ltd!,
  "ltd.": ENTITY_WORDS.Ltd!,
  limited: ENTITY_WORDS.Ltd!,
  "private limited company": ENTITY_WORDS.Ltd!,
  llc: ENTITY_WORDS.LLC!,
  "l.l.c.": ENTITY_WORDS.LLC!,
  inc: ENTITY_WORDS.Corporation!,
  "inc.": ENTITY_WORDS.Corporation!,
  corp: ENTITY_WORDS.Corporation!,
  "corp.": ENTITY_WORDS.Corporation!,
  corporation: ENTITY_WORDS.Corporation!,
  gmbh: ENTITY_WORDS.GmbH!,
  sas: ENTITY_WORDS.SAS!,
  llp: "a limited liability partnership (LLP)",
  plc: "a public limited company (plc)",
  "pty ltd": "a proprietary company limited by shares (Pty Ltd)",
  "sole trader": ENTITY_WORDS["Individual / sole trader"]!,
  "sole proprietorship": ENTITY_WORDS["Individual / sole trader"]!,
  partnership: ENTITY_WORDS.Partnership!,
};

/** The legal form, in words, with its article: the plan's answer as written (an abbreviation in words), else the profile's. */
function legalStructureOf(input: TBusinessPlanRequest, business?: BusinessIdentity): string | undefined {
  const typed = input.legalStructure?.trim();
  if (typed) {
    const words = ABBREVIATION_WORDS[typed.toLowerCase().replace(/\s+/g, " ")];
    if (words) return words;
    return /^(?:a|an|the)\s/i.test(typed) ? typed : `${/^[aeiou]/i.test(typed) ? "an" : "a"} ${typed}`;
  }
  return business?.entityType ? ENTITY_WORDS[business.entityType] : undefined;
}

/** User text of several lines as a bulleted list (one item a line), or paragraphs when one line. */
function linesOrParagraphs(text: string): Block[] {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length > 1 ? [ul(...lines)] : userParagraphs(text);
}

const R: Column = { header: "", align: "right" };
const right = (header: string): Column => ({ ...R, header });

/** The region a business reads in: its profile's locale, else its country (undefined: as written). */
function regionOfBusiness(business: BusinessIdentity | undefined): "us" | "uk" | "au" | "ie" | "nz" | undefined {
  const place = (business?.locale?.split("-")[1] ?? business?.country)?.toUpperCase();
  const regions: Record<string, "us" | "uk" | "au" | "ie" | "nz"> = { US: "us", GB: "uk", AU: "au", IE: "ie", NZ: "nz" };
  return place ? regions[place] : undefined;
}

export function businessPlanTemplate(input: TBusinessPlanRequest, ctx: BaseContext): TemplateModel {
  const { financials } = input;
  const money = (minor: number) => formatMoney(minor, financials.currency);
  // With a costed use of funds, the funding and its spending; else the plan's own cash alone.
  const projection = projectFinancials(projectionInputOf(input));
  const horizon = horizonOf(input);
  const label = (month: number) => monthLabel(input.startMonth, month);
  const location = locationOf(input, ctx.business);
  const legalStructure = legalStructureOf(input, ctx.business);
  const company = input.companyName;

  const sections: Section[] = [
    executiveSummary(input, projection, money, label, location),
    companyDescription(input, ctx.business, location, legalStructure),
    marketAnalysis(input),
    ...[organization(input, legalStructure)].filter((x): x is Section => x !== undefined),
    productLine(input, money),
    ...[marketingAndSales(input)].filter((x): x is Section => x !== undefined),
  ];
  if (input.fundingRequest) sections.push(fundingRequest(input, input.fundingRequest, projection, money, label));
  sections.push(financialProjections(input, projection, money, label));
  if (input.includeLeanCanvas) sections.push(leanCanvas(input, money));
  sections.push(appendix(input, projection, money, label));

  const region = regionOfBusiness(ctx.business);
  const model: TemplateModel = {
    title: clampTitle(`Business Plan — ${company}`),
    meta: [
      { label: "Prepared", value: formatLongDate(ctx.generatedAt, dateOrderOf(ctx.business, region === undefined || region === "us" ? region : "eu-uk")) },
      { label: "Forecast period", value: `${label(1)} – ${label(horizon)}` },
      { label: "Currency", value: financials.currency },
      ...(location ? [{ label: "Location", value: location }] : []),
    ],
    numbered: true,
    sections,
  };
  // A plan has no governing law: it reads as its business does (British for a UK, Australian, Irish
  // or New Zealand profile), its dates in that order (issue 28, A11).
  return region ? withSpellingOf(model, region) : model;
}

type Money = (minor: number) => string;
type Label = (month: number) => string;

/** The cash runway of a projection, in words. */
const runwayOf = (p: Projection, label: Label) =>
  p.runwayMonths !== undefined
    ? `${months(p.runwayMonths)}: cash falls below zero in month ${p.cashOutMonth} (${label(p.cashOutMonth!)})`
    : `Not within ${p.horizon} months: cash stays at or above zero throughout the forecast`;

/** "Break-even month" and friends, as the summary and the executive summary say them. */
function keyFigures(p: Projection, money: Money, label: Label) {
  return {
    breakEven:
      p.breakEvenMonth !== undefined
        ? `Month ${p.breakEvenMonth} (${label(p.breakEvenMonth)})`
        : `Not within ${p.horizon} months`,
    cumulative:
      p.cumulativeBreakEvenMonth !== undefined
        ? `Month ${p.cumulativeBreakEvenMonth} (${label(p.cumulativeBreakEvenMonth)})`
        : `Not within ${p.horizon} months`,
    runway: runwayOf(p, label),
    lowest:
      p.lowestCash.month === 0
        ? `${money(p.lowestCash.amount)} (the starting cash; the balance never falls below it)`
        : `${money(p.lowestCash.amount)} in month ${p.lowestCash.month} (${label(p.lowestCash.month)})`,
  };
}

function executiveSummary(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label, location?: string): Section {
  const y1 = proj.years[0]!;
  const last = proj.years[proj.years.length - 1]!;
  const figures = keyFigures(proj, money, label);
  const costed = fundingIsCosted(input);
  const offer = joinWords(input.products.map((x) => x.name));
  const blocks: Block[] = [
    p(
      bold(input.companyName),
      ` is a business in ${input.industry}${location ? `, based in ${location}` : ""}. It sells ${input.products.length === 1 ? "one product or service" : `${input.products.length} products and services`}, set out in the section "${H.products}": ${offer}. Its target market is described in the section "${H.marketAnalysis}".`,
    ),
  ];
  if (input.mission) blocks.push(p(bold("Mission. "), input.mission));
  blocks.push(
    p(bold("Financial highlights.")),
    ul(
      `Year 1 revenue of ${money(y1.revenue)} and a net ${y1.net < 0 ? "loss" : "profit"} of ${money(Math.abs(y1.net))}.`,
      `Year ${proj.years.length} revenue of ${money(last.revenue)} and a net ${last.net < 0 ? "loss" : "profit"} of ${money(Math.abs(last.net))}.`,
      `Break-even month (revenue covers costs): ${figures.breakEven}.`,
      `Cash runway${costed ? " (with the funding and its costed use)" : ""}: ${figures.runway}.`,
    ),
    input.fundingRequest
      ? p(
          bold("Funding. "),
          `${input.companyName} is seeking ${money(input.fundingRequest.amount)}, as set out in the section "${H.funding}".${costed ? "" : " The projections exclude it, as its use is not costed in this plan."}`,
        )
      : p(
          bold("Funding. "),
          `${input.companyName} is bootstrapped: this plan does not request outside funding, and its projections rely on the starting cash of ${money(input.financials.startingCash)} and the revenue the business earns.`,
        ),
  );
  return section(H.executiveSummary, blocks);
}

function companyDescription(input: TBusinessPlanRequest, business: BusinessIdentity | undefined, location?: string, legalStructure?: string): Section {
  const facts: { term: string; description: Text }[] = [{ term: "Industry", description: input.industry }];
  if (legalStructure) facts.push({ term: "Legal structure", description: legalStructure.replace(/^(a|an) /, "").replace(/^./, (ch) => ch.toUpperCase()) });
  if (location) facts.push({ term: "Location", description: location });
  if (business?.registrationNumber) facts.push({ term: "Registration number", description: business.registrationNumber });
  if (business?.website) facts.push({ term: "Website", description: business.website });
  if (business?.email) facts.push({ term: "Email", description: business.email });
  if (business?.phone) facts.push({ term: "Phone", description: business.phone });
  const blocks: Block[] = [...userParagraphs(input.description), definitions(facts)];
  const subsections: Section[] = [];
  if (input.mission) subsections.push(section("Mission", userParagraphs(input.mission)));
  if (input.milestones) subsections.push(section("Milestones", linesOrParagraphs(input.milestones)));
  return section(H.companyDescription, blocks, subsections);
}

function marketAnalysis(input: TBusinessPlanRequest): Section {
  return section(
    H.marketAnalysis,
    [p(`${input.companyName} operates in ${input.industry}.`)],
    [
      section("Target Market", userParagraphs(input.targetMarket)),
      ...(input.competitors ? [section("Competition", linesOrParagraphs(input.competitors))] : []),
    ],
  );
}

/** The organization and its team; left out when the plan states neither (no filler). */
function organization(input: TBusinessPlanRequest, legalStructure?: string): Section | undefined {
  if (!legalStructure && !input.team.length) return undefined;
  const blocks: Block[] = legalStructure ? [p(`${input.companyName} is organized as ${legalStructure}.`)] : [];
  if (input.team.length) {
    blocks.push({
      type: "table",
      caption: "Management team",
      columns: [{ header: "Name" }, { header: "Role" }],
      rows: input.team.map((m) => [m.name, m.role]),
    });
    const bios = input.team.filter((m) => m.bio);
    if (bios.length) blocks.push(definitions(bios.map((m) => ({ term: `${m.name}, ${m.role}`, description: m.bio! }))));
  }
  return section(H.organization, blocks);
}

function productLine(input: TBusinessPlanRequest, money: Money): Section {
  return section(H.products, [
    p(`${input.companyName} offers the following ${input.products.length === 1 ? "product or service" : "products and services"}:`),
    {
      type: "table",
      columns: [{ header: "Product or service" }, { header: "Description" }, right("Price")],
      rows: input.products.map((x) => [bold(x.name), x.description, money(x.price)]),
    },
  ]);
}

/** Marketing and sales as the plan states them; left out when it states neither (no filler). */
function marketingAndSales(input: TBusinessPlanRequest): Section | undefined {
  const subsections = [
    ...(input.marketingStrategy ? [section("Marketing Strategy", userParagraphs(input.marketingStrategy))] : []),
    ...(input.salesChannels ? [section("Sales Channels", linesOrParagraphs(input.salesChannels))] : []),
  ];
  return subsections.length ? section(H.marketing, [], subsections) : undefined;
}

function fundingRequest(
  input: TBusinessPlanRequest,
  funding: NonNullable<TBusinessPlanRequest["fundingRequest"]>,
  proj: Projection,
  money: Money,
  label: Label,
): Section {
  const blocks: Block[] = [
    p(`${input.companyName} is requesting `, bold(money(funding.amount)), "."),
    p(bold("Use of funds.")),
    ...userParagraphs(funding.use),
  ];
  if (!fundingIsCosted(input)) {
    // Nothing costed: no runway is claimed from the funding (issue 28).
    blocks.push(
      p(
        `The use of funds is not costed in this plan (it lists no hires or capital expenditure), so the projections in the section "${H.financials}" exclude this funding, and this plan makes no claim about the runway it would buy.`,
      ),
    );
    return section(H.funding, blocks);
  }

  const horizon = proj.horizon;
  const hireTotal = (h: (typeof funding.hires)[number]) => h.monthlyCost * Math.max(0, horizon - h.startMonth + 1);
  const hiresTotal = funding.hires.reduce((a, h) => a + hireTotal(h), 0);
  const capexTotal = funding.capitalExpenditure.reduce((a, c) => a + c.amount, 0);
  if (funding.hires.length)
    blocks.push({
      type: "table",
      caption: "Hires paid from the funding",
      columns: [{ header: "Role" }, { header: "From" }, right("Monthly cost"), right(`Total to month ${horizon}`)],
      rows: funding.hires.map((h) => [h.role, `Month ${h.startMonth} (${label(h.startMonth)})`, money(h.monthlyCost), money(hireTotal(h))]),
    });
  if (funding.capitalExpenditure.length)
    blocks.push({
      type: "table",
      caption: "Capital expenditure paid from the funding",
      columns: [{ header: "Item" }, { header: "Month" }, right("Amount")],
      rows: funding.capitalExpenditure.map((c) => [c.item, `Month ${c.month} (${label(c.month)})`, money(c.amount)]),
    });
  // The same plan without the funding and its spending: what the funding changes.
  const without = projectFinancials(projectionInputOf(input, false));
  const closing = money(proj.months[horizon - 1]!.closingCash);
  blocks.push(
    p(
      `The projections in the section "${H.financials}" include this funding, received at the start of month 1, and the spending above: ${money(hiresTotal + capexTotal)} over the ${horizon}-month forecast (${money(hiresTotal)} on hires, ${money(capexTotal)} on capital expenditure). Spending described under "Use of funds" but not listed above is not costed.`,
    ),
    definitions([
      { term: "Cash runway without the funding and its spending", description: runwayOf(without, label) },
      { term: "Cash runway with the funding and its spending", description: runwayOf(proj, label) },
      { term: `Closing cash after ${horizon} months, with both`, description: closing },
    ]),
  );
  return section(H.funding, blocks);
}

function financialProjections(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  const { financials } = input;
  const horizon = proj.horizon;
  const captions = chartCaptions(horizon);
  const figures = keyFigures(proj, money, label);
  const major = (values: number[]) => values.map((v) => v / 100);
  const monthLabels = proj.months.map((m) => label(m.month));
  const years = proj.years;
  const yearCols: Column[] = [{ header: "" }, ...years.map((_, i) => right(`Year ${i + 1}`))];
  const funding = fundingIsCosted(input) ? input.fundingRequest : undefined;
  const hasCapex = Boolean(funding?.capitalExpenditure.length);

  const assumptions = section(F.assumptions, [
    p(
      `The forecast covers ${horizon} months (${years.length} years) from ${label(1)} to ${label(horizon)}, in ${financials.currency}, starting with cash of ${money(financials.startingCash)}, treated as the owners' capital. ${
        funding
          ? `It includes the funding of ${money(funding.amount)}, received as equity at the start of month 1, and its costed use (see the section "${H.funding}"). It excludes loans, taxes and timing differences between sales and payment.`
          : "It excludes any outside funding, loans, taxes and timing differences between sales and payment."
      } Each month's revenue and costs are paid in that month${hasCapex ? `; capital expenditure is paid in its month and depreciated straight-line over ${DEPRECIATION_MONTHS} months from that month` : ""}.`,
    ),
    {
      type: "table",
      caption: "Revenue streams",
      columns: [{ header: "Revenue stream" }, right("Month 1 revenue"), right("Monthly growth"), right("Cost of sales")],
      rows: financials.revenueStreams.map((s) => [
        s.name,
        money(s.monthlyRevenue),
        percent(s.monthlyGrowthPercent),
        `${s.costOfSalesPercent.toLocaleString("en-US", { maximumFractionDigits: 2 })}% of revenue`,
      ]),
    },
    {
      type: "table",
      caption: "Monthly costs",
      columns: [{ header: "Cost" }, right("Month 1 amount"), right("Monthly growth")],
      rows: financials.monthlyCosts.map((c) => [c.name, money(c.amount), percent(input.costGrowthPercent)]),
    },
    p(bold("Rounding. "), ROUNDING_RULE),
  ]);

  const summary = section(F.summary, [
    definitions([
      { term: "Break-even month (revenue ≥ costs)", description: figures.breakEven },
      { term: "Cumulative break-even (all earlier losses recovered)", description: figures.cumulative },
      { term: "Cash runway", description: figures.runway },
      { term: "Lowest cash balance", description: figures.lowest },
      { term: `Closing cash after ${horizon} months`, description: money(proj.months[horizon - 1]!.closingCash) },
    ]),
    chart(
      captions.revenueCosts,
      "Month",
      monthLabels,
      [
        { name: "Revenue", values: major(proj.months.map((m) => m.revenue)) },
        { name: "Costs", values: major(proj.months.map((m) => m.costs)) },
      ],
      (v) => money(Math.round(v * 100)),
      financials.currency,
    ),
    chart(
      captions.cash,
      "Month",
      monthLabels,
      [{ name: "Closing cash", values: major(proj.months.map((m) => m.closingCash)) }],
      (v) => money(Math.round(v * 100)),
      financials.currency,
    ),
  ]);

  const yearly = (values: (y: PeriodRow, i: number) => number) => years.map((y, i) => money(values(y, i)));
  const profitAndLoss = section(F.profitAndLoss, [
    {
      type: "table",
      columns: yearCols,
      rows: [
        ...proj.revenueByStream.map((s) => [s.name, ...yearly((y) => sumRange(s.values, y))]),
        [bold("Total revenue"), ...yearly((y) => y.revenue).map(bold)],
        ["Cost of sales", ...yearly((y) => minus(y.costOfSales))],
        [bold("Gross profit"), ...yearly((y) => y.grossProfit).map(bold)],
        ["Gross margin", ...years.map((y) => percentOf(y.grossProfit, y.revenue))],
        ...proj.costsByLine.map((c) => [c.name, ...yearly((y) => minus(sumRange(c.values, y)))]),
        ...proj.hiresByRole.map((h) => [`${h.name} (funded hire)`, ...yearly((y) => minus(sumRange(h.values, y)))]),
        ...(hasCapex ? [["Depreciation", ...yearly((y) => minus(y.depreciation))]] : []),
        [bold("Total operating expenses"), ...yearly((y) => minus(y.operatingCosts + y.depreciation)).map(bold)],
      ],
      footer: [["Net profit (loss)", ...yearly((y) => y.net)]],
    },
  ]);

  const cashFlow = section(F.cashFlow, [
    {
      type: "table",
      columns: yearCols,
      rows: [
        ["Opening cash", ...yearly((y) => y.openingCash)],
        ["Net profit (loss)", ...yearly((y) => y.net)],
        ...(hasCapex ? [["Depreciation added back", ...yearly((y) => y.depreciation)]] : []),
        [bold("Cash from operations"), ...yearly((y) => y.net + y.depreciation).map(bold)],
        ["Capital expenditure", ...yearly((y) => minus(y.capex))],
        [bold("Cash from investing"), ...yearly((y) => minus(y.capex)).map(bold)],
        ["Equity funding received", ...yearly((y) => y.funding)],
        [bold("Cash from financing"), ...yearly((y) => y.funding).map(bold)],
        ["Net change in cash", ...yearly((y) => y.cashFlow)],
      ],
      footer: [["Closing cash", ...yearly((y) => y.closingCash)]],
    },
  ]);

  const sheets = proj.balanceSheets;
  const atYearEnd = (value: (b: (typeof sheets)[number]) => number) => sheets.map((b) => money(value(b)));
  const balanceSheet = section(F.balanceSheet, [
    {
      type: "table",
      caption: "At the end of each year",
      columns: yearCols,
      rows: [
        ["Cash", ...atYearEnd((b) => b.cash)],
        ["Fixed assets, net of depreciation", ...atYearEnd((b) => b.fixedAssets)],
        [bold("Total assets"), ...atYearEnd((b) => b.totalAssets).map(bold)],
        ["Cash shortfall (unfunded)", ...atYearEnd((b) => b.shortfall)],
        [bold("Total liabilities"), ...atYearEnd((b) => b.liabilities).map(bold)],
        ["Paid-in capital (starting cash and funding)", ...atYearEnd((b) => b.paidInCapital)],
        ["Retained earnings (profits less losses to date)", ...atYearEnd((b) => b.retainedEarnings)],
        [bold("Total equity"), ...atYearEnd((b) => b.totalEquity).map(bold)],
      ],
      footer: [["Total liabilities and equity", ...atYearEnd((b) => b.liabilities + b.totalEquity)]],
    },
    p(
      sheets.some((b) => b.shortfall > 0)
        ? "The plan has no loans or unpaid bills. Where the closing cash is below zero, the balance sheet shows no cash and the difference as a cash shortfall: money the business would need to borrow or raise, which this plan does not yet fund."
        : "The plan has no loans or unpaid bills, and its cash stays at or above zero at each year's end, so its liabilities are none.",
    ),
  ]);

  const periodColumns = (first: string): Column[] => [
    { header: first },
    right("Revenue"),
    right("Costs"),
    right("Net profit (loss)"),
    right("Closing cash"),
  ];
  const periodRow = (name: string, r: { revenue: number; costs: number; net: number; closingCash: number }): Text[] => [
    name,
    money(r.revenue),
    money(r.costs),
    money(r.net),
    money(r.closingCash),
  ];
  const year1 = section(F.year1, [
    {
      type: "table",
      columns: periodColumns("Month"),
      rows: proj.months.slice(0, 12).map((m) => periodRow(label(m.month), m)),
      footer: [periodRow("Year 1", years[0]!)],
    },
  ]);
  const laterYears = section(laterYearsHeading(years.length), [
    {
      type: "table",
      columns: periodColumns("Quarter"),
      rows: proj.quarters.map((q, i) => periodRow(`Year ${2 + Math.floor(i / 4)} Q${(i % 4) + 1} (${label(q.from)} – ${label(q.to)})`, q)),
    },
  ]);

  return section(
    H.financials,
    [
      callout(
        "info",
        "These projections are estimates computed from the assumptions below. They are not a guarantee of future results.",
      ),
    ],
    [assumptions, summary, profitAndLoss, cashFlow, balanceSheet, year1, laterYears],
  );
}

/** The sum of a series over a period's months. */
const sumRange = (values: readonly number[], period: PeriodRow) =>
  values.slice(period.from - 1, period.to).reduce((a, b) => a + b, 0);

function leanCanvas(input: TBusinessPlanRequest, money: Money): Section {
  const missing = "Not stated.";
  const cell = (text: string | undefined): Text => (text ? text.split("\n").filter(Boolean).join("\n") : missing);
  const { financials } = input;
  return section(H.leanCanvas, [
    p(`A one-page summary of the business model of ${input.companyName}.`),
    {
      type: "table",
      columns: [{ header: "Building block" }, { header: "Summary" }],
      rows: [
        [bold("Problem"), cell(input.problem)],
        [bold("Customer segments"), cell(input.targetMarket)],
        [bold("Unique value proposition"), cell(input.mission ?? input.description.split("\n")[0])],
        [bold("Solution"), cell(input.solution)],
        [bold("Channels"), cell(input.salesChannels)],
        [
          bold("Revenue streams"),
          financials.revenueStreams.map((s) => `${s.name}: ${money(s.monthlyRevenue)} a month`).join("\n"),
        ],
        [bold("Cost structure"), financials.monthlyCosts.map((c) => `${c.name}: ${money(c.amount)} a month`).join("\n")],
        [bold("Key metrics"), cell(input.keyMetrics)],
        [bold("Unfair advantage"), cell(input.unfairAdvantage)],
      ],
    },
  ]);
}

function appendix(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  return section(
    H.appendix,
    [
      p("Supporting documents that lenders and investors commonly ask for, to attach to this plan where they apply:"),
      ul(
        "Resumes of the owners and key managers",
        "Credit history (personal and business) and bank statements",
        "Letters of reference and letters of intent from customers or suppliers",
        "Licenses, permits, patents and trademarks",
        "Leases, contracts and other legal documents",
        "Product pictures, brochures and market research",
      ),
    ],
    [
      section("Monthly Forecast Detail", [
        {
          type: "table",
          caption: `All ${proj.horizon} months, in ${input.financials.currency}`,
          columns: [{ header: "Month" }, right("Revenue"), right("Costs"), right("Net profit (loss)"), right("Closing cash")],
          rows: proj.months.map((m) => [
            `${m.month}. ${label(m.month)}`,
            money(m.revenue),
            money(m.costs),
            money(m.net),
            money(m.closingCash),
          ]),
        },
      ]),
    ],
  );
}
