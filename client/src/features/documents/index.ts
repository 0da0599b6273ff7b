// The documents area's public entry: a generated document as the rest of the client shows it (lint
// lets other features, components/, lib/ and the document types import this file of the area and
// nothing else in it): its row in a list (the dashboard), its preview card and its Download PDF and
// Share (a generator's result), its content (the client's public page) and a type's label. The documents list and the viewer are reached by app/.
export { documentTypeLabel } from "./document";
export { DocumentContent } from "./components/document-content";
export { DocumentPreviewCard } from "./components/document-preview-card";
export { DocumentRow, DocumentRowsSkeleton } from "./components/document-row";
export { DownloadPdfButton, useShareAction } from "./components/pdf-and-share";
