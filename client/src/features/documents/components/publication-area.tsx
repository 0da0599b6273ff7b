// The viewer's publications area: a policy's Publish panel (from the publications area's entry),
// shown for the types meant for the customer's website (the `publishable` capability).
import type { TDocument } from "@shared/api/documents";
import { docMetaOf } from "@shared/doc-types/registry";
import { PublishPanel } from "@/features/publications";

export function PublicationAside({ document, isOld }: { document: TDocument; isOld: boolean }) {
  if (isOld || !docMetaOf(document.type)?.capabilities.publishable) return null;
  return <PublishPanel document={document} />;
}
