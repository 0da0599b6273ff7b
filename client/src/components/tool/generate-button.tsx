import { LoaderCircle, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The submit button: its label, or 'Generating...' (disabled) while the request runs. */
export function GenerateButton({ label, isPending }: { label: string; isPending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
      {isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Sparkles aria-hidden="true" />
      )}
      {isPending ? "Generating..." : label}
    </Button>
  );
}

/** A form-level message (a server error with no field to point at). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
