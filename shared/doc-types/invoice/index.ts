// Invoices, quotes, receipts and credit notes: four types made by one tool from one schema (its `type` field
// says which), numbered per user and type, created through POST /api/invoices.
import { defineDocType } from "../define";
import { creditNoteMeta, invoiceMeta, quoteMeta, receiptMeta } from "./meta";
import { ZInvoiceRequestSchema } from "./schema";

export * from "./schema";
export * from "./e-invoice";

export const invoice = defineDocType({ ...invoiceMeta, schema: ZInvoiceRequestSchema });
export const quote = defineDocType({ ...quoteMeta, schema: ZInvoiceRequestSchema });
export const receipt = defineDocType({ ...receiptMeta, schema: ZInvoiceRequestSchema });
export const creditNote = defineDocType({ ...creditNoteMeta, schema: ZInvoiceRequestSchema });
