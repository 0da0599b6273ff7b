// The terms and conditions generator (spec sections 2 and 5). The refund policy is asked for only
// when the business takes payments. With edit props (client/src/doc-types/registry.ts) the bare
// form, filled with a document's input.
import { useForm, useWatch } from "react-hook-form";
import {
  terms,
  type TTermsRequest,
  type TTermsRequestInput,
  US_GOVERNING_LAWS,
  ZTermsRequestSchema,
} from "@shared/doc-types";
import {
  BUSINESS_TYPE_OPTIONS,
  CONSUMER_ARBITRATION_OPTIONS,
  GOVERNING_REGIONS_BY_LAW,
  TERMS_AUDIENCE_OPTIONS,
  TERMS_GOVERNING_LAW_OPTIONS,
  type TermsGoverningLaw,
} from "@shared/validation";
import { CompanyFields, companyNamePrefill } from "@/components/tool/company-fields";
import { todayIso } from "@/components/tool/dates";
import { type DocFormProps, shownAnswersResolver, withInput } from "@/components/tool/doc-form-props";
import { CheckboxField, Field, FormSection, SelectField } from "@/components/tool/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/tool/generator-form";
import { EffectiveDateField } from "@/components/tool/effective-date-field";
import { Textarea } from "@/components/ui/textarea";

export function termsDefaults(): TTermsRequestInput {
  return {
    companyName: "",
    website: "",
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
  const [hasPayments, law, audience, participation, businessType, sellsToEu] = useWatch({
    control,
    name: ["hasPayments", "governingLaw", "audience", "consumerArbitration", "businessType", "sellsToEuUkConsumers"],
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
  const doc = useDocTypeForm(props, form, terms, {
    success: "Your terms and conditions have been generated successfully.",
  });

  return (
    <GeneratorPage
      doc={doc}
      description="Set the rules for using your website or app: accounts, payments, liability and the law that governs them."
      prefill={companyNamePrefill}
    >
      <CompanyFields form={form} contact={false} title="Business Information" description="Who the terms are between.">
        <SelectField
          control={control}
          name="businessType"
          label="Business Type"
          placeholder="Select your business type"
          options={BUSINESS_TYPE_OPTIONS}
        />
      </CompanyFields>

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
    </GeneratorPage>
  );
}
