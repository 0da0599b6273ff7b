// The profile form's own fields: a text field bound to the form, a colour (picker and hex), and the
// payment reminders' days.
import { Controller } from "react-hook-form";
import { reminderDayLabel } from "@shared/invoicing/reminders";
import { Field } from "@/components/form/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ProfileForm, TEXT_FIELDS } from "./profile-values";

/** The days a schedule is picked from (and any other day the profile already has). */
const REMINDER_DAY_CHOICES = [-7, -3, -1, 0, 1, 3, 7, 14, 30, 60];

/** Payment reminders: the days from an invoice's due date the client is e-mailed. */
export function ReminderDaysField({ control, disabled }: { control: ProfileForm["control"]; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="reminderDays"
      render={({ field, fieldState }) => {
        const chosen = (field.value as number[] | undefined) ?? [];
        const choices = [...new Set([...REMINDER_DAY_CHOICES, ...chosen])].sort((a, b) => a - b);
        const toggle = (day: number, on: boolean) => field.onChange(on ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((d) => d !== day));
        return (
          <fieldset disabled={disabled} aria-describedby={fieldState.error ? "reminderDays-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900">Remind the client</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {choices.map((day) => (
                <label key={day} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" checked={chosen.includes(day)} onChange={(e) => toggle(day, e.target.checked)} onBlur={field.onBlur} />
                  {reminderDayLabel(day)}
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p id="reminderDays-error" className="mt-1 text-sm font-medium text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

export function TextField({
  form,
  name,
  label,
  type = "text",
  placeholder,
  hint,
  autoComplete = "off",
  multiline = false,
  className,
}: {
  form: ProfileForm;
  name: (typeof TEXT_FIELDS)[number];
  label: string;
  type?: "text" | "email" | "url" | "tel";
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field name={name} label={label} error={error} hint={hint} optional={name !== "name"} className={className}>
      {(p) =>
        multiline ? (
          <Textarea {...p} {...form.register(name)} rows={3} placeholder={placeholder} />
        ) : (
          <Input {...p} {...form.register(name)} type={type} placeholder={placeholder} autoComplete={autoComplete} />
        )
      }
    </Field>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

export function ColourField({ form, name, label, fallback }: { form: ProfileForm; name: "primaryColor" | "secondaryColor"; label: string; fallback: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === "string" ? field.value : "";
        return (
          <Field name={name} label={label} error={fieldState.error?.message} hint={`A hex colour like ${fallback}.`}>
            {(p) => (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label={`${label} picker`}
                  value={HEX.test(value) ? value.toLowerCase() : fallback}
                  onChange={(e) => field.onChange(e.target.value)}
                  className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-white p-1"
                />
                <Input
                  {...p}
                  ref={field.ref}
                  value={value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  spellCheck={false}
                  autoComplete="off"
                  className="max-w-32 font-mono"
                />
              </div>
            )}
          </Field>
        );
      }}
    />
  );
}
