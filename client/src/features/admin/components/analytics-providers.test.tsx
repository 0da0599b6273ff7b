import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAnalyticsProviderEntry } from "@shared/api/admin";
import {
  polyfillJsdomForRadix,
  stubFetch,
  type StubAnswer,
  type StubbedCall,
} from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { AnalyticsProviders } from "./analytics-providers";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const provider = (overrides: Partial<TAnalyticsProviderEntry>): TAnalyticsProviderEntry => ({
  id: "p1",
  provider: "google_analytics",
  trackingId: "G-ABCD1234",
  isActive: true,
  config: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

function renderPage(
  list: TAnalyticsProviderEntry[],
  write: (call: StubbedCall) => StubAnswer = () => ({ status: 201, body: {} }),
) {
  const calls = stubFetch((call) => (call.method === "GET" ? { body: list } : write(call)));
  renderWithProviders(<AnalyticsProviders />, {
    path: "/admin/analytics",
    queryClient: createTestQueryClient(),
  });
  return calls;
}

const card = (name: string) => screen.getByRole("group", { name });

describe("AnalyticsProviders", () => {
  it("shows the empty state and an inactive implementation", async () => {
    renderPage([]);
    expect(
      await screen.findByRole("button", { name: "Add Your First Provider" }),
    ).toBeInTheDocument();
    expect(card("Active Providers")).toHaveTextContent("0 / 0");
    expect(card("Google Analytics")).toHaveTextContent("Inactive");
    const status = screen.getByRole("list", { name: "Implementation status" });
    expect(within(status).getByText("Landing page tracking").closest("li")).toHaveTextContent(
      "Inactive",
    );
    expect(within(status).getByText("Custom events").closest("li")).toHaveTextContent("Pending");
  });

  it("summarises and lists the providers, and reports what is live", async () => {
    renderPage([
      provider({}),
      provider({
        id: "p2",
        provider: "microsoft_clarity",
        trackingId: "abcdef123",
        isActive: false,
      }),
    ]);
    expect(await screen.findByText("G-ABCD1234")).toBeInTheDocument();
    for (const column of ["Provider", "Tracking ID", "Status", "Added", "Actions"])
      expect(screen.getByRole("columnheader", { name: column })).toBeInTheDocument();
    expect(card("Active Providers")).toHaveTextContent("1 / 2");
    expect(card("Google Analytics")).toHaveTextContent("Active");
    expect(card("Microsoft Clarity")).toHaveTextContent("Inactive");
    expect(screen.getByRole("switch", { name: "Google Analytics active" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Microsoft Clarity active" })).not.toBeChecked();
    const status = screen.getByRole("list", { name: "Implementation status" });
    expect(within(status).getByText("Landing page tracking").closest("li")).toHaveTextContent(
      "Active",
    );
    expect(within(status).getByText("Dashboard tracking").closest("li")).toHaveTextContent(
      "Active",
    );
  });

  it("asks for both fields before sending anything", async () => {
    const calls = renderPage([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Your First Provider" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add Provider" }));
    expect(await screen.findByText("Validation Error")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("says why when Add Provider is pressed without a type, with the ID filled in", async () => {
    const calls = renderPage([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Your First Provider" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Tracking ID"), "G-ABC123");
    await user.click(within(dialog).getByRole("button", { name: "Add Provider" }));
    const type = within(dialog).getByRole("combobox", { name: "Provider Type" });
    expect(type).toHaveAttribute("aria-invalid", "true");
    expect(type).toHaveAccessibleDescription(
      "Choose a provider type: it decides which tag is loaded and what its ID looks like.",
    );
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.click(type);
    await user.click(await screen.findByRole("option", { name: "Google Analytics" }));
    expect(within(dialog).getByRole("combobox", { name: "Provider Type" })).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).queryByText(/Choose a provider type:/)).not.toBeInTheDocument();
  });

  it("adapts the tracking ID field to the provider and adds it", async () => {
    const calls = renderPage([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Provider" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("combobox", { name: "Provider Type" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Google Analytics",
      "Microsoft Clarity",
      "Facebook Pixel",
      "Hotjar",
      "Custom Script",
    ]);
    await user.click(screen.getByRole("option", { name: "Hotjar" }));
    const input = within(dialog).getByLabelText("Tracking ID");
    expect(input).toHaveAttribute("placeholder", "1234567");
    expect(within(dialog).getByText(/Hotjar Site ID/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: "Provider Type" }));
    await user.click(await screen.findByRole("option", { name: "Google Analytics" }));
    expect(within(dialog).getByLabelText("Tracking ID")).toHaveAttribute(
      "placeholder",
      "G-XXXXXXXXXX",
    );
    await user.type(within(dialog).getByLabelText("Tracking ID"), "G-TEST12345");
    await user.click(within(dialog).getByRole("button", { name: "Add Provider" }));

    expect(await screen.findByText("Analytics provider added successfully")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/analytics",
      body: { provider: "google_analytics", trackingId: "G-TEST12345" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's word on a wrong ID under the field", async () => {
    renderPage([], () => ({
      status: 400,
      body: {
        code: "invalid_input",
        message: "Invalid input",
        errors: [
          {
            path: "trackingId",
            message: "Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX",
          },
        ],
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Provider" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("combobox", { name: "Provider Type" }));
    await user.click(await screen.findByRole("option", { name: "Google Analytics" }));
    await user.type(within(dialog).getByLabelText("Tracking ID"), "UA-1");
    await user.click(within(dialog).getByRole("button", { name: "Add Provider" }));
    expect(await screen.findByText("Failed to add analytics provider")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX"),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Tracking ID")).toHaveAttribute("aria-invalid", "true");
  });

  it("toggles and removes a provider with the spec's toasts", async () => {
    const calls = renderPage([provider({})], (call) =>
      call.method === "DELETE" ? { status: 204 } : { body: provider({ isActive: false }) },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Google Analytics active" }));
    expect(await screen.findByText("Provider status updated")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/admin/analytics/p1",
      body: { isActive: false },
    });

    await user.click(screen.getByRole("button", { name: "Delete Google Analytics G-ABCD1234" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Analytics provider removed")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")).toMatchObject({
      url: "/api/admin/analytics/p1",
    });
  });

  it("says so when a toggle or a removal fails", async () => {
    renderPage([provider({})], () => ({ status: 500, body: { message: "x", code: "internal" } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Google Analytics active" }));
    expect(await screen.findByText("Failed to update provider status")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete Google Analytics G-ABCD1234" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }),
    );
    expect(await screen.findByText("Failed to remove provider")).toBeInTheDocument();
  });
});
