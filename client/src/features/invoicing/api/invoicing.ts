// The owner's billing calls (docs/API.md "Quotes and invoices sent to clients" and
// "Payments, receipts and reminders"): send a quote, invoice or receipt, convert a quote; payments,
// receipts, void, remind, and the document's history. Here in lib/ because the dashboard (Remind
// on a recent invoice) and the document viewer both use them; the client's public pages are
// features/invoicing.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import type { TSendBody } from "@shared/invoicing/client";
import type { TPaymentRequestInput } from "@shared/invoicing/payments";
import { apiCall } from "@/lib/api-client";

const base = (documentId: string) => `/api/documents/${documentId}`;

export const paymentsKey = (documentId: string) => [base(documentId), "payments"] as const;
export const historyKey = (documentId: string) => [base(documentId), "history"] as const;

/**
 * Everything that shows a document's billing is read again: the document, its payments and
 * history, the lists, the dashboard. Not awaited: the action's own outcome is shown at once.
 */
function useRefresh(documentId: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [[base(documentId)], ["/api/documents"], ["/api/dashboard/stats"]]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function usePayments(documentId: string, enabled = true) {
  return useQuery({
    queryKey: paymentsKey(documentId),
    queryFn: () => apiCall(api.invoices.payments, { params: { id: documentId } }),
    enabled,
  });
}

export function useDocumentHistory(documentId: string, enabled = true) {
  return useQuery({
    queryKey: historyKey(documentId),
    queryFn: () => apiCall(api.invoices.history, { params: { id: documentId } }),
    enabled,
  });
}

export function useRecordPayment(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (body: TPaymentRequestInput) => apiCall(api.invoices.recordPayment, { params: { id: documentId }, body }),
    onSuccess: refresh,
  });
}

export function useDeletePayment(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (paymentId: string) => apiCall(api.invoices.deletePayment, { params: { id: documentId, paymentId } }),
    onSuccess: refresh,
  });
}

export function useCreateReceipt(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (paymentId: string) => apiCall(api.invoices.receipt, { params: { id: documentId, paymentId } }),
    onSuccess: refresh,
  });
}

export function useVoidInvoice(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (reason: string) => apiCall(api.invoices.void, { params: { id: documentId }, body: { reason } }),
    onSuccess: refresh,
  });
}

/** POST …/remind: 202 queued; 429 when one went out in the last 24 hours. */
export function useRemind(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: () => apiCall(api.invoices.remind, { params: { id: documentId } }),
    onSuccess: refresh,
  });
}

export function useSendToClient(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendBody) => apiCall(api.invoices.send, { params: { id: documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
  });
}

export function useConvertQuote(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The invoice made, as POST /api/invoices answers it: its document's id is where to go next.
    mutationFn: () => apiCall(api.invoices.convert, { params: { id: documentId }, body: { to: "invoice" } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
  });
}
