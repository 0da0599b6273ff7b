import { businessPlan } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { businessPlanTemplate } from "./template";
import { sample } from "./sample";

export const businessPlanServer = defineServerDocType(businessPlan, {
  // 2: no filler (an organization, marketing or competition section only with what the plan states),
  // the legal form in words, the products listed as such.
  // 3: the funding's runway says the use of funds is not costed in the forecast.
  // 4: the use of funds costed (hires, capital expenditure) before any runway claim, else no claim;
  // cost of sales and gross margin, a balance sheet and a cash-flow statement; 3 or 5 years; a legal
  // form typed as an abbreviation in words.
  templateVersion: 5,
  sample,
  build: businessPlanTemplate,
});
