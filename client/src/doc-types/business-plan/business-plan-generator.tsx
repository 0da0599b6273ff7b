// The business plan generator: the company, its market, products, marketing, team and
// financials, an optional funding request and an optional Lean Canvas. Money is typed in major
// units and sent in minor units; the forecast at a glance (break-even, runway) follows the
// financials as they are typed, computed by the same code as the plan's tables. With edit props
// (client/src/doc-types/registry.ts) the bare form, filled with a document's input.
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import {
  type FieldArrayPath,
  type FieldError,
  type FieldErrors,
  type Path,
  type UseFormReturn,
  get,
  useFieldArray,
  useForm,
  useWatch,
} from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { businessPlan, formatMoney, type TBusinessPlanRequest } from "@shared/doc-types";
import { type ProjectionInput, monthLabel, projectFinancials } from "@shared/doc-types/business-plan/projections";
import { CURRENCY_OPTIONS } from "@shared/validation";
import type { BusinessPrefill } from "@/features/business-profiles";
import type { DocFormProps } from "@/components/tool/doc-form-props";
import { CheckboxField, Field, FieldMessage, FormSection, SelectField } from "@/components/tool/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/tool/generator-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MoneyInput } from "@/components/tool/money-input";
import {
  type BusinessPlanControl,
  type BusinessPlanFormValues,
  EMPTY_CAPEX,
  EMPTY_COST,
  EMPTY_HIRE,
  EMPTY_MEMBER,
  EMPTY_PRODUCT,
  EMPTY_STREAM,
  businessPlanDefaults,
  businessPlanFormValuesOf,
  businessPlanResolver,
  PROJECTION_YEAR_OPTIONS,
  toFormFieldErrors,
} from "./business-plan-form";

type Form = UseFormReturn<BusinessPlanFormValues, unknown, TBusinessPlanRequest>;
type ListName = Extract<
  FieldArrayPath<BusinessPlanFormValues>,
  "products" | "revenueStreams" | "monthlyCosts" | "team" | "fundingHires" | "fundingCapex"
>;

const errorAt = (errors: FieldErrors<BusinessPlanFormValues>, path: string) =>
  (get(errors, path) as FieldError | undefined)?.message;

/** The chosen business fills the company name and, from its address, the location. */
const businessPlanPrefill: BusinessPrefill = (p: TBusinessProfile) => ({
  companyName: p.name,
  location: p.address?.split("\n").map((l) => l.trim()).filter(Boolean).join(", ") || p.country,
  currency: p.currency,
});

interface RowColumn {
  key: string;
  label: string;
  /** percent: −100..100 (growth); share: 0..100 (of revenue); month: a forecast month, 1..60. */
  kind: "text" | "textarea" | "money" | "percent" | "share" | "month";
  placeholder?: string;
  optional?: boolean;
  wide?: boolean;
}

/** A list of rows (products, revenue streams, costs, team): add, remove, never below `min`. */
function RowsField({
  form,
  name,
  noun,
  columns,
  empty,
  min,
}: {
  form: Form;
  name: ListName;
  noun: string;
  columns: RowColumn[];
  empty: object;
  min: number;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errorAt(errors, `${name}.root`) ?? errorAt(errors, name);
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <div className="space-y-3">
      {fields.length > 0 && (
        <ol aria-label={`${capital}s`} className="space-y-3">
          {fields.map((field, index) => (
            <li
              key={field.id}
              data-testid={`${name}-row`}
              className="grid items-start gap-3 rounded-lg border bg-slate-50/40 p-3 sm:grid-cols-2"
            >
              {columns.map((col) => {
                const path = `${name}.${index}.${col.key}` as Path<BusinessPlanFormValues>;
                const label = (
                  <>
                    {col.label}
                    <span className="sr-only">
                      {" "}
                      ({noun} {index + 1})
                    </span>
                  </>
                );
                return (
                  <Field
                    key={col.key}
                    name={path}
                    label={label}
                    optional={col.optional}
                    error={errorAt(errors, path)}
                    className={col.wide ? "sm:col-span-2" : undefined}
                  >
                    {(p) =>
                      col.kind === "textarea" ? (
                        <Textarea {...p} {...register(path)} rows={2} placeholder={col.placeholder} />
                      ) : col.kind === "money" ? (
                        <MoneyInput {...p} {...register(path, { valueAsNumber: true })} />
                      ) : col.kind === "percent" || col.kind === "share" ? (
                        <Input
                          {...p}
                          {...register(path, { valueAsNumber: true })}
                          type="number"
                          inputMode="decimal"
                          min={col.kind === "share" ? 0 : -100}
                          max={100}
                          step={0.01}
                          placeholder="0"
                          className="text-right tabular-nums"
                        />
                      ) : col.kind === "month" ? (
                        <Input
                          {...p}
                          {...register(path, { valueAsNumber: true })}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={60}
                          step={1}
                          className="text-right tabular-nums"
                        />
                      ) : (
                        <Input {...p} {...register(path)} placeholder={col.placeholder} autoComplete="off" />
                      )
                    }
                  </Field>
                );
              })}
              {fields.length > min && (
                <div className="flex justify-end sm:col-span-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${noun} ${index + 1}`}
                    className="text-slate-500 hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {listError && <FieldMessage id={`${name}-error`} message={listError} />}
      <Button type="button" variant="outline" size="sm" onClick={() => append({ ...empty } as never, { shouldFocus: true })}>
        <Plus aria-hidden="true" />
        Add {capital}
      </Button>
    </div>
  );
}

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);
const minor = (major: unknown) => Math.max(0, Math.round(finite(major) * 100));

/**
 * Break-even and runway of the financials as typed (blanks count as 0), over the chosen years, with
 * the funding and its costed use as the plan will count them (only when a hire or an item is given).
 */
function ForecastAtAGlance({ control }: { control: BusinessPlanControl }) {
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

export function BusinessPlanGenerator(props: DocFormProps) {
  const form = useForm<BusinessPlanFormValues, unknown, TBusinessPlanRequest>({
    resolver: businessPlanResolver,
    defaultValues:
      props.initialValues === undefined ? businessPlanDefaults() : businessPlanFormValuesOf(props.initialValues),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const requestFunding = useWatch({ control, name: "requestFunding" });
  const includeLeanCanvas = useWatch({ control, name: "includeLeanCanvas" });
  // The server names the API's paths (financials.startingCash): put them on the form's.
  const doc = useDocTypeForm(props, form, businessPlan, { mapFieldErrors: toFormFieldErrors });

  const text = (name: Path<BusinessPlanFormValues>, label: string, placeholder: string, optional = false) => (
    <Field name={name} label={label} optional={optional} error={errorAt(errors, name)}>
      {(p) => <Input {...p} {...register(name)} placeholder={placeholder} autoComplete="off" />}
    </Field>
  );
  const area = (
    name: Path<BusinessPlanFormValues>,
    label: string,
    placeholder: string,
    { optional = false, hint, rows = 3 }: { optional?: boolean; hint?: string; rows?: number } = {},
  ) => (
    <Field name={name} label={label} optional={optional} hint={hint} error={errorAt(errors, name)}>
      {(p) => <Textarea {...p} {...register(name)} rows={rows} placeholder={placeholder} />}
    </Field>
  );

  return (
    <GeneratorPage
      doc={doc}
      description="A lender-ready business plan in the SBA's traditional format, with a 3- or 5-year forecast, balance sheet, cash-flow statement, break-even and cash runway computed from your numbers."
      prefill={businessPlanPrefill}
    >
      <FormSection title="Company" description="Who you are and what you do.">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("companyName", "Company Name", "Acme Inc.")}
          {text("industry", "Industry", "e.g. Software for online retail")}
        </div>
        {area("description", "Business Description", "What the business does, for whom, and how it makes money.", { rows: 4 })}
        {area("mission", "Mission", "e.g. Give every independent shop the numbers a large retailer has.", { optional: true, rows: 2 })}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="legalStructure"
            label="Legal Structure"
            optional
            hint="In words, e.g. private company limited by shares."
            error={errorAt(errors, "legalStructure")}
          >
            {(p) => <Input {...p} {...register("legalStructure")} placeholder="e.g. Delaware C corporation" autoComplete="off" />}
          </Field>
          {text("location", "Location", "e.g. Austin, Texas", true)}
        </div>
        {area("milestones", "Milestones", "One a line, e.g. Q1: public launch", { optional: true })}
      </FormSection>

      <FormSection title="Market" description="Who buys, and who else sells to them.">
        {area("targetMarket", "Target Market", "Your customers: who they are, how many, what they need.")}
        {area("competitors", "Competitors", "One a line: who they are and how you differ.", { optional: true })}
      </FormSection>

      <FormSection title="Products & Services" description="What you sell, at its usual price.">
        <RowsField
          form={form}
          name="products"
          noun="product"
          min={1}
          empty={EMPTY_PRODUCT}
          columns={[
            { key: "name", label: "Name", kind: "text", placeholder: "e.g. Starter plan" },
            { key: "price", label: "Price", kind: "money" },
            { key: "description", label: "Description", kind: "textarea", placeholder: "What it is and who it is for.", wide: true },
          ]}
        />
      </FormSection>

      <FormSection title="Marketing & Sales">
        {area("marketingStrategy", "Marketing Strategy", "How customers will find you.", { optional: true })}
        {area("salesChannels", "Sales Channels", "Where and how you sell, one a line.", {
          optional: true,
          rows: 2,
          hint: "Left blank, the plan has no sales channels section.",
        })}
      </FormSection>

      <FormSection
        title="Team"
        description="The people running the business, with their roles and a short bio (optional: without them, the plan has no management section)."
      >
        <RowsField
          form={form}
          name="team"
          noun="team member"
          min={0}
          empty={EMPTY_MEMBER}
          columns={[
            { key: "name", label: "Name", kind: "text" },
            { key: "role", label: "Role", kind: "text", placeholder: "e.g. Chief Executive Officer" },
            { key: "bio", label: "Bio", kind: "textarea", optional: true, wide: true },
          ]}
        />
      </FormSection>

      <FormSection
        title="Financials"
        description="The forecast is computed from these: each month grows from the one before."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="projectionYears"
            label="Forecast Length"
            placeholder="Select a length"
            options={PROJECTION_YEAR_OPTIONS}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField control={control} name="currency" label="Currency" placeholder="Select a currency" options={CURRENCY_OPTIONS} />
          <Field name="startingCash" label="Starting Cash" error={errorAt(errors, "startingCash")}>
            {(p) => <MoneyInput {...p} {...register("startingCash", { valueAsNumber: true })} />}
          </Field>
          <Field name="startMonth" label="First Month" error={errorAt(errors, "startMonth")}>
            {(p) => <Input {...p} {...register("startMonth")} type="month" placeholder="YYYY-MM" />}
          </Field>
        </div>
        <h3 className="text-sm font-semibold text-slate-900">Revenue Streams</h3>
        <RowsField
          form={form}
          name="revenueStreams"
          noun="revenue stream"
          min={1}
          empty={EMPTY_STREAM}
          columns={[
            { key: "name", label: "Name", kind: "text", placeholder: "e.g. Subscriptions", wide: true },
            { key: "monthlyRevenue", label: "Revenue in Month 1", kind: "money" },
            { key: "monthlyGrowthPercent", label: "Monthly Growth (%)", kind: "percent" },
            { key: "costOfSalesPercent", label: "Cost of Sales (% of revenue)", kind: "share" },
          ]}
        />
        <h3 className="text-sm font-semibold text-slate-900">Monthly Costs</h3>
        <RowsField
          form={form}
          name="monthlyCosts"
          noun="cost"
          min={1}
          empty={EMPTY_COST}
          columns={[
            { key: "name", label: "Name", kind: "text", placeholder: "e.g. Salaries" },
            { key: "amount", label: "Amount per Month", kind: "money" },
          ]}
        />
        <Field
          name="costGrowthPercent"
          label="Monthly Cost Growth (%)"
          hint="Applied to every cost, e.g. 1 for 1% a month."
          error={errorAt(errors, "costGrowthPercent")}
          className="sm:max-w-xs"
        >
          {(p) => (
            <Input
              {...p}
              {...register("costGrowthPercent", { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={-100}
              max={100}
              step={0.01}
              className="text-right tabular-nums"
            />
          )}
        </Field>
        <ForecastAtAGlance control={control} />
      </FormSection>

      <FormSection title="Funding" description="Leave unticked for a bootstrapped plan.">
        <CheckboxField control={control} name="requestFunding" label="Request funding" />
        {requestFunding && (
          <>
            <Field name="fundingAmount" label="Amount Requested" error={errorAt(errors, "fundingAmount")} className="sm:max-w-xs">
              {(p) => <MoneyInput {...p} {...register("fundingAmount", { valueAsNumber: true })} />}
            </Field>
            {area("fundingUse", "Use of Funds", "What the money pays for, and over what period.")}
            <p className="text-sm text-muted-foreground">
              Cost the use of funds: the plan counts the hires and capital expenditure below in its forecast. Without
              them, it claims no runway from the funding.
            </p>
            <h3 className="text-sm font-semibold text-slate-900">Hires</h3>
            <RowsField
              form={form}
              name="fundingHires"
              noun="hire"
              min={0}
              empty={EMPTY_HIRE}
              columns={[
                { key: "role", label: "Role", kind: "text", placeholder: "e.g. Software engineer", wide: true },
                { key: "monthlyCost", label: "Monthly Cost (salary and on-costs)", kind: "money" },
                { key: "startMonth", label: "Start Month (1 = first month)", kind: "month" },
              ]}
            />
            <h3 className="text-sm font-semibold text-slate-900">Capital Expenditure</h3>
            <RowsField
              form={form}
              name="fundingCapex"
              noun="capital expenditure item"
              min={0}
              empty={EMPTY_CAPEX}
              columns={[
                { key: "item", label: "Item", kind: "text", placeholder: "e.g. Servers", wide: true },
                { key: "amount", label: "Amount", kind: "money" },
                { key: "month", label: "Month Paid (1 = first month)", kind: "month" },
              ]}
            />
          </>
        )}
      </FormSection>

      <FormSection title="Lean Canvas" description="A one-page summary of the business model, added to the plan.">
        <CheckboxField control={control} name="includeLeanCanvas" label="Include a Lean Canvas" />
        {includeLeanCanvas && (
          <div className="grid gap-4 sm:grid-cols-2">
            {area("problem", "Problem", "The top problems your customers have.", { optional: true, rows: 2 })}
            {area("solution", "Solution", "How you solve each one.", { optional: true, rows: 2 })}
            {area("unfairAdvantage", "Unfair Advantage", "What can't easily be copied or bought.", { optional: true, rows: 2 })}
            {area("keyMetrics", "Key Metrics", "The numbers that tell you how you're doing.", { optional: true, rows: 2 })}
          </div>
        )}
      </FormSection>
    </GeneratorPage>
  );
}
