// The business plan generator: the company, its market, products, marketing, team and
// financials, an optional funding request and an optional Lean Canvas (business-plan-sections.tsx).
// Money is typed in major units and sent in minor units; the forecast at a glance (break-even,
// runway) follows the financials as they are typed, computed by the same code as the plan's
// tables. With edit props (client/src/doc-types/registry.ts) the bare form, filled with a
// document's input.
import { useForm } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { businessPlan, type TBusinessPlanRequest } from "@shared/doc-types";
import type { BusinessPrefill } from "@/features/business-profiles";
import type { DocFormProps } from "@/components/generator/doc-form-props";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import {
  type BusinessPlanFormValues,
  businessPlanDefaults,
  businessPlanFormValuesOf,
  businessPlanResolver,
  toFormFieldErrors,
} from "./business-plan-form";
import {
  CompanySection,
  FinancialsSection,
  FundingSection,
  LeanCanvasSection,
  MarketingSection,
  MarketSection,
  ProductsSection,
  TeamSection,
} from "./business-plan-sections";

/** The chosen business fills the company name and, from its address, the location. */
const businessPlanPrefill: BusinessPrefill = (p: TBusinessProfile) => ({
  companyName: p.name,
  location: p.address?.split("\n").map((l) => l.trim()).filter(Boolean).join(", ") || p.country,
  currency: p.currency,
});

export function BusinessPlanGenerator(props: DocFormProps) {
  const form = useForm<BusinessPlanFormValues, unknown, TBusinessPlanRequest>({
    resolver: businessPlanResolver,
    defaultValues:
      props.initialValues === undefined ? businessPlanDefaults() : businessPlanFormValuesOf(props.initialValues),
  });
  // The server names the API's paths (financials.startingCash): put them on the form's.
  const doc = useDocTypeForm(props, form, businessPlan, { mapFieldErrors: toFormFieldErrors });

  return (
    <GeneratorPage
      doc={doc}
      description="A lender-ready business plan in the SBA's traditional format, with a 3- or 5-year forecast, balance sheet, cash-flow statement, break-even and cash runway computed from your numbers."
      prefill={businessPlanPrefill}
    >
      <CompanySection form={form} />
      <MarketSection form={form} />
      <ProductsSection form={form} />
      <MarketingSection form={form} />
      <TeamSection form={form} />
      <FinancialsSection form={form} />
      <FundingSection form={form} />
      <LeanCanvasSection form={form} />
    </GeneratorPage>
  );
}
