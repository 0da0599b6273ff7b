import { AlertCircle, ArrowRight, FileText, Plus } from "lucide-react";
import { Link } from "wouter";
import type { TDocumentListItem } from "@shared/api/documents";
import { NEW_DOCUMENT_ROUTE } from "@shared/doc-types/registry";
import { DocumentRow, DocumentRowsSkeleton } from "@/features/documents";
import { Button } from "@/components/ui/button";
import { isRemindable } from "@shared/invoicing/status";
import { RemindButton } from "@/features/invoicing/remind";
import { RECENT_DOCUMENTS_COUNT } from "../api/get-documents";
import { PlanLimitNotice } from "./plan-usage";
import { formatDate } from "@shared/format";

/** Spec section 2: New Document opens the privacy policy tool (the registry's first). */
const NEW_DOCUMENT_HREF = NEW_DOCUMENT_ROUTE;

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

export function RecentDocuments({
  documents,
  isLoading,
  isError,
  onRetry,
  atLimit = false,
}: {
  documents: TDocumentListItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The Free plan's documents are used up: said beside New Document, before a form opens. */
  atLimit?: boolean;
}) {
  const recent = (documents ?? []).slice(0, RECENT_DOCUMENTS_COUNT);
  return (
    <section
      aria-labelledby="recent-documents-title"
      className="rounded-xl border bg-card shadow-xs"
    >
      <div className="border-b px-5 py-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id="recent-documents-title" className="text-base font-semibold text-slate-900">
              Recent Documents
            </h2>
            <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">
              Your latest generated documents.
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Button asChild size="sm" variant="ghost">
              <Link href="/documents">
                View all
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link
                href={NEW_DOCUMENT_HREF}
                aria-describedby={atLimit ? "new-document-limit" : undefined}
              >
                <Plus aria-hidden="true" />
                New Document
              </Link>
            </Button>
          </div>
        </div>
        {atLimit && <PlanLimitNotice id="new-document-limit" className="mt-3" />}
      </div>
      {isLoading ? (
        <DocumentRowsSkeleton count={3} testId="recent-documents-skeleton" />
      ) : isError ? (
        <ErrorState onRetry={onRetry} />
      ) : recent.length === 0 ? (
        <EmptyState />
      ) : (
        <ul aria-label="Recent documents" className="divide-y">
          {recent.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              action={isRemindable(doc) ? <RemindButton documentId={doc.id} /> : undefined}
            >
              <time dateTime={doc.createdAt} className="block text-xs text-muted-foreground">
                {formatDate(doc.createdAt)}
              </time>
            </DocumentRow>
          ))}
        </ul>
      )}
    </section>
  );
}
