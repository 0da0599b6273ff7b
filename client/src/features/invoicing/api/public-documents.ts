// The client's public pages' calls (no account: the token is the key).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAcceptBody, TDeclineQuoteBody, TPublicBillingDocument, TQuoteAnswer } from "@shared/invoicing/client";
import { apiJson } from "@/lib/api-client";

export type PublicKind = "quote" | "invoice";

export const publicPath = (kind: PublicKind, token: string) =>
  `/api/public/${kind === "quote" ? "quotes" : "invoices"}/${encodeURIComponent(token)}`;

export const publicDocumentQuery = (kind: PublicKind, token: string) => ({
  queryKey: ["public-billing", kind, token] as const,
  queryFn: () => apiJson<TPublicBillingDocument>("GET", publicPath(kind, token)),
  retry: false,
});

export function useQuoteAnswers(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["public-billing", "quote", token] });
  return {
    accept: useMutation({
      mutationFn: (body: TAcceptBody) => apiJson<TQuoteAnswer>("POST", `${publicPath("quote", token)}/accept`, body),
      onSuccess: refresh,
    }),
    decline: useMutation({
      mutationFn: (body: TDeclineQuoteBody) => apiJson<TQuoteAnswer>("POST", `${publicPath("quote", token)}/decline`, body),
      onSuccess: refresh,
    }),
  };
}
