import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { DocumentSignaturePanel } from "./document-signature-panel";

afterEach(() => vi.unstubAllGlobals());

const documentId = "99999999-2222-4333-8444-555555555555";
const id = "77777777-2222-4333-8444-555555555555";

function request(status: "sent" | "voided") {
  return {
    id,
    documentId,
    documentTitle: "Mutual NDA — Globex",
    version: 2,
    documentSha256: "a".repeat(64),
    status,
    order: "parallel",
    expiresAt: "2026-12-28T10:00:00.000Z",
    createdAt: "2026-11-21T10:00:00.000Z",
    message: null,
    otp: true,
    voidReason: status === "voided" ? "Wrong party" : null,
    signedPdf: false,
    sealFailed: null,
    chainValid: true,
    signers: [
      { id: "s1", name: "Alice First", email: "alice@example.com", role: "signer", status: "signed", signedAt: "2026-11-23T10:00:00.000Z" },
      { id: "s2", name: "Bob Second", email: "bob@example.com", role: "signer", status: "pending" },
    ],
    events: [],
  };
}

describe("DocumentSignaturePanel", () => {
  it("shows the document's latest request with its signers, voids it and refreshes without a reload", async () => {
    let status: "sent" | "voided" = "sent";
    const calls = stubFetch(({ url, method }) => {
      if (method === "GET" && url === `/api/signature-requests?documentId=${documentId}`) {
        const older = { ...request("voided"), id: "77777777-2222-4333-8444-000000000000", createdAt: "2026-11-01T10:00:00.000Z" };
        return { body: [request(status), older] };
      }
      if (method === "GET" && url === `/api/signature-requests/${id}`) return { body: request(status) };
      if (method === "POST" && url === `/api/signature-requests/${id}/void`) {
        status = "voided";
        return { body: request("voided") };
      }
      return { status: 404, body: { message: "Not found", code: "not_found" } };
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DocumentSignaturePanel documentId={documentId} onChange={onChange} />);
    const panel = await screen.findByRole("region", { name: "Signatures" });
    expect(within(panel).getByText("Awaiting signature")).toBeInTheDocument();
    const signers = await within(panel).findAllByRole("listitem");
    expect(signers.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Alice First · alice@example\.com.*Signed .*2026/),
      "Bob Second · bob@example.comPending",
    ]);
    expect(within(panel).getByRole("link", { name: "Audit trail" })).toHaveAttribute("href", `/tools/digital-signature/${id}`);
    expect(panel).toHaveTextContent("1 earlier request in Digital Signatures");

    await user.click(within(panel).getByRole("button", { name: "Void" }));
    await user.type(within(panel).getByLabelText(/Why void this request/), "Wrong party");
    await user.click(within(panel).getByRole("button", { name: "Void the request" }));
    expect(await within(panel).findByText("Voided")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Send a reminder" })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Wrong party" });
  });

  it("refetches when the tab comes back into view, and tells the page when a signer has acted", async () => {
    let bob: "pending" | "signed" = "pending";
    const answer = () => {
      const r = request("sent");
      return { ...r, signers: [r.signers[0]!, { ...r.signers[1]!, status: bob, ...(bob === "signed" ? { signedAt: "2026-11-24T10:00:00.000Z" } : {}) }] };
    };
    stubFetch(({ url }) => (url.includes("?documentId=") ? { body: [answer()] } : { body: answer() }));
    const onChange = vi.fn();
    renderWithProviders(<DocumentSignaturePanel documentId={documentId} onChange={onChange} />);
    const panel = await screen.findByRole("region", { name: "Signatures" });
    expect(await within(panel).findByText("Pending")).toBeInTheDocument();

    bob = "signed";
    // What the browser fires when the founder returns to the tab.
    window.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(within(panel).queryByText("Pending")).not.toBeInTheDocument());
    expect(within(panel).getAllByRole("listitem")[1]).toHaveTextContent(/Signed .*2026/);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows nothing for a document never sent for signature", async () => {
    const calls = stubFetch(() => ({ body: [] }));
    renderWithProviders(<DocumentSignaturePanel documentId={documentId} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Signatures" })).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
