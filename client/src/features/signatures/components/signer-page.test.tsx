import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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
  sender: { name: "Olivia Owner", business: { name: "Acme Labs", logo: "data:image/png;base64,iVBORw0KGgo=", color: "#aa3366" } },
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

  it("shows who asks with their brand, and the document's hash only behind Details", async () => {
    stubFetch(() => ({ body: page({ otpVerified: true }) }));
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    const sender = await screen.findByTestId("sender");
    expect(sender).toHaveTextContent("Acme Labs");
    expect(sender).toHaveTextContent("Sent by Olivia Owner");
    expect(sender.querySelector("img")).toHaveAttribute("src", "data:image/png;base64,iVBORw0KGgo=");
    expect(sender).toHaveStyle({ borderColor: "#aa3366" });
    const details = screen.getByRole("button", { name: "Details" });
    expect(details).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(`SHA-256 ${"ab".repeat(32)}`)).not.toBeInTheDocument();
    await user.click(details);
    expect(details).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(`SHA-256 ${"ab".repeat(32)}`)).toBeVisible();
  });

  it("says a wrong code under the code field, tied to it, and scrolls it into view", async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out, so it has no scrollIntoView: record which element asks to be shown.
    // On HTMLElement's prototype, where polyfillJsdomForRadix (run by other files in this worker's
    // shared jsdom) puts its no-op, which would otherwise shadow a recorder on Element's.
    const proto = HTMLElement.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, "scrollIntoView");
    proto.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      stubFetch(({ url }) => (url.endsWith("/otp/verify") ? { status: 400, body: { message: "This code is not right", code: "otp_invalid", attemptsLeft: 2 } } : { body: page() }));
      const user = userEvent.setup();
      renderWithProviders(<SignerPage token={TOKEN} />);
      const field = await screen.findByLabelText("Code");
      await user.type(field, "123456");
      await user.click(screen.getByRole("button", { name: "Confirm" }));
      const error = await screen.findByTestId("code-error");
      expect(error).toHaveTextContent("This code is not right (2 tries left)");
      expect(error).toHaveAttribute("role", "alert");
      // Next to the field: in its form, right after the row with the field, and named by it.
      const form = field.closest("form")!;
      expect(within(form).getByTestId("code-error")).toBe(error);
      expect(field.parentElement!.nextElementSibling).toBe(error);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("This code is not right (2 tries left)");
      await waitFor(() => expect(scrolled).toContain(error));
    } finally {
      if (original) Object.defineProperty(proto, "scrollIntoView", original);
      else delete (proto as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it("opens the document full screen in the page, with Exit full screen and Esc to come back", async () => {
    stubFetch(() => ({ body: page({ otpVerified: true }) }));
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    const open = await screen.findByRole("button", { name: "Open full screen" });
    await user.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Mutual NDA" });
    expect(within(dialog).getByTitle("Mutual NDA")).toHaveAttribute("src", `/api/sign/${TOKEN}/document`);
    await user.click(within(dialog).getByRole("button", { name: "Exit full screen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    await user.click(open);
    expect(await screen.findByRole("dialog", { name: "Mutual NDA" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks before leaving while drawn ink is not signed with, and not once it is cleared", async () => {
    stubFetch(() => ({ body: page({ otpVerified: true }) }));
    const user = userEvent.setup();
    renderWithProviders(<SignerPage token={TOKEN} />);
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.click(await screen.findByRole("radio", { name: "Draw" }));
    expect(leave()).toBe(false);
    const pad = screen.getByTestId("signature-pad");
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 20 });
    fireEvent.pointerUp(pad, { pointerId: 1, clientX: 40, clientY: 20 });
    expect(leave()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(leave()).toBe(false);
  });
});
