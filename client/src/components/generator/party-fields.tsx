// A party of a contract as the forms ask for it (NDA, contractor agreement, employment contract):
// a fieldset with its legend, an optional description, then the name, address and e-mail under
// `<party>.`. What only some types ask (the entity type, the registration) comes as `before` and
// `after`.
import type * as React from "react";
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field } from "@/components/form/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type PartyErrors = Partial<Record<"name" | "address" | "email", FieldError>> | undefined;

export function PartyFieldset<T extends FieldValues>({
  party,
  legend,
  description,
  register,
  errors,
  emailOptional = false,
  placeholders = true,
  before,
  after,
}: {
  /** The party's path in the form: "disclosingParty", "client", "employer"... */
  party: string;
  legend: string;
  description?: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  emailOptional?: boolean;
  /** Example values in the empty fields (a company and its legal contact). */
  placeholders?: boolean;
  before?: React.ReactNode;
  after?: React.ReactNode;
}) {
  const partyErrors = (errors as Record<string, PartyErrors>)[party];
  const path = (field: "name" | "address" | "email") => `${party}.${field}` as Path<T>;
  return (
    <fieldset className="space-y-4 rounded-lg border bg-slate-50/50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {description && <p className="-mt-2 text-xs text-muted-foreground">{description}</p>}
      {before}
      <Field name={path("name")} label="Name" error={partyErrors?.name?.message}>
        {(p) => (
          <Input
            {...p}
            {...register(path("name"))}
            {...(placeholders ? { placeholder: "Full name or company name" } : {})}
            autoComplete="off"
          />
        )}
      </Field>
      <Field name={path("address")} label="Address" error={partyErrors?.address?.message}>
        {(p) => (
          <Textarea
            {...p}
            {...register(path("address"))}
            rows={2}
            {...(placeholders ? { placeholder: "123 Main Street, San Francisco, CA 94105" } : {})}
          />
        )}
      </Field>
      <Field name={path("email")} label="Email" optional={emailOptional} error={partyErrors?.email?.message}>
        {(p) => (
          <Input
            {...p}
            {...register(path("email"))}
            type="email"
            {...(placeholders ? { placeholder: "legal@example.com" } : {})}
            autoComplete="off"
          />
        )}
      </Field>
      {after}
    </fieldset>
  );
}
