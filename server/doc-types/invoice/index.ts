// Invoices, quotes and receipts on the server: one template in three variants, with numbering as
// their extra (./numbering.ts) and their own routes (./routes.ts).
import { computeInvoiceTotals, invoice, quote, receipt } from "../../../shared/doc-types";
import type { InvoiceType } from "../../../shared/validation";
import { defineServerDocType } from "../define";
import { prepareNumbered, writeInvoiceRows } from "./numbering";
import { invoiceRoutes } from "./routes";
import { invoiceTemplate, type InvoiceContext } from "./template";

const numbered = <D extends typeof invoice | typeof quote | typeof receipt>(definition: D, type: InvoiceType) =>
  defineServerDocType<D, InvoiceContext>(definition, {
    templateVersion: 1,
    // The type decides the variant, whatever the payload's `type` said.
    build: (input, context) => invoiceTemplate({ ...input, type }, context),
    prepare: prepareNumbered(type),
    afterWrite: writeInvoiceRows,
    createdActivity: ({ document, input, context }) => ({
      userId: document.userId,
      action: "invoice.created",
      entityType: "invoice",
      entityId: (document.metadata as { invoiceId: string }).invoiceId,
      metadata: {
        type,
        number: context.number,
        total: computeInvoiceTotals(input.items, input.taxAmount, input.discountAmount).total,
        currency: input.currency,
        documentId: document.id,
      },
    }),
  });

export const invoiceServer = { ...numbered(invoice, "invoice"), routes: invoiceRoutes };
export const quoteServer = numbered(quote, "quote");
export const receiptServer = numbered(receipt, "receipt");
