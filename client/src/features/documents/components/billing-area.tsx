// The viewer's invoicing area, for a type sent to a client (a quote, an invoice; the pieces come from
// the invoicing area's entry): Send to the client and Convert to invoice among the actions, the
// Payments card beside the document, and its History below.
import type { TDocument } from "@shared/api/documents";
import { docMetaOf } from "@shared/doc-types/registry";
import { BillingCard, BillingHistory, ConvertQuoteButton, SendToClientDialog } from "@/features/invoicing";

export function BillingActions({ document }: { document: TDocument }) {
  const sent = docMetaOf(document.type)?.capabilities.sentToClient;
  return (
    <>
      {/* A draft is finalized before it is sent (the server refuses it: 409). */}
      {sent && document.status !== "draft" && <SendToClientDialog document={document} />}
      {/* One the client answers (a quote) becomes an invoice once accepted. */}
      {sent === "answer" && <ConvertQuoteButton documentId={document.id} />}
    </>
  );
}

/** Beside the document: the Payments card (of the current version only). */
export function BillingAside({ document, isOld }: { document: TDocument; isOld: boolean }) {
  return isOld ? null : <BillingCard document={document} />;
}

/** Below the document: what happened to it with its client. */
export function BillingFooter({ document }: { document: TDocument }) {
  return document.billingStatus ? <BillingHistory documentId={document.id} /> : null;
}
