import { describe, expect, it } from "vitest";
import type { InvoiceFormValues } from "./invoice-form";
import {
  invoiceDefaults,
  invoiceResolver,
  liveTotals,
  toInvoicePayload,
} from "./invoice-form";

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

const filled = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...invoiceDefaults(new Date(2026, 10, 23)),
  clientName: "Beta LLC",
  items: [
    { description: "Design", quantity: 2, unitPrice: 125.5 },
    { description: "Hosting", quantity: 3, unitPrice: 19.99 },
  ],
  taxAmount: 10.1,
  discountAmount: 5,
  ...overrides,
});

describe("invoice form", () => {
  it("defaults to an invoice in USD due in 30 days with one empty item", () => {
    expect(invoiceDefaults(new Date(2026, 10, 23))).toMatchObject({
      type: "invoice",
      clientName: "",
      clientEmail: "",
      clientAddress: "",
      currency: "USD",
      dueDate: "2026-12-23",
      validUntil: "",
      items: [{ description: "", quantity: 1, unit: "C62", unitPrice: 0, vatCategory: "" }],
      taxAmount: 0,
      discountAmount: 0,
    });
  });

  it("builds the API payload in minor units, with line totals", () => {
    expect(toInvoicePayload(filled())).toMatchObject({
      type: "invoice",
      clientName: "Beta LLC",
      clientEmail: "",
      clientAddress: "",
      currency: "USD",
      dueDate: "2026-12-23",
      validUntil: "",
      taxAmount: 1010,
      discountAmount: 500,
      items: [
        { description: "Design", quantity: 2, unitPrice: 12550, total: 25100 },
        { description: "Hosting", quantity: 3, unitPrice: 1999, total: 5997 },
      ],
    });
    expect(toInvoicePayload(filled({ type: "quote", validUntil: "2027-01-15" })).validUntil).toBe(
      "2027-01-15",
    );
    // With VAT rates: no typed tax; a decimal quantity, its unit, a percent discount.
    const vat = toInvoicePayload(
      filled({ items: [{ description: "Dev", quantity: 7.5, unit: "HUR", unitPrice: 95, vatRate: 19, discountPercent: Number.NaN, vatCategory: "" }], discountPercent: 10 }),
    );
    expect(vat).not.toHaveProperty("taxAmount");
    expect(vat).toMatchObject({ discountPercent: 10, discountAmount: 0, items: [{ quantity: 7.5, unit: "HUR", unitPrice: 9500, vatRate: 19, total: 71250 }] });
    expect(liveTotals([{ quantity: 7.5, unitPrice: 95, vatRate: 19 }], 0, { discountAmount: 0, discountPercent: 10 })).toMatchObject({ subtotal: 71250, discountTotal: 7125, taxTotal: 12184, total: 76309 });
  });

  it("computes the live totals, blanks counting as zero", () => {
    expect(liveTotals(filled().items, 10.1, 5)).toMatchObject({
      subtotal: 31097,
      taxAmount: 1010,
      discountAmount: 500,
      total: 31607,
    });
    expect(liveTotals([{ quantity: Number.NaN, unitPrice: 5 }], Number.NaN, undefined).total).toBe(
      0,
    );
  });

  it("validates the converted payload with the shared schema", async () => {
    const ok = await invoiceResolver(filled(), undefined, resolverOptions);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ clientName: "Beta LLC", taxAmount: 1010 });

    const bad = await invoiceResolver(
      filled({
        clientName: " ",
        clientEmail: "nope",
        taxAmount: -1,
        items: [{ description: "", quantity: 0, unitPrice: -2 }],
      }),
      undefined,
      resolverOptions,
    );
    expect(bad.errors).toMatchObject({
      clientName: { message: "Client name is required" },
      clientEmail: { message: "Valid email is required" },
      taxAmount: { message: "Tax amount must be positive" },
      items: [
        {
          description: { message: "Description is required" },
          quantity: { message: "Quantity must be greater than 0" },
          unitPrice: { message: "Unit price must be positive" },
        },
      ],
    });
  });
});
