// POST /api/invoices: the payload in minor units in, the invoice (with its number and generated
// document) out. The server recomputes every total.
import type { TInvoiceRequest } from "@shared/doc-types";
import type { InvoiceType } from "@shared/validation";
import type { ServerFieldError } from "@/components/tool/api-errors";
import type { GeneratedDocument } from "@/components/tool/document";
import { useGenerateDocument } from "@/components/tool/use-generate-document";
import { INVOICE_TYPE_NOUNS } from "../lib/invoice-form";

export interface InvoiceItem {
  id: string;
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface Invoice {
  id: string;
  type: InvoiceType;
  number: string;
  clientName: string;
  clientEmail: string | null;
  clientAddress: string | null;
  currency: string;
  dueDate: string | null;
  validUntil: string | null;
  status: string;
  paidAt: string | null;
  createdAt: string;
  subtotal: number;
  taxAmount: number;
  discountAmount: number;
  total: number;
  items: InvoiceItem[];
  documentId: string;
  document: GeneratedDocument;
}

export const INVOICES_QUERY_KEY = ["/api/invoices"] as const;

export const invoiceSuccessToast = (type: InvoiceType) => ({
  title: "Invoice Generated",
  description: `Your ${INVOICE_TYPE_NOUNS[type]} has been generated successfully.`,
});

export const invoiceFailureText = (type: InvoiceType) =>
  `Failed to generate ${INVOICE_TYPE_NOUNS[type]}. Please try again.`;

export function useCreateInvoice({
  onFieldErrors,
}: { onFieldErrors?: (errors: ServerFieldError[]) => void } = {}) {
  return useGenerateDocument<TInvoiceRequest, Invoice>({
    url: "/api/invoices",
    success: (payload) => invoiceSuccessToast(payload.type),
    failure: (payload) => invoiceFailureText(payload.type),
    invalidate: [
      INVOICES_QUERY_KEY,
      ["/api/documents"],
      ["/api/dashboard/stats"],
      ["/api/auth/user"],
    ],
    onFieldErrors,
  });
}
