// The one upgrade button: it starts checkout (the browser leaves for the payment page), says so
// while it does, shows why it failed, and, on a server that takes no payments, is off and says so.
import { CircleAlert, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { PAYMENTS_OFF_TEXT, useBillingStatus, useStartCheckout } from "../api/billing";
import { cn } from "@/lib/utils";

export const UPGRADE_LABEL = "Upgrade to Lifetime Access";

export function UpgradeButton({
  children = UPGRADE_LABEL,
  className,
  noteClassName,
  variant,
  size = "lg",
}: {
  children?: ReactNode;
  className?: string;
  /** The payments-off note and the error under the button (e.g. light text on a dark banner). */
  noteClassName?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const status = useBillingStatus();
  const checkout = useStartCheckout();
  const off = status.data?.paymentsConfigured === false;
  // Once checkout answered, the browser is leaving: the button stays busy until it has.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div>
      <Button
        type="button"
        variant={variant}
        size={size}
        className={className}
        disabled={off || busy}
        onClick={() => checkout.mutate()}
        pending={busy}
        icon={Sparkles}
      >
        {busy ? "Opening checkout…" : children}
      </Button>
      {off && (
        <p className={cn("mt-3 text-sm text-slate-600", noteClassName)} data-testid="payments-off">
          {PAYMENTS_OFF_TEXT}
        </p>
      )}
      {checkout.isError && (
        <p role="alert" className={cn("mt-3 flex gap-2 text-sm text-destructive", noteClassName)}>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {getErrorMessage(checkout.error)}
        </p>
      )}
    </div>
  );
}
