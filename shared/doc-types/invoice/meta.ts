// What the app shows and routes for the invoice family, without its schema: the landing page and
// the router import this much only (../registry.ts); the schema comes with the form and the server.
import { answerFields, defineDocMeta } from "../define";
import { issuerSignatory, partySignatory, signatoriesOf } from "../signatories";
import { E_INVOICE_FORMATS, type TEInvoiceAnswer } from "./e-invoice";
import type { TInvoiceRequest } from "./schema";

const family = {
  toolId: "invoice",
  route: "/tools/invoice-generator",
  capabilities: { numbered: true },
} as const;

export const invoiceMeta = defineDocMeta({
  kind: "invoice",
  label: "Invoice",
  noun: "invoice",
  ...family,
  capabilities: { numbered: true, sentToClient: "read", eInvoice: E_INVOICE_FORMATS },
  // Each e-invoice format's readiness (server/doc-types/invoice/einvoice-checks.ts).
  answer: answerFields<TEInvoiceAnswer>(),
  listing: {
    title: "Invoices & Receipts",
    description:
      "Professional invoices and receipts with auto-numbering, taxes, discounts and payment tracking.",
    badge: "Auto-numbering",
    colour: "teal",
    icon: "Receipt",
  },
});
// The quote tool: the invoice form with its type fixed to quote, at its own route.
export const quoteMeta = defineDocMeta({
  kind: "quote",
  label: "Quote",
  noun: "quote",
  toolId: "quote",
  route: "/tools/quote-generator",
  capabilities: { numbered: true, sentToClient: "answer", signable: true },
  // The issuer (its business profile's signatory) signs first, then the client.
  signatories: (input: TInvoiceRequest, profiles) =>
    signatoriesOf(issuerSignatory(input.businessProfileId, profiles), partySignatory({ name: input.clientName, email: input.clientEmail })),
  listing: {
    title: "Quotes & Estimates",
    description:
      "Quotes clients can accept online, converted to an invoice in one click once the work is won.",
    badge: "Quote to invoice",
    colour: "orange",
    icon: "Calculator",
  },
});
export const receiptMeta = defineDocMeta({
  kind: "receipt",
  label: "Receipt",
  noun: "receipt",
  ...family,
  capabilities: { numbered: true, sentToClient: "read" },
});
export const creditNoteMeta = defineDocMeta({
  kind: "credit_note",
  label: "Credit note",
  noun: "credit note",
  ...family,
  capabilities: { numbered: true, eInvoice: E_INVOICE_FORMATS },
  answer: answerFields<TEInvoiceAnswer>(),
});
