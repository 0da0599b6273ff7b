import { businessPlan } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { businessPlanTemplate } from "./template";

export const businessPlanServer = defineServerDocType(businessPlan, {
  templateVersion: 1,
  build: businessPlanTemplate,
});
