import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import { jsonForScript } from "../documents";
import { notFound, parseOrThrow } from "../errors";
import { recordActivity } from "../services/activity";
import type { RateLimits } from "../security/rate-limit";
import { DOCUMENT_LIST_LIMIT, getOwnDocument, listDocuments } from "../services/documents";
import { EXPORT_FORMATS, type Exporter } from "../services/exports";
import type { DocumentMetadata } from "../services/generation";
import { createShare, getActiveShare, revokeShares } from "../services/shares";
import { presentDocument, shareUrl } from "./present";
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

/** A malformed id can't name anyone's document: it is simply not found. */
export const DocumentIdParam = z.object({ id: z.uuid() });

/** Headers for HTML we serve that holds user content: nothing in it may run in our origin. */
export function sandboxHtmlHeaders(res: Response, extraCsp = "") {
  res.set({
    "Content-Security-Policy": `sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'${extraCsp}`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  });
}

export function documentsRouter(config: Config, { db }: Database, exporter: Exporter, limits: Pick<RateLimits, "pdf">) {
  const router = newRouter();
  const base = (req: Request) => config.appUrl ?? `${req.protocol}://${req.get("host")}`;

  const ownDocument = async (req: Request) => {
    const params = DocumentIdParam.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const doc = await getOwnDocument({ db, userId: currentUser(req).id, id: params.data.id });
    if (!doc) throw notFound("Document not found");
    return doc;
  };

  router.get("/api/documents", requireUser, async (req, res) => {
    const { limit } = parseOrThrow(ListQuery, req.query);
    res.json(await listDocuments({ db, userId: currentUser(req).id, limit }));
  });

  router.get("/api/documents/:id", requireUser, async (req, res) => {
    const doc = await ownDocument(req);
    const share = await getActiveShare({ db, documentId: doc.id });
    res.json(presentDocument(doc, { share, base: base(req) }));
  });

  // The PDF budget applies to the format as routed (Express decodes the segment: %70df is pdf).
  const pdfLimit: RequestHandler = (req, res, next) => (req.params.format === "pdf" ? limits.pdf(req, res, next) : next());

  router.get("/api/documents/:id/export/:format", requireUser, pdfLimit, async (req, res) => {
    const doc = await ownDocument(req);
    const format = EXPORT_FORMATS.find((f) => f === req.params.format);
    if (!format) throw notFound(`Unknown export format: use ${EXPORT_FORMATS.join(", ")}`);
    const { paper } = parseOrThrow(ExportQuery, req.query);
    const request = { doc, format, paper, watermark: currentUser(req).subscription !== "pro" };
    const etag = exporter.etagOf(request);
    res.set({ ETag: etag, "Cache-Control": "private, no-cache", Vary: "Cookie" });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const out = await exporter.render(request);
    await recordActivity({
      db,
      entry: { userId: doc.userId, action: "document.exported", entityType: "document", entityId: doc.id, metadata: { format } },
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
    const doc = await ownDocument(req);
    const { share, created } = await createShare({ db, documentId: doc.id });
    if (created) {
      await recordActivity({
        db,
        entry: { userId: doc.userId, action: "document.shared", entityType: "document", entityId: doc.id },
        origin: originOf(req),
      });
    }
    res.status(created ? 201 : 200).json({ url: shareUrl(base(req), share.token), token: share.token, createdAt: share.createdAt });
  });

  router.delete("/api/documents/:id/share", requireUser, async (req, res) => {
    const doc = await ownDocument(req);
    const revoked = await revokeShares({ db, documentId: doc.id });
    if (revoked > 0) {
      await recordActivity({
        db,
        entry: { userId: doc.userId, action: "document.share_revoked", entityType: "document", entityId: doc.id },
        origin: originOf(req),
      });
    }
    res.status(204).end();
  });

  // The consent banner of a cookie policy, live, in a sandboxed page for the app's preview iframe.
  router.get("/api/documents/:id/banner-preview", requireUser, async (req, res) => {
    const doc = await ownDocument(req);
    const banner = (doc.metadata as DocumentMetadata | null)?.banner;
    if (!banner) throw notFound("This document has no consent banner");
    const nonce = randomBytes(16).toString("base64");
    res.set({
      "Content-Security-Policy": `sandbox allow-scripts; default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    res.removeHeader("X-Frame-Options");
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Consent banner preview</title>
<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
<style>body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;background:repeating-linear-gradient(45deg,#f8fafc,#f8fafc 12px,#f1f5f9 12px,#f1f5f9 24px);color:#475569}
p{margin:0;padding:24px;font-size:14px}</style></head>
<body><p>Your website</p>
<script nonce="${nonce}">
// A sandboxed frame has no cookies: give the library an in-memory jar, kept for this page only.
(function () {
  var jar = {};
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: function () { return Object.keys(jar).map(function (k) { return k + "=" + jar[k]; }).join("; "); },
    set: function (v) {
      var pair = String(v).split(";")[0], i = pair.indexOf("=");
      if (i < 1) return;
      var name = pair.slice(0, i).trim(), value = pair.slice(i + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(v)) delete jar[name]; else jar[name] = value;
    }
  });
})();
</script>
<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script nonce="${nonce}">
(function () {
  var config = ${jsonForScript(banner.config)};
  Object.keys(config.categories).forEach(function (key) {
    var clear = config.categories[key].autoClear;
    if (clear) clear.cookies.forEach(function (c) { var m = /^\\/(.+)\\/$/.exec(c.name); if (m) c.name = new RegExp(m[1]); });
  });
  // A preview shows the banner to everyone, automated browsers included.
  config.hideFromBots = false;
  CookieConsent.run(config);
})();
</script></body></html>`);
  });

  return router;
}
