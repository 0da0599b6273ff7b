// The viewer's document area: its heading (type, stage, version, title, dates), what the owner
// does to the document itself (rename, edit, finalize, duplicate), and the document as it reads:
// the current version, an older one, or what its type shows instead (an uploaded PDF's file).
import { Copy, PencilLine } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "wouter";
import type { TDocument, TVersion } from "@shared/api/documents";
import { docMetaOf } from "@shared/doc-types/registry";
import { formatDate } from "@shared/format";
import { revisionRefusal } from "@shared/invoicing/status";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ViewerExtrasProps } from "@/components/generator/viewer-extras";
import type { useDuplicateDocument } from "../api/document-mutations";
import { FinalizeDialog, RenameDialog } from "./document-dialogs";
import { DocumentContent } from "./document-content";
import { DocumentMeta, generatedOn } from "./document-preview-card";
import { VersionMenu } from "./version-controls";

export function DocumentHeading({
  document,
  title,
  shown,
  isOld,
  editing,
  canEdit,
  onView,
}: {
  document: TDocument;
  /** The title of the version on screen. */
  title: string;
  /** The version on screen. */
  shown: number;
  isOld: boolean;
  editing: boolean;
  /** The type has a form to edit with. */
  canEdit: boolean;
  onView: (version: number) => void;
}) {
  const refusal = revisionRefusal(document);
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <DocumentMeta document={document} />
        <span className="text-xs font-medium text-muted-foreground" data-testid="document-version">
          Version {shown}
        </span>
      </div>
      <h1
        id="document-title"
        className="text-2xl leading-tight font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-950 sm:text-3xl"
      >
        {title}
      </h1>
      {!editing && (
        <VersionMenu documentId={document.id} currentVersion={document.version} shown={shown} onView={onView} />
      )}
      <p className="text-sm text-muted-foreground">
        <time dateTime={document.createdAt}>{generatedOn(document.createdAt)}</time>
        {document.updatedAt !== document.createdAt && (
          <>
            {" · "}
            <time dateTime={document.updatedAt}>Updated {formatDate(document.updatedAt)}</time>
          </>
        )}
      </p>
      {/* Why there is no Edit: an accepted quote, an issued invoice (the server's own words). */}
      {canEdit && !isOld && !editing && refusal && (
        <p className="text-sm text-muted-foreground" data-testid="revision-refusal">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** Rename, Edit, Finalize and Duplicate: the owner's actions on the document itself. */
export function DocumentActions({
  document,
  canEdit,
  onEdit,
  duplicate,
  onDuplicated,
}: {
  document: TDocument;
  canEdit: boolean;
  onEdit: () => void;
  duplicate: ReturnType<typeof useDuplicateDocument>;
  onDuplicated: (copy: TDocument) => void;
}) {
  return (
    <>
      <RenameDialog document={document} />
      {/* An accepted quote, an issued invoice: no revision (the server refuses one too). */}
      {canEdit && !revisionRefusal(document) && (
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          <PencilLine aria-hidden="true" />
          Edit
        </Button>
      )}
      {document.status === "draft" && <FinalizeDialog documentId={document.id} />}
      {/* An uploaded PDF has no form to duplicate from. */}
      {!docMetaOf(document.type)?.capabilities.uploaded && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          pending={duplicate.isPending}
          icon={Copy}
          onClick={() => duplicate.mutate(undefined, { onSuccess: onDuplicated })}
        >
          Duplicate
        </Button>
      )}
    </>
  );
}

/** Duplicate refused by the Free plan's limit: the server's words and the way to the plans. */
export function PlanLimitAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {message}{" "}
      <Link href="/pricing" className="font-medium underline underline-offset-2">
        See plans
      </Link>
    </p>
  );
}

/** The document as it reads: the version on screen, or what its type shows instead (an uploaded PDF itself). */
export function DocumentBody({
  document,
  viewing,
  old,
  Body,
}: {
  document: TDocument;
  /** An older version on screen, or null for the current one. */
  viewing: number | null;
  old: { data?: TVersion | undefined; isError: boolean };
  /** The type's own view in place of the text (its viewer extras' `body`). */
  Body?: ComponentType<ViewerExtrasProps> | undefined;
}) {
  return (
    <article
      aria-labelledby="document-title"
      className="min-w-0 overflow-hidden rounded-xl border bg-white shadow-sm lg:col-start-1 lg:row-start-1"
    >
      <div className="px-6 py-8 sm:px-10 sm:py-10">
        {viewing !== null && !old.data ? (
          old.isError ? (
            <p role="alert" className="text-sm text-destructive">
              We couldn&apos;t load version {viewing}.
            </p>
          ) : (
            <div role="status" aria-label={`Loading version ${viewing}`} className="space-y-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-4 w-full" />
              ))}
            </div>
          )
        ) : Body ? (
          <Body document={document} isOld={viewing !== null} />
        ) : (
          <DocumentContent
            html={viewing !== null && old.data ? old.data.content : document.content}
            className="mx-auto max-w-3xl text-base"
          />
        )}
      </div>
    </article>
  );
}
