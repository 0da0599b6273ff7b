// How the plan writes what it states: several lines of the user's text as a list, amounts and
// months, outflows negative, percentages, right-aligned figure columns, and the key figures
// (break-even, runway, lowest cash) in words.
import type { Projection, PeriodRow } from "../../../shared/doc-types/business-plan/projections";
import { type Block, type Column, ul, userParagraphs } from "../../documents/model";

export type Money = (minor: number) => string;
export type Label = (month: number) => string;

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;
/** An outflow shown negative; nothing stays 0 (never "-$0.00"). */
export const minus = (n: number) => (n === 0 ? 0 : -n);
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? "–" : `${((part / whole) * 100).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
export const percent = (value: number) => `${value > 0 ? "+" : ""}${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/** User text of several lines as a bulleted list (one item a line), or paragraphs when one line. */
export function linesOrParagraphs(text: string): Block[] {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length > 1 ? [ul(...lines)] : userParagraphs(text);
}

const R: Column = { header: "", align: "right" };
export const right = (header: string): Column => ({ ...R, header });

/** The cash runway of a projection, in words. */
export const runwayOf = (p: Projection, label: Label) =>
  p.runwayMonths !== undefined
    ? `${months(p.runwayMonths)}: cash falls below zero in month ${p.cashOutMonth} (${label(p.cashOutMonth!)})`
    : `Not within ${p.horizon} months: cash stays at or above zero throughout the forecast`;

/** "Break-even month" and friends, as the summary and the executive summary say them. */
export function keyFigures(p: Projection, money: Money, label: Label) {
  return {
    breakEven:
      p.breakEvenMonth !== undefined
        ? `Month ${p.breakEvenMonth} (${label(p.breakEvenMonth)})`
        : `Not within ${p.horizon} months`,
    cumulative:
      p.cumulativeBreakEvenMonth !== undefined
        ? `Month ${p.cumulativeBreakEvenMonth} (${label(p.cumulativeBreakEvenMonth)})`
        : `Not within ${p.horizon} months`,
    runway: runwayOf(p, label),
    lowest:
      p.lowestCash.month === 0
        ? `${money(p.lowestCash.amount)} (the starting cash; the balance never falls below it)`
        : `${money(p.lowestCash.amount)} in month ${p.lowestCash.month} (${label(p.lowestCash.month)})`,
  };
}

/** The sum of a series over a period's months. */
export const sumRange = (values: readonly number[], period: PeriodRow) =>
  values.slice(period.from - 1, period.to).reduce((a, b) => a + b, 0);
