// The labels of a document's type and the addresses of its exports. What the API answers for a
// document is TDocument (@shared/api/documents).
import { documentTypeLabel as registeredLabel, isDocumentKind } from "@shared/doc-types/registry";

/** Spec section 2 also names a type no tool makes yet; its label, until it is registered. An
 * uploaded PDF (the signature tool) is a document without a template. */
const PLANNED_TYPE_LABELS: Record<string, string> = { contractor_agreement: "Contractor Agreement", uploaded_pdf: "Uploaded PDF" };

/** The registry's label; the spec's for a planned type; else the type's words. */
export const documentTypeLabel = (type: string): string =>
  isDocumentKind(type) ? registeredLabel(type) : (PLANNED_TYPE_LABELS[type] ?? registeredLabel(type));

/** The viewer's query key; the default fetcher turns it into GET /api/documents/{id}. */
export const documentQueryKey = (id: string) => ["/api/documents", id] as const;

export type ExportFormat = "html" | "markdown" | "pdf";
export type PaperSize = "a4" | "letter";

export function exportUrl(id: string, format: ExportFormat, paper?: PaperSize): string {
  const base = `/api/documents/${encodeURIComponent(id)}/export/${format}`;
  return paper ? `${base}?paper=${paper}` : base;
}

export const bannerPreviewUrl = (id: string) =>
  `/api/documents/${encodeURIComponent(id)}/banner-preview`;

export const shareApiUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/share`;

/** 'final' is the primary badge; every other status the secondary one (spec section 3). */
export const statusBadgeVariant = (status: string) =>
  status === "final" ? ("default" as const) : ("secondary" as const);
