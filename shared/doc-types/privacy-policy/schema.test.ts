import { describe, expect, test } from "vitest";
import { todayIso } from "../../validation/fields";
import {
  DATA_COLLECTED_OPTIONS,
  DATA_USE_OPTIONS,
  PRIVACY_REGION_OPTIONS,
  REGION_OPTIONS,
  SECURITY_MEASURE_OPTIONS,
  TRANSFER_SAFEGUARD_OPTIONS,
} from "../../validation/options";
import { privacyPolicyBody, specPrivacyPolicyBody } from "../../../test/fixtures";
import { CCPA_SECOND_METHOD_MESSAGE, REQUEST_FORM_URL_MAX, RETENTION_MAX, ZPrivacyPolicyRequestSchema } from "./schema";
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
    expect(out).toEqual({
      ...valid,
      address: undefined,
      effectiveDate: todayIso(),
      usesAdvertisingTracking: false,
      usesMetaPixel: false,
      requestFormUrl: undefined,
      tollFreeNumber: undefined,
      onlineOnly: false,
      transferSafeguard: "sccs",
      retention: {},
      securityMeasures: [],
      policyUrl: undefined,
    });
  });

  test("the spec's body (test/fixtures.ts) is accepted unchanged, and the full fixture too", () => {
    expect(ZPrivacyPolicyRequestSchema.safeParse(specPrivacyPolicyBody).success).toBe(true);
    expect(ZPrivacyPolicyRequestSchema.safeParse(privacyPolicyBody).success).toBe(true);
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

  test("website typed without a scheme gets https://", () => {
    const parsed = ZPrivacyPolicyRequestSchema.safeParse({ ...valid, website: "acme.com" });
    expect(parsed.success && parsed.data.website).toBe("https://acme.com");
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
      onlineOnly: true,
    });
    expect(out.dataCollected).toEqual(["payment-info", "personal-info"]);
    expect(out.dataUse).toEqual(["customer-support", "marketing"]);
    expect(out.regions).toEqual(["GDPR", "CCPA", "PIPEDA"]);
  });

  test("every option label and value is accepted", () => {
    for (const [options, key] of [
      [DATA_COLLECTED_OPTIONS, "dataCollected"],
      [DATA_USE_OPTIONS, "dataUse"],
      [PRIVACY_REGION_OPTIONS, "regions"],
      [SECURITY_MEASURE_OPTIONS, "securityMeasures"],
    ] as const) {
      const out = ZPrivacyPolicyRequestSchema.parse({
        ...valid,
        onlineOnly: true,
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

  test("strings are trimmed and cleaned, control and bidi characters refused; address is optional and bounded", () => {
    const out = ZPrivacyPolicyRequestSchema.parse({
      ...valid,
      companyName: "  Acme \n Inc.\t ",
      address: "  1 Main St\r\nSpringfield  ",
    });
    expect(out.companyName).toBe("Acme Inc.");
    expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, companyName: "Acme\u0000 Inc." }).companyName).toEqual([
      "Company name contains a character that cannot be used (U+0000, a control character)",
    ]);
    expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, companyName: "Acme Inc.\u202E" }).companyName).toEqual([
      "Company name contains a character that cannot be used (U+202E, a text-direction control)",
    ]);
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

  describe("optional fields added since the spec", () => {
    test("regions: the spec's four keep their values and labels; UK GDPR and the US states join them", () => {
      expect(PRIVACY_REGION_OPTIONS.slice(0, 4)).toEqual(REGION_OPTIONS);
      expect(REGION_OPTIONS.map((o) => [o.value, o.label])).toEqual([
        ["GDPR", "GDPR (European Union)"],
        ["CCPA", "CCPA (California)"],
        ["CalOPPA", "CalOPPA (California)"],
        ["PIPEDA", "PIPEDA (Canada)"],
      ]);
      expect(
        ZPrivacyPolicyRequestSchema.parse({ ...valid, regions: ["uk-gdpr", "US state privacy laws (other than California)"] })
          .regions,
      ).toEqual(["UK-GDPR", "US-STATES"]);
    });

    test("the two flags are booleans, false when absent", () => {
      expect(
        messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, usesAdvertisingTracking: "yes", onlineOnly: 1 }),
      ).toEqual({
        usesAdvertisingTracking: ["Uses advertising tracking must be true or false"],
        onlineOnly: ["Operates exclusively online must be true or false"],
      });
      const out = ZPrivacyPolicyRequestSchema.parse({ ...valid, usesAdvertisingTracking: true, onlineOnly: true });
      expect([out.usesAdvertisingTracking, out.onlineOnly]).toEqual([true, true]);
    });

    test("CCPA: a second request method besides email (form or toll-free), unless online-only", () => {
      const ccpa = { ...valid, regions: ["CCPA"] };
      expect(messagesOf(ZPrivacyPolicyRequestSchema, ccpa)).toEqual({ requestFormUrl: [CCPA_SECOND_METHOD_MESSAGE] });
      expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...ccpa, requestFormUrl: "", tollFreeNumber: " " })).toEqual({
        requestFormUrl: [CCPA_SECOND_METHOD_MESSAGE],
      });
      for (const extra of [
        { requestFormUrl: "https://acme.com/privacy-request" },
        { tollFreeNumber: "1-800-555-0100" },
        { onlineOnly: true },
      ]) {
        expect(ZPrivacyPolicyRequestSchema.safeParse({ ...ccpa, ...extra }).success, JSON.stringify(extra)).toBe(true);
      }
      // Only the CCPA asks for it.
      for (const regions of [["GDPR"], ["CalOPPA", "PIPEDA"], ["US-STATES", "UK-GDPR"]])
        expect(ZPrivacyPolicyRequestSchema.safeParse({ ...valid, regions }).success).toBe(true);
    });

    test("requestFormUrl: an https address, bounded; blank means none", () => {
      expect(
        ZPrivacyPolicyRequestSchema.parse({ ...valid, requestFormUrl: " https://acme.com/privacy-request " })
          .requestFormUrl,
      ).toBe("https://acme.com/privacy-request");
      expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, requestFormUrl: "" }).requestFormUrl).toBeUndefined();
      for (const bad of ["http://acme.com/form", "javascript:alert(1)", "acme.com/form", "https://", 42]) {
        expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, requestFormUrl: bad })).toEqual({
          requestFormUrl: ["Request form URL must be a valid https:// address"],
        });
      }
      expect(
        messagesOf(ZPrivacyPolicyRequestSchema, {
          ...valid,
          requestFormUrl: `https://acme.com/${"a".repeat(REQUEST_FORM_URL_MAX)}`,
        }),
      ).toEqual({ requestFormUrl: ["Request form URL must be at most 500 characters"] });
    });

    test("tollFreeNumber: digits, spaces and + ( ) -, 7 to 15 digits, at most 30 characters", () => {
      expect(
        ZPrivacyPolicyRequestSchema.parse({ ...valid, tollFreeNumber: " +1 (800) 555-0100 " }).tollFreeNumber,
      ).toBe("+1 (800) 555-0100");
      const message = "Toll-free number must be a phone number of 7 to 15 digits (digits, spaces and + ( ) - only)";
      for (const bad of ["1-800-FLOWERS", "123456", "1234567890123456", "<script>", "+1 800 555 0100 ext. 2"]) {
        expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, tollFreeNumber: bad })).toEqual({
          tollFreeNumber: [message],
        });
      }
      expect(
        messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, tollFreeNumber: `1${" -".repeat(20)}234567` }),
      ).toEqual({ tollFreeNumber: ["Toll-free number must be at most 30 characters"] });
    });

    test("transferSafeguard: one of five, by value or label; default sccs", () => {
      for (const o of TRANSFER_SAFEGUARD_OPTIONS) {
        expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, transferSafeguard: o.value }).transferSafeguard).toBe(o.value);
        expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, transferSafeguard: o.label }).transferSafeguard).toBe(o.value);
      }
      expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, transferSafeguard: "" }).transferSafeguard).toBe("sccs");
      expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, transferSafeguard: null }).transferSafeguard).toBe("sccs");
      for (const bad of ["art49", "derogations", 3, ["sccs"]]) {
        expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, transferSafeguard: bad })).toEqual({
          transferSafeguard: ["Select a valid transfer safeguard"],
        });
      }
    });

    test("retention: a bounded line per data category; blanks and unknown keys are dropped", () => {
      const out = ZPrivacyPolicyRequestSchema.parse({
        ...valid,
        retention: { "personal-info": "  3 years after closure  ", newsletter: "", "not-a-category": "x" },
      });
      expect(out.retention).toEqual({ "personal-info": "3 years after closure" });
      expect(
        messagesOf(ZPrivacyPolicyRequestSchema, {
          ...valid,
          retention: { "payment-info": "x".repeat(RETENTION_MAX + 1), "device-info": 5 },
        }),
      ).toEqual({
        "retention.payment-info": ["Retention period for payment information must be at most 120 characters"],
        "retention.device-info": ["Retention period for device and browser information must be text"],
      });
      for (const bad of ["7 years", ["7 years"], 1]) {
        expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, retention: bad })).toEqual({
          retention: ["Retention periods must be an object keyed by data category"],
        });
      }
      // One line: line breaks become spaces.
      expect(
        ZPrivacyPolicyRequestSchema.parse({ ...valid, retention: { "personal-info": "a\nb" } }).retention,
      ).toEqual({ "personal-info": "a b" });
    });

    test("securityMeasures: options only, empty by default", () => {
      expect(
        ZPrivacyPolicyRequestSchema.parse({ ...valid, securityMeasures: ["Encryption at rest", "backups", "backups"] })
          .securityMeasures,
      ).toEqual(["encryption-at-rest", "backups"]);
      expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, securityMeasures: ["backups", "military-grade"] })).toEqual({
        "securityMeasures.1": ["Select a valid security measure"],
      });
      expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, securityMeasures: "backups" })).toEqual({
        securityMeasures: ["Security measures must be a list"],
      });
    });

    test("policyUrl: an https address or a path on the website", () => {
      for (const good of ["/privacy", "/legal/privacy-policy?lang=en", "https://acme.com/privacy"]) {
        expect(ZPrivacyPolicyRequestSchema.parse({ ...valid, policyUrl: good }).policyUrl).toBe(good);
      }
      for (const bad of ["//evil.com/privacy", "http://acme.com/privacy", "privacy", "/a b", '/"><script>', "javascript:alert(1)"]) {
        expect(messagesOf(ZPrivacyPolicyRequestSchema, { ...valid, policyUrl: bad })).toEqual({
          policyUrl: ["Policy URL must be an https:// address or a path starting with /"],
        });
      }
    });
  });
});
