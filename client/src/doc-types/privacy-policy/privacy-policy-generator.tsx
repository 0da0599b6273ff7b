// The privacy policy generator (spec sections 2 and 5): company details, the data collected and its
// uses, the privacy laws to cover, and the effective date.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  privacyPolicy,
  type TPrivacyPolicyRequest,
  type TPrivacyPolicyRequestInput,
  ZPrivacyPolicyRequestSchema,
} from "@shared/doc-types";
import { DATA_COLLECTED_OPTIONS, DATA_USE_OPTIONS, REGION_OPTIONS } from "@shared/validation";
import { todayIso } from "@/components/tool/dates";
import { CompanyFields } from "@/components/tool/company-fields";
import { applyServerFieldErrors } from "@/components/tool/form-errors";
import { CheckboxGroupField, FormSection } from "@/components/tool/form-field";
import { FormAlert, GenerateButton } from "@/components/tool/generate-button";
import { FormCard, GeneratorLayout } from "@/components/tool/generator-layout";
import { GeneratorResult } from "@/components/tool/result-panel";
import { EffectiveDateField } from "@/components/tool/effective-date-field";
import { generatorTexts } from "@/components/tool/generator-texts";
import { useGeneratePrivacyPolicy } from "./generate-privacy-policy";

const texts = generatorTexts(privacyPolicy);

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
  };
}

export function PrivacyPolicyGenerator() {
  const form = useForm<TPrivacyPolicyRequestInput, unknown, TPrivacyPolicyRequest>({
    resolver: zodResolver(ZPrivacyPolicyRequestSchema),
    defaultValues: privacyPolicyDefaults(),
  });
  const {
    control,
    formState: { errors },
  } = form;
  const generate = useGeneratePrivacyPolicy({
    onFieldErrors: applyServerFieldErrors(form.setError),
  });

  const onSubmit = form.handleSubmit((values) => generate.mutate(values));

  return (
    <GeneratorLayout
      toolId={privacyPolicy.toolId}
      backButton
      title={texts.title}
      description="Answer a few questions about your business and get a GDPR- and CCPA-ready privacy policy you can publish today."
      form={
        <FormCard
          label={texts.formLabel}
          onSubmit={onSubmit}
          actions={
            <>
              <GenerateButton label={texts.submit} isPending={generate.isPending} />
              <FormAlert message={errors.root?.server?.message} />
            </>
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
              options={REGION_OPTIONS}
              columns={2}
            />
            <EffectiveDateField form={form} className="sm:max-w-xs" />
          </FormSection>
        </FormCard>
      }
      result={
        <GeneratorResult
          heading={texts.heading}
          placeholder={texts.placeholder}
          document={generate.result}
          isPending={generate.isPending}
          planLimitMessage={generate.planLimitMessage}
        />
      }
    />
  );
}
