// An uploaded PDF (docs/API.md "Uploaded PDFs"): a document of type uploaded_pdf whose one version
// keeps the PDF's bytes as uploaded, so it can be sent for signature like any other document.
import { z } from "zod";
import { uploadedPdfMeta } from "../doc-types/uploaded-pdf/meta";

export const UPLOADED_PDF_TYPE = uploadedPdfMeta.kind;
export const UPLOAD_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_PDF_MAX_PAGES = 100;
export const UPLOAD_TITLE_MAX = 300;
export const UPLOAD_TOO_LARGE_MESSAGE = "The PDF may be at most 20 MB";
export const uploadTooManyPagesMessage = (pages: number) => `The PDF may have at most ${UPLOAD_PDF_MAX_PAGES} pages: this one has ${pages}`;
export const UPLOADED_PDF_NO_FORM_MESSAGE = "An uploaded PDF has no form to edit, duplicate or update: upload a new PDF instead";
export const ONLY_PDF_MESSAGE = "This document is an uploaded PDF: only its PDF is available (export it as pdf)";

/** The query of POST /api/documents/upload: the document's title (the file's name, by default "Uploaded PDF"). */
export const ZUploadPdfQuery = z.object({
  title: z
    .string({ error: "title must be text" })
    .trim()
    .min(1, "title must not be empty")
    .max(UPLOAD_TITLE_MAX, `title may be at most ${UPLOAD_TITLE_MAX} characters`)
    .optional(),
});
