// The business plan's financial projections: a 36-month forecast computed from the plan's
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
 * Number.MAX_SAFE_INTEGER (9e15), and 36 months of every line summed stays below 1e14.
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

export interface ProjectionInput {
  startingCash: number;
  revenueStreams: readonly { name: string; monthlyRevenue: number; monthlyGrowthPercent: number }[];
  monthlyCosts: readonly { name: string; amount: number }[];
  /** Applied to every cost line, by the same rule. */
  costGrowthPercent: number;
}

export interface MonthRow {
  /** 1..36. */
  month: number;
  revenue: number;
  costs: number;
  /** revenue − costs: the month's profit or loss, and its net cash flow. */
  net: number;
  openingCash: number;
  closingCash: number;
}

/** A run of months added up: a quarter or a year. */
export interface PeriodRow {
  /** The first and last month (1-based) of the period. */
  from: number;
  to: number;
  revenue: number;
  costs: number;
  net: number;
  openingCash: number;
  closingCash: number;
}

export interface Projection {
  months: MonthRow[];
  /** Each revenue stream's 36 months, in the order given. */
  revenueByStream: { name: string; values: number[] }[];
  /** Each cost line's 36 months, in the order given. */
  costsByLine: { name: string; values: number[] }[];
  /** Months 13..36 in 8 quarters. */
  quarters: PeriodRow[];
  /** Years 1, 2 and 3. */
  years: PeriodRow[];
  /** The first month with revenue ≥ costs, or undefined when none within 36 months. */
  breakEvenMonth?: number;
  /**
   * The month from which cumulative net stays ≥ 0 to month 36 (every earlier loss recovered; 1
   * when there never was one), or undefined when it is below 0 at month 36.
   */
  cumulativeBreakEvenMonth?: number;
  /** The first month whose closing cash is below 0, or undefined when cash lasts 36 months. */
  cashOutMonth?: number;
  /** Whole months the cash lasts (cashOutMonth − 1), or undefined when it lasts all 36. */
  runwayMonths?: number;
  /** The lowest closing cash, and its month (0: the starting cash, when it never dips below). */
  lowestCash: { month: number; amount: number };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function period(months: readonly MonthRow[], from: number, to: number): PeriodRow {
  const run = months.slice(from - 1, to);
  return {
    from,
    to,
    revenue: sum(run.map((m) => m.revenue)),
    costs: sum(run.map((m) => m.costs)),
    net: sum(run.map((m) => m.net)),
    openingCash: run[0]!.openingCash,
    closingCash: run[run.length - 1]!.closingCash,
  };
}

/** The 36-month forecast. */
export function projectFinancials(input: ProjectionInput): Projection {
  const revenueByStream = input.revenueStreams.map((s) => ({
    name: s.name,
    values: monthlySeries(s.monthlyRevenue, s.monthlyGrowthPercent),
  }));
  const costsByLine = input.monthlyCosts.map((c) => ({
    name: c.name,
    values: monthlySeries(c.amount, input.costGrowthPercent),
  }));

  const months: MonthRow[] = [];
  let cash = input.startingCash;
  let cumulative = 0;
  let lastBelowZero = 0;
  let breakEvenMonth: number | undefined;
  let cashOutMonth: number | undefined;
  let lowestCash = { month: 0, amount: input.startingCash };
  for (let i = 0; i < FORECAST_MONTHS; i++) {
    const month = i + 1;
    const revenue = sum(revenueByStream.map((s) => s.values[i]!));
    const costs = sum(costsByLine.map((c) => c.values[i]!));
    const net = revenue - costs;
    const openingCash = cash;
    cash += net;
    months.push({ month, revenue, costs, net, openingCash, closingCash: cash });

    if (breakEvenMonth === undefined && revenue >= costs) breakEvenMonth = month;
    cumulative += net;
    if (cumulative < 0) lastBelowZero = month;
    if (cashOutMonth === undefined && cash < 0) cashOutMonth = month;
    if (cash < lowestCash.amount) lowestCash = { month, amount: cash };
  }

  const cumulativeBreakEvenMonth = cumulative >= 0 ? lastBelowZero + 1 : undefined;

  const quarters: PeriodRow[] = [];
  for (let from = 13; from <= FORECAST_MONTHS; from += 3) quarters.push(period(months, from, from + 2));
  const years = [1, 13, 25].map((from) => period(months, from, from + 11));

  return {
    months,
    revenueByStream,
    costsByLine,
    quarters,
    years,
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
