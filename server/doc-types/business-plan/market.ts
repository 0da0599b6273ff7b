// The plan's market and offer: "Market Analysis" (industry, target market, competition), "Service
// or Product Line" (the products and their prices) and "Marketing and Sales".
import { type TBusinessPlanRequest } from "../../../shared/doc-types";
import { type Section, bold, p, section, userParagraphs } from "../../documents/model";
import { type Money, linesOrParagraphs, right } from "./format";
import { BUSINESS_PLAN_HEADINGS as H } from "./wording";

/** The industry, the target market and the competition. */
export function marketAnalysis(input: TBusinessPlanRequest): Section {
  return section(
    H.marketAnalysis,
    [p(`${input.companyName} operates in ${input.industry}.`)],
    [
      section("Target Market", userParagraphs(input.targetMarket)),
      ...(input.competitors ? [section("Competition", linesOrParagraphs(input.competitors))] : []),
    ],
  );
}

/** The products and services, with their prices. */
export function productLine(input: TBusinessPlanRequest, money: Money): Section {
  return section(H.products, [
    p(`${input.companyName} offers the following ${input.products.length === 1 ? "product or service" : "products and services"}:`),
    {
      type: "table",
      columns: [{ header: "Product or service" }, { header: "Description" }, right("Price")],
      rows: input.products.map((x) => [bold(x.name), x.description, money(x.price)]),
    },
  ]);
}

/** Marketing and sales as the plan states them; left out when it states neither (no filler). */
export function marketingAndSales(input: TBusinessPlanRequest): Section | undefined {
  const subsections = [
    ...(input.marketingStrategy ? [section("Marketing Strategy", userParagraphs(input.marketingStrategy))] : []),
    ...(input.salesChannels ? [section("Sales Channels", linesOrParagraphs(input.salesChannels))] : []),
  ];
  return subsections.length ? section(H.marketing, [], subsections) : undefined;
}
