// The one-page Lean Canvas, when asked for: the nine building blocks of the business model from
// the plan's answers ("Not stated." where there is none).
import { type TBusinessPlanRequest } from "../../../shared/doc-types";
import { type Section, type Text, bold, p, section } from "../../documents/model";
import { type Money } from "./format";
import { BUSINESS_PLAN_HEADINGS as H } from "./wording";

/** The canvas as a table of building blocks. */
export function leanCanvas(input: TBusinessPlanRequest, money: Money): Section {
  const missing = "Not stated.";
  const cell = (text: string | undefined): Text => (text ? text.split("\n").filter(Boolean).join("\n") : missing);
  const { financials } = input;
  return section(H.leanCanvas, [
    p(`A one-page summary of the business model of ${input.companyName}.`),
    {
      type: "table",
      columns: [{ header: "Building block" }, { header: "Summary" }],
      rows: [
        [bold("Problem"), cell(input.problem)],
        [bold("Customer segments"), cell(input.targetMarket)],
        [bold("Unique value proposition"), cell(input.mission ?? input.description.split("\n")[0])],
        [bold("Solution"), cell(input.solution)],
        [bold("Channels"), cell(input.salesChannels)],
        [
          bold("Revenue streams"),
          financials.revenueStreams.map((s) => `${s.name}: ${money(s.monthlyRevenue)} a month`).join("\n"),
        ],
        [bold("Cost structure"), financials.monthlyCosts.map((c) => `${c.name}: ${money(c.amount)} a month`).join("\n")],
        [bold("Key metrics"), cell(input.keyMetrics)],
        [bold("Unfair advantage"), cell(input.unfairAdvantage)],
      ],
    },
  ]);
}
