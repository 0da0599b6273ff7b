// The viewer's page around the document: the app header and the breadcrumb, and the two screens
// shown instead of a document: the skeleton while it loads, and "Document Not Found".
import { ArrowLeft, FileQuestion } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { AppHeader, type HeaderUser } from "@/components/layout/app-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

export const NOT_FOUND_TEXT =
  "The document you're looking for doesn't exist or you don't have permission to view it.";

function Breadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          <Link
            href="/"
            className="rounded-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Dashboard
          </Link>
        </li>
        <li aria-hidden="true" className="select-none">
          /
        </li>
        <li aria-current="page" className="font-medium text-slate-900">
          Document
        </li>
      </ol>
    </nav>
  );
}

export function ViewerShell({ user, children }: { user: HeaderUser | null; children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <main id="main" className="container py-8 sm:py-10">
        <Breadcrumb />
        {children}
      </main>
    </div>
  );
}

export function ViewerSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading document"
      data-testid="document-skeleton"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="space-y-4 rounded-xl border bg-white p-6 shadow-sm sm:p-10">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-48" />
        <div className="space-y-3 pt-6">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className={i % 3 === 2 ? "h-4 w-4/5" : "h-4 w-full"} />
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Skeleton className="h-44 w-full rounded-xl" />
        <Skeleton className="h-36 w-full rounded-xl" />
      </div>
    </div>
  );
}

export function DocumentNotFound() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto max-w-lg rounded-2xl border bg-white p-8 text-center shadow-sm sm:p-10"
    >
      <span
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive"
        aria-hidden="true"
      >
        <FileQuestion className="size-6" />
      </span>
      <h1
        id="not-found-title"
        className="mt-4 text-2xl font-semibold tracking-tight text-slate-950"
      >
        Document Not Found
      </h1>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{NOT_FOUND_TEXT}</p>
      <Button asChild className="mt-6">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
    </section>
  );
}
