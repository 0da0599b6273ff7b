// Uploaded PDFs (docs/API.md "Uploaded PDFs"): the route has bounded the body and checked its magic
// number; the image pool's worker parses it with a time and memory budget and counts its pages;
// the file goes to the file store (server/files: hashed a slice at a time, never through the
// database); then one transaction takes one unit of the plan's allowance and writes the document
// (type uploaded_pdf), its version 1 naming the file, kept exactly as uploaded, and the activity
// entry. A transaction that fails removes the file again.
import { documents, documentVersions, type Document, type DocumentVersion, type User } from "../../shared/schema";
import { UPLOAD_PDF_MAX_PAGES, UPLOADED_PDF_TYPE, uploadTooManyPagesMessage } from "../../shared/api/uploaded-pdf";
import { columnsExcept, type Db } from "../db";
import { uploadedPdfHtml } from "../doc-types/uploaded-pdf";
import { AppError } from "../errors";
import type { FileStore } from "../files";
import { JobOverBudget, type ImagePool } from "../images/pool";
import { recordActivity, type RequestOrigin } from "../services/activity";
import type { DocumentWithVersion } from "../services/create-document";
import { planLimitMessage, takeAllowance } from "../services/quota";

/** Time a worker may spend reading one PDF. */
export const PDF_READ_BUDGET_MS = 10_000;

/** The PDF's page count, read off the event loop in `owner`'s turn; over budget, the file is refused. */
export async function countPdfPages(pool: ImagePool, pdf: Buffer, owner: string): Promise<number> {
  try {
    // A copy, moved to the worker: the upload's own bytes stay here to be stored.
    const copy = new Uint8Array(pdf);
    const { pages } = await pool.run({ kind: "pdf-info", pdf: copy }, { budgetMs: PDF_READ_BUDGET_MS, owner, transfer: [copy.buffer] });
    return pages;
  } catch (err) {
    if (err instanceof JobOverBudget) throw new AppError("unprocessable", "The PDF is too complex to read: upload a simpler copy");
    throw err;
  }
}

export async function uploadPdfDocument({
  db,
  files,
  pool,
  user,
  pdf,
  title = "Uploaded PDF",
  freeLimit,
  origin,
}: {
  db: Db;
  files: FileStore;
  pool: ImagePool;
  user: User;
  pdf: Buffer;
  title?: string | undefined;
  freeLimit: number;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  const pages = await countPdfPages(pool, pdf, user.id);
  if (pages > UPLOAD_PDF_MAX_PAGES) throw new AppError("invalid_input", uploadTooManyPagesMessage(pages), [{ path: "body", message: uploadTooManyPagesMessage(pages) }]);
  const file = await files.put(pdf);
  const html = uploadedPdfHtml(title, pages);
  const written = db.transaction(async (tx) => {
    if (!(await takeAllowance(tx, user.id, freeLimit))) throw new AppError("plan_limit", planLimitMessage(freeLimit));
    const now = new Date();
    const [row] = await tx
      .insert(documents)
      .values({ userId: user.id, type: UPLOADED_PDF_TYPE, title, content: html, status: "final", currentVersion: 1, createdAt: now, updatedAt: now })
      .returning(columnsExcept(documents, "content"));
    const document: Document = { ...row!, content: html };
    const [stored] = await tx
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
        sha256: file.sha256,
        pdfKey: file.key,
        createdBy: user.id,
        createdAt: now,
      })
      .returning();
    const version: DocumentVersion = stored!;
    await recordActivity({
      db: tx,
      entry: { userId: user.id, action: "document.uploaded", entityType: "document", entityId: document.id, metadata: { type: UPLOADED_PDF_TYPE, title, pages } },
      origin,
    });
    return { document, version };
  });
  return written.catch(async (err: unknown) => {
    await files.delete([file.key]).catch(() => {});
    throw err;
  });
}
