import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  DATE_MESSAGE,
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  flag,
  isIsoDate,
  optionValue,
  optionalDate,
  optionalEmail,
  optionalText,
  rawMax,
  requiredText,
  typeError,
} from "../../validation/fields";
import { CURRENCY_OPTIONS, type Option, US_STATE_OPTIONS, optionLabel } from "../../validation/options";
import { exemptSalaryBar } from "./exempt-salary";
import { nonCompeteBar, nonSolicitBar } from "./us-covenants";
import { formatCount } from "../../format";

type ValueOf<T extends readonly Option[]> = T[number]["value"];

/** Where the employee works, which decides the statutory terms the contract carries. */
export const EMPLOYMENT_JURISDICTION_OPTIONS = [
  { value: "united-states", label: "United States" },
  { value: "california", label: "California, United States" },
  { value: "new-york", label: "New York, United States" },
  { value: "united-kingdom", label: "United Kingdom" },
  { value: "canada-ontario", label: "Ontario, Canada" },
  { value: "germany", label: "Germany" },
  { value: "australia", label: "Australia" },
] as const satisfies readonly Option[];
export type EmploymentJurisdiction = ValueOf<typeof EMPLOYMENT_JURISDICTION_OPTIONS>;

export const US_EMPLOYMENT_JURISDICTIONS: readonly EmploymentJurisdiction[] = ["united-states", "california", "new-york"];

export const SALARY_PERIOD_OPTIONS = [
  { value: "year", label: "Per year" },
  { value: "month", label: "Per month" },
  { value: "hour", label: "Per hour" },
] as const satisfies readonly Option[];
export type SalaryPeriod = ValueOf<typeof SALARY_PERIOD_OPTIONS>;

export const EMPLOYMENT_TYPE_OPTIONS = [
  { value: "permanent", label: "Permanent" },
  { value: "fixed-term", label: "Fixed-term" },
] as const satisfies readonly Option[];
export type EmploymentType = ValueOf<typeof EMPLOYMENT_TYPE_OPTIONS>;

export const WORK_ARRANGEMENT_OPTIONS = [
  { value: "on-site", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const satisfies readonly Option[];
export type WorkArrangement = ValueOf<typeof WORK_ARRANGEMENT_OPTIONS>;

/** The contractual notice; absent, the jurisdiction's default (docs/API.md). Never less than the law's. */
export const NOTICE_PERIOD_OPTIONS = [
  { value: "1-week", label: "1 week" },
  { value: "2-weeks", label: "2 weeks" },
  { value: "4-weeks", label: "4 weeks" },
  { value: "1-month", label: "1 month" },
  { value: "2-months", label: "2 months" },
  { value: "3-months", label: "3 months" },
  { value: "6-months", label: "6 months" },
] as const satisfies readonly Option[];
export type NoticePeriod = ValueOf<typeof NOTICE_PERIOD_OPTIONS>;

export const FLSA_STATUS_OPTIONS = [
  { value: "non-exempt", label: "Non-exempt (overtime eligible)" },
  { value: "exempt", label: "Exempt" },
] as const satisfies readonly Option[];
export type FlsaStatus = ValueOf<typeof FLSA_STATUS_OPTIONS>;

/** Salaries are integer minor units, like every stored amount (a signed 32-bit integer). */
export const MAX_SALARY = 2_000_000_000;
export const MAX_HOURS_PER_WEEK = 60;
/** Germany's Arbeitszeitgesetz: at most 8 hours a day on average over 6 working days. */
export const GERMANY_MAX_HOURS = 48;
export const MAX_PROBATION_MONTHS = 12;
export const GERMANY_MAX_PROBATION_MONTHS = 6;
export const MAX_HOLIDAY_DAYS = 60;
/** §74a HGB: a German post-employment restraint lasts at most two years; the same cap everywhere. */
export const MAX_RESTRICTION_MONTHS = 24;
export const JOB_TITLE_MAX = 200;
export const DUTIES_MAX = 5000;
export const DUTIES_LINES = 100;
export const TERMS_TEXT_MAX = 2000;
export const TERMS_TEXT_LINES = 30;


/**
 * Paid annual leave the law guarantees, in working days, for a week of `daysPerWeek` days
 * (public holidays aside, except in the UK, whose 5.6 weeks include the bank holidays):
 * UK 5.6 weeks capped at 28 days (Working Time Regulations 1998, regs 13 and 13A); Germany 24
 * Werktage on a six-day week, i.e. 4 weeks (§ 3 BUrlG); Australia 4 weeks (Fair Work Act 2009,
 * s 87); Ontario 2 weeks, 3 after five years (ESA 2000, s 33). No US law requires paid holidays.
 */
export function statutoryHolidayDays(jurisdiction: EmploymentJurisdiction, daysPerWeek: number): number {
  switch (jurisdiction) {
    case "united-kingdom":
      return Math.min(28, Math.round(5.6 * daysPerWeek * 10) / 10);
    case "germany":
    case "australia":
      return 4 * daysPerWeek;
    case "canada-ontario":
      return 2 * daysPerWeek;
    default:
      return 0;
  }
}

/** A required calendar date, YYYY-MM-DD. */
const requiredDate = (required: string) =>
  z
    .string({ error: typeError(required, DATE_MESSAGE) })
    .max(rawMax(10), { error: DATE_MESSAGE, abort: true })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isIsoDate, DATE_MESSAGE);

/** A bounded number: `whole` numbers only when asked. */
const boundedNumber = (label: string, { min, max, whole }: { min: number; max: number; whole?: boolean }) => {
  let n = z.number({ error: `${label} must be a number` });
  if (whole) n = n.int(`${label} must be a whole number`);
  return n.min(min, `${label} must be at least ${formatCount(min)}`).max(max, `${label} must be at most ${formatCount(max)}`);
};

const party = (who: "Employer" | "Employee") =>
  z.object(
    {
      name: requiredText(`${who} name is required`, { label: `${who} name`, max: COMPANY_NAME_MAX }),
      address: requiredText(`${who} address is required`, {
        label: `${who} address`,
        max: ADDRESS_MAX,
        multiline: true,
        lines: ADDRESS_LINES,
      }),
      email: optionalEmail(`${who} email must be a valid email`),
    },
    { error: `${who} details are required` },
  );

export const ZEmploymentPartySchema = party("Employer");

const EMPTY_PARTY = { name: "", address: "" };

export const ZSalarySchema = z.object(
  {
    amount: z
      .number({ error: typeError("Salary amount is required", "Salary amount must be a number") })
      .int("Salary amount must be a whole number of cents")
      .positive("Salary amount must be greater than zero")
      .max(MAX_SALARY, `Salary amount must be at most ${formatCount(MAX_SALARY)} cents`),
    currency: optionValue(CURRENCY_OPTIONS, {
      required: "Salary currency is required",
      invalid: "Salary currency must be one of USD, EUR, GBP, CAD or AUD",
    }),
    period: optionValue(SALARY_PERIOD_OPTIONS, {
      required: "Pay period is required",
      invalid: "Pay period must be year, month or hour",
    }),
  },
  { error: "Salary is required" },
);

const longText = (label: string) =>
  optionalText({ label, max: TERMS_TEXT_MAX, multiline: true, lines: TERMS_TEXT_LINES });

export const ZEmploymentContractRequestSchema = z
  .object(
    {
      jurisdiction: optionValue(EMPLOYMENT_JURISDICTION_OPTIONS, {
        required: "Jurisdiction is required",
        invalid: "Select a valid jurisdiction",
      }),
      // The US state whose law governs a United States contract (California and New York are
      // their own jurisdictions): its non-compete, notice and forum rules apply.
      workState: optionValue(US_STATE_OPTIONS, { required: "Select a valid work state", invalid: "Select a valid work state" })
        .nullish()
        .transform((v) => v ?? undefined),
      // A missing party reports its fields, like an empty form block would.
      employer: ZEmploymentPartySchema.prefault(EMPTY_PARTY),
      employee: party("Employee").prefault(EMPTY_PARTY),
      jobTitle: requiredText("Job title is required", { label: "Job title", max: JOB_TITLE_MAX }),
      duties: optionalText({ label: "Duties", max: DUTIES_MAX, multiline: true, lines: DUTIES_LINES }),
      startDate: requiredDate("Start date is required"),
      employmentType: optionValue(EMPLOYMENT_TYPE_OPTIONS, {
        required: "Employment type must be permanent or fixed-term",
        invalid: "Employment type must be permanent or fixed-term",
      }).default("permanent"),
      endDate: optionalDate(),
      // The UK statement's "date continuous employment began" (earlier service that counts).
      continuousEmploymentDate: optionalDate(),
      workplace: optionalText({ label: "Place of work", max: ADDRESS_MAX, multiline: true, lines: ADDRESS_LINES }),
      workArrangement: optionValue(WORK_ARRANGEMENT_OPTIONS, {
        required: "Work arrangement must be on-site, hybrid or remote",
        invalid: "Work arrangement must be on-site, hybrid or remote",
      }).default("on-site"),
      salary: ZSalarySchema,
      flsaStatus: optionValue(FLSA_STATUS_OPTIONS, {
        required: "FLSA status must be exempt or non-exempt",
        invalid: "FLSA status must be exempt or non-exempt",
      }).default("non-exempt"),
      hoursPerWeek: z
        .number({ error: typeError("Hours per week is required", "Hours per week must be a number") })
        .positive("Hours per week must be greater than zero")
        .max(MAX_HOURS_PER_WEEK, `Hours per week must be at most ${MAX_HOURS_PER_WEEK}`),
      daysPerWeek: boundedNumber("Days per week", { min: 1, max: 6, whole: true }).default(5),
      probationMonths: boundedNumber("Probation", { min: 0, max: MAX_PROBATION_MONTHS, whole: true }).optional(),
      noticePeriod: optionValue(NOTICE_PERIOD_OPTIONS, {
        required: "Select a valid notice period",
        invalid: "Select a valid notice period",
      }).optional(),
      holidayDays: boundedNumber("Holiday days", { min: 0, max: MAX_HOLIDAY_DAYS })
        .refine((n) => Number.isInteger(n * 2), "Holiday days must be a whole or half number of days")
        .optional(),
      benefits: longText("Benefits"),
      pension: longText("Pension"),
      sickPay: longText("Sick pay"),
      training: longText("Training"),
      collectiveAgreements: longText("Collective agreements"),
      payReviewAnnual: z.boolean({ error: "Annual pay review must be true or false" }).default(true),
      nonCompete: flag("Non-compete"),
      nonSolicitation: flag("Non-solicitation"),
      restrictionMonths: boundedNumber("Restriction period", { min: 1, max: MAX_RESTRICTION_MONTHS, whole: true }).default(
        12,
      ),
      effectiveDate: effectiveDate(),
      businessProfileId: businessProfileRef(),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((c, ctx) => {
    const where = optionLabel(EMPLOYMENT_JURISDICTION_OPTIONS, c.jurisdiction);
    const issue = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (c.employmentType === "fixed-term") {
      if (!c.endDate) issue(["endDate"], "End date is required for a fixed-term contract");
      else if (c.endDate <= c.startDate) issue(["endDate"], "End date must be after the start date");
    }
    if (c.continuousEmploymentDate && c.continuousEmploymentDate > c.startDate)
      issue(["continuousEmploymentDate"], "Continuous employment cannot begin after the start date");
    if (c.jurisdiction === "united-states" && !c.workState)
      issue(["workState"], "Work state is required for a United States contract");
    if (c.workState && c.jurisdiction !== "united-states" && US_EMPLOYMENT_JURISDICTIONS.includes(c.jurisdiction)) {
      const expected = c.jurisdiction === "california" ? "US-CA" : "US-NY";
      if (c.workState !== expected) issue(["workState"], `Work state must be ${where.replace(", United States", "")} for this jurisdiction`);
    }
    const noCompete = c.nonCompete ? nonCompeteBar(c) : undefined;
    if (noCompete) issue(["nonCompete"], noCompete);
    const noSolicit = c.nonSolicitation ? nonSolicitBar(c) : undefined;
    if (noSolicit) issue(["nonSolicitation"], noSolicit);
    if (c.jurisdiction === "canada-ontario" && c.nonCompete)
      issue(["nonCompete"], "Non-competes are prohibited in Ontario (Employment Standards Act, 2000, s. 67.2)");
    if (c.jurisdiction === "germany" && c.hoursPerWeek > GERMANY_MAX_HOURS)
      issue(["hoursPerWeek"], `Hours per week must be at most ${GERMANY_MAX_HOURS} in Germany (Arbeitszeitgesetz)`);
    if (c.jurisdiction === "germany" && (c.probationMonths ?? 0) > GERMANY_MAX_PROBATION_MONTHS)
      issue(["probationMonths"], `Probation must be at most ${GERMANY_MAX_PROBATION_MONTHS} months in Germany (§ 622(3) BGB)`);
    if (c.jurisdiction === "germany" && (c.noticePeriod === "1-week" || c.noticePeriod === "2-weeks"))
      issue(["noticePeriod"], "Notice must be at least 4 weeks in Germany (§ 622 BGB)");
    const underpaid = US_EMPLOYMENT_JURISDICTIONS.includes(c.jurisdiction) && c.flsaStatus === "exempt" ? exemptSalaryBar(c) : undefined;
    if (underpaid) issue(["flsaStatus"], underpaid);
    const minimum = statutoryHolidayDays(c.jurisdiction, c.daysPerWeek);
    if (c.holidayDays !== undefined && c.holidayDays < minimum)
      issue(
        ["holidayDays"],
        `Holiday days must be at least ${minimum}, the statutory minimum in ${where} for a ${c.daysPerWeek}-day week`,
      );
  });

export type TEmploymentParty = z.output<typeof ZEmploymentPartySchema>;
export type TSalary = z.output<typeof ZSalarySchema>;
export type TEmploymentContractRequest = z.output<typeof ZEmploymentContractRequestSchema>;
export type TEmploymentContractRequestInput = z.input<typeof ZEmploymentContractRequestSchema>;
