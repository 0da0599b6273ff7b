import { describe, expect, test } from "vitest";
import { employmentContractBody } from "../../../test/fixtures";
import { todayIso } from "../../validation/fields";
import { messagesOf } from "../../validation/test-utils";
import { EMPLOYMENT_JURISDICTION_OPTIONS, ZEmploymentContractRequestSchema as S, statutoryHolidayDays } from "./schema";

const valid = {
  jurisdiction: "united-states",
  workState: "US-TX",
  employer: { name: "Acme Inc.", address: "1 Main St\nSpringfield" },
  employee: { name: "Sam Doe", address: "2 Elm St\nSpringfield" },
  jobTitle: "Engineer",
  startDate: "2027-01-04",
  salary: { amount: 12_000_000, currency: "USD", period: "year" },
  hoursPerWeek: 40,
};

describe("ZEmploymentContractRequestSchema", () => {
  test("defaults: permanent, on-site, 5 days, annual review, no covenants, 12 months, today", () => {
    expect(S.parse(valid)).toEqual({
      ...valid,
      employer: { ...valid.employer, email: undefined },
      employee: { ...valid.employee, email: undefined },
      duties: undefined,
      employmentType: "permanent",
      endDate: undefined,
      continuousEmploymentDate: undefined,
      workplace: undefined,
      workArrangement: "on-site",
      flsaStatus: "non-exempt",
      daysPerWeek: 5,
      probationMonths: undefined,
      noticePeriod: undefined,
      holidayDays: undefined,
      benefits: undefined,
      pension: undefined,
      sickPay: undefined,
      training: undefined,
      collectiveAgreements: undefined,
      payReviewAnnual: true,
      nonCompete: false,
      nonSolicitation: false,
      restrictionMonths: 12,
      effectiveDate: todayIso(),
      businessProfileId: undefined,
    });
    expect(S.safeParse(employmentContractBody).success).toBe(true);
  });

  test("every required field says so at its path", () => {
    expect(messagesOf(S, {})).toEqual({
      jurisdiction: ["Jurisdiction is required"],
      "employer.name": ["Employer name is required"],
      "employer.address": ["Employer address is required"],
      "employee.name": ["Employee name is required"],
      "employee.address": ["Employee address is required"],
      jobTitle: ["Job title is required"],
      startDate: ["Start date is required"],
      salary: ["Salary is required"],
      hoursPerWeek: ["Hours per week is required"],
    });
    expect(messagesOf(S, { ...valid, salary: {} })).toEqual({
      "salary.amount": ["Salary amount is required"],
      "salary.currency": ["Salary currency is required"],
      "salary.period": ["Pay period is required"],
    });
  });

  test("jurisdictions, dates, pay and hours are checked", () => {
    expect(EMPLOYMENT_JURISDICTION_OPTIONS.map((o) => o.value)).toEqual([
      "united-states",
      "california",
      "new-york",
      "united-kingdom",
      "canada-ontario",
      "germany",
      "australia",
    ]);
    expect(S.parse({ ...valid, jurisdiction: "Ontario, Canada" }).jurisdiction).toBe("canada-ontario");
    const m = messagesOf(S, {
      ...valid,
      jurisdiction: "france",
      startDate: "2027-02-30",
      salary: { amount: 0, currency: "JPY", period: "week" },
      hoursPerWeek: 61,
      daysPerWeek: 7,
    });
    expect(m.jurisdiction).toEqual(["Select a valid jurisdiction"]);
    expect(m.startDate).toEqual(["Must be a valid date (YYYY-MM-DD)"]);
    expect(m["salary.amount"]).toEqual(["Salary amount must be greater than zero"]);
    expect(m["salary.currency"]).toEqual(["Salary currency must be one of USD, EUR, GBP, CAD or AUD"]);
    expect(m["salary.period"]).toEqual(["Pay period must be year, month or hour"]);
    expect(m.hoursPerWeek).toEqual(["Hours per week must be at most 60"]);
    expect(m.daysPerWeek).toEqual(["Days per week must be at most 6"]);
    const n = messagesOf(S, { ...valid, salary: { ...valid.salary, amount: 10.5 }, hoursPerWeek: 0 });
    expect(n["salary.amount"]).toEqual(["Salary amount must be a whole number of cents"]);
    expect(n.hoursPerWeek).toEqual(["Hours per week must be greater than zero"]);
    expect(messagesOf(S, { ...valid, salary: { ...valid.salary, amount: 2_000_000_001 } })["salary.amount"]).toEqual([
      "Salary amount must be at most 2,000,000,000 cents",
    ]);
  });

  test("a fixed term needs an end date after the start", () => {
    expect(messagesOf(S, { ...valid, employmentType: "fixed-term" }).endDate).toEqual([
      "End date is required for a fixed-term contract",
    ]);
    expect(messagesOf(S, { ...valid, employmentType: "fixed-term", endDate: "2026-12-31" }).endDate).toEqual([
      "End date must be after the start date",
    ]);
    expect(S.parse({ ...valid, employmentType: "Fixed-term", endDate: "2027-12-31" }).endDate).toBe("2027-12-31");
    expect(messagesOf(S, { ...valid, continuousEmploymentDate: "2027-02-01" }).continuousEmploymentDate).toEqual([
      "Continuous employment cannot begin after the start date",
    ]);
  });

  test("holidays are never below the statutory minimum of the jurisdiction", () => {
    expect(statutoryHolidayDays("united-kingdom", 5)).toBe(28);
    expect(statutoryHolidayDays("united-kingdom", 3)).toBe(16.8);
    expect(statutoryHolidayDays("germany", 5)).toBe(20);
    expect(statutoryHolidayDays("germany", 6)).toBe(24);
    expect(statutoryHolidayDays("australia", 5)).toBe(20);
    expect(statutoryHolidayDays("canada-ontario", 5)).toBe(10);
    expect(statutoryHolidayDays("california", 5)).toBe(0);
    const uk = { ...valid, jurisdiction: "united-kingdom", salary: { ...valid.salary, currency: "GBP" } };
    expect(messagesOf(S, { ...uk, holidayDays: 25 }).holidayDays).toEqual([
      "Holiday days must be at least 28, the statutory minimum in United Kingdom for a 5-day week",
    ]);
    expect(S.safeParse({ ...uk, holidayDays: 28 }).success).toBe(true);
    expect(S.safeParse({ ...uk, holidayDays: 17, daysPerWeek: 3 }).success).toBe(true);
    expect(messagesOf(S, { ...uk, holidayDays: 16.5, daysPerWeek: 3 }).holidayDays).toHaveLength(1);
    expect(messagesOf(S, { ...valid, jurisdiction: "germany", holidayDays: 19 }).holidayDays).toEqual([
      "Holiday days must be at least 20, the statutory minimum in Germany for a 5-day week",
    ]);
    expect(messagesOf(S, { ...valid, jurisdiction: "australia", holidayDays: 15 }).holidayDays).toHaveLength(1);
    expect(messagesOf(S, { ...valid, jurisdiction: "canada-ontario", holidayDays: 9 }).holidayDays).toHaveLength(1);
    expect(S.safeParse({ ...valid, holidayDays: 0 }).success).toBe(true);
    expect(messagesOf(S, { ...valid, holidayDays: 10.3 }).holidayDays).toEqual([
      "Holiday days must be a whole or half number of days",
    ]);
  });

  test("the law's refusals: non-competes in California and Ontario, German limits, exempt hourly pay", () => {
    expect(messagesOf(S, { ...valid, jurisdiction: "california", workState: undefined, nonCompete: true }).nonCompete).toEqual([
      "A non-compete is void in California (Cal. Bus. & Prof. Code §§ 16600, 16600.1 and 16600.5)",
    ]);
    expect(messagesOf(S, { ...valid, jurisdiction: "canada-ontario", nonCompete: true }).nonCompete).toEqual([
      "Non-competes are prohibited in Ontario (Employment Standards Act, 2000, s. 67.2)",
    ]);
    expect(S.safeParse({ ...valid, jurisdiction: "california", workState: undefined, nonSolicitation: true }).success).toBe(true);
    const de = { ...valid, jurisdiction: "germany" };
    expect(messagesOf(S, { ...de, hoursPerWeek: 50 }).hoursPerWeek).toEqual([
      "Hours per week must be at most 48 in Germany (Arbeitszeitgesetz)",
    ]);
    expect(messagesOf(S, { ...de, probationMonths: 7 }).probationMonths).toEqual([
      "Probation must be at most 6 months in Germany (§ 622(3) BGB)",
    ]);
    expect(messagesOf(S, { ...de, noticePeriod: "2 weeks" }).noticePeriod).toEqual([
      "Notice must be at least 4 weeks in Germany (§ 622 BGB)",
    ]);
    expect(S.safeParse({ ...de, nonCompete: true, restrictionMonths: 24 }).success).toBe(true);
    expect(messagesOf(S, { ...de, restrictionMonths: 25 }).restrictionMonths).toEqual(["Restriction period must be at most 24"]);
    expect(
      messagesOf(S, { ...valid, flsaStatus: "exempt", salary: { ...valid.salary, period: "hour" } }).flsaStatus,
    ).toEqual(["An exempt employee must be paid a salary, not by the hour"]);
  });

  test("exempt status needs the FLSA salary level, $684 a week (29 C.F.R. § 541.600), whatever the pay period", () => {
    const message = ["An exempt employee's salary must be at least $684 a week ($35,568 a year) under the FLSA (29 C.F.R. § 541.600)"];
    const exempt = (amount: number, period: "year" | "month", over: object = {}) =>
      messagesOf(S, { ...valid, ...over, flsaStatus: "exempt", salary: { amount, currency: "USD", period } }).flsaStatus;
    // QA's case: $30,000 a year.
    expect(exempt(3_000_000, "year")).toEqual(message);
    // The level itself is enough: $35,568 a year, $2,964 a month ($684 × 52 ÷ 12); a cent less is not.
    expect(exempt(3_556_800, "year")).toBeUndefined();
    expect(exempt(3_556_799, "year")).toEqual(message);
    expect(exempt(296_400, "month")).toBeUndefined();
    expect(exempt(296_399, "month")).toEqual(message);
    // A state with a higher floor of its own says so (below).
    for (const workState of ["US-TX", "US-FL"]) expect(exempt(3_000_000, "year", { workState })).toEqual(message);
    // Non-exempt pay below the level is the law's ordinary case; outside the US there is no FLSA.
    expect(S.safeParse({ ...valid, salary: { amount: 3_000_000, currency: "USD", period: "year" } }).success).toBe(true);
    expect(exempt(3_000_000, "year", { jurisdiction: "united-kingdom", workState: undefined })).toBeUndefined();
  });

  test("the states' own exempt salary floors, by the year the employment starts, with their sources", () => {
    const exempt = (dollars: number, over: object) =>
      messagesOf(S, { ...valid, ...over, flsaStatus: "exempt", salary: { amount: dollars * 100, currency: "USD", period: "year" } }).flsaStatus;
    const ca2026 = { jurisdiction: "california", workState: undefined, startDate: "2026-03-02" };
    // The lawyer's case: a $50,000 "exempt" Californian in 2026.
    expect(exempt(50_000, ca2026)).toEqual([
      "An exempt employee in California must be paid a salary of at least $70,304 a year in 2026 (twice the state minimum wage of $16.90 for 2,080 hours, Cal. Lab. Code § 515(a)); pay at least that, or mark the employee non-exempt",
    ]);
    expect(exempt(70_304, ca2026)).toBeUndefined();
    expect(exempt(70_303, ca2026)?.[0]).toContain("$70,304");
    // Floors rise with the years: 2025's is lower, and a later year keeps the latest known.
    expect(exempt(69_000, { ...ca2026, startDate: "2025-06-01" })).toBeUndefined();
    expect(exempt(69_000, { ...ca2026, startDate: "2027-01-04" })?.[0]).toContain("$70,304 a year in 2027");
    const in2026 = (over: object) => ({ ...over, startDate: "2026-02-02" });
    expect(exempt(62_000, in2026({ jurisdiction: "new-york", workState: undefined }))?.[0]).toContain("$62,353.20 a year in 2026 ($1,199.10 a week outside New York City");
    expect(exempt(62_400, in2026({ jurisdiction: "new-york", workState: undefined }))).toBeUndefined();
    expect(exempt(80_000, in2026({ workState: "US-WA" }))?.[0]).toContain("$80,168.40 a year in 2026 ($1,541.70 a week, 2.25 times the state minimum wage of $17.13 for 40 hours, WAC 296-128-545(7))");
    expect(exempt(80_200, in2026({ workState: "US-WA" }))).toBeUndefined();
    expect(exempt(57_000, in2026({ workState: "US-CO" }))?.[0]).toContain("Colorado must be paid a salary of at least $57,783.96 a year in 2026");
    expect(exempt(57_800, in2026({ workState: "US-CO" }))).toBeUndefined();
    // Non-exempt, the same pay is fine.
    expect(S.safeParse({ ...valid, ...ca2026, salary: { amount: 5_000_000, currency: "USD", period: "year" } }).success).toBe(true);
  });

  test("text fields are bounded, multi-line ones by lines too; optional e-mails are checked", () => {
    const m = messagesOf(S, {
      ...valid,
      jobTitle: "x".repeat(201),
      duties: "x\n".repeat(101),
      benefits: "x".repeat(2001),
      employer: { ...valid.employer, email: "nope", address: "x\n".repeat(9) },
    });
    expect(m.jobTitle).toEqual(["Job title must be at most 200 characters"]);
    expect(m.duties).toEqual(["Duties must be at most 100 lines"]);
    expect(m.benefits).toEqual(["Benefits must be at most 2,000 characters"]);
    expect(m["employer.email"]).toEqual(["Employer email must be a valid email"]);
    expect(m["employer.address"]).toEqual(["Employer address must be at most 8 lines"]);
    expect(messagesOf(S, { ...valid, employee: "Sam" }).employee).toEqual(["Employee details are required"]);
    expect(messagesOf(S, { ...valid, nonCompete: "yes" }).nonCompete).toEqual(["Non-compete must be true or false"]);
  });
});
