// The company section the generator forms share: company name and website, then (unless the form
// asks only for those two, as the terms do) the contact e-mail and the optional business address.
import type { FieldErrors, UseFormRegister, UseFormReturn } from "react-hook-form";
import type { BusinessPrefill } from "@/features/business-profiles";
import { Field, FormSection } from "@/components/form/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { withScheme } from "@shared/validation";

/** The fields of a form that names the company only: the terms. */
export interface CompanyNameValues {
  companyName: string;
  website: string;
}

export interface CompanyValues extends CompanyNameValues {
  email: string;
  address?: string | null | undefined;
}

/** What a business profile fills in the name and website. */
export const companyNamePrefill: BusinessPrefill = (p) => ({
  companyName: p.name,
  website: p.website,
});

/** What a business profile fills in these fields. */
export const companyPrefill: BusinessPrefill = (p) => ({
  ...companyNamePrefill(p),
  email: p.email,
  address: p.address,
});

interface SectionProps {
  description: string;
  /** The section's heading; "Company Information" unless the form calls it otherwise. */
  title?: string;
  /** More fields of the form, shown at the end of the section. */
  children?: React.ReactNode;
}

/** Company name, website, contact e-mail and business address. */
export function CompanyFields<T extends CompanyValues, U>(
  props: SectionProps & { form: UseFormReturn<T, unknown, U>; contact?: true },
): React.JSX.Element;
/** Company name and website only (`contact={false}`). */
export function CompanyFields<T extends CompanyNameValues, U>(
  props: SectionProps & { form: UseFormReturn<T, unknown, U>; contact: false },
): React.JSX.Element;
export function CompanyFields({
  form,
  description,
  title = "Company Information",
  contact = true,
  children,
}: SectionProps & { form: UseFormReturn<CompanyNameValues, unknown, unknown>; contact?: boolean }) {
  // The form holds more fields than these; this section only registers its own.
  const register = form.register as unknown as UseFormRegister<CompanyValues>;
  const errors = form.formState.errors as FieldErrors<CompanyValues>;
  const websiteField = register("website");
  const website = (
    <Field name="website" label="Website URL" error={errors.website?.message}>
      {(p) => (
        <Input
          {...p}
          {...websiteField}
          // "acme.com" is shown as what is sent: https://acme.com (the schema adds it too).
          onBlur={(e) => {
            const full = withScheme(e.target.value);
            if (full !== e.target.value) {
              form.setValue("website", full, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            }
            return websiteField.onBlur(e);
          }}
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          autoComplete="url"
        />
      )}
    </Field>
  );
  return (
    <FormSection title={title} description={description}>
      <Field name="companyName" label="Company Name" error={errors.companyName?.message}>
        {(p) => (
          <Input {...p} {...register("companyName")} placeholder="Acme Inc." autoComplete="organization" />
        )}
      </Field>
      {contact ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {website}
            <Field name="email" label="Contact Email" error={errors.email?.message}>
              {(p) => (
                <Input
                  {...p}
                  {...register("email")}
                  type="email"
                  placeholder="privacy@example.com"
                  autoComplete="email"
                />
              )}
            </Field>
          </div>
          <Field name="address" label="Business Address" optional error={errors.address?.message}>
            {(p) => (
              <Textarea
                {...p}
                {...register("address")}
                rows={2}
                placeholder="123 Main Street, Suite 100, San Francisco, CA 94105"
                autoComplete="street-address"
              />
            )}
          </Field>
        </>
      ) : (
        website
      )}
      {children}
    </FormSection>
  );
}
