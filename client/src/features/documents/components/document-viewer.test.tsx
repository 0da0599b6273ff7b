import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentQueryKey } from "../document";
import { polyfillJsdomForRadix, sampleDocument, stubFetch } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { createTestQueryClient, renderWithProviders, seedQueryError } from "@/testing/render";
import { DocumentViewer } from "./document-viewer";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const doc = sampleDocument();

function renderViewer({
  auth = { isAuthLoading: false, isAuthenticated: true },
  queryClient = createTestQueryClient(),
} = {}) {
  return renderWithProviders(<DocumentViewer id={doc.id} {...auth} />, {
    path: `/documents/${doc.id}`,
    queryClient,
  });
}

describe("DocumentViewer", () => {
  it("shows a skeleton and the breadcrumb while loading", () => {
    renderViewer();
    expect(screen.getByTestId("document-skeleton")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
    expect(within(crumbs).getByText("Document")).toHaveAttribute("aria-current", "page");
  });

  it("tells a signed-out visitor to log in, then sends them to sign in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      pathname: `/documents/${doc.id}`,
      search: "",
      set href(url: string) {
        assign(url);
      },
    });
    renderViewer({ auth: { isAuthLoading: false, isAuthenticated: false } });
    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Please log in to view documents.")).toBeInTheDocument();
    expect(screen.queryByText("Document Not Found")).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    // Back to this document once signed in.
    expect(assign).toHaveBeenCalledWith(
      `/api/login?returnTo=${encodeURIComponent(`/documents/${doc.id}`)}`,
    );
  });

  it("shows the not-found screen when the document call fails", () => {
    const queryClient = createTestQueryClient();
    seedQueryError(
      queryClient,
      documentQueryKey(doc.id),
      new ApiError(404, '{"message":"Document not found","code":"not_found"}'),
    );
    renderViewer({ queryClient });
    expect(
      screen.getByRole("heading", { level: 1, name: "Document Not Found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "The document you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
  });

  it("shows the document with its downloads", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), doc);
    const user = userEvent.setup();
    renderViewer({ queryClient });

    expect(screen.getByRole("heading", { level: 1, name: doc.title })).toBeInTheDocument();
    expect(screen.getByText("Privacy Policy", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("Final")).toHaveClass("bg-primary");
    expect(screen.getByText("Generated on November 23, 2026")).toBeInTheDocument();
    expect(
      screen.getByText("Acme Inc. is the controller of your personal data."),
    ).toBeInTheDocument();

    const base = `/api/documents/${doc.id}/export`;
    expect(screen.queryByTestId("e-invoice-downloads")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "HTML" })).toHaveAttribute("href", `${base}/html`);
    expect(screen.getByRole("link", { name: "Markdown" })).toHaveAttribute(
      "href",
      `${base}/markdown`,
    );
    const pdf = screen.getByRole("link", { name: "PDF" });
    for (const link of [screen.getByRole("link", { name: "HTML" }), pdf])
      expect(link).toHaveAttribute("download");
    // No paper by default, as the generator's Download PDF: the server prints on the business's.
    expect(pdf).toHaveAttribute("href", `${base}/pdf`);
    await user.click(screen.getByLabelText("Paper size"));
    await user.click(await screen.findByRole("option", { name: "A4" }));
    expect(pdf).toHaveAttribute("href", `${base}/pdf?paper=a4`);
    expect(screen.getByRole("link", { name: "HTML" })).toHaveAttribute("href", `${base}/html?paper=a4`);
    await user.click(screen.getByLabelText("Paper size"));
    await user.click(await screen.findByRole("option", { name: "US Letter" }));
    expect(pdf).toHaveAttribute("href", `${base}/pdf?paper=letter`);
  });

  it("an uploaded PDF shows the file itself and offers only its PDF, no paper and no duplicate", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), { ...doc, type: "uploaded_pdf", title: "Office lease", content: "<p>An uploaded PDF of 2 pages.</p>" });
    renderViewer({ queryClient });
    expect(screen.getByTitle("Office lease (PDF)")).toHaveAttribute("src", `/api/documents/${doc.id}/uploaded.pdf`);
    expect(screen.getByRole("link", { name: "PDF" })).toHaveAttribute("href", `/api/documents/${doc.id}/export/pdf`);
    expect(screen.queryByRole("link", { name: "HTML" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Markdown" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Paper size")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Duplicate" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /send for signature/i })).toBeInTheDocument();
  });

  it("says in its heading where the document stands, in the server's stage: one badge, whatever its status", () => {
    const stages = [
      ["awaiting_signature", "Awaiting signature"],
      ["signed", "Signed"],
      ["declined", "Declined"],
      ["accepted", "Accepted"],
      ["converted", "Invoiced"],
      ["partially_paid", "Partially paid"],
      ["expired", "Expired"],
    ] as const;
    for (const [stage, label] of stages) {
      const queryClient = createTestQueryClient();
      // The document's own status stays "final": the heading shows the stage, never "Final" beside it.
      queryClient.setQueryData(documentQueryKey(doc.id), { ...doc, status: "final", stage });
      const { unmount } = renderViewer({ queryClient });
      const heading = screen.getByTestId("document-version").parentElement!;
      expect(within(heading).getAllByTestId("stage-badge").map((b) => b.textContent)).toEqual([label]);
      expect(within(heading).queryByText("Final")).not.toBeInTheDocument();
      unmount();
    }
  });

  /** The viewer of `data`, with an edit form for its type (so Edit shows where it may). */
  const renderEditable = (data: typeof doc) => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), data);
    return renderWithProviders(<DocumentViewer id={doc.id} isAuthLoading={false} isAuthenticated editFormOf={() => () => null} />, {
      path: `/documents/${doc.id}`,
      queryClient,
    });
  };

  it("a quote can be edited until its client accepts it", () => {
    stubFetch(() => ({ body: { events: [] } }));
    for (const [billingStatus, editable] of [["sent", true], ["accepted", false], ["converted", false]] as const) {
      const { unmount } = renderEditable({ ...doc, type: "quote", billingStatus });
      expect(!!screen.queryByRole("button", { name: "Edit" }), billingStatus).toBe(editable);
      unmount();
    }
  });

  it("a quote has one primary action, Send; asking for a signature is in the menu beside it", async () => {
    stubFetch(() => ({ body: { events: [], versions: [] } }));
    const user = userEvent.setup();
    renderEditable({ ...doc, type: "quote", status: "final", billingStatus: "sent" });
    const actions = screen.getByRole("group", { name: "Document actions" });
    expect(within(actions).getByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(within(actions).queryByRole("button", { name: "Send for signature" })).not.toBeInTheDocument();
    // Radix opens its menu from the keyboard as from a pointer.
    within(actions).getByRole("button", { name: "More ways to send" }).focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Send for signature" }));
    expect(await screen.findByRole("dialog", { name: "Send for signature" })).toBeInTheDocument();
  });

  it("a document not sent to a client keeps its own Send for signature button", () => {
    stubFetch(() => ({ body: { events: [] } }));
    renderEditable({ ...doc, type: "nda" });
    const actions = screen.getByRole("group", { name: "Document actions" });
    expect(within(actions).getByRole("button", { name: "Send for signature" })).toBeInTheDocument();
    expect(within(actions).queryByRole("button", { name: "More ways to send" })).not.toBeInTheDocument();
  });

  it("a draft invoice offers no Send until it is finalized", () => {
    stubFetch(() => ({ body: { events: [] } }));
    for (const [status, sendable] of [["draft", false], ["final", true]] as const) {
      const { unmount } = renderEditable({ ...doc, type: "invoice", status, billingStatus: "draft", sentAt: null, amountPaid: 0 });
      expect(!!screen.queryByRole("button", { name: "Send" }), status).toBe(sendable);
      unmount();
    }
  });

  it("an invoice can be edited until it is issued: sent, paid in part or void", () => {
    stubFetch(() => ({ body: { events: [] } }));
    const cases = [
      ["draft", { billingStatus: "draft", sentAt: null, amountPaid: 0 }, true],
      ["overdue draft", { billingStatus: "overdue", sentAt: null, amountPaid: 0 }, true],
      ["sent", { billingStatus: "sent", sentAt: "2026-11-20T09:00:00.000Z", amountPaid: 0 }, false],
      ["paid in part, unsent", { billingStatus: "partially_paid", sentAt: null, amountPaid: 1_000 }, false],
      ["void", { billingStatus: "void", sentAt: null, amountPaid: 0 }, false],
    ] as const;
    for (const [name, billing, editable] of cases) {
      const { unmount } = renderEditable({ ...doc, type: "invoice", ...billing });
      expect(!!screen.queryByRole("button", { name: "Edit" }), name).toBe(editable);
      // Without Edit, the page says why and what to do instead.
      if (!editable) expect(screen.getByTestId("revision-refusal")).toHaveTextContent("correct an invoice with a credit note");
      else expect(screen.queryByTestId("revision-refusal")).not.toBeInTheDocument();
      unmount();
    }
  });

  it("an invoice offers its four e-invoices with the line on which to choose; a policy none", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), { ...doc, type: "invoice" });
    renderViewer({ queryClient });
    const box = screen.getByTestId("e-invoice-downloads");
    const base = `/api/documents/${doc.id}/export`;
    for (const [name, format] of [["UBL (Peppol)", "ubl"], ["CII", "cii"], ["XRechnung", "xrechnung"], ["Factur-X PDF", "facturx"]])
      expect(within(box).getByRole("link", { name })).toHaveAttribute("href", `${base}/${format}`);
    expect(within(box).getByText("For German public bodies: XRechnung; for Peppol: UBL; for everyone else in the EU: Factur-X")).toBeInTheDocument();
  });

  it("an e-invoice is fetched, then saved; a refusal shows the server's words in a toast, not in a file", async () => {
    const base = `/api/documents/${doc.id}/export`;
    const reason = "XRechnung needs the buyer reference (the Leitweg-ID of a German public body)";
    const calls = stubFetch(({ url }) =>
      url.endsWith("/xrechnung")
        ? { status: 400, body: { code: "invalid_input", message: `Invalid input: buyerReference: ${reason}`, errors: [{ path: "buyerReference", message: reason }] } }
        : new Response("<Invoice/>", { status: 200, headers: { "Content-Type": "application/xml", "Content-Disposition": 'attachment; filename="invoice-inv-0001-ubl.xml"' } }),
    );
    const saved: string[] = [];
    Object.defineProperty(URL, "createObjectURL", { configurable: true, writable: true, value: vi.fn(() => "blob:e-invoice") });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, writable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), { ...doc, type: "invoice" });
    const user = userEvent.setup();
    renderViewer({ queryClient });
    const box = screen.getByTestId("e-invoice-downloads");

    await user.click(within(box).getByRole("link", { name: "UBL (Peppol)" }));
    await vi.waitFor(() => expect(saved).toEqual(["invoice-inv-0001-ubl.xml"]));
    await user.click(within(box).getByRole("link", { name: "XRechnung" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual([`${base}/ubl`, `${base}/xrechnung`]);
  });

  it("an e-invoice the invoice isn't ready for is a disabled button that says what it still needs; a ready one downloads", async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    const queryClient = createTestQueryClient();
    const ready = { ready: true, missing: [] };
    queryClient.setQueryData(documentQueryKey(doc.id), {
      ...doc,
      type: "invoice",
      eInvoice: {
        ubl: { ready: false, missing: ["buyerReference", "businessProfile.phone"] },
        cii: ready,
        xrechnung: { ready: false, missing: ["clientEmail", "buyerReference", "businessProfile.phone"] },
        facturx: ready,
      },
    });
    const user = userEvent.setup();
    renderViewer({ queryClient });
    const box = screen.getByTestId("e-invoice-downloads");
    const xrechnung = within(box).getByRole("button", { name: "XRechnung" });
    expect(xrechnung).toBeDisabled();
    expect(xrechnung).toHaveAccessibleDescription(
      "XRechnung needs the client's e-mail, the buyer reference and your business profile's phone number.",
    );
    expect(within(box).getByRole("button", { name: "UBL (Peppol)" })).toHaveAccessibleDescription(
      "UBL (Peppol) needs the buyer reference and your business profile's phone number.",
    );
    await user.click(xrechnung);
    expect(calls.filter((c) => c.url.includes("/export/"))).toEqual([]);
    expect(within(box).getByRole("link", { name: "CII" })).toHaveAttribute("href", `/api/documents/${doc.id}/export/cii`);
    expect(within(box).getByRole("link", { name: "Factur-X PDF" })).toBeInTheDocument();
  });

  it("a draft invoice's e-invoices wait for its number, and say so", () => {
    const queryClient = createTestQueryClient();
    const ready = { ready: true, missing: [] };
    queryClient.setQueryData(documentQueryKey(doc.id), {
      ...doc,
      type: "invoice",
      status: "draft",
      eInvoice: { ubl: ready, cii: ready, xrechnung: { ready: false, missing: ["buyerReference"] }, facturx: ready },
    });
    renderViewer({ queryClient });
    const box = screen.getByTestId("e-invoice-downloads");
    expect(within(box).getByRole("button", { name: "CII" })).toHaveAccessibleDescription("Finalize it first: a draft has no number yet.");
    expect(within(box).getByRole("button", { name: "XRechnung" })).toHaveAccessibleDescription(
      "Finalize it first: a draft has no number yet. XRechnung needs the buyer reference.",
    );
  });

  it("creates, shows and revokes the share link", async () => {
    const url = "http://localhost/share/tok123";
    const calls = stubFetch(({ method }) =>
      method === "POST"
        ? { status: 201, body: { url, token: "tok123", createdAt: doc.createdAt } }
        : { status: 204 },
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), doc);
    // The policy was never published (the Publish panel's read, answered from the cache).
    queryClient.setQueryData(["/api/publications", { documentId: doc.id }], null);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderViewer({ queryClient });

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(screen.getByLabelText("Share link")).toHaveValue(url);

    await user.click(screen.getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("Link revoked")).toBeInTheDocument();
    expect(screen.queryByLabelText("Share link")).not.toBeInTheDocument();
    // The writes (a policy's viewer also reads its website scans).
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/documents/${doc.id}/share`,
      `DELETE /api/documents/${doc.id}/share`,
    ]);
  });

  it("shows an existing link, and a cookie policy's consent banner", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentQueryKey(doc.id), {
      ...doc,
      type: "cookie_policy",
      share: { url: "http://localhost/share/old", createdAt: doc.createdAt },
      banner: { snippet: '<script src="cc.js"></script>' },
    });
    renderViewer({ queryClient });
    expect(screen.getByLabelText("Share link")).toHaveValue("http://localhost/share/old");
    expect(screen.getByTestId("banner-snippet")).toHaveTextContent('<script src="cc.js"></script>');
    const frame = screen.getByTitle("Consent banner preview");
    expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    expect(frame).toHaveAttribute("src", `/api/documents/${doc.id}/banner-preview`);
  });
});
