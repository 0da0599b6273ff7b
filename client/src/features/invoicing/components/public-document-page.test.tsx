import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPublicBillingDocument } from "@shared/invoicing/client";
import { stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { PublicDocumentPage } from "./public-document-page";

afterEach(() => vi.unstubAllGlobals());

const TOKEN = "q".repeat(43);
const quote = (over: Partial<TPublicBillingDocument> = {}): TPublicBillingDocument => ({
  type: "quote",
  number: "QUO-0007",
  title: "Quote QUO-0007 — Globex",
  version: 1,
  html: "<article><p>Strategy workshop</p></article>",
  issuer: { name: "Acme Studio", logo: null, color: "#aa3366" },
  clientName: "Globex",
  currency: "EUR",
  total: 300_000,
  amountPaid: 0,
  balanceDue: 300_000,
  issueDate: "2026-11-28",
  dueDate: null,
  validUntil: "2026-12-28",
  billingStatus: "viewed",
  stage: "viewed",
  acceptance: null,
  declined: null,
  pdfUrl: `/api/public/quotes/${TOKEN}/pdf`,
  ...over,
});

describe("PublicDocumentPage", () => {
  it("shows the issuer, the quote and its PDF; accepts with the typed name and consent, then confirms", async () => {
    let accepted = false;
    const calls = stubFetch(({ method, url }) => {
      if (method === "POST" && url.endsWith("/accept")) {
        accepted = true;
        return { body: { billingStatus: "accepted", stage: "accepted", acceptance: { name: "Gail Globex", at: "2026-11-28T12:00:00Z" }, declined: null } };
      }
      return { body: accepted ? quote({ billingStatus: "accepted", stage: "accepted", acceptance: { name: "Gail Globex", at: "2026-11-28T12:00:00Z" } }) : quote() };
    });
    const user = userEvent.setup();
    renderWithProviders(<PublicDocumentPage kind="quote" token={TOKEN} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Quote QUO-0007" })).toBeInTheDocument();
    expect(screen.getByTestId("issuer-name")).toHaveTextContent("Acme Studio");
    // The stage in the owner's words (their list says "Viewed" too).
    expect(screen.getByTestId("billing-status")).toHaveTextContent(/^Viewed$/);
    expect(screen.getByTestId("document-content")).toHaveTextContent("Strategy workshop");
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/public/quotes/${TOKEN}/pdf`);
    expect(calls[0]).toMatchObject({ method: "GET", url: `/api/public/quotes/${TOKEN}` });

    await user.type(screen.getByLabelText("Your full name"), "Gail Globex");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    await waitFor(() => expect(screen.getByTestId("quote-outcome")).toHaveTextContent("Quote accepted"));
    expect(screen.getByTestId("quote-outcome")).toHaveTextContent("Accepted by Gail Globex");
    expect(screen.getByTestId("billing-status")).toHaveTextContent(/^Accepted$/);
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: `/api/public/quotes/${TOKEN}/accept`, body: { name: "Gail Globex", consent: true } });
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("a stale tab that accepts a quote answered already shows the quote as it stands, not an error beside the old form", async () => {
    let answeredElsewhere = false;
    stubFetch(({ method }) => {
      if (method === "POST") return { status: 409, body: { message: "This quote has already been accepted", code: "conflict" } };
      return { body: answeredElsewhere ? quote({ billingStatus: "accepted", stage: "accepted", acceptance: { name: "Gail Globex", at: "2026-11-28T12:00:00Z" } }) : quote() };
    });
    const user = userEvent.setup();
    renderWithProviders(<PublicDocumentPage kind="quote" token={TOKEN} />);
    await user.type(await screen.findByLabelText("Your full name"), "Gail Globex");
    await user.click(screen.getByRole("checkbox"));
    // Accepted meanwhile in another tab.
    answeredElsewhere = true;
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    await waitFor(() => expect(screen.getByTestId("quote-outcome")).toHaveTextContent("Accepted by Gail Globex"));
    expect(screen.getByTestId("billing-status")).toHaveTextContent(/^Accepted$/);
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.queryByText("Awaiting your answer")).not.toBeInTheDocument();
  });

  it("puts the server's field messages on the fields, and declines with an optional reason", async () => {
    const calls = stubFetch(({ method, url }) => {
      if (method === "POST" && url.endsWith("/accept"))
        return { status: 400, body: { message: "Invalid input", code: "invalid_input", errors: [{ path: "name", message: "Type your full name to accept" }, { path: "consent", message: "Tick the box to accept the quote" }] } };
      if (method === "POST") return { body: { billingStatus: "declined", stage: "declined", acceptance: null, declined: { at: "2026-11-28T12:00:00Z", reason: "Too early" } } };
      return { body: quote() };
    });
    const user = userEvent.setup();
    renderWithProviders(<PublicDocumentPage kind="quote" token={TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("Type your full name to accept")).toBeInTheDocument();
    expect(screen.getByText("Tick the box to accept the quote")).toBeInTheDocument();
    expect(screen.getByLabelText("Your full name")).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: "Decline…" }));
    await user.type(screen.getByLabelText("Reason (optional)"), "Too early");
    await user.click(screen.getByRole("button", { name: "Decline quote" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/decline"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/decline"))?.body).toEqual({ reason: "Too early" });
  });

  it('says "This quote has expired" when the quote is past its date, or when an answer comes back 410', async () => {
    stubFetch(() => ({ body: quote({ billingStatus: "expired", stage: "expired" }) }));
    const { unmount } = renderWithProviders(<PublicDocumentPage kind="quote" token={TOKEN} />);
    expect(await screen.findByText("This quote has expired")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stubFetch(({ method }) => (method === "POST" ? { status: 410, body: { message: "This quote has expired", code: "gone" } } : { body: quote() }));
    const user = userEvent.setup();
    renderWithProviders(<PublicDocumentPage kind="quote" token={TOKEN} />);
    await user.type(await screen.findByLabelText("Your full name"), "Late Larry");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("This quote has expired")).toBeInTheDocument();
  });

  it("offers no answer on a quote already turned into an invoice", async () => {
    stubFetch(() => ({ body: quote({ billingStatus: "converted", stage: "converted" }) }));
    renderWithProviders(<PublicDocumentPage kind="quote" token={TOKEN} />);
    expect(await screen.findByTestId("quote-outcome")).toHaveTextContent("This quote has been invoiced.");
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Invoiced");
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("shows an invoice's balance due and no answers; an ended link says so", async () => {
    stubFetch(() => ({ body: quote({ type: "invoice", number: "INV-0003", dueDate: "2026-12-31", validUntil: null, amountPaid: 100_000, balanceDue: 200_000, billingStatus: "partially_paid", stage: "partially_paid", pdfUrl: `/api/public/invoices/${TOKEN}/pdf` }) }));
    const { unmount } = renderWithProviders(<PublicDocumentPage kind="invoice" token={TOKEN} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice INV-0003" })).toBeInTheDocument();
    expect(screen.getByTestId("balance-due")).toHaveTextContent("€2,000.00");
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Partially paid");
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stubFetch(() => ({ status: 410, body: { message: "This link is no longer valid. Ask the sender for a new one.", code: "gone" } }));
    renderWithProviders(<PublicDocumentPage kind="invoice" token={TOKEN} />);
    expect(await screen.findByRole("heading", { level: 1, name: "This link is no longer valid" })).toBeInTheDocument();
  });

  it("stacks the line items for a phone: every cell carries its column's name, so VAT and Amount sit in each line's card", async () => {
    // The lines table as the server renders an invoice's (server/documents/render-html.ts).
    const right = ' class="doc-align-right"';
    const head = ["Description", "Quantity", "Unit price", "VAT", "Amount"].map((h, i) => `<th scope="col"${i ? right : ""}>${h}</th>`).join("");
    const row = (cells: string[]) => `<tr>${cells.map((c, i) => `<td${i ? right : ""}>${c}</td>`).join("")}</tr>`;
    const html =
      `<article class="doc-document"><div class="doc-table-wrap"><table class="doc-table"><thead><tr>${head}</tr></thead><tbody>` +
      row(["Strategy workshop", "2 days", "€1,000.00", "20%", "€2,000.00"]) +
      row(["Follow-up call", "1", "€500.00", "20%", "€500.00"]) +
      `</tbody></table></div></article>`;
    stubFetch(() => ({ body: quote({ type: "invoice", number: "INV-0009", html, pdfUrl: `/api/public/invoices/${TOKEN}/pdf` }) }));
    renderWithProviders(<PublicDocumentPage kind="invoice" token={TOKEN} />);
    const content = await screen.findByTestId("document-content");
    const table = content.querySelector("table")!;
    expect(table).toHaveClass("doc-table", "doc-table-stacked");
    const cards = [...table.querySelectorAll("tbody tr")];
    expect(cards).toHaveLength(2);
    const labelled = (tr: Element) => [...tr.querySelectorAll("td")].map((td) => [td.getAttribute("data-label"), td.textContent]);
    expect(labelled(cards[0]!)).toEqual([
      ["Description", "Strategy workshop"],
      ["Quantity", "2 days"],
      ["Unit price", "€1,000.00"],
      ["VAT", "20%"],
      ["Amount", "€2,000.00"],
    ]);
    expect(labelled(cards[1]!)).toEqual([
      ["Description", "Follow-up call"],
      ["Quantity", "1"],
      ["Unit price", "€500.00"],
      ["VAT", "20%"],
      ["Amount", "€500.00"],
    ]);
    // The header row stays for screen readers and wide screens.
    expect([...table.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Description", "Quantity", "Unit price", "VAT", "Amount"]);
  });
});
