// POST /api/invoices: the payload in minor units in, the invoice (with its number and generated
// document) out. The server recomputes every total. The invoice family has a route of its own
// (no slug in shared/doc-types), so its URL is stated here.
import type { TCreatedInvoice } from "@shared/api/invoices";
import { docMeta, type TInvoiceRequest } from "@shared/doc-types";
import type { InvoiceType } from "@shared/validation";
import { generatorTexts } from "@/components/generator/generator-texts";
import {
  draftSavedToast,
  type FieldErrorsHandler,
  GENERATED_DOCUMENT_KEYS,
  useGenerateDocument,
} from "@/components/generator/use-generate-document";

export const INVOICES_QUERY_KEY = ["/api/invoices"] as const;

/** Spec section 8: the title is 'Invoice Generated' whichever of the three was made. */
export const invoiceSuccessToast = (type: InvoiceType) => ({
  title: "Invoice Generated",
  description: generatorTexts(docMeta(type)).successDescription,
});

export function useCreateInvoice({ onFieldErrors }: { onFieldErrors?: FieldErrorsHandler } = {}) {
  return useGenerateDocument<TInvoiceRequest, TCreatedInvoice>({
    url: "/api/invoices",
    success: (payload) => invoiceSuccessToast(payload.type),
    draftSuccess: (payload) => draftSavedToast(docMeta(payload.type).noun),
    failure: (payload) => generatorTexts(docMeta(payload.type)).failure,
    invalidate: [INVOICES_QUERY_KEY, ...GENERATED_DOCUMENT_KEYS],
    onFieldErrors,
  });
}
