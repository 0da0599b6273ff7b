import { describe, expect, test } from "vitest";
import { ZCookiePolicyRequestSchema } from "./schema";
import { todayIso } from "../../validation/fields";
import { COOKIE_PURPOSE_OPTIONS } from "../../validation/options";
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
    });
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
