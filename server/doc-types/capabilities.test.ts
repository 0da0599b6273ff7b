// What each type declares it can do (shared/doc-types/<type>/meta.ts `capabilities`) matches what
// its server side and the areas that act on it provide, so a check by capability answers as the
// old check by kind did.
import { describe, expect, test } from "vitest";
import { DOC_TYPE_METAS, docMetaOf, isDocumentKind, UPLOADED_TYPE_METAS } from "../../shared/doc-types";
import { E_INVOICE_FORMATS } from "../../shared/doc-types/invoice/e-invoice";
import { SENDABLE_TYPES } from "../../shared/invoicing/client";
import { DEFAULT_DOC_TYPES } from "./registry";

const kindsWith = (has: (m: (typeof DOC_TYPE_METAS)[number]) => unknown) => DOC_TYPE_METAS.filter(has).map((m) => m.kind);

describe("the types' capabilities", () => {
  test("e-invoices: declared by the types whose server side builds them, in every format", () => {
    expect(kindsWith((m) => m.capabilities.eInvoice)).toEqual(DEFAULT_DOC_TYPES.filter((t) => t.eInvoice).map((t) => t.definition.kind));
    expect(kindsWith((m) => m.capabilities.eInvoice)).toEqual(["invoice", "credit_note"]);
    for (const kind of ["invoice", "credit_note"]) expect(docMetaOf(kind)?.capabilities.eInvoice).toEqual(E_INVOICE_FORMATS);
  });

  test("sent to a client: quotes (answered), invoices and receipts (read)", () => {
    expect(new Set(kindsWith((m) => m.capabilities.sentToClient))).toEqual(new Set(SENDABLE_TYPES));
    expect(DOC_TYPE_METAS.filter((m) => m.capabilities.sentToClient === "answer").map((m) => m.kind)).toEqual(["quote"]);
  });

  test("signable: the contracts and the quote declare who signs; an uploaded PDF is signable without", () => {
    expect(kindsWith((m) => m.capabilities.signable)).toEqual(["nda", "contractor_agreement", "quote", "employment_contract"]);
    expect(kindsWith((m) => m.signatories)).toEqual(kindsWith((m) => m.capabilities.signable));
    expect(docMetaOf("uploaded_pdf")?.capabilities).toEqual({ signable: true, uploaded: true });
  });

  test("publishable: the policies", () => {
    expect(kindsWith((m) => m.capabilities.publishable)).toEqual(["privacy_policy", "terms_conditions", "cookie_policy", "ecommerce_policy"]);
  });

  test("scannable: the policies a website's behaviour is checked against", () => {
    expect(kindsWith((m) => m.capabilities.scannable)).toEqual(["privacy_policy", "cookie_policy"]);
  });

  test("an uploaded PDF is a type of its own, with its label, but no made kind: no form, template or tool", () => {
    expect(UPLOADED_TYPE_METAS.map((m) => [m.kind, m.label])).toEqual([["uploaded_pdf", "Uploaded PDF"]]);
    expect(isDocumentKind("uploaded_pdf")).toBe(false);
    expect(DEFAULT_DOC_TYPES.map((t) => t.definition.kind)).not.toContain("uploaded_pdf");
    expect(docMetaOf("handwritten_row")).toBeUndefined();
  });
});
