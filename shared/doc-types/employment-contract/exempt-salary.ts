// The salary an "exempt" employee must be paid at least: the FLSA's level, and the higher floors
// of the states whose own law sets one for its executive, administrative and professional
// exemptions, year by year with their sources. A contract that marks a lower-paid employee exempt
// would tell them they are "not eligible for overtime pay" when the law says they are, so the
// schema refuses it on `flsaStatus`, the floor in the message.
import { US_STATE_OPTIONS } from "../../validation/options";
import { annualEarnings, type UsStateCode, usdText, workStateOf } from "./us-covenants";

/**
 * The FLSA's salary level for the executive, administrative and professional exemptions: $684 a
 * week, USD cents (29 C.F.R. § 541.600, the 2019 rule; the 2024 increases were vacated in November
 * 2024).
 */
export const FLSA_WEEKLY_SALARY_LEVEL = 68_400;

export interface ExemptSalaryFloor {
  /** The least yearly salary, USD cents (the weekly figure × 52 where the law sets a weekly one). */
  annual: number;
  /** How the figure is set and where, as a lawyer cites it. */
  source: string;
}

/** USD cents. */
const usd = (dollars: number) => Math.round(dollars * 100);

/**
 * The states' floors by the year they apply from (1 January). Where the floor differs by place or
 * employer size within the state and the form does not ask which, the lowest applies: what is
 * refused is certainly below the law's floor (New York City, Long Island and Westchester, and
 * Washington employers of more than 50 in 2025, are higher).
 */
export const STATE_EXEMPT_SALARY_FLOORS: Partial<Record<UsStateCode, Record<number, ExemptSalaryFloor>>> = {
  "US-CA": {
    2025: { annual: usd(68_640), source: "twice the state minimum wage of $16.50 for 2,080 hours, Cal. Lab. Code § 515(a)" },
    2026: { annual: usd(70_304), source: "twice the state minimum wage of $16.90 for 2,080 hours, Cal. Lab. Code § 515(a)" },
  },
  "US-NY": {
    2025: { annual: usd(1_161.65 * 52), source: "$1,161.65 a week outside New York City, Long Island and Westchester ($1,237.50 there), 12 NYCRR § 142-2.14(c)(4)" },
    2026: { annual: usd(1_199.1 * 52), source: "$1,199.10 a week outside New York City, Long Island and Westchester ($1,275.00 there), 12 NYCRR § 142-2.14(c)(4)" },
  },
  "US-WA": {
    2025: { annual: usd(1_332.8 * 52), source: "$1,332.80 a week, twice the state minimum wage of $16.66 for 40 hours, for employers of 50 or fewer (2.25 times, $1,499.40, for larger ones), WAC 296-128-545(6)" },
    2026: { annual: usd(1_541.7 * 52), source: "$1,541.70 a week, 2.25 times the state minimum wage of $17.13 for 40 hours, WAC 296-128-545(7)" },
  },
  "US-CO": {
    2025: { annual: usd(1_086.25 * 52), source: "$1,086.25 a week, COMPS Order Rule 2.5 and the 2025 PAY CALC Order, 7 CCR 1103-1" },
    2026: { annual: usd(1_111.23 * 52), source: "$1,111.23 a week, COMPS Order #40 Rule 2.5 and the 2026 PAY CALC Order, 7 CCR 1103-1" },
  },
};

/** A state's floor in a year: that year's, else the latest before it, else its earliest. */
export function stateExemptFloor(state: UsStateCode, year: number): ExemptSalaryFloor | undefined {
  const byYear = STATE_EXEMPT_SALARY_FLOORS[state];
  if (!byYear) return undefined;
  const years = Object.keys(byYear).map(Number).sort((a, b) => a - b);
  const applies = years.filter((y) => y <= year).at(-1) ?? years[0]!;
  return byYear[applies];
}

export interface ExemptInput {
  jurisdiction: string;
  workState?: UsStateCode | undefined;
  startDate: string;
  salary: { amount: number; currency: string; period: "year" | "month" | "hour" };
  hoursPerWeek: number;
}

/**
 * Why an employee marked exempt is paid too little to be exempt, or undefined. Compared a year at a
 * time in whole cents, in the year the employment starts. A salary in another currency is not
 * converted (as the covenants' thresholds are not).
 */
export function exemptSalaryBar(c: ExemptInput): string | undefined {
  if (c.salary.period === "hour") return "An exempt employee must be paid a salary, not by the hour";
  if (c.salary.currency !== "USD") return undefined;
  const pay = annualEarnings(c.salary, c.hoursPerWeek);
  const state = workStateOf(c);
  const year = Number(c.startDate.slice(0, 4));
  const floor = state ? stateExemptFloor(state, year) : undefined;
  if (state && floor && pay < floor.annual) {
    const name = US_STATE_OPTIONS.find((o) => o.value === state)!.label;
    return `An exempt employee in ${name} must be paid a salary of at least ${usdText(floor.annual)} a year in ${year} (${floor.source}); pay at least that, or mark the employee non-exempt`;
  }
  if (pay < FLSA_WEEKLY_SALARY_LEVEL * 52)
    return `An exempt employee's salary must be at least ${usdText(FLSA_WEEKLY_SALARY_LEVEL)} a week (${usdText(FLSA_WEEKLY_SALARY_LEVEL * 52)} a year) under the FLSA (29 C.F.R. § 541.600)`;
  return undefined;
}
