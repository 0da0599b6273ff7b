// The document viewer (spec sections 2 and 8): skeleton, sign-in redirect, not-found screen, or the
// document with its downloads and share link; and what the owner does to it: rename, edit in the
// type's own form (a new version), finalize, duplicate, delete, read and restore older versions,
// compare any two, and take a newer template once they have seen what it changes.
//
// DocumentView is the page's layout. Each area fills its places in it: the document area
// (document-area.tsx: heading, actions, the document; edit-panel.tsx, version-controls.tsx), the
// signatures area (signature-area.tsx), the invoicing area (billing-area.tsx), the publications
// area (publication-area.tsx: a policy's Publish panel) and the compliance scans (scan-area.tsx:
// a policy checked against the website), whose pieces
// come from those areas' public entries; and the document's type (its viewer extras, which the
// app provides: a cookie policy's consent banner below it, an uploaded PDF's file for its text).
import { type ComponentType, useState } from "react";
import { useLocation } from "wouter";
import type { TDocument } from "@shared/api/documents";
import type { HeaderUser } from "@/components/layout/app-header";
import type { DocFormEditProps } from "@/components/generator/doc-form-props";
import { useViewerExtras } from "@/components/generator/viewer-extras";
import { useLoginRedirect } from "@/hooks/use-login-redirect";
import { isUnauthorizedError } from "@/lib/api-client";
import { planLimitMessageOf } from "@/lib/api-errors";
import { useDuplicateDocument } from "../api/document-mutations";
import { useDocument } from "../api/get-document";
import { useVersion } from "../api/versions";
import { BillingActions, BillingAside, BillingFooter } from "./billing-area";
import { DocumentActions, DocumentBody, DocumentHeading, PlanLimitAlert } from "./document-area";
import { DeleteDialog } from "./document-dialogs";
import { DownloadCard } from "./download-card";
import { EditPanel } from "./edit-panel";
import { PublicationAside } from "./publication-area";
import { ScanArea } from "./scan-area";
import { ShareCard } from "./share-card";
import { SignatureActions, SignatureAside } from "./signature-area";
import { hasTemplateUpdate, TemplateUpdateBanner } from "./template-update-banner";
import { OldVersionBanner } from "./version-controls";
import { VersionHistory } from "./version-history";
import { DocumentNotFound, ViewerShell, ViewerSkeleton } from "./viewer-frame";

export const AUTH_REQUIRED_TOAST = {
  title: "Authentication Required",
  description: "Please log in to view documents.",
};

/** The form a document type edits with (the app maps a type to its lazily loaded form). */
export type EditFormOf = (type: string) => ComponentType<DocFormEditProps> | undefined;
function DocumentView({ document, editFormOf }: { document: TDocument; editFormOf?: EditFormOf }) {
  const [, navigate] = useLocation();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const old = useVersion(document.id, viewing);
  const duplicate = useDuplicateDocument(document.id);
  const EditForm = editFormOf?.(document.type);
  // What the type shows besides its text (the app provides each type's: app/providers.tsx).
  const extras = useViewerExtras(document.type);
  const Below = extras?.below;

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
        <DocumentHeading
          document={document}
          title={title}
          shown={isOld ? viewing : document.version}
          isOld={isOld}
          editing={editing}
          canEdit={!!EditForm}
          onView={view}
        />
        {!isOld && !editing && (
          <div className="flex shrink-0 flex-wrap gap-2" aria-label="Document actions" role="group">
            <DocumentActions
              document={document}
              canEdit={!!EditForm}
              onEdit={() => setEditing(true)}
              duplicate={duplicate}
              onDuplicated={(copy) => navigate(`/documents/${copy.id}`)}
            />
            <BillingActions document={document} />
            <SignatureActions document={document} />
            <DeleteDialog document={document} />
          </div>
        )}
      </header>
      <PlanLimitAlert message={planLimitMessageOf(duplicate.error)} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* First in the page, so that on a phone Download and Share come before the document;
            from lg on, the grid puts them in the right-hand column. */}
        <aside
          aria-label="Downloads and sharing"
          className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
        >
          <DownloadCard
            documentId={document.id}
            documentType={document.type}
            version={isOld ? viewing : undefined}
            eInvoice={isOld ? undefined : document.eInvoice}
            draft={document.status === "draft"}
          />
          <ShareCard documentId={document.id} share={document.share ?? null} />
          <PublicationAside document={document} isOld={isOld} />
          <BillingAside document={document} isOld={isOld} />
          <SignatureAside document={document} isOld={isOld} />
        </aside>
        {editing && EditForm ? (
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <EditPanel document={document} Form={EditForm} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <DocumentBody document={document} viewing={isOld ? viewing : null} old={old} Body={extras?.body} />
        )}
      </div>
      {Below && <Below document={document} isOld={isOld} />}
      <ScanArea document={document} isOld={isOld} />
      <VersionHistory
        documentId={document.id}
        currentVersion={document.version}
        viewing={isOld ? viewing : null}
        onView={view}
      />
      <BillingFooter document={document} />
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
