// The NDA generator (spec sections 2 and 5): one-way or mutual, the two parties, what is disclosed
// and why, how long it stays confidential and which law applies. The business fills the
// disclosing (first) party. With edit props (client/src/doc-types/registry.ts) the bare form,
// filled with a document's input.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
  useForm,
  useWatch,
} from "react-hook-form";
import { toMinorUnits } from "@shared/money";
import { nda, type TNdaRequest, type TNdaRequestInput, ZNdaRequestSchema } from "@shared/doc-types";
import {
  NDA_DURATION_OPTIONS,
  NDA_GOVERNING_LAW_OPTIONS,
  NDA_STANDSTILL_OPTIONS,
  NDA_TYPE_OPTIONS,
  PARTY_ENTITY_TYPE_OPTIONS,
} from "@shared/validation";
import { todayIso } from "@/components/generator/dates";
import type { BusinessPrefill } from "@/features/business-profiles";
import { type DocFormProps, withInput } from "@/components/generator/doc-form-props";
import { CheckboxField, Field, FormSection, RadioCardsField, SelectField } from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { EffectiveDateField } from "@/components/generator/effective-date-field";
import { PartyFieldset } from "@/components/generator/party-fields";
import { Input } from "@/components/ui/input";
import { MoneyInput, moneyValue } from "@/components/form/money-input";
import { Textarea } from "@/components/ui/textarea";

const TYPE_DESCRIPTIONS: Record<string, string> = {
  "one-way": "Only one party shares confidential information.",
  mutual: "Both parties share, and protect, each other's information.",
};

/** The party blocks' headings: a mutual NDA has no "disclosing" side. */
export function partyLabels(type: string | undefined) {
  return type === "mutual"
    ? { disclosingParty: "First Party", receivingParty: "Second Party" }
    : { disclosingParty: "Disclosing Party", receivingParty: "Receiving Party" };
}

export function ndaDefaults(): TNdaRequestInput {
  const party = { entityType: "company", name: "", address: "", email: "", registrationNumber: "", jurisdiction: "" };
  return {
    type: "one-way",
    disclosingParty: { ...party },
    receivingParty: { ...party },
    purpose: "",
    duration: "",
    governingLaw: "",
    effectiveDate: todayIso(),
    nonSolicitation: false,
    standstill: false,
    standstillPeriod: "12-months",
    noPublicity: false,
    dataProtection: false,
    contractualPenalty: Number.NaN,
  };
}

/**
 * The form holds the contractual penalty as a person types it (euros); the API takes cents. The
 * resolver converts, then validates with the shared schema; empty, there is none.
 */
const validate = zodResolver(ZNdaRequestSchema);
export const ndaResolver: Resolver<TNdaRequestInput, unknown, TNdaRequest> = (values, context, options) => {
  const euros = values.contractualPenalty;
  const penalty = typeof euros === "number" && !Number.isNaN(euros) && values.governingLaw === "germany" ? toMinorUnits(euros) : undefined;
  return validate({ ...values, contractualPenalty: penalty }, context, options);
};

/** A stored NDA's input (the penalty in cents) as the form holds it (in euros), to edit it. */
export function ndaFormValuesOf(input: unknown): TNdaRequestInput {
  const values = withInput(ndaDefaults(), input);
  const cents = values.contractualPenalty;
  return { ...values, contractualPenalty: typeof cents === "number" ? cents / 100 : Number.NaN };
}

type PartyKey = "disclosingParty" | "receivingParty";

function PartyFields({
  party,
  legend,
  description,
  register,
  errors,
  control,
}: {
  party: PartyKey;
  legend: string;
  description: string;
  register: UseFormRegister<TNdaRequestInput>;
  errors: FieldErrors<TNdaRequestInput>;
  control: Control<TNdaRequestInput, unknown, TNdaRequest>;
}) {
  const partyErrors = errors[party];
  const individual = useWatch({ control, name: `${party}.entityType` }) === "individual";
  return (
    <PartyFieldset
      party={party}
      legend={legend}
      description={description}
      register={register}
      errors={errors}
      before={
        <SelectField
          control={control}
          name={`${party}.entityType`}
          label="Entity Type"
          placeholder="Company or individual"
          options={PARTY_ENTITY_TYPE_OPTIONS}
        />
      }
      after={
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name={`${party}.registrationNumber`} label="Registration Number" optional error={partyErrors?.registrationNumber?.message}>
            {(p) => <Input {...p} {...register(`${party}.registrationNumber`)} placeholder="e.g. HRB 12345" autoComplete="off" />}
          </Field>
          {!individual && (
            <Field name={`${party}.jurisdiction`} label="Incorporated In" optional error={partyErrors?.jurisdiction?.message}>
              {(p) => <Input {...p} {...register(`${party}.jurisdiction`)} placeholder="e.g. Delaware" autoComplete="off" />}
            </Field>
          )}
        </div>
      }
    />
  );
}

function NdaTypeField({ control }: { control: Control<TNdaRequestInput, unknown, TNdaRequest> }) {
  return (
    <RadioCardsField control={control} name="type" label="NDA Type" options={NDA_TYPE_OPTIONS} descriptions={TYPE_DESCRIPTIONS} fallback="one-way" />
  );
}

/** The user's business is the party disclosing (the first party of a mutual NDA). */
const ndaPrefill: BusinessPrefill = (p) => ({
  "disclosingParty.name": p.name,
  "disclosingParty.address": p.address,
  "disclosingParty.email": p.email,
  "disclosingParty.registrationNumber": p.registrationNumber,
});

export function NdaGenerator(props: DocFormProps) {
  const form = useForm<TNdaRequestInput, unknown, TNdaRequest>({
    resolver: ndaResolver,
    defaultValues: props.initialValues === undefined ? ndaDefaults() : ndaFormValuesOf(props.initialValues),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: "type" });
  const labels = partyLabels(type ?? undefined);
  const mutual = type === "mutual";
  const standstill = useWatch({ control, name: "standstill" });
  const germanLaw = useWatch({ control, name: "governingLaw" }) === "germany";
  const doc = useDocTypeForm(props, form, nda, {
    success: "Your non-disclosure agreement has been generated successfully.",
  });

  return (
    <GeneratorPage
      doc={doc}
      description="Protect what you share with partners, investors and contractors with a one-way or mutual non-disclosure agreement."
      prefill={ndaPrefill}
    >
      <FormSection title="Agreement Type">
        <NdaTypeField control={control} />
      </FormSection>

      <FormSection title="Parties" description="The people or companies signing the agreement.">
        <div className="grid gap-4 xl:grid-cols-2">
          <PartyFields
            party="disclosingParty"
            legend={labels.disclosingParty}
            description={
              mutual
                ? "One of the two parties sharing information."
                : "The party sharing confidential information."
            }
            register={register}
            errors={errors}
            control={control}
          />
          <PartyFields
            party="receivingParty"
            legend={labels.receivingParty}
            description={
              mutual
                ? "The other party sharing information."
                : "The party receiving and protecting the information."
            }
            register={register}
            errors={errors}
            control={control}
          />
        </div>
      </FormSection>

      <FormSection
        title="Terms"
        description="Why information is shared and how long it stays confidential."
      >
        <Field
          name="purpose"
          label="Purpose"
          error={errors.purpose?.message}
          hint="The business reason for sharing confidential information."
        >
          {(p) => (
            <Textarea
              {...p}
              {...register("purpose")}
              rows={3}
              placeholder="e.g. Evaluating a potential business partnership between the parties"
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="duration"
            label="Duration"
            placeholder="Select a duration"
            options={NDA_DURATION_OPTIONS}
          />
          <SelectField
            control={control}
            name="governingLaw"
            label="Governing Law"
            placeholder="Select a jurisdiction"
            options={NDA_GOVERNING_LAW_OPTIONS}
          />
        </div>
        <EffectiveDateField form={form} className="sm:max-w-xs" />
      </FormSection>

      <FormSection title="Optional Clauses" description="Added only when ticked.">
        <CheckboxField control={control} name="nonSolicitation" label="Non-solicitation of employees" hint="No hiring away the other party's staff for 12 months." />
        <CheckboxField control={control} name="standstill" label="Standstill" hint="No buying the other party's shares or bidding for it (for M&A talks)." />
        {standstill && (
          <SelectField control={control} name="standstillPeriod" label="Standstill Period" placeholder="Select a period" options={NDA_STANDSTILL_OPTIONS} className="sm:max-w-xs" />
        )}
        <CheckboxField control={control} name="noPublicity" label="No publicity" hint="No announcing the talks or using the other party's name." />
        <CheckboxField control={control} name="dataProtection" label="Data protection" hint="For personal data shared under the NDA (GDPR Article 28 terms where one party processes for the other)." />
        {germanLaw && (
          <Field
            name="contractualPenalty"
            label="Contractual penalty (EUR)"
            optional
            hint="Vertragsstrafe for each culpable breach of confidentiality (§ 339 BGB). Leave empty for none."
            error={errors.contractualPenalty?.message}
            className="sm:max-w-xs"
          >
            {(p) => <MoneyInput {...p} {...register("contractualPenalty", moneyValue)} />}
          </Field>
        )}
      </FormSection>
    </GeneratorPage>
  );
}
