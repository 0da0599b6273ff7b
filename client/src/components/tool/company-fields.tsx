// The "Company Information" section the privacy policy and cookie policy forms share: company
// name, website, contact e-mail and the optional business address.
import type { FieldErrors, UseFormRegister, UseFormReturn } from "react-hook-form";
import type { BusinessPrefill } from "@/components/tool/business-picker";
import { Field, FormSection } from "@/components/tool/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

export interface CompanyValues {
  companyName: string;
  website: string;
  email: string;
  address?: string | null | undefined;
}

/** What a business profile fills in these fields. */
export const companyPrefill: BusinessPrefill = (p) => ({
  companyName: p.name,
  website: p.website,
  email: p.email,
  address: p.address,
});

export function CompanyFields<T extends CompanyValues, U>({
  form,
  description,
}: {
  form: UseFormReturn<T, unknown, U>;
  description: string;
}) {
  // The form holds more fields than these four; this section only registers its own.
  const register = form.register as unknown as UseFormRegister<CompanyValues>;
  const errors = form.formState.errors as FieldErrors<CompanyValues>;
  return (
    <FormSection title="Company Information" description={description}>
      <Field name="companyName" label="Company Name" error={errors.companyName?.message}>
        {(p) => (
          <Input {...p} {...register("companyName")} placeholder="Acme Inc." autoComplete="organization" />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
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
    </FormSection>
  );
}
