import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  PLAN_LIMIT_BODY,
  sampleDocument,
  sampleProfile,
  sampleUser,
  stubApi,
} from "@/testing/test-utils";
import { setUpToolTests, type User } from "@/testing/render-tool";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { BUSINESS_PROFILES_QUERY_KEY } from "@/features/business-profiles";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { isoDaysFromToday } from "@/components/generator/dates";
import { InvoiceGenerator } from "./invoice-generator";

setUpToolTests();

async function setNumber(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

const totals = (key: string) => screen.getByTestId(`totals-${key}`);

/** As the app shows it: only to a signed-in user, whose name the preview is from. */
function renderInvoice() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
  return renderWithProviders(<InvoiceGenerator />, { queryClient });
}

// Typing through a form of many fields is slow on a busy machine: a generous bound, no duration asserted.
describe("InvoiceGenerator", { timeout: 30_000 }, () => {
  it("starts as an invoice due in 30 days with one item and nothing to download", () => {
    renderInvoice();
    expect(screen.getByLabelText("Due Date")).toHaveValue(isoDaysFromToday(30));
    expect(screen.getAllByTestId("line-item")).toHaveLength(1);
    expect(screen.getByLabelText("Quantity (item 1)")).toHaveValue(1);
    expect(screen.getByLabelText("Price (item 1)")).toHaveValue("0");
    expect(screen.queryByRole("button", { name: /Remove item/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Invoice" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();
    expect(totals("total")).toHaveTextContent("$0.00");
  });

  it("recalculates line totals and the totals live", async () => {
    const user = userEvent.setup();
    renderInvoice();

    await setNumber(user, "Price (item 1)", "12.50");
    expect(screen.getByTestId("line-total-0")).toHaveTextContent("$12.50");
    await setNumber(user, "Quantity (item 1)", "3");
    expect(screen.getByTestId("line-total-0")).toHaveTextContent("$37.50");

    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(screen.getAllByTestId("line-item")).toHaveLength(2);
    expect(screen.getByLabelText("Quantity (item 2)")).toHaveValue(1);
    await setNumber(user, "Price (item 2)", "100");
    expect(screen.getByTestId("line-total-1")).toHaveTextContent("$100.00");

    await setNumber(user, "Tax", "11.75");
    await setNumber(user, "Discount", "20");
    expect(totals("subtotal")).toHaveTextContent("$137.50");
    expect(totals("tax")).toHaveTextContent("$11.75");
    expect(totals("discount")).toHaveTextContent("-$20.00");
    expect(totals("total")).toHaveTextContent("$129.25");

    // The preview follows, in the chosen currency.
    await user.type(screen.getByLabelText("Description (item 1)"), "Logo design");
    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    const preview = screen.getByTestId("invoice-preview");
    expect(within(preview).getByText("Logo design")).toBeInTheDocument();
    expect(within(preview).getByText("Beta LLC")).toBeInTheDocument();
    expect(within(preview).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(preview).getByText("Bill To")).toBeInTheDocument();
    expect(screen.getByTestId("preview-total")).toHaveTextContent("$129.25");

    await user.click(screen.getByLabelText("Currency"));
    await user.click(await screen.findByRole("option", { name: "Euro (EUR)" }));
    expect(totals("total")).toHaveTextContent("€129.25");
    expect(screen.getByTestId("line-total-0")).toHaveTextContent("€37.50");
  });

  it("a decimal quantity, VAT per line and a discount before tax, totals as the server computes them", async () => {
    const user = userEvent.setup();
    renderInvoice();
    await setNumber(user, "Price (item 1)", "20");
    await setNumber(user, "Quantity (item 1)", "7.5");
    await setNumber(user, "VAT % (item 1)", "20");
    expect(screen.queryByLabelText("Tax")).not.toBeInTheDocument();
    await setNumber(user, "Discount (%) (optional)", "10");
    // 7.5 × $20.00 = $150.00; −10% = $135.00; VAT 20% = $27.00; total $162.00.
    expect(screen.getByTestId("line-total-0")).toHaveTextContent("$150.00");
    expect(totals("subtotal")).toHaveTextContent("$150.00");
    expect(totals("discount")).toHaveTextContent("-$15.00");
    expect(totals("vat-0")).toHaveTextContent("$27.00");
    expect(totals("total")).toHaveTextContent("$162.00");
    expect(screen.getByTestId("preview-total")).toHaveTextContent("$162.00");
  });

  it("the default profile's VAT rate fills each new line and its currency the invoice's", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
    queryClient.setQueryData(BUSINESS_PROFILES_QUERY_KEY, [sampleProfile({ defaultVatRate: 19, currency: "EUR" })]);
    const user = userEvent.setup();
    renderWithProviders(<InvoiceGenerator />, { queryClient });
    // Once the profiles have loaded.
    await waitFor(() => expect(screen.getByLabelText("VAT % (item 1)")).toHaveValue(19));
    await waitFor(() => expect(screen.getByLabelText("Currency")).toHaveTextContent("Euro (EUR)"));
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(screen.getByLabelText("VAT % (item 2)")).toHaveValue(19);
    await setNumber(user, "Price (item 1)", "100");
    // €100.00 at the profile's 19%: the breakdown shows €19.00, the total €119.00.
    expect(totals("vat-0")).toHaveTextContent("€19.00");
    expect(totals("total")).toHaveTextContent("€119.00");
  });

  it("the preview's From block shows the business as the document prints it: address, VAT ID, registration number", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
    queryClient.setQueryData(BUSINESS_PROFILES_QUERY_KEY, [
      sampleProfile({ name: "Brightside Consulting Ltd", address: "10 Downing Lane\nLondon SW1A 2AA", vatId: "GB123456789", registrationNumber: "09876543" }),
    ]);
    renderWithProviders(<InvoiceGenerator />, { queryClient });
    const preview = screen.getByTestId("invoice-preview");
    await waitFor(() => expect(within(preview).getByText("Brightside Consulting Ltd")).toBeInTheDocument());
    expect(within(preview).getByTestId("preview-issuer-address")).toHaveTextContent("10 Downing Lane London SW1A 2AA");
    expect(within(preview).getByText("VAT ID: GB123456789")).toBeInTheDocument();
    expect(within(preview).getByText("Registration no.: 09876543")).toBeInTheDocument();
  });

  it("the unit menu names each unit in words, every unit the e-invoices know, none cut to its code", () => {
    renderInvoice();
    const unit = screen.getByLabelText("Unit (item 1)");
    const names = within(unit).getAllByRole("option").map((o) => o.textContent);
    expect(names).toEqual(["unit", "hour", "day", "item", "kg", "month", "minute", "week", "year", "litre", "metre", "m²", "kWh", "lump sum"]);
    expect(unit).toHaveValue("C62");
  });

  it("removes items but never the last one", async () => {
    const user = userEvent.setup();
    renderInvoice();
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(screen.getAllByTestId("line-item")).toHaveLength(3);
    await user.type(screen.getByLabelText("Description (item 3)"), "Third");

    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.getAllByTestId("line-item")).toHaveLength(2);
    expect(screen.getByLabelText("Description (item 2)")).toHaveValue("Third");

    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.getAllByTestId("line-item")).toHaveLength(1);
    expect(screen.getByLabelText("Description (item 1)")).toHaveValue("Third");
    expect(screen.queryByRole("button", { name: /Remove item/ })).not.toBeInTheDocument();
  });

  it("for a quote shows one date, its validity, carried over from the due date", async () => {
    const user = userEvent.setup();
    renderInvoice();
    expect(screen.queryByLabelText(/Valid Until/)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText("Document Type"));
    await user.click(await screen.findByRole("option", { name: "Quote/Estimate" }));

    expect(screen.queryByLabelText("Due Date")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Valid Until/)).toHaveValue(isoDaysFromToday(30));
    expect(screen.getByRole("button", { name: "Generate Quote" })).toBeInTheDocument();
    expect(
      within(screen.getByTestId("invoice-preview")).getByText("Prepared For"),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText("Document Type"));
    await user.click(await screen.findByRole("option", { name: "Receipt" }));
    expect(screen.getByLabelText("Due Date")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Valid Until/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Receipt" })).toBeInTheDocument();
  });

  it("shows the shared schema's messages at the item fields", async () => {
    const calls = stubApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderInvoice();
    await user.clear(screen.getByLabelText("Quantity (item 1)"));
    await user.type(screen.getByLabelText("Quantity (item 1)"), "0");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));

    expect(await screen.findByText("Client name is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Quantity must be greater than 0")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity (item 1)")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("refuses a bidi override or a control character at its field, with the shared schema's message", async () => {
    const calls = stubApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderInvoice();
    await user.type(screen.getByLabelText("Client Name"), "Beta\u202E LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting\u0007");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));

    expect(await screen.findByText("Client name contains a character that cannot be used (U+202E, a text-direction control)")).toBeInTheDocument();
    expect(screen.getByText("Description contains a character that cannot be used (U+0007, a control character)")).toBeInTheDocument();
    expect(screen.getByLabelText("Client Name")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("sends minor units and shows the generated document with its number", async () => {
    const invoiceDoc = sampleDocument({
      id: "99999999-2222-4333-8444-555555555555",
      type: "invoice",
      title: "Invoice INV-0001 — Beta LLC",
    });
    const calls = stubApi(() => ({
      status: 201,
      body: { id: "inv-1", type: "invoice", number: "INV-0001", document: invoiceDoc },
    }));
    const user = userEvent.setup();
    renderInvoice();
    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await setNumber(user, "Quantity (item 1)", "2");
    await setNumber(user, "Price (item 1)", "19.99");
    await setNumber(user, "Tax", "3.5");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));

    expect(await screen.findByRole("heading", { name: "Generated Invoice" })).toBeInTheDocument();
    expect(screen.getByTestId("invoice-number")).toHaveTextContent("INV-0001");
    expect(await screen.findByText("Invoice Generated")).toBeInTheDocument();
    expect(screen.getByText("Your invoice has been generated successfully.")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/invoices",
      body: {
        type: "invoice",
        clientName: "Beta LLC",
        currency: "USD",
        dueDate: isoDaysFromToday(30),
        taxAmount: 350,
        discountAmount: 0,
        items: [{ description: "Consulting", quantity: 2, unitPrice: 1999, total: 3998 }],
      },
    });
    expect(screen.getByTestId("document-preview")).toHaveTextContent(invoiceDoc.title);

    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const download = screen.getByRole("button", { name: "Download PDF" });
    expect(download).toBeEnabled();
    await user.click(download);
    expect(open).toHaveBeenCalledWith(
      `/api/documents/${invoiceDoc.id}/export/pdf`,
      "_blank",
      "noopener",
    );
  });

  it("names the type in the failure toast", async () => {
    stubApi(() => ({ status: 500, body: { message: "boom", code: "internal" } }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderInvoice();
    await user.click(screen.getByLabelText("Document Type"));
    await user.click(await screen.findByRole("option", { name: "Receipt" }));
    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Generate Receipt" }));
    expect(
      await screen.findByText("Failed to generate receipt. Please try again."),
    ).toBeInTheDocument();
  });

  it("shows the plan limit in the result area", async () => {
    stubApi(() => ({ status: 402, body: PLAN_LIMIT_BODY }));
    const user = userEvent.setup();
    renderInvoice();
    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    expect(await screen.findByTestId("plan-limit")).toHaveTextContent(
      "You've used all 3 documents included in the Free plan",
    );
  });
});

describe("the e-invoice check while the invoice can still be edited", { timeout: 30_000 }, () => {
  const ready = { ready: true, missing: [] };
  const readiness = {
    ubl: { ready: false, missing: ["buyerReference", "businessProfile.phone"] },
    cii: ready,
    xrechnung: { ready: false, missing: ["clientEmail", "buyerReference"] },
    facturx: ready,
  };

  it("editing a draft: each format ready, or what it still needs in words", () => {
    stubApi(() => ({ status: 200, body: {} }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
    const draft = sampleDocument({ type: "invoice", status: "draft", eInvoice: readiness });
    renderWithProviders(
      <InvoiceGenerator initialValues={{ type: "invoice", clientName: "Beta LLC", items: [] }} onSubmit={() => {}} document={draft} />,
      { queryClient },
    );
    const check = within(screen.getByTestId("e-invoice-checklist"));
    expect(check.getByText(": needs the client's e-mail and the buyer reference")).toBeInTheDocument();
    expect(check.getByText(": needs the buyer reference and your business profile's phone number")).toBeInTheDocument();
    expect(check.getAllByText(": ready")).toHaveLength(2);
  });

  it("the tool page: nothing before saving, then the saved draft's check; an issued invoice shows none", async () => {
    const draftDoc = sampleDocument({ id: "99999999-2222-4333-8444-555555555556", type: "invoice", status: "draft" });
    let status = "draft";
    stubApi(() => ({
      status: 201,
      body: { id: "inv-1", type: "invoice", number: status === "draft" ? null : "INV-0001", eInvoice: readiness, document: { ...draftDoc, status } },
    }));
    const user = userEvent.setup();
    renderInvoice();
    expect(screen.queryByTestId("e-invoice-checklist")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Client Name"), "Beta LLC");
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await setNumber(user, "Price (item 1)", "10");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    expect(await screen.findByTestId("invoice-number")).toHaveTextContent("Draft");
    expect(within(screen.getByTestId("e-invoice-checklist")).getByText(": needs the client's e-mail and the buyer reference")).toBeInTheDocument();
    status = "final";
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    await waitFor(() => expect(screen.getByTestId("invoice-number")).toHaveTextContent("INV-0001"));
    expect(screen.queryByTestId("e-invoice-checklist")).not.toBeInTheDocument();
  });
});
