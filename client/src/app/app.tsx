import type { QueryClient } from "@tanstack/react-query";
import { AnalyticsTags } from "@/features/tracking/analytics-tags";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
      <AnalyticsTags />
    </AppProviders>
  );
}
