// The cookie policy and consent banner generator (spec sections 2 and 5). The result shows the
// policy and, under it, the banner's embed code and a live preview.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  cookiePolicy,
  type TCookiePolicyRequest,
  type TCookiePolicyRequestInput,
  ZCookiePolicyRequestSchema,
} from "@shared/doc-types";
import { COOKIE_PURPOSE_OPTIONS, COOKIE_TYPE_OPTIONS, REGION_OPTIONS } from "@shared/validation";
import { ConsentBannerPanel } from "@/components/tool/consent-banner-panel";
import { todayIso } from "@/components/tool/dates";
import { CompanyFields } from "@/components/tool/company-fields";
import { applyServerFieldErrors } from "@/components/tool/form-errors";
import {
  CheckboxField,
  CheckboxGroupField,
  FormSection,
} from "@/components/tool/form-field";
import { FormAlert, GenerateButton } from "@/components/tool/generate-button";
import { FormCard, GeneratorLayout } from "@/components/tool/generator-layout";
import { GeneratorResult } from "@/components/tool/result-panel";
import { EffectiveDateField } from "@/components/tool/effective-date-field";
import { generatorTexts } from "@/components/tool/generator-texts";
import { useGenerateCookiePolicy } from "./generate-cookie-policy";

const texts = generatorTexts(cookiePolicy);

export function cookiePolicyDefaults(): TCookiePolicyRequestInput {
  return {
    companyName: "",
    website: "",
    email: "",
    address: "",
    cookieTypes: [],
    purposes: [],
    regions: [],
    hasAnalytics: false,
    hasMarketing: false,
    hasThirdParty: false,
    effectiveDate: todayIso(),
  };
}

export function CookiePolicyGenerator() {
  const form = useForm<TCookiePolicyRequestInput, unknown, TCookiePolicyRequest>({
    resolver: zodResolver(ZCookiePolicyRequestSchema),
    defaultValues: cookiePolicyDefaults(),
  });
  const {
    control,
    formState: { errors },
  } = form;
  const generate = useGenerateCookiePolicy({
    onFieldErrors: applyServerFieldErrors(form.setError),
  });

  const onSubmit = form.handleSubmit((values) => generate.mutate(values));
  const document = generate.result;

  return (
    <GeneratorLayout
      toolId={cookiePolicy.toolId}
      title={texts.title}
      description="Explain the cookies your website sets and get a consent banner that respects your visitors' choices."
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
          <CompanyFields form={form} description="Who sets the cookies, and how to reach you." />

          <FormSection title="Cookies" description="Select everything your website uses.">
            <CheckboxGroupField
              control={control}
              name="cookieTypes"
              legend="Cookie Types"
              options={COOKIE_TYPE_OPTIONS}
              columns={2}
            />
            <CheckboxGroupField
              control={control}
              name="purposes"
              legend="Cookie Purposes"
              options={COOKIE_PURPOSE_OPTIONS}
              columns={2}
            />
          </FormSection>

          <FormSection
            title="Tools and Services"
            description="Cookies set by the services you embed."
          >
            <div className="grid gap-4">
              <CheckboxField
                control={control}
                name="hasAnalytics"
                label="Uses analytics tools"
                hint="For example Google Analytics, Plausible or Microsoft Clarity."
              />
              <CheckboxField
                control={control}
                name="hasMarketing"
                label="Uses marketing/advertising cookies"
                hint="For example Meta Pixel, Google Ads or LinkedIn Insight Tag."
              />
              <CheckboxField
                control={control}
                name="hasThirdParty"
                label="Uses third-party services"
                hint="For example embedded videos, maps, chat widgets or payment forms."
              />
            </div>
          </FormSection>

          <FormSection
            title="Compliance"
            description="The laws your policy and banner should meet."
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
          document={document}
          isPending={generate.isPending}
          planLimitMessage={generate.planLimitMessage}
        >
          {document?.banner && (
            <ConsentBannerPanel documentId={document.id} snippet={document.banner.snippet} />
          )}
        </GeneratorResult>
      }
    />
  );
}
