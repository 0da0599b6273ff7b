// An uploaded PDF's server side. No template makes it: the upload (server/signatures/upload.ts)
// stores the file as it came, and its version's text is this page, naming the file, which the
// viewer's content, the list's preview and the share page show. Its capabilities (shared meta:
// `uploaded`) make the exports answer the file itself and refuse a form (edit, duplicate, update).
import { uploadedPdfMeta } from "../../../shared/doc-types/uploaded-pdf/meta";
import { escapeHtml } from "../../documents";

export const uploadedPdf = uploadedPdfMeta;

/** What the viewer and the document's content say about an uploaded PDF (its pages are the PDF). */
export function uploadedPdfHtml(title: string, pages: number): string {
  return `<div class="doc-page uploaded-pdf"><h1>${escapeHtml(title)}</h1>
<p>An uploaded PDF of ${pages} ${pages === 1 ? "page" : "pages"}, kept exactly as it was uploaded. Its PDF export is the file itself.</p></div>`;
}
