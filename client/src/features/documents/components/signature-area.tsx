// The viewer's signatures area: "Send for signature" among its actions (the dialog comes from the
// signatures area's entry), and, once the document has been sent, the panel of its latest request.
// Where the document stands with its signers is its stage, in the heading: each action on the
// panel refetches the document, so the heading follows.
import { useQueryClient } from "@tanstack/react-query";
import type { TDocument } from "@shared/api/documents";
import { DocumentSignaturePanel, SendForSignatureDialog } from "@/features/signatures";
import { documentQueryKey } from "../document";

export function SignatureActions({ document }: { document: TDocument }) {
  const queryClient = useQueryClient();
  // Once sent, the document carries its request: refetched, the page shows its signature panel.
  return <SendForSignatureDialog document={document} onSent={() => void queryClient.invalidateQueries({ queryKey: documentQueryKey(document.id) })} />;
}

export function SignatureAside({ document, isOld }: { document: TDocument; isOld: boolean }) {
  const queryClient = useQueryClient();
  if (isOld || !document.signature) return null;
  return (
    <DocumentSignaturePanel
      documentId={document.id}
      onChange={() => void queryClient.invalidateQueries({ queryKey: documentQueryKey(document.id) })}
    />
  );
}
