// The studio's own controls: a colour as a picker plus its hex text, the symbol picker (a radio
// per icon, "None" for the initials) and the layout cards.
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import {
  isHexColor,
  LOGO_LAYOUT_OPTIONS,
  LOGO_SYMBOL_OPTIONS,
  type TLogoKitRequest,
  type TLogoKitRequestInput,
} from "@shared/logo-studio";
import { describedBy, Field, FieldMessage, fieldIds, RadioCardsField } from "@/components/form/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { SymbolIcon } from "./symbol-icon";

type LogoControl = Control<TLogoKitRequestInput, unknown, TLogoKitRequest>;

export function ColorField({
  control,
  name,
  label,
  fallback,
}: {
  control: LogoControl;
  name: "primaryColor" | "secondaryColor";
  label: string;
  /** What the picker shows while the text is not a colour yet. */
  fallback: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field name={name} label={label} error={fieldState.error?.message}>
          {(controlProps) => (
            <div className="flex gap-2">
              <input
                type="color"
                aria-label={`${label} picker`}
                value={isHexColor(field.value) ? field.value.toLowerCase() : fallback}
                onChange={(e) => field.onChange(e.target.value)}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
              <Input
                {...controlProps}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={fallback}
                spellCheck={false}
                autoComplete="off"
                className="font-mono"
              />
            </div>
          )}
        </Field>
      )}
    />
  );
}

const tileClasses =
  "flex size-11 cursor-pointer items-center justify-center rounded-lg border bg-white text-slate-700 transition-colors hover:bg-slate-50 has-checked:border-primary has-checked:bg-blue-50 has-checked:text-primary has-focus-visible:ring-2 has-focus-visible:ring-ring";

export function SymbolPicker({
  register,
  error,
}: {
  register: UseFormRegister<TLogoKitRequestInput>;
  error?: string;
}) {
  const { id, errorId, hintId } = fieldIds("symbol");
  const radio = register("symbol");
  return (
    <fieldset id={id} aria-describedby={describedBy(hintId, error && errorId)} className="space-y-3">
      <legend className="text-sm font-medium leading-none">Symbol</legend>
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        Shown in the square mark and the favicons. With none, the mark shows the initials.
      </p>
      <div className="flex flex-wrap gap-2">
        <label className={cn(tileClasses, "w-auto px-3 text-xs font-medium")}>
          <input type="radio" value="" className="sr-only" {...radio} />
          None
        </label>
        {LOGO_SYMBOL_OPTIONS.map((option) => (
          <label key={option.value} className={tileClasses} title={option.label}>
            <input type="radio" value={option.value} aria-label={option.label} className="sr-only" {...radio} />
            <SymbolIcon symbol={option.value} className="size-5" aria-hidden="true" />
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}

const LAYOUT_DESCRIPTIONS: Record<string, string> = {
  horizontal: "The mark beside the name.",
  stacked: "The mark above the name.",
  monogram: "The initials in a round badge.",
};

export function LayoutField({ control }: { control: LogoControl }) {
  return (
    <RadioCardsField control={control} name="layout" label="Layout" options={LOGO_LAYOUT_OPTIONS} descriptions={LAYOUT_DESCRIPTIONS} columns={3} />
  );
}
