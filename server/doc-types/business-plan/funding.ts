// The Funding Request: the amount and its use; when the use is costed (hires, capital expenditure),
// what it pays for and the runway with and without it, else that the projections leave it out.
import { type TBusinessPlanRequest, fundingIsCosted, projectionInputOf } from "../../../shared/doc-types";
import { type Projection, projectFinancials } from "../../../shared/doc-types/business-plan/projections";
import { type Block, type Section, bold, definitions, p, section, userParagraphs } from "../../documents/model";
import { type Label, type Money, right, runwayOf } from "./format";
import { BUSINESS_PLAN_HEADINGS as H } from "./wording";

/** The funding asked for, and what it changes in the projection when its use is costed. */
export function fundingRequest(
  input: TBusinessPlanRequest,
  funding: NonNullable<TBusinessPlanRequest["fundingRequest"]>,
  proj: Projection,
  money: Money,
  label: Label,
): Section {
  const blocks: Block[] = [
    p(`${input.companyName} is requesting `, bold(money(funding.amount)), "."),
    p(bold("Use of funds.")),
    ...userParagraphs(funding.use),
  ];
  if (!fundingIsCosted(input)) {
    // Nothing costed: no runway is claimed from the funding.
    blocks.push(
      p(
        `The use of funds is not costed in this plan (it lists no hires or capital expenditure), so the projections in the section "${H.financials}" exclude this funding, and this plan makes no claim about the runway it would buy.`,
      ),
    );
    return section(H.funding, blocks);
  }

  const horizon = proj.horizon;
  const hireTotal = (h: (typeof funding.hires)[number]) => h.monthlyCost * Math.max(0, horizon - h.startMonth + 1);
  const hiresTotal = funding.hires.reduce((a, h) => a + hireTotal(h), 0);
  const capexTotal = funding.capitalExpenditure.reduce((a, c) => a + c.amount, 0);
  if (funding.hires.length)
    blocks.push({
      type: "table",
      caption: "Hires paid from the funding",
      columns: [{ header: "Role" }, { header: "From" }, right("Monthly cost"), right(`Total to month ${horizon}`)],
      rows: funding.hires.map((h) => [h.role, `Month ${h.startMonth} (${label(h.startMonth)})`, money(h.monthlyCost), money(hireTotal(h))]),
    });
  if (funding.capitalExpenditure.length)
    blocks.push({
      type: "table",
      caption: "Capital expenditure paid from the funding",
      columns: [{ header: "Item" }, { header: "Month" }, right("Amount")],
      rows: funding.capitalExpenditure.map((c) => [c.item, `Month ${c.month} (${label(c.month)})`, money(c.amount)]),
    });
  // The same plan without the funding and its spending: what the funding changes.
  const without = projectFinancials(projectionInputOf(input, false));
  const closing = money(proj.months[horizon - 1]!.closingCash);
  blocks.push(
    p(
      `The projections in the section "${H.financials}" include this funding, received at the start of month 1, and the spending above: ${money(hiresTotal + capexTotal)} over the ${horizon}-month forecast (${money(hiresTotal)} on hires, ${money(capexTotal)} on capital expenditure). Spending described under "Use of funds" but not listed above is not costed.`,
    ),
    definitions([
      { term: "Cash runway without the funding and its spending", description: runwayOf(without, label) },
      { term: "Cash runway with the funding and its spending", description: runwayOf(proj, label) },
      { term: `Closing cash after ${horizon} months, with both`, description: closing },
    ]),
  );
  return section(H.funding, blocks);
}
