// POST /api/generate/employment-contract: created, refused with the field's message, limited by
// the Free plan, private to its owner, exported as HTML, Markdown and PDF (test/generator-api.ts),
// and filled from the business profile.
import { expect, test } from "vitest";
import { describeGenerator } from "../../test/generator-api";
import { employmentContractBody as body } from "../../test/fixtures";
import { employmentContractServer } from "../doc-types/employment-contract";

/** A body with one thing wrong, the path it is reported at, and the message. */
const wrong: [object, string, string][] = [
  [{ ...body, jurisdiction: "" }, "jurisdiction", "Jurisdiction is required"],
  [{ ...body, employer: { ...body.employer, name: "" } }, "employer.name", "Employer name is required"],
  [{ ...body, employer: { ...body.employer, address: "" } }, "employer.address", "Employer address is required"],
  [{ ...body, employee: { ...body.employee, name: " " } }, "employee.name", "Employee name is required"],
  [{ ...body, employee: { ...body.employee, address: "" } }, "employee.address", "Employee address is required"],
  [{ ...body, jobTitle: "" }, "jobTitle", "Job title is required"],
  [{ ...body, startDate: "" }, "startDate", "Start date is required"],
  [{ ...body, startDate: "04/01/2027" }, "startDate", "Must be a valid date (YYYY-MM-DD)"],
  [{ ...body, salary: undefined }, "salary", "Salary is required"],
  [{ ...body, salary: { ...body.salary, amount: 0 } }, "salary.amount", "Salary amount must be greater than zero"],
  [{ ...body, salary: { ...body.salary, currency: "" } }, "salary.currency", "Salary currency is required"],
  [{ ...body, salary: { ...body.salary, period: "" } }, "salary.period", "Pay period is required"],
  [{ ...body, hoursPerWeek: undefined }, "hoursPerWeek", "Hours per week is required"],
  [{ ...body, hoursPerWeek: 80 }, "hoursPerWeek", "Hours per week must be at most 60"],
  [{ ...body, holidayDays: 20 }, "holidayDays", "Holiday days must be at least 28, the statutory minimum in United Kingdom for a 5-day week"],
  [{ ...body, jurisdiction: "california", salary: { ...body.salary, currency: "USD" }, holidayDays: undefined, nonCompete: true }, "nonCompete", "A non-compete is void in California (Cal. Bus. & Prof. Code §§ 16600, 16600.1 and 16600.5)"],
  [{ ...body, jurisdiction: "united-states", workState: "US-TX", salary: { amount: 3_000_000, currency: "USD", period: "year" }, flsaStatus: "exempt" }, "flsaStatus", "An exempt employee's salary must be at least $684 a week ($35,568 a year) under the FLSA (29 C.F.R. § 541.600)"],
  // The lawyer's case: a $50,000 "exempt" Californian in 2026, below twice the state minimum wage.
  [{ ...body, jurisdiction: "california", startDate: "2026-06-01", holidayDays: undefined, salary: { amount: 5_000_000, currency: "USD", period: "year" }, flsaStatus: "exempt" }, "flsaStatus", "An exempt employee in California must be paid a salary of at least $70,304 a year in 2026 (twice the state minimum wage of $16.90 for 2,080 hours, Cal. Lab. Code § 515(a)); pay at least that, or mark the employee non-exempt"],
];

const { app } = describeGenerator({
  slug: "employment-contract",
  kind: "employment_contract",
  body,
  templateVersion: employmentContractServer.templateVersion,
  user: "employ",
  created: {
    title: "Contract of Employment — Jordan Lee",
    contains: ["Acme Analytics Ltd", "Jordan Lee", "Senior Software Engineer", "£75,000.00 per year", "Employment Rights Act 1996"],
    input: { jurisdiction: "united-kingdom", salary: { amount: 7_500_000 }, holidayDays: 30 },
  },
  required: {
    jurisdiction: "Jurisdiction is required",
    "employer.name": "Employer name is required",
    "employer.address": "Employer address is required",
    "employee.name": "Employee name is required",
    "employee.address": "Employee address is required",
    jobTitle: "Job title is required",
    startDate: "Start date is required",
    salary: "Salary is required",
    hoursPerWeek: "Hours per week is required",
  },
  invalid: wrong.map(([bad, path, message]) => ({ body: bad, errors: { [path]: message } })),
  exports: {
    body: { ...body, jurisdiction: "germany", salary: { ...body.salary, currency: "EUR" } },
    html: ["Nachweisgesetz"],
    markdown: ["Employment Contract (Arbeitsvertrag)"],
    pdf: [],
  },
});

test("the business profile's registration number goes with the employer it names", async () => {
  const agent = await app().proUser("employ-profile@example.com");
  const profile = await agent.post("/api/business-profiles").send({
    name: "Acme Analytics Ltd",
    registrationNumber: "01234567",
    addressLine1: "1 Market Street",
    city: "London",
    postalCode: "EC1A 1AA",
    country: "GB",
    email: "hr@acme.example",
  });
  expect(profile.status).toBe(201);
  const res = await agent.post("/api/generate/employment-contract").send({ ...body, businessProfileId: profile.body.id });
  expect(res.status).toBe(201);
  expect(res.body.content).toContain("Registration number: 01234567");
});
