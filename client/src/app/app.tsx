import type { QueryClient } from "@tanstack/react-query";
import type { TPublicUser } from "@shared/api/users";
import { AnalyticsTags } from "@/features/tracking/analytics-tags";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
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

/** The user call's answer, when the page already has it (client/src/main.tsx): not asked twice. */
export function seedUser(user: TPublicUser | null): void {
  defaultQueryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
}
