// Invoices, quotes, receipts and credit notes on the server: one template in four variants, with numbering as
// their extra (./numbering.ts) and their own routes (./routes.ts).
import { computeInvoiceTotals, creditNote, invoice, quote, receipt, type EInvoiceFormat, type TInvoiceRequest } from "../../../shared/doc-types";
import { buildEInvoice, eInvoiceReadiness } from "./einvoice";
import type { InvoiceType } from "../../../shared/validation";
import { fillClientFields } from "../../clients/service";
import { defineServerDocType } from "../define";
import { assertIssuerParticulars, prepareNumbered, writeInvoiceRows } from "../../invoicing/numbering";
import { invoiceRoutes } from "./routes";
import { invoiceCurrency, invoiceTemplate, type InvoiceContext } from "./template";

const numbered = <D extends typeof invoice | typeof quote | typeof receipt | typeof creditNote>(definition: D, type: InvoiceType) =>
  defineServerDocType<D, InvoiceContext>(definition, {
    templateVersion: 8,
    // The type decides the variant, whatever the payload's `type` said.
    // An edit is checked as a creation is (prepare runs only for a new document).
    build: (input, context) => {
      assertIssuerParticulars(input, context.business);
      return invoiceTemplate({ ...input, type }, context);
    },
    prepare: prepareNumbered(type),
    resolveBody: fillClientFields,
    afterWrite: writeInvoiceRows,
    createdActivity: ({ document, input, context }) => ({
      userId: document.userId,
      action: "invoice.created",
      entityType: "invoice",
      entityId: (document.metadata as { invoiceId: string }).invoiceId,
      metadata: {
        type,
        number: context.number ?? null,
        total: computeInvoiceTotals(input).total,
        currency: invoiceCurrency(input, context.business),
        documentId: document.id,
      },
    }),
  });

/** The e-invoices of an invoice or credit note (./einvoice.ts). */
const eInvoice = (type: "invoice" | "credit_note") => ({
  eInvoice: ({ input, context, format, pdf }: { input: TInvoiceRequest; context: InvoiceContext; format: string; pdf: () => Promise<Buffer> }) =>
    buildEInvoice({ ...input, type }, context, format as EInvoiceFormat, pdf),
  eInvoiceReadiness: ({ input, context }: { input: TInvoiceRequest; context: InvoiceContext }) => eInvoiceReadiness({ ...input, type }, context),
});

export const invoiceServer = { ...numbered(invoice, "invoice"), ...eInvoice("invoice"), routes: invoiceRoutes };
export const quoteServer = numbered(quote, "quote");
export const receiptServer = numbered(receipt, "receipt");
export const creditNoteServer = { ...numbered(creditNote, "credit_note"), ...eInvoice("credit_note") };
