// Rendering a tool page in a component test as the app shows it: to a signed-in user, with their
// business profiles known (both seeded, so nothing is fetched to start with); and what the tool
// pages' test files share besides: their set-up and the steps of filling a form.
import { act, screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type * as React from "react";
import { afterEach, vi } from "vitest";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TPublicUser } from "@shared/api/users";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "./render";
import { BUSINESS_PROFILES_QUERY_KEY } from "@/features/business-profiles";
import { resetToasts } from "@/components/ui/use-toast";
import { polyfillJsdomForRadix, sampleUser } from "./test-utils";

export function renderTool(
  ui: React.ReactNode,
  {
    user = sampleUser(),
    profiles = [],
    path,
  }: { user?: TPublicUser; profiles?: TBusinessProfile[]; path?: string } = {},
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
  queryClient.setQueryData(BUSINESS_PROFILES_QUERY_KEY, profiles);
  return renderWithProviders(ui, { queryClient, ...(path ? { path } : {}) });
}

/**
 * The set-up every tool page's test file shares; call it once at the top of the file: Radix made
 * to work in jsdom, and after each test no toast, stubbed global or spy left for the next one.
 */
export function setUpToolTests() {
  polyfillJsdomForRadix();
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export type User = ReturnType<typeof userEvent.setup>;

/** Picks `option` in the select labelled `label` (a Radix select: a button, then a list box). */
export async function chooseOption(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** Fills the party fieldset named `group`: its name, an address, and an e-mail made of the name. */
export async function fillParty(user: User, group: string, name: string) {
  const block = screen.getByRole("group", { name: group });
  await user.type(within(block).getByLabelText("Name"), name);
  await user.type(within(block).getByLabelText("Address"), "1 Main St");
  await user.type(within(block).getByLabelText("Email"), `${name.toLowerCase()}@example.com`);
}
