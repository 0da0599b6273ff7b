// The document as the API answers it (docs/API.md): the spec's fields, from the version shown,
// plus its version number and hash, its input, its share link, its signature state, and what its
// type adds (a cookie policy's consent banner). Every route and type that answers a document
// (the generators, POST /api/invoices, the uploads, /api/documents/:id...) presents it here.
import type { TDocument, TShareAnswer, TVersion } from "../../shared/api/documents";
import type { DocumentShare, DocumentVersion } from "../../shared/schema";
import type { Config } from "../config";
import type { Db } from "../db";
import type { ServerDocType } from "../doc-types/define";
import { billingOf } from "../invoicing/billing";
import { signatureStateOf } from "../signatures/service";
import type { DocumentWithVersion } from "./create-document";
import { getActiveShare } from "./shares";

export const shareUrl = (base: string, token: string) => `${base}/share/${token}`;

/** What baseUrl reads of a request (an Express request has both). */
export interface RequestHost {
  protocol: string;
  get(name: "host"): string | undefined;
}

/** The app's public base URL: APP_URL, or the request's own origin. */
export const baseUrl = (config: Pick<Config, "appUrl">, req: RequestHost) => config.appUrl ?? `${req.protocol}://${req.get("host")}`;

export function presentDocument(
  { document, version }: DocumentWithVersion,
  {
    share,
    base,
    types,
  }: {
    share: Pick<DocumentShare, "token" | "createdAt"> | null | undefined;
    base: string;
    types: ReadonlyMap<string, ServerDocType>;
  },
): TDocument {
  const invoiceId = (document.metadata as { invoiceId?: string } | null)?.invoiceId;
  return {
    id: document.id,
    type: document.type,
    title: document.title,
    status: document.status,
    content: version.html,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    version: version.version,
    sha256: version.sha256,
    metadata: { input: version.input, ...(invoiceId ? { invoiceId } : {}) },
    share: share ? { url: shareUrl(base, share.token), createdAt: share.createdAt.toISOString() } : null,
    template: { version: version.templateVersion, latest: types.get(document.type)?.templateVersion ?? version.templateVersion },
    ...(version.extras ? types.get(document.type)?.present?.(version.extras as Record<string, unknown>, { base }) : {}),
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

/** An existing document as answered: with its active share link, its signature state and (an invoice, quote or receipt) where it stands with its client. */
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
  const signature = await signatureStateOf(db, found.document.id, found.version.version);
  const billing = (await billingOf(db, [found.document.id])).get(found.document.id);
  return { ...presentDocument(found, { share, base, types }), ...(signature ? { signature } : {}), ...billing };
}
