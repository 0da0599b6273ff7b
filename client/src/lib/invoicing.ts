// The owner's calls of issue 27's client side (docs/API.md "Quotes and invoices sent to clients"):
// send a quote, invoice or receipt, and convert a quote to an invoice. Here in lib/ because the
// document viewer (features/documents) uses them; the client's public pages are
// features/invoicing.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSendAnswer, TSendBody } from "@shared/invoicing/client";
import { apiJson } from "./api-client";

export function useSendToClient(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendBody) => apiJson<TSendAnswer>("POST", `/api/documents/${documentId}/send`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
  });
}

/** The invoice made (as POST /api/invoices answers it): its document's id is where to go next. */
export interface TConvertedInvoice {
  id: string;
  number: string;
  document: { id: string };
}

export function useConvertQuote(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TConvertedInvoice>("POST", `/api/documents/${documentId}/convert`, { to: "invoice" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
  });
}
