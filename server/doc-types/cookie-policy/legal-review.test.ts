// Issue 28's legal review of the cookie policy: YouTube's advertising cookie under advertising, the
// banner's own cc_cookie in the table, the Meta Pixel joint-controller notice, US transfers, and a
// UK GDPR / PECR region.
import { describe, expect, test } from "vitest";
import { type TCookiePolicyRequestInput, ZCookiePolicyRequestSchema } from "../../../shared/doc-types";
import { GENERATED_AT, renderAll, unescapeMarkdown } from "../../documents/test-helpers";
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
  test("YouTube's VISITOR_INFO1_LIVE is listed under advertising, not functional", () => {
    const md = build();
    expect(sectionOf(md, "Marketing Services")).toContain("VISITOR_INFO1_LIVE");
    expect(sectionOf(md, "Functional Services")).not.toContain("VISITOR_INFO1_LIVE");
    expect(sectionOf(md, "Functional Services")).toContain("YSC");
    // The banner's preferences modal lists it the same way.
    const sections = buildConsentBanner(input()).config.language.translations.en!;
    const tables = JSON.stringify((sections as { preferencesModal: { sections: { linkedCategory?: string; cookieTable?: unknown }[] } }).preferencesModal.sections.map((x) => [x.linkedCategory, x.cookieTable]));
    expect(tables).toMatch(/"marketing",\{[^\]]*VISITOR_INFO1_LIVE/);
    expect(tables).not.toMatch(/"functional",\{[^\]]*VISITOR_INFO1_LIVE/);
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
