// The cookie policy and consent banner generator (spec sections 2 and 5). The result shows the
// policy and, under it, the banner's embed code and a live preview. With edit props
// (client/src/doc-types/registry.ts) the bare form, filled with a document's input.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  cookiePolicy,
  type TCookiePolicyRequest,
  type TCookiePolicyRequestInput,
  ZCookiePolicyRequestSchema,
} from "@shared/doc-types";
import { COOKIE_PURPOSE_OPTIONS, COOKIE_SERVICE_OPTIONS, COOKIE_TYPE_OPTIONS, COOKIE_REGION_OPTIONS } from "@shared/validation";
import { Input } from "@/components/ui/input";
import { ConsentBannerPanel } from "./consent-banner-panel";
import { todayIso } from "@/components/generator/dates";
import { CompanyFields, companyPrefill } from "@/components/generator/company-fields";
import { type DocFormProps, withInput } from "@/components/generator/doc-form-props";
import {
  CheckboxField,
  CheckboxGroupField,
  Field,
  FormSection,
} from "@/components/form/form-field";
import { GeneratorPage, useDocTypeForm } from "@/components/generator/generator-form";
import { EffectiveDateField } from "@/components/generator/effective-date-field";
import { CustomServicesField } from "./custom-services-field";

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
    services: [],
    customServices: [],
    policyUrl: "",
  };
}

export function CookiePolicyGenerator(props: DocFormProps) {
  const form = useForm<TCookiePolicyRequestInput, unknown, TCookiePolicyRequest>({
    resolver: zodResolver(ZCookiePolicyRequestSchema),
    defaultValues: withInput(cookiePolicyDefaults(), props.initialValues),
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const doc = useDocTypeForm(props, form, cookiePolicy);
  const document = doc.generation.result;

  return (
    <GeneratorPage
      doc={doc}
      description="Explain the cookies your website sets and get a consent banner that respects your visitors' choices."
      prefill={companyPrefill}
      resultExtras={
        document?.banner && <ConsentBannerPanel documentId={document.id} snippet={document.banner.snippet} />
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
        <CheckboxGroupField
          control={control}
          name="services"
          legend="Services on Your Website"
          description="The policy lists each service's cookies, and only the services you pick."
          options={COOKIE_SERVICE_OPTIONS}
          columns={2}
        />
        <CustomServicesField form={form} />
        <Field name="policyUrl" label="Cookie Policy URL" optional error={errors.policyUrl?.message} hint="Where you publish the policy, for the banner's link: an https:// address or a path such as /cookies.">
          {(p) => <Input {...p} {...register("policyUrl")} placeholder="/cookie-policy" />}
        </Field>
      </FormSection>

      <FormSection
        title="Compliance"
        description="The laws your policy and banner should meet."
      >
        <CheckboxGroupField
          control={control}
          name="regions"
          legend="Compliance Regions"
          options={COOKIE_REGION_OPTIONS}
          columns={2}
        />
        <EffectiveDateField form={form} className="sm:max-w-xs" />
      </FormSection>
    </GeneratorPage>
  );
}
