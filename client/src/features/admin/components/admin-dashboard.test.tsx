import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminActivityEntry } from "@shared/api/admin";
import { polyfillJsdomForRadix, stubFetch } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { AdminDashboard } from "./admin-dashboard";
import { AdminLayout } from "./admin-layout";
import { adminMe, sampleStats } from "./test-data";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const entry = (
  n: number,
  type: TAdminActivityEntry["type"],
  action: string,
  user: string | null = "Ada",
): TAdminActivityEntry => ({
  id: `a${n}`,
  type,
  action,
  user,
  timestamp: new Date(Date.now() - n * 60_000).toISOString(),
  userId: null,
  userEmail: null,
  entityType: null,
  entityId: null,
  metadata: action.startsWith("admin.") ? { targetEmail: "grace@example.com" } : null,
  ipAddress: null,
  userAgent: null,
});

const activity: TAdminActivityEntry[] = [
  entry(1, "user", "user.signup"),
  entry(2, "document", "document.generated"),
  entry(3, "payment", "payment.succeeded", null),
  entry(4, "system", "admin.user_blocked", "Rita"),
  entry(5, "user", "user.login"),
  entry(6, "document", "invoice.created"),
];

function renderDashboard() {
  const calls = stubFetch((call) => {
    if (call.url.startsWith("/api/admin/activity")) return { body: activity };
    const period = new URL(call.url, "http://x").searchParams.get("period") ?? "7d";
    return {
      body: sampleStats(
        period === "30d"
          ? {
              period: "30d",
              recentPayments: 1,
              newUsersByDay: Array.from({ length: 30 }, (_, i) => ({
                date: `2026-10-${String(i + 1).padStart(2, "0")}`,
                count: 1,
              })),
            }
          : {},
      ),
    };
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, adminMe);
  renderWithProviders(<AdminDashboard />, { path: "/admin", queryClient });
  return calls;
}

const card = (name: string) => screen.getByRole("group", { name });

describe("AdminDashboard", () => {
  it("shows the four figures from the server", async () => {
    const calls = renderDashboard();
    await waitFor(() => expect(card("Total Users")).toHaveTextContent("1,234"));
    // Total users now against 00:00: 5 sign-ups today, one older account deleted.
    expect(card("Total Users")).toHaveTextContent("+4 from yesterday");
    expect(card("Revenue")).toHaveTextContent("$1,234.56");
    expect(card("Revenue")).toHaveTextContent("3 payments this week");
    expect(card("Documents Generated")).toHaveTextContent("987");
    expect(card("Conversion Rate")).toHaveTextContent("12.3%");
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(["/api/admin/stats?period=7d", "/api/admin/activity?limit=10"]),
    );
  });

  it("changes the period: label, request and wording follow", async () => {
    const calls = renderDashboard();
    const user = userEvent.setup();
    const period = screen.getByRole("combobox", { name: "Period" });
    expect(period).toHaveTextContent("Last 7 days");
    await user.click(period);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Last 7 days",
      "Last 30 days",
      "Last 90 days",
    ]);
    await user.click(screen.getByRole("option", { name: "Last 30 days" }));
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent("Last 30 days");
    await waitFor(() => expect(card("Revenue")).toHaveTextContent("1 payment in the last 30 days"));
    expect(calls.some((c) => c.url === "/api/admin/stats?period=30d")).toBe(true);
  });

  it("overview: user overview and five recent activities with an icon by type", async () => {
    renderDashboard();
    const overview = await screen.findByRole("tabpanel", { name: "Overview" });
    await waitFor(() => expect(within(overview).getByText("321")).toBeInTheDocument());
    expect(within(overview).getByText("Active users")).toBeInTheDocument();
    expect(within(overview).getByText("Blocked users")).toBeInTheDocument();
    expect(within(overview).getByText("Lifetime Access")).toBeInTheDocument();
    const list = within(overview).getByRole("list", { name: "Activity" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(
      items.map((i) => i.querySelector("[data-activity-type]")?.getAttribute("data-activity-type")),
    ).toEqual(["user", "document", "payment", "system", "user"]);
    expect(items[0]).toHaveTextContent("Ada signed up");
    expect(items[3]).toHaveTextContent("Rita blocked grace@example.com");
  });

  it("the Users, Analytics and Activity tabs show the real data", async () => {
    renderDashboard();
    const user = userEvent.setup();
    await waitFor(() => expect(card("Total Users")).toHaveTextContent("1,234"));

    await user.click(screen.getByRole("tab", { name: "Users" }));
    const users = screen.getByRole("tabpanel", { name: "Users" });
    expect(within(users).getAllByTestId("new-users-bar")).toHaveLength(7);
    expect(within(users).getByText(/40 sign-ups in the last 7 days/)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    const analytics = screen.getByRole("tabpanel", { name: "Analytics" });
    expect(within(analytics).getByText("Privacy Policy")).toBeInTheDocument();
    expect(within(analytics).getByText("NDA")).toBeInTheDocument();
    expect(within(analytics).getByText("30")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Activity" }));
    const tab = screen.getByRole("tabpanel", { name: "Activity" });
    expect(within(tab).getAllByRole("listitem")).toHaveLength(6);
    expect(within(tab).getByText(/created an invoice/)).toBeInTheDocument();
  });
});

describe("AdminLayout", () => {
  it("frames the page for an admin: title, name, badge, Exit Admin and the sidebar", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, adminMe);
    renderWithProviders(<AdminLayout>page</AdminLayout>, { path: "/admin/users", queryClient });
    expect(screen.getByText("Admin Panel")).toBeInTheDocument();
    expect(screen.getByTestId("admin-user")).toHaveTextContent("Rita");
    expect(screen.getByText("Admin", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Exit Admin" })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "/admin"],
      ["Users", "/admin/users"],
      ["Analytics", "/admin/analytics"],
      ["Payments", "/admin/payments"],
      ["Activity Logs", "/admin/activity"],
      ["Settings", "/admin/settings"],
    ]);
    expect(within(nav).getByRole("link", { name: "Users" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  it("falls back to the e-mail when there is no first name", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, { ...adminMe, firstName: null });
    renderWithProviders(<AdminLayout>page</AdminLayout>, { path: "/admin", queryClient });
    expect(screen.getByTestId("admin-user")).toHaveTextContent("root@example.com");
  });

  it("shows Access Denied to a non-admin, and not the page", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, { ...adminMe, role: "user" });
    renderWithProviders(<AdminLayout>secret page</AdminLayout>, { path: "/admin", queryClient });
    expect(screen.getByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access the admin panel."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("secret page")).not.toBeInTheDocument();
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
  });
});
