// An amount of money: a number input from 0 in steps of 0.01 (spec section 5), right-aligned. The
// forms convert its value with toMinorUnits (@shared/money).
import type * as React from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export function MoneyInput({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      placeholder="0.00"
      className={cn("text-right tabular-nums", className)}
      {...props}
    />
  );
}
