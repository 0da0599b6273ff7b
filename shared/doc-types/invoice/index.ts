// Invoices, quotes and receipts: three types made by one tool from one schema (its `type` field
// says which), numbered per user and type, created through POST /api/invoices.
import { defineDocType } from "../define";
import { ZInvoiceRequestSchema } from "./schema";

export * from "./schema";

const family = {
  toolId: "invoice",
  route: "/tools/invoice-generator",
  schema: ZInvoiceRequestSchema,
  capabilities: { numbered: true },
} as const;

export const invoice = defineDocType({ kind: "invoice", label: "Invoice", noun: "invoice", ...family });
export const quote = defineDocType({ kind: "quote", label: "Quote", noun: "quote", ...family });
export const receipt = defineDocType({ kind: "receipt", label: "Receipt", noun: "receipt", ...family });
