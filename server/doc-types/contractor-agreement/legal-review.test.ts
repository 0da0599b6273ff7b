// The legal review of the contractor agreement under California law: the ABC test's prong B
// and Labor Code § 226.8, the Freelance Worker Protection Act (SB 988), nothing withheld for
// hourly work done, and US spelling with no "national insurance" in a US contract.
import { describe, expect, test } from "vitest";
import { type TContractorAgreementRequestInput, ZContractorAgreementRequestSchema } from "../../../shared/doc-types";
import { contractorAgreementBody } from "../../../test/fixtures";
import { GENERATED_AT, renderAll, unescapeMarkdown } from "../../../test/rendered";
import { buildDocument } from "../registry";

const build = (over: Partial<TContractorAgreementRequestInput> = {}) =>
  unescapeMarkdown(
    renderAll(
      buildDocument(
        "contractor_agreement",
        ZContractorAgreementRequestSchema.parse({
          ...contractorAgreementBody,
          governingLaw: "california",
          fee: { type: "hourly", amount: 12_500, currency: "USD" },
          milestones: [],
          ...over,
        }),
        { generatedAt: GENERATED_AT },
      ),
    ).md,
  );

describe("California contractor agreement", () => {
  test("warns that work in the client's usual course of business fails prong B, with § 226.8 penalties", () => {
    const text = build();
    expect(text).toContain("prong (B) of the ABC test is not met");
    expect(text).toContain("Labor Code section 226.8");
    expect(build({ governingLaw: "new-york" })).not.toContain("226.8");
  });

  test("the Freelance Worker Protection Act (Bus. & Prof. Code § 18102) for an individual", () => {
    const text = build();
    for (const s of ["California Freelance Worker Protection Act", "section 18102", "section 18103", "section 18104", "four (4) years", "within five (5) business days after the end of each calendar month"])
      expect(text, s).toContain(s);
    expect(build({ contractor: { ...contractorAgreementBody.contractor, entityType: "company" } })).not.toContain("Freelance Worker Protection Act");
  });

  test("hourly work already done is paid even on termination for breach", () => {
    expect(build()).not.toContain("nothing is owed for Services that have not been accepted");
    expect(build({ fee: { type: "fixed", amount: 900_000, currency: "USD" } })).toContain("nothing is owed for Deliverables that have not been accepted and that the Client does not use");
  });

  test("US spelling and no national insurance in a US contract", () => {
    const text = build();
    expect(text).not.toMatch(/national insurance/i);
    expect(text).not.toMatch(/\borganisation\b|\bauthoris/);
    expect(build({ governingLaw: "united-kingdom" })).toMatch(/national insurance/i);
  });
});
