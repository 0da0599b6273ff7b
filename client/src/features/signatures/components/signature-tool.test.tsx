import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleDocument, stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { copyText, eventLabel, SignatureTool, titleOfFile } from "./signature-tool";

afterEach(() => vi.unstubAllGlobals());

const UPLOADED = sampleDocument({ id: "99999999-2222-4333-8444-555555555555", type: "uploaded_pdf", title: "Office lease" });

/** Records the raw body (a Blob) and content type of each upload. */
function recordUploads() {
  const uploads: { url: string; type: string | undefined; body: unknown }[] = [];
  const calls = stubFetch(({ url, method }) => {
    if (method === "POST" && url.startsWith("/api/documents/upload")) return { status: 201, body: UPLOADED };
    if (url.startsWith("/api/documents?")) return { body: uploads.length ? [{ ...UPLOADED }] : [] };
    if (url === `/api/documents/${UPLOADED.id}`) return { body: UPLOADED };
    if (url.startsWith("/api/signature-requests")) return { body: [] };
    return { status: 404, body: { message: "Not found", code: "not_found" } };
  });
  const stubbed = globalThis.fetch as unknown as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") uploads.push({ url: String(input), type: (init.headers as Record<string, string> | undefined)?.["Content-Type"], body: init.body });
    return stubbed(input, init);
  });
  return { calls, uploads };
}

describe("SignatureTool: uploading a PDF", () => {
  it("uploads the chosen PDF as its bytes under the title the sender gives it, then offers to send it for signature", async () => {
    const { uploads } = recordUploads();
    const user = userEvent.setup();
    renderWithProviders(<SignatureTool user={null} />);
    const input = await screen.findByLabelText("Or upload a PDF to sign");
    const file = new File(["%PDF-1.7\n% a small PDF"], "consulting.pdf", { type: "application/pdf" });
    await user.upload(input, file);
    // Nothing is sent before the sender has seen the title, which starts as the file's name.
    expect(uploads).toHaveLength(0);
    const title = screen.getByLabelText("Title");
    expect(title).toHaveValue("consulting");
    await user.clear(title);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(uploads).toHaveLength(0);
    await user.type(title, "Office lease");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Uploaded “Office lease”: it is chosen above, ready to send.")).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe("/api/documents/upload?title=Office%20lease");
    expect(uploads[0]!.type).toBe("application/pdf");
    expect(uploads[0]!.body).toBeInstanceOf(Blob);
    expect(await (uploads[0]!.body as Blob).text()).toBe("%PDF-1.7\n% a small PDF");
    // The form is done with: no "No file chosen", and the picker offers a new file.
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
    expect(screen.queryByText(/No file chosen/)).not.toBeInTheDocument();
    // It is picked in the document menu, and the send button appears for it.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Document" })).toHaveTextContent("Office lease"));
    expect(await screen.findByRole("button", { name: /send for signature/i })).toBeInTheDocument();
  });

  it("refuses a file over 20 MB without sending it, and shows the server's refusal", async () => {
    const { uploads } = recordUploads();
    const user = userEvent.setup();
    renderWithProviders(<SignatureTool user={null} />);
    const input = await screen.findByLabelText("Or upload a PDF to sign");
    const big = new File(["%PDF-"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 21 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByRole("alert")).toHaveTextContent("The PDF may be at most 20 MB");
    expect(uploads).toHaveLength(0);

    vi.unstubAllGlobals();
    stubFetch(({ method, url }) => {
      if (method === "POST") return { status: 400, body: { message: "The PDF may have at most 100 pages: this one has 101", code: "invalid_input" } };
      return { body: url.startsWith("/api/documents?") || url.startsWith("/api/signature-requests") ? [] : {} };
    });
    await user.upload(input, new File(["%PDF-1.7"], "long.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The PDF may have at most 100 pages: this one has 101");
  });

  it("starts an upload's title from its file name", () => {
    expect(titleOfFile("Lease 2026.PDF")).toBe("Lease 2026");
    expect(titleOfFile(".pdf")).toBe("Uploaded PDF");
  });
});

describe("SignatureTool: the audit trail", () => {
  it("names the address of an e-mail that could not be delivered", () => {
    expect(eventLabel({ kind: "email.failed", data: { to: ["ana@client.example"], message: "signing link", error: "550 No such user" } })).toBe(
      "Couldn't deliver the signing link to ana@client.example — check the address",
    );
    expect(eventLabel({ kind: "email.failed", data: { to: ["ana@client.example"], message: "signing code" } })).toBe(
      "Couldn't deliver the signing code to ana@client.example — check the address",
    );
    // Still queued when the server's mail was turned off: it says so, not "check the address".
    expect(eventLabel({ kind: "email.failed", data: { to: ["ana@client.example"], message: "signing link", error: "E-mail is not configured on this server" } })).toBe(
      "Couldn't e-mail the signing link to ana@client.example: e-mail is not configured on this server",
    );
    expect(eventLabel({ kind: "email.delivered", data: { to: ["ana@client.example"] } })).toBe("E-mail delivered");
    // This server has no mail: the next signer's link and the signed copies were not e-mailed.
    expect(eventLabel({ kind: "email.not_sent", data: { to: ["bo@client.example"], message: "signing link" } })).toBe(
      "Couldn't e-mail the signing link to bo@client.example: e-mail is not configured on this server — send a reminder once it is",
    );
    expect(eventLabel({ kind: "email.not_sent", data: { to: ["o@x.example", "bo@client.example"], message: "signed copy" } })).toBe(
      "Couldn't e-mail the signed copy to o@x.example, bo@client.example: e-mail is not configured on this server",
    );
  });
});

describe("SignatureTool: a request's page", () => {
  it("shows each signer's status and the audit trail as a timeline, oldest first, with its chain's state", async () => {
    const id = "77777777-2222-4333-8444-555555555555";
    const event = (seq: number, kind: string, actor: Record<string, string>, ip: string | null = "203.0.113.9") => ({
      seq,
      kind,
      actor,
      data: {},
      at: `2026-11-2${seq}T10:00:00.000Z`,
      ip,
      userAgent: "Mozilla/5.0",
      hash: String(seq).repeat(64),
    });
    stubFetch(({ url }) =>
      url === `/api/signature-requests/${id}`
        ? {
            body: {
              id,
              documentId: UPLOADED.id,
              documentTitle: "Mutual NDA — Globex",
              version: 2,
              documentSha256: "a".repeat(64),
              status: "sent",
              order: "sequential",
              expiresAt: "2026-12-28T10:00:00.000Z",
              createdAt: "2026-11-21T10:00:00.000Z",
              message: null,
              otp: true,
              voidReason: null,
              signedPdf: false,
              chainValid: true,
              signers: [
                { id: "s1", name: "Alice First", email: "alice@example.com", role: "signer", status: "signed", signedAt: "2026-11-23T10:00:00.000Z" },
                { id: "s2", name: "Bob Second", email: "bob@example.com", role: "signer", status: "pending" },
                { id: "s3", name: "Carol Copy", email: "carol@example.com", role: "cc", status: "copy" },
              ],
              events: [
                event(1, "created", { type: "user", email: "owner@example.com" }),
                event(2, "sent", { type: "user", email: "owner@example.com" }),
                event(3, "signed", { type: "signer", name: "Alice First", email: "alice@example.com" }),
                event(4, "sent", { type: "system" }, null),
              ],
            },
          }
        : { status: 404, body: { message: "Not found", code: "not_found" } },
    );
    renderWithProviders(<SignatureTool user={null} requestId={id} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Mutual NDA — Globex" })).toBeInTheDocument();
    expect(screen.getByText("Awaiting signature")).toBeInTheDocument();
    const signers = within(screen.getByRole("region", { name: "Signers" })).getAllByRole("listitem");
    expect(signers.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Alice First · alice@example\.com.*Signed .*2026/),
      "Bob Second · bob@example.comPending",
      "Carol Copy · carol@example.com (copy)Receives a copy",
    ]);
    const trail = screen.getByRole("region", { name: "Audit trail" });
    expect(within(trail).getByText("chain intact")).toBeInTheDocument();
    const steps = within(within(trail).getByRole("list")).getAllByRole("listitem");
    expect(steps.map((li) => li.querySelector("p")!.textContent)).toEqual([
      "Request created · owner@example.com",
      "Signing link sent · owner@example.com",
      "Signed · Alice First",
      "Signing link sent",
    ]);
    expect(steps[2]).toHaveTextContent("203.0.113.9");
    expect(screen.getByRole("button", { name: "Send a reminder" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Void" })).toBeInTheDocument();
  });
});

describe("SignatureTool: a request every party signed", () => {
  const id = "77777777-2222-4333-8444-666666666666";
  const detail = (over: Record<string, unknown>) => ({
    id,
    documentId: UPLOADED.id,
    documentTitle: "Scanned lease",
    version: 1,
    documentSha256: "a".repeat(64),
    status: "completed",
    order: "parallel",
    expiresAt: "2026-12-28T10:00:00.000Z",
    createdAt: "2026-11-21T10:00:00.000Z",
    message: null,
    otp: false,
    voidReason: null,
    signedPdf: false,
    sealFailed: null,
    chainValid: true,
    signers: [{ id: "s1", name: "Alice First", email: "alice@example.com", role: "signer", status: "signed", signedAt: "2026-11-23T10:00:00.000Z" }],
    events: [],
    ...over,
  });

  it("says the signed PDF is being sealed, then that it could not be made, with why, and labels the trail's event", async () => {
    stubFetch(({ url }) => (url === `/api/signature-requests/${id}` ? { body: detail({}) } : { status: 404, body: { message: "Not found", code: "not_found" } }));
    const { unmount } = renderWithProviders(<SignatureTool user={null} requestId={id} />);
    expect(await screen.findByText("Every party has signed: the signed PDF is being sealed.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Signed PDF" })).not.toBeInTheDocument();
    unmount();

    const failed = {
      seq: 5,
      kind: "seal.failed",
      actor: { type: "system" },
      data: { error: "The PDF is too complex to seal within its 120 s budget" },
      at: "2026-11-23T10:10:00.000Z",
      ip: null,
      userAgent: null,
      hash: "5".repeat(64),
    };
    stubFetch(({ url }) =>
      url === `/api/signature-requests/${id}`
        ? { body: detail({ sealFailed: { at: failed.at, error: "The PDF is too complex to seal within its 120 s budget" }, events: [failed] }) }
        : { status: 404, body: { message: "Not found", code: "not_found" } },
    );
    renderWithProviders(<SignatureTool user={null} requestId={id} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Every party has signed, but the signed PDF could not be made — The PDF is too complex to seal within its 120 s budget. No copy was sent.",
    );
    const trail = screen.getByRole("region", { name: "Audit trail" });
    expect(within(trail).getByText("The signed PDF could not be made")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Signed PDF" })).not.toBeInTheDocument();
  });

  it("names the signed copy in a failed e-mail of it", () => {
    expect(eventLabel({ kind: "email.failed", data: { to: ["alice@example.com"], message: "signed copy", error: "rate limited" } })).toMatch(/the signed copy/);
  });
});

describe("SignatureTool: a cc", () => {
  it("receives a copy while the request is open or being sealed; once sealed the copy was sent, or not e-mailed without mail", () => {
    const cc = { email: "carol@example.com" };
    const notSent = { seq: 9, kind: "email.not_sent", actor: { type: "system" }, data: { to: ["o@example.com", "carol@example.com"], message: "signed copy" }, at: "", ip: null, userAgent: null, hash: "" };
    expect(copyText({ status: "sent", signedPdf: false, events: [] }, cc)).toBe("Receives a copy");
    expect(copyText({ status: "completed", signedPdf: false, events: [] }, cc)).toBe("Receives a copy");
    expect(copyText({ status: "completed", signedPdf: true, events: [] }, cc)).toBe("Copy sent");
    expect(copyText({ status: "completed", signedPdf: true, events: [notSent] }, cc)).toBe("Copy not e-mailed");
    expect(copyText({ status: "completed", signedPdf: true, events: [notSent] }, { email: "dan@example.com" })).toBe("Copy sent");
    for (const status of ["declined", "voided", "expired"] as const) expect(copyText({ status, signedPdf: false, events: [] }, cc)).toBe("No copy: the request ended");
  });
});
