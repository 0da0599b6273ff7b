// Form building blocks for the generators: every control has a <Label htmlFor>, and an invalid one
// gets aria-invalid plus its message linked through aria-describedby.
import type * as React from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import type { Option } from "@shared/validation/options";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/utils";

/** DOM ids for a form path: "disclosingParty.name" → "disclosingParty-name". */
export function fieldIds(name: string) {
  const id = name.replace(/\./g, "-");
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

export function OptionalMark() {
  return <span className="font-normal text-muted-foreground"> (optional)</span>;
}

/** A label, one control (given its ids and aria state), a hint and the error message. */
export function Field({
  name,
  label,
  error,
  hint,
  optional = false,
  className,
  children,
}: {
  name: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const { id, errorId, hintId } = fieldIds(name);
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <OptionalMark />}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hint ? hintId : undefined, error && errorId),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

/** A titled group of fields (a form card's section). */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("space-y-4", className)}>
      <div>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** A multi-select as a list of checkboxes holding an array of option values. */
export function CheckboxGroupField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  legend,
  description,
  options,
  columns = 1,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  legend: string;
  description?: string;
  options: readonly Option[];
  columns?: 1 | 2;
}) {
  const { id, errorId, hintId } = fieldIds(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
        const error = fieldState.error?.message;
        const toggle = (value: string, checked: boolean) =>
          field.onChange(
            checked
              ? // Keep the options' order, whatever the order of the clicks.
                options.map((o) => o.value).filter((v) => v === value || selected.includes(v))
              : selected.filter((v) => v !== value),
          );
        return (
          <fieldset
            id={id}
            aria-describedby={describedBy(description && hintId, error && errorId)}
            className="space-y-3"
          >
            <legend className="text-sm font-medium leading-none">{legend}</legend>
            {description && (
              <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
                {description}
              </p>
            )}
            <div className={cn("grid gap-2.5", columns === 2 && "sm:grid-cols-2")}>
              {options.map((option, index) => {
                const optionId = `${id}-${option.value}`;
                return (
                  <div key={option.value} className="flex items-start gap-2.5">
                    <Checkbox
                      id={optionId}
                      ref={index === 0 ? field.ref : undefined}
                      checked={selected.includes(option.value)}
                      onCheckedChange={(checked) => toggle(option.value, checked === true)}
                      onBlur={field.onBlur}
                      aria-invalid={error ? true : undefined}
                      className="mt-0.5"
                    />
                    <Label
                      htmlFor={optionId}
                      className="inline-block cursor-pointer text-sm leading-snug font-normal text-slate-700 first-letter:uppercase"
                    >
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </div>
            <FieldMessage id={errorId} message={error} />
          </fieldset>
        );
      }}
    />
  );
}

/** One choice of a few, each option a card with its label and a line that explains it. */
export function RadioCardsField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  options,
  descriptions,
  columns = 2,
  fallback = "",
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly Option[];
  /** The line under each option's label, by value. */
  descriptions: Readonly<Record<string, string>>;
  columns?: 2 | 3;
  /** The option shown as chosen while the field holds none. */
  fallback?: string;
}) {
  const { id, errorId } = fieldIds(name);
  const labelId = `${id}-label`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) || fallback;
        const error = fieldState.error?.message;
        return (
          <div className="space-y-3">
            <p id={labelId} className="text-sm font-medium leading-none">
              {label}
            </p>
            <RadioGroup
              ref={field.ref}
              aria-labelledby={labelId}
              aria-describedby={describedBy(error && errorId)}
              value={value}
              onValueChange={field.onChange}
              className={cn("grid gap-3", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}
            >
              {options.map((option) => {
                const optionId = `${id}-${option.value}`;
                return (
                  <div
                    key={option.value}
                    className={cn(
                      "flex items-start gap-3 rounded-lg border p-3.5 transition-colors",
                      value === option.value ? "border-primary bg-blue-50/60" : "bg-white hover:bg-slate-50",
                    )}
                  >
                    <RadioGroupItem id={optionId} value={option.value} aria-describedby={`${optionId}-hint`} className="mt-0.5" />
                    <div className="grid gap-1">
                      <Label htmlFor={optionId} className="cursor-pointer">
                        {option.label}
                      </Label>
                      <p id={`${optionId}-hint`} className="text-xs text-muted-foreground">
                        {descriptions[option.value]}
                      </p>
                    </div>
                  </div>
                );
              })}
            </RadioGroup>
            <FieldMessage id={errorId} message={error} />
          </div>
        );
      }}
    />
  );
}

/** One yes/no checkbox holding a boolean. */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  hint?: string;
}) {
  const { id, errorId, hintId } = fieldIds(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(hint && hintId, error && errorId)}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={id} className="cursor-pointer leading-snug">
                {label}
              </Label>
              {hint && (
                <p id={hintId} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              )}
              <FieldMessage id={errorId} message={error} />
            </div>
          </div>
        );
      }}
    />
  );
}

/** A single choice from an option list, as a Radix select. */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  placeholder,
  options,
  hint,
  className,
  onValueChange,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  placeholder: string;
  options: readonly Option[];
  hint?: string;
  className?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          name={name}
          label={label}
          error={fieldState.error?.message}
          hint={hint}
          className={className}
        >
          {(controlProps) => (
            <Select
              value={typeof field.value === "string" ? field.value : ""}
              onValueChange={(value) => {
                field.onChange(value);
                onValueChange?.(value);
              }}
            >
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    />
  );
}
