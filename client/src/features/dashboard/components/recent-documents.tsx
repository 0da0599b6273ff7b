import { AlertCircle, FileText, Plus } from "lucide-react";
import { Link } from "wouter";
import type { TDocumentListItem } from "@shared/api/documents";
import { privacyPolicy } from "@shared/doc-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLongDate } from "@/lib/utils";
import { RECENT_DOCUMENTS_COUNT } from "../api/get-documents";

/** Spec section 2: New Document opens the privacy policy tool. */
const NEW_DOCUMENT_HREF = privacyPolicy.route;

function DocumentsSkeleton() {
  return (
    <div role="status" aria-label="Loading documents" data-testid="recent-documents-skeleton">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} data-testid="skeleton-row" className="flex items-center gap-3 px-5 py-4">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary"
        aria-hidden="true"
      >
        <FileText className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">No documents yet</p>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">
        Generate your first document and it will show up here.
      </p>
      <Button asChild className="mt-6">
        <Link href={NEW_DOCUMENT_HREF}>Create Your First Document</Link>
      </Button>
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-slate-900">
        We couldn&apos;t load your documents.
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function DocumentRow({ doc }: { doc: TDocumentListItem }) {
  return (
    <li>
      <Link
        href={`/documents/${doc.id}`}
        className="flex items-center gap-3 px-5 py-3.5 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600"
          aria-hidden="true"
        >
          <FileText className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{doc.title}</span>
          <time dateTime={doc.createdAt} className="block text-xs text-muted-foreground">
            {formatLongDate(doc.createdAt)}
          </time>
        </span>
        <Badge variant={doc.status === "final" ? "default" : "secondary"} className="capitalize">
          {doc.status}
        </Badge>
      </Link>
    </li>
  );
}

export function RecentDocuments({
  documents,
  isLoading,
  isError,
  onRetry,
}: {
  documents: TDocumentListItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const recent = (documents ?? []).slice(0, RECENT_DOCUMENTS_COUNT);
  return (
    <section
      aria-labelledby="recent-documents-title"
      className="rounded-xl border bg-card shadow-xs"
    >
      <div className="flex items-center justify-between gap-3 border-b px-5 py-4">
        <div>
          <h2 id="recent-documents-title" className="text-base font-semibold text-slate-900">
            Recent Documents
          </h2>
          <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">
            Your latest generated documents.
          </p>
        </div>
        <Button asChild size="sm">
          <Link href={NEW_DOCUMENT_HREF}>
            <Plus aria-hidden="true" />
            New Document
          </Link>
        </Button>
      </div>
      {isLoading ? (
        <DocumentsSkeleton />
      ) : isError ? (
        <ErrorState onRetry={onRetry} />
      ) : recent.length === 0 ? (
        <EmptyState />
      ) : (
        <ul aria-label="Recent documents" className="divide-y">
          {recent.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
    </section>
  );
}
