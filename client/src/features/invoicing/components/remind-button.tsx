// "Remind" on an invoice: POST /api/documents/:id/remind, with a toast for the outcome
// (sent; already reminded in the last 24 hours; any other refusal's message).
import { BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useRemind } from "../api/invoicing";

export function RemindButton({ documentId, label = "Remind", size = "sm" }: { documentId: string; label?: string; size?: "sm" | "default" }) {
  const remind = useRemind(documentId);
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={remind.isPending}
      onClick={() =>
        remind.mutate(undefined, {
          onSuccess: () => toast({ title: "Reminder sent", description: "Your client was e-mailed a link to the invoice and the balance due." }),
          onError: (err) =>
            toast({
              variant: "destructive",
              title: isApiError(err, 429) ? "Already reminded today" : "Couldn't send the reminder",
              description: getErrorMessage(err),
            }),
        })
      }
    >
      <BellRing aria-hidden="true" />
      {label}
    </Button>
  );
}
