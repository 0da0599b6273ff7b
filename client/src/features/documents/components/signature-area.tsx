// The viewer's signatures area: "Send for signature" among its actions (the dialog comes from the
// signatures area's entry; in the "More" menu beside Send for a document sent to a client), and,
// once the document has been sent, the panel of its latest request.
// Where the document stands with its signers is its stage, in the heading: each action on the
// panel refetches the document, so the heading follows.
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Signature } from "lucide-react";
import { useState } from "react";
import { docMetaOf } from "@shared/doc-types/registry";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { TDocument } from "@shared/api/documents";
import { DocumentSignaturePanel, SendForSignatureDialog } from "@/features/signatures";
import { documentQueryKey } from "../document";

export function SignatureActions({ document }: { document: TDocument }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  // Once sent, the document carries its request: refetched, the page shows its signature panel.
  const onSent = () => void queryClient.invalidateQueries({ queryKey: documentQueryKey(document.id) });
  // A document sent to a client (a quote, an invoice) has Send as its one primary action; asking
  // for a signature is the other way to send it, in a menu beside it.
  const sentToClient = !!docMetaOf(document.type)?.capabilities.sentToClient && document.status !== "draft";
  if (!sentToClient) return <SendForSignatureDialog document={document} onSent={onSent} />;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="sm" aria-label="More ways to send">
            More <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setAsking(true)}>
            <Signature aria-hidden="true" /> Send for signature
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SendForSignatureDialog document={document} onSent={onSent} open={asking} onOpenChange={setAsking} />
    </>
  );
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
