// The viewer's compliance scans area: a policy checked against the founder's website (the card
// comes from the scans area's entry), for a type that declares it (`scannable`), on the current
// version only.
import type { TDocument } from "@shared/api/documents";
import { docMetaOf } from "@shared/doc-types/registry";
import { ScanCard } from "@/features/scans";

export function ScanArea({ document, isOld }: { document: TDocument; isOld: boolean }) {
  if (isOld || !docMetaOf(document.type)?.capabilities.scannable) return null;
  const input = document.metadata.input as { website?: unknown } | null;
  const website = typeof input?.website === "string" ? input.website : undefined;
  return <ScanCard documentId={document.id} website={website} />;
}
