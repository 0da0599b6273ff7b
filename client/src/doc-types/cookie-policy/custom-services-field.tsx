// The services the pick-list lacks: a row each of the policy's cookie table (name, provider,
// purpose, duration, first- or third-party) under its banner category. Up to MAX_CUSTOM_SERVICES.
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import {
  MAX_CUSTOM_SERVICES,
  type TCookiePolicyRequest,
  type TCookiePolicyRequestInput,
} from "@shared/doc-types";
import { COOKIE_CATEGORY_OPTIONS, COOKIE_PARTY_OPTIONS } from "@shared/validation";
import { Field, FieldMessage, SelectField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type CookieForm = UseFormReturn<TCookiePolicyRequestInput, unknown, TCookiePolicyRequest>;

const TEXT_FIELDS = [
  { key: "name", label: "Cookie Name", placeholder: "e.g. intercom-session" },
  { key: "provider", label: "Provider", placeholder: "e.g. Intercom" },
  { key: "purpose", label: "Purpose", placeholder: "e.g. Keeps the support chat open across pages" },
  { key: "duration", label: "Duration", placeholder: "e.g. 7 days" },
] as const;

export function CustomServicesField({ form }: { form: CookieForm }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "customServices" });
  const listError = errors.customServices?.root?.message ?? errors.customServices?.message;

  return (
    <fieldset aria-describedby="customServices-hint" className="space-y-3">
      <legend className="text-sm font-medium leading-none">Other Services</legend>
      <p id="customServices-hint" className="-mt-1 text-xs text-muted-foreground">
        Cookies of services missing from the list above: each is a row of the policy&rsquo;s cookie table and the banner&rsquo;s.
      </p>
      {fields.map((field, index) => {
        const itemErrors = errors.customServices?.[index];
        return (
          <fieldset key={field.id} data-testid="custom-service" className="grid gap-3 rounded-lg border bg-slate-50/40 p-3 sm:grid-cols-2">
            <legend className="sr-only">Service {index + 1}</legend>
            {TEXT_FIELDS.map(({ key, label, placeholder }) => (
              <Field key={key} name={`customServices.${index}.${key}`} label={label} error={itemErrors?.[key]?.message}>
                {(p) => <Input {...p} {...register(`customServices.${index}.${key}`)} placeholder={placeholder} />}
              </Field>
            ))}
            <SelectField control={control} name={`customServices.${index}.party`} label="Party" placeholder="First- or third-party" options={COOKIE_PARTY_OPTIONS} />
            <SelectField control={control} name={`customServices.${index}.category`} label="Category" placeholder="Select a category" options={COOKIE_CATEGORY_OPTIONS} hint="The consent banner groups the cookie under it." />
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove service ${index + 1}`} className="justify-self-start text-slate-500 hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </fieldset>
        );
      })}
      <FieldMessage id="customServices-error" message={listError} />
      {fields.length < MAX_CUSTOM_SERVICES && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            append({ name: "", provider: "", purpose: "", duration: "", party: "", category: "functional" }, { shouldFocus: true })
          }
        >
          <Plus aria-hidden="true" />
          Add Service
        </Button>
      )}
    </fieldset>
  );
}
