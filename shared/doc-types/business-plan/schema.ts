import { z } from "zod";
import {
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  flag,
  optionValue,
  optionalText,
  requiredText,
  typeError,
} from "../../validation/fields";
import { CURRENCY_OPTIONS } from "../../validation/options";
import { MAX_FORECAST_MONTHS, MAX_MONTHLY_AMOUNT, PROJECTION_YEARS, type ProjectionInput, firstMonthOver } from "./projections";
import { formatCount } from "../../format";


// Bounds. The largest valid plan is every text at its maximum and every list full; its tables are
// fixed in size (12 months, 8 quarters, 3 years), so the lists and texts set its length.
export const BP_SHORT_MAX = 200;
export const BP_DESCRIPTION_MAX = 3_000;
export const BP_DESCRIPTION_LINES = 40;
export const BP_LONG_MAX = 2_000;
export const BP_LONG_LINES = 30;
export const BP_MEDIUM_MAX = 1_000;
export const BP_MEDIUM_LINES = 10;
export const BP_MAX_PRODUCTS = 20;
export const BP_MAX_TEAM = 12;
export const BP_MAX_REVENUE_STREAMS = 10;
export const BP_MAX_COST_LINES = 20;
export const BP_MAX_HIRES = 10;
export const BP_MAX_CAPEX = 10;
/** Starting cash and a funding request: 1e12 minor units (10 billion in major units). */
export const BP_MAX_CASH_AMOUNT = 1_000_000_000_000;
export const BP_MAX_PRODUCT_PRICE = 10_000_000_000;
export const BP_MIN_GROWTH_PERCENT = -100;
export const BP_MAX_GROWTH_PERCENT = 100;

/** A required amount of money in minor units, 0 or more. */
const money = (label: string, max: number) =>
  z
    .number({ error: typeError(`${label} is required`, `${label} must be a number`) })
    .min(0, `${label} must be 0 or more`)
    .int(`${label} must be a whole number of cents`)
    .max(max, `${label} must be at most ${formatCount(max)} cents`);

const hasTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A monthly growth rate in percent, −100 to 100, with up to 2 decimals. */
const growthPercent = (label: string) =>
  z
    .number({ error: typeError(`${label} is required`, `${label} must be a number`) })
    .min(BP_MIN_GROWTH_PERCENT, `${label} must be at least ${BP_MIN_GROWTH_PERCENT}%`)
    .max(BP_MAX_GROWTH_PERCENT, `${label} must be at most ${BP_MAX_GROWTH_PERCENT}%`)
    .refine(hasTwoDecimals, `${label} must have at most 2 decimals`);

const shortText = (required: string, label: string) => requiredText(required, { label, max: BP_SHORT_MAX });
const optionalShort = (label: string) => optionalText({ label, max: BP_SHORT_MAX });
const mediumText = (label: string) =>
  optionalText({ label, max: BP_MEDIUM_MAX, multiline: true, lines: BP_MEDIUM_LINES });
const longText = (label: string) =>
  optionalText({ label, max: BP_LONG_MAX, multiline: true, lines: BP_LONG_LINES });

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const list = <T extends z.ZodType>(item: T, noun: string, max: number, min: number) =>
  z
    .array(item, { error: typeError(`At least one ${noun} is required`, `${capital(noun)}s must be a list`) })
    .min(min, `At least one ${noun} is required`)
    .max(max, `No more than ${max} ${noun}s`);

export const ZBusinessPlanProductSchema = z.object(
  {
    name: shortText("Product name is required", "Product name"),
    description: requiredText("Product description is required", {
      label: "Product description",
      max: BP_MEDIUM_MAX,
      multiline: true,
      lines: BP_MEDIUM_LINES,
    }),
    price: money("Price", BP_MAX_PRODUCT_PRICE),
  },
  { error: "Each product must be an object" },
);

export const ZBusinessPlanRevenueStreamSchema = z.object(
  {
    name: shortText("Revenue stream name is required", "Revenue stream name"),
    monthlyRevenue: money("Monthly revenue", MAX_MONTHLY_AMOUNT),
    monthlyGrowthPercent: growthPercent("Monthly growth").default(0),
    costOfSalesPercent: z
      .number({ error: typeError("Cost of sales is required", "Cost of sales must be a number") })
      .min(0, "Cost of sales must be 0% or more")
      .max(100, "Cost of sales must be at most 100%")
      .refine(hasTwoDecimals, "Cost of sales must have at most 2 decimals")
      .default(0),
  },
  { error: "Each revenue stream must be an object" },
);

export const ZBusinessPlanCostSchema = z.object(
  {
    name: shortText("Cost name is required", "Cost name"),
    amount: money("Cost amount", MAX_MONTHLY_AMOUNT),
  },
  { error: "Each monthly cost must be an object" },
);

export const ZBusinessPlanTeamMemberSchema = z.object(
  {
    name: shortText("Team member name is required", "Team member name"),
    role: shortText("Team member role is required", "Team member role"),
    bio: mediumText("Team member bio"),
  },
  { error: "Each team member must be an object" },
);

export const ZBusinessPlanFinancialsSchema = z.object(
  {
    startingCash: money("Starting cash", BP_MAX_CASH_AMOUNT),
    currency: optionValue(CURRENCY_OPTIONS, {
      required: "Currency is required",
      invalid: "Currency must be one of USD, EUR, GBP, CAD or AUD",
    }),
    revenueStreams: list(ZBusinessPlanRevenueStreamSchema, "revenue stream", BP_MAX_REVENUE_STREAMS, 1),
    monthlyCosts: list(ZBusinessPlanCostSchema, "monthly cost", BP_MAX_COST_LINES, 1),
  },
  { error: typeError("Financials are required", "Financials must be an object") },
);

/** A forecast month, 1 to 60 (the plan's own horizon is checked on the whole plan). */
const forecastMonth = (label: string) =>
  z
    .number({ error: typeError(`${label} is required`, `${label} must be a number`) })
    .int(`${label} must be a whole month`)
    .min(1, `${label} must be month 1 or later`)
    .max(MAX_FORECAST_MONTHS, `${label} must be month ${MAX_FORECAST_MONTHS} or earlier`);

export const ZBusinessPlanHireSchema = z.object(
  {
    role: shortText("Hire role is required", "Hire role"),
    monthlyCost: money("Monthly cost", MAX_MONTHLY_AMOUNT),
    startMonth: forecastMonth("Start month"),
  },
  { error: "Each hire must be an object" },
);

export const ZBusinessPlanCapexSchema = z.object(
  {
    item: shortText("Item is required", "Item"),
    amount: money("Amount", BP_MAX_CASH_AMOUNT),
    month: forecastMonth("Month"),
  },
  { error: "Each capital expenditure must be an object" },
);

export const ZBusinessPlanFundingSchema = z.object(
  {
    amount: money("Funding amount", BP_MAX_CASH_AMOUNT).min(1, "Funding amount must be more than 0"),
    use: requiredText("Use of funds is required", {
      label: "Use of funds",
      max: BP_LONG_MAX,
      multiline: true,
      lines: BP_LONG_LINES,
    }),
    // The use of funds costed: without either, the plan claims no runway from the funding.
    hires: z
      .array(ZBusinessPlanHireSchema, { error: "Hires must be a list" })
      .max(BP_MAX_HIRES, `No more than ${BP_MAX_HIRES} hires`)
      .default([]),
    capitalExpenditure: z
      .array(ZBusinessPlanCapexSchema, { error: "Capital expenditure must be a list" })
      .max(BP_MAX_CAPEX, `No more than ${BP_MAX_CAPEX} capital expenditure items`)
      .default([]),
  },
  { error: "Funding request must be an object" },
);

const START_MONTH_MESSAGE = "Start month must be a month written YYYY-MM";

/** The month after `now`'s, as YYYY-MM, in the local time zone of whoever parses. */
export function businessPlanStartMonth(now: Date = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}`;
}

const startMonth = () =>
  z
    .string({ error: START_MONTH_MESSAGE })
    .max(20, { error: START_MONTH_MESSAGE, abort: true })
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^(?:19|2\d)\d{2}-(?:0[1-9]|1[0-2])$/, START_MONTH_MESSAGE)
        .optional(),
    )
    .transform((v) => v ?? businessPlanStartMonth());

const isBounded = (amount: unknown, growth: unknown): amount is number =>
  typeof amount === "number" &&
  Number.isSafeInteger(amount) &&
  amount >= 0 &&
  amount <= MAX_MONTHLY_AMOUNT &&
  typeof growth === "number" &&
  growth >= BP_MIN_GROWTH_PERCENT &&
  growth <= BP_MAX_GROWTH_PERCENT;

const tooFast = (what: string, month: number, months: number) =>
  `${what} would pass ${formatCount(MAX_MONTHLY_AMOUNT)} cents a month by month ${month} of ${months}: lower the amount or its growth`;

const PROJECTION_YEARS_MESSAGE = "Projection years must be 3 or 5";

export const ZBusinessPlanRequestSchema = z
  .object(
    {
      companyName: requiredText("Company name is required", { label: "Company name", max: COMPANY_NAME_MAX }),
      description: requiredText("Business description is required", {
        label: "Business description",
        max: BP_DESCRIPTION_MAX,
        multiline: true,
        lines: BP_DESCRIPTION_LINES,
      }),
      industry: shortText("Industry is required", "Industry"),
      targetMarket: requiredText("Target market is required", {
        label: "Target market",
        max: BP_LONG_MAX,
        multiline: true,
        lines: BP_LONG_LINES,
      }),
      products: list(ZBusinessPlanProductSchema, "product", BP_MAX_PRODUCTS, 1),
      financials: ZBusinessPlanFinancialsSchema,

      mission: mediumText("Mission"),
      competitors: longText("Competitors"),
      marketingStrategy: optionalText({
        label: "Marketing strategy",
        max: BP_DESCRIPTION_MAX,
        multiline: true,
        lines: BP_DESCRIPTION_LINES,
      }),
      salesChannels: mediumText("Sales channels"),
      team: z
        .array(ZBusinessPlanTeamMemberSchema, { error: "Team must be a list" })
        .max(BP_MAX_TEAM, `No more than ${BP_MAX_TEAM} team members`)
        .default([]),
      legalStructure: optionalShort("Legal structure"),
      location: optionalShort("Location"),
      fundingRequest: ZBusinessPlanFundingSchema.nullish().transform((v) => v ?? undefined),
      milestones: longText("Milestones"),
      includeLeanCanvas: flag("Include Lean Canvas"),
      problem: mediumText("Problem"),
      solution: mediumText("Solution"),
      unfairAdvantage: mediumText("Unfair advantage"),
      keyMetrics: mediumText("Key metrics"),
      costGrowthPercent: growthPercent("Cost growth").default(0),
      projectionYears: z
        .union(PROJECTION_YEARS.map((y) => z.literal(y)), { error: PROJECTION_YEARS_MESSAGE })
        .default(3),
      startMonth: startMonth(),
      businessProfileId: businessProfileRef(),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((plan, ctx) => {
    // Runs after failed fields too: only bounded numbers are projected, over the plan's horizon.
    const horizon = (plan.projectionYears === 5 ? 5 : 3) * 12;
    const streams: unknown = plan.financials?.revenueStreams;
    if (Array.isArray(streams)) {
      streams.forEach((s: { monthlyRevenue?: unknown; monthlyGrowthPercent?: unknown }, i) => {
        if (!isBounded(s?.monthlyRevenue, s?.monthlyGrowthPercent)) return;
        const month = firstMonthOver(s.monthlyRevenue as number, s.monthlyGrowthPercent as number, MAX_MONTHLY_AMOUNT, horizon);
        if (month !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["financials", "revenueStreams", i, "monthlyGrowthPercent"],
            message: tooFast(`Revenue stream ${i + 1}`, month, horizon),
          });
      });
    }
    const costs: unknown = plan.financials?.monthlyCosts;
    if (Array.isArray(costs)) {
      // One message for the growth rate they share: the first cost line it takes too far.
      const over = costs
        .map((c: { amount?: unknown }, i) => {
          if (!isBounded(c?.amount, plan.costGrowthPercent)) return undefined;
          const month = firstMonthOver(c.amount as number, plan.costGrowthPercent, MAX_MONTHLY_AMOUNT, horizon);
          return month === undefined ? undefined : tooFast(`Monthly cost ${i + 1}`, month, horizon);
        })
        .find(Boolean);
      if (over) ctx.addIssue({ code: "custom", path: ["costGrowthPercent"], message: over });
    }
    // The use of funds falls within the forecast.
    const funding = plan.fundingRequest as { hires?: unknown; capitalExpenditure?: unknown } | undefined;
    const within = (list: unknown, key: "startMonth" | "month", label: string) => {
      if (!Array.isArray(list)) return;
      list.forEach((x: Record<string, unknown>, i) => {
        const month = x?.[key];
        if (typeof month === "number" && month > horizon)
          ctx.addIssue({
            code: "custom",
            path: ["fundingRequest", key === "month" ? "capitalExpenditure" : "hires", i, key],
            message: `${label} must be within the ${horizon}-month forecast`,
          });
      });
    };
    within(funding?.hires, "startMonth", "Start month");
    within(funding?.capitalExpenditure, "month", "Month");
  });

export type TBusinessPlanProduct = z.output<typeof ZBusinessPlanProductSchema>;
export type TBusinessPlanRequest = z.output<typeof ZBusinessPlanRequestSchema>;
export type TBusinessPlanRequestInput = z.input<typeof ZBusinessPlanRequestSchema>;

/** The plan's forecast length in months: 36 or 60. */
export const horizonOf = (plan: Pick<TBusinessPlanRequest, "projectionYears">): number => plan.projectionYears * 12;

/** Whether the funding's use is costed (hires or capital expenditure given): only then does the forecast include it. */
export const fundingIsCosted = (plan: Pick<TBusinessPlanRequest, "fundingRequest">): boolean =>
  Boolean(plan.fundingRequest && (plan.fundingRequest.hires.length || plan.fundingRequest.capitalExpenditure.length));

/**
 * The projection's input from a plan: its financials over its horizon and, when the use of funds is
 * costed and `withFunding` is not false, the funding and its spending.
 */
export function projectionInputOf(plan: TBusinessPlanRequest, withFunding = true): ProjectionInput {
  const funding = withFunding && fundingIsCosted(plan) ? plan.fundingRequest : undefined;
  return {
    startingCash: plan.financials.startingCash,
    revenueStreams: plan.financials.revenueStreams,
    monthlyCosts: plan.financials.monthlyCosts,
    costGrowthPercent: plan.costGrowthPercent,
    months: horizonOf(plan),
    ...(funding ? { funding: { amount: funding.amount, hires: funding.hires, capitalExpenditure: funding.capitalExpenditure } } : {}),
  };
}
