// The "Effective Date" field every policy and NDA form ends with (a date input, today by default).
import type { FieldErrors, UseFormRegister, UseFormReturn } from "react-hook-form";
import { Field } from "@/components/form/form-field";
import { Input } from "@/components/ui/input";

interface EffectiveDateValues {
  effectiveDate?: string | null | undefined;
}

export function EffectiveDateField<T extends EffectiveDateValues, U>({
  form,
  className,
}: {
  form: UseFormReturn<T, unknown, U>;
  className?: string;
}) {
  // The form holds more fields; this one only registers its own.
  const register = form.register as unknown as UseFormRegister<EffectiveDateValues>;
  const errors = form.formState.errors as FieldErrors<EffectiveDateValues>;
  return (
    <Field name="effectiveDate" label="Effective Date" error={errors.effectiveDate?.message} className={className}>
      {(p) => <Input {...p} {...register("effectiveDate")} type="date" />}
    </Field>
  );
}
