// The invoices API's answers (docs/API.md "Documents"): the stored rows as JSON carries them,
// dates as ISO strings, money in minor units. Declared once for the server and the client.
import type { Invoice, InvoiceItem } from "../schema";
import type { TDocument } from "./documents";
import type { BillingStatus } from "../invoicing/status";

export type TInvoiceItem = InvoiceItem;

type Times = "paidAt" | "createdAt" | "sentAt" | "viewedAt" | "acceptedAt" | "declinedAt" | "voidedAt" | "lastRemindedAt";

/**
 * GET /api/invoices: one invoice, with its items. `dueDate` and `validUntil` are YYYY-MM-DD.
 * `billingStatus` is the one shown (issue 27: overdue and expired read from the calendar);
 * `amountPaid` and `balanceDue` are minor units.
 */
export interface TInvoice extends Omit<Invoice, Times | "billingStatus"> {
  billingStatus: BillingStatus;
  balanceDue: number;
  paidAt: string | null;
  createdAt: string;
  sentAt: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  voidedAt: string | null;
  lastRemindedAt: string | null;
  items: TInvoiceItem[];
}

/** POST /api/invoices: the new invoice (with its number) and the document generated for it. */
export interface TCreatedInvoice extends TInvoice {
  document: TDocument;
}
