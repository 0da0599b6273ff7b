// The document as the API answers it (docs/API.md): the spec's fields, from the version shown,
// plus its version number and hash, its input, its share link, and what its type adds (a cookie
// policy's consent banner).
import type { Request } from "express";
import type { TDocument } from "../../shared/api/documents";
import type { DocumentShare } from "../../shared/schema";
import type { Config } from "../config";
import type { ServerDocType } from "../doc-types/define";
import type { DocumentWithVersion } from "../services/create-document";

export const shareUrl = (base: string, token: string) => `${base}/share/${token}`;

/** The app's public base URL: APP_URL, or the request's own origin. */
export const baseUrl = (config: Pick<Config, "appUrl">, req: Request) => config.appUrl ?? `${req.protocol}://${req.get("host")}`;

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
