// Signature requests (docs/API.md "Signatures"): the owner's routes (signed in, their own
// documents and requests only), the signer's public routes (/api/sign/:token, no account: the
// token is the key) and POST /api/verify. Each validates, calls one service, answers.
import type { Request, RequestHandler, Response } from "express";
import { ZIdParamSchema } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { ZSignerDocumentQuery, ZDeclineBody, ZOtpVerifyBody, ZSignBody, ZSignatureRequestBody, ZSignatureRequestListQuery, ZVoidBody } from "../../shared/api/signatures";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import { sendStoredFile, type FileStore } from "../files";
import { AppError, invalidField, notFound, parseOrThrow } from "../errors";
import { getOwnDocument } from "../services/document-rows";
import { checkFieldsOnPages, GENERATED_FIELDS_MESSAGE, pageSizesOf } from "./fields";
import type { Mail } from "../mail";
import type { ImagePool } from "../images/pool";
import { clientAddress, type RateLimits } from "../security/rate-limit";
import type { Exporter } from "../services/exports";
import { exportFilename } from "../services/exports";
import { sendCode, verifyCode } from "./code";
import { createSignatureRequest } from "./create-request";
import { getSignatureRequest, listSignatureRequests, ownerSignedPdf } from "./owner-requests";
import { remindSigners } from "./remind";
import type { SignatureDeps } from "./requests";
import { declineToSign, signDocument } from "./sign";
import { signerSignedPdf, signingPage } from "./signer-link";
import { verifySealedPdf } from "./verify";
import { voidSignatureRequest } from "./void-request";
import { verifyDigests } from "./seal";
import { looksLikePdf, readBounded } from "./upload-routes";
import { signerDocumentFile } from "./signer-document";
import { sandboxHtmlHeaders } from "../routes/documents";
import { newRouter } from "../routes/new-router";

/** A PDF to verify: at most 20 MB. */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;
const VERIFY_TOO_LARGE_MESSAGE = "A PDF to verify may be at most 20 MB";

/** The sealed PDF, from the file store. */
const sendSignedPdf = async (res: Response, files: FileStore, { key, title }: { key: string; title: string }) => {
  const filename = exportFilename(title, "pdf").replace(/\.pdf$/, "-signed.pdf");
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  await sendStoredFile(res, files, key);
};

/** The signer's view of the document: the uploaded file, a printed PDF, or the sandboxed page. */
async function sendSignerDocument(res: Response, files: FileStore, file: Awaited<ReturnType<typeof signerDocumentFile>>) {
  res.set("Cache-Control", "private, no-store");
  if (file.kind === "uploaded_pdf") {
    // The signing page shows it in its frame (same origin only).
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${file.filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
    });
    await sendStoredFile(res, files, file.key);
    return;
  }
  if (file.kind === "pdf") {
    res.set({ "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${file.filename}"`, "X-Content-Type-Options": "nosniff" });
    res.send(file.body);
    return;
  }
  sandboxHtmlHeaders(res);
  // The signing page shows it in a frame of its own (same origin); nothing else may frame it.
  res.set("Content-Security-Policy", String(res.get("Content-Security-Policy")).replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.type("html").send(file.html);
}

/** A file to verify is a PDF by its declared type, and its declared size is within the bound, before any byte is read. */
const verifyBodyCheck: RequestHandler = (req, res, next) => {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/pdf") return next(new AppError("unsupported_media_type", "Send the PDF itself, with Content-Type: application/pdf"));
  if (Number(req.headers["content-length"] ?? 0) > VERIFY_MAX_BYTES) {
    res.set("Connection", "close");
    return next(new AppError("payload_too_large", VERIFY_TOO_LARGE_MESSAGE));
  }
  next();
};

export function signaturesRouter({
  config,
  database: { db, files },
  mail,
  exporter,
  images,
  publicImages,
  limits,
  deps,
}: {
  config: Config;
  database: Database;
  mail: Pick<Mail, "requireConfigured">;
  exporter: Exporter;
  /** Reads a signed-in user's PDF to verify off the event loop, in that user's turn. */
  images: ImagePool;
  /** Reads a PDF to verify without an account, in its address's turn. */
  publicImages: ImagePool;
  /** The PDF budget (RATE_LIMIT_PDF: the signer's PDFs count as every other PDF, per IP) and the verify budget. */
  limits: Pick<RateLimits, "pdf" | "verify">;
  deps: SignatureDeps;
}) {
  const router = newRouter();
  const requestId = (req: Request) => {
    const parsed = ZIdParamSchema.safeParse(req.params);
    if (!parsed.success) throw notFound("Signature request not found");
    return parsed.data.id;
  };
  const token = (req: Request) => String(req.params.token);

  // ---- The owner ----

  serve(router, api.signatures.create, [requireUser, mail.requireConfigured], async (req) => {
    const params = ZIdParamSchema.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const body = parseOrThrow(ZSignatureRequestBody, req.body ?? {});
    const user = currentUser(req);
    // Fields are checked against the uploaded PDF's own pages, read in the pool before the request's transaction.
    let checkedSha256: string | undefined;
    if (body.fields && body.fields.length > 0) {
      const found = await getOwnDocument({ db, userId: user.id, id: params.data.id });
      if (!found) throw notFound("Document not found");
      if (!found.version.pdfKey) throw invalidField("fields", GENERATED_FIELDS_MESSAGE);
      checkFieldsOnPages(body.fields, await pageSizesOf({ pool: images, files, key: found.version.pdfKey, owner: user.id }));
      checkedSha256 = found.version.sha256;
    }
    const created = await createSignatureRequest(deps, {
      user,
      documentId: params.data.id,
      body,
      checkedSha256,
      base: config.appUrl,
      origin: originOf(req),
    });
    return created;
  });

  serve(router, api.signatures.list, [requireUser], (req) => {
    const { documentId } = parseOrThrow(ZSignatureRequestListQuery, req.query);
    return listSignatureRequests(db, currentUser(req).id, documentId);
  });

  serve(router, api.signatures.get, [requireUser], (req) => getSignatureRequest(db, currentUser(req).id, requestId(req)));

  serve(router, api.signatures.remind, [requireUser, mail.requireConfigured], async (req) => {
    await remindSigners(deps, { user: currentUser(req), id: requestId(req), base: config.appUrl, origin: originOf(req) });
    return { status: "queued" } as const;
  });

  serve(router, api.signatures.void, [requireUser], (req) => {
    const id = requestId(req);
    const { reason } = parseOrThrow(ZVoidBody, req.body ?? {});
    return voidSignatureRequest(deps, { user: currentUser(req), id, reason, origin: originOf(req) });
  });

  router.get("/api/signature-requests/:id/signed.pdf", requireUser, async (req, res) => {
    await sendSignedPdf(res, files, await ownerSignedPdf(db, currentUser(req).id, requestId(req)));
  });

  // ---- The signer (public: the token is the key) ----

  serve(router, api.signatures.page, [], (req, res) => {
    res.set("Cache-Control", "private, no-store");
    return signingPage(db, token(req), originOf(req));
  });

  // The page itself is HTML (free of the PDF budget); its PDF is printed for whoever holds the link.
  const pdfLimit: RequestHandler = (req, res, next) => (req.query.format === "pdf" ? limits.pdf(req, res, next) : next());

  router.get("/api/sign/:token/document", pdfLimit, async (req, res) => {
    const { format = "html" } = parseOrThrow(ZSignerDocumentQuery, req.query);
    await sendSignerDocument(res, files, await signerDocumentFile({ db, exporter, token: token(req), format }));
  });

  serve(router, api.signatures.sendCode, [mail.requireConfigured], async (req) => {
    await sendCode(deps, token(req), originOf(req));
  });

  serve(router, api.signatures.verifyCode, [], async (req) => {
    const { code } = parseOrThrow(ZOtpVerifyBody, req.body ?? {});
    await verifyCode({ db, codeKey: deps.codeKey }, token(req), code, originOf(req));
  });

  serve(router, api.signatures.sign, [], async (req) => {
    const { signature, fields } = parseOrThrow(ZSignBody, req.body ?? {});
    const { completed } = await signDocument(deps, { token: token(req), signature, fields, base: config.appUrl, origin: originOf(req) });
    return { status: "signed", completed } as const;
  });

  serve(router, api.signatures.decline, [], async (req) => {
    const { reason } = parseOrThrow(ZDeclineBody, req.body ?? {});
    await declineToSign(deps, { token: token(req), reason, base: config.appUrl, origin: originOf(req) });
  });

  router.get("/api/sign/:token/signed.pdf", limits.pdf, async (req, res) => {
    await sendSignedPdf(res, files, await signerSignedPdf(db, token(req)));
  });

  // ---- Verification (public) ----

  // The PDF is read in a pool worker, which answers its digests; here they are looked up. A
  // signed-in user's is that user's work, in the users' pool; anyone else's takes turns by address
  // in the public pool, so a flood of them never waits in front of a user's job.
  serve(
    router,
    api.signatures.verify,
    [limits.verify, verifyBodyCheck],
    async (req, res) => {
      const pdf = await readBounded(req, res, VERIFY_MAX_BYTES, VERIFY_TOO_LARGE_MESSAGE);
      if (!looksLikePdf(pdf)) throw new AppError("unsupported_media_type", "The file is not a PDF");
      const digests = req.user ? await verifyDigests(images, pdf, req.user.id) : await verifyDigests(publicImages, pdf, clientAddress(req));
      return verifySealedPdf(db, digests);
    },
  );

  return router;
}
