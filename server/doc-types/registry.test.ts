import { describe, expect, test } from "vitest";
import {
  DOC_TYPES,
  DOCUMENT_KINDS,
  ZCookiePolicyRequestSchema,
  ZInvoiceRequestSchema,
  ZNdaRequestSchema,
  ZPrivacyPolicyRequestSchema,
  ZTermsRequestSchema,
} from "../../shared/doc-types";
import { FREE_PLAN_WATERMARK, renderHtmlPage, renderMarkdown } from "../documents";
import { GENERATED_AT, ISSUER } from "../documents/test-helpers";
import { buildDocument, DEFAULT_DOC_TYPES } from "./registry";

describe("the document types", () => {
  test("type labels, as the spec names them", () => {
    expect(Object.fromEntries(DOC_TYPES.map((t) => [t.kind, t.label]))).toEqual({
      privacy_policy: "Privacy Policy",
      terms_conditions: "Terms & Conditions",
      cookie_policy: "Cookie Policy",
      nda: "NDA",
      invoice: "Invoice",
      quote: "Quote",
      receipt: "Receipt",
    });
  });

  test("every shared type has its server side, once", () => {
    expect(DEFAULT_DOC_TYPES.map((t) => t.definition.kind)).toEqual([...DOCUMENT_KINDS]);
    for (const t of DEFAULT_DOC_TYPES) expect(DOC_TYPES).toContain(t.definition);
  });

  test("buildDocument dispatches every kind to its template", () => {
    const ctx = { generatedAt: GENERATED_AT };
    const invoice = ZInvoiceRequestSchema.parse({
      clientName: "Beta",
      items: [{ description: "x", quantity: 1, unitPrice: 100 }],
    });
    const invoiceCtx = (number: string) => ({
      ...ctx,
      number,
      issuer: ISSUER,
      createdAt: GENERATED_AT,
    });
    const models = [
      buildDocument(
        "privacy_policy",
        ZPrivacyPolicyRequestSchema.parse({
          companyName: "Acme",
          website: "https://acme.com",
          email: "a@acme.com",
          dataCollected: ["personal-info"],
          dataUse: ["marketing"],
          regions: ["CCPA"],
        }),
        ctx,
      ),
      buildDocument(
        "terms_conditions",
        ZTermsRequestSchema.parse({
          companyName: "Acme",
          website: "https://acme.com",
          businessType: "blog",
          governingLaw: "germany",
        }),
        ctx,
      ),
      buildDocument(
        "cookie_policy",
        ZCookiePolicyRequestSchema.parse({
          companyName: "Acme",
          website: "https://acme.com",
          email: "a@acme.com",
          cookieTypes: ["essential"],
          purposes: ["security"],
          regions: ["PIPEDA"],
        }),
        ctx,
      ),
      buildDocument(
        "nda",
        ZNdaRequestSchema.parse({
          disclosingParty: { name: "Acme", address: "x", email: "a@acme.com" },
          receivingParty: { name: "Beta", address: "y", email: "b@beta.com" },
          purpose: "p",
          duration: "indefinite",
          governingLaw: "germany",
        }),
        ctx,
      ),
      buildDocument("invoice", invoice, invoiceCtx("INV-0007")),
      buildDocument("quote", invoice, invoiceCtx("QUO-0007")),
      buildDocument("receipt", invoice, invoiceCtx("RCT-0007")),
    ];
    expect(models.map((m) => m.type)).toEqual([...DOCUMENT_KINDS]);
    expect(models.map((m) => m.title)).toEqual([
      "Privacy Policy — Acme",
      "Terms and Conditions — Acme",
      "Cookie Policy — Acme",
      "Non-Disclosure Agreement",
      "Invoice INV-0007 — Beta",
      "Quote QUO-0007 — Beta",
      "Receipt RCT-0007 — Beta",
    ]);
    for (const m of models) {
      expect(m.title.length).toBeLessThanOrEqual(300);
      expect(renderHtmlPage(m, { watermark: FREE_PLAN_WATERMARK })).toContain(FREE_PLAN_WATERMARK);
      expect(renderMarkdown(m)).not.toContain(FREE_PLAN_WATERMARK);
    }
  });

  test("titles fit the documents table even for the longest names", () => {
    const m = buildDocument(
      "invoice",
      ZInvoiceRequestSchema.parse({
        clientName: "C".repeat(200),
        items: [{ description: "x", quantity: 1, unitPrice: 1 }],
      }),
      {
        generatedAt: GENERATED_AT,
        number: "INV-".padEnd(32, "9"),
        issuer: ISSUER,
        createdAt: GENERATED_AT,
      },
    );
    expect(m.title.length).toBeLessThanOrEqual(300);
  });
});
