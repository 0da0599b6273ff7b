import { describe, expect, test } from "vitest";
import { todayIso } from "../../validation/fields";
import { DATA_COLLECTED_OPTIONS, DATA_USE_OPTIONS, REGION_OPTIONS } from "../../validation/options";
import { ZPrivacyPolicyRequestSchema } from "./schema";
import { messagesOf } from "../../validation/test-utils";

const valid = {
  companyName: "Acme Inc.",
  website: "https://acme.com",
  email: "privacy@acme.com",
  dataCollected: ["personal-info"],
  dataUse: ["provide-services"],
  regions: ["GDPR"],
};

describe("ZPrivacyPolicyRequestSchema", () => {
  test("accepts a valid request and applies defaults", () => {
    const out = ZPrivacyPolicyRequestSchema.parse(valid);
    expect(out).toEqual({ ...valid, address: undefined, effectiveDate: todayIso() });
  });

  test("every required field names its spec message at its path", () => {
    expect(messagesOf(ZPrivacyPolicyRequestSchema, {})).toEqual({
      companyName: ["Company name is required"],
      website: ["Must be a valid URL"],
      email: ["Must be a valid email"],
      dataCollected: ["Select at least one type of data collected"],
      dataUse: ["Select at least one data use"],
      regions: ["Select at least one region"],
    });
  });

  test("blank strings and empty lists give the same messages", () => {
    const m = messagesOf(ZPrivacyPolicyRequestSchema, {
      companyName: "   ",
      website: "",
      email: "",
      dataCollected: [],
      dataUse: [],
      regions: [],
    });
    expect(m.companyName).toEqual(["Company name is required"]);
    expect(m.website).toEqual(["Must be a valid URL"]);
    expect(m.email).toEqual(["Must be a valid email"]);
    expect(m.dataCollected).toEqual(["Select at least one type of data collected"]);
    expect(m.dataUse).toEqual(["Select at least one data use"]);
    expect(m.regions).toEqual(["Select at least one region"]);
  });

  test.each([
    "not a url",
    "acme.com",
    "javascript:alert(1)",
    "data:text/html,hi",
    "ftp://acme.com",
    "https://",
    "https://user:pw@acme.com",
    "https:acme.com",
    "http://localhost",
    'https://acme.com/"><script>alert(1)</script>',
    "https://acme.com/a b",
  ])("website %j is not a valid URL", (website) => {
    expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, website }).website).toEqual([
      "Must be a valid URL",
    ]);
  });

  test.each(["https://acme.com", "http://www.acme.co.uk/privacy?x=1#top", "https://bücher.de"])(
    "website %j is accepted",
    (website) => {
      expect(ZPrivacyPolicyRequestSchema.safeParse({ ...valid, website }).success).toBe(true);
    },
  );

  test("e-mail must be valid", () => {
    expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, email: "nope" }).email).toEqual([
      "Must be a valid email",
    ]);
    expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, email: "  a@b.io " }).email).toBe(
      "a@b.io",
    );
  });

  test("labels normalise to slugs, case-insensitively, and duplicates are removed", () => {
    const out = ZPrivacyPolicyRequestSchema.parse({
      ...valid,
      dataCollected: [
        "Payment information",
        "PERSONAL INFORMATION (NAME, EMAIL, PHONE)",
        "payment-info",
      ],
      dataUse: ["Customer support", "marketing", "Marketing and promotional communications"],
      regions: ["gdpr", "CCPA (California)", "PIPEDA", "GDPR"],
    });
    expect(out.dataCollected).toEqual(["payment-info", "personal-info"]);
    expect(out.dataUse).toEqual(["customer-support", "marketing"]);
    expect(out.regions).toEqual(["GDPR", "CCPA", "PIPEDA"]);
  });

  test("every option label and value is accepted", () => {
    for (const [options, key] of [
      [DATA_COLLECTED_OPTIONS, "dataCollected"],
      [DATA_USE_OPTIONS, "dataUse"],
      [REGION_OPTIONS, "regions"],
    ] as const) {
      const out = ZPrivacyPolicyRequestSchema.parse({
        ...valid,
        [key]: options.map((o) => o.label),
      });
      expect(out[key]).toEqual(options.map((o) => o.value));
    }
  });

  test("an unknown option is an issue at its index", () => {
    const m = messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, regions: ["GDPR", "Mars"] });
    expect(m["regions.1"]).toEqual(["Select a valid region"]);
  });

  test("effective date: optional, real calendar date, blank means today", () => {
    expect(
      ZPrivacyPolicyRequestSchema.parse({ ...valid, effectiveDate: "2024-02-29" }).effectiveDate,
    ).toBe("2024-02-29");
    expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, effectiveDate: "" }).effectiveDate).toBe(
      todayIso(),
    );
    for (const bad of [
      "2023-02-29",
      "2024-13-01",
      "2024-1-1",
      "01/02/2024",
      "2024-04-31",
      "tomorrow",
    ]) {
      expect(
        messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, effectiveDate: bad }).effectiveDate,
      ).toEqual(["Must be a valid date (YYYY-MM-DD)"]);
    }
  });

  test("strings are trimmed and cleaned; address is optional and bounded", () => {
    const out = ZPrivacyPolicyRequestSchema.parse({
      ...valid,
      companyName: "  Acme\u0000 \n Inc.\u202E ",
      address: "  1 Main St\r\nSpringfield  ",
    });
    expect(out.companyName).toBe("Acme Inc.");
    expect(out.address).toBe("1 Main St\nSpringfield");
    expect(
      messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, companyName: "x".repeat(201) })
        .companyName,
    ).toEqual(["Company name must be at most 200 characters"]);
    expect(
      messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, address: "x".repeat(501) }).address,
    ).toEqual(["Address must be at most 500 characters"]);
  });

  test("the raw length is bounded before cleaning, with the field's own message", () => {
    // Cleaning may shrink text (CRLF, trailing spaces): up to twice the limit is cleaned first.
    expect(
      ZPrivacyPolicyRequestSchema.parse({ ...valid, companyName: `Acme${" ".repeat(390)}Inc.` })
        .companyName,
    ).toBe("Acme Inc.");
    expect(
      ZPrivacyPolicyRequestSchema.parse({ ...valid, address: "1 Main St\r\n".repeat(8).trim() })
        .address,
    ).toBe(Array(8).fill("1 Main St").join("\n"));
    // Far beyond it, the string is refused as it came, with one message.
    for (const [field, value, message] of [
      ["companyName", " ".repeat(100_000) + "x", "Company name must be at most 200 characters"],
      ["address", " ".repeat(100_000) + "x", "Address must be at most 500 characters"],
      ["email", " ".repeat(100_000) + "a@b.co", "Must be a valid email"],
      ["website", "https://a.co/" + " ".repeat(100_000), "Website must be at most 2,048 characters"],
      ["effectiveDate", " ".repeat(100_000) + "2026-01-01", "Must be a valid date (YYYY-MM-DD)"],
    ] as const) {
      expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, [field]: value })).toEqual({
        [field]: [message],
      });
    }
    expect(
      messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, regions: ["GDPR" + " ".repeat(10_000)] }),
    ).toEqual({ "regions.0": ["Select a valid region"] });
  });

  test("address: at most 8 lines", () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join("\n");
    expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, address: lines(8) }).address).toBe(lines(8));
    expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, address: lines(9) })).toEqual({
      address: ["Address must be at most 8 lines"],
    });
    // Runs of blank lines count once, as they are kept.
    expect(
      ZPrivacyPolicyRequestSchema.safeParse({ ...valid, address: "a\n\n\n\n\n\n\n\n\n\nb" }).success,
    ).toBe(true);
  });

  test("unknown keys are stripped", () => {
    expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, isAdmin: true })).not.toHaveProperty(
      "isAdmin",
    );
  });

  test("wrong types give issues, never throw", () => {
    const bodies: unknown[] = [
      null,
      [],
      "x",
      42,
      {
        companyName: 1,
        website: {},
        email: [],
        address: 5,
        dataCollected: {},
        dataUse: "marketing",
        regions: [null, 3],
        effectiveDate: 20240101,
      },
      { ...valid, companyName: null, dataCollected: null },
    ];
    for (const body of bodies) {
      const result = ZPrivacyPolicyRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
    }
    const m = messagesOf(ZPrivacyPolicyRequestSchema, {
      ...valid,
      companyName: 42,
      dataUse: { a: 1 },
    });
    expect(m.companyName).toEqual(["Company name must be text"]);
    expect(m.dataUse).toEqual(["Select at least one data use"]);
    expect(messagesOf(ZPrivacyPolicyRequestSchema, null)).toEqual({ "": ["Expected an object"] });
  });
});
