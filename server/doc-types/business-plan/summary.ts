// The Executive Summary: what the business is and sells, its mission, the financial highlights
// from the projection and whether it seeks funding.
import { type TBusinessPlanRequest, fundingIsCosted } from "../../../shared/doc-types";
import type { Projection } from "../../../shared/doc-types/business-plan/projections";
import { joinWords } from "../../documents/format";
import { type Block, type Section, bold, p, section, ul } from "../../documents/model";
import { type Label, type Money, keyFigures } from "./format";
import { BUSINESS_PLAN_HEADINGS as H } from "./wording";

/** The business, its offer and mission, its key figures and its funding in a few lines. */
export function executiveSummary(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label, location?: string): Section {
  const y1 = proj.years[0]!;
  const last = proj.years[proj.years.length - 1]!;
  const figures = keyFigures(proj, money, label);
  const costed = fundingIsCosted(input);
  const offer = joinWords(input.products.map((x) => x.name));
  const blocks: Block[] = [
    p(
      bold(input.companyName),
      ` is a business in ${input.industry}${location ? `, based in ${location}` : ""}. It sells ${input.products.length === 1 ? "one product or service" : `${input.products.length} products and services`}, set out in the section "${H.products}": ${offer}. Its target market is described in the section "${H.marketAnalysis}".`,
    ),
  ];
  if (input.mission) blocks.push(p(bold("Mission. "), input.mission));
  blocks.push(
    p(bold("Financial highlights.")),
    ul(
      `Year 1 revenue of ${money(y1.revenue)} and a net ${y1.net < 0 ? "loss" : "profit"} of ${money(Math.abs(y1.net))}.`,
      `Year ${proj.years.length} revenue of ${money(last.revenue)} and a net ${last.net < 0 ? "loss" : "profit"} of ${money(Math.abs(last.net))}.`,
      `Break-even month (revenue covers costs): ${figures.breakEven}.`,
      `Cash runway${costed ? " (with the funding and its costed use)" : ""}: ${figures.runway}.`,
    ),
    input.fundingRequest
      ? p(
          bold("Funding. "),
          `${input.companyName} is seeking ${money(input.fundingRequest.amount)}, as set out in the section "${H.funding}".${costed ? "" : " The projections exclude it, as its use is not costed in this plan."}`,
        )
      : p(
          bold("Funding. "),
          `${input.companyName} is bootstrapped: this plan does not request outside funding, and its projections rely on the starting cash of ${money(input.financials.startingCash)} and the revenue the business earns.`,
        ),
  );
  return section(H.executiveSummary, blocks);
}
