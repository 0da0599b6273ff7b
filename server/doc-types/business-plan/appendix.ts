// The Appendix: the supporting documents lenders and investors ask for, and every month of the
// forecast in detail.
import { type TBusinessPlanRequest } from "../../../shared/doc-types";
import type { Projection } from "../../../shared/doc-types/business-plan/projections";
import { type Section, p, section, ul } from "../../documents/model";
import { type Label, type Money, right } from "./format";
import { BUSINESS_PLAN_HEADINGS as H } from "./wording";

/** The documents to attach, and the monthly forecast. */
export function appendix(input: TBusinessPlanRequest, proj: Projection, money: Money, label: Label): Section {
  return section(
    H.appendix,
    [
      p("Supporting documents that lenders and investors commonly ask for, to attach to this plan where they apply:"),
      ul(
        "Resumes of the owners and key managers",
        "Credit history (personal and business) and bank statements",
        "Letters of reference and letters of intent from customers or suppliers",
        "Licenses, permits, patents and trademarks",
        "Leases, contracts and other legal documents",
        "Product pictures, brochures and market research",
      ),
    ],
    [
      section("Monthly Forecast Detail", [
        {
          type: "table",
          caption: `All ${proj.horizon} months, in ${input.financials.currency}`,
          columns: [{ header: "Month" }, right("Revenue"), right("Costs"), right("Net profit (loss)"), right("Closing cash")],
          rows: proj.months.map((m) => [
            `${m.month}. ${label(m.month)}`,
            money(m.revenue),
            money(m.costs),
            money(m.net),
            money(m.closingCash),
          ]),
        },
      ]),
    ],
  );
}
