// The labels of a document's type and the addresses of its exports. What the API answers for a
// document is TDocument (@shared/api/documents).
/** The registry's label (a made or an uploaded type's); else the type's words. */
export { documentTypeLabel } from "@shared/doc-types/registry";

/** The viewer's query key; the default fetcher turns it into GET /api/documents/{id}. */
export const documentQueryKey = (id: string) => ["/api/documents", id] as const;

export type ExportFormat = "html" | "markdown" | "pdf";
export type PaperSize = "a4" | "letter";

export function exportUrl(id: string, format: ExportFormat, paper?: PaperSize): string {
  const base = `/api/documents/${encodeURIComponent(id)}/export/${format}`;
  return paper ? `${base}?paper=${paper}` : base;
}
