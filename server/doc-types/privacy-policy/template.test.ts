import { describe, expect, test } from "vitest";
import {
  ZCookiePolicyRequestSchema,
  ZPrivacyPolicyRequestSchema,
  type TPrivacyPolicyRequestInput,
} from "../../../shared/doc-types";
import { PRIVACY_REGION_OPTIONS, REGION_OPTIONS, TRANSFER_SAFEGUARD_OPTIONS } from "../../../shared/validation";
import type { BusinessIdentity } from "../business";
import { DO_NOT_SELL_LINK, ccpaSaleSharingText } from "../common";
import { buildPrivacyChoices } from "./choices";
import { buildDocument } from "../registry";
import {
  GENERATED_AT,
  HOSTILE,
  markdownHeadings,
  renderAll,
  unsafeHtml,
  wordCount,
} from "../../../test/rendered";
import { PRIVACY_POLICY_HEADINGS as H } from "./template";

/** The rendered policy for these answers; with `business`, issued by a business profile (over a default one). */
const build = (over: Partial<TPrivacyPolicyRequestInput> = {}, business?: Partial<BusinessIdentity>) =>
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
      {
        generatedAt: GENERATED_AT,
        ...(business && {
          business: { profileId: "p", legalName: "Acme Inc.", paperSize: "a4", brand: { name: "Acme Inc.", primaryColor: "#000000", secondaryColor: "#ffffff" }, ...business },
        }),
      },
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
  "UK-GDPR": [H.uk, H.ukController, H.ukLegalBases, H.ukTransfers, H.ukRights, H.ukComplaint],
  "US-STATES": [H.usStates, H.usStatesLaws, H.usStatesRights, H.usStatesSale, H.usStatesExercise],
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
    // A GDPR-only policy dates day first; with a US law, month first (dates follow the jurisdiction).
    expect(text).toContain("Effective date: 23 November 2026");
    expect(text).toContain("Last updated: 23 November 2026");
    expect(build({ regions: ["GDPR", "CalOPPA"] }).text).toContain("Effective date: November 23, 2026");
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
    [["UK-GDPR"]],
    [["US-STATES"]],
    [["GDPR", "UK-GDPR", "CCPA", "US-STATES"]],
  ] as const)("regions %j: their sections and only theirs", (regions) => {
    const { headings, text, md } = build({ regions: [...regions], tollFreeNumber: "1-800-555-0100" });
    for (const heading of ALWAYS) expect(hasHeading(headings, heading), heading).toBe(true);
    for (const [region, list] of Object.entries(REGION_HEADINGS)) {
      const chosen = (regions as readonly string[]).includes(region);
      // With its own UK section, the GDPR section speaks of the EEA only.
      const ukToo = (regions as readonly string[]).includes("UK-GDPR");
      for (const heading of list.map((h) => (h === H.gdpr && ukToo ? H.gdprEea : h)))
        expect(hasHeading(headings, heading), `${region}: ${heading}`).toBe(chosen);
      // The law is not even named when it is not chosen (the UK GDPR names the GDPR).
      if (!chosen && !(region === "GDPR" && (regions as readonly string[]).includes("UK-GDPR")))
        expect(text).not.toContain(region);
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
    expect(text).toContain("Article 28 GDPR");
    expect(text).toContain("is the controller");
  });

  test("CCPA: categories, sources, not sold, sharing only with tracking, every right and how to exercise it", () => {
    const plain = build({
      regions: ["CCPA"],
      onlineOnly: true,
      dataCollected: ["personal-info"],
      dataUse: ["customer-support", "marketing"],
    });
    expect(plain.text).toContain("Identifiers");
    expect(plain.text).not.toContain("Commercial information");
    expect(plain.text).toContain(
      "We do not sell personal information and do not share it for cross-context behavioral advertising",
    );
    expect(plain.text).not.toContain("Global Privacy Control");
    expect(plain.text).not.toContain("sensitive personal information");

    const tracking = build({
      regions: ["CCPA"],
      onlineOnly: true,
      usesAdvertisingTracking: true,
      dataCollected: ["personal-info", "payment-info", "cookies-tracking"],
      dataUse: ["marketing"],
    });
    expect(tracking.text).toContain("Commercial information");
    expect(tracking.text).toContain("We share personal information for cross-context behavioral advertising");
    expect(tracking.text).toContain('Under the CCPA this is "sharing" of personal information');
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
    // No claim the form never asked about (where the policy is linked from).
    expect(none.text).not.toMatch(/conspicuous|footer/i);
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
      onlineOnly: true,
    });
    expect(wordCount(full.text)).toBeGreaterThan(4500);
    expect(full.text).not.toMatch(/lorem|TODO|\bTBD\b|undefined|\[object/i);
  });

  test("user text is escaped in HTML and literal in Markdown", () => {
    const { html, page, md } = build({
      companyName: HOSTILE,
      address: HOSTILE,
      regions: ["GDPR", "CCPA", "CalOPPA", "PIPEDA"],
      onlineOnly: true,
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

// "Closing the gaps in the existing documents": each disclosure present when selected, absent when not.
describe("privacy policy: the gaps closed", () => {
  test("1. sale and sharing follow usesAdvertisingTracking, in the cookie policy's words", () => {
    // Analytics cookies alone are not sharing.
    const none = build({ regions: ["CCPA"], onlineOnly: true, dataCollected: ["cookies-tracking", "analytics-data"] });
    expect(none.text).toContain(ccpaSaleSharingText(false));
    expect(none.text).not.toContain(ccpaSaleSharingText(true));
    expect(none.text).not.toContain(DO_NOT_SELL_LINK);
    const ads = build({ regions: ["CCPA"], onlineOnly: true, usesAdvertisingTracking: true });
    expect(ads.text).toContain(ccpaSaleSharingText(true));
    expect(ads.text).not.toContain(ccpaSaleSharingText(false));
    // The cookie policy with advertising cookies says the same.
    const cookies = renderAll(
      buildDocument(
        "cookie_policy",
        ZCookiePolicyRequestSchema.parse({
          companyName: "Acme Inc.",
          website: "https://acme.com",
          email: "privacy@acme.com",
          cookieTypes: ["essential", "marketing"],
          purposes: ["marketing"],
          regions: ["CCPA"],
          hasMarketing: true,
        }),
        { generatedAt: GENERATED_AT },
      ),
    );
    expect(cookies.text).toContain(ccpaSaleSharingText(true));
  });

  test("2. CCPA requests: email plus a form or a toll-free number, or email alone when online-only", () => {
    const both = build({ regions: ["CCPA"], requestFormUrl: "https://acme.com/privacy-request", tollFreeNumber: "1-800-555-0100" });
    expect(both.text).toContain("By email to privacy@acme.com");
    expect(both.text).toContain("Through our online request form at https://acme.com/privacy-request");
    expect(both.text).toContain("By calling us toll-free at 1-800-555-0100");
    expect(both.text).not.toContain("operate exclusively online");
    const online = build({ regions: ["CCPA"], onlineOnly: true });
    expect(online.text).toContain("Because we operate exclusively online");
    expect(online.text).not.toContain("toll-free");
    expect(online.text).not.toContain("request form");
    // A second method makes the online-only wording unnecessary.
    expect(build({ regions: ["CCPA"], onlineOnly: true, tollFreeNumber: "1-800-555-0100" }).text).not.toContain(
      "Because we operate exclusively online",
    );
  });

  test("3. the opt-out link and the GPC signal for every category that counts as sharing, only with advertising", () => {
    const ads = build({ regions: ["CCPA"], onlineOnly: true, usesAdvertisingTracking: true, dataCollected: ["personal-info"] });
    expect(ads.text).toContain(`"${DO_NOT_SELL_LINK}" link`);
    expect(ads.text).toContain("We treat a GPC signal as a valid request to opt out of the sale and sharing of every category");
    // The categories advertising technologies expose are listed even when not ticked.
    expect(ads.text).toContain("Internet or other electronic network activity information");
    const usStates = build({ regions: ["US-STATES"], usesAdvertisingTracking: true });
    expect(usStates.text).toContain(`"${DO_NOT_SELL_LINK}" link`);
    expect(usStates.text).toContain("We treat a GPC signal as a valid request to opt out of targeted advertising and sale");
    for (const text of [build({ regions: ["CCPA"], onlineOnly: true }).text, build({ usesAdvertisingTracking: true }).text]) {
      expect(text).not.toContain(DO_NOT_SELL_LINK);
      expect(text).not.toContain("GPC signal");
    }
  });

  test("4. the DPO and the EU / UK representative from the business profile", () => {
    const business = {
      dpo: { name: "Dana Officer", email: "dpo@acme.com" },
      representative: { name: "Rep GmbH", address: "Hauptstr. 1\nBerlin", email: "rep@acme.eu" },
    };
    const gdpr = build({ regions: ["GDPR"] }, business).text;
    expect(gdpr).toContain("We have appointed a data protection officer (Dana Officer)");
    expect(gdpr).toContain("dpo@acme.com");
    expect(gdpr).toContain("Our representative in the European Union");
    expect(gdpr).toContain("Rep GmbH, Hauptstr. 1, Berlin");
    const uk = build({ regions: ["UK-GDPR"] }, business).text;
    expect(uk).toContain("Our representative in the United Kingdom under Article 27 UK GDPR");
    // Only a law that asks for a representative names one; without a profile, neither is named.
    expect(build({ regions: ["CalOPPA"] }, business).text).not.toContain("Rep GmbH");
    const bare = build({ regions: ["GDPR", "UK-GDPR"] }).text;
    expect(bare).not.toContain("data protection officer");
    expect(bare).not.toContain("Our representative");
  });

  test.each(TRANSFER_SAFEGUARD_OPTIONS.map((o) => o.value))("5. transfers: safeguard %s alone, never Article 49", (transferSafeguard) => {
    const { text } = build({ regions: ["GDPR", "UK-GDPR"], transferSafeguard });
    const marks = {
      none: "we do not transfer it to other countries",
      adequacy: "adequate level of protection (Article 45 GDPR)",
      sccs: "Standard Contractual Clauses adopted by the European Commission",
      dpf: "certified under the EU-U.S. Data Privacy Framework",
      bcrs: "Binding Corporate Rules",
    } as const;
    for (const [value, mark] of Object.entries(marks)) expect(text.includes(mark), value).toBe(value === transferSafeguard);
    expect(text).not.toMatch(/Article 49|derogation/i);
  });

  test("5. no transfers: section 10 says what the EEA / UK sections say, never that data goes abroad", () => {
    /** Section 10, "International Data Transfers", as a reader sees it. */
    const transfers = (over: Partial<TPrivacyPolicyRequestInput>) => {
      const { md } = build({ onlineOnly: true, ...over });
      const start = md.indexOf(`. ${H.transfers}\n`);
      expect(start, "section 10 is printed").toBeGreaterThan(0);
      return md.slice(start, md.indexOf("\n## ", start)).replace(/\\(.)/g, "$1");
    };
    const GENERIC = "may process personal information in countries other than the one in which you live";
    for (const regions of [["GDPR"], ["UK-GDPR"], ["GDPR", "UK-GDPR"], ["GDPR", "CCPA", "PIPEDA"]] as const) {
      const none = transfers({ regions: [...regions], transferSafeguard: "none" });
      expect(none, regions.join()).not.toContain(GENERIC);
      expect(none, regions.join()).not.toContain("Whenever we transfer");
      expect(none, regions.join()).toContain("we do not transfer it from there to other countries");
      expect(transfers({ regions: [...regions], transferSafeguard: "sccs" }), regions.join()).toContain(GENERIC);
    }
    expect(transfers({ regions: ["GDPR"], transferSafeguard: "none" })).toContain(
      "We and our service providers store and process personal information only within the European Economic Area (EEA) and the United Kingdom, and we do not transfer it from there to other countries; if that changes, we will update this Privacy Policy before any such transfer.",
    );
    expect(transfers({ regions: ["UK-GDPR"], transferSafeguard: "none" })).toContain(
      "only within the United Kingdom and the European Economic Area (EEA), and we do not transfer it from there",
    );
    // The safeguard is an EEA / UK answer: without those laws, section 10 stays as it is.
    expect(transfers({ regions: ["CCPA"], transferSafeguard: "none" })).toContain(GENERIC);
  });

  test("6. retention per category: the user's period, else a stated criterion, for the categories collected only", () => {
    const { html, text } = build({
      dataCollected: ["personal-info", "payment-info"],
      retention: { "payment-info": "10 years after the end of the financial year." },
    });
    expect(html).toMatch(/<strong>Payment information<\/strong><\/td><td[^>]*>10 years after the end of the financial year\.<\/td>/);
    expect(text).toContain("For as long as your account is open");
    expect(text).not.toContain("Newsletter subscription data");
  });

  test("7. no claim the form never asked about: security measures only when ticked", () => {
    const plain = build().text;
    expect(plain).not.toMatch(/encrypt|multi-factor|footer|conspicuous/i);
    const ticked = build({ securityMeasures: ["encryption-in-transit", "access-controls"] }).text;
    expect(ticked).toContain("encryption of personal information in transit");
    expect(ticked).not.toContain("encryption at rest");
    expect(ticked).not.toContain("multi-factor");
  });

  test('8. "Last updated" is the date the version was written, not the effective date', () => {
    const { text } = build({ effectiveDate: "2027-01-01" });
    expect(text).toContain("Effective date: 1 January 2027");
    expect(text).toContain("Last updated: 23 November 2026");
  });

  test("9. UK GDPR and the other US states' laws, with the spec's four regions unchanged", () => {
    expect(REGION_OPTIONS.map((o) => o.value)).toEqual(["GDPR", "CCPA", "CalOPPA", "PIPEDA"]);
    expect(PRIVACY_REGION_OPTIONS.map((o) => o.value)).toEqual(["GDPR", "CCPA", "CalOPPA", "PIPEDA", "UK-GDPR", "US-STATES"]);
    const states = build({ regions: ["US-STATES"] }).text;
    for (const state of ["Virginia", "Colorado", "Connecticut", "Utah", "Texas", "Oregon"]) expect(states).toContain(state);
    expect(build({ regions: ["CalOPPA"] }).text).not.toMatch(/Virginia|Information Commissioner|UK GDPR/);
    expect(build({ regions: ["UK-GDPR"] }).text).toContain("Information Commissioner's Office");
  });
});

describe("the opt-out link snippet (extras)", () => {
  const input = (over: Partial<TPrivacyPolicyRequestInput>) =>
    ZPrivacyPolicyRequestSchema.parse({
      companyName: "Acme Inc.",
      website: "https://acme.com",
      email: "privacy@acme.com",
      dataCollected: ["personal-info"],
      dataUse: ["provide-services"],
      regions: ["CCPA"],
      onlineOnly: true,
      ...over,
    });

  test("a footer link to the policy, with advertising under a US law only", () => {
    const choices = buildPrivacyChoices(input({ usesAdvertisingTracking: true, policyUrl: "/legal/privacy" }));
    expect(choices?.snippet).toContain(`<a href="https://acme.com/legal/privacy" data-cc="show-preferencesModal">${DO_NOT_SELL_LINK}</a>`);
    expect(choices?.snippet).toContain("Your Privacy Choices");
    expect(buildPrivacyChoices(input({ usesAdvertisingTracking: true, regions: ["US-STATES"] }))?.snippet).toContain(
      'href="https://acme.com/privacy-policy"',
    );
    expect(buildPrivacyChoices(input({}))).toBeUndefined();
    expect(buildPrivacyChoices(input({ usesAdvertisingTracking: true, regions: ["GDPR"] }))).toBeUndefined();
  });
});
