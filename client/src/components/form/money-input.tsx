// An amount of money, typed as text in the browser's locale ("1.627,85", "1627,85", "1,627.85"):
// a number input would drop a decimal comma, or read a thousands separator as a decimal point.
// Registered with `moneyValue`, the form keeps the amount in major units as the one reader
// (@shared/money-input) reads it, NaN when it cannot (the form's schema refuses the field); the
// forms convert it with toMinorUnits (@shared/money).
import * as React from "react";
import { readMajorUnits } from "@shared/money-input";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** react-hook-form's register options for a MoneyInput: its text read as major units. */
export const moneyValue = { setValueAs: (value: unknown) => readMajorUnits(value) };

/** The same for an amount whose empty field means none (an invoice's tax or discount): 0, and still NaN when unreadable. */
export const optionalMoneyValue = { setValueAs: (value: unknown) => (typeof value === "string" && value.trim() === "" ? 0 : readMajorUnits(value)) };

/**
 * The forms keep an empty amount as NaN (a number input showed it as empty); react-hook-form writes
 * a field's value into the element as it is, so a text input would show "NaN". This element shows it
 * as empty, as the number input did.
 */
const wrapped = new WeakSet<HTMLInputElement>();
function showNaNAsEmpty(el: HTMLInputElement) {
  if (wrapped.has(el)) return;
  wrapped.add(el);
  // Wraps whatever setter the element has (React's value tracker, else the native one).
  const inner = Object.getOwnPropertyDescriptor(el, "value") ?? Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
  Object.defineProperty(el, "value", {
    configurable: true,
    get: () => inner.get!.call(el) as string,
    set: (v: unknown) => inner.set!.call(el, typeof v === "number" && Number.isNaN(v) ? "" : v),
  });
}

export function MoneyInput({ className, ref, ...props }: React.ComponentProps<"input">) {
  const setRef = React.useCallback(
    (el: HTMLInputElement | null) => {
      if (el) showNaNAsEmpty(el);
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <Input
      ref={setRef}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      className={cn("text-right tabular-nums", className)}
      {...props}
    />
  );
}
