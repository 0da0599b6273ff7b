// The document viewer (spec sections 2 and 8): skeleton, sign-in redirect, not-found screen, or the
// document with its downloads and share link; and what the owner does to it: rename, edit in the
// type's own form (a new version), finalize, duplicate, delete, read and restore older versions,
// compare any two, and take a newer template once they have seen what it changes.
import { ArrowLeft, Copy, FileQuestion, PencilLine } from "lucide-react";
import type * as React from "react";
import { type ComponentType, Suspense, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import type { TDocument } from "@shared/api/documents";
import { AppHeader, type HeaderUser } from "@/components/layout/app-header";
import { fieldErrorsOf, planLimitMessageOf } from "@/components/tool/api-errors";
import { ConsentBannerPanel } from "@/components/tool/consent-banner-panel";
import { documentTypeLabel } from "@/components/tool/document";
import { DocumentContent } from "@/components/tool/document-content";
import { UPLOADED_PDF_TYPE } from "@shared/api/uploaded-pdf";
import { DocumentMeta, generatedOn } from "@/components/tool/document-preview-card";
import { Button } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useLoginRedirect } from "@/hooks/use-login-redirect";
import { isUnauthorizedError } from "@/lib/api-client";
import type { DocFormEditProps } from "@/components/tool/doc-form-props";
import { cn } from "@/lib/utils";
import { useDuplicateDocument, useReviseDocument } from "../api/document-mutations";
import { useDocument } from "../api/get-document";
import { useVersion, useVersions } from "../api/versions";
import { DeleteDialog, FinalizeDialog, RenameDialog, RestoreDialog } from "./document-dialogs";
import { DownloadCard } from "./download-card";
import { SendForSignatureDialog } from "@/features/signatures";
import { ConvertQuoteButton, isSendable, SendToClientDialog } from "@/features/invoicing";
import { ShareCard } from "./share-card";
import { BillingCard, BillingHistory } from "@/features/invoicing";
import { hasTemplateUpdate, TemplateUpdateBanner } from "./template-update-banner";
import { VersionHistory } from "./version-history";
import { formatDate } from "@shared/format";
import { revisionRefusal } from "@shared/invoicing/status";

export const AUTH_REQUIRED_TOAST = {
  title: "Authentication Required",
  description: "Please log in to view documents.",
};

export const NOT_FOUND_TEXT =
  "The document you're looking for doesn't exist or you don't have permission to view it.";

/** The form a document type edits with (the app maps a type to its lazily loaded form). */
export type EditFormOf = (type: string) => ComponentType<DocFormEditProps> | undefined;

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

function ViewerShell({ user, children }: { user: HeaderUser | null; children: React.ReactNode }) {
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

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form" className="space-y-4 rounded-xl border bg-card p-6">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The type's own form, filled with this version's input; saving writes the next version. */
function EditPanel({
  document,
  Form,
  onDone,
}: {
  document: TDocument;
  Form: ComponentType<DocFormEditProps>;
  onDone: () => void;
}) {
  const revise = useReviseDocument(document.id);
  const onSubmit: DocFormEditProps["onSubmit"] = (payload, onFieldErrors) =>
    revise.mutate(payload, {
      onSuccess: onDone,
      onError: (err) => {
        console.error(err);
        const errors = fieldErrorsOf(err);
        if (errors.length > 0) onFieldErrors(errors);
        toast({
          variant: "destructive",
          title: "Error",
          description: "Failed to save your changes. Please try again.",
        });
      },
    });
  const actions = (
    <>
      <Button type="submit" size="lg" pending={revise.isPending} className="w-full sm:w-auto">
        {revise.isPending ? "Saving..." : "Save changes"}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={onDone}
        disabled={revise.isPending}
        className="w-full sm:w-auto"
      >
        Cancel
      </Button>
    </>
  );
  return (
    <section aria-labelledby="edit-title" className="min-w-0 space-y-4">
      <div className="rounded-xl border border-blue-100 bg-blue-50/60 px-5 py-4">
        <h2 id="edit-title" className="text-base font-semibold text-slate-900">
          Edit {documentTypeLabel(document.type)}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          Saving makes version {document.version + 1}; version {document.version} stays in the
          history.
        </p>
      </div>
      <Suspense fallback={<FormSkeleton />}>
        <Form
          // A new version means new values to start from.
          key={document.version}
          initialValues={document.metadata.input}
          onSubmit={onSubmit}
          actions={actions}
        />
      </Suspense>
    </section>
  );
}

function OldVersionBanner({
  documentId,
  version,
  currentVersion,
  createdAt,
  onBack,
}: {
  documentId: string;
  version: number;
  currentVersion: number;
  createdAt: string | undefined;
  onBack: () => void;
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-amber-950">
        You&apos;re viewing <strong>version {version}</strong>
        {createdAt ? `, saved ${formatDate(createdAt, "dateTime")}` : ""}. The current version is{" "}
        {currentVersion}.
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <RestoreDialog
          documentId={documentId}
          version={version}
          currentVersion={currentVersion}
          onRestored={onBack}
          variant="default"
          label="Restore this version"
        />
        <Button type="button" variant="outline" size="sm" onClick={onBack}>
          Back to current version
        </Button>
      </div>
    </div>
  );
}

/**
 * The version menu at the top (issue 28: on a phone the history is far below the document): which
 * version is on screen, and any other in one pick. Hidden while there is only one.
 */
function VersionMenu({
  documentId,
  currentVersion,
  shown,
  onView,
}: {
  documentId: string;
  currentVersion: number;
  shown: number;
  onView: (version: number) => void;
}) {
  const versions = useVersions(documentId);
  const id = useId();
  if (!versions.data || versions.data.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Version on screen
      </label>
      <select
        id={id}
        value={shown}
        onChange={(e) => onView(Number(e.target.value))}
        className={cn(fieldClasses, "h-9 w-auto py-1 text-sm")}
      >
        {versions.data.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version}
            {v.version === currentVersion ? " (current)" : ` · ${formatDate(v.createdAt, "dateTime")}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function DocumentView({ document, editFormOf }: { document: TDocument; editFormOf?: EditFormOf }) {
  const [, navigate] = useLocation();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const old = useVersion(document.id, viewing);
  const duplicate = useDuplicateDocument(document.id);
  const EditForm = editFormOf?.(document.type);
  const planLimit = planLimitMessageOf(duplicate.error);

  const isOld = viewing !== null && viewing !== document.version;
  const title = isOld ? (old.data?.title ?? document.title) : document.title;

  const view = (n: number | null) => {
    setEditing(false);
    setViewing(n === document.version ? null : n);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <>
      {hasTemplateUpdate(document) && !isOld && <TemplateUpdateBanner document={document} />}
      {isOld && (
        <OldVersionBanner
          documentId={document.id}
          version={viewing}
          currentVersion={document.version}
          createdAt={old.data?.createdAt}
          onBack={() => setViewing(null)}
        />
      )}

      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <DocumentMeta document={document} />
            {document.signature && (
              <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-800" data-testid="signature-status">
                {document.signature === "signed" ? "Signed" : "Awaiting signature"}
              </span>
            )}
            <span className="text-xs font-medium text-muted-foreground" data-testid="document-version">
              Version {isOld ? viewing : document.version}
            </span>
          </div>
          <h1
            id="document-title"
            className="text-2xl leading-tight font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-950 sm:text-3xl"
          >
            {title}
          </h1>
          {!editing && (
            <VersionMenu
              documentId={document.id}
              currentVersion={document.version}
              shown={isOld ? viewing : document.version}
              onView={view}
            />
          )}
          <p className="text-sm text-muted-foreground">
            <time dateTime={document.createdAt}>{generatedOn(document.createdAt)}</time>
            {document.updatedAt !== document.createdAt && (
              <>
                {" · "}
                <time dateTime={document.updatedAt}>
                  Updated {formatDate(document.updatedAt)}
                </time>
              </>
            )}
          </p>
          {/* Why there is no Edit: an accepted quote, an issued invoice (the server's own words). */}
          {EditForm && !isOld && !editing && revisionRefusal(document) && (
            <p className="text-sm text-muted-foreground" data-testid="revision-refusal">
              {revisionRefusal(document)}
            </p>
          )}
        </div>
        {!isOld && !editing && (
          <div className="flex shrink-0 flex-wrap gap-2" aria-label="Document actions" role="group">
            <RenameDialog document={document} />
            {/* An accepted quote, an issued invoice: no revision (the server refuses one too). */}
            {EditForm && !revisionRefusal(document) && (
              <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
                <PencilLine aria-hidden="true" />
                Edit
              </Button>
            )}
            {document.status === "draft" && <FinalizeDialog documentId={document.id} />}
            {/* An uploaded PDF has no form to duplicate from. */}
            {document.type !== UPLOADED_PDF_TYPE && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              pending={duplicate.isPending}
              icon={Copy}
              onClick={() =>
                duplicate.mutate(undefined, {
                  onSuccess: (copy) => navigate(`/documents/${copy.id}`),
                })
              }
            >
              Duplicate
            </Button>
            )}
            {/* A draft is finalized before it is sent (the server refuses it: 409). */}
            {isSendable(document.type) && document.status !== "draft" && <SendToClientDialog document={document} />}
            {document.type === "quote" && <ConvertQuoteButton documentId={document.id} />}
            <SendForSignatureDialog document={document} />
            <DeleteDialog document={document} />
          </div>
        )}
      </header>
      {planLimit && (
        <p
          role="alert"
          className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {planLimit}{" "}
          <Link href="/pricing" className="font-medium underline underline-offset-2">
            See plans
          </Link>
        </p>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* First in the page, so that on a phone Download and Share come before the document
            (issue 28); from lg on, the grid puts them in the right-hand column. */}
        <aside
          aria-label="Downloads and sharing"
          className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
        >
          <DownloadCard documentId={document.id} documentType={document.type} version={isOld ? viewing : undefined} />
          <ShareCard documentId={document.id} share={document.share ?? null} />
          {!isOld && <BillingCard document={document} />}
        </aside>
        {editing && EditForm ? (
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <EditPanel document={document} Form={EditForm} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <article
            aria-labelledby="document-title"
            className="min-w-0 overflow-hidden rounded-xl border bg-white shadow-sm lg:col-start-1 lg:row-start-1"
          >
            <div className="px-6 py-8 sm:px-10 sm:py-10">
              {isOld && !old.data ? (
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
              ) : document.type === UPLOADED_PDF_TYPE ? (
                // An uploaded PDF: the file itself, in the browser's PDF viewer.
                <iframe
                  title={`${document.title} (PDF)`}
                  src={`/api/documents/${encodeURIComponent(document.id)}/uploaded.pdf`}
                  className="h-[75vh] w-full rounded border"
                />
              ) : (
                <DocumentContent
                  html={isOld && old.data ? old.data.content : document.content}
                  className="mx-auto max-w-3xl text-base"
                />
              )}
            </div>
          </article>
        )}
      </div>
      {document.banner && !isOld && (
        <div className="mt-6">
          <ConsentBannerPanel documentId={document.id} snippet={document.banner.snippet} />
        </div>
      )}
      <VersionHistory
        documentId={document.id}
        currentVersion={document.version}
        viewing={isOld ? viewing : null}
        onView={view}
      />
      {document.billingStatus && <BillingHistory documentId={document.id} />}
    </>
  );
}

export function DocumentViewer({
  id,
  isAuthLoading,
  isAuthenticated,
  user = null,
  editFormOf,
}: {
  id: string;
  isAuthLoading: boolean;
  isAuthenticated: boolean;
  user?: HeaderUser | null;
  /** The type's form for Edit; without it, documents can't be edited here. */
  editFormOf?: EditFormOf;
}) {
  const query = useDocument(id, { enabled: isAuthenticated });
  const signedOut = (!isAuthLoading && !isAuthenticated) || isUnauthorizedError(query.error);
  useLoginRedirect(signedOut, AUTH_REQUIRED_TOAST);

  if (isAuthLoading || signedOut || query.isPending) {
    return (
      <ViewerShell user={user}>
        <ViewerSkeleton />
      </ViewerShell>
    );
  }
  if (query.isError) {
    return (
      <ViewerShell user={user}>
        <DocumentNotFound />
      </ViewerShell>
    );
  }

  return (
    <ViewerShell user={user}>
      {/* Another document (a duplicate opened from here) starts with a fresh view. */}
      <DocumentView key={query.data.id} document={query.data} editFormOf={editFormOf} />
    </ViewerShell>
  );
}
