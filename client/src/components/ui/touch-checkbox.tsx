import { Check } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A native checkbox with a 44 × 44 px hit area for a finger (WCAG 2.5.5): the input itself fills the
 * area, transparent, over a 20 px box drawn from its state. Labels, forms, the keyboard (Space) and
 * tests treat it as the plain checkbox it is.
 */
export function TouchCheckbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span className={cn("relative inline-flex size-11 shrink-0 items-center justify-center", className)}>
      <input type="checkbox" className="peer absolute inset-0 m-0 size-11 cursor-pointer opacity-0 disabled:cursor-not-allowed" {...props} />
      <span
        aria-hidden="true"
        className="pointer-events-none flex size-5 items-center justify-center rounded-sm border border-slate-500 bg-background text-transparent peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:opacity-50 peer-aria-invalid:border-destructive"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </span>
  );
}
