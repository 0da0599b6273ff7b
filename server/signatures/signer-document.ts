// GET /api/sign/:token/document: what the signer reads, the version the request was sent for, with
// no watermark (a Free plan's copy only says in its footer it was sent with FounderDocs): an uploaded
// PDF as uploaded, else the stored HTML on a page, or its PDF export on the business's paper.
import { htmlPage, SENT_WITH_FOOTER } from "../documents";
import type { Db } from "../db";
import { exportFilename, paperOf, type Exporter } from "../services/exports";
import { signerDocument } from "./signer-link";

export type SignerDocumentFile =
  /** An uploaded PDF: both formats answer the PDF as uploaded (it has no HTML), read from the file store. */
  | { kind: "uploaded_pdf"; key: string; filename: string }
  | { kind: "pdf"; body: Buffer; filename: string }
  | { kind: "html"; html: string };

export async function signerDocumentFile({
  db,
  exporter,
  token,
  format,
}: {
  db: Db;
  exporter: Exporter;
  token: string;
  format: "html" | "pdf";
}): Promise<SignerDocumentFile> {
  const { request, document, version, owner } = await signerDocument(db, token);
  const watermark = owner.subscription !== "pro";
  // Under the title it was sent with, though the document may have been renamed since.
  if (version.pdfKey) return { kind: "uploaded_pdf", key: version.pdfKey, filename: exportFilename(request.documentTitle, "pdf") };
  if (format === "pdf") {
    const out = await exporter.render({ document: { ...document, title: request.documentTitle }, version, format: "pdf", paper: paperOf(version), watermark, counterparty: true });
    return { kind: "pdf", body: out.body, filename: out.filename };
  }
  return { kind: "html", html: htmlPage(version.html, request.documentTitle, { noindex: true, ...(watermark ? { footerNote: SENT_WITH_FOOTER } : {}) }) };
}
