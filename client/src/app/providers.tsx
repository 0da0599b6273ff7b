import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { queryClient as defaultQueryClient } from "@/lib/query-client";

/** Everything a page needs around it. Tests pass their own pre-seeded QueryClient. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
