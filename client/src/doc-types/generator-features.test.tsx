// What every generator form gained: the Business picker (the default preselected, its company
// fields filled in, "None" sent as null, a link to Settings when there is no profile), Save as draft
// for Lifetime users only, the Free limit said up front, focus on the result, the invoice's single
// preview, and the edit props of client/src/doc-types/registry.ts.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { todayIso } from "@shared/validation";
import { renderTool, setUpToolTests, type User } from "@/testing/render-tool";
import {
  sampleDocument,
  sampleProfile,
  sampleUser,
  stubApi,
} from "@/testing/test-utils";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { CookiePolicyGenerator } from "./cookie-policy/cookie-policy-generator";
import { InvoiceGenerator } from "./invoice/invoice-generator";
import { NdaGenerator } from "./nda/nda-generator";
import { PrivacyPolicyGenerator } from "./privacy-policy/privacy-policy-generator";
import { TermsGenerator } from "./terms/terms-generator";

setUpToolTests();

const acme = sampleProfile();
const beta = sampleProfile({
  id: "bbbbbbbb-1111-4222-8333-444444444444",
  name: "Beta Studio LLC",
  isDefault: false,
  email: "team@beta.example",
  website: "https://beta.example",
  address: "1 Congress Ave\nAustin, TX 78701\nUnited States",
});

async function chooseBusiness(user: User, name: string) {
  await user.click(screen.getByLabelText("Business"));
  await user.click(await screen.findByRole("option", { name }));
}

async function tickPrivacyChoices(user: User) {
  await user.click(screen.getByLabelText("Payment information"));
  await user.click(screen.getByLabelText("Customer support"));
  await user.click(screen.getByLabelText("GDPR (European Union)"));
}

describe("the Business picker", () => {
  it("preselects the default, fills the empty company fields, and sends its id", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument() }));
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />, { profiles: [acme, beta] });

    expect(screen.getByLabelText("Business")).toHaveTextContent("Acme Analytics GmbH (default)");
    expect(screen.getByLabelText("Company Name")).toHaveValue("Acme Analytics GmbH");
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://acme.example");
    expect(screen.getByLabelText("Contact Email")).toHaveValue("hello@acme.example");
    expect(screen.getByLabelText(/Business Address/)).toHaveValue("Friedrichstraße 1\n10117 Berlin\nGermany");

    await tickPrivacyChoices(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await screen.findByRole("heading", { name: "Generated Privacy Policy" });
    expect(calls[0]?.body).toMatchObject({ companyName: "Acme Analytics GmbH", businessProfileId: acme.id });
  });

  it("choosing another business fills its details; None keeps them and sends null", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "cookie_policy" }) }));
    const user = userEvent.setup();
    renderTool(<CookiePolicyGenerator />, { profiles: [acme, beta] });

    await chooseBusiness(user, "Beta Studio LLC");
    expect(screen.getByLabelText("Company Name")).toHaveValue("Beta Studio LLC");
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://beta.example");
    expect(screen.getByLabelText("Contact Email")).toHaveValue("team@beta.example");
    expect(screen.getByLabelText(/Business Address/)).toHaveValue("1 Congress Ave\nAustin, TX 78701\nUnited States");

    await chooseBusiness(user, "None");
    expect(screen.getByLabelText("Business")).toHaveTextContent("None");
    expect(screen.getByLabelText("Company Name")).toHaveValue("Beta Studio LLC");
    await user.click(screen.getByLabelText("Essential"));
    await user.click(screen.getByLabelText("website functionality and user experience"));
    await user.click(screen.getByLabelText("GDPR (European Union)"));
    await user.click(screen.getByRole("button", { name: "Generate Cookie Policy" }));
    await screen.findByRole("heading", { name: "Generated Cookie Policy" });
    expect(calls[0]).toMatchObject({ url: "/api/generate/cookie-policy", body: { businessProfileId: null } });
  });

  it("doesn't overwrite what was typed before the profiles arrived", async () => {
    stubApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
    renderWithProviders(<PrivacyPolicyGenerator />, { queryClient });
    expect(screen.getByLabelText("Business")).toBeDisabled();
    await user.type(screen.getByLabelText("Company Name"), "Typed Ltd");
    act(() => queryClient.setQueryData(["/api/business-profiles"], [acme]));
    await waitFor(() => expect(screen.getByLabelText("Website URL")).toHaveValue("https://acme.example"));
    expect(screen.getByLabelText("Company Name")).toHaveValue("Typed Ltd");
  });

  it("fills the terms' company and website, and the NDA's disclosing party", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTool(<TermsGenerator />, { profiles: [acme, beta] });
    expect(screen.getByLabelText("Company Name")).toHaveValue("Acme Analytics GmbH");
    await chooseBusiness(user, "Beta Studio LLC");
    expect(screen.getByLabelText("Company Name")).toHaveValue("Beta Studio LLC");
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://beta.example");
    unmount();

    renderTool(<NdaGenerator />, { profiles: [acme] });
    const disclosing = screen.getByRole("group", { name: "Disclosing Party" });
    expect(within(disclosing).getByLabelText("Name")).toHaveValue("Acme Analytics GmbH");
    expect(within(disclosing).getByLabelText("Address")).toHaveValue("Friedrichstraße 1\n10117 Berlin\nGermany");
    expect(within(disclosing).getByLabelText("Email")).toHaveValue("hello@acme.example");
    expect(within(screen.getByRole("group", { name: "Receiving Party" })).getByLabelText("Name")).toHaveValue("");
  });

  it("with no profile offers to add one, and sends no businessProfileId", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument() }));
    const user = userEvent.setup();
    renderTool(<PrivacyPolicyGenerator />, { profiles: [] });
    expect(screen.getByRole("link", { name: "Add your business details" })).toHaveAttribute("href", "/settings/business");
    expect(screen.queryByLabelText("Business")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Company Name"), "Acme Inc.");
    await user.type(screen.getByLabelText("Website URL"), "https://acme.com");
    await user.type(screen.getByLabelText("Contact Email"), "privacy@acme.com");
    await tickPrivacyChoices(user);
    await user.click(screen.getByRole("button", { name: "Generate Privacy Policy" }));
    await screen.findByRole("heading", { name: "Generated Privacy Policy" });
    expect(calls[0]?.body).not.toHaveProperty("businessProfileId");
  });
});

describe("Save as draft", () => {
  it("is not offered on the Free plan", () => {
    renderTool(<PrivacyPolicyGenerator />, { user: sampleUser({ subscription: "free" }) });
    expect(screen.getByRole("button", { name: "Generate Privacy Policy" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save as draft" })).not.toBeInTheDocument();
  });

  it("on Lifetime posts to the same endpoint with ?status=draft and says it was saved as a draft", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "nda", status: "draft", stage: "draft" }) }));
    const user = userEvent.setup();
    renderTool(<NdaGenerator />, { user: sampleUser({ subscription: "pro" }), profiles: [acme] });
    const receiving = screen.getByRole("group", { name: "Receiving Party" });
    await user.type(within(receiving).getByLabelText("Name"), "Beta");
    await user.type(within(receiving).getByLabelText("Address"), "2 Main St");
    await user.type(within(receiving).getByLabelText("Email"), "beta@example.com");
    await user.type(screen.getByLabelText("Purpose"), "Exploring a partnership");
    await user.click(screen.getByLabelText("Duration"));
    await user.click(await screen.findByRole("option", { name: "2 years" }));
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Germany" }));

    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText("Draft saved")).toBeInTheDocument();
    expect(screen.getByText("Your NDA has been saved as a draft.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/generate/nda?status=draft",
      body: { disclosingParty: { name: "Acme Analytics GmbH" }, receivingParty: { name: "Beta" }, businessProfileId: acme.id },
    });
    expect(within(screen.getByTestId("document-preview")).getByText("Draft")).toBeInTheDocument();
  });

  it("on the invoice page too, with the invoice's own words", async () => {
    const doc = sampleDocument({ type: "quote", status: "draft", stage: "draft", title: "Quote QUO-0001" });
    const calls = stubApi(() => ({ status: 201, body: { id: "q1", type: "quote", number: "QUO-0001", document: doc } }));
    const user = userEvent.setup();
    renderTool(<InvoiceGenerator />, { user: sampleUser({ subscription: "pro" }) });
    await user.click(screen.getByLabelText("Document Type"));
    await user.click(await screen.findByRole("option", { name: "Quote/Estimate" }));
    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText("Your quote has been saved as a draft.")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/invoices?status=draft", body: { type: "quote" } });
  });
});

describe("the Free plan's limit", () => {
  it("is said at the top of the tool before anything is filled, with the way to the plans", () => {
    renderTool(<TermsGenerator />, { user: sampleUser({ documentsGenerated: 3 }) });
    const notice = screen.getByTestId("plan-usage-notice");
    expect(notice).toHaveTextContent(
      "You've used all 3 documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.",
    );
    expect(within(notice).getByRole("button", { name: "Upgrade" })).toBeInTheDocument();
    expect(within(notice).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    // Said before the form: the notice comes first in the page.
    const form = screen.getByRole("form");
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("button", { name: "Generate Terms & Conditions" })).toBeEnabled();
  });

  it("is not shown under the limit, nor on Lifetime", () => {
    const { unmount } = renderTool(<InvoiceGenerator />, { user: sampleUser({ documentsGenerated: 2 }) });
    expect(screen.queryByTestId("plan-usage-notice")).not.toBeInTheDocument();
    unmount();
    renderTool(<InvoiceGenerator />, { user: sampleUser({ subscription: "pro", documentsGenerated: 40 }) });
    expect(screen.queryByTestId("plan-usage-notice")).not.toBeInTheDocument();
  });
});

describe("after generating", () => {
  it("brings the result into view and moves focus to its heading", async () => {
    stubApi(() => ({ status: 201, body: sampleDocument({ type: "terms_conditions" }) }));
    const scroll = vi.spyOn(window.HTMLElement.prototype, "scrollIntoView");
    const user = userEvent.setup();
    renderTool(<TermsGenerator />, { profiles: [acme] });
    await user.click(screen.getByLabelText("Business Type"));
    await user.click(await screen.findByRole("option", { name: "SaaS" }));
    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Delaware, United States" }));
    await user.click(screen.getByRole("button", { name: "Generate Terms & Conditions" }));

    const heading = await screen.findByRole("heading", { name: "Generated Terms & Conditions" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scroll.mock.contexts).toContain(heading);
  });
});

describe("the invoice page", () => {
  it("shows one preview: the live one, then the generated document with its Download PDF in its place", async () => {
    const invoiceDoc = sampleDocument({ id: "99999999-2222-4333-8444-555555555555", type: "invoice", title: "Invoice INV-0001" });
    stubApi(() => ({ status: 201, body: { id: "inv-1", type: "invoice", number: "INV-0001", document: invoiceDoc } }));
    const user = userEvent.setup();
    renderTool(<InvoiceGenerator />, { profiles: [sampleProfile({ logoUrl: "/api/business-profiles/x/logo?v=1" })] });

    expect(screen.getByTestId("invoice-issuer")).toHaveTextContent("Issued by Acme Analytics GmbH");
    const live = screen.getByTestId("invoice-preview");
    expect(within(live).getByText("Acme Analytics GmbH")).toBeInTheDocument();
    expect(within(live).getByTestId("preview-logo")).toHaveAttribute("src", "/api/business-profiles/x/logo?v=1");
    expect(screen.queryByTestId("document-preview")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Download PDF" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();

    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    const result = (await screen.findByRole("heading", { name: "Generated Invoice" })).closest("section")!;

    expect(screen.getAllByTestId("document-preview")).toHaveLength(1);
    expect(screen.queryByTestId("invoice-preview")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Download PDF" })).toHaveLength(1);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(within(result).getByRole("button", { name: "Download PDF" }));
    expect(open).toHaveBeenCalledWith(`/api/documents/${invoiceDoc.id}/export/pdf`, "_blank", "noopener");
  });

  it("says who issues it: the chosen business, or the user without one", async () => {
    const user = userEvent.setup();
    renderTool(<InvoiceGenerator />, { profiles: [acme, beta] });
    expect(screen.getByTestId("invoice-issuer")).toHaveTextContent("Issued by Acme Analytics GmbH");
    await chooseBusiness(user, "Beta Studio LLC");
    expect(screen.getByTestId("invoice-issuer")).toHaveTextContent("Issued by Beta Studio LLC");
    await chooseBusiness(user, "None");
    expect(screen.getByTestId("invoice-issuer")).toHaveTextContent("Issued by Ada Lovelace");
  });
});

describe("edit props (registry.ts)", () => {
  it("fill the form from the stored input, show Save changes, hide the result, and hand the payload over", async () => {
    const calls = stubApi(() => ({ status: 500 }));
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const input = {
      companyName: "Stored Co",
      website: "https://stored.example",
      email: "privacy@stored.example",
      dataCollected: ["personal-info"],
      dataUse: ["provide-services"],
      regions: ["CCPA"],
      // The CCPA asks for a second request method unless the business is online-only.
      onlineOnly: true,
      effectiveDate: "2026-01-15",
      businessProfileId: null,
    };
    renderTool(<PrivacyPolicyGenerator initialValues={input} onSubmit={onSubmit} />, { profiles: [acme] });

    expect(screen.getByLabelText("Company Name")).toHaveValue("Stored Co");
    expect(screen.getByLabelText("Effective Date")).toHaveValue("2026-01-15");
    expect(screen.getByLabelText("Business")).toHaveTextContent("None");
    expect(screen.queryByRole("button", { name: "Generate Privacy Policy" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("result-placeholder")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Back to Dashboard" })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Company Name"));
    await user.type(screen.getByLabelText("Company Name"), "Renamed Co");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ...input, companyName: "Renamed Co", businessProfileId: null });
    expect(calls).toHaveLength(0);
  });

  it("keep Saving... while the promise runs, and put a rejected 400's messages on the fields", async () => {
    const { ApiError } = await import("@/lib/api-client");
    let reject!: (err: unknown) => void;
    const onSubmit = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const user = userEvent.setup();
    renderTool(
      <TermsGenerator
        initialValues={{ companyName: "Acme", website: "https://acme.com", businessType: "saas", hasPayments: false, governingLaw: "delaware", effectiveDate: todayIso() }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    await act(async () =>
      reject(
        new ApiError(
          400,
          JSON.stringify({ code: "invalid_input", message: "Invalid input", errors: [{ path: "website", message: "Must be a valid URL" }] }),
        ),
      ),
    );
    expect(await screen.findByText("Must be a valid URL")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled();
  });

  it("take the caller's actions, and fill the invoice in major units with its type fixed", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderTool(
      <InvoiceGenerator
        initialValues={{
          type: "quote",
          clientName: "Beta LLC",
          currency: "EUR",
          dueDate: "2026-12-31",
          taxAmount: 350,
          discountAmount: 0,
          items: [{ description: "Consulting", quantity: 2, unitPrice: 1999, total: 3998 }],
        }}
        onSubmit={onSubmit}
        actions={<button type="submit">Save and close</button>}
      />,
    );
    expect(screen.getByLabelText("Document Type")).toHaveValue("Quote/Estimate");
    expect(screen.getByLabelText("Price (item 1)")).toHaveValue("19.99");
    expect(screen.getByLabelText("Tax")).toHaveValue("3.5");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("invoice-preview")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save and close" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: "quote",
      currency: "EUR",
      taxAmount: 350,
      items: [{ description: "Consulting", quantity: 2, unitPrice: 1999, total: 3998 }],
    });
  });
});
