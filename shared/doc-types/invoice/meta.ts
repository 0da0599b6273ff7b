// What the app shows and routes for the invoice family, without its schema: the landing page and
// the router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

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
  listing: {
    title: "Invoices & Receipts",
    description:
      "Professional invoices and receipts with auto-numbering, taxes, discounts and payment tracking.",
    badge: "Auto-numbering",
    colour: "teal",
    icon: "Receipt",
  },
});
// The quote tool (issue 27): the invoice form with its type fixed to quote, at its own route.
export const quoteMeta = defineDocMeta({
  kind: "quote",
  label: "Quote",
  noun: "quote",
  toolId: "quote",
  route: "/tools/quote-generator",
  capabilities: { numbered: true },
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
});
export const creditNoteMeta = defineDocMeta({
  kind: "credit_note",
  label: "Credit note",
  noun: "credit note",
  ...family,
});
