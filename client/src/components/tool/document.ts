// What the generators and the viewer receive for a document (docs/API.md "Documents"), the
// labels of its type, and the addresses of its exports.

export interface DocumentShare {
  url: string;
  createdAt: string;
}

export interface ConsentBanner {
  /** The embeddable <script> snippet for the customer's website. */
  snippet: string;
  config?: unknown;
}

export interface GeneratedDocument {
  id: string;
  type: string;
  title: string;
  status: string;
  /** The body as HTML; every user string is escaped by the server, so it is safe to insert. */
  content: string;
  createdAt: string;
  updatedAt?: string;
  metadata?: unknown;
  share?: DocumentShare | null;
  /** Cookie policies only. */
  banner?: ConsentBanner;
}

/** Spec section 2, plus the types the spec's list leaves out (cookie policy, receipt). */
export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  privacy_policy: "Privacy Policy",
  terms_conditions: "Terms & Conditions",
  cookie_policy: "Cookie Policy",
  nda: "NDA",
  invoice: "Invoice",
  quote: "Quote",
  receipt: "Receipt",
  contractor_agreement: "Contractor Agreement",
};

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_LABELS[type] ?? type.replace(/_/g, " ");
}

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
