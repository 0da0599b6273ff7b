import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ZCookiePolicyRequestSchema, type TCookiePolicyRequestInput } from "../../../shared/doc-types";
import { buildConsentBanner, cookieConsentLibrary, jsonForScript, presentBanner } from "./banner";

const input = (over: Partial<TCookiePolicyRequestInput> = {}) =>
  ZCookiePolicyRequestSchema.parse({
    companyName: "Acme Inc.",
    website: "https://acme.com",
    email: "hello@acme.com",
    cookieTypes: ["essential", "analytics"],
    purposes: ["functionality"],
    regions: ["GDPR"],
    ...over,
  });

/** The config as the snippet embeds it, read back the way a browser would. */
const embeddedConfig = (snippet: string) => {
  const m = /var config = (.*);\n/.exec(snippet);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!) as unknown;
};

describe("buildConsentBanner", () => {
  test("GDPR or PIPEDA: opt-in, optional categories off until consent", () => {
    for (const regions of [["GDPR"], ["PIPEDA"], ["GDPR", "CCPA"]]) {
      const { config, mode } = buildConsentBanner(
        input({ regions, cookieTypes: ["essential", "analytics", "marketing", "functional"] }),
      );
      expect(mode).toBe("opt-in");
      expect(config.mode).toBe("opt-in");
      expect(config.categories).toEqual({
        necessary: { enabled: true, readOnly: true },
        analytics: expect.objectContaining({ enabled: false, autoClear: expect.anything() }),
        marketing: expect.objectContaining({ enabled: false, autoClear: expect.anything() }),
        functional: { enabled: false },
      });
    }
  });

  test("CCPA or CalOPPA only: opt-out", () => {
    const { config } = buildConsentBanner(
      input({ regions: ["CCPA", "CalOPPA"], cookieTypes: ["analytics"] }),
    );
    expect(config.mode).toBe("opt-out");
    expect(config.categories.analytics?.enabled).toBe(true);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.categories.marketing).toBeUndefined();
  });

  test("categories follow the selection (and the analytics / marketing flags)", () => {
    expect(
      Object.keys(buildConsentBanner(input({ cookieTypes: ["essential"] })).config.categories),
    ).toEqual(["necessary"]);
    expect(
      Object.keys(
        buildConsentBanner(input({ cookieTypes: ["essential"], hasMarketing: true })).config
          .categories,
      ),
    ).toEqual(["necessary", "marketing"]);
  });

  test("English texts: accept all, reject all, manage preferences, and a link to the cookie policy", () => {
    const { config } = buildConsentBanner(input(), { policyUrl: "https://acme.com/legal/cookies" });
    const en = config.language.translations.en;
    if (!en || typeof en !== "object" || typeof en === "function")
      throw new Error("no English texts");
    expect(config.language.default).toBe("en");
    expect(en.consentModal.acceptAllBtn).toBe("Accept all");
    expect(en.consentModal.acceptNecessaryBtn).toBe("Reject all");
    expect(en.consentModal.showPreferencesBtn).toBe("Manage preferences");
    expect(en.consentModal.footer).toContain('href="https://acme.com/legal/cookies"');
    expect(en.preferencesModal.sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual([
      "necessary",
      "analytics",
    ]);
    expect(config.autoClearCookies).toBe(true);
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    // Without a policy URL, the site's /cookie-policy; an unsafe one is ignored.
    expect(JSON.stringify(buildConsentBanner(input()).config)).toContain(
      "https://acme.com/cookie-policy",
    );
    expect(
      JSON.stringify(buildConsentBanner(input(), { policyUrl: "javascript:alert(1)" }).config),
    ).not.toContain("javascript:");
  });

  test("the snippet pins the installed library with SRI hashes of the installed files", () => {
    const { snippet } = buildConsentBanner(input());
    const lib = cookieConsentLibrary();
    expect(lib.version).toBe("3.1.0");
    const file = (name: string) =>
      `sha384-${createHash("sha384")
        .update(
          readFileSync(
            new URL(`../../../node_modules/vanilla-cookieconsent/dist/${name}`, import.meta.url),
          ),
        )
        .digest("base64")}`;
    // Stored with the app's own paths, pinned to the installed version: no third-party CDN.
    expect(snippet).toContain(
      `<script src="/vendor/cookieconsent/3.1.0/cookieconsent.umd.js" integrity="${file("cookieconsent.umd.js")}" crossorigin="anonymous"></script>`,
    );
    expect(snippet).toContain(
      `<link rel="stylesheet" href="/vendor/cookieconsent/3.1.0/cookieconsent.css" integrity="${file("cookieconsent.css")}" crossorigin="anonymous">`,
    );
    expect(snippet).not.toMatch(/jsdelivr|unpkg|cdnjs/);
    // Shown with the app's public origin, so the pasted snippet loads the files from the app.
    const shown = presentBanner(buildConsentBanner(input()), "https://app.founderdocs.example/anything").snippet;
    expect(shown).toContain(
      `<script src="https://app.founderdocs.example/vendor/cookieconsent/3.1.0/cookieconsent.umd.js" integrity="${file("cookieconsent.umd.js")}" crossorigin="anonymous"></script>`,
    );
    expect(shown).toContain(
      `<link rel="stylesheet" href="https://app.founderdocs.example/vendor/cookieconsent/3.1.0/cookieconsent.css" integrity="${file("cookieconsent.css")}" crossorigin="anonymous">`,
    );
    expect(shown).not.toMatch(/jsdelivr/);
    expect(snippet).toContain("CookieConsent.run(config);");
    expect(cookieConsentLibrary()).toBe(lib);
  });

  test("the embedded config equals the returned config and can't break out of the script", () => {
    const hostile = "</script><script>alert(1)</script>\u2028<!--";
    const { snippet, config } = buildConsentBanner(
      input({ companyName: hostile, regions: ["CCPA"], hasMarketing: true }),
    );
    expect(embeddedConfig(snippet)).toEqual(config);
    const script = snippet.slice(snippet.indexOf("<script>\n"));
    // Exactly one closing tag: the script's own.
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain("<!--");
    expect(script).not.toContain("\u2028");
    expect(snippet).toContain("\\u003ca href=");
    // The library renders these texts as HTML: the name is escaped there too.
    expect(JSON.stringify(config)).toContain(
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(JSON.stringify(config)).not.toContain("<script>");
  });

  test("jsonForScript escapes <, >, & and line separators", () => {
    expect(jsonForScript({ a: "<>&\u2028\u2029" })).toBe(
      '{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}',
    );
    expect(JSON.parse(jsonForScript({ a: "<>&\u2028\u2029" }))).toEqual({ a: "<>&\u2028\u2029" });
  });
});

describe("Google Consent Mode v2", () => {
  const all = { cookieTypes: ["essential", "analytics", "marketing", "functional"], hasAnalytics: true, hasMarketing: true };

  test("with a Google service: every signal denied by default before the choice (opt-in), updated on it", () => {
    const { snippet } = buildConsentBanner(input({ ...all, services: ["ga4", "google-ads"] }));
    const head = snippet.slice(0, snippet.indexOf("2. Just before </body>"));
    expect(head).toContain("<!-- 1. In <head>, before any Google tag (gtag.js or Google Tag Manager): the Google Consent Mode v2 defaults. -->");
    expect(head).toContain('gtag("consent", "default", {');
    for (const signal of ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"])
      expect(head).toContain(`${signal}: "denied"`);
    // The defaults come before the library and the update.
    expect(snippet.indexOf('gtag("consent", "default"')).toBeLessThan(snippet.indexOf("cookieconsent.umd.js"));
    expect(snippet).toContain('gtag("consent", "update", {');
    for (const signal of ["ad_storage", "ad_user_data", "ad_personalization"])
      expect(snippet).toContain(`${signal}: state("marketing")`);
    expect(snippet).toContain('analytics_storage: state("analytics")');
    expect(snippet).toContain("config.onConsent = signal;");
    expect(snippet).toContain("config.onChange = signal;");
  });

  test("opt-out regions: granted by default except advertising under a GPC signal", () => {
    const { snippet } = buildConsentBanner(input({ ...all, regions: ["CCPA"], services: ["ga4", "meta-pixel"] }));
    expect(snippet).toContain('ad_user_data: gpc ? "denied" : "granted"');
    expect(snippet).toContain('analytics_storage: "granted"');
  });

  test("without a Google service: no Consent Mode calls", () => {
    for (const services of [[], ["meta-pixel", "hotjar"]]) {
      const { snippet } = buildConsentBanner(input({ ...all, services }));
      expect(snippet).not.toContain('gtag("consent"');
    }
  });
});
