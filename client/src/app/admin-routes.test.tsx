import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPublicUser } from "@shared/api/users";
import { resetToasts } from "@/components/ui/use-toast";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { AppRouter } from "./router";

afterEach(() => act(() => resetToasts()));

const admin: TPublicUser = {
  id: "u1",
  email: "boss@example.com",
  firstName: "Bea",
  lastName: null,
  profileImageUrl: null,
  subscription: "free",
  role: "admin",
  documentsGenerated: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
};

function renderAt(path: string, user: TPublicUser | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
  return renderWithProviders(<AppRouter />, { path, queryClient });
}

describe("admin routes", () => {
  it.each([
    ["/admin", "Dashboard"],
    ["/admin/users", "Users"],
    ["/admin/analytics", "Analytics"],
    ["/admin/payments", "Payments"],
    ["/admin/activity", "Activity Logs"],
    ["/admin/settings", "Settings"],
  ])("%s shows the %s page in the admin frame", async (path, title) => {
    renderAt(path, admin);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText("Admin Panel")).toBeInTheDocument();
  });

  it("shows Access Denied to a signed-in user who isn't an admin", async () => {
    renderAt("/admin/users", { ...admin, role: "user" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Access Denied" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");
  });

  it("sends a signed-out visitor to sign in, and back to the admin page afterwards", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      set href(url: string) {
        assign(url);
      },
    });
    renderAt("/admin/users", null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fadmin%2Fusers"));
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
    expect(screen.queryByText("404 Page Not Found")).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
