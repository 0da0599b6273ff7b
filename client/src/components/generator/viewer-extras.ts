// A type's viewer extras (client/src/doc-types/registry.ts, VIEWER_EXTRAS): what the viewer shows
// of a document of that type besides what it shows of every document: below it (a cookie policy's
// consent banner), or in place of its text (an uploaded PDF's file). The app provides the
// registry's through this context (app/providers.tsx), so the viewer (features/documents) reaches
// no type's folder.
import { type ComponentType, createContext, useContext } from "react";
import type { TDocument } from "@shared/api/documents";

export interface ViewerExtrasProps {
  document: TDocument;
  /** An older version is on screen rather than the current one. */
  isOld: boolean;
}

export interface ViewerExtras {
  /** Below the document. */
  below?: ComponentType<ViewerExtrasProps>;
  /** In place of the document's text: what the document is (an uploaded PDF: the file). */
  body?: ComponentType<ViewerExtrasProps>;
}

/** A type's viewer extras by its kind; none by default. */
export const ViewerExtrasContext = createContext<(type: string) => ViewerExtras | undefined>(() => undefined);

export const useViewerExtras = (type: string): ViewerExtras | undefined => useContext(ViewerExtrasContext)(type);
