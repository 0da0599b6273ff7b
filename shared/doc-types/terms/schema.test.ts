import { describe, expect, test } from "vitest";
import { todayIso } from "../../validation/fields";
import { BUSINESS_TYPE_OPTIONS, TERMS_GOVERNING_LAW_OPTIONS } from "../../validation/options";
import { ZTermsRequestSchema } from "./schema";
import { messagesOf } from "../../validation/test-utils";

const valid = {
  companyName: "Acme Inc.",
  website: "https://acme.com",
  businessType: "saas",
  governingLaw: "california",
};

describe("ZTermsRequestSchema", () => {
  test("defaults: no payments, no refund policy, effective today", () => {
    expect(ZTermsRequestSchema.parse(valid)).toEqual({
      ...valid,
      hasPayments: false,
      refundPolicy: undefined,
      effectiveDate: todayIso(),
    });
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
});
