// The business plan, in the U.S. Small Business Administration's traditional outline: Executive
// Summary, Company Description, Market Analysis, Organization and Management, Service or Product
// Line, Marketing and Sales, Funding Request (only when funding is asked for), Financial
// Projections and Appendix, with a one-page Lean Canvas when asked for. Every figure of the
// Financial Projections is computed from the plan's financials (shared/doc-types/business-plan/
// projections.ts), never typed: the tables and charts read one projection, over 3 or 5 years. The
// funding and its use are in that projection only when the use is costed (hires, capital
// expenditure): no runway is claimed from money whose spending the numbers leave out.
// The sections come from modules named after them (summary, company, market, funding, financials,
// lean-canvas, appendix), written with format.ts and wording.ts.
import { type TBusinessPlanRequest, formatMoney, horizonOf, projectionInputOf } from "../../../shared/doc-types";
import { monthLabel, projectFinancials } from "../../../shared/doc-types/business-plan/projections";
import { formatLongDate } from "../../documents/format";
import { type TemplateModel, type Section, clampTitle } from "../../documents/model";
import type { BusinessIdentity } from "../business";
import type { BaseContext } from "../define";
import { dateOrderOf } from "../common";
import { withSpellingOf } from "../spelling";
import { appendix } from "./appendix";
import { companyDescription, legalStructureOf, locationOf, organization } from "./company";
import { financialProjections } from "./financials";
import { fundingRequest } from "./funding";
import { leanCanvas } from "./lean-canvas";
import { marketAnalysis, marketingAndSales, productLine } from "./market";
import { executiveSummary } from "./summary";

export {
  BUSINESS_PLAN_HEADINGS,
  CHART_CAPTIONS,
  FINANCIAL_HEADINGS,
  ROUNDING_RULE,
  chartCaptions,
  laterYearsHeading,
} from "./wording";

/** The region a business reads in: its profile's locale, else its country (undefined: as written). */
function regionOfBusiness(business: BusinessIdentity | undefined): "us" | "uk" | "au" | "ie" | "nz" | undefined {
  const place = (business?.locale?.split("-")[1] ?? business?.country)?.toUpperCase();
  const regions: Record<string, "us" | "uk" | "au" | "ie" | "nz"> = { US: "us", GB: "uk", AU: "au", IE: "ie", NZ: "nz" };
  return place ? regions[place] : undefined;
}

export function businessPlanTemplate(input: TBusinessPlanRequest, ctx: BaseContext): TemplateModel {
  const { financials } = input;
  const money = (minor: number) => formatMoney(minor, financials.currency);
  // With a costed use of funds, the funding and its spending; else the plan's own cash alone.
  const projection = projectFinancials(projectionInputOf(input));
  const horizon = horizonOf(input);
  const label = (month: number) => monthLabel(input.startMonth, month);
  const location = locationOf(input, ctx.business);
  const legalStructure = legalStructureOf(input, ctx.business);
  const company = input.companyName;

  const sections: Section[] = [
    executiveSummary(input, projection, money, label, location),
    companyDescription(input, ctx.business, location, legalStructure),
    marketAnalysis(input),
    ...[organization(input, legalStructure)].filter((x): x is Section => x !== undefined),
    productLine(input, money),
    ...[marketingAndSales(input)].filter((x): x is Section => x !== undefined),
  ];
  if (input.fundingRequest) sections.push(fundingRequest(input, input.fundingRequest, projection, money, label));
  sections.push(financialProjections(input, projection, money, label));
  if (input.includeLeanCanvas) sections.push(leanCanvas(input, money));
  sections.push(appendix(input, projection, money, label));

  const region = regionOfBusiness(ctx.business);
  const model: TemplateModel = {
    title: clampTitle(`Business Plan — ${company}`),
    meta: [
      { label: "Prepared", value: formatLongDate(ctx.generatedAt, dateOrderOf(ctx.business, region === undefined || region === "us" ? region : "eu-uk")) },
      { label: "Forecast period", value: `${label(1)} – ${label(horizon)}` },
      { label: "Currency", value: financials.currency },
      ...(location ? [{ label: "Location", value: location }] : []),
    ],
    numbered: true,
    sections,
  };
  // A plan has no governing law: it reads as its business does (British for a UK, Australian, Irish
  // or New Zealand profile), its dates in that order.
  return region ? withSpellingOf(model, region) : model;
}
