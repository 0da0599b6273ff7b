// The forecast at a glance under the financials: break-even month, cash runway and year 1 revenue
// as typed, computed by the same code as the plan's tables (shared/doc-types/business-plan).
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { formatMoney } from "@shared/doc-types";
import { type ProjectionInput, monthLabel, projectFinancials } from "@shared/doc-types/business-plan/projections";
import type { BusinessPlanControl } from "./business-plan-form";

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);
const minor = (major: unknown) => Math.max(0, Math.round(finite(major) * 100));

/**
 * Break-even and runway of the financials as typed (blanks count as 0), over the chosen years, with
 * the funding and its costed use as the plan will count them (only when a hire or an item is given).
 */
export function ForecastAtAGlance({ control }: { control: BusinessPlanControl }) {
  const [startingCash, currency, revenueStreams, monthlyCosts, costGrowthPercent, startMonth, projectionYears, requestFunding, fundingAmount, fundingHires, fundingCapex] = useWatch({
    control,
    name: ["startingCash", "currency", "revenueStreams", "monthlyCosts", "costGrowthPercent", "startMonth", "projectionYears", "requestFunding", "fundingAmount", "fundingHires", "fundingCapex"],
  });
  const summary = useMemo(() => {
    const horizon = projectionYears === "5" ? 60 : 36;
    const month = (m: unknown) => Math.min(horizon + 1, Math.max(1, Math.round(finite(m)) || 1));
    const hires = (fundingHires ?? []).map((h) => ({ role: h?.role ?? "", monthlyCost: minor(h?.monthlyCost), startMonth: month(h?.startMonth) }));
    const capitalExpenditure = (fundingCapex ?? []).map((c) => ({ item: c?.item ?? "", amount: minor(c?.amount), month: month(c?.month) }));
    const costed = requestFunding && (hires.length > 0 || capitalExpenditure.length > 0);
    const input: ProjectionInput = {
      startingCash: minor(startingCash),
      revenueStreams: (revenueStreams ?? []).map((s) => ({
        name: s?.name ?? "",
        monthlyRevenue: minor(s?.monthlyRevenue),
        monthlyGrowthPercent: Math.min(100, Math.max(-100, finite(s?.monthlyGrowthPercent))),
        costOfSalesPercent: Math.min(100, Math.max(0, finite(s?.costOfSalesPercent))),
      })),
      monthlyCosts: (monthlyCosts ?? []).map((c) => ({ name: c?.name ?? "", amount: minor(c?.amount) })),
      costGrowthPercent: Math.min(100, Math.max(-100, finite(costGrowthPercent))),
      months: horizon,
      ...(costed ? { funding: { amount: minor(fundingAmount), hires, capitalExpenditure } } : {}),
    };
    try {
      const p = projectFinancials(input);
      const start = /^\d{4}-\d{2}$/.test(startMonth ?? "") ? startMonth : undefined;
      const when = (m: number) => (start ? ` (${monthLabel(start, m)})` : "");
      return {
        breakEven: p.breakEvenMonth ? `Month ${p.breakEvenMonth}${when(p.breakEvenMonth)}` : `Not within ${horizon} months`,
        runway: p.runwayMonths !== undefined ? `${p.runwayMonths} months` : `More than ${horizon} months`,
        runwayLabel: costed ? "Cash runway (with funding and its use)" : "Cash runway",
        year1: formatMoney(p.years[0]!.revenue, currency ?? "USD"),
      };
    } catch {
      // Amounts beyond what the schema allows: the form's messages say so.
      return undefined;
    }
  }, [startingCash, currency, revenueStreams, monthlyCosts, costGrowthPercent, startMonth, projectionYears, requestFunding, fundingAmount, fundingHires, fundingCapex]);
  if (!summary) return null;
  return (
    <dl
      data-testid="forecast-at-a-glance"
      className="grid gap-3 rounded-lg border bg-slate-50/60 p-3 text-sm sm:grid-cols-3"
      aria-label="Forecast at a glance"
    >
      <div>
        <dt className="text-xs text-muted-foreground">Break-even month</dt>
        <dd className="font-medium text-slate-900">{summary.breakEven}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{summary.runwayLabel}</dt>
        <dd className="font-medium text-slate-900">{summary.runway}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Year 1 revenue</dt>
        <dd className="font-medium tabular-nums text-slate-900">{summary.year1}</dd>
      </div>
    </dl>
  );
}
