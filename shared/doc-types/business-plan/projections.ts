// The business plan's financial projections: a 36- or 60-month forecast computed from the plan's
// financials, never typed in. Pure and shared: the schema checks its bounds with it, the server's
// template prints it, and the form can preview it.
//
// All money is integer minor units (cents). Growth is a whole number of basis points (a percent
// with up to 2 decimals, × 100), and the rounding rule is defined once (grow):
//
//   month 1 is the amount as entered; each later month is the previous month's amount
//   × (10,000 + growth in basis points) / 10,000, rounded to the nearest minor unit, halves up.
//
// The division is done in integers (divRound), so the result is the same on every platform. The
// schema bounds every amount and refuses a line that would grow past MAX_MONTHLY_AMOUNT within the
// forecast, so every product, sum and balance here stays a safe integer.

export const FORECAST_MONTHS = 36;
/** 100% = 10,000 basis points. */
export const BASIS_POINTS = 10_000;
/**
 * The most one revenue stream or cost line may reach in any month (1e11 minor units, 1 billion in
 * major units). The product of an amount and a growth factor then stays below 2e15, under
 * Number.MAX_SAFE_INTEGER (9e15), and 60 months of every line (revenue, cost of sales, costs and
 * hires) summed stays below 1e15.
 */
export const MAX_MONTHLY_AMOUNT = 100_000_000_000;

/** A percent with up to two decimals as basis points: 2.5 → 250, -0.75 → -75. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);

/** n / d rounded to the nearest integer, halves away from zero, in exact integer arithmetic. */
export function divRound(n: number, d: number): number {
  let q = Math.trunc(n / d);
  let r = n - q * d;
  // The float quotient may be one off either way; the remainder says which.
  if (r < 0 && n >= 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (n >= 0) return 2 * r >= d ? q + 1 : q;
  // Negative n: mirror the positive case.
  return -divRound(-n, d);
}

/** One month's growth of an amount: the rounding rule above. */
export function grow(amount: number, growthBasisPoints: number): number {
  const product = amount * (BASIS_POINTS + growthBasisPoints);
  if (!Number.isSafeInteger(product)) throw new RangeError("Projection amount out of range");
  return divRound(product, BASIS_POINTS);
}

/** An amount's months 1..months, each grown from the one before. */
export function monthlySeries(start: number, growthPercent: number, months = FORECAST_MONTHS): number[] {
  const bp = toBasisPoints(growthPercent);
  const out: number[] = [];
  let value = start;
  for (let m = 0; m < months; m++) {
    if (m > 0) value = grow(value, bp);
    out.push(value);
  }
  return out;
}

/**
 * The first month (1-based) in which a growing amount would exceed `max`, or undefined. Checked
 * before any product could leave the safe range, so it is safe for any bounded input.
 */
export function firstMonthOver(start: number, growthPercent: number, max = MAX_MONTHLY_AMOUNT, months = FORECAST_MONTHS): number | undefined {
  const bp = toBasisPoints(growthPercent);
  let value = start;
  for (let m = 1; m <= months; m++) {
    if (m > 1) value = grow(value, bp);
    if (value > max) return m;
  }
  return undefined;
}

/** The forecast's length in years: 3 (36 months) or 5 (60 months), at the user's choice. */
export const PROJECTION_YEARS = [3, 5] as const;
export type ProjectionYears = (typeof PROJECTION_YEARS)[number];
/** The longest forecast, in months: what the schema's growth bounds are checked over. */
export const MAX_FORECAST_MONTHS = 60;
/** Capital expenditure is depreciated straight-line over this many months from its month. */
export const DEPRECIATION_MONTHS = 36;

export interface ProjectionInput {
  startingCash: number;
  revenueStreams: readonly {
    name: string;
    monthlyRevenue: number;
    monthlyGrowthPercent: number;
    /** The direct cost of what this stream sells, in percent of its revenue (0 when absent). */
    costOfSalesPercent?: number;
  }[];
  monthlyCosts: readonly { name: string; amount: number }[];
  /** Applied to every cost line, by the same rule. */
  costGrowthPercent: number;
  /** 36 (the default) or 60. */
  months?: number;
  /**
   * Outside funding received at the start of month 1, and what it is spent on: hires (a monthly
   * cost from their start month to the end of the forecast) and capital expenditure (paid in its
   * month, depreciated straight-line over DEPRECIATION_MONTHS).
   */
  funding?: {
    amount: number;
    hires: readonly { role: string; monthlyCost: number; startMonth: number }[];
    capitalExpenditure: readonly { item: string; amount: number; month: number }[];
  };
}

export interface MonthRow {
  /** 1..months. */
  month: number;
  revenue: number;
  /** The revenue streams' cost of sales. */
  costOfSales: number;
  /** revenue − costOfSales. */
  grossProfit: number;
  /** The cost lines and the funded hires. */
  operatingCosts: number;
  depreciation: number;
  /** Every expense: cost of sales, operating costs and depreciation. */
  costs: number;
  /** revenue − costs: the month's profit or loss. */
  net: number;
  /** Capital expenditure paid this month. */
  capex: number;
  /** Outside funding received this month. */
  funding: number;
  /** net + depreciation − capex + funding: the month's change in cash. */
  cashFlow: number;
  openingCash: number;
  closingCash: number;
}

/** A run of months added up: a quarter or a year. */
export interface PeriodRow {
  /** The first and last month (1-based) of the period. */
  from: number;
  to: number;
  revenue: number;
  costOfSales: number;
  grossProfit: number;
  operatingCosts: number;
  depreciation: number;
  costs: number;
  net: number;
  capex: number;
  funding: number;
  cashFlow: number;
  openingCash: number;
  closingCash: number;
}

/**
 * The balance sheet at the end of a year. The plan has no loans or credit, so its one liability is
 * a cash shortfall: closing cash below 0 shows as cash 0 and a shortfall of the difference, so that
 * cash − shortfall is always the cash-flow statement's closing cash.
 */
export interface BalanceSheetRow {
  /** The year's last month. */
  month: number;
  /** The closing cash, or 0 when it is below 0. */
  cash: number;
  /** The cash shortfall: −closing cash when it is below 0, else 0. */
  shortfall: number;
  /** Capital expenditure to date less its depreciation to date. */
  fixedAssets: number;
  totalAssets: number;
  liabilities: number;
  /** The starting cash and the funding received to date. */
  paidInCapital: number;
  /** The profits less the losses to date. */
  retainedEarnings: number;
  totalEquity: number;
}

export interface Projection {
  /** The forecast's length: 36 or 60. */
  horizon: number;
  months: MonthRow[];
  /** Each revenue stream's months, in the order given. */
  revenueByStream: { name: string; values: number[] }[];
  /** Each revenue stream's cost of sales by month, in the order given. */
  costOfSalesByStream: { name: string; values: number[] }[];
  /** Each cost line's months, in the order given. */
  costsByLine: { name: string; values: number[] }[];
  /** Each funded hire's monthly cost (0 before its start month). */
  hiresByRole: { name: string; values: number[] }[];
  /** Months 13..horizon in quarters. */
  quarters: PeriodRow[];
  /** Years 1 to 3 or 5. */
  years: PeriodRow[];
  /** The balance sheet at each year's end. */
  balanceSheets: BalanceSheetRow[];
  /** The first month with revenue ≥ costs, or undefined when none within the forecast. */
  breakEvenMonth?: number;
  /**
   * The month from which cumulative net stays ≥ 0 to the last month (every earlier loss recovered; 1
   * when there never was one), or undefined when it is below 0 at the last month.
   */
  cumulativeBreakEvenMonth?: number;
  /** The first month whose closing cash is below 0, or undefined when cash lasts the forecast. */
  cashOutMonth?: number;
  /** Whole months the cash lasts (cashOutMonth − 1), or undefined when it lasts the forecast. */
  runwayMonths?: number;
  /** The lowest closing cash, and its month (0: the starting cash, when it never dips below). */
  lowestCash: { month: number; amount: number };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function period(months: readonly MonthRow[], from: number, to: number): PeriodRow {
  const run = months.slice(from - 1, to);
  const total = (key: keyof MonthRow) => sum(run.map((m) => m[key]));
  return {
    from,
    to,
    revenue: total("revenue"),
    costOfSales: total("costOfSales"),
    grossProfit: total("grossProfit"),
    operatingCosts: total("operatingCosts"),
    depreciation: total("depreciation"),
    costs: total("costs"),
    net: total("net"),
    capex: total("capex"),
    funding: total("funding"),
    cashFlow: total("cashFlow"),
    openingCash: run[0]!.openingCash,
    closingCash: run[run.length - 1]!.closingCash,
  };
}

/** Straight-line depreciation of an amount bought in `month`: equal rounded parts, the last takes the rest. */
export function depreciationSchedule(amount: number, month: number, months: number): number[] {
  const out = new Array<number>(months).fill(0);
  const part = divRound(amount, DEPRECIATION_MONTHS);
  for (let k = 0; k < DEPRECIATION_MONTHS; k++) {
    const m = month - 1 + k;
    if (m >= months) break;
    out[m] = k === DEPRECIATION_MONTHS - 1 ? amount - part * (DEPRECIATION_MONTHS - 1) : part;
  }
  return out;
}

/** The forecast, 36 months unless `months` says 60. */
export function projectFinancials(input: ProjectionInput): Projection {
  const horizon = input.months ?? FORECAST_MONTHS;
  const revenueByStream = input.revenueStreams.map((s) => ({
    name: s.name,
    values: monthlySeries(s.monthlyRevenue, s.monthlyGrowthPercent, horizon),
  }));
  const costOfSalesByStream = input.revenueStreams.map((s, i) => {
    const bp = toBasisPoints(s.costOfSalesPercent ?? 0);
    return { name: s.name, values: revenueByStream[i]!.values.map((v) => divRound(v * bp, BASIS_POINTS)) };
  });
  const costsByLine = input.monthlyCosts.map((c) => ({
    name: c.name,
    values: monthlySeries(c.amount, input.costGrowthPercent, horizon),
  }));
  const funding = input.funding;
  const hiresByRole = (funding?.hires ?? []).map((h) => ({
    name: h.role,
    values: Array.from({ length: horizon }, (_, i) => (i + 1 >= h.startMonth ? h.monthlyCost : 0)),
  }));
  const capexIn = Array.from({ length: horizon }, (_, i) =>
    sum((funding?.capitalExpenditure ?? []).filter((c) => c.month === i + 1).map((c) => c.amount)),
  );
  const depreciationIn = new Array<number>(horizon).fill(0);
  for (const c of funding?.capitalExpenditure ?? [])
    depreciationSchedule(c.amount, c.month, horizon).forEach((v, i) => (depreciationIn[i]! += v));

  const months: MonthRow[] = [];
  let cash = input.startingCash;
  let cumulative = 0;
  let lastBelowZero = 0;
  let breakEvenMonth: number | undefined;
  let cashOutMonth: number | undefined;
  let lowestCash = { month: 0, amount: input.startingCash };
  for (let i = 0; i < horizon; i++) {
    const month = i + 1;
    const revenue = sum(revenueByStream.map((s) => s.values[i]!));
    const costOfSales = sum(costOfSalesByStream.map((s) => s.values[i]!));
    const operatingCosts = sum(costsByLine.map((c) => c.values[i]!)) + sum(hiresByRole.map((h) => h.values[i]!));
    const depreciation = depreciationIn[i]!;
    const costs = costOfSales + operatingCosts + depreciation;
    const net = revenue - costs;
    const capex = capexIn[i]!;
    const fundingIn = month === 1 ? (funding?.amount ?? 0) : 0;
    const cashFlow = net + depreciation - capex + fundingIn;
    const openingCash = cash;
    cash += cashFlow;
    months.push({
      month,
      revenue,
      costOfSales,
      grossProfit: revenue - costOfSales,
      operatingCosts,
      depreciation,
      costs,
      net,
      capex,
      funding: fundingIn,
      cashFlow,
      openingCash,
      closingCash: cash,
    });

    if (breakEvenMonth === undefined && revenue >= costs) breakEvenMonth = month;
    cumulative += net;
    if (cumulative < 0) lastBelowZero = month;
    if (cashOutMonth === undefined && cash < 0) cashOutMonth = month;
    if (cash < lowestCash.amount) lowestCash = { month, amount: cash };
  }

  const cumulativeBreakEvenMonth = cumulative >= 0 ? lastBelowZero + 1 : undefined;

  const quarters: PeriodRow[] = [];
  for (let from = 13; from <= horizon; from += 3) quarters.push(period(months, from, from + 2));
  const years: PeriodRow[] = [];
  for (let from = 1; from <= horizon; from += 12) years.push(period(months, from, from + 11));

  const balanceSheets = years.map((y): BalanceSheetRow => {
    const toDate = months.slice(0, y.to);
    const fixedAssets = sum(toDate.map((m) => m.capex)) - sum(toDate.map((m) => m.depreciation));
    const cashAt = months[y.to - 1]!.closingCash;
    const paidInCapital = input.startingCash + sum(toDate.map((m) => m.funding));
    const retainedEarnings = sum(toDate.map((m) => m.net));
    const cash = Math.max(0, cashAt);
    const shortfall = Math.max(0, -cashAt);
    return {
      month: y.to,
      cash,
      shortfall,
      fixedAssets,
      totalAssets: cash + fixedAssets,
      liabilities: shortfall,
      paidInCapital,
      retainedEarnings,
      totalEquity: paidInCapital + retainedEarnings,
    };
  });

  return {
    horizon,
    months,
    revenueByStream,
    costOfSalesByStream,
    costsByLine,
    hiresByRole,
    quarters,
    years,
    balanceSheets,
    ...(breakEvenMonth !== undefined ? { breakEvenMonth } : {}),
    ...(cumulativeBreakEvenMonth !== undefined ? { cumulativeBreakEvenMonth } : {}),
    ...(cashOutMonth !== undefined ? { cashOutMonth, runwayMonths: cashOutMonth - 1 } : {}),
    lowestCash,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The calendar month of a forecast month: ("2027-01", 14) → "Feb 2028". */
export function monthLabel(startMonth: string, month: number): string {
  const [y, m] = startMonth.split("-").map(Number) as [number, number];
  const index = m - 1 + month - 1;
  return `${MONTHS[index % 12]} ${y + Math.floor(index / 12)}`;
}
