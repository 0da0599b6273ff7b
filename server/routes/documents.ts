// A user's documents: the list, one document (its current or an older version), its exports and
// its share link. Every route is scoped to the owner: another user's id answers 404.
import type { Request, RequestHandler, Response } from "express";
import {
  ZDocumentChangesSchema,
  ZDocumentListQuerySchema,
  ZExportQuerySchema,
  ZVersionDiffQuerySchema,
  ZVersionParamSchema,
} from "../../shared/api/documents";
import { ZIdParamSchema } from "../../shared/api/params";
import { E_INVOICE_FORMATS, isEInvoiceFormat } from "../../shared/doc-types";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import type { ServerDocType } from "../doc-types/define";
import { notFound, parseOrThrow } from "../errors";
import type { RateLimits } from "../security/rate-limit";
import { diffVersions, listDocuments, listOwnVersions, requireOwnDocument } from "../services/documents";
import { exportDocument } from "../services/export-document";
import { EXPORT_FORMATS, type Exporter } from "../services/exports";
import { deleteDocument, duplicateDocument, updateDocument } from "../services/manage-document";
import { baseUrl, presentShare, presentStoredDocument, presentVersion } from "../services/present-document";
import { editDocumentInput, previewTemplateUpdate, reviseDocument } from "../services/revise-document";
import { createShare, revokeShares } from "../services/shares";
import { newRouter } from "./router";

/**
 * Headers for HTML we serve that holds user content: nothing in it may run in our origin. Pages we
 * host (the share page) are kept out of search engines; the HTML export, which the customer
 * publishes on their own site, is not marked (noindex: false).
 */
export function sandboxHtmlHeaders(res: Response, extraCsp = "", { noindex = true }: { noindex?: boolean } = {}) {
  res.set({
    "Content-Security-Policy": `sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'${extraCsp}`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  });
  if (noindex) res.set("X-Robots-Tag", "noindex, nofollow");
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
  limits: Pick<RateLimits, "pdf" | "generate">;
  types: ReadonlyMap<string, ServerDocType>;
}) {
  const router = newRouter();

  /** The :id of the path; a malformed one names no document (404). */
  const documentId = (req: Request) => {
    const params = ZIdParamSchema.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    return params.data.id;
  };
  /** The caller's document (with the version asked for), or 404. */
  const ownDocument = (req: Request, version?: number) => requireOwnDocument({ db, userId: currentUser(req).id, id: documentId(req), version });
  /** A malformed version number names no version. */
  const parseVersion = (req: Request) => {
    const parsed = ZVersionParamSchema.safeParse(req.params);
    if (!parsed.success) throw notFound("Version not found");
    return parsed.data;
  };
  /** The document as answered, with its active share link and signature state. */
  const answer = (req: Request, found: Awaited<ReturnType<typeof ownDocument>>) => presentStoredDocument({ db, types, found, base: baseUrl(config, req) });

  router.get("/api/documents", requireUser, async (req, res) => {
    const filter = parseOrThrow(ZDocumentListQuerySchema, req.query);
    // An unknown type matches nothing (the list is empty), like a search with no match.
    const { rows, total } = await listDocuments({ db, userId: currentUser(req).id, ...filter, q: filter.q || undefined });
    res.set("X-Total-Count", String(total)).json(rows);
  });

  router.get("/api/documents/:id", requireUser, async (req, res) => {
    res.json(await answer(req, await ownDocument(req)));
  });

  router.patch("/api/documents/:id", requireUser, async (req, res) => {
    const id = documentId(req);
    const changes = parseOrThrow(ZDocumentChangesSchema, req.body ?? {});
    const updated = await updateDocument({ db, user: currentUser(req), id, changes, origin: originOf(req) });
    res.json(await answer(req, updated));
  });

  router.delete("/api/documents/:id", requireUser, async (req, res) => {
    await deleteDocument({ db, user: currentUser(req), id: documentId(req), origin: originOf(req) });
    res.status(204).end();
  });

  // An edit: the tool's own request body, validated by the document type's schema, makes a new
  // version. It is not a new document, so it does not count against the Free plan.
  router.put("/api/documents/:id/input", requireUser, limits.generate, async (req, res) => {
    const revised = await editDocumentInput({ db, types, user: currentUser(req), id: documentId(req), body: req.body, origin: originOf(req) });
    res.json(await answer(req, revised));
  });

  router.get("/api/documents/:id/versions", requireUser, async (req, res) => {
    res.json(await listOwnVersions({ db, userId: currentUser(req).id, id: documentId(req) }));
  });

  router.get("/api/documents/:id/versions/:n", requireUser, async (req, res) => {
    const { n } = parseVersion(req);
    const { version } = await ownDocument(req, n);
    res.json(presentVersion(version));
  });

  router.post("/api/documents/:id/versions/:n/restore", requireUser, limits.generate, async (req, res) => {
    const { n } = parseVersion(req);
    const id = documentId(req);
    const revised = await reviseDocument({ db, types, user: currentUser(req), id, revision: { kind: "restore", version: n }, origin: originOf(req) });
    res.json(await answer(req, revised));
  });

  router.get("/api/documents/:id/diff", requireUser, async (req, res) => {
    const { from, to } = parseOrThrow(ZVersionDiffQuerySchema, req.query);
    res.json(await diffVersions({ db, userId: currentUser(req).id, id: documentId(req), from, to }));
  });

  // A newer template of the document's type: what it would change (the current version's input
  // and date rendered by it, compared with the current text), and the update itself.
  router.get("/api/documents/:id/template-update", requireUser, async (req, res) => {
    res.json(await previewTemplateUpdate({ db, types, userId: currentUser(req).id, id: documentId(req) }));
  });

  router.post("/api/documents/:id/template-update", requireUser, limits.generate, async (req, res) => {
    const id = documentId(req);
    const revised = await reviseDocument({ db, types, user: currentUser(req), id, revision: { kind: "template" }, origin: originOf(req) });
    res.json(await answer(req, revised));
  });

  router.post("/api/documents/:id/duplicate", requireUser, limits.generate, async (req, res) => {
    const id = documentId(req);
    const copy = await duplicateDocument({ db, types, user: currentUser(req), id, freeLimit: config.freeDocumentLimit, origin: originOf(req) });
    res.status(201).json(await answer(req, copy));
  });

  // The PDF budget applies to the format as routed (Express decodes the segment: %70df is pdf).
  const pdfLimit: RequestHandler = (req, res, next) => (req.params.format === "pdf" || req.params.format === "facturx" ? limits.pdf(req, res, next) : next());

  router.get("/api/documents/:id/export/:format", requireUser, pdfLimit, async (req, res) => {
    const routed = typeof req.params.format === "string" ? req.params.format : "";
    const format = EXPORT_FORMATS.find((f) => f === routed) ?? (isEInvoiceFormat(routed) ? routed : undefined);
    if (!format) throw notFound(`Unknown export format: use ${[...EXPORT_FORMATS, ...E_INVOICE_FORMATS].join(", ")}`);
    const query = parseOrThrow(ZExportQuerySchema, req.query);
    const out = await exportDocument({
      db,
      types,
      exporter,
      user: currentUser(req),
      id: documentId(req),
      format,
      ...query,
      origin: originOf(req),
      // A cacheable export's ETag: Express compares it with If-None-Match (req.fresh).
      isCurrent: (etag) => {
        res.set({ ETag: etag, "Cache-Control": "private, no-cache", Vary: "Cookie" });
        return req.fresh;
      },
    });
    if (out.kind === "not_modified") {
      res.status(304).end();
      return;
    }
    if (format === "html") sandboxHtmlHeaders(res, "", { noindex: false });
    res.set({
      "Content-Type": out.contentType,
      "Content-Disposition": `attachment; filename="${out.filename}"; filename*=UTF-8''${encodeURIComponent(out.filename)}`,
      "X-Content-Type-Options": "nosniff",
    });
    res.send(out.body);
  });

  router.post("/api/documents/:id/share", requireUser, async (req, res) => {
    const { share, created } = await createShare({ db, userId: currentUser(req).id, documentId: documentId(req), origin: originOf(req) });
    res.status(created ? 201 : 200).json(presentShare(share, baseUrl(config, req)));
  });

  router.delete("/api/documents/:id/share", requireUser, async (req, res) => {
    await revokeShares({ db, userId: currentUser(req).id, documentId: documentId(req), origin: originOf(req) });
    res.status(204).end();
  });

  return router;
}
