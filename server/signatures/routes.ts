// Signature requests (docs/API.md "Signatures"): the owner's routes (signed in, their own
// documents and requests only), the signer's public routes (/api/sign/:token, no account: the
// token is the key) and POST /api/verify. Each validates, calls one service, answers.
import express, { type Request, type Response } from "express";
import { ZIdParamSchema } from "../../shared/api/params";
import { ZSignerDocumentQuery, ZDeclineBody, ZOtpVerifyBody, ZSignBody, ZSignatureRequestBody, ZVoidBody } from "../../shared/api/signatures";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import { AppError, notFound, parseOrThrow } from "../errors";
import type { Mail } from "../mail";
import type { ImagePool } from "../images/pool";
import type { Exporter } from "../services/exports";
import { exportFilename } from "../services/exports";
import type { SignatureDeps } from "./service";
import {
  createSignatureRequest,
  declineToSign,
  getSignatureRequest,
  listSignatureRequests,
  ownerSignedPdf,
  remindSigners,
  sendCode,
  signDocument,
  signerSignedPdf,
  signingPage,
  verifyCode,
  verifySealedPdf,
  voidSignatureRequest,
} from "./service";
import { findSignature, sha256 } from "./seal";
import { signerDocumentFile } from "./signer-document";
import { sandboxHtmlHeaders } from "../routes/documents";
import { baseUrl } from "../services/present-document";
import { newRouter } from "../routes/router";

/** A PDF to verify: at most 20 MB. */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;

const sendPdf = (res: Response, pdf: Buffer, title: string) => {
  const filename = exportFilename(title, "pdf").replace(/\.pdf$/, "-signed.pdf");
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  res.send(pdf);
};

export function signaturesRouter({
  config,
  database: { db },
  mail,
  exporter,
  images,
  deps,
}: {
  config: Config;
  database: Database;
  mail: Pick<Mail, "requireConfigured">;
  exporter: Exporter;
  /** Reads a rewritten copy's signature off the event loop (POST /api/verify). */
  images: ImagePool;
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

  router.post("/api/documents/:id/signature-requests", requireUser, mail.requireConfigured, async (req, res) => {
    const params = ZIdParamSchema.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const body = parseOrThrow(ZSignatureRequestBody, req.body ?? {});
    const created = await createSignatureRequest(deps, {
      user: currentUser(req),
      documentId: params.data.id,
      body,
      base: baseUrl(config, req),
      origin: originOf(req),
    });
    res.status(201).json(created);
  });

  router.get("/api/signature-requests", requireUser, async (req, res) => {
    res.json(await listSignatureRequests(db, currentUser(req).id));
  });

  router.get("/api/signature-requests/:id", requireUser, async (req, res) => {
    res.json(await getSignatureRequest(db, currentUser(req).id, requestId(req)));
  });

  router.post("/api/signature-requests/:id/remind", requireUser, mail.requireConfigured, async (req, res) => {
    await remindSigners(deps, { user: currentUser(req), id: requestId(req), base: baseUrl(config, req), origin: originOf(req) });
    res.status(202).json({ status: "queued" });
  });

  router.post("/api/signature-requests/:id/void", requireUser, async (req, res) => {
    const id = requestId(req);
    const { reason } = parseOrThrow(ZVoidBody, req.body ?? {});
    res.json(await voidSignatureRequest(deps, { user: currentUser(req), id, reason, origin: originOf(req) }));
  });

  router.get("/api/signature-requests/:id/signed.pdf", requireUser, async (req, res) => {
    const { pdf, title } = await ownerSignedPdf(db, currentUser(req).id, requestId(req));
    sendPdf(res, pdf, title);
  });

  // ---- The signer (public: the token is the key) ----

  router.get("/api/sign/:token", async (req, res) => {
    res.set("Cache-Control", "private, no-store");
    res.json(await signingPage(db, token(req), originOf(req)));
  });

  router.get("/api/sign/:token/document", async (req, res) => {
    const { format = "html" } = parseOrThrow(ZSignerDocumentQuery, req.query);
    const file = await signerDocumentFile({ db, exporter, token: token(req), format });
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
      res.send(file.body);
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
  });

  router.post("/api/sign/:token/otp", mail.requireConfigured, async (req, res) => {
    await sendCode(deps, token(req), originOf(req));
    res.status(204).end();
  });

  router.post("/api/sign/:token/otp/verify", async (req, res) => {
    const { code } = parseOrThrow(ZOtpVerifyBody, req.body ?? {});
    await verifyCode({ db, codeKey: deps.codeKey }, token(req), code, originOf(req));
    res.status(204).end();
  });

  router.post("/api/sign/:token/sign", async (req, res) => {
    const { signature } = parseOrThrow(ZSignBody, req.body ?? {});
    const { completed } = await signDocument(deps, { token: token(req), signature, base: baseUrl(config, req), origin: originOf(req) });
    res.json({ status: "signed", completed });
  });

  router.post("/api/sign/:token/decline", async (req, res) => {
    const { reason } = parseOrThrow(ZDeclineBody, req.body ?? {});
    await declineToSign(deps, { token: token(req), reason, base: baseUrl(config, req), origin: originOf(req) });
    res.status(204).end();
  });

  router.get("/api/sign/:token/signed.pdf", async (req, res) => {
    const { pdf, title } = await signerSignedPdf(db, token(req));
    sendPdf(res, pdf, title);
  });

  // ---- Verification (public) ----

  router.post(
    "/api/verify",
    (req, _res, next) => {
      const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "application/pdf") return next(new AppError("unsupported_media_type", "Send the PDF itself, with Content-Type: application/pdf"));
      const length = Number(req.headers["content-length"] ?? 0);
      if (length > VERIFY_MAX_BYTES) return next(new AppError("payload_too_large", "A PDF to verify may be at most 20 MB"));
      next();
    },
    express.raw({ type: "application/pdf", limit: VERIFY_MAX_BYTES }),
    async (req, res) => {
      const pdf = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (pdf.length < 8 || pdf.subarray(0, 5).toString("latin1") !== "%PDF-") {
        throw new AppError("unsupported_media_type", "The file is not a PDF");
      }
      res.json(await verifySealedPdf(db, pdf, await findSignature(images, pdf), sha256));
    },
  );

  return router;
}
