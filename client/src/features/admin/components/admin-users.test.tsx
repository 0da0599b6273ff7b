import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminUser } from "@shared/api/admin";
import {
  polyfillJsdomForRadix,
  stubFetch,
  type StubAnswer,
  type StubbedCall,
} from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { AdminUsers } from "./admin-users";
import { adminMe, sampleUsers } from "./test-data";
import { confirmationText, filterUsers } from "./user-actions";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

/** The server as these tests need it: the list filtered as the endpoint does, and PATCH. */
function fakeServer(
  patch: (call: StubbedCall) => StubAnswer | Promise<StubAnswer> = () => ({ body: {} }),
) {
  return stubFetch((call) => {
    if (call.method === "PATCH") return patch(call);
    const url = new URL(call.url, "http://x");
    const rows = filterUsers(sampleUsers, {
      search: url.searchParams.get("search") ?? "",
      subscription: (url.searchParams.get("subscription") ?? "all") as "all",
      status: (url.searchParams.get("status") ?? "all") as "all",
    });
    return { body: rows };
  });
}

function renderUsers() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, adminMe);
  return renderWithProviders(<AdminUsers />, { path: "/admin/users", queryClient });
}

const rowOf = (name: string) => screen.getByText(name).closest("tr")!;

describe("filterUsers", () => {
  const users: TAdminUser[] = sampleUsers;
  it("matches the name or the e-mail, case-insensitively", () => {
    expect(
      filterUsers(users, { search: "LOVE", subscription: "all", status: "all" }).map((u) => u.id),
    ).toEqual(["u-ada"]);
    expect(
      filterUsers(users, { search: " grace@ ", subscription: "all", status: "all" }).map(
        (u) => u.id,
      ),
    ).toEqual(["u-grace"]);
  });
  it("filters by subscription and status together", () => {
    expect(
      filterUsers(users, { search: "", subscription: "pro", status: "all" }).map((u) => u.id),
    ).toEqual(["u-admin", "u-grace"]);
    expect(
      filterUsers(users, { search: "", subscription: "pro", status: "blocked" }).map((u) => u.id),
    ).toEqual(["u-grace"]);
    expect(filterUsers(users, { search: "", subscription: "free", status: "blocked" })).toEqual([]);
  });
});

describe("AdminUsers", () => {
  it("lists the users with the table's columns and a count", async () => {
    fakeServer();
    renderUsers();
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    for (const column of [
      "User",
      "Subscription",
      "Role",
      "Status",
      "Documents",
      "Last Active",
      "Actions",
    ])
      expect(screen.getByRole("columnheader", { name: column })).toBeInTheDocument();
    expect(screen.getByTestId("user-count")).toHaveTextContent("3 users");
    const ada = within(rowOf("Ada Lovelace"));
    expect(ada.getByText("ada@example.com")).toBeInTheDocument();
    expect(ada.getByText("Free")).toBeInTheDocument();
    expect(ada.getByText("3")).toBeInTheDocument();
    expect(ada.getByText("Never")).toBeInTheDocument();
    expect(ada.getByRole("button", { name: "Block Ada Lovelace" })).toBeInTheDocument();
    expect(ada.getByRole("button", { name: "Upgrade Ada Lovelace" })).toBeInTheDocument();
    expect(ada.getByRole("button", { name: "Make Admin Ada Lovelace" })).toBeInTheDocument();
    const grace = within(rowOf("grace@example.com"));
    expect(grace.getByText("Blocked")).toBeInTheDocument();
    expect(grace.getByRole("button", { name: /^Unblock/ })).toBeInTheDocument();
    expect(grace.getByRole("button", { name: /^Downgrade/ })).toBeInTheDocument();
  });

  it("filters as you type and asks the server with the search", async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText("Ada Lovelace");
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "lovelace");
    // The client filter answers at once.
    const rows = screen.getAllByTestId("user-row");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("Ada Lovelace");
    expect(screen.getByTestId("user-count")).toHaveTextContent("1 user");
    await waitFor(() => expect(calls.some((c) => c.url.includes("search=lovelace"))).toBe(true));
  });

  it("filters by subscription and status, on the client and on the server", async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText("Ada Lovelace");

    await user.click(screen.getByRole("combobox", { name: "Subscription" }));
    await user.click(await screen.findByRole("option", { name: "Lifetime Access" }));
    await waitFor(() => expect(screen.queryByText("Ada Lovelace")).not.toBeInTheDocument());
    expect(screen.getByText("Rita Root")).toBeInTheDocument();
    expect(screen.getByText("grace@example.com")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("subscription=pro"))).toBe(true);

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Blocked" }));
    await waitFor(() => expect(screen.queryByText("Rita Root")).not.toBeInTheDocument());
    expect(screen.getByTestId("user-count")).toHaveTextContent("1 user");
    expect(
      calls.some((c) => c.url.includes("subscription=pro") && c.url.includes("status=blocked")),
    ).toBe(true);

    await user.click(screen.getByRole("combobox", { name: "Subscription" }));
    await user.click(await screen.findByRole("option", { name: "Free" }));
    expect(await screen.findByText("No users match these filters.")).toBeInTheDocument();
  });

  it("confirms an action with the spec's sentence, shows Processing... and the toast, then refreshes", async () => {
    let release!: () => void;
    const calls = fakeServer(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...sampleUsers[1], status: "blocked" } });
        }),
    );
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText("Ada Lovelace");
    const listCalls = () => calls.filter((c) => c.method === "GET").length;
    const before = listCalls();

    await user.click(screen.getByRole("button", { name: "Block Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm Action" });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to block Ada Lovelace? This action will take effect immediately.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Block" }));

    expect(await within(dialog).findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/admin/users/u-ada",
      body: { action: "block" },
    });
    act(() => release());

    expect(await screen.findByText("User has been blocked")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Confirm Action" })).not.toBeInTheDocument(),
    );
    expect(listCalls()).toBeGreaterThan(before);
  });

  it("names each action in the sentence and the button, and Cancel changes nothing", async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText("Ada Lovelace");

    await user.click(screen.getByRole("button", { name: "Make Admin Ada Lovelace" }));
    let dialog = await screen.findByRole("dialog", { name: "Confirm Action" });
    expect(dialog).toHaveTextContent("Are you sure you want to make admin Ada Lovelace?");
    expect(within(dialog).getByRole("button", { name: "Make Admin" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Unblock grace@example.com" }));
    dialog = await screen.findByRole("dialog", { name: "Confirm Action" });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to unblock grace@example.com? This action will take effect immediately.",
    );
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([]);
  });

  it("says so when the action fails", async () => {
    fakeServer(() => ({ status: 500, body: { message: "boom", code: "internal" } }));
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText("Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Upgrade Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm Action" });
    await user.click(within(dialog).getByRole("button", { name: "Upgrade" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to perform action. Please try again.")).toBeInTheDocument();
  });

  it("doesn't offer an admin to block themselves or remove their own admin access", async () => {
    fakeServer();
    renderUsers();
    await screen.findByText("Rita Root");
    const me = within(rowOf("Rita Root"));
    expect(me.getByRole("button", { name: "Block Rita Root" })).toBeDisabled();
    expect(me.getByRole("button", { name: "Remove Admin Rita Root" })).toBeDisabled();
    expect(me.getByRole("button", { name: "Downgrade Rita Root" })).toBeEnabled();
  });
});

describe("confirmationText", () => {
  it("follows the spec's sentence", () => {
    expect(confirmationText("remove-admin", { name: null, email: "x@example.com" })).toBe(
      "Are you sure you want to remove admin x@example.com? This action will take effect immediately.",
    );
  });
});
