// The document as the API answers it (docs/API.md): the spec's fields, from the version shown,
// plus its version number and hash, its input, its share link, its signature state, and what its
// type adds (a cookie policy's consent banner, an invoice's e-invoice readiness). Every route and type that answers a document
// (the generators, POST /api/invoices, the uploads, /api/documents/:id...) presents it here.
import type { TDocument, TShareAnswer, TVersion } from "../../shared/api/documents";
import { stageOf, type DocumentStage } from "../../shared/documents/stage";
import type { DocumentShare, DocumentVersion } from "../../shared/schema";
import type { Db } from "../db";
import type { ServerDocType } from "../doc-types/define";
import type { DocumentWithVersion } from "./document-rows";
import { eInvoiceReadinessOf } from "./einvoice-export";
import { documentStage } from "./document-stage";
import { lifecycle } from "./lifecycle";
import { getActiveShare } from "./shares";

export const shareUrl = (base: string, token: string) => `${base}/share/${token}`;

export function presentDocument(
  { document, version }: DocumentWithVersion,
  {
    share,
    base,
    types,
    // A document just made has no signature request yet; an invoice's billing gives its own (presentCreatedInvoice).
    stage = stageOf({ status: document.status }),
  }: {
    share: Pick<DocumentShare, "token" | "createdAt"> | null | undefined;
    base: string;
    types: ReadonlyMap<string, ServerDocType>;
    stage?: DocumentStage;
  },
): TDocument {
  const invoiceId = (document.metadata as { invoiceId?: string } | null)?.invoiceId;
  return {
    id: document.id,
    type: document.type,
    title: document.title,
    status: document.status,
    stage,
    content: version.html,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    version: version.version,
    sha256: version.sha256,
    metadata: { input: version.input, ...(invoiceId ? { invoiceId } : {}) },
    share: share ? { url: shareUrl(base, share.token), createdAt: share.createdAt.toISOString() } : null,
    template: { version: version.templateVersion, latest: types.get(document.type)?.templateVersion ?? version.templateVersion },
    ...(version.extras ? types.get(document.type)?.present?.(version.extras as Record<string, unknown>, { base }) : {}),
    // An invoice's or credit note's e-invoices: what each format still needs.
    ...eInvoiceReadinessOf(types.get(document.type), version),
  };
}

/** GET /api/documents/:id/versions/:n */
export const presentVersion = (version: DocumentVersion): TVersion => ({
  version: version.version,
  createdAt: version.createdAt.toISOString(),
  sha256: version.sha256,
  templateVersion: version.templateVersion,
  title: version.title,
  content: version.html,
});

/** POST /api/documents/:id/share */
export const presentShare = (share: Pick<DocumentShare, "token" | "createdAt">, base: string): TShareAnswer => ({
  url: shareUrl(base, share.token),
  token: share.token,
  createdAt: share.createdAt.toISOString(),
});

/** An existing document as answered: with its active share link, its stage, and what the areas add (./lifecycle.ts: its signature state and, an invoice, quote or receipt, where it stands with its client). */
export async function presentStoredDocument({
  db,
  types,
  found,
  base,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  found: DocumentWithVersion;
  base: string;
}): Promise<TDocument> {
  const share = await getActiveShare({ db, documentId: found.document.id });
  const stage = await documentStage(db, found.document.id);
  return { ...presentDocument(found, { share, base, types, stage }), ...(await lifecycle.present(db, found)) };
}
