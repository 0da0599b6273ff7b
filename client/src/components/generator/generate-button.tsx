import { FilePenLine, Save, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The submit button: its label, or 'Generating...' (disabled) while the request runs. */
export function GenerateButton({
  label,
  isPending,
  disabled = false,
}: {
  label: string;
  isPending: boolean;
  /** Another submit of the same form is running (a draft being saved). */
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={isPending || disabled}
      className="w-full sm:w-auto"
      pending={isPending}
      icon={Sparkles}
    >
      {isPending ? "Generating..." : label}
    </Button>
  );
}

export const SAVE_DRAFT_LABEL = "Save as draft";

/** Lifetime only: the same call as Generate, stored as a draft. */
export function SaveDraftButton({
  isPending,
  disabled = false,
  onClick,
}: {
  isPending: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      disabled={isPending || disabled}
      onClick={onClick}
      className="w-full sm:w-auto"
      pending={isPending}
      icon={FilePenLine}
    >
      {isPending ? "Saving draft..." : SAVE_DRAFT_LABEL}
    </Button>
  );
}

/** The submit of a form opened to edit a document. */
export function SaveChangesButton({ isPending }: { isPending: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full sm:w-auto" pending={isPending} icon={Save}>
      {isPending ? "Saving..." : "Save changes"}
    </Button>
  );
}
