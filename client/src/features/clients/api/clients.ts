// The client book's calls (docs/API.md "Clients"), shared by the /clients page and the invoice
// form's client picker.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TClientInput, TClientPatch } from "@shared/clients/schema";
import type { TClientBalance, TClientWithBalance } from "@shared/clients/types";
import { formatMoney } from "@shared/money";
import { apiJson, apiRequest, withQuery } from "@/lib/api-client";

export const CLIENTS_URL = "/api/clients";
/** Every client query starts with this key, so one invalidation refreshes them all. */
export const CLIENTS_QUERY_KEY = [CLIENTS_URL] as const;
export const CLIENTS_HREF = "/clients";

const clientUrl = (id: string) => `${CLIENTS_URL}/${encodeURIComponent(id)}`;

/** The user's clients, by name; `q` keeps those whose name, e-mail or contact name contains it. */
export function useClients(q = "") {
  const query = q.trim();
  return useQuery<TClientWithBalance[]>({
    queryKey: query ? [...CLIENTS_QUERY_KEY, { q: query }] : CLIENTS_QUERY_KEY,
    queryFn: () => apiJson<TClientWithBalance[]>("GET", withQuery(CLIENTS_URL, { q: query })),
    placeholderData: keepPreviousData,
  });
}

export const createClient = (input: TClientInput) => apiJson<TClientWithBalance>("POST", CLIENTS_URL, input);
export const updateClient = (id: string, patch: TClientPatch) => apiJson<TClientWithBalance>("PATCH", clientUrl(id), patch);
export const deleteClient = async (id: string) => {
  await apiRequest("DELETE", clientUrl(id));
};

/** "$1,200.00 · €300.00", or "Nothing outstanding". */
export function formatBalances(balances: readonly TClientBalance[]): string {
  if (balances.length === 0) return "Nothing outstanding";
  return balances.map((b) => formatMoney(b.amount, b.currency)).join(" · ");
}
