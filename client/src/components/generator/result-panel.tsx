// The right-hand side of a generator page: a placeholder before generation, a wait state, the plan
// limit, or the generated document with Share and Download PDF (spec section 2).
import { FileText, LoaderCircle } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import type { TDocument } from "@shared/api/documents";
import { DocumentPreviewCard, DownloadPdfButton, useShareAction } from "@/features/documents";
import { PlanLimitPanel } from "@/features/billing";

export function ResultPlaceholder({ title, hint }: { title: string; hint: string }) {
  return (
    <div
      data-testid="result-placeholder"
      className="flex flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-200 bg-white/60 px-6 py-16 text-center"
    >
      <span
        className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary"
        aria-hidden="true"
      >
        <FileText className="size-6" />
      </span>
      <p className="mt-4 max-w-sm text-base font-medium text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

export function GeneratingState() {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center rounded-xl border bg-white px-6 py-16 text-center shadow-xs"
    >
      <LoaderCircle className="size-7 animate-spin text-primary" aria-hidden="true" />
      <p className="mt-4 text-sm font-medium text-slate-900">Preparing your document…</p>
      <p className="mt-1 text-xs text-muted-foreground">This usually takes a few seconds.</p>
    </div>
  );
}

/** Heading, Share and Download PDF, the share link once made, and the preview card. */
export function GeneratedDocumentPanel({
  heading,
  document,
  badge,
  showPdfButton = true,
  children,
}: {
  heading: string;
  document: TDocument;
  /** Shown beside the heading, e.g. the invoice number. */
  badge?: React.ReactNode;
  /** Off where the page offers the download elsewhere. */
  showPdfButton?: boolean;
  children?: React.ReactNode;
}) {
  const share = useShareAction(document.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new document (the panel is keyed by its id): on a phone it is below the form, out of sight,
  // so bring it into view and move focus to its heading, where a screen reader continues.
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    heading.scrollIntoView?.({ behavior: still ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="generated-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2
            id="generated-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-6 text-xl font-semibold tracking-tight text-slate-950 focus:outline-none"
          >
            {heading}
          </h2>
          {badge}
        </div>
        <div className="flex gap-2">
          {share.button}
          {showPdfButton && <DownloadPdfButton documentId={document.id} />}
        </div>
      </div>
      {share.link}
      <DocumentPreviewCard document={document} />
      {children}
    </section>
  );
}

export interface GeneratorResultProps {
  document: TDocument | undefined;
  isPending: boolean;
  planLimitMessage: string | null;
  heading: string;
  placeholder: { title: string; hint: string };
  badge?: React.ReactNode;
  showPdfButton?: boolean;
  /** Extra panels under the preview (the cookie policy's consent banner). */
  children?: React.ReactNode;
}

export function GeneratorResult({
  document,
  isPending,
  planLimitMessage,
  heading,
  placeholder,
  badge,
  showPdfButton,
  children,
}: GeneratorResultProps) {
  if (isPending) return <GeneratingState />;
  if (planLimitMessage) return <PlanLimitPanel message={planLimitMessage} />;
  if (document) {
    return (
      // A new document starts with a fresh Share state.
      <GeneratedDocumentPanel
        key={document.id}
        heading={heading}
        document={document}
        badge={badge}
        showPdfButton={showPdfButton}
      >
        {children}
      </GeneratedDocumentPanel>
    );
  }
  return <ResultPlaceholder {...placeholder} />;
}
