import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TSigningPage } from "@shared/api/signatures";
import { stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { SCRIPT_FONT, SignerPage } from "./signer-page";

afterEach(() => vi.unstubAllGlobals());

const TOKEN = "t".repeat(43);
/** The server's disclosure for the document's law, shown as it comes. */
const DISCLOSURE = {
  law: "eu" as const,
  version: "eu-2",
  title: "Consent to use electronic records and signatures",
  lines: ["You sign this document with a simple electronic signature.", "Scope: this consent covers only this document."],
  sha256: "cd".repeat(32),
};
const page = (over: Partial<TSigningPage> = {}): TSigningPage => ({
  request: { id: "r1", status: "sent", order: "parallel" },
  disclosure: DISCLOSURE,
  document: { title: "Mutual NDA", type: "nda", version: 1, sha256: "ab".repeat(32) },
  signer: { name: "Alice First", email: "alice@example.com", status: "pending" },
  otpRequired: true,
  otpVerified: false,
  canSign: true,
  fields: [],
  ...over,
});

describe("SignerPage", () => {
  it("asks for the code first and shows the tries left after a wrong one", async () => {
    const calls = stubFetch(({ url }) => {
      if (url.endsWith("/otp")) return { status: 204 };
      if (url.endsWith("/otp/verify")) return { status: 400, body: { message: "This code is not right", code: "otp_invalid", attemptsLeft: 4 } };
      return { body: page() };
    });
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Mutual NDA" })).toBeInTheDocument();
    expect(screen.getByTitle("Mutual NDA")).toHaveAttribute("src", `/api/sign/${TOKEN}/document`);
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText("Code sent. Check your inbox.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This code is not right (4 tries left)");
    expect(calls.find((c) => c.url.endsWith("/otp/verify"))?.body).toEqual({ code: "123456" });
  });

  it("signs with a typed name in a script font, only after consent, with the disclosure shown", async () => {
    const calls = stubFetch(({ method }) => (method === "POST" ? { body: { status: "signed", completed: false } } : { body: page({ otpVerified: true }) }));
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    const sign = await screen.findByRole("button", { name: "Sign the document" });
    expect(screen.getByText(DISCLOSURE.title)).toBeInTheDocument();
    for (const line of DISCLOSURE.lines) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText("Version eu-2")).toBeInTheDocument();
    expect(screen.getByTestId("typed-preview")).toHaveTextContent("Alice First");
    expect(screen.getByTestId("typed-preview").style.fontFamily.replace(/"/g, "'")).toBe(SCRIPT_FONT);
    expect(sign).toBeDisabled();
    await user.click(screen.getByLabelText("I agree to sign electronically and to receive the records electronically."));
    await user.click(sign);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/sign/${TOKEN}/sign`,
      body: { consent: true, signature: { type: "typed", name: "Alice First" } },
    });
  });

  it("lists the signer's fields: text ones to fill (labels, required marks), sent by id; sign waits for the required ones", async () => {
    const box = { x: 10, y: 10, width: 100, height: 20 };
    const fields = [
      { id: "f-sig", page: 1, ...box, kind: "signature" as const, required: true, label: null },
      { id: "f-flat", page: 1, ...box, kind: "text" as const, required: true, label: "Flat number" },
      { id: "f-park", page: 2, ...box, kind: "text" as const, required: false, label: "Parking space" },
    ];
    const calls = stubFetch(({ method }) => (method === "POST" ? { body: { status: "signed", completed: false } } : { body: page({ otpVerified: true, fields }) }));
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    const sign = await screen.findByRole("button", { name: "Sign the document" });
    const flat = screen.getByLabelText(/Flat number/);
    expect(flat).toBeRequired();
    expect(screen.getByLabelText(/Parking space/)).not.toBeRequired();
    expect(screen.getByText(/Parking space/)).toHaveTextContent("(optional)");
    expect(screen.getByText(/Filled from your signature: signature \(page 1\)/)).toBeInTheDocument();
    await user.click(screen.getByLabelText("I agree to sign electronically and to receive the records electronically."));
    expect(sign).toBeDisabled();
    await user.type(flat, "12B");
    await user.click(sign);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ consent: true, signature: { type: "typed", name: "Alice First" }, fields: { "f-flat": "12B", "f-park": "" } });
  });

  it("signs by keyboard alone: Tab to each control, Space to agree, Enter to sign", async () => {
    const calls = stubFetch(({ method }) => (method === "POST" ? { body: { status: "signed", completed: false } } : { body: page({ otpVerified: true }) }));
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    const sign = await screen.findByRole("button", { name: "Sign the document" });
    const consent = screen.getByLabelText("I agree to sign electronically and to receive the records electronically.");
    const tabTo = async (el: HTMLElement) => {
      for (let i = 0; i < 30 && document.activeElement !== el; i++) await user.tab();
      expect(el).toHaveFocus();
    };
    await tabTo(screen.getByRole("radio", { name: "Type" }));
    await tabTo(screen.getByLabelText("Your name"));
    await tabTo(consent);
    await user.keyboard(" ");
    expect(consent).toBeChecked();
    await tabTo(sign);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ body: { consent: true, signature: { type: "typed", name: "Alice First" } } });
  });

  it("says when a link has ended, and whose turn it is in sequential order", async () => {
    stubFetch(() => ({ status: 410, body: { message: "This signature request was cancelled by its sender", code: "gone" } }));
    const { unmount } = renderWithProviders(<SignerPage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "This link is no longer valid" })).toBeInTheDocument();
    expect(screen.getByText("This signature request was cancelled by its sender")).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubFetch(() => ({ body: page({ canSign: false, waitingFor: "Bob Second" }) }));
    renderWithProviders(<SignerPage token={TOKEN} />);
    expect(await screen.findByText(/It is Bob Second's turn to sign first/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign the document" })).not.toBeInTheDocument();
  });
});
