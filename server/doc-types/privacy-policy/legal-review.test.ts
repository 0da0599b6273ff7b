// The legal review of the privacy policy: targeted advertising on consent in the EU and UK,
// no CCPA "sale or sharing" words without the CCPA, joint controllership with Meta for the Meta
// Pixel, Quebec's Law 25, and no contradiction between
// what is collected and what the policy describes.
import { describe, expect, test } from "vitest";
import { type TPrivacyPolicyRequestInput, ZPrivacyPolicyRequestSchema } from "../../../shared/doc-types";
import { GENERATED_AT, renderAll, unescapeMarkdown } from "../../../test/rendered";
import { buildDocument } from "../registry";

const build = (over: Partial<TPrivacyPolicyRequestInput> = {}) =>
  unescapeMarkdown(
    renderAll(
      buildDocument(
        "privacy_policy",
        ZPrivacyPolicyRequestSchema.parse({
          companyName: "Acme GmbH",
          website: "https://acme.example",
          email: "privacy@acme.example",
          dataCollected: ["personal-info", "payment-info", "cookies-tracking"],
          dataUse: ["provide-services", "marketing"],
          regions: ["GDPR"],
          usesAdvertisingTracking: true,
          effectiveDate: "2026-11-23",
          ...over,
        }),
        { generatedAt: GENERATED_AT },
      ),
    ).md,
  );

describe("EU privacy policy with ad tracking", () => {
  test("targeted advertising has its own legal-basis row: consent, with Art. 5(3) ePrivacy and § 25 TDDDG", () => {
    const text = build();
    expect(text).toContain("| **Targeted advertising (advertising cookies, pixels and similar technologies)** | Your consent (Article 6(1)(a) GDPR)");
    expect(text).toContain("Article 5(3) of Directive 2002/58/EC, in Germany § 25(1) TDDDG");
    expect(build({ regions: ["UK-GDPR"] })).toContain("regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003");
  });

  test("no opt-out by email or GPC, and no CCPA 'sale or sharing', without a US law", () => {
    const text = build();
    expect(text).not.toContain("Global Privacy Control");
    expect(text).not.toMatch(/sale or as sharing|sale or sharing|opt out of our use of your personal information for targeted advertising/);
    expect(text).toContain("We use advertising cookies and similar technologies only with your consent.");
    const us = build({ regions: ["GDPR", "CCPA"], requestFormUrl: "https://acme.example/privacy" });
    expect(us).toContain("Global Privacy Control");
    expect(us).toContain("If you are in the EEA or the United Kingdom, we use your information for targeted advertising only with your consent");
  });

  test("call recordings only when support communications are collected", () => {
    const ccpa = { regions: ["CCPA"], requestFormUrl: "https://acme.example/privacy" };
    expect(build({ ...ccpa, dataCollected: ["personal-info", "user-content"] })).not.toContain("recordings");
    expect(build({ ...ccpa, dataCollected: ["personal-info", "support-communications"] })).toContain("recordings of support calls");
  });

  test("card numbers: collected by the payment processor, we receive only limited details", () => {
    const text = build({ regions: ["CCPA"], requestFormUrl: "https://acme.example/privacy" });
    expect(text).toContain("our payment processor collects them on our behalf, and we receive only the limited details described above");
    expect(text).not.toContain("We collect and use this information only to process your payments");
  });
});

describe("the Meta Pixel", () => {
  test("makes the business Meta's joint controller for what the pixel collects (Art. 26, C-40/17 Fashion ID), under the GDPR and the UK GDPR", () => {
    const text = build({ usesMetaPixel: true });
    for (const s of [
      "Joint Controllership with Meta (Meta Pixel)",
      "Acme GmbH and Meta Platforms Ireland Limited",
      "are joint controllers under Article 26 GDPR",
      "C-40/17, Fashion ID",
      "https://www.facebook.com/legal/controller_addendum",
      "You may exercise your rights in respect of this processing against us or against Meta",
    ])
      expect(text, s).toContain(s);
    const uk = build({ usesMetaPixel: true, regions: ["GDPR", "UK-GDPR"] });
    expect(uk).toContain("are joint controllers under Article 26 GDPR");
    expect(uk).toContain("are joint controllers under Article 26 UK GDPR");
    // No pixel, or no advertising at all: no joint controllership.
    expect(build()).not.toContain("joint controllers");
    expect(build({ usesMetaPixel: true, usesAdvertisingTracking: false })).not.toContain("joint controllers");
  });
});

describe("Canada", () => {
  test("Quebec's Law 25: the person in charge, s. 3.1, s. 8.1 and s. 9.1", () => {
    const text = build({ regions: ["PIPEDA"], usesAdvertisingTracking: false });
    for (const s of ["CQLR, c. P-39.1", "The person in charge of the protection of personal information", "(s. 3.1)", "(s. 8.1)", "(s. 9.1)", "Commission d'accès à l'information du Québec"])
      expect(text, s).toContain(s);
  });
});
