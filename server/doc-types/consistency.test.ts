// Every document follows the jurisdiction and the profile: no "(Ltd)" after a name
// that has it, the profile's signatory in the NDA's signature block, dates in the law's order.
import { describe, expect, test } from "vitest";
import { ZNdaRequestSchema, ZTermsRequestSchema } from "../../shared/doc-types";
import { ndaBody, termsBody } from "../../test/fixtures";
import { GENERATED_AT, businessIdentity, renderAll, unescapeMarkdown } from "../../test/rendered";
import { contactBlocks, dateOrderOf } from "./common";
import { buildDocument } from "./registry";

describe("consistency across documents", () => {
  test("no '(Ltd)' after a name that already has it", () => {
    const text = JSON.stringify(contactBlocks({ companyName: "Acme Analytics Ltd", website: "https://acme.example" }, businessIdentity({ legalName: "Acme Analytics Ltd", entityType: "Ltd" })));
    expect(text).not.toContain("(Ltd)");
    const other = JSON.stringify(contactBlocks({ companyName: "Acme", website: "https://acme.example" }, businessIdentity({ legalName: "Acme Trading", entityType: "Ltd" })));
    expect(other).toContain("(Ltd)");
  });

  test("the profile's signatory fills its party's signature block in the NDA", () => {
    const business = businessIdentity({ legalName: "Acme Analytics Inc.", signatory: { name: "Grace Hopper", title: "Chief Executive Officer" } });
    const md = renderAll(buildDocument("nda", ZNdaRequestSchema.parse(ndaBody), { generatedAt: GENERATED_AT, business })).md;
    expect(md).toContain("Name: Grace Hopper");
    expect(md).toContain("Title: Chief Executive Officer");
    expect(md.match(/Name: Grace Hopper/g)).toHaveLength(1);
  });

  test("dates follow the profile's locale, else the governing law", () => {
    expect(dateOrderOf(undefined, "uk")).toBe("day-month");
    expect(dateOrderOf(undefined, "us")).toBe("month-day");
    expect(dateOrderOf(businessIdentity({ locale: "en-GB" }), "us")).toBe("day-month");
    const uk = unescapeMarkdown(
      renderAll(buildDocument("terms_conditions", ZTermsRequestSchema.parse({ ...termsBody, governingLaw: "united-kingdom" }), { generatedAt: GENERATED_AT })).md,
    );
    expect(uk).toContain("Effective date:** 1 December 2026");
  });
});
