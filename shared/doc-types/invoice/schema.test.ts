import { describe, expect, test } from "vitest";
import { ZInvoiceRequestSchema, computeInvoiceTotals, formatMoney } from "./schema";
import { messagesOf } from "../../validation/test-utils";

const item = { description: "Design work", quantity: 2, unitPrice: 12_550 };
const valid = { clientName: "Beta LLC", items: [item] };

describe("ZInvoiceRequestSchema", () => {
  test("defaults: invoice, zero discount, totals recomputed; the currency and tax left to the server", () => {
    const out = ZInvoiceRequestSchema.parse({ ...valid, items: [{ ...item, total: 1 }] });
    expect(Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined))).toEqual({
      type: "invoice",
      clientName: "Beta LLC",
      discountAmount: 0,
      items: [{ ...item, total: 25_100 }],
    });
  });

  test("spec messages at their paths", () => {
    expect(messagesOf(ZInvoiceRequestSchema, {})).toEqual({
      clientName: ["Client name is required"],
      items: ["At least one item is required"],
    });
    expect(messagesOf(ZInvoiceRequestSchema, { ...valid, items: [] }).items).toEqual([
      "At least one item is required",
    ]);
    const m = messagesOf(ZInvoiceRequestSchema, {
      clientName: "",
      clientEmail: "nope",
      taxAmount: -1,
      discountAmount: -5,
      items: [{ description: " ", quantity: 0, unitPrice: -1, total: -1 }],
    });
    expect(m.clientName).toEqual(["Client name is required"]);
    expect(m.clientEmail).toEqual(["Valid email is required"]);
    expect(m.taxAmount).toEqual(["Tax amount must be positive"]);
    expect(m.discountAmount).toEqual(["Discount amount must be positive"]);
    expect(m["items.0.description"]).toEqual(["Description is required"]);
    expect(m["items.0.quantity"]).toEqual(["Quantity must be greater than 0"]);
    expect(m["items.0.unitPrice"]).toEqual(["Unit price must be positive"]);
    expect(m["items.0.total"]).toEqual(["Total must be positive"]);
  });

  test("optional fields: empty strings and null mean absent", () => {
    const out = ZInvoiceRequestSchema.parse({
      ...valid,
      clientEmail: "",
      clientAddress: "",
      dueDate: "",
      validUntil: null,
    });
    expect(out).toMatchObject({
      clientEmail: undefined,
      clientAddress: undefined,
      dueDate: undefined,
      validUntil: undefined,
    });
    expect(
      ZInvoiceRequestSchema.parse({ ...valid, clientEmail: " a@b.co ", dueDate: "2026-12-31" }),
    ).toMatchObject({
      clientEmail: "a@b.co",
      dueDate: "2026-12-31",
    });
    expect(
      messagesOf(ZInvoiceRequestSchema, { ...valid, dueDate: "2026-02-30", validUntil: "soon" }),
    ).toEqual({
      dueDate: ["Must be a valid date (YYYY-MM-DD)"],
      validUntil: ["Must be a valid date (YYYY-MM-DD)"],
    });
  });

  test("type and currency", () => {
    expect(ZInvoiceRequestSchema.parse({ ...valid, type: "quote", currency: "eur" })).toMatchObject(
      { type: "quote", currency: "EUR" },
    );
    expect(ZInvoiceRequestSchema.parse({ ...valid, type: "Quote/Estimate" }).type).toBe("quote");
    expect(messagesOf(ZInvoiceRequestSchema, { ...valid, type: "bill", currency: "JPY" })).toEqual({
      type: ["Type must be invoice, quote, receipt or credit_note"],
      currency: ["Currency must be one of USD, EUR, GBP, CAD or AUD"],
    });
  });

  test("money is whole numbers of minor units; a quantity has up to 3 decimals", () => {
    const m = messagesOf(ZInvoiceRequestSchema, {
      ...valid,
      taxAmount: 10.5,
      discountAmount: 0.1,
      items: [{ description: "x", quantity: 1.5005, unitPrice: 99.99, total: 1.5 }],
    });
    expect(m.taxAmount).toEqual(["Tax amount must be a whole number of cents"]);
    expect(m.discountAmount).toEqual(["Discount amount must be a whole number of cents"]);
    expect(m["items.0.quantity"]).toEqual(["Quantity must have at most 3 decimals"]);
    expect(m["items.0.unitPrice"]).toEqual(["Unit price must be a whole number of cents"]);
    expect(m["items.0.total"]).toEqual(["Total must be a whole number of cents"]);
    expect(messagesOf(ZInvoiceRequestSchema, { ...valid, taxAmount: "10" }).taxAmount).toEqual([
      "Tax amount must be a number",
    ]);
  });

  test("bounds keep every amount inside a signed 32-bit integer", () => {
    const m = messagesOf(ZInvoiceRequestSchema, {
      ...valid,
      items: [{ description: "x".repeat(501), quantity: 100_001, unitPrice: 100_000_001 }],
    });
    expect(m["items.0.description"]).toEqual(["Description must be at most 500 characters"]);
    expect(m["items.0.quantity"]).toEqual(["Quantity must be at most 100,000"]);
    expect(m["items.0.unitPrice"]).toEqual(["Unit price must be at most 100,000,000 cents"]);
    expect(
      messagesOf(ZInvoiceRequestSchema, {
        ...valid,
        items: Array.from({ length: 101 }, () => item),
      }).items,
    ).toEqual(["No more than 100 items"]);
    expect(
      messagesOf(ZInvoiceRequestSchema, {
        ...valid,
        items: [{ description: "x", quantity: 100_000, unitPrice: 100_000_000 }],
      }).items,
    ).toEqual(["The invoice total must be at most 2,000,000,000 cents"]);
    expect(
      messagesOf(ZInvoiceRequestSchema, {
        ...valid,
        taxAmount: 2_000_000_000,
        items: [{ description: "x", quantity: 1, unitPrice: 1 }],
      }).taxAmount,
    ).toEqual(["The invoice total must be at most 2,000,000,000 cents"]);
  });

  test("what one document may cost: lines per field, text of all items", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join("\n");
    expect(
      messagesOf(ZInvoiceRequestSchema, {
        ...valid,
        clientAddress: many(9),
        items: [{ ...item, description: many(11) }],
      }),
    ).toEqual({
      clientAddress: ["Client address must be at most 8 lines"],
      "items.0.description": ["Description must be at most 10 lines"],
    });
    expect(
      ZInvoiceRequestSchema.safeParse({ ...valid, items: [{ ...item, description: many(10) }] })
        .success,
    ).toBe(true);
    // 100 items of 100 characters (2 lines each) is the most text an invoice holds.
    const text = (chars: number) => "x".repeat(chars - 2) + "\nx";
    const items = (n: number, chars: number) =>
      Array.from({ length: n }, () => ({ ...item, description: text(chars) }));
    expect(ZInvoiceRequestSchema.safeParse({ ...valid, items: items(100, 100) }).success).toBe(true);
    // Characters are code points, as in every length limit: an emoji counts once.
    const emoji = Array.from({ length: 100 }, () => ({ ...item, description: "💥".repeat(100) }));
    expect(ZInvoiceRequestSchema.safeParse({ ...valid, items: emoji }).success).toBe(true);
    expect(messagesOf(ZInvoiceRequestSchema, { ...valid, items: items(40, 251) })).toEqual({
      items: ["Item descriptions must be at most 10,000 characters in total"],
    });
    expect(
      messagesOf(ZInvoiceRequestSchema, {
        ...valid,
        items: Array.from({ length: 67 }, () => ({ ...item, description: "a\nb\nc" })),
      }),
    ).toEqual({ items: ["Item descriptions must be at most 200 lines in total"] });
  });

  test("a discount larger than subtotal plus tax is refused", () => {
    expect(
      messagesOf(ZInvoiceRequestSchema, { ...valid, taxAmount: 100, discountAmount: 25_201 })
        .discountAmount,
    ).toEqual(["Discount cannot exceed the subtotal plus tax"]);
    expect(
      ZInvoiceRequestSchema.safeParse({ ...valid, taxAmount: 100, discountAmount: 25_200 }).success,
    ).toBe(true);
  });

  test("wrong types never throw", () => {
    for (const body of [
      null,
      [],
      { clientName: {}, items: {} },
      { ...valid, items: [null, 3, "x"] },
      { ...valid, items: [{ quantity: "2" }] },
    ]) {
      expect(ZInvoiceRequestSchema.safeParse(body).success).toBe(false);
    }
    expect(messagesOf(ZInvoiceRequestSchema, { ...valid, items: { 0: item } }).items).toEqual([
      "Items must be a list",
    ]);
  });
});

describe("computeInvoiceTotals", () => {
  test("sums lines, adds tax, subtracts discount, in minor units", () => {
    const totals = computeInvoiceTotals({
      items: [
        { quantity: 3, unitPrice: 1999, total: 0 },
        { quantity: 1, unitPrice: 5 },
      ],
      taxAmount: 1234,
      discountAmount: 500,
    });
    expect(totals.items.map((i) => i.total)).toEqual([5997, 5]);
    expect(totals.subtotal).toBe(6002);
    expect(totals.total).toBe(6002 + 1234 - 500);
    // 0.1 + 0.2 style errors can't happen: everything is an integer.
    expect(
      computeInvoiceTotals({
        items: [
          { quantity: 3, unitPrice: 10 },
          { quantity: 1, unitPrice: 20 },
        ],
      }).total,
    ).toBe(50);
  });
});

describe("formatMoney", () => {
  test("formats minor units in each currency", () => {
    expect(formatMoney(123_456, "USD")).toBe("$1,234.56");
    expect(formatMoney(123_456, "EUR")).toBe("€1,234.56");
    expect(formatMoney(123_456, "GBP")).toBe("£1,234.56");
    expect(formatMoney(123_456, "CAD")).toBe("CA$1,234.56");
    expect(formatMoney(123_456, "AUD")).toBe("A$1,234.56");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(-500, "USD")).toBe("-$5.00");
    expect(formatMoney(2_000_000_000, "USD")).toBe("$20,000,000.00");
  });
});
