// Data-fetching defaults of spec section 9: nothing refetches by itself, data never goes stale,
// and no read or mutation is retried.
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
