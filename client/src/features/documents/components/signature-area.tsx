// The viewer's signatures area: "Send for signature" among its actions (the dialog comes from the
// signatures area's entry). Where the document stands with its signers is its stage, in the heading.
import type { TDocument } from "@shared/api/documents";
import { SendForSignatureDialog } from "@/features/signatures";

export function SignatureActions({ document }: { document: TDocument }) {
  return <SendForSignatureDialog document={document} />;
}
