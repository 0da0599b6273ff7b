// The client book's calls (docs/API.md "Clients"), shared by the /clients page and the invoice
// form's client picker.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TClientInput, TClientPatch } from "@shared/clients/schema";
import type { TClientBalance, TClientWithBalance } from "@shared/clients/types";
import { formatMoney } from "@shared/money";
import { api } from "@shared/api/routes";
import { apiCall } from "@/lib/api-client";

export const CLIENTS_URL = "/api/clients";
/** Every client query starts with this key, so one invalidation refreshes them all. */
export const CLIENTS_QUERY_KEY = [CLIENTS_URL] as const;
export const CLIENTS_HREF = "/clients";

/** The user's clients, by name; `q` keeps those whose name, e-mail or contact name contains it. */
export function useClients(q = "") {
  const query = q.trim();
  return useQuery<TClientWithBalance[]>({
    queryKey: query ? [...CLIENTS_QUERY_KEY, { q: query }] : CLIENTS_QUERY_KEY,
    queryFn: () => apiCall(api.clients.list, { query: { q: query } }),
    placeholderData: keepPreviousData,
  });
}

export const createClient = (input: TClientInput) => apiCall(api.clients.create, { body: input });
export const updateClient = (id: string, patch: TClientPatch) => apiCall(api.clients.update, { params: { id }, body: patch });
export const deleteClient = (id: string) => apiCall(api.clients.delete, { params: { id } });

/** "$1,200.00 · €300.00", or "Nothing outstanding". */
export function formatBalances(balances: readonly TClientBalance[]): string {
  if (balances.length === 0) return "Nothing outstanding";
  return balances.map((b) => formatMoney(b.amount, b.currency)).join(" · ");
}
