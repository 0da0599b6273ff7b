// The line items: description, quantity (up to 3 decimals) and its unit, price, discount, VAT rate
// and category per line, and the line's net amount recalculated as any changes (the server's
// arithmetic). Lines can be added and removed, never below one (spec section 4).
import { Plus, Trash2 } from "lucide-react";
import { type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { computeLine, formatMoney, UNIT_OPTIONS, VAT_CATEGORY_OPTIONS } from "@shared/doc-types";
import { describedBy, FieldMessage, fieldIds } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MoneyInput, moneyValue } from "@/components/form/money-input";
import { toMinorUnits } from "@shared/money";
import { EMPTY_ITEM, type InvoiceControl, type InvoiceFormValues } from "./invoice-form";

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

function LineTotal({ control, index }: { control: InvoiceControl; index: number }) {
  const [quantity, unitPrice, discountPercent, currency] = useWatch({
    control,
    name: [
      `items.${index}.quantity`,
      `items.${index}.unitPrice`,
      `items.${index}.discountPercent`,
      "currency",
    ],
  });
  const net = computeLine({
    quantity: finite(quantity),
    unitPrice: toMinorUnits(finite(unitPrice)),
    discountPercent: finite(discountPercent),
  }).netAmount;
  const id = `items-${index}-total`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Line total<span className="sr-only"> (item {index + 1})</span>
      </Label>
      <output
        id={id}
        htmlFor={`items-${index}-quantity items-${index}-unitPrice`}
        data-testid={`line-total-${index}`}
        className="flex h-10 items-center justify-end rounded-md bg-slate-50 px-3 text-sm font-medium text-slate-900 tabular-nums"
      >
        {formatMoney(net, currency)}
      </output>
    </div>
  );
}

/** A line's percentage (VAT rate, discount): 0–100 with two decimals. */
function PercentField({
  label,
  item,
  ids,
  error,
  registered,
}: {
  label: string;
  item: string;
  ids: ReturnType<typeof fieldIds>;
  error: string | undefined;
  registered: ReturnType<UseFormRegister<InvoiceFormValues>>;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={ids.id} className="text-xs text-muted-foreground">
        {label}
        <span className="sr-only">{item}</span>
      </Label>
      <Input
        id={ids.id}
        {...registered}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        className="text-right tabular-nums"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.errorId)}
      />
      <FieldMessage id={ids.errorId} message={error} />
    </div>
  );
}

const SELECT = "flex h-10 w-full rounded-md border border-input bg-background px-2 text-sm";

/** One line: its fields, its total, and Remove while it is not the only one. */
function LineItem({
  control,
  register,
  errors,
  index,
  canRemove,
  onRemove,
}: {
  control: InvoiceControl;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const itemErrors = errors.items?.[index];
  const ids = {
    description: fieldIds(`items.${index}.description`),
    quantity: fieldIds(`items.${index}.quantity`),
    unitPrice: fieldIds(`items.${index}.unitPrice`),
    unit: fieldIds(`items.${index}.unit`),
    discountPercent: fieldIds(`items.${index}.discountPercent`),
    vatRate: fieldIds(`items.${index}.vatRate`),
    vatCategory: fieldIds(`items.${index}.vatCategory`),
  };
  const item = ` (item ${index + 1})`;
  return (
    <li
      data-testid="line-item"
      className="grid grid-cols-[minmax(6rem,7rem)_minmax(0,1fr)_minmax(0,1fr)] items-start gap-3 rounded-lg border bg-slate-50/40 p-3"
    >
      <div className="col-span-full space-y-1.5">
        <Label htmlFor={ids.description.id} className="text-xs text-muted-foreground">
          Description<span className="sr-only">{item}</span>
        </Label>
        <div className="flex gap-2">
          <Input
            id={ids.description.id}
            {...register(`items.${index}.description`)}
            placeholder="e.g. Website design"
            aria-invalid={itemErrors?.description ? true : undefined}
            aria-describedby={describedBy(
              itemErrors?.description && ids.description.errorId,
            )}
          />
          {canRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={onRemove}
              aria-label={`Remove item ${index + 1}`}
              className="text-slate-500 hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
        <FieldMessage
          id={ids.description.errorId}
          message={itemErrors?.description?.message}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.quantity.id} className="text-xs text-muted-foreground">
          Quantity<span className="sr-only">{item}</span>
        </Label>
        <Input
          id={ids.quantity.id}
          {...register(`items.${index}.quantity`, { valueAsNumber: true })}
          type="number"
          inputMode="decimal"
          min={0.001}
          step={0.001}
          className="text-right tabular-nums"
          aria-invalid={itemErrors?.quantity ? true : undefined}
          aria-describedby={describedBy(itemErrors?.quantity && ids.quantity.errorId)}
        />
        <FieldMessage id={ids.quantity.errorId} message={itemErrors?.quantity?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.unitPrice.id} className="text-xs text-muted-foreground">
          Price<span className="sr-only">{item}</span>
        </Label>
        <MoneyInput
          id={ids.unitPrice.id}
          {...register(`items.${index}.unitPrice`, moneyValue)}
          aria-invalid={itemErrors?.unitPrice ? true : undefined}
          aria-describedby={describedBy(itemErrors?.unitPrice && ids.unitPrice.errorId)}
        />
        <FieldMessage id={ids.unitPrice.errorId} message={itemErrors?.unitPrice?.message} />
      </div>
      <LineTotal control={control} index={index} />
      <div className="space-y-1.5">
        <Label htmlFor={ids.unit.id} className="text-xs text-muted-foreground">
          Unit<span className="sr-only">{item}</span>
        </Label>
        <select id={ids.unit.id} {...register(`items.${index}.unit`)} className={SELECT}>
          {/* The word only: the UN/ECE code ("C62") is the e-invoice's business, and cut the menu short. */}
          {UNIT_OPTIONS.map((u) => (
            <option key={u.value} value={u.value}>
              {u.label}
            </option>
          ))}
        </select>
      </div>
      <PercentField
        label="VAT %"
        item={item}
        ids={ids.vatRate}
        error={itemErrors?.vatRate?.message}
        registered={register(`items.${index}.vatRate`, { valueAsNumber: true })}
      />
      <div className="space-y-1.5">
        <Label htmlFor={ids.vatCategory.id} className="text-xs text-muted-foreground">
          VAT category<span className="sr-only">{item}</span>
        </Label>
        <select
          id={ids.vatCategory.id}
          {...register(`items.${index}.vatCategory`)}
          className={SELECT}
          aria-invalid={itemErrors?.vatCategory ? true : undefined}
        >
          <option value="">By rate</option>
          {VAT_CATEGORY_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label} ({c.value})
            </option>
          ))}
        </select>
        <FieldMessage
          id={ids.vatCategory.errorId}
          message={itemErrors?.vatCategory?.message}
        />
      </div>
      <PercentField
        label="Discount %"
        item={item}
        ids={ids.discountPercent}
        error={itemErrors?.discountPercent?.message}
        registered={register(`items.${index}.discountPercent`, { valueAsNumber: true })}
      />
    </li>
  );
}

export function LineItemsField({
  control,
  register,
  errors,
  newItem = EMPTY_ITEM,
}: {
  control: InvoiceControl;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  /** A new line's values (the profile's default VAT rate). */
  newItem?: typeof EMPTY_ITEM;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <div className="space-y-3">
      <ol aria-label="Line items" className="space-y-3">
        {fields.map((field, index) => (
          <LineItem
            key={field.id}
            control={control}
            register={register}
            errors={errors}
            index={index}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {listError && <FieldMessage id="items-error" message={listError} />}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ ...newItem }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        Add Item
      </Button>
    </div>
  );
}
