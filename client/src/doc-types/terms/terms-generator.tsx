// The terms and conditions generator (spec sections 2 and 5). The refund policy is asked for only
// when the business takes payments.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import {
  terms,
  type TTermsRequest,
  type TTermsRequestInput,
  ZTermsRequestSchema,
} from "@shared/doc-types";
import { BUSINESS_TYPE_OPTIONS, TERMS_GOVERNING_LAW_OPTIONS } from "@shared/validation";
import { todayIso } from "@/components/tool/dates";
import { applyServerFieldErrors } from "@/components/tool/form-errors";
import { CheckboxField, Field, FormSection, SelectField } from "@/components/tool/form-field";
import { FormAlert, GenerateButton } from "@/components/tool/generate-button";
import { FormCard, GeneratorLayout } from "@/components/tool/generator-layout";
import { GeneratorResult } from "@/components/tool/result-panel";
import { EffectiveDateField } from "@/components/tool/effective-date-field";
import { generatorTexts } from "@/components/tool/generator-texts";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useGenerateTerms } from "./generate-terms";

const texts = generatorTexts(terms);

export function termsDefaults(): TTermsRequestInput {
  return {
    companyName: "",
    website: "",
    businessType: "",
    hasPayments: false,
    refundPolicy: "",
    governingLaw: "",
    effectiveDate: todayIso(),
  };
}

export function TermsGenerator() {
  const form = useForm<TTermsRequestInput, unknown, TTermsRequest>({
    resolver: zodResolver(ZTermsRequestSchema),
    defaultValues: termsDefaults(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const hasPayments = useWatch({ control, name: "hasPayments" });
  const generate = useGenerateTerms({ onFieldErrors: applyServerFieldErrors(form.setError) });

  const onSubmit = form.handleSubmit((values) =>
    generate.mutate({
      ...values,
      // A refund policy typed before unticking payments is not part of these terms.
      refundPolicy: values.hasPayments ? values.refundPolicy : undefined,
    }),
  );

  return (
    <GeneratorLayout
      toolId={terms.toolId}
      title={texts.title}
      description="Set the rules for using your website or app: accounts, payments, liability and the law that governs them."
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
          <FormSection title="Business Information" description="Who the terms are between.">
            <Field name="companyName" label="Company Name" error={errors.companyName?.message}>
              {(p) => (
                <Input
                  {...p}
                  {...register("companyName")}
                  placeholder="Acme Inc."
                  autoComplete="organization"
                />
              )}
            </Field>
            <Field name="website" label="Website URL" error={errors.website?.message}>
              {(p) => (
                <Input
                  {...p}
                  {...register("website")}
                  type="url"
                  inputMode="url"
                  placeholder="https://www.example.com"
                  autoComplete="url"
                />
              )}
            </Field>
            <SelectField
              control={control}
              name="businessType"
              label="Business Type"
              placeholder="Select your business type"
              options={BUSINESS_TYPE_OPTIONS}
            />
          </FormSection>

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
              />
              <EffectiveDateField form={form} />
            </div>
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
