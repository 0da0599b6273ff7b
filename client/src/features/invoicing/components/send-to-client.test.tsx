import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { polyfillJsdomForRadix, sampleDocument, stubFetch } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { renderWithProviders } from "@/testing/render";
import { ConvertQuoteButton, SendToClientDialog } from "./send-to-client";

polyfillJsdomForRadix();
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const quote = sampleDocument({ id: "d-quote", type: "quote", title: "Quote QUO-0001 — Globex", metadata: { input: { clientName: "Globex", clientEmail: "ap@globex.example" } } });

describe("SendToClientDialog", () => {
  it("sends to the client's address by default, with the cc and the message typed", async () => {
    const calls = stubFetch(() => ({ status: 202, body: { status: "queued", to: "ap@globex.example", cc: ["boss@globex.example"], billingStatus: "sent", sentAt: "2026-11-28T12:00:00Z" } }));
    const user = userEvent.setup();
    renderWithProviders(<SendToClientDialog document={quote} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("To")).toHaveValue("ap@globex.example");
    await user.type(screen.getByLabelText("Cc (optional)"), "boss@globex.example");
    await user.type(screen.getByLabelText("Message (optional)"), "As discussed.");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/documents/d-quote/send", body: { to: "ap@globex.example", cc: ["boss@globex.example"], message: "As discussed." } });
  });

  it("says, once it was sent, that sending to other people ends the earlier links", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SendToClientDialog document={{ ...quote, billingStatus: "draft" }} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByText(/the links sent before stop working/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SendToClientDialog document={{ ...quote, billingStatus: "viewed" }} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Sent to other people than last time, the links sent before stop working.")).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message on the field", async () => {
    stubFetch(() => ({ status: 400, body: { message: "Invalid input", code: "invalid_input", errors: [{ path: "to", message: "Give the client's e-mail address: this document has none" }] } }));
    const user = userEvent.setup();
    renderWithProviders(<SendToClientDialog document={{ ...quote, metadata: { input: {} } }} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(await screen.findByText("Give the client's e-mail address: this document has none")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("ConvertQuoteButton", () => {
  it("converts and opens the invoice; converted before, it opens the invoice made then", async () => {
    const calls = stubFetch(() => ({ status: 201, body: { id: "inv-1", number: "INV-0004", document: { id: "d-invoice" } } }));
    const user = userEvent.setup();
    const { location } = renderWithProviders(<ConvertQuoteButton documentId="d-quote" />, { path: "/documents/d-quote" });
    await user.click(screen.getByRole("button", { name: "Convert to invoice" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/documents/d-invoice"));
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/documents/d-quote/convert", body: { to: "invoice" } });
  });

  it("opens the invoice the 409 names", async () => {
    stubFetch(() => ({ status: 409, body: { message: "This quote has already been converted to an invoice", code: "conflict", invoiceId: "inv-1", documentId: "d-earlier" } }));
    const user = userEvent.setup();
    const { location } = renderWithProviders(<ConvertQuoteButton documentId="d-quote" />, { path: "/documents/d-quote" });
    await user.click(screen.getByRole("button", { name: "Convert to invoice" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/documents/d-earlier"));
  });
});
