// The e-commerce policies generator: which policies (refund, return, shipping), the shop's contact
// details, its refund and return terms, where and how it ships, and the governing law. Money is
// typed in major units (dollars) and held in minor units, as the API takes it. With edit props
// (client/src/doc-types/registry.ts) the bare form, filled with a document's input.
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from "react-hook-form";
import {
  ECOMMERCE_POLICY_OPTIONS,
  IMPORT_DUTIES_OPTIONS,
  RETURN_SHIPPING_PAYER_OPTIONS,
  SHIPPING_REGION_OPTIONS,
  ecommercePolicy,
  type TEcommercePoliciesRequest,
  type TEcommercePoliciesRequestInput,
  ZEcommercePoliciesRequestSchema,
} from "@shared/doc-types";
import { CURRENCY_OPTIONS, TERMS_AUDIENCE_OPTIONS, TERMS_GOVERNING_LAW_OPTIONS } from "@shared/validation";
import type { BusinessPrefill } from "@/features/business-profiles";
import { CompanyFields, companyPrefill } from "@/components/generator/company-fields";
import { todayIso } from "@/components/generator/dates";
import { type DocFormProps, withInput } from "@/components/generator/doc-form-props";
import { EffectiveDateField } from "@/components/generator/effective-date-field";
import { CheckboxField, CheckboxGroupField, Field, FormSection, SelectField } from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toMinorUnits } from "@shared/money";
import { readMajorUnits } from "@shared/money-input";
import { MoneyInput } from "@/components/form/money-input";

type Values = TEcommercePoliciesRequestInput;
type Form = UseFormReturn<Values, unknown, TEcommercePoliciesRequest>;

export function ecommercePoliciesDefaults(): Values {
  return {
    companyName: "",
    website: "",
    email: "",
    address: "",
    phone: "",
    policies: ["refund", "return", "shipping"],
    refundWindowDays: 30,
    governingLaw: "",
    audience: "consumers",
    shippingRegions: ["domestic"],
    processingDays: 2,
    shippingMethods: [],
    currency: "USD",
    freeShippingThreshold: null,
    importDuties: "customer",
    returnShippingPaidBy: "merchant-if-faulty",
    restockingFeePercent: 0,
    nonRefundableItems: "",
    digitalGoods: false,
    exchanges: false,
    effectiveDate: todayIso(),
  };
}

/** The business profile fills the company fields and the phone number. */
const prefill: BusinessPrefill = (p) => ({ ...companyPrefill(p), phone: p.phone, currency: p.currency });

const majorOf = (minor: unknown) => (typeof minor === "number" && Number.isFinite(minor) ? String(minor / 100) : "");

/**
 * An amount typed in major units and held in minor units. The input keeps its own text, so that
 * "4." or "4.50" are not rewritten while being typed. Empty is NaN (required) or null (optional).
 */
function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  optional = false,
  hint,
}: {
  control: Control<T, unknown, TEcommercePoliciesRequest>;
  name: Path<T>;
  label: string;
  optional?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field name={name} label={label} optional={optional} hint={hint} error={fieldState.error?.message}>
          {(p) => <MoneyText {...p} value={field.value} optional={optional} onChange={field.onChange} onBlur={field.onBlur} />}
        </Field>
      )}
    />
  );
}

function MoneyText({
  value,
  optional,
  onChange,
  ...props
}: {
  id: string;
  value: unknown;
  optional: boolean;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}) {
  const [text, setText] = useState(() => majorOf(value));
  return (
    <MoneyInput
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const empty = e.target.value.trim() === "";
        onChange(empty ? (optional ? null : Number.NaN) : toMinorUnits(readMajorUnits(e.target.value)));
      }}
    />
  );
}

function ShippingMethodsField({ form }: { form: Form }) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "shippingMethods" });
  const errors = form.formState.errors.shippingMethods;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium leading-none">Shipping Methods</legend>
      <p className="text-xs text-muted-foreground">
        Printed as a table. Leave empty to refer customers to the options shown at checkout.
      </p>
      <ol aria-label="Shipping methods" className="space-y-3">
        {fields.map((item, index) => {
          const e = errors?.[index];
          return (
            <li key={item.id} className="grid gap-3 rounded-lg border bg-slate-50/50 p-3 sm:grid-cols-[2fr_2fr_1fr_auto]">
              <Field name={`shippingMethods.${index}.name`} label="Method" error={e?.name?.message}>
                {(p) => <Input {...p} {...register(`shippingMethods.${index}.name`)} placeholder="Standard" />}
              </Field>
              <Field name={`shippingMethods.${index}.estimatedDays`} label="Delivery time" error={e?.estimatedDays?.message}>
                {(p) => (
                  <Input {...p} {...register(`shippingMethods.${index}.estimatedDays`)} placeholder="3-5 business days" />
                )}
              </Field>
              <MoneyField control={control} name={`shippingMethods.${index}.cost`} label="Cost" />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={`Remove shipping method ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {fields.length < 10 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ name: "", estimatedDays: "", cost: 0 })}
        >
          <Plus className="mr-1.5 h-4 w-4" aria-hidden="true" />
          Add shipping method
        </Button>
      )}
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
    </fieldset>
  );
}

export function EcommercePoliciesGenerator(props: DocFormProps) {
  const form = useForm<Values, unknown, TEcommercePoliciesRequest>({
    resolver: zodResolver(ZEcommercePoliciesRequestSchema),
    defaultValues: withInput(ecommercePoliciesDefaults(), props.initialValues),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const doc = useDocTypeForm(props, form, ecommercePolicy);

  return (
    <GeneratorPage
      doc={doc}
      description="Refund, return and shipping policies that set clear expectations, state your customers' statutory rights and cut support tickets."
      prefill={prefill}
    >
      <CompanyFields form={form} description="Who sells, and where customers send questions and returns." />
      <Field name="phone" label="Phone" optional error={errors.phone?.message} className="sm:max-w-xs">
        {(p) => <Input {...p} {...register("phone")} type="tel" placeholder="+1 555 010 0100" autoComplete="tel" />}
      </Field>

      <FormSection title="Policies" description="Choose the policies to include and whom you sell to.">
        <CheckboxGroupField control={control} name="policies" legend="Policies" options={ECOMMERCE_POLICY_OPTIONS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField control={control} name="audience" label="Customers" placeholder="Select your customers" options={TERMS_AUDIENCE_OPTIONS} />
          <SelectField
            control={control}
            name="governingLaw"
            label="Governing Law"
            placeholder="Select a jurisdiction"
            options={TERMS_GOVERNING_LAW_OPTIONS}
          />
        </div>
      </FormSection>

      <FormSection title="Refunds and Returns">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="refundWindowDays"
            label="Refund window (days)"
            error={errors.refundWindowDays?.message}
            hint="0 means no change-of-mind refunds."
          >
            {(p) => <Input {...p} {...register("refundWindowDays", { valueAsNumber: true })} type="number" min={0} max={365} step={1} />}
          </Field>
          <Field name="restockingFeePercent" label="Restocking fee (%)" optional error={errors.restockingFeePercent?.message}>
            {(p) => (
              <Input {...p} {...register("restockingFeePercent", { valueAsNumber: true })} type="number" min={0} max={100} step={1} />
            )}
          </Field>
        </div>
        <SelectField
          control={control}
          name="returnShippingPaidBy"
          label="Who pays return shipping"
          placeholder="Select who pays"
          options={RETURN_SHIPPING_PAYER_OPTIONS}
        />
        <Field
          name="nonRefundableItems"
          label="Non-refundable items"
          optional
          error={errors.nonRefundableItems?.message}
          hint="One item or category per line."
        >
          {(p) => <Textarea {...p} {...register("nonRefundableItems")} rows={3} placeholder={"Gift cards\nPersonalised items"} />}
        </Field>
        <div className="grid gap-4">
          <CheckboxField control={control} name="exchanges" label="We offer exchanges" />
          <CheckboxField
            control={control}
            name="digitalGoods"
            label="We sell digital products"
            hint="Downloads, licence keys or online access."
          />
        </div>
      </FormSection>

      <FormSection title="Shipping">
        <CheckboxGroupField
          control={control}
          name="shippingRegions"
          legend="Shipping Regions"
          options={SHIPPING_REGION_OPTIONS}
          columns={2}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="processingDays" label="Processing time (business days)" optional error={errors.processingDays?.message}>
            {(p) => <Input {...p} {...register("processingDays", { valueAsNumber: true })} type="number" min={0} max={60} step={1} />}
          </Field>
          <SelectField control={control} name="currency" label="Currency" placeholder="Select a currency" options={CURRENCY_OPTIONS} />
        </div>
        <ShippingMethodsField form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={control} name="freeShippingThreshold" label="Free shipping from" optional />
          <SelectField
            control={control}
            name="importDuties"
            label="International duties and taxes"
            placeholder="Select who pays"
            options={IMPORT_DUTIES_OPTIONS}
          />
        </div>
        <EffectiveDateField form={form} className="sm:max-w-xs" />
      </FormSection>
    </GeneratorPage>
  );
}
