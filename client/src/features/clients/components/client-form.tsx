// A client's details (docs/API.md "Clients"): the shared ZClientSchema checks the form as it
// checks the API, and the server's field messages land on the fields they name.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { countryOptions } from "@shared/business/countries";
import { ZClientSchema, type TClientFormValues, type TClientInput } from "@shared/clients/schema";
import type { TClientWithBalance } from "@shared/clients/types";
import { fieldErrorsOf } from "@/lib/api-errors";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { Field, SelectField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";

type Values = TClientFormValues;

const valuesOf = (client: TClientWithBalance | null): Values => ({
  name: client?.name ?? "",
  email: client?.email ?? "",
  address: client?.address ?? "",
  country: client?.country ?? "",
  vatId: client?.vatId ?? "",
  registrationNumber: client?.registrationNumber ?? "",
  contactName: client?.contactName ?? "",
  notes: client?.notes ?? "",
});

export function ClientForm({
  client,
  onSave,
  onCancel,
}: {
  /** The client to edit; null for a new one. */
  client: TClientWithBalance | null;
  onSave: (input: TClientInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<Values, unknown, TClientInput>({ resolver: zodResolver(ZClientSchema), defaultValues: valuesOf(client) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(), []);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(input);
    } catch (err) {
      const fieldErrors = fieldErrorsOf(err);
      if (fieldErrors.length) applyServerFieldErrors(setError)(fieldErrors);
      else setFailure(getErrorMessage(err, "Failed to save the client. Please try again."));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Client details">
      <Field name="name" label="Name" error={errors.name?.message}>
        {(p) => <Input {...p} {...register("name")} placeholder="Client or company name" autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="contactName" label="Contact name" optional error={errors.contactName?.message}>
          {(p) => <Input {...p} {...register("contactName")} autoComplete="off" />}
        </Field>
        <Field name="email" label="Email" optional error={errors.email?.message}>
          {(p) => <Input {...p} {...register("email")} type="email" placeholder="billing@client.com" autoComplete="off" />}
        </Field>
      </div>
      <Field name="address" label="Address" optional error={errors.address?.message}>
        {(p) => <Textarea {...p} {...register("address")} rows={3} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="country" label="Country" placeholder="Choose a country" options={countries} />
        <Field name="vatId" label="VAT ID" optional error={errors.vatId?.message}>
          {(p) => <Input {...p} {...register("vatId")} placeholder="FR12345678901" autoComplete="off" />}
        </Field>
      </div>
      <Field name="registrationNumber" label="Registration number" optional error={errors.registrationNumber?.message}>
        {(p) => <Input {...p} {...register("registrationNumber")} autoComplete="off" />}
      </Field>
      <Field name="notes" label="Notes" optional error={errors.notes?.message} hint="For you only: never printed on a document.">
        {(p) => <Textarea {...p} {...register("notes")} rows={3} />}
      </Field>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : client ? "Save changes" : "Add client"}
        </Button>
      </div>
    </form>
  );
}
