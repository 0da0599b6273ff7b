// A user's documents: the list, one document (its current or an older version), its exports and
// its share link. Every route is scoped to the owner: another user's id answers 404.
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import type { ServerDocType } from "../doc-types/define";
import { notFound, parseOrThrow } from "../errors";
import type { RateLimits } from "../security/rate-limit";
import { recordActivity } from "../services/activity";
import { DOCUMENT_LIST_LIMIT, getOwnDocument, listDocuments } from "../services/documents";
import { EXPORT_FORMATS, type Exporter } from "../services/exports";
import { createShare, getActiveShare, revokeShares } from "../services/shares";
import { DocumentIdParam } from "./params";
import { baseUrl, presentDocument, shareUrl } from "./present";
import { newRouter } from "./router";

const ListQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(DOCUMENT_LIST_LIMIT, `limit must be at most ${DOCUMENT_LIST_LIMIT}`)
    .optional(),
});

const ExportQuery = z.object({
  paper: z
    .enum(["a4", "letter", "A4", "Letter"], { error: "paper must be a4 or letter" })
    .optional()
    .transform((p) => (p?.toLowerCase() === "letter" ? ("Letter" as const) : ("A4" as const))),
});

/** Headers for HTML we serve that holds user content: nothing in it may run in our origin. */
export function sandboxHtmlHeaders(res: Response, extraCsp = "") {
  res.set({
    "Content-Security-Policy": `sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'${extraCsp}`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  });
}

export function documentsRouter({
  config,
  database: { db },
  exporter,
  limits,
  types,
}: {
  config: Config;
  database: Database;
  exporter: Exporter;
  limits: Pick<RateLimits, "pdf">;
  types: ReadonlyMap<string, ServerDocType>;
}) {
  const router = newRouter();

  /** The caller's document (with the version asked for), or 404. */
  const ownDocument = async (req: Request, version?: number) => {
    const params = DocumentIdParam.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const found = await getOwnDocument({ db, userId: currentUser(req).id, id: params.data.id, version });
    if (!found) throw notFound("Document not found");
    return found;
  };

  router.get("/api/documents", requireUser, async (req, res) => {
    const { limit } = parseOrThrow(ListQuery, req.query);
    res.json(await listDocuments({ db, userId: currentUser(req).id, limit }));
  });

  router.get("/api/documents/:id", requireUser, async (req, res) => {
    const found = await ownDocument(req);
    const share = await getActiveShare({ db, documentId: found.document.id });
    res.json(presentDocument(found, { share, base: baseUrl(config, req), types }));
  });

  // The PDF budget applies to the format as routed (Express decodes the segment: %70df is pdf).
  const pdfLimit: RequestHandler = (req, res, next) => (req.params.format === "pdf" ? limits.pdf(req, res, next) : next());

  router.get("/api/documents/:id/export/:format", requireUser, pdfLimit, async (req, res) => {
    const { document, version } = await ownDocument(req);
    const format = EXPORT_FORMATS.find((f) => f === req.params.format);
    if (!format) throw notFound(`Unknown export format: use ${EXPORT_FORMATS.join(", ")}`);
    const { paper } = parseOrThrow(ExportQuery, req.query);
    const request = { document, version, format, paper, watermark: currentUser(req).subscription !== "pro" };
    const etag = exporter.etagOf(request);
    res.set({ ETag: etag, "Cache-Control": "private, no-cache", Vary: "Cookie" });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const out = await exporter.render(request);
    await recordActivity({
      db,
      entry: { userId: document.userId, action: "document.exported", entityType: "document", entityId: document.id, metadata: { format } },
      origin: originOf(req),
    });
    if (format === "html") sandboxHtmlHeaders(res);
    res.set({
      "Content-Type": out.contentType,
      "Content-Disposition": `attachment; filename="${out.filename}"; filename*=UTF-8''${encodeURIComponent(out.filename)}`,
      "X-Content-Type-Options": "nosniff",
    });
    res.send(out.body);
  });

  router.post("/api/documents/:id/share", requireUser, async (req, res) => {
    const { document } = await ownDocument(req);
    const { share, created } = await createShare({ db, documentId: document.id });
    if (created) {
      await recordActivity({
        db,
        entry: { userId: document.userId, action: "document.shared", entityType: "document", entityId: document.id },
        origin: originOf(req),
      });
    }
    res.status(created ? 201 : 200).json({ url: shareUrl(baseUrl(config, req), share.token), token: share.token, createdAt: share.createdAt });
  });

  router.delete("/api/documents/:id/share", requireUser, async (req, res) => {
    const { document } = await ownDocument(req);
    const revoked = await revokeShares({ db, documentId: document.id });
    if (revoked > 0) {
      await recordActivity({
        db,
        entry: { userId: document.userId, action: "document.share_revoked", entityType: "document", entityId: document.id },
        origin: originOf(req),
      });
    }
    res.status(204).end();
  });

  return router;
}
