// The business plan form's sections: the company, its market, products, marketing, team and
// financials, an optional funding request and an optional Lean Canvas. Money is typed in major
// units (the form converts it); a row list is a RowsField.
import { type Path, useWatch } from "react-hook-form";
import { CURRENCY_OPTIONS } from "@shared/validation";
import { CheckboxField, Field, FormSection, SelectField } from "@/components/form/form-field";
import { MoneyInput, moneyValue } from "@/components/form/money-input";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  type BusinessPlanFormValues,
  EMPTY_CAPEX,
  EMPTY_COST,
  EMPTY_HIRE,
  EMPTY_MEMBER,
  EMPTY_PRODUCT,
  EMPTY_STREAM,
  PROJECTION_YEAR_OPTIONS,
} from "./business-plan-form";
import { ForecastAtAGlance } from "./forecast-at-a-glance";
import { type BusinessPlanForm, errorAt, RowsField } from "./rows-field";

type PlanFieldProps = {
  form: BusinessPlanForm;
  name: Path<BusinessPlanFormValues>;
  label: string;
  placeholder: string;
  optional?: boolean;
};

function PlanText({ form, name, label, placeholder, optional = false }: PlanFieldProps) {
  return (
    <Field name={name} label={label} optional={optional} error={errorAt(form.formState.errors, name)}>
      {(p) => <Input {...p} {...form.register(name)} placeholder={placeholder} autoComplete="off" />}
    </Field>
  );
}

function PlanArea({
  form,
  name,
  label,
  placeholder,
  optional = false,
  hint,
  rows = 3,
}: PlanFieldProps & { hint?: string; rows?: number }) {
  return (
    <Field name={name} label={label} optional={optional} hint={hint} error={errorAt(form.formState.errors, name)}>
      {(p) => <Textarea {...p} {...form.register(name)} rows={rows} placeholder={placeholder} />}
    </Field>
  );
}

/** Who the company is and what it does. */
export function CompanySection({ form }: { form: BusinessPlanForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Company" description="Who you are and what you do.">
      <div className="grid gap-4 sm:grid-cols-2">
        <PlanText form={form} name="companyName" label="Company Name" placeholder="Acme Inc." />
        <PlanText form={form} name="industry" label="Industry" placeholder="e.g. Software for online retail" />
      </div>
      <PlanArea form={form} name="description" label="Business Description" placeholder="What the business does, for whom, and how it makes money." rows={4} />
      <PlanArea form={form} name="mission" label="Mission" placeholder="e.g. Give every independent shop the numbers a large retailer has." optional rows={2} />
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
        <PlanText form={form} name="location" label="Location" placeholder="e.g. Austin, Texas" optional />
      </div>
      <PlanArea form={form} name="milestones" label="Milestones" placeholder="One a line, e.g. Q1: public launch" optional />
    </FormSection>
  );
}

/** Who buys, and who else sells to them. */
export function MarketSection({ form }: { form: BusinessPlanForm }) {
  return (
    <FormSection title="Market" description="Who buys, and who else sells to them.">
      <PlanArea form={form} name="targetMarket" label="Target Market" placeholder="Your customers: who they are, how many, what they need." />
      <PlanArea form={form} name="competitors" label="Competitors" placeholder="One a line: who they are and how you differ." optional />
    </FormSection>
  );
}

/** What it sells, at its usual price. */
export function ProductsSection({ form }: { form: BusinessPlanForm }) {
  return (
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
  );
}

/** How customers find it, and where it sells. */
export function MarketingSection({ form }: { form: BusinessPlanForm }) {
  return (
    <FormSection title="Marketing & Sales">
      <PlanArea form={form} name="marketingStrategy" label="Marketing Strategy" placeholder="How customers will find you." optional />
      <PlanArea form={form} name="salesChannels" label="Sales Channels" placeholder="Where and how you sell, one a line." optional rows={2} hint="Left blank, the plan has no sales channels section." />
    </FormSection>
  );
}

/** The people running the business (optional). */
export function TeamSection({ form }: { form: BusinessPlanForm }) {
  return (
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
  );
}

/** The numbers the forecast is computed from, and the forecast at a glance. */
export function FinancialsSection({ form }: { form: BusinessPlanForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
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
          {(p) => <MoneyInput {...p} {...register("startingCash", moneyValue)} />}
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
  );
}

/** An optional funding request, with its costed use. */
export function FundingSection({ form }: { form: BusinessPlanForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const requestFunding = useWatch({ control, name: "requestFunding" });
  return (
    <FormSection title="Funding" description="Leave unticked for a bootstrapped plan.">
      <CheckboxField control={control} name="requestFunding" label="Request funding" />
      {requestFunding && (
        <>
          <Field name="fundingAmount" label="Amount Requested" error={errorAt(errors, "fundingAmount")} className="sm:max-w-xs">
            {(p) => <MoneyInput {...p} {...register("fundingAmount", moneyValue)} />}
          </Field>
          <PlanArea form={form} name="fundingUse" label="Use of Funds" placeholder="What the money pays for, and over what period." />
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
  );
}

/** An optional Lean Canvas. */
export function LeanCanvasSection({ form }: { form: BusinessPlanForm }) {
  const { control } = form;
  const includeLeanCanvas = useWatch({ control, name: "includeLeanCanvas" });
  return (
    <FormSection title="Lean Canvas" description="A one-page summary of the business model, added to the plan.">
      <CheckboxField control={control} name="includeLeanCanvas" label="Include a Lean Canvas" />
      {includeLeanCanvas && (
        <div className="grid gap-4 sm:grid-cols-2">
          <PlanArea form={form} name="problem" label="Problem" placeholder="The top problems your customers have." optional rows={2} />
          <PlanArea form={form} name="solution" label="Solution" placeholder="How you solve each one." optional rows={2} />
          <PlanArea form={form} name="unfairAdvantage" label="Unfair Advantage" placeholder="What can't easily be copied or bought." optional rows={2} />
          <PlanArea form={form} name="keyMetrics" label="Key Metrics" placeholder="The numbers that tell you how you're doing." optional rows={2} />
        </div>
      )}
    </FormSection>
  );
}
