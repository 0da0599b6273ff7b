import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeInvoiceTotals, computeLine, spread, toScaled, VAT_CATEGORIES } from "./tax";

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000_000 }).map((milli) => milli / 1000),
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  discountPercent: fc.option(fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100), { nil: undefined }),
  vatRate: fc.constantFrom(0, 5, 7, 19, 20, 21, 5.5, 8.1),
  vatCategory: fc.constantFrom(...VAT_CATEGORIES),
});

describe("the arithmetic", () => {
  test("property: the totals always equal the breakdown; total = taxableTotal + taxTotal", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100), { nil: undefined }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (raw, discountPercent, discountAmount) => {
          // S carries a positive rate, every other category 0.
          const items = raw.map((l) => (l.vatCategory === "S" ? { ...l, vatRate: l.vatRate || 19 } : { ...l, vatRate: 0 }));
          const subtotal = items.reduce((s, l) => s + computeLine(l).netAmount, 0);
          const amount = discountPercent === undefined ? Math.min(discountAmount, subtotal) : undefined;
          const t = computeInvoiceTotals({ items, discountPercent, discountAmount: amount });
          expect(t.subtotal).toBe(subtotal);
          expect(t.total).toBe(t.taxableTotal + t.taxTotal);
          expect(t.taxableTotal).toBe(t.subtotal - t.discountTotal);
          expect(t.vatBreakdown.reduce((s, e) => s + e.taxableAmount, 0)).toBe(t.taxableTotal);
          expect(t.vatBreakdown.reduce((s, e) => s + e.taxAmount, 0)).toBe(t.taxTotal);
          if (amount !== undefined) expect(t.discountTotal).toBe(amount);
          for (const e of t.vatBreakdown) {
            // Once per rate, half-up: within half a cent of the exact tax.
            expect(Math.abs(e.taxAmount - (e.taxableAmount * e.rate) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
            expect(Number.isInteger(e.taxAmount) && Number.isInteger(e.taxableAmount)).toBe(true);
          }
          // One entry per category and rate.
          expect(new Set(t.vatBreakdown.map((e) => `${e.category}:${e.rate}`)).size).toBe(t.vatBreakdown.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("property: decimal quantities are exact (7.5 × 95.00 = 712.50; 0.1 + 0.2 never drifts)", () => {
    expect(computeLine({ quantity: 7.5, unitPrice: 9_500 }).total).toBe(71_250);
    expect(computeLine({ quantity: 0.333, unitPrice: 1 }).total).toBe(0);
    expect(computeLine({ quantity: 0.5, unitPrice: 1 }).total).toBe(1); // half-up
    expect(computeLine({ quantity: 100_000, unitPrice: 100_000_000 }).total).toBe(10_000_000_000_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (milli, price) => {
        const total = computeLine({ quantity: milli / 1000, unitPrice: price }).total;
        const exact = (BigInt(milli) * BigInt(price) * 2n + 1000n) / 2000n;
        expect(BigInt(total)).toBe(exact);
      }),
    );
  });

  test("a document discount is spread over the rates in proportion, in whole cents that add up", () => {
    expect(spread(1_000, [1, 1, 1])).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 6 }), (amount, weights) => {
        const shares = spread(amount, weights);
        if (weights.some((w) => w > 0) && amount > 0) expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
        shares.forEach((s) => expect(s).toBeGreaterThanOrEqual(0));
      }),
    );
  });

  test("today's bodies: tax typed, the same total as before (subtotal + tax − discount)", () => {
    const t = computeInvoiceTotals({ items: [{ quantity: 2, unitPrice: 75_000 }, { quantity: 10, unitPrice: 12_050 }], taxAmount: 2_500, discountAmount: 1_000 });
    expect(t).toMatchObject({ subtotal: 270_500, taxTotal: 2_500, discountTotal: 1_000, taxableTotal: 269_500, total: 272_000, vatBreakdown: [], withRates: false });
  });

  test("decimals as text", () => {
    expect(toScaled("7.5", 3)).toBe(7_500);
    expect(toScaled(7.125, 3)).toBe(7_125);
    expect(toScaled("1.2345", 3)).toBeUndefined();
    expect(toScaled("1e3", 3)).toBeUndefined();
    expect(toScaled("-1", 3)).toBeUndefined();
  });
});
