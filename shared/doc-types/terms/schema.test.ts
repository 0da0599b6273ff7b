import { describe, expect, test } from "vitest";
import { todayIso } from "../../validation/fields";
import {
  AUSTRALIA_REGION_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  CANADA_REGION_OPTIONS,
  CONSUMER_ARBITRATION_OPTIONS,
  GOVERNING_REGION_OPTIONS,
  TERMS_AUDIENCE_OPTIONS,
  TERMS_GOVERNING_LAW_OPTIONS,
  US_STATE_OPTIONS,
} from "../../validation/options";
import { termsBody } from "../../../test/fixtures";
import { ZTermsRequestSchema, termsConsumerLaw } from "./schema";
import { ADDRESS_LINES, ADDRESS_MAX, EMAIL_MAX } from "../../validation/fields";
import { messagesOf } from "../../validation/test-utils";

const valid = {
  companyName: "Acme Inc.",
  website: "https://acme.com",
  businessType: "saas",
  governingLaw: "california",
};

describe("ZTermsRequestSchema", () => {
  test("defaults: no payments, no refund policy, effective today; both audiences, no EU / UK flag, not willing to arbitrate, no arbitration, no region", () => {
    expect(ZTermsRequestSchema.parse(valid)).toEqual({
      ...valid,
      hasPayments: false,
      refundPolicy: undefined,
      governingRegion: undefined,
      audience: "both",
      sellsToEuUkConsumers: false,
      consumerArbitration: "not-willing",
      consumerArbitrationBoard: undefined,
      arbitration: false,
      effectiveDate: todayIso(),
    });
  });

  test("the fixture body is still valid", () => {
    expect(ZTermsRequestSchema.safeParse(termsBody).success).toBe(true);
  });

  test("spec messages at their paths", () => {
    expect(messagesOf(ZTermsRequestSchema, {})).toEqual({
      companyName: ["Company name is required"],
      website: ["Must be a valid URL"],
      businessType: ["Business type is required"],
      governingLaw: ["Governing law is required"],
    });
    const blank = messagesOf(ZTermsRequestSchema, {
      companyName: "",
      website: "x",
      businessType: "",
      governingLaw: "",
    });
    expect(blank.companyName).toEqual(["Company name is required"]);
    expect(blank.website).toEqual(["Must be a valid URL"]);
    expect(blank.businessType).toEqual(["Business type is required"]);
    expect(blank.governingLaw).toEqual(["Governing law is required"]);
  });

  test("spec values, and their labels, are accepted", () => {
    expect(BUSINESS_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      "saas",
      "ecommerce",
      "service",
      "blog",
      "app",
      "marketplace",
      "other",
    ]);
    expect(TERMS_GOVERNING_LAW_OPTIONS.map((o) => o.value)).toEqual([
      "united-states",
      "california",
      "new-york",
      "delaware",
      "united-kingdom",
      "canada",
      "australia",
      "germany",
      "other",
    ]);
    for (const o of BUSINESS_TYPE_OPTIONS) {
      expect(ZTermsRequestSchema.parse({ ...valid, businessType: o.label }).businessType).toBe(
        o.value,
      );
    }
    for (const o of TERMS_GOVERNING_LAW_OPTIONS) {
      expect(
        ZTermsRequestSchema.parse({ ...valid, governingLaw: o.label.toUpperCase() }).governingLaw,
      ).toBe(o.value);
    }
    expect(
      messagesOf(ZTermsRequestSchema, { ...valid, businessType: "casino" }).businessType,
    ).toEqual(["Select a valid business type"]);
  });

  test("hasPayments must be a boolean; refund policy is bounded", () => {
    expect(
      ZTermsRequestSchema.parse({ ...valid, hasPayments: true, refundPolicy: " 30 days. " }),
    ).toMatchObject({
      hasPayments: true,
      refundPolicy: "30 days.",
    });
    expect(messagesOf(ZTermsRequestSchema, { ...valid, hasPayments: "yes" }).hasPayments).toEqual([
      "Accepts payments must be true or false",
    ]);
    expect(
      messagesOf(ZTermsRequestSchema, { ...valid, refundPolicy: "x".repeat(5001) }).refundPolicy,
    ).toEqual(["Refund policy must be at most 5,000 characters"]);
    expect(
      messagesOf(ZTermsRequestSchema, { ...valid, refundPolicy: "x\n".repeat(101) }).refundPolicy,
    ).toEqual(["Refund policy must be at most 100 lines"]);
    expect(
      ZTermsRequestSchema.safeParse({ ...valid, refundPolicy: "x\n".repeat(100) }).success,
    ).toBe(true);
    expect(
      ZTermsRequestSchema.parse({ ...valid, refundPolicy: null }).refundPolicy,
    ).toBeUndefined();
  });

  test("audience: consumers, businesses or both, by value or label", () => {
    expect(TERMS_AUDIENCE_OPTIONS.map((o) => o.value)).toEqual(["consumers", "businesses", "both"]);
    for (const o of TERMS_AUDIENCE_OPTIONS) {
      expect(ZTermsRequestSchema.parse({ ...valid, audience: o.value }).audience).toBe(o.value);
      expect(ZTermsRequestSchema.parse({ ...valid, audience: o.label }).audience).toBe(o.value);
    }
    expect(messagesOf(ZTermsRequestSchema, { ...valid, audience: "everyone" }).audience).toEqual([
      "Select a valid audience",
    ]);
    expect(messagesOf(ZTermsRequestSchema, { ...valid, audience: 1 }).audience).toEqual(["Select a valid audience"]);
  });

  test("sellsToEuUkConsumers and arbitration are booleans", () => {
    expect(ZTermsRequestSchema.parse({ ...valid, sellsToEuUkConsumers: true }).sellsToEuUkConsumers).toBe(true);
    expect(messagesOf(ZTermsRequestSchema, { ...valid, sellsToEuUkConsumers: "yes" }).sellsToEuUkConsumers).toEqual([
      "Sells to EU or UK consumers must be true or false",
    ]);
    expect(messagesOf(ZTermsRequestSchema, { ...valid, arbitration: "yes" }).arbitration).toEqual([
      "Arbitration must be true or false",
    ]);
  });

  test("arbitration only under a US governing law", () => {
    for (const governingLaw of ["united-states", "california", "new-york", "delaware"]) {
      expect(ZTermsRequestSchema.parse({ ...valid, governingLaw, arbitration: true }).arbitration).toBe(true);
    }
    for (const governingLaw of ["united-kingdom", "canada", "australia", "germany", "other"]) {
      expect(messagesOf(ZTermsRequestSchema, { ...valid, governingLaw, arbitration: true }).arbitration).toEqual([
        "Arbitration is available only under a United States governing law",
      ]);
      expect(ZTermsRequestSchema.safeParse({ ...valid, governingLaw, arbitration: false }).success).toBe(true);
    }
  });

  test("consumer arbitration (§ 36 VSBG): a choice, and an optional bounded board", () => {
    expect(CONSUMER_ARBITRATION_OPTIONS.map((o) => o.value)).toEqual(["not-willing", "willing", "obliged"]);
    expect(ZTermsRequestSchema.parse({ ...valid, consumerArbitration: "Willing" }).consumerArbitration).toBe("willing");
    expect(messagesOf(ZTermsRequestSchema, { ...valid, consumerArbitration: "maybe" }).consumerArbitration).toEqual([
      "Select whether you take part in consumer arbitration",
    ]);
    expect(
      ZTermsRequestSchema.parse({ ...valid, consumerArbitrationBoard: " Board\nStreet 1 " }).consumerArbitrationBoard,
    ).toBe("Board\nStreet 1");
    expect(
      messagesOf(ZTermsRequestSchema, { ...valid, consumerArbitrationBoard: "x".repeat(501) }).consumerArbitrationBoard,
    ).toEqual(["Consumer arbitration board must be at most 500 characters"]);
    expect(
      messagesOf(ZTermsRequestSchema, { ...valid, consumerArbitrationBoard: "x\n".repeat(9) }).consumerArbitrationBoard,
    ).toEqual(["Consumer arbitration board must be at most 8 lines"]);
  });

  test("governing region: a state, province or territory that matches the law", () => {
    expect(GOVERNING_REGION_OPTIONS).toHaveLength(51 + 13 + 8);
    expect(new Set(GOVERNING_REGION_OPTIONS.map((o) => o.value)).size).toBe(GOVERNING_REGION_OPTIONS.length);
    expect(new Set(GOVERNING_REGION_OPTIONS.map((o) => o.label.toLowerCase())).size).toBe(GOVERNING_REGION_OPTIONS.length);
    const ok = (governingLaw: string, governingRegion: string) =>
      ZTermsRequestSchema.parse({ ...valid, governingLaw, governingRegion }).governingRegion;
    expect(ok("united-states", "Texas")).toBe("US-TX");
    expect(ok("united-states", "us-dc")).toBe("US-DC");
    expect(ok("canada", "Ontario")).toBe("CA-ON");
    expect(ok("australia", "Western Australia")).toBe("AU-WA");
    for (const o of US_STATE_OPTIONS) expect(ok("united-states", o.value)).toBe(o.value);
    for (const o of CANADA_REGION_OPTIONS) expect(ok("canada", o.label)).toBe(o.value);
    for (const o of AUSTRALIA_REGION_OPTIONS) expect(ok("australia", o.label)).toBe(o.value);
    expect(ZTermsRequestSchema.parse({ ...valid, governingLaw: "canada", governingRegion: null }).governingRegion).toBeUndefined();

    const region = (governingLaw: string, governingRegion: unknown) =>
      messagesOf(ZTermsRequestSchema, { ...valid, governingLaw, governingRegion }).governingRegion;
    expect(region("united-states", "Ontario")).toEqual(["Select a US state for United States law"]);
    expect(region("canada", "Texas")).toEqual(["Select a Canadian province or territory for Canadian law"]);
    expect(region("australia", "US-WA")).toEqual(["Select an Australian state or territory for Australian law"]);
    for (const law of ["california", "new-york", "delaware", "united-kingdom", "germany", "other"]) {
      expect(region(law, "Texas")).toEqual([
        "A state, province or territory applies only to United States, Canadian or Australian law",
      ]);
    }
    expect(region("united-states", "Atlantis")).toEqual(["Select a valid state, province or territory"]);
    expect(region("united-states", 7)).toEqual(["Select a valid state, province or territory"]);
  });

  test("email and address: optional; a valid e-mail, a bounded multiline address", () => {
    const parsed = ZTermsRequestSchema.parse({ ...valid, email: "  hallo@schuh.example ", address: "Schuhstraße 1\n10115 Berlin" });
    expect(parsed.email).toBe("hallo@schuh.example");
    expect(parsed.address).toBe("Schuhstraße 1\n10115 Berlin");
    for (const blank of [undefined, null, "", "   "]) {
      const out = ZTermsRequestSchema.parse({ ...valid, email: blank, address: blank });
      expect(out.email).toBeUndefined();
      expect(out.address).toBeUndefined();
    }
    for (const email of ["not-an-email", "a@b", 7, `${"a".repeat(EMAIL_MAX)}@x.example`])
      expect(messagesOf(ZTermsRequestSchema, { ...valid, email }), String(email)).toEqual({ email: ["Must be a valid email"] });
    expect(messagesOf(ZTermsRequestSchema, { ...valid, address: "x".repeat(ADDRESS_MAX + 1) })).toEqual({
      address: ["Address must be at most 500 characters"],
    });
    expect(messagesOf(ZTermsRequestSchema, { ...valid, address: Array(ADDRESS_LINES + 1).fill("line").join("\n") })).toEqual({
      address: ["Address must be at most 8 lines"],
    });
  });

  test("termsConsumerLaw: the withdrawal right (euUk) for consumers under German or UK law, or EU / UK buyers", () => {
    const rule = (governingLaw: string, audience?: string, sellsToEuUkConsumers?: boolean) =>
      termsConsumerLaw({ governingLaw, audience, sellsToEuUkConsumers });
    expect(rule("germany")).toEqual({ consumers: true, eu: true, euUk: true });
    expect(rule("united-kingdom", "consumers")).toEqual({ consumers: true, eu: false, euUk: true });
    expect(rule("united-kingdom", "both", true)).toEqual({ consumers: true, eu: true, euUk: true });
    expect(rule("california", "both", true)).toEqual({ consumers: true, eu: true, euUk: true });
    expect(rule("california")).toEqual({ consumers: true, eu: false, euUk: false });
    expect(rule("", undefined)).toEqual({ consumers: true, eu: false, euUk: false });
    for (const law of ["germany", "united-kingdom", "other"])
      expect(rule(law, "businesses", true)).toEqual({ consumers: false, eu: false, euUk: false });
  });
});
