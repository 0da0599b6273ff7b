// The business plan, in the U.S. Small Business Administration's traditional outline: Executive
// Summary, Company Description, Market Analysis, Organization and Management, Service or Product
// Line, Marketing and Sales, Funding Request (only when funding is asked for), Financial
// Projections and Appendix, with a one-page Lean Canvas when asked for. Every figure of the
// Financial Projections is computed from the plan's financials (shared/doc-types/business-plan/
// projections.ts), never typed: the tables and charts read one projection.
import { type TBusinessPlanRequest, formatMoney } from "../../../shared/doc-types";
import {
  FORECAST_MONTHS,
  type PeriodRow,
  type Projection,
  monthLabel,
  projectFinancials,
} from "../../../shared/doc-types/business-plan/projections";
import { formatLongDate, joinWords } from "../../documents/format";
import {
  type Block,
  type Column,
  type DocumentModel,
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
  cashFlow: "Projected Cash Flow",
  year1: "Year 1 by Month",
  years23: "Years 2 and 3 by Quarter",
} as const;

export const CHART_CAPTIONS = {
  revenueCosts: "Monthly revenue and costs, months 1 to 36",
  cash: "Closing cash balance, months 1 to 36",
} as const;

/** The rounding rule, as the plan states it (docs/API.md says the same). */
export const ROUNDING_RULE =
  "Month 1 of each revenue stream and cost line is the amount entered; each later month is the previous month's amount grown by the monthly rate and rounded to the nearest cent (halves up). Totals add the rounded amounts.";

const H = BUSINESS_PLAN_HEADINGS;
const F = FINANCIAL_HEADINGS;

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;
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

/** The legal form, in words, with its article: the plan's answer as written, else the profile's. */
function legalStructureOf(input: TBusinessPlanRequest, business?: BusinessIdentity): string | undefined {
  if (input.legalStructure) return /^(?:a|an|the)\s/i.test(input.legalStructure) ? input.legalStructure : `${/^[aeiou]/i.test(input.legalStructure) ? "an" : "a"} ${input.legalStructure}`;
  return business?.entityType ? ENTITY_WORDS[business.entityType] : undefined;
}

/** User text of several lines as a bulleted list (one item a line), or paragraphs when one line. */
function linesOrParagraphs(text: string): Block[] {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length > 1 ? [ul(...lines)] : userParagraphs(text);
}

const R: Column = { header: "", align: "right" };
const right = (header: string): Column => ({ ...R, header });

export function businessPlanTemplate(input: TBusinessPlanRequest, ctx: BaseContext): DocumentModel {
  const { financials } = input;
  const money = (minor: number) => formatMoney(minor, financials.currency);
  const projection = projectFinancials({
    startingCash: financials.startingCash,
    revenueStreams: financials.revenueStreams,
    monthlyCosts: financials.monthlyCosts,
    costGrowthPercent: input.costGrowthPercent,
  });
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
  if (input.fundingRequest) sections.push(fundingRequest(input, input.fundingRequest, projection, money));
  sections.push(financialProjections(input, projection, money, label));
  if (input.includeLeanCanvas) sections.push(leanCanvas(input, money));
  sections.push(appendix(input, projection, money, label));

  return {
    type: "business_plan",
    title: clampTitle(`Business Plan — ${company}`),
    meta: [
      { label: "Prepared", value: formatLongDate(ctx.generatedAt) },
      { label: "Forecast period", value: `${label(1)} – ${label(FORECAST_MONTHS)}` },
      { label: "Currency", value: financials.currency },
      ...(location ? [{ label: "Location", value: location }] : []),
    ],
    numbered: true,
    sections,
  };
}

type Money = (minor: number) => string;
type Label = (month: number) => string;

/** "Break-even month" and friends, as the summary and the executive summary say them. */
function keyFigures(p: Projection, money: Money, label: Label) {
  return {
    breakEven:
      p.breakEvenMonth !== undefined
        ? `Month ${p.breakEvenMonth} (${label(p.breakEvenMonth)})`
        : `Not within ${FORECAST_MONTHS} months`,
    cumulative:
      p.cumulativeBreakEvenMonth !== undefined
        ? `Month ${p.cumulativeBreakEvenMonth} (${label(p.cumulativeBreakEvenMonth)})`
        : `Not within ${FORECAST_MONTHS} months`,
    runway:
      p.runwayMonths !== undefined
        ? `${months(p.runwayMonths)}: cash falls below zero in month ${p.cashOutMonth} (${label(p.cashOutMonth!)})`
        : `Not within ${FORECAST_MONTHS} months: cash stays at or above zero throughout the forecast`,
    lowest:
      p.lowestCash.month === 0
        ? `${money(p.lowestCash.amount)} (the starting cash; the balance never falls below it)`
        : `${money(p.lowestCash.amount)} in month ${p.lowestCash.month} (${label(p.lowestCash.month)})`,
  };
}

function executiveSummary(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label, location?: string): Section {
  const [y1, , y3] = proj.years as [PeriodRow, PeriodRow, PeriodRow];
  const figures = keyFigures(proj, money, label);
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
      `Year 3 revenue of ${money(y3.revenue)} and a net ${y3.net < 0 ? "loss" : "profit"} of ${money(Math.abs(y3.net))}.`,
      `Break-even month (revenue covers costs): ${figures.breakEven}.`,
      `Cash runway: ${figures.runway}.`,
    ),
    input.fundingRequest
      ? p(
          bold("Funding. "),
          `${input.companyName} is seeking ${money(input.fundingRequest.amount)}, as set out in the section "${H.funding}".`,
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
): Section {
  // The same forecast with the funding received at the start: what it buys in runway.
  const funded = projectFinancials({
    startingCash: input.financials.startingCash + funding.amount,
    revenueStreams: input.financials.revenueStreams,
    monthlyCosts: input.financials.monthlyCosts,
    costGrowthPercent: input.costGrowthPercent,
  });
  const runway = (x: Projection) =>
    x.runwayMonths !== undefined ? months(x.runwayMonths) : `more than ${FORECAST_MONTHS} months`;
  const closing = money(funded.months[FORECAST_MONTHS - 1]!.closingCash);
  const effect =
    proj.runwayMonths === undefined
      ? `Received at the start of month 1, it would raise the closing cash balance after ${FORECAST_MONTHS} months to ${closing}.`
      : `Received at the start of month 1, it would extend the cash runway from ${runway(proj)} to ${runway(funded)}, with a closing cash balance of ${closing} after ${FORECAST_MONTHS} months.`;
  return section(H.funding, [
    p(`${input.companyName} is requesting `, bold(money(funding.amount)), "."),
    p(bold("Use of funds.")),
    ...userParagraphs(funding.use),
    p(
      `The projections in the section "${H.financials}" exclude this funding. ${effect} This assumes that the funding adds only to cash: the spending described under "Use of funds" (such as new hires or capital expenditure) is not costed in the monthly costs of this forecast, and to the extent it is not already included there it will reduce the closing cash and shorten the runway. Add those costs to the monthly costs to see their effect.`,
    ),
  ]);
}

function financialProjections(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  const { financials } = input;
  const figures = keyFigures(proj, money, label);
  const major = (values: number[]) => values.map((v) => v / 100);
  const monthLabels = proj.months.map((m) => label(m.month));
  const years = proj.years;
  const yearCols: Column[] = [{ header: "" }, right("Year 1"), right("Year 2"), right("Year 3")];

  const assumptions = section(F.assumptions, [
    p(
      `The forecast covers ${FORECAST_MONTHS} months from ${label(1)} to ${label(FORECAST_MONTHS)}, in ${financials.currency}, starting with cash of ${money(financials.startingCash)}. It excludes any outside funding, loans, taxes and timing differences between sales and payment: each month's profit or loss is its net cash flow.`,
    ),
    {
      type: "table",
      caption: "Revenue streams",
      columns: [{ header: "Revenue stream" }, right("Month 1 revenue"), right("Monthly growth")],
      rows: financials.revenueStreams.map((s) => [s.name, money(s.monthlyRevenue), percent(s.monthlyGrowthPercent)]),
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
      { term: `Closing cash after ${FORECAST_MONTHS} months`, description: money(proj.months[FORECAST_MONTHS - 1]!.closingCash) },
    ]),
    chart(
      CHART_CAPTIONS.revenueCosts,
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
      CHART_CAPTIONS.cash,
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
        ...proj.costsByLine.map((c) => [c.name, ...yearly((y) => sumRange(c.values, y))]),
        [bold("Total costs"), ...yearly((y) => y.costs).map(bold)],
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
        ["Cash in (revenue)", ...yearly((y) => y.revenue)],
        ["Cash out (costs)", ...yearly((y) => -y.costs)],
        ["Net cash flow", ...yearly((y) => y.net)],
      ],
      footer: [["Closing cash", ...yearly((y) => y.closingCash)]],
    },
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
  const years23 = section(F.years23, [
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
    [assumptions, summary, profitAndLoss, cashFlow, year1, years23],
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
          caption: `All ${FORECAST_MONTHS} months, in ${input.financials.currency}`,
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
