import { describe, expect, test } from "vitest";
import { ZInvoiceRequestSchema, type TInvoiceRequestInput } from "../../../shared/doc-types";
import { buildDocument } from "../registry";
import type { DocumentKind } from "../../../shared/doc-types";
import {
  GENERATED_AT,
  HOSTILE,
  ISSUER,
  markdownHeadings,
  renderAll,
  unsafeHtml,
} from "../../../test/rendered";
import { INVOICE_HEADINGS as H } from "./template";

const NUMBERS = { invoice: "INV-0001", quote: "QUO-0001", receipt: "RCT-0001" } as const;

const build = (
  kind: Extract<DocumentKind, "invoice" | "quote" | "receipt">,
  over: Partial<TInvoiceRequestInput> = {},
) =>
  renderAll(
    buildDocument(
      kind,
      ZInvoiceRequestSchema.parse({
        type: kind,
        clientName: "Beta LLC",
        clientEmail: "ap@beta.com",
        clientAddress: "2 High St\nLondon",
        currency: "USD",
        dueDate: "2026-12-23",
        validUntil: "2026-12-08",
        taxAmount: 10_000,
        discountAmount: 2_550,
        items: [
          { description: "Website design", quantity: 1, unitPrice: 150_000 },
          { description: "Hosting (monthly)", quantity: 12, unitPrice: 1_999, total: 1 },
        ],
        ...over,
      }),
      { generatedAt: GENERATED_AT, number: NUMBERS[kind], issuer: ISSUER, createdAt: GENERATED_AT },
    ),
  );

describe("invoice", () => {
  test("parties, number, dates, items and totals in minor units", () => {
    const { headings, html, text, md } = build("invoice");
    expect(headings[0]).toBe("Invoice INV-0001 — Beta LLC");
    expect(markdownHeadings(md)).toEqual(headings);
    expect(text).toContain("Invoice number: INV-0001");
    expect(text).toContain("Issue date: November 23, 2026");
    expect(text).toContain("Due date: December 23, 2026");
    expect(text).toContain("From");
    expect(text).toContain("Bill To");
    expect(text).toContain("Acme Inc.");
    expect(text).toContain("1 Main St\nSpringfield, IL 62701");
    expect(text).toContain("ap@beta.com");
    for (const col of ["Description", "Qty", "Unit Price", "Amount"])
      expect(html).toContain(`>${col}</th>`);
    // 1 × $1,500.00 + 12 × $19.99 = $1,739.88; + $100.00 tax − $25.50 discount = $1,814.38.
    expect(html).toContain(
      '<td class="doc-align-right">12</td><td class="doc-align-right">$19.99</td><td class="doc-align-right">$239.88</td>',
    );
    expect(html).toContain(
      '<th scope="row">Subtotal</th><td class="doc-align-right">$1,739.88</td>',
    );
    expect(html).toContain('<th scope="row">Tax</th><td class="doc-align-right">$100.00</td>');
    expect(html).toContain('<th scope="row">Discount</th><td class="doc-align-right">-$25.50</td>');
    expect(html).toContain(
      '<tr class="doc-total-emphasis"><th scope="row">Total Due</th><td class="doc-align-right">$1,814.38</td>',
    );
    expect(text).toContain("Payment of $1,814.38 is due by December 23, 2026 (net 30 days)");
    expect(headings).toContain(H.paymentTerms);
    expect(headings).not.toContain(H.acceptance);
  });

  test.each([
    ["EUR", "€1,739.88", "€1,814.38"],
    ["GBP", "£1,739.88", "£1,814.38"],
    ["CAD", "CA$1,739.88", "CA$1,814.38"],
    ["AUD", "A$1,739.88", "A$1,814.38"],
  ] as const)("currency %s", (currency, subtotal, total) => {
    const { text } = build("invoice", { currency });
    expect(text).toContain(subtotal);
    expect(text).toContain(total);
  });

  test("no discount row without a discount; no due date means due on receipt", () => {
    const { text } = build("invoice", { discountAmount: 0, dueDate: "" });
    expect(text).not.toContain("Discount");
    expect(text).not.toContain("Due date");
    expect(text).toContain("is due upon receipt");
  });

  test("quote: Prepared For, Valid Until, acceptance terms and a place to accept", () => {
    const { headings, html, text } = build("quote");
    expect(headings[0]).toBe("Quote QUO-0001 — Beta LLC");
    expect(text).toContain("Prepared For");
    expect(text).toContain("Valid until: December 8, 2026");
    expect(headings).toContain(H.acceptance);
    // Online (the link it was sent with) or on paper: the wording fits a quote accepted either way.
    expect(text).toContain("To accept this quote, accept it online from the link it was sent with, or sign below and return a copy to");
    expect(text).toContain("By accepting, Beta LLC agrees to the goods and services described above");
    expect(html).toContain('<p class="doc-signature-role"><strong>Accepted by</strong></p>');
    expect(headings).not.toContain(H.paymentTerms);
    expect(text).not.toContain("PAID");
  });

  test("receipt: PAID, payment date and Amount Paid", () => {
    const { headings, html, text } = build("receipt");
    expect(headings[0]).toBe("Receipt RCT-0001 — Beta LLC");
    expect(text).toContain("Received From");
    expect(text).toContain("Status: PAID");
    expect(text).toContain("Payment date: November 23, 2026");
    expect(html).toContain(
      '<tr class="doc-total-emphasis"><th scope="row">Amount Paid</th><td class="doc-align-right">$1,814.38</td>',
    );
    expect(headings).toContain(H.payment);
  });

  test("the kind decides the variant", () => {
    expect(build("receipt", { type: "invoice" }).headings[0]).toMatch(/^Receipt /);
  });

  test("user text is escaped", () => {
    const { html, md } = build("invoice", {
      clientName: HOSTILE,
      clientAddress: HOSTILE,
      items: [{ description: HOSTILE, quantity: 1, unitPrice: 100 }],
    });
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(md).toContain("\\| pipe");
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
  });
});
