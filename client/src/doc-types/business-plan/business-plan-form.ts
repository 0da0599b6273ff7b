// The business plan form holds money as a person types it (major units) and the plan's financials
// flat (the API nests them under `financials`, and the funding request under `fundingRequest`).
// The resolver converts to the API's body first (minor units, nested) and validates THAT with the
// shared ZBusinessPlanRequestSchema, mapping its issues back onto the form's paths, so the form
// and the server keep one schema.
import { toNestErrors } from "@hookform/resolvers";
import type { Control, FieldError, Resolver } from "react-hook-form";
import {
  type TBusinessPlanRequest,
  type TBusinessPlanRequestInput,
  ZBusinessPlanRequestSchema,
  businessPlanStartMonth,
} from "@shared/doc-types";
import type { TFieldError } from "@shared/api/errors";
import { toMinorUnits } from "@shared/money";
import type { Currency } from "@shared/validation";

export interface ProductFormValues {
  name: string;
  description: string;
  /** Major units; NaN while empty. */
  price: number;
}

export interface RevenueStreamFormValues {
  name: string;
  /** Major units. */
  monthlyRevenue: number;
  monthlyGrowthPercent: number;
  /** Percent of the stream's revenue. */
  costOfSalesPercent: number;
}

export interface CostFormValues {
  name: string;
  /** Major units. */
  amount: number;
}

export interface HireFormValues {
  role: string;
  /** Major units. */
  monthlyCost: number;
  startMonth: number;
}

export interface CapexFormValues {
  item: string;
  /** Major units. */
  amount: number;
  month: number;
}

export interface TeamMemberFormValues {
  name: string;
  role: string;
  bio: string;
}

export interface BusinessPlanFormValues {
  companyName: string;
  industry: string;
  description: string;
  mission: string;
  legalStructure: string;
  location: string;
  milestones: string;
  targetMarket: string;
  competitors: string;
  products: ProductFormValues[];
  marketingStrategy: string;
  salesChannels: string;
  team: TeamMemberFormValues[];
  currency: Currency;
  /** Major units. */
  startingCash: number;
  startMonth: string;
  revenueStreams: RevenueStreamFormValues[];
  monthlyCosts: CostFormValues[];
  costGrowthPercent: number;
  /** "3" or "5": the select holds text; the body says 3 or 5. */
  projectionYears: "3" | "5";
  requestFunding: boolean;
  /** Major units. */
  fundingAmount: number;
  fundingUse: string;
  /** The use of funds, costed: hires and capital expenditure. */
  fundingHires: HireFormValues[];
  fundingCapex: CapexFormValues[];
  includeLeanCanvas: boolean;
  problem: string;
  solution: string;
  unfairAdvantage: string;
  keyMetrics: string;
  businessProfileId?: string | null;
}

export type BusinessPlanControl = Control<BusinessPlanFormValues, unknown, TBusinessPlanRequest>;

export const EMPTY_PRODUCT: ProductFormValues = { name: "", description: "", price: 0 };
export const EMPTY_STREAM: RevenueStreamFormValues = { name: "", monthlyRevenue: 0, monthlyGrowthPercent: 0, costOfSalesPercent: 0 };
export const EMPTY_HIRE: HireFormValues = { role: "", monthlyCost: 0, startMonth: 1 };
export const EMPTY_CAPEX: CapexFormValues = { item: "", amount: 0, month: 1 };

export const PROJECTION_YEAR_OPTIONS = [
  { value: "3", label: "3 years (36 months)" },
  { value: "5", label: "5 years (60 months)" },
] as const;
export const EMPTY_COST: CostFormValues = { name: "", amount: 0 };
export const EMPTY_MEMBER: TeamMemberFormValues = { name: "", role: "", bio: "" };

export function businessPlanDefaults(now: Date = new Date()): BusinessPlanFormValues {
  return {
    companyName: "",
    industry: "",
    description: "",
    mission: "",
    legalStructure: "",
    location: "",
    milestones: "",
    targetMarket: "",
    competitors: "",
    products: [{ ...EMPTY_PRODUCT }],
    marketingStrategy: "",
    salesChannels: "",
    team: [],
    currency: "USD",
    startingCash: 0,
    startMonth: businessPlanStartMonth(now),
    revenueStreams: [{ ...EMPTY_STREAM }],
    monthlyCosts: [{ ...EMPTY_COST }],
    costGrowthPercent: 0,
    projectionYears: "3",
    requestFunding: false,
    fundingAmount: 0,
    fundingUse: "",
    fundingHires: [],
    fundingCapex: [],
    includeLeanCanvas: false,
    problem: "",
    solution: "",
    unfairAdvantage: "",
    keyMetrics: "",
  };
}

const orZero = (n: number) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

/** The API body, in minor units, from what the form holds. */
export function toBusinessPlanPayload(v: BusinessPlanFormValues): TBusinessPlanRequestInput {
  return {
    companyName: v.companyName,
    description: v.description,
    industry: v.industry,
    targetMarket: v.targetMarket,
    products: v.products.map((x) => ({ name: x.name, description: x.description, price: toMinorUnits(x.price) })),
    financials: {
      startingCash: toMinorUnits(v.startingCash),
      currency: v.currency,
      revenueStreams: v.revenueStreams.map((s) => ({
        name: s.name,
        monthlyRevenue: toMinorUnits(s.monthlyRevenue),
        monthlyGrowthPercent: orZero(s.monthlyGrowthPercent),
        costOfSalesPercent: orZero(s.costOfSalesPercent),
      })),
      monthlyCosts: v.monthlyCosts.map((c) => ({ name: c.name, amount: toMinorUnits(c.amount) })),
    },
    mission: v.mission,
    competitors: v.competitors,
    marketingStrategy: v.marketingStrategy,
    salesChannels: v.salesChannels,
    team: v.team,
    legalStructure: v.legalStructure,
    location: v.location,
    ...(v.requestFunding
      ? {
          fundingRequest: {
            amount: toMinorUnits(v.fundingAmount),
            use: v.fundingUse,
            hires: v.fundingHires.map((h) => ({ role: h.role, monthlyCost: toMinorUnits(h.monthlyCost), startMonth: h.startMonth })),
            capitalExpenditure: v.fundingCapex.map((c) => ({ item: c.item, amount: toMinorUnits(c.amount), month: c.month })),
          },
        }
      : {}),
    milestones: v.milestones,
    includeLeanCanvas: v.includeLeanCanvas,
    ...(v.includeLeanCanvas
      ? { problem: v.problem, solution: v.solution, unfairAdvantage: v.unfairAdvantage, keyMetrics: v.keyMetrics }
      : {}),
    costGrowthPercent: orZero(v.costGrowthPercent),
    projectionYears: v.projectionYears === "5" ? 5 : 3,
    startMonth: v.startMonth,
    ...(v.businessProfileId !== undefined ? { businessProfileId: v.businessProfileId } : {}),
  };
}

/** A stored plan's input (minor units, nested) as the form holds it, to edit it. */
export function businessPlanFormValuesOf(input: unknown, now: Date = new Date()): BusinessPlanFormValues {
  const d = businessPlanDefaults(now);
  if (!input || typeof input !== "object") return d;
  const s = input as Partial<TBusinessPlanRequest>;
  const major = (minor: unknown) => (typeof minor === "number" ? minor / 100 : 0);
  const text = (value: string | undefined) => value ?? "";
  const f = s.financials;
  return {
    companyName: text(s.companyName),
    industry: text(s.industry),
    description: text(s.description),
    mission: text(s.mission),
    legalStructure: text(s.legalStructure),
    location: text(s.location),
    milestones: text(s.milestones),
    targetMarket: text(s.targetMarket),
    competitors: text(s.competitors),
    products: s.products?.length ? s.products.map((x) => ({ ...x, price: major(x.price) })) : d.products,
    marketingStrategy: text(s.marketingStrategy),
    salesChannels: text(s.salesChannels),
    team: (s.team ?? []).map((m) => ({ name: m.name, role: m.role, bio: text(m.bio) })),
    currency: f?.currency ?? d.currency,
    startingCash: major(f?.startingCash),
    startMonth: s.startMonth ?? d.startMonth,
    revenueStreams: f?.revenueStreams?.length
      ? f.revenueStreams.map((x) => ({ ...x, monthlyRevenue: major(x.monthlyRevenue), costOfSalesPercent: x.costOfSalesPercent ?? 0 }))
      : d.revenueStreams,
    monthlyCosts: f?.monthlyCosts?.length ? f.monthlyCosts.map((x) => ({ ...x, amount: major(x.amount) })) : d.monthlyCosts,
    costGrowthPercent: s.costGrowthPercent ?? 0,
    projectionYears: s.projectionYears === 5 ? "5" : "3",
    requestFunding: Boolean(s.fundingRequest),
    fundingAmount: major(s.fundingRequest?.amount),
    fundingUse: text(s.fundingRequest?.use),
    fundingHires: (s.fundingRequest?.hires ?? []).map((h) => ({ ...h, monthlyCost: major(h.monthlyCost) })),
    fundingCapex: (s.fundingRequest?.capitalExpenditure ?? []).map((c) => ({ ...c, amount: major(c.amount) })),
    includeLeanCanvas: s.includeLeanCanvas ?? false,
    problem: text(s.problem),
    solution: text(s.solution),
    unfairAdvantage: text(s.unfairAdvantage),
    keyMetrics: text(s.keyMetrics),
    ...(s.businessProfileId !== undefined ? { businessProfileId: s.businessProfileId } : {}),
  };
}

/** A path of the API's body as the form names it: financials are flat, funding has its own fields. */
export function formPath(path: string): string {
  if (path.startsWith("financials.")) return path.slice("financials.".length);
  if (path === "financials") return "startingCash";
  if (path === "fundingRequest" || path === "fundingRequest.amount") return "fundingAmount";
  if (path === "fundingRequest.use") return "fundingUse";
  if (path.startsWith("fundingRequest.hires")) return `fundingHires${path.slice("fundingRequest.hires".length)}`;
  if (path.startsWith("fundingRequest.capitalExpenditure"))
    return `fundingCapex${path.slice("fundingRequest.capitalExpenditure".length)}`;
  return path;
}

/** The server's field messages (a 400's errors) on the form's paths. */
export const toFormFieldErrors = (errors: readonly TFieldError[]): TFieldError[] =>
  errors.map((e) => ({ ...e, path: e.path ? formPath(e.path) : e.path }));

export const businessPlanResolver: Resolver<BusinessPlanFormValues, unknown, TBusinessPlanRequest> = async (
  values,
  _context,
  options,
) => {
  const result = ZBusinessPlanRequestSchema.safeParse(toBusinessPlanPayload(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = formPath(issue.path.map(String).join("."));
    flat[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
