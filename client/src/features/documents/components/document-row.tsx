// A document in a list (All documents, the dashboard's Recent Documents): its title, a line about
// it, and its stage (Final, Awaiting signature, Paid...), linking to the document's page; and the
// rows shown while the list loads.
import { FileText } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import type { TDocumentListItem } from "@shared/api/documents";
import { Skeleton } from "@/components/ui/skeleton";
import { StageBadge } from "@/components/ui/stage-badge";

export function DocumentRow({
  doc,
  titleTooltip = false,
  action,
  children,
}: {
  doc: TDocumentListItem;
  /** The full title on hover, where long titles are cut. */
  titleTooltip?: boolean;
  /** A button beside the row (outside its link), e.g. Remind on an unpaid invoice. */
  action?: React.ReactNode;
  /** The line under the title (dates, type). */
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-center">
      <Link
        href={`/documents/${doc.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 px-5 py-3.5 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600"
          aria-hidden="true"
        >
          <FileText className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span
            className="block truncate text-sm font-medium text-slate-900"
            title={titleTooltip ? doc.title : undefined}
          >
            {doc.title}
          </span>
          {children}
        </span>
        <StageBadge stage={doc.stage} className="shrink-0" />
      </Link>
      {action && <div className="shrink-0 pr-5">{action}</div>}
    </li>
  );
}

/** Grey rows the shape of DocumentRow while the list loads. */
export function DocumentRowsSkeleton({ count, testId }: { count: number; testId: string }) {
  return (
    <div role="status" aria-label="Loading documents" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="skeleton-row" className="flex items-center gap-3 px-5 py-4">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ))}
    </div>
  );
}
