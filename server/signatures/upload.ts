// Uploaded PDFs (docs/API.md "Uploaded PDFs"): the route has bounded the body and checked its magic
// number; the image pool's worker parses it with a time and memory budget and counts its pages;
// then one transaction takes one unit of the plan's allowance and writes the document (type
// uploaded_pdf), its version 1 holding the bytes exactly as uploaded, and the activity entry.
import { createHash } from "node:crypto";
import { documents, documentVersions, type Document, type DocumentVersion, type User } from "../../shared/schema";
import { UPLOAD_PDF_MAX_PAGES, UPLOADED_PDF_TYPE, uploadTooManyPagesMessage } from "../../shared/api/uploaded-pdf";
import { columnsExcept, type Db } from "../db";
import { escapeHtml } from "../documents";
import { AppError } from "../errors";
import { JobOverBudget, type ImagePool } from "../images/pool";
import { recordActivity, type RequestOrigin } from "../services/activity";
import type { DocumentWithVersion } from "../services/create-document";
import { planLimitMessage, takeAllowance } from "../services/quota";

/** Time a worker may spend reading one PDF. */
export const PDF_READ_BUDGET_MS = 10_000;

/** What the viewer and the document's content say about an uploaded PDF (its pages are the PDF). */
export function uploadedPdfHtml(title: string, pages: number): string {
  return `<div class="doc-page uploaded-pdf"><h1>${escapeHtml(title)}</h1>
<p>An uploaded PDF of ${pages} ${pages === 1 ? "page" : "pages"}, kept exactly as it was uploaded. Its PDF export is the file itself.</p></div>`;
}

/** The PDF's page count, read off the event loop; over budget, the file is refused. */
export async function countPdfPages(pool: ImagePool, pdf: Buffer): Promise<number> {
  try {
    const { pages } = await pool.run({ kind: "pdf-info", pdf: new Uint8Array(pdf) }, { budgetMs: PDF_READ_BUDGET_MS });
    return pages;
  } catch (err) {
    if (err instanceof JobOverBudget) throw new AppError("unprocessable", "The PDF is too complex to read: upload a simpler copy");
    throw err;
  }
}

export async function uploadPdfDocument({
  db,
  pool,
  user,
  pdf,
  title = "Uploaded PDF",
  freeLimit,
  origin,
}: {
  db: Db;
  pool: ImagePool;
  user: User;
  pdf: Buffer;
  title?: string | undefined;
  freeLimit: number;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  const pages = await countPdfPages(pool, pdf);
  if (pages > UPLOAD_PDF_MAX_PAGES) throw new AppError("invalid_input", uploadTooManyPagesMessage(pages), [{ path: "body", message: uploadTooManyPagesMessage(pages) }]);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const html = uploadedPdfHtml(title, pages);
  return db.transaction(async (tx) => {
    if (!(await takeAllowance(tx, user.id, freeLimit))) throw new AppError("plan_limit", planLimitMessage(freeLimit));
    const now = new Date();
    const [row] = await tx
      .insert(documents)
      .values({ userId: user.id, type: UPLOADED_PDF_TYPE, title, content: html, status: "final", currentVersion: 1, createdAt: now, updatedAt: now })
      .returning(columnsExcept(documents, "content"));
    const document: Document = { ...row!, content: html };
    const [written] = await tx
      .insert(documentVersions)
      .values({
        documentId: document.id,
        version: 1,
        templateId: UPLOADED_PDF_TYPE,
        templateVersion: 1,
        input: { pages, bytes: pdf.length },
        context: { generatedAt: now.toISOString() },
        title,
        html,
        markdown: null,
        sha256,
        pdf,
        createdBy: user.id,
        createdAt: now,
      })
      .returning(columnsExcept(documentVersions, "pdf"));
    const version: DocumentVersion = { ...written!, pdf };
    await recordActivity({
      db: tx,
      entry: { userId: user.id, action: "document.uploaded", entityType: "document", entityId: document.id, metadata: { type: UPLOADED_PDF_TYPE, title, pages } },
      origin,
    });
    return { document, version };
  });
}
