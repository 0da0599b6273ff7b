import { describe, expect, expectTypeOf, test } from "vitest";
import type { TDocument } from "../../shared/api/documents";
import type { TCookiePolicyAnswer } from "../../shared/doc-types/cookie-policy/answer";
import type { TPrivacyPolicyAnswer } from "../../shared/doc-types/privacy-policy/answer";
import type { z } from "zod";
import { DOC_TYPE_METAS, DOCUMENT_KINDS, ZInvoiceRequestSchema } from "../../shared/doc-types";
import { GENERATE_BODIES } from "../../test/fixtures";
import { FREE_PLAN_WATERMARK, renderHtmlPage, renderMarkdown } from "../documents";
import { GENERATED_AT, ISSUER } from "../../test/rendered";
import { buildDocument, DEFAULT_DOC_TYPES, DOC_TYPES, docType } from "./registry";

describe("the document types", () => {
  test("type labels, as the spec names them", () => {
    expect(Object.fromEntries(DOC_TYPES.map((t) => [t.kind, t.label]))).toEqual({
      privacy_policy: "Privacy Policy",
      terms_conditions: "Terms & Conditions",
      cookie_policy: "Cookie Policy",
      ecommerce_policy: "E-commerce Policy",
      nda: "NDA",
      contractor_agreement: "Contractor Agreement",
      employment_contract: "Employment Contract",
      invoice: "Invoice",
      quote: "Quote",
      receipt: "Receipt",
      credit_note: "Credit note",
      business_plan: "Business Plan",
    });
  });

  test("a type's answer fields (its meta's `answer`) reach the document answer's type, TDocument", () => {
    expectTypeOf<TDocument["banner"]>().toEqualTypeOf<TCookiePolicyAnswer["banner"]>();
    expectTypeOf<TDocument["privacyChoices"]>().toEqualTypeOf<TPrivacyPolicyAnswer["privacyChoices"]>();
    expectTypeOf<TDocument>().not.toHaveProperty("somethingElse");
  });

  test("every generated type brings its sample body (its folder's sample.ts), which its schema accepts", () => {
    const generated = DEFAULT_DOC_TYPES.filter((t) => t.definition.slug !== undefined);
    expect(generated.length).toBeGreaterThan(0);
    for (const type of generated) {
      expect(type.sample, type.definition.kind).toBeDefined();
      expect((type.definition.schema as z.ZodType).safeParse(type.sample).success, type.definition.kind).toBe(true);
      expect(GENERATE_BODIES[type.definition.kind as keyof typeof GENERATE_BODIES]).toBe(type.sample);
    }
  });

  test("every shared type has its server side, once, whose definition is its meta, a schema and, for a contract, its signing rules", () => {
    expect(DEFAULT_DOC_TYPES.map((t) => t.definition.kind)).toEqual([...DOCUMENT_KINDS]);
    DOC_TYPES.forEach((definition, i) => {
      const { schema, signing, ...meta } = definition as typeof definition & { signing?: unknown };
      expect(meta).toEqual(DOC_TYPE_METAS[i]);
      expect(typeof schema.parse).toBe("function");
      // The e-signature rules live with the schema, not in the meta the landing page imports.
      expect(signing === undefined || typeof signing === "function").toBe(true);
      expect(DOC_TYPE_METAS[i]).not.toHaveProperty("signing");
    });
    expect(DOC_TYPES.filter((d) => "signing" in d).map((d) => d.kind)).toEqual(["nda", "contractor_agreement", "employment_contract"]);
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
    // Every kind, in the registry's order: the generated ones from their valid bodies.
    const models = DOCUMENT_KINDS.map((kind) => {
      if (kind === "invoice" || kind === "quote" || kind === "receipt")
        return buildDocument(kind, invoice, invoiceCtx({ invoice: "INV-0007", quote: "QUO-0007", receipt: "RCT-0007" }[kind]));
      if (kind === "credit_note")
        return buildDocument(kind, { ...invoice, type: "credit_note", precedingInvoice: { number: "INV-0007", date: "2026-11-01" } }, invoiceCtx("CN-0001"));
      const input = (docType(kind).schema as z.ZodType).parse(GENERATE_BODIES[kind]);
      return buildDocument(kind, input as never, ctx);
    });
    expect(models.map((m) => m.type)).toEqual([...DOCUMENT_KINDS]);
    expect(models.slice(6, 9).map((m) => m.title)).toEqual([
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
