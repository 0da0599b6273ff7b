// The toast a refused document (402, the Free plan's limit) raises, wherever it was refused: the
// server's words and an Upgrade button to the plans page, where checkout starts.
import { Link } from "wouter";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";

export const PLAN_LIMIT_TOAST_TITLE = "Document limit reached";

export function planLimitToast(message: string) {
  toast({
    variant: "destructive",
    title: PLAN_LIMIT_TOAST_TITLE,
    description: message,
    action: (
      <ToastAction asChild altText="Upgrade to Lifetime Access on the plans page">
        <Link href="/pricing">Upgrade</Link>
      </ToastAction>
    ),
  });
}
