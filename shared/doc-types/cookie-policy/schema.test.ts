import { describe, expect, test } from "vitest";
import { cookiePolicyBody, specCookiePolicyBody } from "../../../test/fixtures";
import {
  CUSTOM_SERVICE_DURATION_MAX,
  CUSTOM_SERVICE_NAME_MAX,
  CUSTOM_SERVICE_PROVIDER_MAX,
  CUSTOM_SERVICE_PURPOSE_MAX,
  MAX_CUSTOM_SERVICES,
  ZCookiePolicyRequestSchema,
} from "./schema";
import { todayIso } from "../../validation/fields";
import { COOKIE_PURPOSE_OPTIONS, COOKIE_SERVICE_OPTIONS } from "../../validation/options";
import { messagesOf } from "../../validation/test-utils";

const valid = {
  companyName: "Acme Inc.",
  website: "https://acme.com",
  email: "hello@acme.com",
  cookieTypes: ["essential"],
  purposes: ["functionality"],
  regions: ["CCPA"],
};

describe("ZCookiePolicyRequestSchema", () => {
  test("defaults", () => {
    expect(ZCookiePolicyRequestSchema.parse(valid)).toEqual({
      ...valid,
      address: undefined,
      hasAnalytics: false,
      hasMarketing: false,
      hasThirdParty: false,
      effectiveDate: todayIso(),
      services: [],
      customServices: [],
      policyUrl: undefined,
    });
  });

  test("the spec's body (test/fixtures.ts) is accepted unchanged, and the full fixture too", () => {
    expect(ZCookiePolicyRequestSchema.safeParse(specCookiePolicyBody).success).toBe(true);
    expect(ZCookiePolicyRequestSchema.safeParse(cookiePolicyBody).success).toBe(true);
  });

  test("the regions: the spec's four and the UK GDPR with PECR", () => {
    expect(ZCookiePolicyRequestSchema.parse({ ...valid, regions: ["UK-GDPR"] }).regions).toEqual(["UK-GDPR"]);
    expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, regions: ["US-STATES"] })).toEqual({
      "regions.0": ["Select a valid region"],
    });
  });

  test("services: the pick-list's ids or labels, empty by default", () => {
    expect(COOKIE_SERVICE_OPTIONS.map((o) => o.value)).toEqual([
      "ga4",
      "clarity",
      "meta-pixel",
      "hotjar",
      "google-ads",
      "linkedin-insight",
      "stripe",
      "intercom",
      "youtube",
      "hubspot",
    ]);
    expect(
      ZCookiePolicyRequestSchema.parse({ ...valid, services: ["Google Analytics 4", "stripe", "ga4"] }).services,
    ).toEqual(["ga4", "stripe"]);
    expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, services: ["ga4", "matomo"] })).toEqual({
      "services.1": ["Select a valid service"],
    });
    expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, services: "ga4" })).toEqual({
      services: ["Services must be a list"],
    });
  });

  describe("customServices", () => {
    const entry = {
      name: "acme_session",
      provider: "Acme Inc.",
      purpose: "Keeps you signed in.",
      duration: "Session",
      party: "first",
    };

    test("each entry: five fields, the category defaulting to functional", () => {
      expect(ZCookiePolicyRequestSchema.parse({ ...valid, customServices: [entry] }).customServices).toEqual([
        { ...entry, category: "functional" },
      ]);
      expect(
        ZCookiePolicyRequestSchema.parse({
          ...valid,
          customServices: [{ ...entry, party: "Third-party", category: "Strictly necessary" }],
        }).customServices[0],
      ).toMatchObject({ party: "third", category: "necessary" });
    });

    test("every field's message at its path", () => {
      expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, customServices: [{}] })).toEqual({
        "customServices.0.name": ["Custom service name is required"],
        "customServices.0.provider": ["Custom service provider is required"],
        "customServices.0.purpose": ["Custom service purpose is required"],
        "customServices.0.duration": ["Custom service duration is required"],
        "customServices.0.party": ["Choose first-party or third-party"],
      });
      expect(
        messagesOf(ZCookiePolicyRequestSchema, {
          ...valid,
          customServices: [
            {
              name: "x".repeat(CUSTOM_SERVICE_NAME_MAX + 1),
              provider: "x".repeat(CUSTOM_SERVICE_PROVIDER_MAX + 1),
              purpose: "x".repeat(CUSTOM_SERVICE_PURPOSE_MAX + 1),
              duration: "x".repeat(CUSTOM_SERVICE_DURATION_MAX + 1),
              party: "second",
              category: "tasty",
            },
          ],
        }),
      ).toEqual({
        "customServices.0.name": ["Custom service name must be at most 60 characters"],
        "customServices.0.provider": ["Custom service provider must be at most 60 characters"],
        "customServices.0.purpose": ["Custom service purpose must be at most 120 characters"],
        "customServices.0.duration": ["Custom service duration must be at most 60 characters"],
        "customServices.0.party": ["Choose first-party or third-party"],
        "customServices.0.category": ["Select a valid cookie category"],
      });
      expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, customServices: ["x"] })).toEqual({
        "customServices.0": ["Each custom service must be an object"],
      });
      expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, customServices: {} })).toEqual({
        customServices: ["Custom services must be a list"],
      });
    });

    test("at most 20 entries", () => {
      expect(
        ZCookiePolicyRequestSchema.safeParse({ ...valid, customServices: Array(MAX_CUSTOM_SERVICES).fill(entry) })
          .success,
      ).toBe(true);
      expect(
        messagesOf(ZCookiePolicyRequestSchema, { ...valid, customServices: Array(MAX_CUSTOM_SERVICES + 1).fill(entry) }),
      ).toEqual({ customServices: ["Add no more than 20 custom services"] });
    });
  });

  test("policyUrl: an https address or a path on the website", () => {
    expect(ZCookiePolicyRequestSchema.parse({ ...valid, policyUrl: "/legal/cookies" }).policyUrl).toBe("/legal/cookies");
    expect(ZCookiePolicyRequestSchema.parse({ ...valid, policyUrl: "https://acme.com/c" }).policyUrl).toBe(
      "https://acme.com/c",
    );
    for (const bad of ["//evil.example", "http://acme.com/c", "javascript:alert(1)", "cookies"]) {
      expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, policyUrl: bad })).toEqual({
        policyUrl: ["Policy URL must be an https:// address or a path starting with /"],
      });
    }
  });

  test("spec messages at their paths", () => {
    expect(messagesOf(ZCookiePolicyRequestSchema, {})).toEqual({
      companyName: ["Company name is required"],
      website: ["Must be a valid URL"],
      email: ["Must be a valid email"],
      cookieTypes: ["Select at least one cookie type"],
      purposes: ["Select at least one purpose"],
      regions: ["Select at least one region"],
    });
    expect(
      messagesOf(ZCookiePolicyRequestSchema, {
        ...valid,
        cookieTypes: [],
        purposes: [],
        regions: [],
      }),
    ).toEqual({
      cookieTypes: ["Select at least one cookie type"],
      purposes: ["Select at least one purpose"],
      regions: ["Select at least one region"],
    });
  });

  test("the eight purposes: slugs, spec labels, normalised", () => {
    expect(COOKIE_PURPOSE_OPTIONS).toHaveLength(8);
    const out = ZCookiePolicyRequestSchema.parse({
      ...valid,
      cookieTypes: ["Essential", "ANALYTICS", "marketing", "functional", "essential"],
      purposes: COOKIE_PURPOSE_OPTIONS.map((o) => o.label),
    });
    expect(out.cookieTypes).toEqual(["essential", "analytics", "marketing", "functional"]);
    expect(out.purposes).toEqual(COOKIE_PURPOSE_OPTIONS.map((o) => o.value));
    expect(
      ZCookiePolicyRequestSchema.parse({
        ...valid,
        purposes: ["Website Functionality and User Experience"],
      }).purposes,
    ).toEqual(["functionality"]);
  });

  test("unknown cookie type and wrong flag types are issues", () => {
    const m = messagesOf(ZCookiePolicyRequestSchema, {
      ...valid,
      cookieTypes: ["tasty"],
      hasAnalytics: 1,
      hasMarketing: null,
      hasThirdParty: "true",
    });
    expect(m["cookieTypes.0"]).toEqual(["Select a valid cookie type"]);
    expect(m.hasAnalytics).toEqual(["Uses analytics tools must be true or false"]);
    expect(m.hasMarketing).toEqual(["Uses marketing cookies must be true or false"]);
    expect(m.hasThirdParty).toEqual(["Uses third-party services must be true or false"]);
  });

  test("address is bounded in characters and lines", () => {
    expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, address: "x".repeat(501) })).toEqual({
      address: ["Address must be at most 500 characters"],
    });
    expect(messagesOf(ZCookiePolicyRequestSchema, { ...valid, address: "x\n".repeat(9) })).toEqual({
      address: ["Address must be at most 8 lines"],
    });
  });
});
