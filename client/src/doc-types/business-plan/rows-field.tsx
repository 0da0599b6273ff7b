// A list of rows in the business plan's form (products, revenue streams, costs, team, hires,
// capital expenditure): each row's fields by column, Add and Remove, never below a minimum.
import { Plus, Trash2 } from "lucide-react";
import {
  type FieldArrayPath,
  type FieldError,
  type FieldErrors,
  type Path,
  type UseFormReturn,
  get,
  useFieldArray,
} from "react-hook-form";
import type { TBusinessPlanRequest } from "@shared/doc-types";
import { Field, FieldMessage } from "@/components/form/form-field";
import { MoneyInput, moneyValue } from "@/components/form/money-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BusinessPlanFormValues } from "./business-plan-form";

export type BusinessPlanForm = UseFormReturn<BusinessPlanFormValues, unknown, TBusinessPlanRequest>;
type ListName = Extract<
  FieldArrayPath<BusinessPlanFormValues>,
  "products" | "revenueStreams" | "monthlyCosts" | "team" | "fundingHires" | "fundingCapex"
>;

/** The message of the field at a dotted path (financials' rows are nested). */
export const errorAt = (errors: FieldErrors<BusinessPlanFormValues>, path: string) =>
  (get(errors, path) as FieldError | undefined)?.message;

export interface RowColumn {
  key: string;
  label: string;
  /** percent: −100..100 (growth); share: 0..100 (of revenue); month: a forecast month, 1..60. */
  kind: "text" | "textarea" | "money" | "percent" | "share" | "month";
  placeholder?: string;
  optional?: boolean;
  wide?: boolean;
}

/** A list of rows (products, revenue streams, costs, team): add, remove, never below `min`. */
export function RowsField({
  form,
  name,
  noun,
  columns,
  empty,
  min,
}: {
  form: BusinessPlanForm;
  name: ListName;
  noun: string;
  columns: RowColumn[];
  empty: object;
  min: number;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errorAt(errors, `${name}.root`) ?? errorAt(errors, name);
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <div className="space-y-3">
      {fields.length > 0 && (
        <ol aria-label={`${capital}s`} className="space-y-3">
          {fields.map((field, index) => (
            <li
              key={field.id}
              data-testid={`${name}-row`}
              className="grid items-start gap-3 rounded-lg border bg-slate-50/40 p-3 sm:grid-cols-2"
            >
              {columns.map((col) => {
                const path = `${name}.${index}.${col.key}` as Path<BusinessPlanFormValues>;
                const label = (
                  <>
                    {col.label}
                    <span className="sr-only">
                      {" "}
                      ({noun} {index + 1})
                    </span>
                  </>
                );
                return (
                  <Field
                    key={col.key}
                    name={path}
                    label={label}
                    optional={col.optional}
                    error={errorAt(errors, path)}
                    className={col.wide ? "sm:col-span-2" : undefined}
                  >
                    {(p) =>
                      col.kind === "textarea" ? (
                        <Textarea {...p} {...register(path)} rows={2} placeholder={col.placeholder} />
                      ) : col.kind === "money" ? (
                        <MoneyInput {...p} {...register(path, moneyValue)} />
                      ) : col.kind === "percent" || col.kind === "share" ? (
                        <Input
                          {...p}
                          {...register(path, { valueAsNumber: true })}
                          type="number"
                          inputMode="decimal"
                          min={col.kind === "share" ? 0 : -100}
                          max={100}
                          step={0.01}
                          placeholder="0"
                          className="text-right tabular-nums"
                        />
                      ) : col.kind === "month" ? (
                        <Input
                          {...p}
                          {...register(path, { valueAsNumber: true })}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={60}
                          step={1}
                          className="text-right tabular-nums"
                        />
                      ) : (
                        <Input {...p} {...register(path)} placeholder={col.placeholder} autoComplete="off" />
                      )
                    }
                  </Field>
                );
              })}
              {fields.length > min && (
                <div className="flex justify-end sm:col-span-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${noun} ${index + 1}`}
                    className="text-slate-500 hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {listError && <FieldMessage id={`${name}-error`} message={listError} />}
      <Button type="button" variant="outline" size="sm" onClick={() => append({ ...empty } as never, { shouldFocus: true })}>
        <Plus aria-hidden="true" />
        Add {capital}
      </Button>
    </div>
  );
}
