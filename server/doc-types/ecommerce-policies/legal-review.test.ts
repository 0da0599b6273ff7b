// The legal review of the e-commerce policies: "all sales are final" without contradicting
// terms (Cal. Civ. Code § 1654 reads them against the drafter), the shop's country instead of
// "Domestic (within our own country)", US spelling in a US policy, and IOSS only for imports.
import { describe, expect, test } from "vitest";
import { type TEcommercePoliciesRequestInput, ZEcommercePoliciesRequestSchema } from "../../../shared/doc-types";
import { GENERATED_AT, renderAll, unescapeMarkdown } from "../../../test/rendered";
import { buildDocument } from "../registry";

const build = (over: Partial<TEcommercePoliciesRequestInput> = {}) =>
  unescapeMarkdown(
    renderAll(
      buildDocument(
        "ecommerce_policy",
        ZEcommercePoliciesRequestSchema.parse({
          companyName: "Acme Goods Inc.",
          website: "https://shop.acme.example",
          email: "support@acme.example",
          policies: ["refund", "return", "shipping"],
          refundWindowDays: 0,
          governingLaw: "california",
          audience: "consumers",
          shippingRegions: ["domestic", "canada"],
          restockingFeePercent: 15,
          exchanges: true,
          currency: "USD",
          effectiveDate: "2026-11-23",
          ...over,
        }),
        { generatedAt: GENERATED_AT },
      ),
    ).md,
  );

describe("US e-commerce policies", () => {
  test("all sales final: no restocking fee on change-of-mind refunds, no exchanges 'within the return window'", () => {
    const text = build();
    expect(text).toContain("all sales are final");
    expect(text).not.toContain("restocking fee");
    expect(text).not.toContain("within the return window");
    expect(text).not.toContain("after the refund window has ended");
    expect(text).toContain("All sales are final, so we do not exchange items for change of mind.");
    const window = build({ refundWindowDays: 30 });
    expect(window).toContain("A restocking fee of 15%");
    expect(window).toContain("within 30 days of the day you receive the item");
  });

  test("the shop's own country, not 'Domestic (within our own country)'", () => {
    const text = build();
    expect(text).not.toContain("Domestic (within our own country)");
    expect(text).toContain("Within the United States");
  });

  test("US spelling in a US policy, British in a UK one", () => {
    const us = build({ refundWindowDays: 30, nonRefundableItems: "Personalised gifts" });
    for (const w of ["authorisation", "colour", "parcel", "dispatched", "licence", "cancelled"]) expect(us, w).not.toContain(w);
    expect(us).toContain("authorization");
    expect(us).toContain("Personalised gifts");
    expect(build({ governingLaw: "united-kingdom", refundWindowDays: 30 })).toContain("authorisation");
  });

  test("IOSS only for goods imported into the EU, never for sales within it", () => {
    expect(build({ shippingRegions: ["domestic", "eu"] })).toContain("Import One-Stop Shop (IOSS)");
    const de = build({ governingLaw: "germany", shippingRegions: ["domestic", "eu", "uk"] });
    expect(de).not.toContain("Import One-Stop Shop");
    expect(de).toContain("One-Stop Shop (OSS)");
    expect(de).toContain("£135 to the United Kingdom");
  });
});
