// Test rendering: the real providers around a page, a QueryClient whose cache the test seeds, and
// an in-memory location. Unseeded queries stay pending, so no test ever reaches the network.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type * as React from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";

const pending: QueryFunction = () => new Promise<never>(() => {});

/** `queryFn` stands in for the server when a test needs an answer other than "still loading". */
export function createTestQueryClient({
  queryFn = pending,
}: { queryFn?: QueryFunction } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function renderWithProviders(
  ui: React.ReactNode,
  {
    path = "/",
    queryClient = createTestQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  return { ...result, queryClient, location };
}

/** Put a query in the error state the server would have left it in, without refetching it. */
export function seedQueryError(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  error: Error,
) {
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  queryClient.getQueryCache().build(queryClient, { queryKey }).setState({
    status: "error",
    fetchStatus: "idle",
    error,
    errorUpdatedAt: Date.now(),
    errorUpdateCount: 1,
  });
}
