// POST /api/documents/upload (docs/API.md "Uploaded PDFs"): a PDF as the body. The type is checked
// before a byte is read (415), the declared length too (413), reading stops past 20 MB while it
// streams (413, connection closed), and then its bytes must start with the PDF magic number (415). The service reads
// it off the event loop and stores it as a document of type uploaded_pdf, its file in the file store.
import type { Request, Response } from "express";
import { ZIdParamSchema } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { UPLOAD_PDF_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE, ZUploadPdfQuery } from "../../shared/api/uploaded-pdf";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import { sendStoredFile } from "../files";
import type { ServerDocType } from "../doc-types/define";
import { AppError, notFound, parseOrThrow } from "../errors";
import type { ImagePool } from "../images/pool";
import type { RateLimits } from "../security/rate-limit";
import { getOwnDocument } from "../services/document-rows";
import { exportFilename } from "../services/exports";
import { uploadPdfDocument } from "./upload";
import { presentDocument } from "../services/present-document";
import { serve } from "../contract";
import { newRouter } from "../routes/new-router";

const declaredType = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/** True when the bytes start with the PDF header (%PDF-). */
export const looksLikePdf = (bytes: Buffer) => bytes.length >= 8 && bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * The body, at most `limit` bytes. Past it, reading stops at once and the answer is a 413 (with
 * `message`) that closes the connection, so the rest is never read (express.raw would read it all
 * to discard it). Also POST /api/verify's.
 */
export function readBounded(req: Request, res: Response, limit: number, message = UPLOAD_TOO_LARGE_MESSAGE): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        res.set("Connection", "close");
        reject(new AppError("payload_too_large", message));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

export function uploadedPdfsRouter({
  config,
  database: { db, files },
  images,
  limits,
  types,
}: {
  config: Config;
  database: Database;
  images: ImagePool;
  limits: RateLimits;
  types: ReadonlyMap<string, ServerDocType>;
}) {
  const router = newRouter();
  serve(
    router,
    api.documents.upload,
    [
      requireUser,
      limits.generate,
      (req, res, next) => {
        if (declaredType(req.headers["content-type"]) !== "application/pdf") {
          return next(new AppError("unsupported_media_type", "Send the PDF itself as the body, with Content-Type: application/pdf"));
        }
        if (Number(req.headers["content-length"] ?? 0) > UPLOAD_PDF_MAX_BYTES) {
          res.set("Connection", "close");
          return next(new AppError("payload_too_large", UPLOAD_TOO_LARGE_MESSAGE));
        }
        next();
      },
    ],
    async (req, res) => {
      const { title } = parseOrThrow(ZUploadPdfQuery, req.query);
      const pdf = await readBounded(req, res, UPLOAD_PDF_MAX_BYTES);
      if (!looksLikePdf(pdf)) throw new AppError("unsupported_media_type", "The file is not a PDF");
      const created = await uploadPdfDocument({ db, files, pool: images, user: currentUser(req), pdf, title, freeLimit: config.freeDocumentLimit, origin: originOf(req) });
      return presentDocument(created, { share: null, base: config.appUrl, types });
    },
  );
  // The uploaded file itself, inline, for the document's viewer to show in a frame of the app.
  router.get("/api/documents/:id/uploaded.pdf", requireUser, async (req, res) => {
    const params = ZIdParamSchema.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const found = await getOwnDocument({ db, userId: currentUser(req).id, id: params.data.id });
    if (!found) throw notFound("Document not found");
    const key = found.version.pdfKey;
    if (!key) throw notFound("This document is not an uploaded PDF");
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${exportFilename(found.document.title, "pdf")}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
      "Cache-Control": "private, no-cache",
      ETag: `"${found.version.sha256}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    await sendStoredFile(res, files, key);
  });
  return router;
}
