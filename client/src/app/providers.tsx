import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { ViewerExtrasContext } from "@/components/generator/viewer-extras";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { viewerExtrasOf } from "@/doc-types/registry";
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
      {/* The viewer shows a type's extras (a cookie policy's banner) from the types' registry. */}
      <ViewerExtrasContext.Provider value={viewerExtrasOf}>{children}</ViewerExtrasContext.Provider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
