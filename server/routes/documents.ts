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
import { api } from "../../shared/api/routes";
import { E_INVOICE_FORMATS, isEInvoiceFormat } from "../../shared/doc-types";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import type { ServerDocType } from "../doc-types/define";
import { notFound, parseOrThrow } from "../errors";
import type { RateLimits } from "../security/rate-limit";
import { diffVersions, listDocuments, listOwnVersions } from "../services/documents";
import { requireOwnDocument } from "../services/document-rows";
import { exportDocument } from "../services/export-document";
import { EXPORT_FORMATS, type Exporter } from "../services/exports";
import { deleteDocument, duplicateDocument, updateDocument } from "../services/manage-document";
import { presentShare, presentStoredDocument, presentVersion } from "../services/present-document";
import { editDocumentInput, previewTemplateUpdate, reviseDocument } from "../services/revise-document";
import { createShare, revokeShares } from "../services/shares";
import { serve } from "../contract";
import { newRouter } from "./new-router";

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
  database: { db, files },
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
  const answer = (found: Awaited<ReturnType<typeof ownDocument>>) => presentStoredDocument({ db, types, found, base: config.appUrl });

  serve(router, api.documents.list, [requireUser], async (req, res) => {
    const filter = parseOrThrow(ZDocumentListQuerySchema, req.query);
    // An unknown type matches nothing (the list is empty), like a search with no match.
    const { rows, total } = await listDocuments({ db, userId: currentUser(req).id, ...filter, q: filter.q || undefined });
    res.set("X-Total-Count", String(total));
    return rows;
  });

  serve(router, api.documents.get, [requireUser], async (req) => answer(await ownDocument(req)));

  serve(router, api.documents.update, [requireUser], async (req) => {
    const id = documentId(req);
    const changes = parseOrThrow(ZDocumentChangesSchema, req.body ?? {});
    const updated = await updateDocument({ db, types, user: currentUser(req), id, changes, origin: originOf(req) });
    return answer(updated);
  });

  serve(router, api.documents.delete, [requireUser], async (req) => {
    await deleteDocument({ db, files, user: currentUser(req), id: documentId(req), origin: originOf(req) });
  });

  // An edit: the tool's own request body, validated by the document type's schema, makes a new
  // version. It is not a new document, so it does not count against the Free plan.
  serve(router, api.documents.editInput, [requireUser, limits.generate], async (req) => {
    const revised = await editDocumentInput({ db, types, user: currentUser(req), id: documentId(req), body: req.body, origin: originOf(req) });
    return answer(revised);
  });

  serve(router, api.documents.versions, [requireUser], (req) => listOwnVersions({ db, userId: currentUser(req).id, id: documentId(req) }));

  serve(router, api.documents.version, [requireUser], async (req) => {
    const { n } = parseVersion(req);
    const { version } = await ownDocument(req, n);
    return presentVersion(version);
  });

  serve(router, api.documents.restore, [requireUser, limits.generate], async (req) => {
    const { n } = parseVersion(req);
    const id = documentId(req);
    const revised = await reviseDocument({ db, types, user: currentUser(req), id, revision: { kind: "restore", version: n }, origin: originOf(req) });
    return answer(revised);
  });

  serve(router, api.documents.diff, [requireUser], (req) => {
    const { from, to } = parseOrThrow(ZVersionDiffQuerySchema, req.query);
    return diffVersions({ db, userId: currentUser(req).id, id: documentId(req), from, to });
  });

  // A newer template of the document's type: what it would change (the current version's input
  // and date rendered by it, compared with the current text), and the update itself.
  serve(router, api.documents.templateUpdatePreview, [requireUser], (req) => previewTemplateUpdate({ db, types, userId: currentUser(req).id, id: documentId(req) }));

  serve(router, api.documents.templateUpdate, [requireUser, limits.generate], async (req) => {
    const id = documentId(req);
    const revised = await reviseDocument({ db, types, user: currentUser(req), id, revision: { kind: "template" }, origin: originOf(req) });
    return answer(revised);
  });

  serve(router, api.documents.duplicate, [requireUser, limits.generate], async (req) => {
    const id = documentId(req);
    const copy = await duplicateDocument({ db, types, user: currentUser(req), id, freeLimit: config.freeDocumentLimit, origin: originOf(req) });
    return answer(copy);
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

  serve(router, api.documents.share, [requireUser], async (req, res) => {
    const { share, created } = await createShare({ db, userId: currentUser(req).id, documentId: documentId(req), origin: originOf(req) });
    res.status(created ? 201 : 200);
    return presentShare(share, config.appUrl);
  });

  serve(router, api.documents.unshare, [requireUser], async (req) => {
    await revokeShares({ db, userId: currentUser(req).id, documentId: documentId(req), origin: originOf(req) });
  });

  return router;
}
