import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TDocument } from "@shared/api/documents";
import type { TPayment } from "@shared/invoicing/payments";
import { polyfillJsdomForRadix, sampleDocument, stubFetch } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { paymentsKey } from "../api/invoicing";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { BillingCard } from "./billing-card";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const invoice: TDocument = sampleDocument({
  id: "11111111-2222-4333-8444-666666666666",
  type: "invoice",
  title: "Invoice INV-0001 — Globex",
  billingStatus: "partially_paid",
  stage: "partially_paid",
  sentAt: "2026-11-20T09:00:00.000Z",
  total: 272_000,
  amountPaid: 100_000,
  balanceDue: 172_000,
  currency: "USD",
  number: "INV-0001",
});
const base = `/api/documents/${invoice.id}`;

const payment: TPayment = {
  id: "pay-1",
  invoiceId: "inv-1",
  amount: 100_000,
  currency: "USD",
  date: "2026-11-20",
  method: "bank_transfer",
  reference: "GLX-1",
  receiptDocumentId: null,
  receiptNumber: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};

/** The payments list read again after each change. */
const reads = { status: 200, body: [payment] };

function renderCard(document: TDocument = invoice, payments: TPayment[] = [payment]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(paymentsKey(document.id), payments);
  return renderWithProviders(<BillingCard document={document} />, { queryClient });
}

describe("BillingCard", () => {
  it("shows the status, the total, what was paid, the balance and each payment", () => {
    renderCard();
    const card = screen.getByRole("region", { name: "Payments" });
    // The owner reads the words the client's page uses: Partially paid, not a word of its own.
    expect(within(card).getByTestId("stage-badge")).toHaveTextContent("Partially paid");
    expect(card).toHaveTextContent("Total$2,720.00");
    expect(card).toHaveTextContent("Paid$1,000.00");
    expect(card).toHaveTextContent("Balance due$1,720.00");
    const list = within(card).getByRole("list", { name: "Payments" });
    expect(list).toHaveTextContent("$1,000.00");
    expect(list).toHaveTextContent("November 20, 2026");
    expect(list).toHaveTextContent("Bank transfer · GLX-1");
    expect(within(card).getByRole("button", { name: "Remind" })).toBeInTheDocument();
  });

  it("is not shown for a document that is not an invoice", () => {
    renderCard(sampleDocument());
    expect(screen.queryByRole("region", { name: "Payments" })).not.toBeInTheDocument();
  });

  it("records a payment: checks the amount, shows the server's field message, then posts minor units", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { code: "invalid_input", message: "Invalid input: amount", errors: [{ path: "amount", message: "Amount is more than the balance due ($1,720.00)" }] },
    };
    const calls = stubFetch(({ method }) => (method === "GET" ? reads : answer));
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const dialog = screen.getByRole("dialog", { name: "Record a payment" });
    const amount = within(dialog).getByLabelText("Amount (USD)");
    expect(amount).toHaveValue("1720.00");

    await user.clear(amount);
    await user.type(amount, "12.345");
    await user.click(within(dialog).getByRole("button", { name: "Save payment" }));
    expect(await within(dialog).findByText("Amount must have at most 2 decimals, like 1,627.85")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "2,000");
    await user.click(within(dialog).getByRole("button", { name: "Save payment" }));
    expect(await within(dialog).findByText("Amount is more than the balance due ($1,720.00)")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");

    answer = { status: 201, body: { ...payment, id: "pay-2", amount: 100_050, method: "card", reference: "R-1" } };
    await user.clear(amount);
    await user.type(amount, "1,000.50");
    const date = within(dialog).getByLabelText("Date paid");
    await user.clear(date);
    await user.type(date, "2026-11-25");
    // The method is a menu of its own (Radix), not the browser's squashed native select.
    await user.click(within(dialog).getByRole("combobox", { name: "Method" }));
    await user.click(await screen.findByRole("option", { name: "Card" }));
    await user.type(within(dialog).getByLabelText(/Reference/), "R-1");
    await user.click(within(dialog).getByRole("button", { name: "Save payment" }));
    expect(await screen.findByText("Payment recorded")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Record a payment" })).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.at(-1)).toEqual({ method: "POST", url: `${base}/payments`, contentType: "application/json", body: { amount: 100_050, date: "2026-11-25", method: "card", reference: "R-1" } });
  });

  it("records a decimal-comma payment on a EUR invoice as the amount typed, never a hundred times it", async () => {
    const euros = { ...invoice, currency: "EUR", total: 300_000, amountPaid: 0, balanceDue: 300_000 };
    const calls = stubFetch(({ method }) => (method === "GET" ? reads : { status: 201, body: { ...payment, id: "pay-3", amount: 162_785, currency: "EUR" } }));
    const user = userEvent.setup();
    renderCard(euros, []);
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const dialog = screen.getByRole("dialog", { name: "Record a payment" });
    const amount = within(dialog).getByLabelText("Amount (EUR)");
    // What cannot be read is a field error: nothing is posted.
    await user.clear(amount);
    await user.type(amount, "1.627,8,5");
    await user.click(within(dialog).getByRole("button", { name: "Save payment" }));
    expect(await within(dialog).findByText("Amount must be an amount like 1,627.85")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "1627,85");
    await user.click(within(dialog).getByRole("button", { name: "Save payment" }));
    expect(await screen.findByText("Payment recorded")).toBeInTheDocument();
    expect(screen.getByText(/€1,627\.85 on/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toMatchObject({ amount: 162_785, method: "bank_transfer" });
  });

  it("creates a receipt for a payment, and deletes a payment", async () => {
    const calls = stubFetch(({ method }) => (method === "GET" ? reads : method === "DELETE" ? { status: 204 } : { status: 201, body: { number: "RCT-0001" } }));
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Create receipt for $1,000.00 on November 20, 2026" }));
    expect(await screen.findByText("Receipt created")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete payment of $1,000.00 on November 20, 2026" }));
    expect(await screen.findByText("Payment deleted")).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.url])).toEqual([
      ["POST", `${base}/payments/pay-1/receipt`],
      ["DELETE", `${base}/payments/pay-1`],
    ]);
  });

  it("deleting a payment with a receipt asks first, says the receipt will be void, and says so after", async () => {
    const calls = stubFetch(({ method }) => (method === "GET" ? reads : { status: 204 }));
    const user = userEvent.setup();
    renderCard(invoice, [{ ...payment, receiptDocumentId: "rcpt-doc", receiptNumber: "RCT-0001" }]);
    await user.click(screen.getByRole("button", { name: "Delete payment of $1,000.00 on November 20, 2026" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this payment?" });
    expect(dialog).toHaveTextContent("Receipt RCT-0001 was issued for it: it will be void.");
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete payment of $1,000.00 on November 20, 2026" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete this payment?" })).getByRole("button", { name: "Delete payment and void receipt" }));
    expect(await screen.findByText("Receipt RCT-0001 is void.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([`${base}/payments/pay-1`]);
  });

  it("links a payment's receipt once there is one", () => {
    renderCard(invoice, [{ ...payment, receiptDocumentId: "rcpt-doc", receiptNumber: "RCT-0001" }]);
    expect(screen.getByRole("link", { name: "View receipt" })).toHaveAttribute("href", "/documents/rcpt-doc");
    expect(screen.queryByRole("button", { name: /Create receipt/ })).not.toBeInTheDocument();
  });

  it("voids with a reason, showing the server's message when it is missing", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { code: "invalid_input", message: "Invalid input: reason", errors: [{ path: "reason", message: "Reason is required" }] },
    };
    const calls = stubFetch(({ method }) => (method === "GET" ? reads : answer));
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Void" }));
    const dialog = screen.getByRole("dialog", { name: "Void this invoice?" });
    await user.click(within(dialog).getByRole("button", { name: "Void invoice" }));
    expect(await within(dialog).findByText("Reason is required")).toBeInTheDocument();
    answer = { status: 200, body: { billingStatus: "void" } };
    await user.type(within(dialog).getByLabelText("Reason"), "Wrong client");
    await user.click(within(dialog).getByRole("button", { name: "Void invoice" }));
    expect(await screen.findByText("Invoice voided")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").at(-1)).toEqual({ method: "POST", url: `${base}/void`, contentType: "application/json", body: { reason: "Wrong client" } });
  });

  it("a void invoice offers no payment, reminder or void", () => {
    renderCard({ ...invoice, billingStatus: "void", stage: "void" });
    expect(screen.getByTestId("stage-badge")).toHaveTextContent("Void");
    for (const name of ["Record payment", "Remind", "Void"]) expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete payment/ })).not.toBeInTheDocument();
  });
});
