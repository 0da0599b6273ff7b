// The Financial Projections, every figure computed from the plan's financials (one projection,
// over 3 or 5 years): the key assumptions, the summary with its charts, the projected profit and
// loss, cash flow and balance sheet by year, year 1 by month and the later years by quarter.
import { type TBusinessPlanRequest, fundingIsCosted } from "../../../shared/doc-types";
import { DEPRECIATION_MONTHS, type PeriodRow, type Projection } from "../../../shared/doc-types/business-plan/projections";
import { type Column, type Section, type Text, bold, callout, chart, definitions, p, section } from "../../documents/model";
import { type Label, type Money, keyFigures, minus, percent, percentOf, right, sumRange } from "./format";
import { BUSINESS_PLAN_HEADINGS as H, FINANCIAL_HEADINGS as F, ROUNDING_RULE, chartCaptions, laterYearsHeading } from "./wording";

/** The funding in the projection: only when its use is costed. */
const costedFunding = (input: TBusinessPlanRequest) => (fundingIsCosted(input) ? input.fundingRequest : undefined);

/** Whether the costed funding buys capital expenditure (depreciation rows then appear). */
const hasCapexOf = (input: TBusinessPlanRequest) => Boolean(costedFunding(input)?.capitalExpenditure.length);

/** A statement's columns: the line, then one per year. */
const yearColumns = (proj: Projection): Column[] => [{ header: "" }, ...proj.years.map((_, i) => right(`Year ${i + 1}`))];

/** What the forecast covers and leaves out, and the revenue and cost lines it grows. */
function assumptionsSection(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  const { financials } = input;
  const horizon = proj.horizon;
  const years = proj.years;
  const funding = costedFunding(input);
  const hasCapex = hasCapexOf(input);
  return section(F.assumptions, [
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
}

/** The key figures, and the charts of revenue and costs and of cash. */
function summarySection(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  const { financials } = input;
  const horizon = proj.horizon;
  const captions = chartCaptions(horizon);
  const figures = keyFigures(proj, money, label);
  const major = (values: number[]) => values.map((v) => v / 100);
  const monthLabels = proj.months.map((m) => label(m.month));
  return section(F.summary, [
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
}

/** Each year's figures, as money. */
const yearlyOf = (proj: Projection, money: Money) => (values: (y: PeriodRow, i: number) => number) =>
  proj.years.map((y, i) => money(values(y, i)));

/** Revenue by stream, costs by line (and funded hires, depreciation), net profit by year. */
function profitAndLossSection(input: TBusinessPlanRequest, proj: Projection, money: Money): Section {
  const years = proj.years;
  const yearCols = yearColumns(proj);
  const hasCapex = hasCapexOf(input);
  const yearly = yearlyOf(proj, money);
  return section(F.profitAndLoss, [
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
}

/** Cash from operations, investing and financing by year. */
function cashFlowSection(input: TBusinessPlanRequest, proj: Projection, money: Money): Section {
  const yearCols = yearColumns(proj);
  const hasCapex = hasCapexOf(input);
  const yearly = yearlyOf(proj, money);
  return section(F.cashFlow, [
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
}

/** Assets, liabilities (an unfunded shortfall) and equity at each year's end. */
function balanceSheetSection(proj: Projection, money: Money): Section {
  const yearCols = yearColumns(proj);
  const sheets = proj.balanceSheets;
  const atYearEnd = (value: (b: (typeof sheets)[number]) => number) => sheets.map((b) => money(value(b)));
  return section(F.balanceSheet, [
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
}

/** Year 1 by month, and the later years by quarter. */
function periodSections(proj: Projection, money: Money, label: Label): Section[] {
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
  return [
    section(F.year1, [
      {
        type: "table",
        columns: periodColumns("Month"),
        rows: proj.months.slice(0, 12).map((m) => periodRow(label(m.month), m)),
        footer: [periodRow("Year 1", proj.years[0]!)],
      },
    ]),
    section(laterYearsHeading(proj.years.length), [
      {
        type: "table",
        columns: periodColumns("Quarter"),
        rows: proj.quarters.map((q, i) => periodRow(`Year ${2 + Math.floor(i / 4)} Q${(i % 4) + 1} (${label(q.from)} – ${label(q.to)})`, q)),
      },
    ]),
  ];
}

/** The projections, with the warning that they are estimates. */
export function financialProjections(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  return section(
    H.financials,
    [
      callout(
        "info",
        "These projections are estimates computed from the assumptions below. They are not a guarantee of future results.",
      ),
    ],
    [
      assumptionsSection(input, proj, money, label),
      summarySection(input, proj, money, label),
      profitAndLossSection(input, proj, money),
      cashFlowSection(input, proj, money),
      balanceSheetSection(proj, money),
      ...periodSections(proj, money, label),
    ],
  );
}
