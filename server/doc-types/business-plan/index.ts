import { businessPlan } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { businessPlanTemplate } from "./template";

export const businessPlanServer = defineServerDocType(businessPlan, {
  // 2: no filler (an organization, marketing or competition section only with what the plan states),
  // the legal form in words, the products listed as such.
  templateVersion: 2,
  build: businessPlanTemplate,
});
