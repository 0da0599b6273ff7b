// The document viewer (spec sections 2 and 8): skeleton, sign-in redirect, not-found screen, or the
// document with its downloads (HTML, Markdown, PDF in A4 or US Letter) and its share link.
import { ArrowLeft, ChevronRight, FileQuestion } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Logo } from "@/components/layout/logo";
import { ConsentBannerPanel } from "@/components/tool/consent-banner-panel";
import { DocumentContent } from "@/components/tool/document-content";
import { DocumentMeta, generatedOn } from "@/components/tool/document-preview-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLoginRedirect } from "@/hooks/use-login-redirect";
import { isUnauthorizedError } from "@/lib/api-client";
import { useDocument } from "../api/get-document";
import { DownloadCard } from "./download-card";
import { ShareCard } from "./share-card";

export const AUTH_REQUIRED_TOAST = {
  title: "Authentication Required",
  description: "Please log in to view documents.",
};

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

function ViewerShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50/70">
      <header className="border-b bg-white">
        <div className="container flex h-16 items-center justify-between gap-3">
          <Link
            href="/"
            aria-label="FounderDocs home"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Logo compact />
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link href="/">
              Go to dashboard
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </header>
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

export function DocumentViewer({
  id,
  isAuthLoading,
  isAuthenticated,
}: {
  id: string;
  isAuthLoading: boolean;
  isAuthenticated: boolean;
}) {
  const query = useDocument(id, { enabled: isAuthenticated });
  const signedOut = (!isAuthLoading && !isAuthenticated) || isUnauthorizedError(query.error);
  useLoginRedirect(signedOut, AUTH_REQUIRED_TOAST);

  if (isAuthLoading || signedOut || query.isPending) {
    return (
      <ViewerShell>
        <ViewerSkeleton />
      </ViewerShell>
    );
  }
  if (query.isError) {
    return (
      <ViewerShell>
        <DocumentNotFound />
      </ViewerShell>
    );
  }

  const document = query.data;
  return (
    <ViewerShell>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article
          aria-labelledby="document-title"
          className="min-w-0 overflow-hidden rounded-xl border bg-white shadow-sm"
        >
          <header className="space-y-2 border-b px-6 py-6 sm:px-10">
            <DocumentMeta document={document} />
            <h1
              id="document-title"
              className="text-2xl leading-tight font-semibold tracking-tight text-slate-950 sm:text-3xl"
            >
              {document.title}
            </h1>
            <p className="text-sm text-muted-foreground">
              <time dateTime={document.createdAt}>{generatedOn(document.createdAt)}</time>
            </p>
          </header>
          <div className="px-6 py-8 sm:px-10 sm:py-10">
            <DocumentContent html={document.content} className="mx-auto max-w-3xl text-base" />
          </div>
        </article>
        <aside aria-label="Document actions" className="space-y-4 lg:sticky lg:top-6">
          <DownloadCard documentId={document.id} />
          <ShareCard documentId={document.id} share={document.share ?? null} />
        </aside>
      </div>
      {document.banner && (
        <div className="mt-6">
          <ConsentBannerPanel documentId={document.id} snippet={document.banner.snippet} />
        </div>
      )}
    </ViewerShell>
  );
}
