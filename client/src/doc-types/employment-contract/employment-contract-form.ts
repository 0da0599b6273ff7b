// The employment contract form holds the pay as a person types it (major units); the API takes
// minor units. The resolver converts first and then validates THAT payload with the shared
// schema, mapping its issues back onto the form's paths (as the invoice form does).
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, Resolver } from "react-hook-form";
import {
  type EmploymentJurisdiction,
  type TEmploymentContractRequest,
  type TEmploymentContractRequestInput,
  ZEmploymentContractRequestSchema,
} from "@shared/doc-types";
import type { Currency } from "@shared/validation";
import { todayIso } from "@/components/generator/dates";
import { withInput } from "@/components/generator/doc-form-props";

/** The request body with the salary in major units; numbers are NaN while their field is empty. */
export type EmploymentFormValues = TEmploymentContractRequestInput;

/** The currency a jurisdiction pays in, chosen with it. */
export const JURISDICTION_CURRENCY: Record<EmploymentJurisdiction, Currency> = {
  "united-states": "USD",
  california: "USD",
  "new-york": "USD",
  "united-kingdom": "GBP",
  "canada-ontario": "CAD",
  germany: "EUR",
  australia: "AUD",
};

export function employmentDefaults(): EmploymentFormValues {
  return {
    jurisdiction: "",
    workState: undefined,
    employer: { name: "", address: "", email: "" },
    employee: { name: "", address: "", email: "" },
    jobTitle: "",
    duties: "",
    startDate: "",
    employmentType: "permanent",
    endDate: "",
    continuousEmploymentDate: "",
    workplace: "",
    workArrangement: "on-site",
    salary: { amount: Number.NaN, currency: "", period: "year" },
    flsaStatus: "non-exempt",
    hoursPerWeek: 40,
    daysPerWeek: 5,
    probationMonths: Number.NaN,
    noticePeriod: undefined,
    holidayDays: Number.NaN,
    payReviewAnnual: true,
    benefits: "",
    pension: "",
    sickPay: "",
    training: "",
    collectiveAgreements: "",
    nonCompete: false,
    nonSolicitation: false,
    restrictionMonths: 12,
    effectiveDate: todayIso(),
  };
}

/** Major to minor units, rounded to the cent: 19.99 → 1999. */
const toMinor = (major: number) => Math.round(major * 100);

/** A stored contract's input (minor units) as the form holds it (major units), to edit it. */
export function employmentFormValuesOf(input: unknown): EmploymentFormValues {
  const values = withInput(employmentDefaults(), input);
  const amount = values.salary?.amount;
  return { ...values, salary: { ...values.salary, amount: typeof amount === "number" ? amount / 100 : Number.NaN } };
}

/** An empty number field (NaN) is a missing value. */
const num = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : undefined);

/** The API payload: pay in minor units, empty numbers left out (their defaults apply). */
export function toEmploymentPayload(values: EmploymentFormValues): TEmploymentContractRequestInput {
  const amount = num(values.salary?.amount);
  return {
    ...values,
    // A missing amount stays missing, for the schema's "is required".
    salary: { ...values.salary, amount: (amount === undefined ? undefined : toMinor(amount)) as number },
    hoursPerWeek: num(values.hoursPerWeek) as number,
    daysPerWeek: num(values.daysPerWeek),
    probationMonths: num(values.probationMonths),
    holidayDays: num(values.holidayDays),
    restrictionMonths: num(values.restrictionMonths),
    noticePeriod: values.noticePeriod || undefined,
    workState: values.jurisdiction === "united-states" ? values.workState || undefined : undefined,
    endDate: values.employmentType === "fixed-term" ? values.endDate : "",
  };
}

export const employmentResolver: Resolver<EmploymentFormValues, unknown, TEmploymentContractRequest> = async (
  values,
  _context,
  options,
) => {
  const result = ZEmploymentContractRequestSchema.safeParse(toEmploymentPayload(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) flat[issue.path.map(String).join(".")] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: toNestErrors(flat, options) };
};
