// The contractor agreement generator: the Client (filled from the chosen business) and the
// Contractor, the services and deliverables of the statement of work, the fee (fixed, hourly or in
// milestones, typed in major units and sent in minor units), the term, and the law and options.
// With edit props (client/src/doc-types/registry.ts) the bare form, filled with a document's input.
import { Plus, Trash2 } from "lucide-react";
import { type FieldErrors, type UseFormRegister, useFieldArray, useForm, useWatch } from "react-hook-form";
import {
  CONTRACTOR_FEE_TYPE_OPTIONS,
  CONTRACTOR_LIABILITY_CAP_OPTIONS,
  contractorAgreement,
  formatMoney,
  type TContractorAgreementRequest,
} from "@shared/doc-types";
import { CURRENCY_OPTIONS, PARTY_ENTITY_TYPE_OPTIONS, TERMS_GOVERNING_LAW_OPTIONS } from "@shared/validation";
import type { BusinessPrefill } from "@/features/business-profiles";
import { type DocFormProps } from "@/components/generator/doc-form-props";
import { CheckboxField, Field, FieldMessage, FormSection, SelectField } from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { EffectiveDateField } from "@/components/generator/effective-date-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MoneyInput, moneyValue } from "@/components/form/money-input";
import { PartyFieldset } from "@/components/generator/party-fields";
import {
  type ContractorControl,
  type ContractorFormValues,
  EMPTY_DELIVERABLE,
  EMPTY_MILESTONE,
  contractorDefaults,
  contractorFormValuesOf,
  contractorResolver,
  milestonesTotal,
} from "./contractor-agreement-form";

/** The user's business is the Client. */
const contractorPrefill: BusinessPrefill = (p) => ({
  "client.name": p.name,
  "client.address": p.address,
  "client.email": p.email,
  "fee.currency": p.currency,
});

const FEE_AMOUNT_LABELS: Record<string, string> = {
  fixed: "Fixed Fee",
  hourly: "Hourly Rate",
  milestone: "Total Fee",
};

type Register = UseFormRegister<ContractorFormValues>;
type Errors = FieldErrors<ContractorFormValues>;

function PartyFields({
  party,
  legend,
  description,
  control,
  register,
  errors,
}: {
  party: "client" | "contractor";
  legend: string;
  description: string;
  control: ContractorControl;
  register: Register;
  errors: Errors;
}) {
  return (
    <PartyFieldset
      party={party}
      legend={legend}
      description={description}
      register={register}
      errors={errors}
      after={
        <SelectField
          control={control}
          name={`${party}.entityType`}
          label="Entity Type"
          placeholder="Company or individual"
          options={PARTY_ENTITY_TYPE_OPTIONS}
        />
      }
    />
  );
}

function DeliverablesField({ control, register, errors }: { control: ContractorControl; register: Register; errors: Errors }) {
  const { fields, append, remove } = useFieldArray({ control, name: "deliverables" });
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium leading-none">
        Deliverables <span className="font-normal text-muted-foreground">(optional)</span>
      </p>
      <ol aria-label="Deliverables" className="space-y-3">
        {fields.map((field, index) => {
          const itemErrors = errors.deliverables?.[index];
          return (
            <li key={field.id} className="grid gap-3 rounded-lg border bg-slate-50/40 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
              <Field name={`deliverables.${index}.description`} label={`Deliverable ${index + 1}`} error={itemErrors?.description?.message}>
                {(p) => <Input {...p} {...register(`deliverables.${index}.description`)} placeholder="e.g. Homepage design in Figma" />}
              </Field>
              <Field name={`deliverables.${index}.dueDate`} label={`Due date (deliverable ${index + 1})`} error={itemErrors?.dueDate?.message}>
                {(p) => <Input {...p} {...register(`deliverables.${index}.dueDate`)} type="date" />}
              </Field>
              <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={`Remove deliverable ${index + 1}`} onClick={() => remove(index)}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldMessage id="deliverables-error" message={errors.deliverables?.root?.message ?? errors.deliverables?.message} />
      <Button type="button" variant="outline" size="sm" onClick={() => append({ ...EMPTY_DELIVERABLE })}>
        <Plus className="size-4" aria-hidden="true" /> Add deliverable
      </Button>
    </div>
  );
}

function MilestonesField({ control, register, errors }: { control: ContractorControl; register: Register; errors: Errors }) {
  const { fields, append, remove } = useFieldArray({ control, name: "milestones" });
  const [milestones, currency] = useWatch({ control, name: ["milestones", "fee.currency"] });
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium leading-none">Milestones</p>
      <ol aria-label="Milestones" className="space-y-3">
        {fields.map((field, index) => {
          const itemErrors = errors.milestones?.[index];
          return (
            <li key={field.id} className="grid gap-3 rounded-lg border bg-slate-50/40 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_10rem_auto]">
              <Field name={`milestones.${index}.description`} label={`Milestone ${index + 1}`} error={itemErrors?.description?.message}>
                {(p) => <Input {...p} {...register(`milestones.${index}.description`)} placeholder="e.g. Designs approved" />}
              </Field>
              <Field name={`milestones.${index}.amount`} label={`Amount (milestone ${index + 1})`} error={itemErrors?.amount?.message}>
                {(p) => <MoneyInput {...p} {...register(`milestones.${index}.amount`, moneyValue)} />}
              </Field>
              <Field name={`milestones.${index}.dueDate`} label={`Due date (milestone ${index + 1})`} error={itemErrors?.dueDate?.message}>
                {(p) => <Input {...p} {...register(`milestones.${index}.dueDate`)} type="date" />}
              </Field>
              <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={`Remove milestone ${index + 1}`} onClick={() => remove(index)}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-muted-foreground">
        Milestones total: <output data-testid="milestones-total" className="font-medium text-slate-900 tabular-nums">{formatMoney(milestonesTotal(milestones), currency)}</output>
      </p>
      <FieldMessage id="milestones-error" message={errors.milestones?.root?.message ?? errors.milestones?.message} />
      <Button type="button" variant="outline" size="sm" onClick={() => append({ ...EMPTY_MILESTONE })}>
        <Plus className="size-4" aria-hidden="true" /> Add milestone
      </Button>
    </div>
  );
}

export function ContractorAgreementGenerator(props: DocFormProps) {
  const form = useForm<ContractorFormValues, unknown, TContractorAgreementRequest>({
    resolver: contractorResolver,
    defaultValues: props.initialValues === undefined ? contractorDefaults() : contractorFormValuesOf(props.initialValues),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const feeType = useWatch({ control, name: "fee.type" });
  const doc = useDocTypeForm(props, form, contractorAgreement, {
    success: "Your contractor agreement and statement of work have been generated successfully.",
  });
  const dayField = (name: "acceptanceDays" | "paymentTermsDays" | "noticeDays", label: string, hint: string) => (
    <Field name={name} label={label} error={errors[name]?.message} hint={hint}>
      {(p) => <Input {...p} {...register(name, { valueAsNumber: true })} type="number" min={0} step={1} inputMode="numeric" />}
    </Field>
  );

  return (
    <GeneratorPage
      doc={doc}
      description="Engage freelancers and contractors with an agreement and statement of work that pin down scope, deliverables, payment and IP."
      prefill={contractorPrefill}
    >
      <FormSection title="Parties" description="Who engages the contractor, and who does the work.">
        <div className="grid gap-4 xl:grid-cols-2">
          <PartyFields party="client" legend="Client" description="The business engaging the contractor." control={control} register={register} errors={errors} />
          <PartyFields party="contractor" legend="Contractor" description="The person or company doing the work." control={control} register={register} errors={errors} />
        </div>
      </FormSection>

      <FormSection title="Statement of Work" description="What the contractor does and delivers.">
        <Field name="services" label="Services" error={errors.services?.message} hint="Describe the work. Blank lines start new paragraphs.">
          {(p) => <Textarea {...p} {...register("services")} rows={4} placeholder="e.g. Design and build a marketing website with five pages" />}
        </Field>
        <DeliverablesField control={control} register={register} errors={errors} />
        <Field name="acceptanceCriteria" label="Acceptance Criteria" optional error={errors.acceptanceCriteria?.message} hint="How deliverables are judged. Left blank, they must match the statement of work.">
          {(p) => <Textarea {...p} {...register("acceptanceCriteria")} rows={2} />}
        </Field>
        {dayField("acceptanceDays", "Acceptance Period (business days)", "Time the client has to accept or reject each deliverable.")}
      </FormSection>

      <FormSection title="Fees and Payment" description="How and when the contractor is paid.">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField control={control} name="fee.type" label="Fee Type" placeholder="Select a fee type" options={CONTRACTOR_FEE_TYPE_OPTIONS} />
          <Field name="fee.amount" label={FEE_AMOUNT_LABELS[feeType] ?? "Fee Amount"} error={errors.fee?.amount?.message}>
            {(p) => <MoneyInput {...p} {...register("fee.amount", moneyValue)} />}
          </Field>
          <SelectField control={control} name="fee.currency" label="Currency" placeholder="Select a currency" options={CURRENCY_OPTIONS} />
        </div>
        {feeType === "milestone" && <MilestonesField control={control} register={register} errors={errors} />}
        <div className="grid gap-4 sm:grid-cols-2">
          {dayField("paymentTermsDays", "Payment Terms (days)", "Days after an invoice it is due.")}
          <Field
            name="lateInterest"
            label="Late Payment Interest (% a year)"
            optional
            error={errors.lateInterest?.message}
            hint="Used where no statutory rate applies (not UK or German law). Default 8%."
          >
            {(p) => <Input {...p} {...register("lateInterest", { valueAsNumber: true })} type="number" min={0} step={0.01} inputMode="decimal" />}
          </Field>
        </div>
        <CheckboxField control={control} name="expensesReimbursable" label="Client reimburses pre-approved expenses" />
      </FormSection>

      <FormSection title="Term" description="When the work starts and how the agreement ends.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="startDate" label="Start Date" error={errors.startDate?.message}>
            {(p) => <Input {...p} {...register("startDate")} type="date" />}
          </Field>
          <Field name="endDate" label="End Date" optional error={errors.endDate?.message} hint="Left blank: on completion of the services.">
            {(p) => <Input {...p} {...register("endDate")} type="date" />}
          </Field>
        </div>
        {dayField("noticeDays", "Termination Notice (days)", "Notice either party gives to end the agreement early.")}
      </FormSection>

      <FormSection title="Legal Terms" description="The law that applies and the optional clauses.">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField control={control} name="governingLaw" label="Governing Law" placeholder="Select a jurisdiction" options={TERMS_GOVERNING_LAW_OPTIONS} />
          <SelectField control={control} name="liabilityCap" label="Liability Cap" placeholder="Select a cap" options={CONTRACTOR_LIABILITY_CAP_OPTIONS} />
        </div>
        <div className="grid gap-4">
          <CheckboxField
            control={control}
            name="processesPersonalData"
            label="The contractor processes personal data"
            hint="Adds data protection terms (GDPR Article 28 processor terms under UK or German law)."
          />
          <CheckboxField control={control} name="nonSolicitation" label="Non-solicitation of employees" hint="Neither party hires away the other's staff for 12 months." />
        </div>
        <EffectiveDateField form={form} className="sm:max-w-xs" />
      </FormSection>
    </GeneratorPage>
  );
}
