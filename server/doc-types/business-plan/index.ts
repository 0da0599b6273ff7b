import { businessPlan } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { businessPlanTemplate } from "./template";

export const businessPlanServer = defineServerDocType(businessPlan, {
  // 2: no filler (an organization, marketing or competition section only with what the plan states),
  // the legal form in words, the products listed as such.
  // 3: the funding's runway says the use of funds is not costed in the forecast.
  templateVersion: 3,
  build: businessPlanTemplate,
});
