import { z } from "zod";
import {
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  flag,
  isIsoDate,
  optionValue,
  optionalText,
  rawMax,
  requiredText,
  typeError,
} from "../../validation/fields";
import { CURRENCY_OPTIONS, TERMS_GOVERNING_LAW_OPTIONS } from "../../validation/options";
import { EMPTY_CONTRACT_PARTY, ZContractPartySchema } from "../../validation/party";
import { formatCount } from "../../format";

// The largest valid agreement prints in about 30 pages: the services, the acceptance criteria
// and at most 20 deliverables and 20 milestones of a few lines each.
export const CONTRACTOR_SERVICES_MAX = 5000;
export const CONTRACTOR_SERVICES_LINES = 100;
export const CONTRACTOR_ACCEPTANCE_CRITERIA_MAX = 2000;
export const CONTRACTOR_ACCEPTANCE_CRITERIA_LINES = 40;
export const CONTRACTOR_SOW_ITEM_MAX = 300;
export const CONTRACTOR_SOW_ITEM_LINES = 5;
export const CONTRACTOR_MAX_DELIVERABLES = 20;
export const CONTRACTOR_MAX_MILESTONES = 20;
/** The fee (or hourly rate), and every milestone, in minor units: a signed 32-bit integer. */
export const CONTRACTOR_MAX_FEE = 2_000_000_000;
export const CONTRACTOR_MAX_PAYMENT_TERMS_DAYS = 90;
export const CONTRACTOR_MAX_NOTICE_DAYS = 180;
export const CONTRACTOR_MAX_ACCEPTANCE_DAYS = 60;
export const CONTRACTOR_MAX_LATE_INTEREST = 24;

export const CONTRACTOR_FEE_TYPE_OPTIONS = [
  { value: "fixed", label: "Fixed fee" },
  { value: "hourly", label: "Hourly rate" },
  { value: "milestone", label: "Milestone payments" },
] as const;
export type ContractorFeeType = (typeof CONTRACTOR_FEE_TYPE_OPTIONS)[number]["value"];

export const CONTRACTOR_LIABILITY_CAP_OPTIONS = [
  { value: "total-fees", label: "The total fees payable under the agreement" },
  { value: "12-months-fees", label: "The fees paid in the 12 months before the claim" },
  { value: "twice-fees", label: "Twice the total fees payable under the agreement" },
] as const;
export type ContractorLiabilityCap = (typeof CONTRACTOR_LIABILITY_CAP_OPTIONS)[number]["value"];


/** A date written YYYY-MM-DD whose messages name the field. */
const date = (label: string) =>
  z
    .string({ error: typeError(`${label} is required`, `${label} must be a valid date (YYYY-MM-DD)`) })
    .max(rawMax(10), { error: `${label} must be a valid date (YYYY-MM-DD)`, abort: true })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .refine(isIsoDate, `${label} must be a valid date (YYYY-MM-DD)`);

/** An optional date: undefined, null and "" come out as undefined. */
const optionalDate = (label: string) => {
  const message = `${label} must be a valid date (YYYY-MM-DD)`;
  return z
    .string({ error: message })
    .max(rawMax(10), { error: message, abort: true })
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().refine(isIsoDate, message).optional());
};

/** A whole number of days in [min, max], with a default. */
const days = (label: string, min: number, max: number, fallback: number) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be a whole number of days`)
    .min(min, `${label} must be at least ${min} ${min === 1 ? "day" : "days"}`)
    .max(max, `${label} must be at most ${max} days`)
    .default(fallback);

/** An amount of money in minor units (cents), more than zero. */
const amount = (label: string) =>
  z
    .number({ error: typeError(`${label} is required`, `${label} must be a number`) })
    .int(`${label} must be a whole number of cents`)
    .min(1, `${label} must be greater than zero`)
    .max(CONTRACTOR_MAX_FEE, `${label} must be at most ${formatCount(CONTRACTOR_MAX_FEE)} cents`);

const sowText = (required: string, label: string) =>
  requiredText(required, { label, max: CONTRACTOR_SOW_ITEM_MAX, multiline: true, lines: CONTRACTOR_SOW_ITEM_LINES });

export const ZContractorPartySchema = ZContractPartySchema;

export const ZContractorDeliverableSchema = z.object(
  {
    description: sowText("Deliverable description is required", "Deliverable description"),
    dueDate: optionalDate("Due date"),
  },
  { error: "Each deliverable must be an object" },
);

export const ZContractorMilestoneSchema = z.object(
  {
    description: sowText("Milestone description is required", "Milestone description"),
    amount: amount("Milestone amount"),
    dueDate: optionalDate("Due date"),
  },
  { error: "Each milestone must be an object" },
);

export const ZContractorFeeSchema = z.object(
  {
    type: optionValue(CONTRACTOR_FEE_TYPE_OPTIONS, {
      required: "Fee type is required",
      invalid: "Fee type must be fixed, hourly or milestone",
    }),
    amount: amount("Fee amount"),
    currency: optionValue(CURRENCY_OPTIONS, {
      required: "Currency is required",
      invalid: "Currency must be one of USD, EUR, GBP, CAD or AUD",
    }),
  },
  { error: "Fee details are required" },
);

// A missing fee reports its three fields, like an empty form block would.
const EMPTY_FEE = {} as z.input<typeof ZContractorFeeSchema>;

const list = <T extends z.ZodType>(item: T, max: number, noun: string) =>
  z
    .array(item, { error: `${noun} must be a list` })
    .max(max, `No more than ${max} ${noun.toLowerCase()}`)
    .nullish()
    .transform((v) => v ?? []);

export const ZContractorAgreementRequestSchema = z
  .object(
    {
      // The client (the business, when a profile is chosen) and the contractor.
      client: ZContractorPartySchema.prefault(EMPTY_CONTRACT_PARTY),
      contractor: ZContractorPartySchema.prefault(EMPTY_CONTRACT_PARTY),
      services: requiredText("Services are required", {
        label: "Services",
        max: CONTRACTOR_SERVICES_MAX,
        multiline: true,
        lines: CONTRACTOR_SERVICES_LINES,
      }),
      fee: ZContractorFeeSchema.prefault(EMPTY_FEE),
      startDate: date("Start date"),
      endDate: optionalDate("End date"),
      governingLaw: optionValue(TERMS_GOVERNING_LAW_OPTIONS, {
        required: "Governing law is required",
        invalid: "Select a valid governing law",
      }),
      deliverables: list(ZContractorDeliverableSchema, CONTRACTOR_MAX_DELIVERABLES, "Deliverables"),
      milestones: list(ZContractorMilestoneSchema, CONTRACTOR_MAX_MILESTONES, "Milestones"),
      acceptanceCriteria: optionalText({
        label: "Acceptance criteria",
        max: CONTRACTOR_ACCEPTANCE_CRITERIA_MAX,
        multiline: true,
        lines: CONTRACTOR_ACCEPTANCE_CRITERIA_LINES,
      }),
      acceptanceDays: days("Acceptance period", 1, CONTRACTOR_MAX_ACCEPTANCE_DAYS, 10),
      paymentTermsDays: days("Payment terms", 0, CONTRACTOR_MAX_PAYMENT_TERMS_DAYS, 30),
      // A contractual rate (% a year) where no statutory rate applies (not UK or German law).
      lateInterest: z
        .number({ error: "Late interest must be a number" })
        .min(0, "Late interest must be at least 0%")
        .max(CONTRACTOR_MAX_LATE_INTEREST, `Late interest must be at most ${CONTRACTOR_MAX_LATE_INTEREST}% a year`)
        .nullish()
        .transform((v) => v ?? undefined),
      expensesReimbursable: flag("Expenses reimbursable"),
      processesPersonalData: flag("Processes personal data"),
      nonSolicitation: flag("Non-solicitation"),
      noticeDays: days("Notice period", 1, CONTRACTOR_MAX_NOTICE_DAYS, 14),
      liabilityCap: optionValue(CONTRACTOR_LIABILITY_CAP_OPTIONS, {
        required: "Select a valid liability cap",
        invalid: "Select a valid liability cap",
      }).default("total-fees"),
      effectiveDate: effectiveDate(),
      businessProfileId: businessProfileRef(),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((input, ctx) => {
    if (input.endDate && input.endDate < input.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must not be before the start date", input: input.endDate });
    }
    if (input.fee.type === "milestone") {
      if (input.milestones.length === 0) {
        ctx.addIssue({ code: "custom", path: ["milestones"], message: "Add at least one milestone for a milestone fee", input: input.milestones });
        return;
      }
      const sum = input.milestones.reduce((total, m) => total + m.amount, 0);
      if (sum !== input.fee.amount) {
        ctx.addIssue({
          code: "custom",
          path: ["milestones"],
          message: `Milestone amounts must add up to the fee amount (${formatCount(input.fee.amount)} cents; they add up to ${formatCount(sum)})`,
          input: input.milestones,
        });
      }
    } else if (input.milestones.length > 0) {
      ctx.addIssue({ code: "custom", path: ["milestones"], message: "Milestones apply only to a milestone fee", input: input.milestones });
    }
  });

export type TContractorParty = z.output<typeof ZContractorPartySchema>;
export type TContractorDeliverable = z.output<typeof ZContractorDeliverableSchema>;
export type TContractorMilestone = z.output<typeof ZContractorMilestoneSchema>;
export type TContractorAgreementRequest = z.output<typeof ZContractorAgreementRequestSchema>;
export type TContractorAgreementRequestInput = z.input<typeof ZContractorAgreementRequestSchema>;
