import { LoaderCircle } from "lucide-react";

/** Full-page wait state; the text matches the spec's 'Loading...' for the current-user call. */
export function PageLoader({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center gap-3 text-muted-foreground"
    >
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
