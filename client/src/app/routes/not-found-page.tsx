import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border bg-background p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <span
            className="flex size-11 items-center justify-center rounded-full bg-red-50 text-destructive"
            aria-hidden="true"
          >
            <FileQuestion className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-950">
            404 Page Not Found
          </h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Go to home
          </Link>
        </Button>
      </div>
    </main>
  );
}
