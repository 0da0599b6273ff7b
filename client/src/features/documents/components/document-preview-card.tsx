// The generated document as the result panel previews it (spec section 2): type label, title,
// status badge, 'Generated on' date and the content in a scroll area of 24rem at most.
import { ExternalLink } from "lucide-react";
import { Link } from "wouter";
import type { TDocument } from "@shared/api/documents";
import { StageBadge } from "@/components/ui/stage-badge";
import { documentTypeLabel } from "../document";
import { DocumentContent } from "./document-content";
import { formatDate } from "@shared/format";

/** The type label and the stage's badge (Draft, Final, Awaiting signature, Paid...). */
export function DocumentMeta({ document }: { document: TDocument }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-semibold tracking-wide text-primary uppercase">
        {documentTypeLabel(document.type)}
      </span>
      <StageBadge stage={document.stage} />
    </div>
  );
}

export function generatedOn(createdAt: string): string {
  return `Generated on ${formatDate(createdAt)}`;
}

export function DocumentPreviewCard({ document }: { document: TDocument }) {
  const typeLabel = documentTypeLabel(document.type);
  return (
    <article
      aria-label={`${typeLabel} preview`}
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
      data-testid="document-preview"
    >
      <div className="space-y-2 border-b px-5 py-4 sm:px-6">
        <DocumentMeta document={document} />
        <h3
          data-testid="document-title"
          className="text-lg leading-snug font-semibold text-slate-950"
        >
          {document.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={document.createdAt}>{generatedOn(document.createdAt)}</time>
        </p>
      </div>
      <div
        // Scrollable content must be reachable by keyboard.
        tabIndex={0}
        role="region"
        aria-label={`${typeLabel} content`}
        className="max-h-96 overflow-y-auto px-5 py-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
      >
        {/* The preview's few lines go to the text: the contents list stays in the viewer. */}
        <DocumentContent html={document.content} className="fd-preview" />
      </div>
      <div className="flex items-center justify-end border-t bg-slate-50/60 px-5 py-3 sm:px-6">
        <Link
          href={`/documents/${document.id}`}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          Open document
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
