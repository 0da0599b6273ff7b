import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { polyfillJsdomForRadix, sampleDocument, stubFetch } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { getQueryFn } from "@/lib/api-client";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { withSignatory } from "@shared/doc-types/signatory-profiles";
import { partiesOf, SendForSignatureDialog } from "./send-for-signature-dialog";

polyfillJsdomForRadix();
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const nda = sampleDocument({
  type: "nda",
  title: "Mutual NDA",
  metadata: {
    input: {
      disclosingParty: { name: "Acme Analytics Inc.", email: "legal@acme.example" },
      receivingParty: { name: "Globex Corporation", email: "counsel@globex.example" },
    },
  },
});

describe("partiesOf", () => {
  it("fills in the parties of an NDA, a contractor agreement, an employment contract and a quote", () => {
    expect(partiesOf("nda", nda.metadata.input).map((p) => p.email)).toEqual(["legal@acme.example", "counsel@globex.example"]);
    expect(partiesOf("contractor_agreement", { client: { name: "C", email: "c@x.example" }, contractor: { name: "K", email: "k@x.example" } })).toHaveLength(2);
    expect(partiesOf("employment_contract", { employer: { name: "E" }, employee: { name: "W", email: "w@x.example" } })).toEqual([
      { name: "E", email: "", role: "signer" },
      { name: "W", email: "w@x.example", role: "signer" },
    ]);
    expect(partiesOf("quote", { clientName: "Globex", clientEmail: "ap@globex.example" })).toEqual([{ name: "Globex", email: "ap@globex.example", role: "signer" }]);
    expect(partiesOf("privacy_policy", {})).toEqual([]);
    // A quote's issuer is its business profile's signatory (the profile it names, else the default), first.
    const profiles = [
      { id: "p-default", isDefault: true, name: "Acme Ltd", email: "hello@acme.example", signatoryName: "Ada Director" },
      { id: "p-other", isDefault: false, name: "Side Co", email: null, signatoryName: "Sid Owner" },
      { id: "p-none", isDefault: false, name: "No Signatory Co", email: "x@none.example", signatoryName: null },
    ];
    const quote = { clientName: "Globex", clientEmail: "ap@globex.example" };
    expect(partiesOf("quote", quote, profiles)).toEqual([
      { name: "Ada Director", email: "hello@acme.example", role: "signer" },
      { name: "Globex", email: "ap@globex.example", role: "signer" },
    ]);
    expect(partiesOf("quote", { ...quote, businessProfileId: "p-other" }, profiles)[0]).toEqual({ name: "Sid Owner", email: "", role: "signer" });
    expect(partiesOf("quote", { ...quote, businessProfileId: "p-none" }, profiles)).toEqual([{ name: "Globex", email: "ap@globex.example", role: "signer" }]);
    const profile = { name: "Acme GmbH", tradingName: "Acme", email: "hi@acme.example", signatoryName: "Ada Signer" };
    expect(withSignatory([{ name: "acme", email: "", role: "signer" }, { name: "Other", email: "o@x.example", role: "signer" }], [profile])).toEqual([
      { name: "Ada Signer", email: "hi@acme.example", role: "signer" },
      { name: "Other", email: "o@x.example", role: "signer" },
    ]);
  });
});

/** The app's fetcher behind the queries, so the business profiles come from the stubbed fetch. */
const withFetcher = () => createTestQueryClient({ queryFn: getQueryFn({ on401: "throw" }) });

describe("SendForSignatureDialog", () => {
  it("opens with the NDA's parties and sends the request; a field error shows under its field", async () => {
    let first = true;
    const calls = stubFetch(({ method, url, body }) => {
      if (method === "GET" && url === "/api/business-profiles") {
        return { body: [{ name: "Acme Analytics Inc.", tradingName: null, email: "hello@acme.example", signatoryName: "Ada Signer" }] };
      }
      if (first) {
        first = false;
        return { status: 400, body: { message: "Invalid input", code: "invalid_input", errors: [{ path: "signers.1.email", message: "Each signer needs a different e-mail address" }] } };
      }
      return { status: 201, body: { id: "r1", ...(body as object) } };
    });
    const user = userEvent.setup();
    const onSent = vi.fn();
    renderWithProviders(<SendForSignatureDialog document={nda} onSent={onSent} />, { queryClient: withFetcher() });
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    const emails = screen.getAllByLabelText("E-mail");
    expect(emails.map((e) => (e as HTMLInputElement).value)).toEqual(["legal@acme.example", "counsel@globex.example"]);
    // The issuer signs through its business profile's signatory.
    await waitFor(() => expect(screen.getAllByLabelText("Name").map((e) => (e as HTMLInputElement).value)).toEqual(["Ada Signer", "Globex Corporation"]));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Each signer needs a different e-mail address")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Order"), "sequential");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const posts = () => calls.filter((c) => c.method === "POST");
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toMatchObject({
      method: "POST",
      url: `/api/documents/${nda.id}/signature-requests`,
      body: {
        order: "sequential",
        otp: true,
        expiresInDays: 30,
        signers: [
          { name: "Ada Signer", email: "legal@acme.example", role: "signer" },
          { name: "Globex Corporation", email: "counsel@globex.example", role: "signer" },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Only the request that was created tells the page (which then shows its signature panel).
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("opens a quote with its issuer's signatory first, then the client", async () => {
    stubFetch(({ method, url }) => {
      if (method === "GET" && url === "/api/business-profiles") {
        return { body: [{ id: "p1", isDefault: true, name: "Acme Analytics Inc.", tradingName: null, email: "hello@acme.example", signatoryName: "Ada Signer" }] };
      }
      return { status: 500, body: {} };
    });
    const quote = sampleDocument({ type: "quote", title: "Quote Q-1", metadata: { input: { clientName: "Globex Corporation", clientEmail: "ap@globex.example" } } });
    const user = userEvent.setup();
    renderWithProviders(<SendForSignatureDialog document={quote} />, { queryClient: withFetcher() });
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    await waitFor(() => expect(screen.getAllByLabelText("Name").map((e) => (e as HTMLInputElement).value)).toEqual(["Ada Signer", "Globex Corporation"]));
    expect(screen.getAllByLabelText("E-mail").map((e) => (e as HTMLInputElement).value)).toEqual(["hello@acme.example", "ap@globex.example"]);
  });

  it("shows what the law requires before sending: a German fixed term cannot be sent, a German contract warns", async () => {
    stubFetch(({ method, url }) => (method === "GET" && url === "/api/business-profiles" ? { body: [] } : { status: 500, body: {} }));
    const german = { jurisdiction: "germany", employer: { name: "Acme GmbH" }, employee: { name: "Jordan Lee", email: "j@x.example" } };
    const fixed = sampleDocument({ type: "employment_contract", title: "Employment Contract", metadata: { input: { ...german, employmentType: "fixed-term" } } });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SendForSignatureDialog document={fixed} />, { queryClient: withFetcher() });
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    expect(screen.getByRole("alert")).toHaveTextContent("§ 14(4) TzBfG");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    unmount();
    const permanent = sampleDocument({ type: "employment_contract", title: "Employment Contract", metadata: { input: { ...german, employmentType: "permanent" } } });
    renderWithProviders(<SendForSignatureDialog document={permanent} />, { queryClient: withFetcher() });
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText(/§ 2\(1\) NachwG/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("offers fields only for an uploaded PDF, and lists the server's refusals of them", async () => {
    stubFetch(({ method, url }) => {
      if (method === "GET" && url === "/api/business-profiles") return { body: [] };
      return { status: 400, body: { message: "Invalid input", code: "invalid_input", errors: [{ path: "fields.0.page", message: "fields[0].page: the PDF has 1 page, not 2" }] } };
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SendForSignatureDialog document={nda} />, { queryClient: withFetcher() });
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    expect(screen.queryByRole("button", { name: "Place fields on the PDF" })).not.toBeInTheDocument();
    unmount();
    const upload = sampleDocument({ type: "uploaded_pdf", title: "Lease", metadata: { input: { pages: 1 } } });
    renderWithProviders(<SendForSignatureDialog document={upload} />, { queryClient: withFetcher() });
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    // The pages (pdf.js) load only when asked for: the placing itself is e2e/signature-fields.spec.ts's.
    expect(screen.getByRole("button", { name: "Place fields on the PDF" })).toHaveAttribute("aria-expanded", "false");
    await user.type(screen.getByLabelText("Name"), "Tess Tenant");
    await user.type(screen.getByLabelText("E-mail"), "tess@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("fields[0].page: the PDF has 1 page, not 2")).toBeInTheDocument();
  });
});
