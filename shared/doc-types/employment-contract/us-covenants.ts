// What the law of the US state in which an employee works allows of a post-employment restrictive
// covenant: the states that void non-competes outright, and those that allow one only above an
// earnings threshold, for exempt employees, for a limited time or after a notice. The schema
// refuses a covenant the state's law forbids; the template prints the state's conditions.
import { formatMoney } from "../../money";
import { US_STATE_OPTIONS } from "../../validation/options";

export type UsStateCode = (typeof US_STATE_OPTIONS)[number]["value"];

export interface UsCovenantRule {
  /** The statute, as a lawyer cites it. */
  cite: string;
  /** No non-compete may be included at all (its inclusion is unlawful in California). */
  noNonCompete?: boolean;
  /** Customer non-solicitation covenants are void as well (North Dakota). */
  noCustomerNonSolicit?: boolean;
  /** Only the solicitation of established customers may be restrained (Oklahoma). */
  establishedCustomersOnly?: boolean;
  /**
   * A non-compete binds only an employee whose annualized earnings exceed this amount (USD cents).
   * The figure is the lowest the statute has set; it is adjusted each year, and the contract
   * states that the current figure applies.
   */
  nonCompeteMinimum?: number;
  /** The same for a customer non-solicitation covenant. */
  nonSolicitMinimum?: number;
  /** A non-compete may not bind an employee who is non-exempt under the FLSA. */
  exemptOnly?: boolean;
  /** A non-compete may not bind an employee paid by the hour. */
  salariedOnly?: boolean;
  /** The longest restriction the statute allows, in months. */
  maxMonths?: number;
}

/** USD cents. */
const usd = (dollars: number) => Math.round(dollars * 100);

export const US_COVENANT_RULES: Partial<Record<UsStateCode, UsCovenantRule>> = {
  "US-CA": { cite: "Cal. Bus. & Prof. Code §§ 16600, 16600.1 and 16600.5", noNonCompete: true, noCustomerNonSolicit: true },
  "US-MN": { cite: "Minn. Stat. § 181.988", noNonCompete: true },
  "US-ND": { cite: "N.D. Cent. Code § 9-08-06", noNonCompete: true, noCustomerNonSolicit: true },
  "US-OK": { cite: "Okla. Stat. tit. 15, §§ 219A and 219B", noNonCompete: true, establishedCustomersOnly: true },
  // C.R.S. § 8-2-113(2)(b), (2)(d): the "highly compensated worker" threshold ($101,250 in 2022,
  // adjusted each year; $127,091 in 2025); customer non-solicitation at 60% of it.
  "US-CO": { cite: "C.R.S. § 8-2-113", nonCompeteMinimum: usd(127_091), nonSolicitMinimum: usd(76_254.6) },
  // 820 ILCS 90/10: more than $75,000 ($80,000 from 1 January 2027); non-solicitation $45,000.
  "US-IL": { cite: "820 ILCS 90", nonCompeteMinimum: usd(75_000), nonSolicitMinimum: usd(45_000) },
  // RCW 49.62.020 and .040: $100,000 in 2020, adjusted each year ($120,559.99 in 2025).
  // RCW 49.62.020(2): a restriction of more than 18 months is presumed unreasonable.
  "US-WA": { cite: "RCW 49.62", nonCompeteMinimum: usd(120_559.99), maxMonths: 18 },
  // ORS 653.295: exempt (salaried) employees above the inflation-adjusted threshold, at most 12 months.
  "US-OR": { cite: "Or. Rev. Stat. § 653.295", exemptOnly: true, maxMonths: 12 },
  // M.G.L. c. 149, § 24L: never a non-exempt employee; at most 12 months.
  "US-MA": { cite: "Mass. Gen. Laws ch. 149, § 24L", exemptOnly: true, maxMonths: 12 },
  // R.I. Gen. Laws § 28-59-3: never a non-exempt or low-wage employee.
  "US-RI": { cite: "R.I. Gen. Laws § 28-59-3", exemptOnly: true },
  // Va. Code § 40.1-28.7:8: never a low-wage employee, which includes non-exempt employees since 2025.
  "US-VA": { cite: "Va. Code Ann. § 40.1-28.7:8", exemptOnly: true },
  // NRS 613.195(3): never an employee paid solely on an hourly wage basis.
  "US-NV": { cite: "Nev. Rev. Stat. § 613.195", salariedOnly: true },
  "US-ME": { cite: "Me. Rev. Stat. tit. 26, § 599-A" },
  "US-NH": { cite: "N.H. Rev. Stat. Ann. §§ 275:70 and 275:70-a" },
  "US-MD": { cite: "Md. Code Ann., Lab. & Empl. § 3-716" },
  // D.C. Code § 32-581.03a: at most 365 days.
  "US-DC": { cite: "D.C. Code § 32-581.01 et seq.", maxMonths: 12 },
};

/** The states whose law voids every employee non-compete: none is ever printed or offered. */
export const NO_NON_COMPETE_STATES: readonly UsStateCode[] = (Object.keys(US_COVENANT_RULES) as UsStateCode[]).filter(
  (s) => US_COVENANT_RULES[s]?.noNonCompete,
);

/** The state a US contract's employee works in: California and New York by their jurisdiction. */
export function workStateOf(c: { jurisdiction: string; workState?: UsStateCode | undefined }): UsStateCode | undefined {
  if (c.jurisdiction === "california") return "US-CA";
  if (c.jurisdiction === "new-york") return "US-NY";
  return c.jurisdiction === "united-states" ? c.workState : undefined;
}

/** Pay over a year, in the salary's minor units. */
export function annualEarnings(salary: { amount: number; period: "year" | "month" | "hour" }, hoursPerWeek: number): number {
  if (salary.period === "year") return salary.amount;
  if (salary.period === "month") return salary.amount * 12;
  return Math.round(salary.amount * hoursPerWeek * 52);
}

/** "$75,000" from cents. */
export const usdText = (cents: number) => formatMoney(cents, "USD", "en-US", { wholeWithoutCents: true });

/** "the State of Colorado", "the District of Columbia". */
export function stateName(code: UsStateCode): string {
  const label = US_STATE_OPTIONS.find((o) => o.value === code)!.label;
  return code === "US-DC" ? "the District of Columbia" : `the State of ${label}`;
}

export interface CovenantInput {
  jurisdiction: string;
  workState?: UsStateCode | undefined;
  salary: { amount: number; currency: string; period: "year" | "month" | "hour" };
  hoursPerWeek: number;
  flsaStatus: "exempt" | "non-exempt";
  restrictionMonths: number;
}

/** Why the work state's law forbids a non-compete for this employee, or undefined when it may be included. */
export function nonCompeteBar(c: CovenantInput): string | undefined {
  const state = workStateOf(c);
  const rule = state ? US_COVENANT_RULES[state] : undefined;
  if (!state || !rule) return undefined;
  const name = US_STATE_OPTIONS.find((o) => o.value === state)!.label;
  if (rule.noNonCompete) return `A non-compete is void in ${name} (${rule.cite})`;
  if (rule.exemptOnly && c.flsaStatus !== "exempt")
    return `A non-compete cannot bind a non-exempt employee in ${name} (${rule.cite})`;
  if (rule.salariedOnly && c.salary.period === "hour")
    return `A non-compete cannot bind an employee paid by the hour in ${name} (${rule.cite})`;
  if (rule.nonCompeteMinimum !== undefined && c.salary.currency === "USD" && annualEarnings(c.salary, c.hoursPerWeek) <= rule.nonCompeteMinimum)
    return `A non-compete is void in ${name} for annual earnings of ${usdText(rule.nonCompeteMinimum)} or less (${rule.cite})`;
  if (rule.maxMonths !== undefined && c.restrictionMonths > rule.maxMonths)
    return `A non-compete may last at most ${rule.maxMonths} months in ${name} (${rule.cite})`;
  return undefined;
}

/** Why the work state's law forbids a customer non-solicitation covenant for this employee. */
export function nonSolicitBar(c: CovenantInput): string | undefined {
  const state = workStateOf(c);
  const rule = state ? US_COVENANT_RULES[state] : undefined;
  if (!state || !rule || rule.nonSolicitMinimum === undefined || c.salary.currency !== "USD") return undefined;
  const name = US_STATE_OPTIONS.find((o) => o.value === state)!.label;
  return annualEarnings(c.salary, c.hoursPerWeek) <= rule.nonSolicitMinimum
    ? `A non-solicitation covenant is void in ${name} for annual earnings of ${usdText(rule.nonSolicitMinimum)} or less (${rule.cite})`
    : undefined;
}
