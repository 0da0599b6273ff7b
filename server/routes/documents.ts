// A user's documents: the list, one document (its current or an older version), its exports and
// its share link. Every route is scoped to the owner: another user's id answers 404.
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import type { ServerDocType } from "../doc-types/define";
import { AppError, notFound, parseOrThrow } from "../errors";
import type { RateLimits } from "../security/rate-limit";
import { recordActivity } from "../services/activity";
import { DOCUMENT_LIST_LIMIT, getOwnDocument, listDocuments, listVersions } from "../services/documents";
import { diffText } from "../services/diff-text";
import { deleteDocument, duplicateDocument, updateDocument } from "../services/manage-document";
import { previewTemplateUpdate, reviseDocument } from "../services/revise-document";
import { contextFromJson } from "../doc-types/render";
import { typeOf, type DocumentWithVersion } from "../services/create-document";
import { EXPORT_FORMATS, type Exporter } from "../services/exports";
import { exportEInvoice } from "../services/einvoice-export";
import { E_INVOICE_FORMATS, isEInvoiceFormat, type EInvoiceFormat } from "../../shared/doc-types";
import { createShare, getActiveShare, revokeShares } from "../services/shares";
import { signatureStateOf } from "../signatures/service";
import { exportAppendixOf } from "../invoicing/documents";
import { DocumentIdParam } from "./params";
import { baseUrl, presentDocument, shareUrl } from "./present";
import { newRouter } from "./router";
import { ZDocumentChangesSchema } from "../../shared/api/documents";
import { ZBillingListFilter } from "../../shared/invoicing/payments";
import { billingOf } from "../invoicing/billing";

const versionNumber = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(1_000_000, `${name} is too large`);

const ListQuery = ZBillingListFilter.extend({
  q: z.string({ error: "q must be text" }).max(200, "q must be at most 200 characters").trim().optional(),
  type: z.string({ error: "type must be text" }).max(50, "Unknown document type").optional(),
  status: z.enum(["draft", "final"], { error: "status must be draft or final" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(DOCUMENT_LIST_LIMIT, `limit must be at most ${DOCUMENT_LIST_LIMIT}`)
    .optional(),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(1_000_000, "offset is too large")
    .optional(),
});

const ExportQuery = z.object({
  paper: z
    .enum(["a4", "letter", "A4", "Letter"], { error: "paper must be a4 or letter" })
    .optional()
    .transform((p) => (p === undefined ? undefined : p.toLowerCase() === "letter" ? ("Letter" as const) : ("A4" as const))),
  version: versionNumber("version").optional(),
});

const VersionParam = z.object({ n: versionNumber("version") });

const DiffQuery = z.object({ from: versionNumber("from"), to: versionNumber("to") });




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

  /** The caller's document (with the version asked for), or 404. */
  const ownDocument = async (req: Request, version?: number) => {
    const params = DocumentIdParam.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const found = await getOwnDocument({ db, userId: currentUser(req).id, id: params.data.id, version });
    if (!found) throw notFound(version === undefined ? "Document not found" : "Version not found");
    return found;
  };
  /** A malformed version number names no version. */
  const parseVersion = (req: Request) => {
    const parsed = VersionParam.safeParse(req.params);
    if (!parsed.success) throw notFound("Version not found");
    return parsed.data;
  };

  /** The document as answered, with its active share link. */
  const answer = async (req: Request, found: DocumentWithVersion) => {
    const share = await getActiveShare({ db, documentId: found.document.id });
    const signature = (await signatureStateOf(db, [found.document.id])).get(found.document.id);
    const billing = (await billingOf(db, [found.document.id])).get(found.document.id);
    return { ...presentDocument(found, { share, base: baseUrl(config, req), types }), ...(signature ? { signature } : {}), ...billing };
  };
  const documentId = (req: Request) => {
    const params = DocumentIdParam.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    return params.data.id;
  };

  router.get("/api/documents", requireUser, async (req, res) => {
    const filter = parseOrThrow(ListQuery, req.query);
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
    const { document } = await ownDocument(req);
    const type = typeOf(types, document.type);
    const body = type.resolveBody ? await type.resolveBody({ db, userId: currentUser(req).id, body: req.body }) : req.body;
    const input = parseOrThrow(type.definition.schema, body);
    const kindOfInput = (input as { type?: unknown }).type;
    if (type.definition.capabilities.numbered && kindOfInput !== document.type) {
      throw new AppError("invalid_input", "Invalid input: type: a document keeps its type", [
        { path: "type", message: `This ${type.definition.noun} stays a ${type.definition.noun}: duplicate it to make another type` },
      ]);
    }
    const revised = await reviseDocument({ db, types, user: currentUser(req), id: document.id, revision: { kind: "input", input }, origin: originOf(req) });
    res.json(await answer(req, revised));
  });

  router.get("/api/documents/:id/versions", requireUser, async (req, res) => {
    const { document } = await ownDocument(req);
    res.json(await listVersions({ db, documentId: document.id }));
  });

  router.get("/api/documents/:id/versions/:n", requireUser, async (req, res) => {
    const { n } = parseVersion(req);
    const { version } = await ownDocument(req, n);
    res.json({
      version: version.version,
      createdAt: version.createdAt,
      sha256: version.sha256,
      templateVersion: version.templateVersion,
      title: version.title,
      content: version.html,
    });
  });

  router.post("/api/documents/:id/versions/:n/restore", requireUser, limits.generate, async (req, res) => {
    const { n } = parseVersion(req);
    const id = documentId(req);
    const revised = await reviseDocument({ db, types, user: currentUser(req), id, revision: { kind: "restore", version: n }, origin: originOf(req) });
    res.json(await answer(req, revised));
  });

  router.get("/api/documents/:id/diff", requireUser, async (req, res) => {
    const { from, to } = parseOrThrow(DiffQuery, req.query);
    const [a, b] = [await ownDocument(req, from), await ownDocument(req, to)];
    res.json({ from, to, ...diffText(a.version.markdown ?? "", b.version.markdown ?? "") });
  });

  // A newer template of the document's type: what it would change (the current version's input
  // and date rendered by it, compared with the current text), and the update itself.
  router.get("/api/documents/:id/template-update", requireUser, async (req, res) => {
    const { document, version } = await ownDocument(req);
    res.json(previewTemplateUpdate({ types, document, version }));
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
    const format = EXPORT_FORMATS.find((f) => f === routed);
    if (!format && !isEInvoiceFormat(routed)) throw notFound(`Unknown export format: use ${[...EXPORT_FORMATS, ...E_INVOICE_FORMATS].join(", ")}`);
    const query = parseOrThrow(ExportQuery, req.query);
    const { document, version } = await ownDocument(req, query.version);
    // By default, the paper of the business the document is issued by (Letter in the US and
    // Canada), else A4: the same for the generator's download and the viewer's.
    const paper = query.paper ?? (contextFromJson(version.context).business?.paperSize === "letter" ? "Letter" : "A4");
    if (!format) {
      // An e-invoice (issue 26): built from the version's input, never cached.
      const einvoice = await exportEInvoice({ types, exporter, document, version, format: routed as EInvoiceFormat, paper, watermark: currentUser(req).subscription !== "pro" });
      await recordActivity({
        db,
        entry: { userId: document.userId, action: "document.exported", entityType: "document", entityId: document.id, metadata: { format: routed } },
        origin: originOf(req),
      });
      res.set({
        "Content-Type": einvoice.contentType,
        "Content-Disposition": `attachment; filename="${einvoice.filename}"; filename*=UTF-8''${encodeURIComponent(einvoice.filename)}`,
        "X-Content-Type-Options": "nosniff",
      });
      res.send(einvoice.body);
      return;
    }
    // An accepted quote prints its acceptance record after the stored text (issue 27).
    const appendix = document.type === "quote" ? await exportAppendixOf(db, document.id) : undefined;
    const request = { document, version, format, paper, watermark: currentUser(req).subscription !== "pro", appendix };
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
    if (format === "html") sandboxHtmlHeaders(res, "", { noindex: false });
    res.set({
      "Content-Type": out.contentType,
      "Content-Disposition": `attachment; filename="${out.filename}"; filename*=UTF-8''${encodeURIComponent(out.filename)}`,
      "X-Content-Type-Options": "nosniff",
    });
    res.send(out.body);
  });

  router.post("/api/documents/:id/share", requireUser, async (req, res) => {
    const { document } = await ownDocument(req);
    const { share, created } = await createShare({ db, userId: document.userId, documentId: document.id, origin: originOf(req) });
    res.status(created ? 201 : 200).json({ url: shareUrl(baseUrl(config, req), share.token), token: share.token, createdAt: share.createdAt });
  });

  router.delete("/api/documents/:id/share", requireUser, async (req, res) => {
    const { document } = await ownDocument(req);
    await revokeShares({ db, userId: document.userId, documentId: document.id, origin: originOf(req) });
    res.status(204).end();
  });

  return router;
}
