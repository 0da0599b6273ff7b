import { describe, expect, test } from "vitest";
import { ZCookiePolicyRequestSchema, type TCookiePolicyRequestInput } from "../../../shared/doc-types";
import { COOKIE_SERVICE_OPTIONS, COOKIE_TYPE_OPTIONS } from "../../../shared/validation";
import { buildConsentBanner } from "./banner";
import { buildDocument } from "../registry";
import {
  GENERATED_AT,
  HOSTILE,
  markdownHeadings,
  renderAll,
  unsafeHtml,
  wordCount,
} from "../../../test/rendered";
import { COOKIE_POLICY_HEADINGS as H, COOKIE_TYPE_HEADINGS } from "./template";

const build = (over: Partial<TCookiePolicyRequestInput> = {}) =>
  renderAll(
    buildDocument(
      "cookie_policy",
      ZCookiePolicyRequestSchema.parse({
        companyName: "Acme Inc.",
        website: "https://acme.com",
        email: "hello@acme.com",
        cookieTypes: ["essential"],
        purposes: ["functionality"],
        regions: ["GDPR"],
        effectiveDate: "2026-11-23",
        ...over,
      }),
      { generatedAt: GENERATED_AT },
    ),
  );

const hasHeading = (headings: string[], heading: string) =>
  headings.some((h) => h.endsWith(heading));
const REGIONS = { GDPR: H.gdpr, CCPA: H.ccpa, CalOPPA: H.caloppa, PIPEDA: H.pipeda } as const;

describe("cookie policy", () => {
  test("title and the sections every policy has", () => {
    const { headings, text } = build();
    expect(headings[0]).toBe("Cookie Policy — Acme Inc.");
    for (const heading of [
      H.introduction,
      H.whatAreCookies,
      H.typesWeUse,
      H.purposes,
      H.manage,
      H.preferences,
      H.browser,
      H.withdraw,
      H.changes,
      H.contact,
    ]) {
      expect(hasHeading(headings, heading), heading).toBe(true);
    }
    expect(text).toContain("hello@acme.com");
    expect(text).toContain("Effective date: 23 November 2026");
  });

  test.each([
    [["essential"]],
    [["analytics"]],
    [["essential", "marketing"]],
    [["functional", "analytics"]],
    [["essential", "analytics", "marketing", "functional"]],
  ] as const)(
    "cookie types %j: a section each with purpose, duration and consent; none for the others",
    (cookieTypes) => {
      const { headings, text, md } = build({ cookieTypes: [...cookieTypes] });
      for (const o of COOKIE_TYPE_OPTIONS) {
        const chosen = (cookieTypes as readonly string[]).includes(o.value);
        expect(hasHeading(headings, COOKIE_TYPE_HEADINGS[o.value]), o.value).toBe(chosen);
        if (!chosen)
          expect(text.toLowerCase()).not.toContain(COOKIE_TYPE_HEADINGS[o.value].toLowerCase());
      }
      // Each type's "Duration", and the services table's column (the banner's own cookie is always listed).
      expect(text.split("Duration").length - 1).toBe(cookieTypes.length + 1);
      expect(text.split("Consent required").length - 1).toBe(cookieTypes.length);
      expect(markdownHeadings(md)).toEqual(headings);
    },
  );

  test("consent wording follows the regions: opt-in with GDPR or PIPEDA, opt-out otherwise", () => {
    const eu = build({ cookieTypes: ["essential", "analytics"], regions: ["GDPR"] }).text;
    expect(eu).toContain("Yes. We set these cookies only if you accept them");
    expect(eu).toContain("No. Strictly necessary cookies do not require consent");
    const ca = build({ cookieTypes: ["analytics"], regions: ["PIPEDA"] }).text;
    expect(ca).toContain("Yes. We set these cookies only if you accept them");
    const us = build({ cookieTypes: ["analytics"], regions: ["CCPA"] }).text;
    expect(us).toContain("These cookies are active by default");
  });

  test("chosen purposes only", () => {
    const { text } = build({ purposes: ["security", "A/B testing and optimization"] });
    expect(text).toContain("Security and fraud prevention");
    expect(text).toContain("A/B testing and optimization");
    expect(text).not.toContain("Social media integration");
  });

  test("analytics, advertising and third-party sections only with their flags", () => {
    const none = build();
    for (const h of [H.analyticsTools, H.advertising, H.thirdParty])
      expect(hasHeading(none.headings, h)).toBe(false);
    expect(none.text).not.toContain("Google Analytics");
    const all = build({
      hasAnalytics: true,
      hasMarketing: true,
      hasThirdParty: true,
      regions: ["GDPR", "CCPA", "PIPEDA"],
    });
    for (const h of [H.analyticsTools, H.advertising, H.thirdParty])
      expect(hasHeading(all.headings, h)).toBe(true);
    expect(all.html).toContain('href="https://www.youronlinechoices.eu/"');
    expect(all.html).toContain('href="https://optout.aboutads.info/"');
    expect(all.html).toContain('href="https://youradchoices.ca/"');
    expect(build({ hasAnalytics: true }).headings.some((h) => h.endsWith(H.advertising))).toBe(
      false,
    );
    expect(build({ hasThirdParty: true }).headings.some((h) => h.endsWith(H.analyticsTools))).toBe(
      false,
    );
  });

  test("how to manage and withdraw consent", () => {
    const { text } = build();
    expect(text).toContain("Cookie settings");
    expect(text).toContain("Google Chrome");
    expect(text).toContain("withdraw it at any time");
  });

  test.each([
    ["GDPR"],
    ["CCPA"],
    ["CalOPPA"],
    ["PIPEDA"],
    ["GDPR", "CCPA", "CalOPPA", "PIPEDA"],
  ] as const)("regions %j: only their sections", (...regions) => {
    const { headings, text } = build({ regions: [...regions] });
    for (const [region, heading] of Object.entries(REGIONS)) {
      const chosen = (regions as readonly string[]).includes(region);
      expect(hasHeading(headings, heading), region).toBe(chosen);
      if (!chosen) expect(text).not.toContain(region);
    }
  });

  test("per-region rules", () => {
    expect(build({ regions: ["GDPR"] }).text).toContain("prior consent");
    expect(build({ regions: ["PIPEDA"] }).text).toContain("express, opt-in consent");
    const ccpa = build({ regions: ["CCPA"], cookieTypes: ["essential", "marketing"] }).text;
    expect(ccpa).toContain("Do Not Sell or Share My Personal Information");
    expect(ccpa).toContain("Global Privacy Control");
    expect(ccpa).toContain("opt out");
    expect(build({ regions: ["CCPA"] }).text).toContain(
      "Do Not Sell or Share My Personal Information",
    );
    expect(build({ regions: ["CalOPPA"] }).text).toContain("Do Not Track");
    expect(build({ regions: ["GDPR"] }).text).not.toContain("Do Not Track");
  });

  test("complete text, escaped user input", () => {
    expect(wordCount(build().text)).toBeGreaterThan(700);
    const { html, md, text } = build({
      companyName: HOSTILE,
      address: HOSTILE,
      hasAnalytics: true,
      hasMarketing: true,
      hasThirdParty: true,
    });
    expect(text).not.toMatch(/lorem|TODO|undefined|\[object/i);
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain("&lt;script&gt;");
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
  });
});

// "Closing the gaps in the existing documents": the services table and the policy's address.
describe("cookie policy: the gaps closed", () => {
  const rowOf = (html: string, name: string) => {
    const cell = html.indexOf(`<td>${name}</td>`) >= 0 ? `<td>${name}</td>` : `>${name}</td>`;
    const at = html.indexOf(cell);
    return at < 0 ? undefined : html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
  };

  test("1. a row per cookie of each service picked (name, provider, purpose, duration, party), and only those", () => {
    const { html, text, headings } = build({
      cookieTypes: ["essential", "analytics", "marketing"],
      hasAnalytics: true,
      hasMarketing: true,
      services: ["ga4", "meta-pixel"],
    });
    expect(hasHeading(headings, H.services)).toBe(true);
    const ga = rowOf(html, "_ga");
    expect(ga).toContain("Google LLC (Google Analytics 4)");
    expect(ga).toContain("2 years");
    expect(ga).toContain("First-party");
    const fbp = rowOf(html, "_fbp");
    expect(fbp).toContain("Meta Platforms, Inc. (Meta Pixel)");
    expect(rowOf(html, "fr")).toContain("Third-party");
    for (const other of ["_clck", "_hjSession_&lt;site-id&gt;", "_gcl_au", "li_sugr", "__stripe_mid", "YSC", "hubspotutk"])
      expect(rowOf(html, other), other).toBeUndefined();
    expect(text).not.toMatch(/Microsoft Clarity|Hotjar|LinkedIn|Stripe|Intercom|YouTube|HubSpot/);
  });

  test("1. every pick-list id has its provider's real cookies", () => {
    const { html } = build({ services: COOKIE_SERVICE_OPTIONS.map((o) => o.value) });
    for (const name of ["_ga", "_clck", "_fbp", "_gcl_au", "li_sugr", "__stripe_mid", "YSC", "hubspotutk"])
      expect(rowOf(html, name), name).toBeDefined();
  });

  test("1. custom services: their own row, first- or third-party", () => {
    const { html } = build({
      customServices: [{ name: "acme_ab", provider: "Acme Labs", purpose: "Runs A/B tests.", duration: "30 days", party: "third", category: "analytics" }],
    });
    const row = rowOf(html, "acme_ab");
    for (const cell of ["Acme Labs", "Runs A/B tests.", "30 days", "Third-party"]) expect(row).toContain(cell);
  });

  test("1. no services picked: the services table lists only the banner's own consent cookie", () => {
    const { headings, text } = build();
    expect(hasHeading(headings, H.services)).toBe(true);
    expect(text).toContain("cc_cookie");
    expect(text).not.toContain("Google Analytics 4");
  });

  test("3. policyUrl: the banner links to the policy where it is published", () => {
    const parsed = ZCookiePolicyRequestSchema.parse({
      companyName: "Acme Inc.",
      website: "https://acme.com",
      email: "hello@acme.com",
      cookieTypes: ["essential"],
      purposes: ["functionality"],
      regions: ["GDPR"],
      policyUrl: "/legal/cookies",
    });
    expect(JSON.stringify(buildConsentBanner(parsed).config)).toContain('href=\\"/legal/cookies\\"');
    expect(JSON.stringify(buildConsentBanner({ ...parsed, policyUrl: undefined }).config)).toContain(
      'href=\\"https://acme.com/cookie-policy\\"',
    );
  });
});
