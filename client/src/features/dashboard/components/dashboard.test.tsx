import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TDashboardStats } from "@shared/api/dashboard";
import type { TDocumentListItem } from "@shared/api/documents";
import userEvent from "@testing-library/user-event";
import type { BillingStatus } from "@shared/invoicing/status";
import { stubFetch } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { DASHBOARD_STATS_QUERY_KEY } from "../api/get-dashboard-stats";
import { DOCUMENTS_QUERY_KEY } from "../api/get-documents";
import { Dashboard } from "./dashboard";
import type { DashboardUser } from "./types";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const ada: DashboardUser = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
  subscription: "free",
  role: "user",
  documentsGenerated: 1,
};

const stats: TDashboardStats = {
  documentsGenerated: 1234,
  signedContracts: 3,
  invoiceTotal: 123456,
  invoiceTotals: [{ currency: "USD", total: 123456 }],
  savedDrafts: 2,
  billing: [],
};

const doc = (n: number, status: "draft" | "final" = "draft"): TDocumentListItem => {
  const at = `2026-11-${String(10 + n).padStart(2, "0")}T12:00:00.000Z`;
  return { id: `doc-${n}`, type: "privacy_policy", title: `Document ${n}`, status, stage: status, createdAt: at, updatedAt: at };
};

function seeded({
  documents,
  withStats = true,
  statsData = stats,
}: { documents?: TDocumentListItem[]; withStats?: boolean; statsData?: TDashboardStats } = {}) {
  const queryClient = createTestQueryClient();
  if (withStats) queryClient.setQueryData(DASHBOARD_STATS_QUERY_KEY, statsData);
  if (documents) queryClient.setQueryData(DOCUMENTS_QUERY_KEY, documents);
  return queryClient;
}

function renderDashboard(
  user: DashboardUser | null,
  queryClient = seeded({ documents: [] }),
  isLoading = false,
) {
  return renderWithProviders(<Dashboard user={user} isLoading={isLoading} />, { queryClient });
}

describe("Dashboard", () => {
  it("shows 'Loading...' while the current-user call is loading", () => {
    renderDashboard(null, seeded(), true);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("greets the user by first name and shows it in the top bar", () => {
    renderDashboard(ada);
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome back, Ada!" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("current-user")).toHaveTextContent("Ada");
    expect(screen.getByRole("link", { name: "Sign Out" })).toHaveAttribute("href", "/api/logout");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Tools" })).toHaveAttribute("href", "/tools");
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(within(nav).getByRole("link", { name: "Documents" })).toHaveAttribute(
      "href",
      "/documents",
    );
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings/business",
    );
    expect(screen.getByRole("link", { name: "FounderDocs home" })).toHaveAttribute("href", "/");
  });

  it("falls back to the e-mail in the top bar and a plain welcome line", () => {
    renderDashboard({ ...ada, firstName: null });
    expect(screen.getByTestId("current-user")).toHaveTextContent("ada@example.com");
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome back!" }),
    ).toBeInTheDocument();
  });

  it("formats the four stats, the invoice total in dollars", () => {
    renderDashboard(ada);
    const value = (name: string) => screen.getByRole("group", { name }).textContent;
    expect(value("Documents Generated")).toContain("1,234");
    expect(value("Signed Contracts")).toContain("3");
    expect(value("Invoice Total")).toContain("$1,234.56");
    expect(value("Saved Drafts")).toContain("2");
  });

  it("shows a 3-row skeleton while the documents load", () => {
    renderDashboard(ada, seeded());
    const skeleton = screen.getByTestId("recent-documents-skeleton");
    expect(within(skeleton).getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows the empty state with a way to create the first document", () => {
    renderDashboard(ada, seeded({ documents: [] }));
    expect(screen.getByText("No documents yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Your First Document" })).toHaveAttribute(
      "href",
      "/tools/privacy-policy",
    );
    expect(screen.getByRole("link", { name: "New Document" })).toHaveAttribute(
      "href",
      "/tools/privacy-policy",
    );
  });

  it("lists the first 5 documents with date, status badge and viewer link", () => {
    const documents = [doc(1, "final"), doc(2), doc(3), doc(4), doc(5), doc(6)];
    renderDashboard(ada, seeded({ documents }));
    const list = screen.getByRole("list", { name: "Recent documents" });
    const rows = within(list).getAllByRole("link");
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveAttribute("href", "/documents/doc-1");
    expect(within(rows[0]!).getByText("Document 1")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("November 11, 2026")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Final")).toHaveClass("bg-primary");
    expect(within(rows[1]!).getByText("Draft")).toHaveClass("bg-secondary");
    expect(screen.queryByText("Document 6")).not.toBeInTheDocument();
  });

  it("links Recent Documents to all documents", () => {
    renderDashboard(ada, seeded({ documents: [doc(1)] }));
    expect(screen.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/documents");
  });

  it("shows one invoice total per currency, and the spec's dollars when there are none", () => {
    const value = () => screen.getByRole("group", { name: "Invoice Total" }).textContent;
    const euroOnly = renderDashboard(
      ada,
      seeded({ statsData: { ...stats, invoiceTotal: 0, invoiceTotals: [{ currency: "EUR", total: 4200 }] } }),
    );
    expect(value()).toContain("€42.00");
    expect(value()).not.toContain("$0.00");
    euroOnly.unmount();

    const several = renderDashboard(
      ada,
      seeded({
        statsData: {
          ...stats,
          invoiceTotals: [
            { currency: "USD", total: 123456 },
            { currency: "EUR", total: 99 },
            { currency: "GBP", total: 100000 },
          ],
        },
      }),
    );
    const lines = within(screen.getByRole("group", { name: "Invoice Total" })).getAllByRole(
      "listitem",
    );
    expect(lines.map((l) => l.textContent)).toEqual(["$1,234.56", "€0.99", "£1,000.00"]);
    several.unmount();

    renderDashboard(ada, seeded({ statsData: { ...stats, invoiceTotal: 0, invoiceTotals: [] } }));
    expect(value()).toContain("$0.00");
  });

  it("shows a free user's plan usage, and none to a Lifetime user", () => {
    const { unmount } = renderDashboard(ada);
    expect(screen.getByTestId("plan-usage")).toHaveTextContent("1 of 3 free documents used");
    expect(screen.getByRole("progressbar", { name: "Free documents used" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    expect(screen.queryByTestId("plan-limit-notice")).not.toBeInTheDocument();
    unmount();

    renderDashboard({ ...ada, subscription: "pro", documentsGenerated: 12 });
    expect(screen.queryByTestId("plan-usage")).not.toBeInTheDocument();
    expect(screen.queryByTestId("plan-limit-notice")).not.toBeInTheDocument();
  });

  it("says at the limit, before any form, that new documents need an upgrade", () => {
    renderDashboard({ ...ada, documentsGenerated: 3 }, seeded({ documents: [doc(1)] }));
    expect(screen.getByTestId("plan-usage")).toHaveTextContent("3 of 3 free documents used");
    const quickTools = screen.getByRole("region", { name: "Quick Tools" });
    const recent = screen.getByRole("region", { name: "Recent Documents" });
    for (const panel of [quickTools, recent]) {
      const notice = within(panel).getByTestId("plan-limit-notice");
      expect(notice).toHaveTextContent("You've used all 3 free documents.");
      expect(within(notice).getByRole("link", { name: "Upgrade to Lifetime Access" })).toHaveAttribute(
        "href",
        "/pricing",
      );
    }
    expect(screen.getByRole("link", { name: "New Document" })).toHaveAccessibleDescription(
      /You've used all 3 free documents/,
    );
  });

  it("gives an admin a way to the admin panel, and nobody else", () => {
    const { unmount } = renderDashboard(ada);
    expect(screen.queryByRole("link", { name: "Admin Panel" })).not.toBeInTheDocument();
    unmount();
    renderDashboard({ ...ada, role: "admin" });
    expect(screen.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  });

  it("links the six quick tools to their routes", () => {
    renderDashboard(ada);
    const panel = screen.getByRole("region", { name: "Quick Tools" });
    const hrefs = within(panel)
      .getAllByRole("link")
      .map((l) => l.getAttribute("href"));
    expect(hrefs).toEqual([
      "/tools/privacy-policy",
      "/tools/terms-conditions",
      "/tools/cookie-policy",
      "/tools/ecommerce-policies",
      "/tools/nda-generator",
      "/tools/contractor-agreement",
    ]);
  });

  it("offers the upgrade only on the free plan", () => {
    const { unmount } = renderDashboard(ada);
    expect(screen.getByRole("heading", { name: "Upgrade to Lifetime Access" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade Now" })).toBeInTheDocument();
    unmount();

    renderDashboard({ ...ada, subscription: "pro" });
    expect(
      screen.queryByRole("heading", { name: "Upgrade to Lifetime Access" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upgrade Now" })).not.toBeInTheDocument();
  });

  it("tells a signed-out visitor they are being sent to sign in", async () => {
    renderDashboard(null);
    expect(await screen.findByText("Unauthorized")).toBeInTheDocument();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(screen.getByTestId("current-user")).toHaveTextContent("User");
  });

  it("does the same when a dashboard call answers 401", async () => {
    const queryClient = createTestQueryClient({
      queryFn: ({ queryKey }) =>
        queryKey[0] === "/api/dashboard/stats"
          ? Promise.reject(new ApiError(401, '{"message":"Not signed in"}'))
          : Promise.resolve([]),
    });
    renderDashboard(ada, queryClient);
    expect(await screen.findByText("Unauthorized")).toBeInTheDocument();
  });

  describe("invoices", () => {
    const invoice = (n: number, billingStatus: BillingStatus, sentAt: string | null = billingStatus === "draft" ? null : "2026-11-20T09:00:00.000Z"): TDocumentListItem => ({
      ...doc(n, "final"),
      id: `inv-${n}`,
      type: "invoice",
      title: `Invoice INV-000${n}`,
      billingStatus,
      // As the server says it: a final invoice not sent yet is Final.
      stage: billingStatus === "draft" ? "final" : billingStatus,
      total: 100_000,
      currency: "USD",
      amountPaid: billingStatus === "paid" ? 100_000 : 0,
      balanceDue: billingStatus === "paid" ? 0 : 100_000,
      sentAt,
    });

    it("shows each one's stage (Paid, Sent, Overdue, Final), and Remind only on what is owed", () => {
      const documents = [invoice(1, "paid"), invoice(2, "sent"), invoice(3, "overdue"), invoice(4, "draft"), doc(5, "final")];
      renderDashboard(ada, seeded({ documents }));
      const list = screen.getByRole("list", { name: "Recent documents" });
      const rows = within(list).getAllByRole("listitem");
      expect(rows.map((r) => within(r).getByTestId("stage-badge").textContent)).toEqual(["Paid", "Sent", "Overdue", "Final", "Final"]);
      expect(rows.map((r) => within(r).queryByRole("button", { name: "Remind" }) !== null)).toEqual([false, true, true, false, false]);
    });

    it("offers no Remind on an invoice past its due date that was never sent", () => {
      renderDashboard(ada, seeded({ documents: [invoice(6, "overdue", null)] }));
      const row = within(screen.getByRole("list", { name: "Recent documents" })).getByRole("listitem");
      expect(within(row).getByTestId("stage-badge")).toHaveTextContent("Overdue");
      expect(within(row).queryByRole("button", { name: "Remind" })).not.toBeInTheDocument();
    });

    it("Remind posts to the invoice's /remind: a toast when sent, another when one went out in the last 24 h", async () => {
      let answer: { status: number; body?: unknown } = { status: 202, body: { status: "queued" } };
      const calls = stubFetch(() => answer);
      const user = userEvent.setup();
      renderDashboard(ada, seeded({ documents: [invoice(2, "sent")] }));
      await user.click(screen.getByRole("button", { name: "Remind" }));
      expect(await screen.findByText("Reminder sent")).toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/documents/inv-2/remind"]);

      answer = { status: 429, body: { code: "rate_limited", message: "A reminder was sent in the last 24 hours: wait a day before sending another" } };
      await user.click(screen.getByRole("button", { name: "Remind" }));
      expect(await screen.findByText("Already reminded today")).toBeInTheDocument();
      expect(screen.getByText("A reminder was sent in the last 24 hours: wait a day before sending another")).toBeInTheDocument();
    });

    it("shows invoiced, paid, outstanding and overdue per currency", () => {
      const billing = [
        { currency: "USD", invoiced: 300_000, paid: 100_000, outstanding: 200_000, overdue: 50_000 },
        { currency: "EUR", invoiced: 80_000, paid: 80_000, outstanding: 0, overdue: 0 },
      ];
      renderDashboard(ada, seeded({ documents: [], statsData: { ...stats, billing } }));
      const table = screen.getByRole("table");
      const cells = (currency: string) => within(screen.getByTestId(`billing-${currency}`)).getAllByRole("cell").map((c) => c.textContent);
      expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Currency", "Invoiced", "Paid", "Outstanding", "Overdue"]);
      expect(cells("USD")).toEqual(["$3,000.00", "$1,000.00", "$2,000.00", "$500.00"]);
      expect(cells("EUR")).toEqual(["€800.00", "€800.00", "€0.00", "€0.00"]);
    });
  });
});
