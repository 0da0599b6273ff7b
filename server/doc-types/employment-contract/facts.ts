// The facts an employment contract's clauses are written from, worked out once from the input
// and the business profile, and the small wording helpers the clauses share.
import {
  EMPLOYMENT_JURISDICTION_OPTIONS,
  type TEmploymentContractRequest,
  type TEmploymentParty,
  formatMoney,
  stateName,
  statutoryHolidayDays,
  workStateOf,
} from "../../../shared/doc-types";
import { optionLabel } from "../../../shared/validation";
import { joinLines } from "../../documents/format";
import { type BusinessIdentity } from "../business";
import { contractDate, spelledNumber } from "../common";
import { type BaseContext } from "../define";
import {
  DEFAULT_NOTICE,
  DEFAULT_PROBATION,
  NOTICE_WORDS,
  TITLES,
  US_DEFAULT_PTO_DAYS,
  regionOf,
} from "./clauses";

/** "two (2)" up to ten, then figures. */
export const count = (n: number) => (Number.isInteger(n) && n <= 10 ? spelledNumber(n) : String(n));
export const months = (n: number) => `${count(n)} ${n === 1 ? "month" : "months"}`;
export const days = count;
/** "one (1) month's", "two (2) weeks'". */
export const possessive = (period: string) => (period.endsWith("s") ? `${period}'` : `${period}'s`);

/** What a week of work looks like. */
export const workingDays = (d: number) =>
  d === 5
    ? "Monday to Friday"
    : `${count(d)} days a week, on the days set out in a rota the Employer gives the Employee at least one week in advance`;

export function partyLines(party: TEmploymentParty, extra: string[] = []): string[] {
  return [...party.address.split("\n"), ...(party.email ? [party.email] : []), ...extra];
}

/** The business profile's details, when it is the profile of the employer named. */
function profileOf(c: TEmploymentContractRequest, business: BusinessIdentity | undefined) {
  if (!business) return undefined;
  const names = [business.legalName, business.tradingName, business.brand.name];
  return names.includes(c.employer.name) ? business : undefined;
}

/** A United States contract for work in California or New York is that state's contract. */
function normalized(c: TEmploymentContractRequest): TEmploymentContractRequest {
  if (c.jurisdiction !== "united-states") return c;
  if (c.workState === "US-CA") return { ...c, jurisdiction: "california" };
  if (c.workState === "US-NY") return { ...c, jurisdiction: "new-york" };
  return c;
}

/** What every clause reads: the normalized input, the region and the figures worked out once. */
export function factsOf(input: TEmploymentContractRequest, ctx: BaseContext) {
  const c = normalized(input);
  const region = regionOf(c.jurisdiction);
  const date = contractDate(region === "on" ? "ca" : region);
  const us = region === "us";
  const where = optionLabel(EMPLOYMENT_JURISDICTION_OPTIONS, c.jurisdiction);
  const title = TITLES[region];
  const profile = profileOf(c, ctx.business);
  const start = date(c.startDate);
  const fixedTerm = c.employmentType === "fixed-term" && c.endDate !== undefined;
  const probation = c.probationMonths ?? DEFAULT_PROBATION[region];
  const notice = possessive(NOTICE_WORDS[c.noticePeriod ?? DEFAULT_NOTICE[region]]);
  const statutoryDays = statutoryHolidayDays(c.jurisdiction, c.daysPerWeek);
  const holidays = c.holidayDays ?? (us ? US_DEFAULT_PTO_DAYS : statutoryDays);
  const pay = formatMoney(c.salary.amount, c.salary.currency);
  const workState = workStateOf(c);
  const stateWords = workState ? stateName(workState) : undefined;
  // A US employee's place of work is never assumed from the employer's address: the work state's
  // law governs, and the address may be in another state.
  const workplace =
    c.workplace !== undefined
      ? joinLines(c.workplace, ", ")
      : us && stateWords
        ? c.workArrangement === "remote"
          ? `the Employee's home in ${stateWords}`
          : `the Employer's premises in ${stateWords} that the Employer designates`
        : joinLines(c.employer.address, ", ");
  return {
    c,
    region,
    date,
    us,
    where,
    title,
    profile,
    start,
    fixedTerm,
    probation,
    notice,
    statutoryDays,
    holidays,
    pay,
    workState,
    stateWords,
    workplace,
  };
}

export type Facts = ReturnType<typeof factsOf>;
