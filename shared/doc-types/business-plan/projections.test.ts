// The forecast arithmetic, against figures worked out by hand.
import { describe, expect, test } from "vitest";
import {
  MAX_MONTHLY_AMOUNT,
  type Projection,
  type ProjectionInput,
  depreciationSchedule,
  divRound,
  firstMonthOver,
  grow,
  monthLabel,
  monthlySeries,
  projectFinancials,
  toBasisPoints,
} from "./projections";

const plan = (over: Partial<ProjectionInput> = {}): ProjectionInput => ({
  startingCash: 10_000,
  revenueStreams: [{ name: "Sales", monthlyRevenue: 1_000, monthlyGrowthPercent: 0 }],
  monthlyCosts: [{ name: "Rent", amount: 3_000 }],
  costGrowthPercent: 0,
  ...over,
});

describe("the rounding rule", () => {
  test("divRound rounds to the nearest integer, halves away from zero", () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    expect(divRound(7, 3)).toBe(2);
    expect(divRound(8, 3)).toBe(3);
    expect(divRound(10_000, 10_000)).toBe(1);
    expect(divRound(0, 7)).toBe(0);
  });

  test("percent to basis points: two decimals exactly", () => {
    expect(toBasisPoints(2.5)).toBe(250);
    expect(toBasisPoints(-0.75)).toBe(-75);
    expect(toBasisPoints(0.07)).toBe(7);
    expect(toBasisPoints(100)).toBe(10_000);
  });

  test("one month's growth: amount × (10,000 + bp) / 10,000, halves up", () => {
    expect(grow(1_000, 1_000)).toBe(1_100);
    expect(grow(1_005, 1_000)).toBe(1_106); // 1,105.5
    expect(grow(15, 333)).toBe(15); // 15.4995
    expect(grow(1_000, -1_000)).toBe(900);
    expect(grow(1_000, -10_000)).toBe(0);
  });

  test("each month grows from the previous month's rounded amount", () => {
    expect(monthlySeries(10_000, 10, 4)).toEqual([10_000, 11_000, 12_100, 13_310]);
    // 999 × 1.025 = 1,023.975 → 1,024; 1,024 × 1.025 = 1,049.6 → 1,050.
    expect(monthlySeries(999, 2.5, 3)).toEqual([999, 1_024, 1_050]);
    expect(monthlySeries(1_000, -10, 5)).toEqual([1_000, 900, 810, 729, 656]); // 656.1
    expect(monthlySeries(500, -100, 3)).toEqual([500, 0, 0]);
    expect(monthlySeries(0, 50, 3)).toEqual([0, 0, 0]);
    expect(monthlySeries(1_234, 0)).toHaveLength(36);
  });
});

describe("the 36-month forecast", () => {
  test("losing 2,000 a month from 10,000: cash runs out in month 6, a runway of 5 months", () => {
    const p = projectFinancials(plan());
    expect(p.months.slice(0, 6).map((m) => m.closingCash)).toEqual([8_000, 6_000, 4_000, 2_000, 0, -2_000]);
    expect(p.months[0]).toMatchObject({ month: 1, revenue: 1_000, costs: 3_000, net: -2_000, openingCash: 10_000, closingCash: 8_000 });
    expect(p.cashOutMonth).toBe(6);
    expect(p.runwayMonths).toBe(5);
    expect(p.breakEvenMonth).toBeUndefined();
    expect(p.cumulativeBreakEvenMonth).toBeUndefined();
    expect(p.lowestCash).toEqual({ month: 36, amount: 10_000 - 36 * 2_000 });
  });

  test("zero revenue never breaks even; no starting cash runs out in month 1 (a runway of 0)", () => {
    const p = projectFinancials(
      plan({ startingCash: 0, revenueStreams: [{ name: "None yet", monthlyRevenue: 0, monthlyGrowthPercent: 25 }] }),
    );
    expect(p.months.every((m) => m.revenue === 0)).toBe(true);
    expect(p.breakEvenMonth).toBeUndefined();
    expect(p.cashOutMonth).toBe(1);
    expect(p.runwayMonths).toBe(0);
  });

  test("10% growth against flat costs of 1,500: break-even in month 6, losses recovered in month 9", () => {
    const p = projectFinancials(
      plan({
        revenueStreams: [{ name: "Sales", monthlyRevenue: 1_000, monthlyGrowthPercent: 10 }],
        monthlyCosts: [{ name: "Rent", amount: 1_500 }],
      }),
    );
    // 1,000; 1,100; 1,210; 1,331; 1,464 (1,464.1); 1,610 (1,610.4); 1,771; 1,948 (1,948.1); 2,143 (2,142.8)
    expect(p.months.slice(0, 9).map((m) => m.revenue)).toEqual([1_000, 1_100, 1_210, 1_331, 1_464, 1_610, 1_771, 1_948, 2_143]);
    expect(p.breakEvenMonth).toBe(6);
    // Cumulative net: −500, −900, −1,190, −1,359, −1,395, −1,285, −1,014, −566, +77.
    expect(p.cumulativeBreakEvenMonth).toBe(9);
    expect(p.cashOutMonth).toBeUndefined();
    expect(p.runwayMonths).toBeUndefined();
    expect(p.lowestCash).toEqual({ month: 5, amount: 10_000 - 1_395 });
  });

  test("profitable from month 1: break-even and cumulative break-even are month 1", () => {
    const p = projectFinancials(plan({ monthlyCosts: [{ name: "Hosting", amount: 400 }] }));
    expect(p.breakEvenMonth).toBe(1);
    expect(p.cumulativeBreakEvenMonth).toBe(1);
    expect(p.lowestCash).toEqual({ month: 0, amount: 10_000 });
  });

  test("negative revenue growth and growing costs", () => {
    const p = projectFinancials(
      plan({
        startingCash: 5_000,
        revenueStreams: [{ name: "Legacy", monthlyRevenue: 2_000, monthlyGrowthPercent: -50 }],
        monthlyCosts: [{ name: "Staff", amount: 1_000 }],
        costGrowthPercent: 10,
      }),
    );
    expect(p.months.slice(0, 3).map((m) => [m.revenue, m.costs, m.net, m.closingCash])).toEqual([
      [2_000, 1_000, 1_000, 6_000],
      [1_000, 1_100, -100, 5_900],
      [500, 1_210, -710, 5_190],
    ]);
    expect(p.breakEvenMonth).toBe(1);
  });

  test("quarters and years add up their months; cash carries over", () => {
    const p = projectFinancials(plan({ monthlyCosts: [{ name: "A", amount: 300 }, { name: "B", amount: 100 }] }));
    expect(p.months[0]).toMatchObject({ revenue: 1_000, costs: 400, net: 600 });
    expect(p.years).toMatchObject([
      { from: 1, to: 12, revenue: 12_000, costs: 4_800, net: 7_200, openingCash: 10_000, closingCash: 17_200 },
      { from: 13, to: 24, revenue: 12_000, costs: 4_800, net: 7_200, openingCash: 17_200, closingCash: 24_400 },
      { from: 25, to: 36, revenue: 12_000, costs: 4_800, net: 7_200, openingCash: 24_400, closingCash: 31_600 },
    ]);
    expect(p.quarters).toHaveLength(8);
    expect(p.quarters[0]).toMatchObject({ from: 13, to: 15, revenue: 3_000, costs: 1_200, net: 1_800, openingCash: 17_200, closingCash: 19_000 });
    expect(p.quarters[7]).toMatchObject({ from: 34, to: 36, closingCash: 31_600 });
    expect(p.costsByLine.map((c) => c.values[35])).toEqual([300, 100]);
  });

  test("the largest inputs the schema allows stay safe integers", () => {
    const p = projectFinancials({
      startingCash: 1_000_000_000_000,
      revenueStreams: Array.from({ length: 10 }, (_, i) => ({ name: `S${i}`, monthlyRevenue: MAX_MONTHLY_AMOUNT, monthlyGrowthPercent: 0 })),
      monthlyCosts: Array.from({ length: 20 }, (_, i) => ({ name: `C${i}`, amount: MAX_MONTHLY_AMOUNT })),
      costGrowthPercent: 0,
    });
    const all = [...p.months, ...p.quarters, ...p.years].flatMap((r) => Object.values(r));
    expect(all.every(Number.isSafeInteger)).toBe(true);
    expect(p.years[0]!.revenue).toBe(12_000_000_000_000);
    expect(p.months[35]!.closingCash).toBe(1_000_000_000_000 - 36 * 1_000_000_000_000);
    // Growth from 1 cent at 100% a month stays in range (2^35 cents in month 36).
    expect(monthlySeries(1, 100)[35]).toBe(2 ** 35);
  });

  test("firstMonthOver finds the month a line would pass the bound", () => {
    expect(firstMonthOver(MAX_MONTHLY_AMOUNT, 0)).toBeUndefined();
    expect(firstMonthOver(MAX_MONTHLY_AMOUNT, 0.01)).toBe(2);
    // 4 × 2^35 = 2^37 > 1e11 in month 36; 2 × 2^35 = 2^36 < 1e11.
    expect(firstMonthOver(4, 100)).toBe(36);
    expect(firstMonthOver(2, 100)).toBeUndefined();
    expect(() => grow(Number.MAX_SAFE_INTEGER, 10_000)).toThrow(RangeError);
  });
});

test("month labels run from the start month across years", () => {
  expect(monthLabel("2027-11", 1)).toBe("Nov 2027");
  expect(monthLabel("2027-11", 3)).toBe("Jan 2028");
  expect(monthLabel("2027-01", 36)).toBe("Dec 2029");
});

describe("cost of sales, the funding's use, the balance sheet and 5 years", () => {
  /** Every year: assets = liabilities + equity, the cash-flow statement's closing cash is the balance sheet's. */
  const balances = (p: Projection) => {
    p.balanceSheets.forEach((b, i) => {
      const y = p.years[i]!;
      expect(b.totalAssets, `year ${i + 1}`).toBe(b.liabilities + b.totalEquity);
      expect(b.cash - b.shortfall, `year ${i + 1}`).toBe(y.closingCash);
      expect(b.cash === 0 || b.shortfall === 0, `year ${i + 1}`).toBe(true);
      expect(y.openingCash + (y.net + y.depreciation) - y.capex + y.funding, `year ${i + 1}`).toBe(y.closingCash);
    });
  };

  test("cost of sales: a percent of each stream's revenue, rounded halves up; gross profit is what is left", () => {
    const p = projectFinancials(
      plan({
        revenueStreams: [
          { name: "Sales", monthlyRevenue: 1_000, monthlyGrowthPercent: 0, costOfSalesPercent: 30 },
          { name: "Services", monthlyRevenue: 333, monthlyGrowthPercent: 0, costOfSalesPercent: 12.5 },
        ],
      }),
    );
    // 30% of 1,000 = 300; 12.5% of 333 = 41.625 → 42.
    expect(p.months[0]).toMatchObject({ revenue: 1_333, costOfSales: 342, grossProfit: 991, operatingCosts: 3_000, costs: 3_342, net: -2_009 });
    expect(p.years[0]!.grossProfit).toBe(991 * 12);
    balances(p);
  });

  test("funding with hires and capital expenditure: costed month by month, depreciated over 36 months; the books balance", () => {
    const p = projectFinancials(
      plan({
        startingCash: 100_000,
        funding: {
          amount: 500_000,
          hires: [{ role: "Engineer", monthlyCost: 10_000, startMonth: 4 }],
          capitalExpenditure: [{ item: "Servers", amount: 36_000, month: 2 }],
        },
      }),
    );
    expect(p.months[0]).toMatchObject({ funding: 500_000, operatingCosts: 3_000, capex: 0, depreciation: 0, closingCash: 598_000 });
    expect(p.months[1]).toMatchObject({ capex: 36_000, depreciation: 1_000, net: -3_000, cashFlow: -38_000 });
    expect(p.months[2]!.operatingCosts).toBe(3_000);
    expect(p.months[3]!.operatingCosts).toBe(13_000);
    // Depreciation runs months 2..37: 35 months fall within the 36.
    expect(p.years.reduce((a, y) => a + y.depreciation, 0)).toBe(35_000);
    expect(p.balanceSheets[2]).toMatchObject({ fixedAssets: 1_000, paidInCapital: 600_000, liabilities: 0 });
    balances(p);
    // Runway counts the funding and its spending: 600,000 less 36,000 of capex, burning 2,000 then 12,000 a month.
    expect(p.runwayMonths).toBeUndefined();
    const thin = projectFinancials(
      plan({ startingCash: 0, funding: { amount: 60_000, hires: [{ role: "Engineer", monthlyCost: 10_000, startMonth: 1 }], capitalExpenditure: [{ item: "Laptops", amount: 12_000, month: 1 }] } }),
    );
    // 60,000 − 12,000 = 48,000, burning 12,000 a month (2,000 + 10,000): out in month 5, a runway of 4.
    expect(thin.cashOutMonth).toBe(5);
    expect(thin.runwayMonths).toBe(4);
    balances(thin);
    // Out of cash at a year's end: no cash, and the shortfall a liability.
    expect(thin.balanceSheets[0]).toMatchObject({ cash: 0, shortfall: -thin.years[0]!.closingCash });
    expect(thin.balanceSheets[0]!.liabilities).toBeGreaterThan(0);
  });

  test("5 years: 60 months, 5 years, 16 quarters, 5 balance sheets", () => {
    const p = projectFinancials(
      plan({
        months: 60,
        revenueStreams: [{ name: "Sales", monthlyRevenue: 1_000, monthlyGrowthPercent: 3, costOfSalesPercent: 40 }],
        costGrowthPercent: 1,
        funding: { amount: 50_000, hires: [], capitalExpenditure: [{ item: "Van", amount: 25_000, month: 30 }] },
      }),
    );
    expect(p.horizon).toBe(60);
    expect(p.months).toHaveLength(60);
    expect(p.years.map((y) => [y.from, y.to])).toEqual([[1, 12], [13, 24], [25, 36], [37, 48], [49, 60]]);
    expect(p.quarters).toHaveLength(16);
    expect(p.balanceSheets).toHaveLength(5);
    expect(p.balanceSheets[4]!.cash - p.balanceSheets[4]!.shortfall).toBe(p.months[59]!.closingCash);
    balances(p);
  });

  test("depreciation: equal rounded parts, the last month takes the rest; cut at the forecast's end", () => {
    const d = depreciationSchedule(1_000, 1, 60);
    expect(d.slice(0, 35).every((v) => v === 28)).toBe(true);
    expect(d[35]).toBe(1_000 - 28 * 35);
    expect(d.slice(36).every((v) => v === 0)).toBe(true);
    expect(depreciationSchedule(1_000, 30, 36).reduce((a, b) => a + b, 0)).toBe(28 * 7);
  });
});
