// The owner's billing calls of issue 27 (docs/API.md "Quotes and invoices sent to clients" and
// "Payments, receipts and reminders"): send a quote, invoice or receipt, convert a quote; payments,
// receipts, void, remind, and the document's history. Here in lib/ because the dashboard (Remind
// on a recent invoice) and the document viewer both use them; the client's public pages are
// features/invoicing.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCreatedInvoice, TInvoice } from "@shared/api/invoices";
import type { TSendAnswer, TSendBody } from "@shared/invoicing/client";
import type { TDocumentHistory, TPayment, TPaymentRequestInput } from "@shared/invoicing/payments";
import type { BillingStatus } from "@shared/invoicing/status";
import { apiJson, apiRequest } from "@/lib/api-client";

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
    queryFn: () => apiJson<TPayment[]>("GET", `${base(documentId)}/payments`),
    enabled,
  });
}

export function useDocumentHistory(documentId: string, enabled = true) {
  return useQuery({
    queryKey: historyKey(documentId),
    queryFn: () => apiJson<TDocumentHistory>("GET", `${base(documentId)}/history`),
    enabled,
  });
}

export function useRecordPayment(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (body: TPaymentRequestInput) => apiJson<TPayment>("POST", `${base(documentId)}/payments`, body),
    onSuccess: refresh,
  });
}

export function useDeletePayment(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (paymentId: string) => apiRequest("DELETE", `${base(documentId)}/payments/${paymentId}`),
    onSuccess: refresh,
  });
}

export function useCreateReceipt(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (paymentId: string) => apiJson<TCreatedInvoice>("POST", `${base(documentId)}/payments/${paymentId}/receipt`),
    onSuccess: refresh,
  });
}

export function useVoidInvoice(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: (reason: string) => apiJson<TInvoice>("POST", `${base(documentId)}/void`, { reason }),
    onSuccess: refresh,
  });
}

/** POST …/remind: 202 queued; 429 when one went out in the last 24 hours. */
export function useRemind(documentId: string) {
  const refresh = useRefresh(documentId);
  return useMutation({
    mutationFn: () => apiRequest("POST", `${base(documentId)}/remind`),
    onSuccess: refresh,
  });
}

/** The badge a billing status shows: Paid, Pending (sent and waiting), Overdue, and the others by name. */
export function billingBadge(status: BillingStatus): { label: string; tone: "paid" | "pending" | "overdue" | "neutral" } {
  switch (status) {
    case "paid":
      return { label: "Paid", tone: "paid" };
    case "sent":
    case "viewed":
    case "partially_paid":
      return { label: "Pending", tone: "pending" };
    case "overdue":
      return { label: "Overdue", tone: "overdue" };
    case "void":
      return { label: "Void", tone: "neutral" };
    case "draft":
      return { label: "Draft", tone: "neutral" };
    default:
      return { label: status.charAt(0).toUpperCase() + status.slice(1), tone: "neutral" };
  }
}

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
