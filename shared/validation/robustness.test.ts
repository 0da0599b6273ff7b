// A small fuzz: every schema, every key, odd values. Parsing must answer with issues or data,
// never throw, and whatever it accepts must be clean.
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  ZCookiePolicyRequestSchema,
  ZInvoiceRequestSchema,
  ZNdaRequestSchema,
  ZPrivacyPolicyRequestSchema,
  ZTermsRequestSchema,
} from "../doc-types";

const ODD: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  NaN,
  Infinity,
  -Infinity,
  2 ** 53,
  "",
  " ",
  "\u0000",
  "x".repeat(10_000),
  "<script>alert(1)</script>",
  "\uD800",
  "__proto__",
  [],
  [null],
  [[]],
  {},
  { a: 1 },
  { __proto__: { polluted: true } },
  Object.create(null),
  new Date(),
  () => 1,
  Symbol("s"),
  10n,
];

const VALID: Record<string, [z.ZodType, Record<string, unknown>]> = {
  privacy: [
    ZPrivacyPolicyRequestSchema,
    {
      companyName: "A",
      website: "https://a.co",
      email: "a@a.co",
      dataCollected: ["personal-info"],
      dataUse: ["analytics"],
      regions: ["GDPR"],
    },
  ],
  terms: [
    ZTermsRequestSchema,
    { companyName: "A", website: "https://a.co", businessType: "saas", governingLaw: "other" },
  ],
  cookie: [
    ZCookiePolicyRequestSchema,
    {
      companyName: "A",
      website: "https://a.co",
      email: "a@a.co",
      cookieTypes: ["essential"],
      purposes: ["security"],
      regions: ["CCPA"],
    },
  ],
  nda: [
    ZNdaRequestSchema,
    {
      disclosingParty: { name: "A", address: "x", email: "a@a.co" },
      receivingParty: { name: "B", address: "y", email: "b@b.co" },
      purpose: "p",
      duration: "1-year",
      governingLaw: "canada",
    },
  ],
  invoice: [
    ZInvoiceRequestSchema,
    { clientName: "C", items: [{ description: "d", quantity: 1, unitPrice: 0 }] },
  ],
};

// eslint-disable-next-line no-control-regex -- looking for control characters
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;

const clean = (value: unknown): boolean => {
  if (typeof value === "string") return !CONTROL.test(value) && value === value.trim();
  if (Array.isArray(value)) return value.every(clean);
  if (value && typeof value === "object") return Object.values(value).every(clean);
  return typeof value !== "number" || Number.isFinite(value);
};

describe.each(Object.entries(VALID))("%s schema", (_name, [schema, valid]) => {
  test("the valid sample parses", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  test("odd values at every key (and nested keys) never throw", () => {
    const paths: string[][] = [];
    const walk = (obj: Record<string, unknown>, path: string[]) => {
      for (const [k, v] of Object.entries(obj)) {
        paths.push([...path, k]);
        if (Array.isArray(v) && v[0] && typeof v[0] === "object")
          walk(v[0] as Record<string, unknown>, [...path, k, "0"]);
        else if (v && typeof v === "object" && !Array.isArray(v))
          walk(v as Record<string, unknown>, [...path, k]);
      }
    };
    walk(valid, []);
    for (const path of paths) {
      for (const odd of ODD) {
        const body = structuredClone(valid);
        let target: Record<string, unknown> = body;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
        target[path.at(-1)!] = odd;
        const result = schema.safeParse(body);
        if (result.success)
          expect(clean(result.data), `${path.join(".")} = ${String(odd)}`).toBe(true);
        else expect(result.error.issues.length).toBeGreaterThan(0);
      }
    }
    for (const odd of ODD) expect(() => schema.safeParse(odd)).not.toThrow();
  });
});
