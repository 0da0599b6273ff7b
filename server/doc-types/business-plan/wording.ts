// The business plan's fixed wording: its headings (the SBA's outline and the financial
// statements'), the charts' captions and the rounding rule it states.

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
