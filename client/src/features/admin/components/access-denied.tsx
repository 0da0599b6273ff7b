import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Spec section 2/8: what anyone but an admin sees on an admin page. */
export function AccessDenied() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <section
        aria-labelledby="access-denied-title"
        className="w-full max-w-md rounded-2xl border bg-background p-8 text-center shadow-sm"
      >
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive ring-1 ring-red-100">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <h1
          id="access-denied-title"
          className="text-2xl font-semibold tracking-tight text-slate-950"
        >
          Access Denied
        </h1>
        <p className="mt-3 text-sm leading-6 text-muted-foreground">
          You don&apos;t have permission to access the admin panel.
        </p>
        <Button asChild className="mt-6">
          {/* A whole-page load: the dashboard's analytics tags load with the page's own policy. */}
          <a href="/">Return to Dashboard</a>
        </Button>
      </section>
    </main>
  );
}
