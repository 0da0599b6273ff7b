// The business plan: the SBA's traditional outline, with a 3- or 5-year forecast computed from the
// plan's financials (./projections.ts) and, when asked for, a one-page Lean Canvas.
import { defineDocType } from "../define";
import { businessPlanMeta } from "./meta";
import { ZBusinessPlanRequestSchema } from "./schema";

export * from "./schema";
// The forecast arithmetic: import "shared/doc-types/business-plan/projections" where it is needed.

export const businessPlan = defineDocType({ ...businessPlanMeta, schema: ZBusinessPlanRequestSchema });
