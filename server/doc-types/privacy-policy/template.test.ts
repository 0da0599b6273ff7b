import { describe, expect, test } from "vitest";
import { ZPrivacyPolicyRequestSchema, type TPrivacyPolicyRequestInput } from "../../../shared/doc-types";
import { buildDocument } from "../registry";
import {
  GENERATED_AT,
  HOSTILE,
  markdownHeadings,
  renderAll,
  unsafeHtml,
  wordCount,
} from "../../documents/test-helpers";
import { PRIVACY_POLICY_HEADINGS as H } from "./template";

const build = (over: Partial<TPrivacyPolicyRequestInput> = {}) =>
  renderAll(
    buildDocument(
      "privacy_policy",
      ZPrivacyPolicyRequestSchema.parse({
        companyName: "Acme Inc.",
        website: "https://acme.com",
        email: "privacy@acme.com",
        dataCollected: ["personal-info"],
        dataUse: ["provide-services"],
        regions: ["GDPR"],
        effectiveDate: "2026-11-23",
        ...over,
      }),
      { generatedAt: GENERATED_AT },
    ),
  );

const REGION_HEADINGS = {
  GDPR: [H.gdpr, H.gdprLegalBases, H.gdprTransfers, H.gdprRights, H.gdprComplaint],
  CCPA: [
    H.ccpa,
    H.ccpaCategories,
    H.ccpaSources,
    H.ccpaPurposes,
    H.ccpaSaleSharing,
    H.ccpaRights,
    H.ccpaExercise,
  ],
  CalOPPA: [H.caloppa, H.caloppaDnt, H.caloppaChanges],
  PIPEDA: [
    H.pipeda,
    H.pipedaOfficer,
    H.pipedaConsent,
    H.pipedaWithdraw,
    H.pipedaAccess,
    H.pipedaChallenge,
  ],
} as const;
const ALWAYS = [
  H.introduction,
  H.controller,
  H.collect,
  H.use,
  H.cookies,
  H.sharing,
  H.retention,
  H.security,
  H.children,
  H.changes,
  H.contact,
];

const hasHeading = (headings: string[], heading: string) =>
  headings.some((h) => h.endsWith(heading));

describe("privacy policy", () => {
  test("title, dates and controller identity", () => {
    const { text, headings } = build({ address: "1 Main St\nSpringfield" });
    expect(headings[0]).toBe("Privacy Policy — Acme Inc.");
    expect(text).toContain("Effective date: November 23, 2026");
    expect(text).toContain("Last updated: November 23, 2026");
    expect(text).toContain("https://acme.com");
    expect(text).toContain("privacy@acme.com");
    expect(text).toContain("1 Main St\nSpringfield");
    expect(build().text).not.toContain("Springfield");
  });

  test.each([
    [["GDPR"]],
    [["CCPA"]],
    [["CalOPPA"]],
    [["PIPEDA"]],
    [["GDPR", "CCPA"]],
    [["CCPA", "CalOPPA", "PIPEDA"]],
    [["GDPR", "CCPA", "CalOPPA", "PIPEDA"]],
  ] as const)("regions %j: their sections and only theirs", (regions) => {
    const { headings, text, md } = build({ regions: [...regions] });
    for (const heading of ALWAYS) expect(hasHeading(headings, heading), heading).toBe(true);
    for (const [region, list] of Object.entries(REGION_HEADINGS)) {
      const chosen = (regions as readonly string[]).includes(region);
      for (const heading of list)
        expect(hasHeading(headings, heading), `${region}: ${heading}`).toBe(chosen);
      // The law is not even named when it is not chosen.
      if (!chosen) expect(text).not.toContain(region);
    }
    if (!(regions as readonly string[]).includes("CalOPPA"))
      expect(text).not.toContain("Do Not Track");
    expect(markdownHeadings(md)).toEqual(headings);
  });

  test("each chosen data category and use is named and explained; others are not", () => {
    const { text } = build({
      dataCollected: ["Payment information", "device-info"],
      dataUse: ["legal-compliance", "Customer support"],
    });
    expect(text).toContain("Payment information");
    expect(text).toContain("Device and browser information");
    expect(text).toContain("IP address");
    expect(text).not.toContain("Newsletter subscription data");
    expect(text).not.toContain("User-generated content");
    expect(text).toContain("Legal compliance");
    expect(text).toContain("Customer support");
    expect(text).not.toContain("Marketing and promotional communications");
    expect(text).not.toContain("Research and development");
  });

  test("GDPR: legal basis per use, recipients, transfers, every right and the complaint", () => {
    const { html, text } = build({
      dataUse: [
        "provide-services",
        "marketing",
        "legal-compliance",
        "fraud-prevention",
        "analytics",
      ],
    });
    const row = (label: string) =>
      new RegExp(`<tr><td><strong>${label}</strong></td><td>([^<]*)</td></tr>`).exec(html)?.[1] ??
      "";
    expect(row("Providing and improving our services")).toContain(
      "Performance of a contract with you (Article 6(1)(b) GDPR)",
    );
    expect(row("Marketing and promotional communications")).toMatch(
      /^Your consent \(Article 6\(1\)\(a\) GDPR\)/,
    );
    expect(row("Legal compliance")).toContain(
      "legal obligation to which we are subject (Article 6(1)(c) GDPR)",
    );
    expect(row("Fraud prevention and security")).toMatch(
      /^Our legitimate interests .*\(Article 6\(1\)\(f\) GDPR\)/,
    );
    expect(row("Analytics and performance tracking")).toContain(
      "Your consent where analytics relies on cookies",
    );
    expect(html).not.toContain("<strong>Research and development</strong>");
    for (const right of [
      "Right of access",
      "Right to rectification",
      "Right to erasure",
      "Right to restriction of processing",
      "Right to data portability",
      "Right to object",
      "Right to withdraw consent",
      "Rights related to automated decision-making",
    ]) {
      expect(text).toContain(right);
    }
    expect(text).toContain("lodge a complaint with a supervisory authority");
    expect(text).toContain("Standard Contractual Clauses");
    expect(text).toContain("adequacy decision");
    expect(text).toContain("Article 28 GDPR");
    expect(text).toContain("is the controller");
  });

  test("CCPA: categories, sources, not sold, sharing only with tracking, every right and how to exercise it", () => {
    const plain = build({
      regions: ["CCPA"],
      dataCollected: ["personal-info"],
      dataUse: ["customer-support", "marketing"],
    });
    expect(plain.text).toContain("Identifiers");
    expect(plain.text).not.toContain("Commercial information");
    expect(plain.text).toContain("We do not sell personal information");
    expect(plain.text).toContain(
      "We do not share personal information for cross-context behavioral advertising",
    );
    expect(plain.text).not.toContain("Global Privacy Control");
    expect(plain.text).not.toContain("sensitive personal information");

    const tracking = build({
      regions: ["CCPA"],
      dataCollected: ["personal-info", "payment-info", "cookies-tracking"],
      dataUse: ["marketing"],
    });
    expect(tracking.text).toContain("Commercial information");
    expect(tracking.text).toContain("We do not sell personal information");
    expect(tracking.text).toContain(
      '"sharing" of personal information for cross-context behavioral advertising',
    );
    expect(tracking.text).toContain("Do Not Sell or Share My Personal Information");
    expect(tracking.text).toContain("Global Privacy Control");
    expect(tracking.text).toContain("Right to limit use of sensitive personal information");
    for (const right of [
      "Right to know and access",
      "Right to delete",
      "Right to correct",
      "Right to opt out of sale and sharing",
      "Right to non-discrimination",
    ]) {
      expect(tracking.text).toContain(right);
    }
    for (const how of [
      "45 calendar days",
      "Authorized agents",
      "Verification",
      "privacy@acme.com",
    ]) {
      expect(tracking.text).toContain(how);
    }
  });

  test("CalOPPA: Do Not Track, third-party tracking and notice of changes", () => {
    const none = build({ regions: ["CalOPPA"] });
    expect(none.text).toContain("does not currently respond to them");
    expect(none.text).toContain(
      "We do not allow third parties to collect personally identifiable information",
    );
    expect(none.text).toContain("conspicuously");
    const tracked = build({ regions: ["CalOPPA"], dataCollected: ["analytics-data"] });
    expect(tracked.text).toContain(
      "may use cookies and similar technologies to collect information about your online activities over time",
    );
  });

  test("PIPEDA: consent, withdrawal, privacy officer, access and the Commissioner", () => {
    const { text } = build({ regions: ["PIPEDA"], address: "1 Bay St\nToronto" });
    expect(text).toContain("Privacy Officer, Acme Inc.");
    expect(text).toContain("express consent");
    expect(text).toContain("withdraw your consent at any time");
    expect(text).toContain("respond within 30 days");
    expect(text).toContain("Office of the Privacy Commissioner of Canada");
  });

  test("tracking cookies are mentioned only when cookies or analytics are collected", () => {
    expect(build().text).toContain("We use only cookies that are strictly necessary");
    expect(build({ dataCollected: ["cookies-tracking"] }).text).not.toContain(
      "We use only cookies that are strictly necessary",
    );
    expect(build({ dataCollected: ["analytics-data"] }).text).toContain(
      "such as analytics cookies",
    );
  });

  test("several pages long even for the smallest selection", () => {
    expect(wordCount(build().text)).toBeGreaterThan(1500);
    const full = build({
      dataCollected: [
        "personal-info",
        "payment-info",
        "analytics-data",
        "cookies-tracking",
        "newsletter",
        "support-communications",
        "user-content",
        "device-info",
      ],
      dataUse: [
        "provide-services",
        "customer-support",
        "marketing",
        "analytics",
        "legal-compliance",
        "fraud-prevention",
        "third-party-integrations",
        "research-development",
      ],
      regions: ["GDPR", "CCPA", "CalOPPA", "PIPEDA"],
    });
    expect(wordCount(full.text)).toBeGreaterThan(4500);
    expect(full.text).not.toMatch(/lorem|TODO|\bTBD\b|undefined|\[object/i);
  });

  test("user text is escaped in HTML and literal in Markdown", () => {
    const { html, page, md } = build({
      companyName: HOSTILE,
      address: HOSTILE,
      regions: ["GDPR", "CCPA", "CalOPPA", "PIPEDA"],
    });
    expect(unsafeHtml(html)).toEqual([]);
    expect(unsafeHtml(page)).toEqual([]);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;quoted&quot;");
    expect(md).toContain("\\<script\\>alert(1)\\</script\\>");
    expect(md).toContain("\\*star\\*");
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
  });
});
