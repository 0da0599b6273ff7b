// The document as the API answers it (docs/API.md): the stored row plus its share link and, for
// cookie policies, the consent banner kept with it.
import type { Document, DocumentShare } from "../../shared/schema";
import type { DocumentMetadata } from "../services/generation";

export const shareUrl = (base: string, token: string) => `${base}/share/${token}`;

export function presentDocument(
  doc: Document,
  { share, base }: { share: Pick<DocumentShare, "token" | "createdAt"> | null | undefined; base: string },
) {
  const meta = doc.metadata as DocumentMetadata | null;
  return {
    id: doc.id,
    type: doc.type,
    title: doc.title,
    status: doc.status,
    content: doc.content,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    metadata: meta ? { input: meta.input, ...(meta.invoiceId ? { invoiceId: meta.invoiceId } : {}) } : null,
    share: share ? { url: shareUrl(base, share.token), createdAt: share.createdAt } : null,
    ...(meta?.banner ? { banner: { snippet: meta.banner.snippet, config: meta.banner.config, mode: meta.banner.mode } } : {}),
  };
}
