// GET /api/documents/:id/export/:format as one use case: the user's document (the version asked
// for), the paper (the issuing business's by default), the export itself (from the exporter's
// cache by ETag, or an e-invoice built from the version) and its activity entry. The route has
// validated the format and the query, and only answers with what this returns.
import type { EInvoiceFormat } from "../../shared/doc-types";
import type { User } from "../../shared/schema";
import type { Db } from "../db";
import type { Paper } from "../documents/pdf-printer";
import type { DocTypes } from "../doc-types/registry";
import { recordActivity, type RequestOrigin } from "./activity";
import { requireOwnDocument } from "./document-rows";
import { exportEInvoice } from "./einvoice-export";
import { lifecycle } from "./lifecycle";
import { paperOf, type ExportFormat, type Exporter } from "./exports";

export type ExportDocumentResult =
  /** The client's copy is current (its If-None-Match names this ETag): nothing rendered, nothing recorded. */
  | { kind: "not_modified"; etag: string }
  | {
      kind: "file";
      body: Buffer;
      contentType: string;
      filename: string;
      /** Set for a cacheable export (HTML, Markdown, PDF); an e-invoice is built each time and has none. */
      etag?: string;
    };

export async function exportDocument({
  db,
  types,
  exporter,
  user,
  id,
  format,
  paper: asked,
  version: versionAsked,
  origin,
  isCurrent,
}: {
  db: Db;
  types: DocTypes;
  exporter: Exporter;
  user: User;
  id: string;
  format: ExportFormat | EInvoiceFormat;
  paper?: Paper | undefined;
  version?: number | undefined;
  origin: RequestOrigin;
  /**
   * Asked with a cacheable export's ETag before it is rendered: true when the client already holds
   * it (HTTP: the route sets the ETag and answers `req.fresh`).
   */
  isCurrent: (etag: string) => boolean;
}): Promise<ExportDocumentResult> {
  const { document, version } = await requireOwnDocument({ db, userId: user.id, id, version: versionAsked });
  const paper = asked ?? paperOf(version);
  const watermark = user.subscription !== "pro";
  const recordExport = () =>
    recordActivity({
      db,
      entry: { userId: document.userId, action: "document.exported", entityType: "document", entityId: document.id, metadata: { format } },
      origin,
    });
  if (format === "html" || format === "markdown" || format === "pdf") {
    // What an area prints after the stored text: an accepted quote's acceptance record.
    const appendix = await lifecycle.exportAppendix(db, document);
    const request = { document, version, format, paper, watermark, appendix };
    const etag = exporter.etagOf(request);
    if (isCurrent(etag)) return { kind: "not_modified", etag };
    const out = await exporter.render(request);
    await recordExport();
    return { kind: "file", body: out.body, contentType: out.contentType, filename: out.filename, etag };
  }
  // An e-invoice: built from the version's input, never cached.
  const einvoice = await exportEInvoice({ types, exporter, document, version, format, paper, watermark });
  await recordExport();
  return { kind: "file", body: einvoice.body, contentType: einvoice.contentType, filename: einvoice.filename };
}
