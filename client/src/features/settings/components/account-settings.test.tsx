// Settings → Account: the name (the shared schema's messages, the server's on the fields, the
// current user read back), the data download, and deleting the account behind the typed e-mail,
// which ends on the landing page signed out.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPublicUser } from "@shared/api/users";
import { polyfillJsdomForRadix, sampleUser, stubFetch, type StubAnswer, type StubbedCall } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { getQueryFn } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { AccountSettings } from "./account-settings";
import { SettingsLayout } from "@/components/layout/settings-layout";

polyfillJsdomForRadix();
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAccount(answer: (call: StubbedCall) => StubAnswer, user: TPublicUser = sampleUser()) {
  const calls = stubFetch(answer);
  const queryClient = createTestQueryClient({ queryFn: getQueryFn({ on401: "throw" }) });
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
  const view = renderWithProviders(
    <SettingsLayout current="account" title="Account" description="Your account.">
      <AccountSettings />
    </SettingsLayout>,
    { queryClient, path: "/settings/account" },
  );
  return { ...view, calls };
}

describe("the name", () => {
  it("is saved with PATCH /api/account, and the current user is read again", async () => {
    const renamed = sampleUser({ firstName: "Augusta", lastName: "King" });
    const { calls, queryClient } = renderAccount(({ method, url }) =>
      method === "PATCH" ? { body: renamed } : url === "/api/auth/user" ? { body: renamed } : { status: 500 },
    );
    const user = userEvent.setup();
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "  Augusta ");
    await user.clear(screen.getByLabelText("Last name"));
    await user.type(screen.getByLabelText("Last name"), "King");
    await user.click(screen.getByRole("button", { name: "Save name" }));

    expect(await screen.findByText("Account updated")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "PATCH", url: "/api/account", body: { firstName: "Augusta", lastName: "King" } });
    await waitFor(() => expect(calls.some((c) => c.method === "GET" && c.url === "/api/auth/user")).toBe(true));
    expect(queryClient.getQueryData<TPublicUser>(AUTH_USER_QUERY_KEY)?.firstName).toBe("Augusta");
    // The top bar greets the new name.
    expect(await within(screen.getByTestId("current-user")).findByText("Augusta")).toBeInTheDocument();
  });

  it("shows the shared schema's messages, and the server's on their field", async () => {
    const { calls } = renderAccount(() => ({
      status: 400,
      body: { code: "invalid_input", message: "Invalid input", errors: [{ path: "lastName", message: "Last name must be text" }] },
    }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("First name"), "x".repeat(101));
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("First name must be at most 100 characters")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Last name must be text")).toBeInTheDocument();
    expect(screen.getByLabelText("Last name")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("Download my data", () => {
  it("saves the ZIP under the server's file name", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:zip"), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const zip = new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      status: 200,
      headers: { "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="founderdocs-export-2026-11-23.zip"' },
    });
    vi.stubGlobal("fetch", vi.fn(async () => zip));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
    renderWithProviders(<AccountSettings />, { queryClient });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Download my data" }));

    expect(await screen.findByText("Your data is downloading")).toBeInTheDocument();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith("/api/account/export", expect.objectContaining({ method: "GET", credentials: "include" }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe("founderdocs-export-2026-11-23.zip");
    expect(clicked[0]!.href).toBe("blob:zip");
  });

  it("says why when the server refuses (one download at a time)", async () => {
    renderAccount(() => ({ status: 409, body: { code: "conflict", message: "Your data is already being prepared for download." } }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your data is already being prepared for download.")).toBeInTheDocument();
  });
});

describe("Delete my account", () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    return screen.findByRole("dialog", { name: "Delete your account?" });
  }

  it("asks for the e-mail typed out, and sends nothing on a wrong one", async () => {
    const { calls } = renderAccount(() => ({ status: 500 }));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Your e-mail address is ada@example.com.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Enter your account's e-mail address to confirm")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Type your e-mail address to confirm"), "someone@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("That is not your account's e-mail address")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Type your e-mail address to confirm")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("deletes with DELETE /api/account and leaves for the landing page, signed out", async () => {
    const { calls, location, queryClient } = renderAccount(({ method }) => (method === "DELETE" ? { status: 204 } : { status: 500 }));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Type your e-mail address to confirm"), "ADA@example.com ");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(calls).toEqual([expect.objectContaining({ method: "DELETE", url: "/api/account", body: { confirm: "ADA@example.com " } })]);
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toBeNull();
    expect(await screen.findByText("Account deleted")).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses (the platform's last admin)", async () => {
    const message = "You are the platform's last admin: make another user an admin before deleting your account.";
    renderAccount(() => ({ status: 409, body: { code: "conflict", message } }), sampleUser({ role: "admin" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Type your e-mail address to confirm"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
  });
});
