// The employment contract generator: where the employee works (which decides the statutory terms),
// the employer (filled from the business profile) and the employee, the role, pay and hours, leave
// and the restrictive covenants. Pay is typed in major units and sent in minor units. With edit
// props (client/src/doc-types/registry.ts) the bare form, filled with a document's input.
import { type FieldErrors, type UseFormRegister, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import {
  EMPLOYMENT_JURISDICTION_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  type EmploymentJurisdiction,
  FLSA_STATUS_OPTIONS,
  NOTICE_PERIOD_OPTIONS,
  NO_NON_COMPETE_STATES,
  SALARY_PERIOD_OPTIONS,
  type TEmploymentContractRequest,
  US_EMPLOYMENT_JURISDICTIONS,
  WORK_ARRANGEMENT_OPTIONS,
  employmentContract,
  statutoryHolidayDays,
} from "@shared/doc-types";
import { CURRENCY_OPTIONS, US_STATE_OPTIONS } from "@shared/validation";
import type { BusinessPrefill } from "@/features/business-profiles";
import type { DocFormProps } from "@/components/generator/doc-form-props";
import { EffectiveDateField } from "@/components/generator/effective-date-field";
import { CheckboxField, Field, FormSection, SelectField } from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MoneyInput, moneyValue } from "@/components/form/money-input";
import { PartyFieldset } from "@/components/generator/party-fields";
import {
  type EmploymentFormValues,
  JURISDICTION_CURRENCY,
  employmentDefaults,
  employmentFormValuesOf,
  employmentResolver,
} from "./employment-contract-form";

/** Where the law voids a non-compete, the option is not offered. */
const NO_NON_COMPETE: readonly string[] = ["california", "canada-ontario"];

const isJurisdiction = (v: unknown): v is EmploymentJurisdiction =>
  EMPLOYMENT_JURISDICTION_OPTIONS.some((o) => o.value === v);

/** The user's business is the employer. */
const employerPrefill: BusinessPrefill = (p) => ({
  "employer.name": p.name,
  "employer.address": p.address,
  "employer.email": p.email,
});

type Register = UseFormRegister<EmploymentFormValues>;
type Errors = FieldErrors<EmploymentFormValues>;

function PartyFields({ party, legend, register, errors }: { party: "employer" | "employee"; legend: string; register: Register; errors: Errors }) {
  return <PartyFieldset party={party} legend={legend} register={register} errors={errors} emailOptional placeholders={false} />;
}

type EmploymentForm = UseFormReturn<EmploymentFormValues, unknown, TEmploymentContractRequest>;

function NumberField({
  form,
  name,
  label,
  hint,
  optional = false,
  step = 1,
}: {
  form: EmploymentForm;
  name: "hoursPerWeek" | "daysPerWeek" | "probationMonths" | "holidayDays" | "restrictionMonths";
  label: string;
  hint?: string;
  optional?: boolean;
  step?: number;
}) {
  return (
    <Field name={name} label={label} optional={optional} hint={hint} error={form.formState.errors[name]?.message}>
      {(p) => <Input {...p} {...form.register(name, { valueAsNumber: true })} type="number" min={0} step={step} />}
    </Field>
  );
}

/** The job, its dates (an end date only for a fixed term) and where it is done. */
function RoleSection({ form }: { form: EmploymentForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const employmentType = useWatch({ control, name: "employmentType" });
  return (
    <FormSection title="Role">
      <Field name="jobTitle" label="Job Title" error={errors.jobTitle?.message}>
        {(p) => <Input {...p} {...register("jobTitle")} placeholder="e.g. Senior Software Engineer" />}
      </Field>
      <Field name="duties" label="Duties" optional error={errors.duties?.message} hint="The main responsibilities of the role.">
        {(p) => <Textarea {...p} {...register("duties")} rows={3} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="startDate" label="Start Date" error={errors.startDate?.message}>
          {(p) => <Input {...p} {...register("startDate")} type="date" />}
        </Field>
        <SelectField control={control} name="employmentType" label="Employment Type" placeholder="Select a type" options={EMPLOYMENT_TYPE_OPTIONS} />
        {employmentType === "fixed-term" && (
          <Field name="endDate" label="End Date" error={errors.endDate?.message}>
            {(p) => <Input {...p} {...register("endDate")} type="date" />}
          </Field>
        )}
        <SelectField control={control} name="workArrangement" label="Work Arrangement" placeholder="Select" options={WORK_ARRANGEMENT_OPTIONS} />
      </div>
      <Field
        name="continuousEmploymentDate"
        label="Continuous Employment Since"
        optional
        hint="Only when earlier employment counts towards the employee's continuous service."
        error={errors.continuousEmploymentDate?.message}
        className="sm:max-w-xs"
      >
        {(p) => <Input {...p} {...register("continuousEmploymentDate")} type="date" />}
      </Field>
      <Field name="workplace" label="Place of Work" optional hint="The employer's address when left empty." error={errors.workplace?.message}>
        {(p) => <Textarea {...p} {...register("workplace")} rows={2} />}
      </Field>
    </FormSection>
  );
}

/** Salary, its currency and period, the FLSA status (US only) and the working week. */
function PayAndHoursSection({ form, us }: { form: EmploymentForm; us: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Pay and Hours">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="salary.amount" label="Salary" error={errors.salary?.amount?.message}>
          {(p) => <MoneyInput {...p} {...register("salary.amount", moneyValue)} />}
        </Field>
        <SelectField control={control} name="salary.currency" label="Currency" placeholder="Select" options={CURRENCY_OPTIONS} />
        <SelectField control={control} name="salary.period" label="Pay Period" placeholder="Select" options={SALARY_PERIOD_OPTIONS} />
      </div>
      {us && (
        <SelectField
          control={control}
          name="flsaStatus"
          label="FLSA Status"
          placeholder="Select"
          options={FLSA_STATUS_OPTIONS}
          hint="Exempt employees are paid a salary and not overtime; the duties and salary tests must be met."
          className="sm:max-w-sm"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField form={form} name="hoursPerWeek" label="Hours per Week" step={0.5} />
        <NumberField form={form} name="daysPerWeek" label="Days per Week" />
      </div>
      <CheckboxField control={control} name="payReviewAnnual" label="Review pay every year" />
    </FormSection>
  );
}

export function EmploymentContractGenerator(props: DocFormProps) {
  const form = useForm<EmploymentFormValues, unknown, TEmploymentContractRequest>({
    resolver: employmentResolver,
    defaultValues: props.initialValues === undefined ? employmentDefaults() : employmentFormValuesOf(props.initialValues),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const [jurisdiction, workState, daysPerWeek, nonCompete, nonSolicitation] = useWatch({
    control,
    name: ["jurisdiction", "workState", "daysPerWeek", "nonCompete", "nonSolicitation"],
  });
  const known = isJurisdiction(jurisdiction) ? jurisdiction : undefined;
  const us = known !== undefined && US_EMPLOYMENT_JURISDICTIONS.includes(known);
  // Where the work state's law voids a non-compete, the option is not offered either.
  const noNonCompete =
    (known !== undefined && NO_NON_COMPETE.includes(known)) ||
    (known === "united-states" && (NO_NON_COMPETE_STATES as readonly string[]).includes(workState ?? ""));
  const minimumHoliday = known ? statutoryHolidayDays(known, Number(daysPerWeek) || 5) : 0;
  const doc = useDocTypeForm(props, form, employmentContract);

  const onJurisdiction = (value: string) => {
    if (!isJurisdiction(value)) return;
    setValue("salary.currency", JURISDICTION_CURRENCY[value], { shouldDirty: true });
    if (NO_NON_COMPETE.includes(value)) setValue("nonCompete", false, { shouldDirty: true });
    if (value !== "united-states") setValue("workState", undefined, { shouldDirty: true });
  };
  const onWorkState = (value: string) => {
    if ((NO_NON_COMPETE_STATES as readonly string[]).includes(value)) setValue("nonCompete", false, { shouldDirty: true });
  };

  const text = (name: "benefits" | "pension" | "sickPay" | "training" | "collectiveAgreements", label: string, hint: string) => (
    <Field name={name} label={label} optional hint={hint} error={errors[name]?.message}>
      {(p) => <Textarea {...p} {...register(name)} rows={2} />}
    </Field>
  );
  return (
    <GeneratorPage
      doc={doc}
      description="An employment contract with the statutory terms of the place of work: role, pay, hours, leave, probation, notice, confidentiality and IP."
      prefill={employerPrefill}
    >
      <FormSection title="Jurisdiction" description="Where the employee works: it decides the statutory terms the contract includes.">
        <SelectField
          control={control}
          name="jurisdiction"
          label="Jurisdiction"
          placeholder="Select where the employee works"
          options={EMPLOYMENT_JURISDICTION_OPTIONS}
          onValueChange={onJurisdiction}
          className="sm:max-w-sm"
        />
        {known === "united-states" && (
          <SelectField
            control={control}
            name="workState"
            label="Work State"
            placeholder="Select the state"
            options={US_STATE_OPTIONS}
            onValueChange={onWorkState}
            hint="The state in which the employee primarily works: its law governs the contract and its restrictive covenants."
            className="sm:max-w-sm"
          />
        )}
      </FormSection>

      <FormSection title="Parties">
        <div className="grid gap-4 xl:grid-cols-2">
          <PartyFields party="employer" legend="Employer" register={register} errors={errors} />
          <PartyFields party="employee" legend="Employee" register={register} errors={errors} />
        </div>
      </FormSection>

      <RoleSection form={form} />

      <PayAndHoursSection form={form} us={us} />

      <FormSection title="Leave and Benefits" description="Anything left empty takes the jurisdiction's default; nothing goes below the statutory minimum.">
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField
            form={form}
            name="holidayDays"
            label="Holiday Days"
            optional
            step={0.5}
            hint={minimumHoliday > 0 ? `At least ${minimumHoliday} (statutory minimum).` : undefined}
          />
          <NumberField form={form} name="probationMonths" label="Probation (months)" optional />
          <SelectField control={control} name="noticePeriod" label="Notice Period" placeholder="Default" options={NOTICE_PERIOD_OPTIONS} />
        </div>
        {text("benefits", "Benefits", "Health insurance, bonus, equity, allowances...")}
        {text("pension", "Pension", "The employer's pension or retirement plan, and its provider.")}
        {text("sickPay", "Sick Pay", "Contractual sick pay beyond the statutory entitlement.")}
        {text("training", "Training", "Training offered, required, or not paid by the employer.")}
        {text("collectiveAgreements", "Collective Agreements", "Any collective or enterprise agreement that applies.")}
      </FormSection>

      <FormSection title="Restrictive Covenants">
        {noNonCompete ? (
          <p className="text-sm text-muted-foreground">Non-competes are void in this jurisdiction, so none is offered.</p>
        ) : (
          <CheckboxField
            control={control}
            name="nonCompete"
            label="Non-compete after employment"
            hint={known === "germany" ? "Paid: at least 50% of the last remuneration for its duration (§ 74 HGB)." : undefined}
          />
        )}
        <CheckboxField control={control} name="nonSolicitation" label="Non-solicitation of customers and staff" />
        {(nonCompete || nonSolicitation) && (
          <div className="sm:max-w-xs"><NumberField form={form} name="restrictionMonths" label="Restriction (months)" /></div>
        )}
        <EffectiveDateField form={form} className="sm:max-w-xs" />
      </FormSection>
    </GeneratorPage>
  );
}
