// The terms and conditions generator (spec sections 2 and 5). The refund policy is asked for only
// when the business takes payments. The contact e-mail and postal address are optional (the
// business profile's are used when left blank); a note asks for them where EU / UK consumer terms
// would otherwise name neither for withdrawals. With edit props (client/src/doc-types/registry.ts)
// the bare form, filled with a document's input.
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import {
  terms,
  type TTermsRequest,
  type TTermsRequestInput,
  US_GOVERNING_LAWS,
  ZTermsRequestSchema,
  termsConsumerLaw,
} from "@shared/doc-types";
import {
  BUSINESS_TYPE_OPTIONS,
  CONSUMER_ARBITRATION_OPTIONS,
  GOVERNING_REGIONS_BY_LAW,
  TERMS_AUDIENCE_OPTIONS,
  TERMS_GOVERNING_LAW_OPTIONS,
  type TermsGoverningLaw,
} from "@shared/validation";
import { CompanyFields, companyNamePrefill } from "@/components/generator/company-fields";
import { todayIso } from "@/components/generator/dates";
import { type DocFormProps, shownAnswersResolver, withInput } from "@/components/generator/doc-form-props";
import { CheckboxField, Field, FormSection, SelectField } from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { EffectiveDateField } from "@/components/generator/effective-date-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { selectedProfile, useBusinessProfiles } from "@/features/business-profiles";

export function termsDefaults(): TTermsRequestInput {
  return {
    companyName: "",
    website: "",
    email: "",
    address: "",
    businessType: "",
    hasPayments: false,
    refundPolicy: "",
    governingLaw: "",
    audience: "both",
    sellsToEuUkConsumers: false,
    consumerArbitration: "not-willing",
    consumerArbitrationBoard: "",
    arbitration: false,
    euLegalRepresentative: "",
    p2bMediators: "",
    effectiveDate: todayIso(),
  };
}

export const WITHDRAWAL_CONTACT_NOTE =
  "Consumers in the EU and UK must be told your postal address and e-mail address for withdrawals: add them here or choose a business profile.";

const given = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/**
 * Whether the terms give consumers a statutory withdrawal right (EU / UK consumer law, the rule the
 * template applies: termsConsumerLaw) while neither these fields nor the business profile supply
 * both a postal and an e-mail address for it: the notice and the model form then have neither to
 * name (Art. 246a § 1(2) EGBGB; Directive 2011/83/EU, Annex I(A) and (B)).
 */
export function withdrawalContactMissing(
  values: Pick<TTermsRequestInput, "audience" | "governingLaw" | "sellsToEuUkConsumers" | "email" | "address">,
  profile: { email?: string | null; address?: string | null } | null | undefined,
): boolean {
  if (!termsConsumerLaw(values).euUk) return false;
  return !((given(values.email) || given(profile?.email)) && (given(values.address) || given(profile?.address)));
}

/** § 36 VSBG names a board only for a German trader who is willing or obliged to take part. */
const namesBoard = (law: unknown, audience: unknown, participation: unknown) =>
  law === "germany" && audience !== "businesses" && (participation === "willing" || participation === "obliged");

/** A refund policy typed before unticking payments, or a board no longer named, is not part of these terms. */
const shownAnswers = (values: TTermsRequestInput): TTermsRequestInput => ({
  ...values,
  refundPolicy: values.hasPayments ? values.refundPolicy : undefined,
  consumerArbitrationBoard: namesBoard(values.governingLaw, values.audience, values.consumerArbitration)
    ? values.consumerArbitrationBoard
    : undefined,
  euLegalRepresentative: values.businessType === "marketplace" ? values.euLegalRepresentative : undefined,
  p2bMediators: values.businessType === "marketplace" ? values.p2bMediators : undefined,
});

type TermsForm = UseFormReturn<TTermsRequestInput, unknown, TTermsRequest>;

/** Payments, and the refund policy only when the business takes them. */
function PaymentsSection({ form }: { form: TermsForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const hasPayments = useWatch({ control, name: "hasPayments" });
  return (
    <FormSection title="Payments" description="Clauses on pricing, billing and refunds.">
      <CheckboxField
        control={control}
        name="hasPayments"
        label="Business accepts payments"
        hint="Tick this if customers pay you through your website or app."
      />
      {hasPayments && (
        <Field
          name="refundPolicy"
          label="Refund Policy"
          optional
          error={errors.refundPolicy?.message}
          hint="Leave blank for a standard clause."
        >
          {(p) => (
            <Textarea
              {...p}
              {...register("refundPolicy")}
              rows={4}
              placeholder="e.g. Full refunds are available within 30 days of purchase. Subscriptions can be cancelled at any time and stay active until the end of the billing period."
            />
          )}
        </Field>
      )}
    </FormSection>
  );
}

/** The governing law and what follows from it: its region, consumer arbitration, EU / UK consumers, a marketplace's duties. */
function LegalSection({ form }: { form: TermsForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [law, audience, participation, businessType, sellsToEu] = useWatch({
    control,
    name: ["governingLaw", "audience", "consumerArbitration", "businessType", "sellsToEuUkConsumers"],
  });
  const marketplace = businessType === "marketplace";
  const regionOptions = law && law in GOVERNING_REGIONS_BY_LAW ? GOVERNING_REGIONS_BY_LAW[law as keyof typeof GOVERNING_REGIONS_BY_LAW] : undefined;
  const usLaw = US_GOVERNING_LAWS.includes(law as TermsGoverningLaw);
  const consumers = audience !== "businesses";
  // A new law: the state of the old one, and arbitration outside the US, no longer apply.
  const onLawChange = (value: string) => {
    form.setValue("governingRegion", undefined);
    if (!US_GOVERNING_LAWS.includes(value as TermsGoverningLaw)) form.setValue("arbitration", false);
  };
  return (
    <FormSection
      title="Legal"
      description="Where disputes are decided, and from when the terms apply."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="governingLaw"
          label="Governing Law"
          placeholder="Select a jurisdiction"
          options={TERMS_GOVERNING_LAW_OPTIONS}
          onValueChange={onLawChange}
        />
        {regionOptions && (
          <SelectField
            control={control}
            name="governingRegion"
            label="State, Province or Territory"
            placeholder="Select where the law applies"
            options={regionOptions}
          />
        )}
        <SelectField
          control={control}
          name="audience"
          label="Customers"
          placeholder="Select your customers"
          options={TERMS_AUDIENCE_OPTIONS}
        />
        {law === "germany" && consumers && (
          <SelectField
            control={control}
            name="consumerArbitration"
            label="Consumer Arbitration (§ 36 VSBG)"
            placeholder="Select your participation"
            options={CONSUMER_ARBITRATION_OPTIONS}
          />
        )}
        {namesBoard(law, audience, participation) && (
          <Field
            name="consumerArbitrationBoard"
            label="Consumer Arbitration Board"
            optional
            error={errors.consumerArbitrationBoard?.message}
            hint="The competent board's name and address, as the terms should name it. Leave blank to name the Universalschlichtungsstelle des Bundes (the federal universal conciliation body)."
            className="sm:col-span-2"
          >
            {(p) => (
              <Textarea
                {...p}
                {...register("consumerArbitrationBoard")}
                rows={3}
                placeholder={"Name of the board\nStreet, postcode and city\nWebsite"}
              />
            )}
          </Field>
        )}
        <EffectiveDateField form={form} />
      </div>
      {consumers && law !== "germany" && (
        <CheckboxField
          control={control}
          name="sellsToEuUkConsumers"
          label={law === "united-kingdom" ? "Consumers in the EU buy from us" : "Consumers in the EU or UK buy from us"}
          hint={
            law === "united-kingdom"
              ? "Adds the EU dispute resolution statements and, for a marketplace, the Digital Services Act duties."
              : "Adds the 14-day withdrawal notice and model form, prices including VAT and the dispute resolution statements."
          }
        />
      )}
      {marketplace && sellsToEu && law !== "germany" && (
        <Field
          name="euLegalRepresentative"
          label="EU Legal Representative (Art. 13 DSA)"
          optional
          error={errors.euLegalRepresentative?.message}
          hint="A provider outside the EU names its legal representative in a Member State: name, postal address, email and telephone. Leave blank to use the business profile's EU / UK representative."
        >
          {(p) => <Textarea {...p} {...register("euLegalRepresentative")} rows={3} />}
        </Field>
      )}
      {marketplace && (law === "united-kingdom" || law === "germany" || sellsToEu) && (
        <Field
          name="p2bMediators"
          label="Mediators for Business Sellers"
          optional
          error={errors.p2bMediators?.message}
          hint="At least two mediators you will engage with (P2B Regulation, Art. 12), one a line. Leave blank to name CEDR and the Chartered Institute of Arbitrators."
        >
          {(p) => <Textarea {...p} {...register("p2bMediators")} rows={2} />}
        </Field>
      )}
      {usLaw && (
        <CheckboxField
          control={control}
          name="arbitration"
          label="Arbitration and class action waiver"
          hint="Disputes go to individual arbitration (AAA), with a 30-day opt-out."
        />
      )}
    </FormSection>
  );
}

export function TermsGenerator(props: DocFormProps) {
  const form = useForm<TTermsRequestInput, unknown, TTermsRequest>({
    resolver: shownAnswersResolver(ZTermsRequestSchema, shownAnswers),
    defaultValues: withInput(termsDefaults(), props.initialValues),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [law, audience, sellsToEu, email, address, profileRef] = useWatch({
    control,
    name: ["governingLaw", "audience", "sellsToEuUkConsumers", "email", "address", "businessProfileId"],
  });
  const { data: profiles, isPending: profilesPending } = useBusinessProfiles();
  // Until the profiles are known, whether the chosen one has the addresses is not.
  const contactMissing =
    !profilesPending &&
    withdrawalContactMissing(
      { audience, governingLaw: law, sellsToEuUkConsumers: sellsToEu, email, address },
      selectedProfile(profiles, profileRef),
    );
  const doc = useDocTypeForm(props, form, terms, {
    success: "Your terms and conditions have been generated successfully.",
  });

  return (
    <GeneratorPage
      doc={doc}
      description="Set the rules for using your website or app: accounts, payments, liability and the law that governs them."
      prefill={companyNamePrefill}
    >
      <CompanyFields form={form} contact={false} title="Business Information" description="Who the terms are between, and how to reach you.">
        <SelectField
          control={control}
          name="businessType"
          label="Business Type"
          placeholder="Select your business type"
          options={BUSINESS_TYPE_OPTIONS}
        />
        <Field
          name="email"
          label="Contact Email"
          optional
          error={errors.email?.message}
          hint="Printed in Contact Us and, for consumers in the EU or UK, in the withdrawal notice. Leave blank to use the business profile's."
        >
          {(p) => (
            <Input {...p} {...register("email")} type="email" placeholder="hello@example.com" autoComplete="email" />
          )}
        </Field>
        <Field
          name="address"
          label="Postal Address"
          optional
          error={errors.address?.message}
          hint="Leave blank to use the business profile's."
        >
          {(p) => (
            <Textarea
              {...p}
              {...register("address")}
              rows={2}
              placeholder={"123 Main Street\nSan Francisco, CA 94105"}
              autoComplete="street-address"
            />
          )}
        </Field>
        {contactMissing && (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="withdrawal-contact-note">
            {WITHDRAWAL_CONTACT_NOTE}
          </p>
        )}
      </CompanyFields>

      <PaymentsSection form={form} />

      <LegalSection form={form} />
    </GeneratorPage>
  );
}
