import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPublicUser } from "@shared/api/users";
import { polyfillJsdomForRadix } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders, seedQueryError } from "@/testing/render";
import { INSTANCE_QUERY_KEY } from "@/features/auth/components/account-blocked";
import { AppRouter } from "./router";

polyfillJsdomForRadix();

afterEach(() => act(() => resetToasts()));

const user: TPublicUser = {
  id: "u1",
  email: "grace@example.com",
  firstName: "Grace",
  lastName: "Hopper",
  profileImageUrl: null,
  subscription: "pro",
  role: "user",
  documentsGenerated: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
};

function renderAt(path: string, currentUser: TPublicUser | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, currentUser);
  return renderWithProviders(<AppRouter />, { path, queryClient });
}

/** Spec section 2's tool routes, and the heading of the form each one shows. */
const WORKING_TOOLS = [
  ["/tools/privacy-policy", "Privacy Policy Generator"],
  ["/tools/terms-conditions", "Terms & Conditions Generator"],
  ["/tools/cookie-policy", "Cookie Policy Generator"],
  ["/tools/ecommerce-policies", "E-commerce Policy Generator"],
  ["/tools/nda-generator", "NDA Generator"],
  ["/tools/contractor-agreement", "Contractor Agreement Generator"],
  ["/tools/invoice-generator", "Invoice Generator"],
  ["/tools/quote-generator", "Quote Generator"],
  ["/tools/logo-generator", "Logo & Favicon Studio"],
  ["/tools/business-plan", "Business Plan Generator"],
  ["/tools/employment-contract", "Employment Contract Generator"],
];

describe("AppRouter", () => {
  it("shows the landing page at / when signed out", () => {
    renderAt("/", null);
    expect(
      screen.getByRole("heading", { level: 1, name: /without the lawyer/ }),
    ).toBeInTheDocument();
  });

  it("shows the landing page at once while the user call loads, unless this browser was signed in last time", async () => {
    // The user call never answers here: what '/' shows meanwhile.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    try {
      localStorage.removeItem("founderdocs.signed-in");
      const first = renderWithProviders(<AppRouter />, { path: "/", queryClient: createTestQueryClient() });
      expect(screen.getByRole("heading", { level: 1, name: /without the lawyer/ })).toBeInTheDocument();
      first.unmount();

      localStorage.setItem("founderdocs.signed-in", "1");
      renderWithProviders(<AppRouter />, { path: "/", queryClient: createTestQueryClient() });
      expect(screen.getByRole("status")).toHaveTextContent("Loading...");
      expect(screen.queryByRole("heading", { level: 1, name: /without the lawyer/ })).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem("founderdocs.signed-in");
      vi.unstubAllGlobals();
    }
  });

  it("remembers the last answer of the user call as the hint", async () => {
    const answers = [new Response(JSON.stringify(user), { status: 200, headers: { "content-type": "application/json" } })];
    vi.stubGlobal("fetch", async () => answers.shift() ?? new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401, headers: { "content-type": "application/json" } }));
    try {
      localStorage.removeItem("founderdocs.signed-in");
      const signedIn = renderWithProviders(<AppRouter />, { path: "/", queryClient: createTestQueryClient() });
      await waitFor(() => expect(localStorage.getItem("founderdocs.signed-in")).toBe("1"));
      signedIn.unmount();
      renderWithProviders(<AppRouter />, { path: "/", queryClient: createTestQueryClient() });
      await waitFor(() => expect(localStorage.getItem("founderdocs.signed-in")).toBeNull());
      expect(await screen.findByRole("heading", { level: 1, name: /without the lawyer/ })).toBeInTheDocument();
    } finally {
      localStorage.removeItem("founderdocs.signed-in");
      vi.unstubAllGlobals();
    }
  });

  it("shows the dashboard at / when signed in", async () => {
    renderAt("/", user);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Grace!" }),
    ).toBeInTheDocument();
  });

  it("shows the dashboard at /dashboard", async () => {
    renderAt("/dashboard", user);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Grace!" }),
    ).toBeInTheDocument();
  });

  it.each(WORKING_TOOLS)("shows the form at %s when signed in", async (path, heading) => {
    renderAt(path, user);
    // The form is a lazy chunk: its first load in jsdom takes a moment.
    expect(
      await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("form")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    // The app's top bar stays on a tool page: the menu, and the way out.
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "FounderDocs home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Sign Out" })).toHaveAttribute("href", "/api/logout");
    expect(screen.getByRole("navigation", { name: "Main" })).toHaveTextContent("Documents");
  });

  it("shows the signature tool at /tools/digital-signature, and the public signing and verification pages signed out", async () => {
    renderAt("/tools/digital-signature", user);
    expect(await screen.findByRole("heading", { level: 1, name: "Digital Signatures" }, { timeout: 4000 })).toBeInTheDocument();
    cleanup();
    renderAt("/verify", null);
    expect(await screen.findByRole("heading", { level: 1, name: "Verify a signed document" }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("shows the quote tool at /tools/quote-generator: the invoice form, its type fixed to quote, one validity date", async () => {
    renderAt("/tools/quote-generator", user);
    expect(await screen.findByRole("heading", { level: 1, name: "Quote Generator" }, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByLabelText("Document Type")).toHaveValue("Quote/Estimate");
    expect(screen.getByLabelText(/Valid Until/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Due Date/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Terms/)).toBeInTheDocument();
  });

  it.each(["/tools/quote-generator", "/tools/nda-generator?ref=mail", "/admin/users", "/documents"])(
    "sends a signed-out visitor at %s to sign in, and back there afterwards",
    async (path) => {
      const assign = vi.fn();
      vi.stubGlobal("location", {
        ...window.location,
        set href(url: string) {
          assign(url);
        },
      });
      renderAt(path, null);
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(path)}`),
      );
      expect(screen.queryByText("404 Page Not Found")).not.toBeInTheDocument();
      vi.unstubAllGlobals();
    },
  );

  it("shows the not-found page to a signed-out visitor on an unknown path", async () => {
    renderAt("/no-such-page", null);
    expect(
      await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" }),
    ).toBeInTheDocument();
  });

  it("shows the not-found page for an unknown path", async () => {
    renderAt("/no-such-page", user);
    expect(
      await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Did you forget to add the page to the router/)).not.toBeInTheDocument();
    expect(screen.getByText(/doesn't exist or has moved/)).toBeInTheDocument();
  });

  it("shows the account-blocked screen when the server says the account is blocked", async () => {
    const queryClient = createTestQueryClient();
    seedQueryError(
      queryClient,
      AUTH_USER_QUERY_KEY,
      new ApiError(403, '{"message":"Your account has been blocked","code":"blocked"}'),
    );
    renderWithProviders(<AppRouter />, { path: "/", queryClient });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your account has been blocked" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign Out" })).toHaveAttribute("href", "/api/logout");
  });

  it("links the blocked screen's contact support to the operator's address", async () => {
    const queryClient = createTestQueryClient();
    seedQueryError(
      queryClient,
      AUTH_USER_QUERY_KEY,
      new ApiError(403, '{"message":"Your account has been blocked","code":"blocked"}'),
    );
    queryClient.setQueryData(INSTANCE_QUERY_KEY, { supportEmail: "help@operator.example" });
    renderWithProviders(<AppRouter />, { path: "/", queryClient });
    expect(await screen.findByRole("link", { name: "contact support" })).toHaveAttribute(
      "href",
      "mailto:help@operator.example",
    );
  });
});
