// The client's public pages' calls (no account: the token is the key).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import type { TAcceptBody, TDeclineQuoteBody } from "@shared/invoicing/client";
import { apiCall, isApiError } from "@/lib/api-client";

export type PublicKind = "quote" | "invoice";

export const publicPath = (kind: PublicKind, token: string) =>
  `/api/public/${kind === "quote" ? "quotes" : "invoices"}/${encodeURIComponent(token)}`;

export const publicDocumentQuery = (kind: PublicKind, token: string) => ({
  queryKey: ["public-billing", kind, token] as const,
  queryFn: () => apiCall(kind === "quote" ? api.invoices.publicQuote : api.invoices.publicInvoice, { params: { token } }),
  retry: false,
});

export function useQuoteAnswers(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["public-billing", "quote", token] });
  // 409: answered already (in another tab, or by someone else with the link). The page was stale:
  // it shows the quote as it stands now (the answer on record), not an error beside an old form.
  const refreshIfAnswered = (err: Error) => (isApiError(err, 409) ? refresh() : undefined);
  return {
    accept: useMutation({
      mutationFn: (body: TAcceptBody) => apiCall(api.invoices.accept, { params: { token }, body }),
      onSuccess: refresh,
      onError: refreshIfAnswered,
    }),
    decline: useMutation({
      mutationFn: (body: TDeclineQuoteBody) => apiCall(api.invoices.decline, { params: { token }, body }),
      onSuccess: refresh,
      onError: refreshIfAnswered,
    }),
  };
}
