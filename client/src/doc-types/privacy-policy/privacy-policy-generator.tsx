// The privacy policy generator (spec sections 2 and 5): the business, company details, the data
// collected and its uses, the privacy laws to cover, and the effective date. With edit props
// (client/src/doc-types/registry.ts) the bare form, filled with a document's input.
import { useForm, useWatch } from "react-hook-form";
import { EU_COUNTRIES } from "@shared/business/identifiers";
import {
  privacyPolicy,
  type TPrivacyPolicyRequest,
  type TPrivacyPolicyRequestInput,
  ZPrivacyPolicyRequestSchema,
} from "@shared/doc-types";
import {
  DATA_COLLECTED_OPTIONS,
  DATA_USE_OPTIONS,
  PRIVACY_REGION_OPTIONS,
  SECURITY_MEASURE_OPTIONS,
  TRANSFER_SAFEGUARD_OPTIONS,
  type DataCollected,
} from "@shared/validation";
import { Input } from "@/components/ui/input";
import { todayIso } from "@/components/generator/dates";
import { CompanyFields, companyPrefill } from "@/components/generator/company-fields";
import { type DocFormProps, shownAnswersResolver, withInput } from "@/components/generator/doc-form-props";
import { CheckboxField, CheckboxGroupField, Field, FormSection, SelectField } from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { EffectiveDateField } from "@/components/generator/effective-date-field";

export function privacyPolicyDefaults(): TPrivacyPolicyRequestInput {
  return {
    companyName: "",
    website: "",
    email: "",
    address: "",
    dataCollected: [],
    dataUse: [],
    regions: [],
    effectiveDate: todayIso(),
    usesAdvertisingTracking: false,
    usesMetaPixel: false,
    requestFormUrl: "",
    tollFreeNumber: "",
    onlineOnly: false,
    transferSafeguard: "sccs",
    retention: {},
    securityMeasures: [],
    policyUrl: "",
  };
}

/**
 * Retention periods of categories no longer ticked, and California's request methods once CCPA is
 * no longer chosen, are not part of the policy.
 */
const shownAnswers = (values: TPrivacyPolicyRequestInput): TPrivacyPolicyRequestInput => ({
  ...values,
  retention: Object.fromEntries(
    Object.entries(values.retention ?? {}).filter(([key]) => values.dataCollected?.includes(key as DataCollected)),
  ),
  ...(values.regions?.includes("CCPA") ? {} : { requestFormUrl: "", tollFreeNumber: "", onlineOnly: false }),
});

/**
 * Where a controller that targets the EU or the UK has no establishment and names no representative
 * (GDPR / UK GDPR Art. 27): "the European Union", "the United Kingdom", or undefined.
 */
export function representativeMissing(
  regions: readonly string[],
  profile: { country?: string | null; representativeName?: string | null } | null | undefined,
): string | undefined {
  if (!profile?.country || profile.representativeName) return undefined;
  if (regions.includes("GDPR") && !EU_COUNTRIES.has(profile.country)) return "the European Union";
  if (regions.includes("UK-GDPR") && profile.country !== "GB") return "the United Kingdom";
  return undefined;
}

export function PrivacyPolicyGenerator(props: DocFormProps) {
  const form = useForm<TPrivacyPolicyRequestInput, unknown, TPrivacyPolicyRequest>({
    resolver: shownAnswersResolver(ZPrivacyPolicyRequestSchema, shownAnswers),
    defaultValues: withInput(privacyPolicyDefaults(), props.initialValues),
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [regions = [], dataCollected = [], advertising = false] = useWatch({ control, name: ["regions", "dataCollected", "usesAdvertisingTracking"] });
  const collected = DATA_COLLECTED_OPTIONS.filter((o) => dataCollected.includes(o.value));
  const eu = regions.includes("GDPR") || regions.includes("UK-GDPR");
  const ccpa = regions.includes("CCPA");
  const doc = useDocTypeForm(props, form, privacyPolicy);
  const privacyChoices = doc.generation.result?.privacyChoices;

  return (
    <GeneratorPage
      doc={doc}
      backButton
      description="Answer a few questions about your business and get a GDPR- and CCPA-ready privacy policy you can publish today."
      prefill={companyPrefill}
      businessNote={(profile) => {
        const missing = representativeMissing(regions, profile);
        return missing ? (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="art27-prompt">
            {`Your business is established outside ${missing}, so Article 27 of the ${missing === "the United Kingdom" ? "UK GDPR" : "GDPR"} generally requires a representative there. Add one to the business profile (EU / UK representative) to have the policy name it.`}
          </p>
        ) : null;
      }}
      resultExtras={
        privacyChoices && (
          <section aria-labelledby="privacy-choices-title" className="space-y-2 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
            <h2 id="privacy-choices-title" className="text-base font-semibold text-slate-900">
              &ldquo;Do Not Sell or Share&rdquo; Link
            </h2>
            <p className="text-sm text-muted-foreground">
              Your policy names this link: put it in the footer of every page of your website.
            </p>
            <pre tabIndex={0} aria-labelledby="privacy-choices-title" className="max-h-60 overflow-auto rounded-lg bg-slate-950 p-4 text-xs leading-5 text-slate-100">
              <code data-testid="privacy-choices-snippet">{privacyChoices.snippet}</code>
            </pre>
          </section>
        )
      }
    >
      <CompanyFields form={form} description="Who is responsible for the personal data, and how people reach you." />

      <FormSection title="Data Practices" description="Select everything that applies.">
        <CheckboxGroupField
          control={control}
          name="dataCollected"
          legend="Data Collected"
          options={DATA_COLLECTED_OPTIONS}
          columns={2}
        />
        {collected.length > 0 && (
          <fieldset aria-describedby="retention-hint" className="space-y-3">
            <legend className="text-sm font-medium leading-none">How Long You Keep Each Type of Data</legend>
            <p id="retention-hint" className="-mt-1 text-xs text-muted-foreground">
              A period or a criterion, e.g. &ldquo;3 years after your last order&rdquo;. Leave one blank for a standard period or criterion for that type of data.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {collected.map((o) => (
                <Field key={o.value} name={`retention.${o.value}`} label={o.label} optional error={errors.retention?.[o.value]?.message}>
                  {(p) => <Input {...p} {...register(`retention.${o.value}`)} />}
                </Field>
              ))}
            </div>
          </fieldset>
        )}
        <CheckboxGroupField
          control={control}
          name="dataUse"
          legend="How Data Is Used"
          options={DATA_USE_OPTIONS}
          columns={2}
        />
      </FormSection>

      <FormSection
        title="Compliance"
        description="The laws your policy should address, based on where your users are."
      >
        <CheckboxGroupField
          control={control}
          name="regions"
          legend="Compliance Regions"
          options={PRIVACY_REGION_OPTIONS}
          columns={2}
        />
        <CheckboxField
          control={control}
          name="usesAdvertisingTracking"
          label="Uses advertising cookies or pixels (e.g. Meta Pixel, Google Ads)"
          hint="Under US privacy laws this counts as sharing personal information: the policy then names the opt-out link."
        />
        {advertising && eu && (
          <CheckboxField
            control={control}
            name="usesMetaPixel"
            label="Uses the Meta Pixel"
            hint="You and Meta are then joint controllers for what the pixel collects (GDPR Article 26): the policy says so."
          />
        )}
        {eu && (
          <SelectField
            control={control}
            name="transferSafeguard"
            label="Safeguard for transfers outside the EEA / UK"
            placeholder="Select the safeguard you rely on"
            options={TRANSFER_SAFEGUARD_OPTIONS}
          />
        )}
        {ccpa && (
          // Required as a group, not field by field: said before Generate, not only once it fails.
          <fieldset
            aria-describedby="ccpa-second-method-note"
            className="space-y-4 rounded-lg border border-amber-200 bg-amber-50/40 p-4"
          >
            <legend className="px-1 text-sm font-medium text-slate-900">
              Second way to send requests <span className="font-normal text-amber-800">(required for California: one of these)</span>
            </legend>
            <p id="ccpa-second-method-note" className="text-xs text-slate-700">
              California requires a second way to send privacy requests besides email: a web form or a
              toll-free number. A business that operates exclusively online may use email alone.
            </p>
            <Field name="requestFormUrl" label="Privacy Request Form URL" error={errors.requestFormUrl?.message}>
              {(p) => <Input {...p} {...register("requestFormUrl")} type="url" placeholder="https://example.com/privacy-request" />}
            </Field>
            <Field name="tollFreeNumber" label="Toll-Free Number" error={errors.tollFreeNumber?.message}>
              {(p) => <Input {...p} {...register("tollFreeNumber")} type="tel" placeholder="1-800-555-0100" />}
            </Field>
            <CheckboxField control={control} name="onlineOnly" label="We operate exclusively online and have a direct relationship with our customers" />
          </fieldset>
        )}
        <CheckboxGroupField
          control={control}
          name="securityMeasures"
          legend="Security Measures"
          description="Only the measures you tick are named in the policy."
          options={SECURITY_MEASURE_OPTIONS}
          columns={2}
        />
        <Field name="policyUrl" label="Privacy Policy URL" optional error={errors.policyUrl?.message} hint="Where you publish the policy: an https:// address or a path such as /privacy.">
          {(p) => <Input {...p} {...register("policyUrl")} placeholder="/privacy-policy" />}
        </Field>
        <EffectiveDateField form={form} className="sm:max-w-xs" />
      </FormSection>
    </GeneratorPage>
  );
}
