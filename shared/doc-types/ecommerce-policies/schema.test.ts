import { describe, expect, test } from "vitest";
import { ecommercePolicyBody } from "../../../test/fixtures";
import { todayIso } from "../../validation/fields";
import { TERMS_GOVERNING_LAW_OPTIONS } from "../../validation/options";
import { messagesOf } from "../../validation/test-utils";
import { ZEcommercePoliciesRequestSchema as S } from "./schema";

const valid = {
  companyName: "Acme Goods Ltd",
  website: "https://acme.example",
  email: "shop@acme.example",
  policies: ["refund"],
  refundWindowDays: 30,
  governingLaw: "united-kingdom",
};

describe("ZEcommercePoliciesRequestSchema", () => {
  test("the required fields, and the defaults of everything else", () => {
    expect(S.parse(valid)).toEqual({
      ...valid,
      audience: "consumers",
      shippingRegions: ["domestic"],
      processingDays: 2,
      shippingMethods: [],
      currency: "USD",
      freeShippingThreshold: undefined,
      importDuties: "customer",
      returnShippingPaidBy: "merchant-if-faulty",
      restockingFeePercent: 0,
      nonRefundableItems: undefined,
      digitalGoods: false,
      exchanges: false,
      address: undefined,
      phone: undefined,
      effectiveDate: todayIso(),
    });
    expect(S.safeParse(ecommercePolicyBody).success).toBe(true);
  });

  test("each missing required field is reported at its path", () => {
    expect(messagesOf(S, {})).toEqual({
      companyName: ["Company name is required"],
      website: ["Must be a valid URL"],
      email: ["Must be a valid email"],
      policies: ["Select at least one policy"],
      refundWindowDays: ["Refund window is required"],
      governingLaw: ["Governing law is required"],
    });
    expect(messagesOf(S, { ...valid, refundWindowDays: Number.NaN }).refundWindowDays).toEqual(["Refund window is required"]);
    expect(messagesOf(S, "nope")).toEqual({ "": ["Expected an object"] });
  });

  test("policies: at least one of refund, return and shipping, duplicates removed, labels accepted", () => {
    expect(S.parse({ ...valid, policies: ["shipping", "Refund policy", "refund", "shipping"] }).policies).toEqual([
      "shipping",
      "refund",
    ]);
    expect(messagesOf(S, { ...valid, policies: [] }).policies).toEqual(["Select at least one policy"]);
    expect(messagesOf(S, { ...valid, policies: ["warranty"] })["policies.0"]).toEqual([
      "Policies must be refund, return or shipping",
    ]);
    expect(messagesOf(S, { ...valid, policies: "refund" }).policies).toEqual(["Select at least one policy"]);
  });

  test("refund window: a whole number of days from 0 to 365", () => {
    expect(S.parse({ ...valid, refundWindowDays: 0 }).refundWindowDays).toBe(0);
    expect(S.parse({ ...valid, refundWindowDays: 365 }).refundWindowDays).toBe(365);
    const range = ["Refund window must be between 0 and 365 days"];
    expect(messagesOf(S, { ...valid, refundWindowDays: 366 }).refundWindowDays).toEqual(range);
    expect(messagesOf(S, { ...valid, refundWindowDays: -1 }).refundWindowDays).toEqual(range);
    expect(messagesOf(S, { ...valid, refundWindowDays: 1.5 }).refundWindowDays).toEqual(["Refund window must be a whole number"]);
    expect(messagesOf(S, { ...valid, refundWindowDays: "30" }).refundWindowDays).toEqual(["Refund window must be a number"]);
  });

  test("governing law: the terms' list, by value or label", () => {
    for (const o of TERMS_GOVERNING_LAW_OPTIONS) {
      expect(S.parse({ ...valid, governingLaw: o.value }).governingLaw).toBe(o.value);
      expect(S.parse({ ...valid, governingLaw: o.label }).governingLaw).toBe(o.value);
    }
    expect(messagesOf(S, { ...valid, governingLaw: "mars" }).governingLaw).toEqual(["Select a valid governing law"]);
  });

  test("options: audience, regions, return shipping, duties, currency", () => {
    const parsed = S.parse({
      ...valid,
      audience: "Businesses (B2B)",
      shippingRegions: ["eu", "United Kingdom", "eu"],
      returnShippingPaidBy: "customer",
      importDuties: "merchant",
      currency: "eur",
    });
    expect(parsed).toMatchObject({
      audience: "businesses",
      shippingRegions: ["eu", "uk"],
      returnShippingPaidBy: "customer",
      importDuties: "merchant",
      currency: "EUR",
    });
    expect(S.parse({ ...valid, shippingRegions: [], audience: "", currency: null }).shippingRegions).toEqual(["domestic"]);
    const m = messagesOf(S, {
      ...valid,
      audience: "aliens",
      shippingRegions: ["mars"],
      returnShippingPaidBy: "nobody",
      importDuties: "maybe",
      currency: "BTC",
    });
    expect(m.audience).toEqual(["Select a valid audience"]);
    expect(m["shippingRegions.0"]).toEqual(["Select valid shipping regions"]);
    expect(m.returnShippingPaidBy).toEqual(["Return shipping must be paid by customer, merchant or merchant-if-faulty"]);
    expect(m.importDuties).toEqual(["Select who pays import duties and taxes"]);
    expect(m.currency).toEqual(["Currency must be one of USD, EUR, GBP, CAD or AUD"]);
  });

  test("numbers: processing days, restocking fee and free-shipping threshold", () => {
    expect(S.parse({ ...valid, processingDays: Number.NaN, restockingFeePercent: null })).toMatchObject({
      processingDays: 2,
      restockingFeePercent: 0,
    });
    expect(S.parse({ ...valid, freeShippingThreshold: 5000 }).freeShippingThreshold).toBe(5000);
    const m = messagesOf(S, { ...valid, processingDays: 61, restockingFeePercent: 101, freeShippingThreshold: -1 });
    expect(m.processingDays).toEqual(["Processing time must be between 0 and 60 business days"]);
    expect(m.restockingFeePercent).toEqual(["Restocking fee must be between 0 and 100 percent"]);
    expect(m.freeShippingThreshold).toEqual(["Free shipping threshold must be positive"]);
    expect(messagesOf(S, { ...valid, freeShippingThreshold: 10.5 }).freeShippingThreshold).toEqual([
      "Free shipping threshold must be a whole number of cents",
    ]);
  });

  test("shipping methods: at most 10, each named, timed and priced in cents", () => {
    const method = { name: " Express ", estimatedDays: "1-2 business days", cost: 1499, currency: "gbp" };
    expect(S.parse({ ...valid, shippingMethods: [method] }).shippingMethods).toEqual([
      { name: "Express", estimatedDays: "1-2 business days", cost: 1499, currency: "GBP" },
    ]);
    expect(S.parse({ ...valid, shippingMethods: [{ ...method, currency: undefined }] }).shippingMethods[0]!.currency).toBeUndefined();
    expect(messagesOf(S, { ...valid, shippingMethods: Array(11).fill(method) }).shippingMethods).toEqual([
      "No more than 10 shipping methods",
    ]);
    const m = messagesOf(S, {
      ...valid,
      shippingMethods: [{ name: "", estimatedDays: "x".repeat(51), cost: -1, currency: "BTC" }, "free"],
    });
    expect(m["shippingMethods.0.name"]).toEqual(["Shipping method name is required"]);
    expect(m["shippingMethods.0.estimatedDays"]).toEqual(["Estimated delivery time must be at most 50 characters"]);
    expect(m["shippingMethods.0.cost"]).toEqual(["Shipping cost must be positive"]);
    expect(m["shippingMethods.0.currency"]).toEqual(["Shipping method currency must be one of USD, EUR, GBP, CAD or AUD"]);
    expect(m["shippingMethods.1"]).toEqual(["Each shipping method must be an object"]);
    expect(messagesOf(S, { ...valid, shippingMethods: "fast" }).shippingMethods).toEqual(["Shipping methods must be a list"]);
  });

  test("every text field is bounded, with a message naming it", () => {
    const m = messagesOf(S, {
      ...valid,
      companyName: "x".repeat(201),
      nonRefundableItems: Array(31).fill("Gift cards").join("\n"),
      address: "x".repeat(501),
      phone: "call me",
    });
    expect(m.companyName).toEqual(["Company name must be at most 200 characters"]);
    expect(m.nonRefundableItems).toEqual(["Non-refundable items must be at most 30 lines"]);
    expect(m.address).toEqual(["Address must be at most 500 characters"]);
    expect(m.phone).toEqual(["Phone must be a phone number of 7 to 15 digits (digits, spaces and + ( ) - only)"]);
    expect(messagesOf(S, { ...valid, nonRefundableItems: "x".repeat(2001) }).nonRefundableItems).toEqual([
      "Non-refundable items must be at most 2,000 characters",
    ]);
    // Length is checked before any cleaning: a huge string is refused at once.
    expect(messagesOf(S, { ...valid, companyName: " ".repeat(1_000_000) }).companyName).toEqual([
      "Company name must be at most 200 characters",
    ]);
  });

  test("flags are booleans; the business profile is a uuid or null", () => {
    expect(S.parse({ ...valid, digitalGoods: true, exchanges: true, businessProfileId: null })).toMatchObject({
      digitalGoods: true,
      exchanges: true,
      businessProfileId: null,
    });
    const m = messagesOf(S, { ...valid, digitalGoods: "yes", exchanges: 1, businessProfileId: "abc" });
    expect(m.digitalGoods).toEqual(["Sells digital goods must be true or false"]);
    expect(m.exchanges).toEqual(["Offers exchanges must be true or false"]);
    expect(m.businessProfileId).toEqual(["Choose one of your business profiles"]);
  });
});
