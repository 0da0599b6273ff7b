import type { ComponentType } from "react";
import { isDocumentKind } from "@shared/doc-types/registry";
import { DOC_FORMS } from "@/doc-types/registry";
import { DocumentViewer } from "@/features/documents/components/document-viewer";
import { useAuth } from "@/lib/auth";
import type { DocFormEditProps } from "@/components/generator/doc-form-props";

/** Only the app reaches a form (docs/ARCHITECTURE.md): the viewer gets its type's form from here. */
const editFormOf = (type: string): ComponentType<DocFormEditProps> | undefined =>
  isDocumentKind(type) ? DOC_FORMS[type] : undefined;

export default function DocumentViewerPage({ id }: { id: string }) {
  const { user, isLoading, isAuthenticated } = useAuth();
  return (
    <DocumentViewer
      id={id}
      isAuthLoading={isLoading}
      isAuthenticated={isAuthenticated}
      user={user}
      editFormOf={editFormOf}
    />
  );
}
