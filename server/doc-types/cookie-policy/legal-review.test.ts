// The legal review of the cookie policy: YouTube's advertising cookie under advertising, the
// banner's own cc_cookie in the table, the Meta Pixel joint-controller notice, US transfers, and a
// UK GDPR / PECR region.
import { describe, expect, test } from "vitest";
import { type TCookiePolicyRequestInput, ZCookiePolicyRequestSchema } from "../../../shared/doc-types";
import { GENERATED_AT, renderAll, unescapeMarkdown } from "../../../test/rendered";
import { buildDocument } from "../registry";
import { buildConsentBanner } from "./banner";

const input = (over: Partial<TCookiePolicyRequestInput> = {}) =>
  ZCookiePolicyRequestSchema.parse({
    companyName: "Acme GmbH",
    website: "https://acme.example",
    email: "privacy@acme.example",
    cookieTypes: ["essential", "functional", "marketing"],
    purposes: ["functionality", "marketing"],
    regions: ["GDPR"],
    services: ["youtube", "meta-pixel"],
    effectiveDate: "2026-11-23",
    ...over,
  });
const build = (over: Partial<TCookiePolicyRequestInput> = {}) =>
  unescapeMarkdown(renderAll(buildDocument("cookie_policy", input(over), { generatedAt: GENERATED_AT })).md);

/** The Markdown from one heading to the next of the same or a higher level. */
const sectionOf = (md: string, heading: string) => {
  const start = md.indexOf(heading);
  const next = md.indexOf("\n###", start + heading.length);
  return md.slice(start, next === -1 ? undefined : next);
};

describe("cookie policy", () => {
  test("YouTube embeds load only with advertising (marketing) consent, never as functional", () => {
    const md = build();
    const marketing = sectionOf(md, "Marketing Services");
    for (const cookie of ["VISITOR_INFO1_LIVE", "YSC", "VISITOR_PRIVACY_METADATA"]) expect(marketing, cookie).toContain(cookie);
    expect(marketing).toContain("Embedded YouTube videos load only after you accept marketing cookies in our cookie settings");
    expect(md).not.toMatch(/Functional Services[^#]*YouTube/);
    // YouTube is embedded content, not one of our advertising partners.
    expect(build({ hasMarketing: true })).toContain("We work with advertising partners (through Meta Pixel)");
    // Opt-out regions: the same category, in their words.
    expect(build({ regions: ["CCPA"] })).toContain("Embedded YouTube videos load only while you allow marketing cookies");

    // The banner: YouTube's cookies in the marketing table only, no functional category for it, and
    // the snippet tells the site to load the embed under data-category="marketing".
    const banner = buildConsentBanner(input({ cookieTypes: ["essential"], purposes: ["marketing"] }));
    const sections = (banner.config.language.translations.en as { preferencesModal: { sections: { linkedCategory?: string; description?: string; cookieTable?: unknown }[] } }).preferencesModal.sections;
    const tableOf = (c: string) => JSON.stringify(sections.find((x) => x.linkedCategory === c)?.cookieTable ?? null);
    expect(tableOf("marketing")).toMatch(/VISITOR_INFO1_LIVE[^\]]*YSC|YSC[^\]]*VISITOR_INFO1_LIVE/);
    expect(banner.config.categories.functional).toBeUndefined();
    expect(sections.find((x) => x.linkedCategory === "marketing")?.description).toContain("Embedded YouTube videos load only when these cookies are allowed.");
    expect(banner.snippet).toContain('Embedded YouTube videos set VISITOR_INFO1_LIVE (advertising) as soon as they load: insert them only from a script with type="text/plain" data-category="marketing"');
    expect(banner.snippet).not.toContain('data-category="functional", never');
  });

  test("the banner's own cc_cookie is in the table, however few services there are", () => {
    const md = build({ services: [], cookieTypes: ["essential"], purposes: ["functionality"] });
    expect(md).toContain("| cc_cookie | Acme GmbH | Stores your cookie choices");
    expect(md).toContain("182 days");
  });

  test("Meta Pixel: the joint-controller notice (Art. 26(2) GDPR, C-40/17) and US transfers", () => {
    const md = build();
    for (const s of ["joint controllers (Article 26 GDPR", "C-40/17", "Controller Addendum", "Meta Platforms Ireland Limited", "Data Privacy Framework", "2023/1795"])
      expect(md, s).toContain(s);
    expect(build({ services: ["youtube"] })).not.toContain("joint controllers");
  });

  test("a UK GDPR / PECR region: opt-in banner and the UK law named", () => {
    const md = build({ regions: ["UK-GDPR"] });
    expect(md).toContain("regulation 6 of the UK Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR)");
    expect(md).toContain("Article 6(1)(a) UK GDPR");
    expect(md).not.toContain("ePrivacy Directive");
    expect(buildConsentBanner(input({ regions: ["UK-GDPR"] })).mode).toBe("opt-in");
  });
});
