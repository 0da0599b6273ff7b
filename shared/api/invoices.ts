// The invoices API's answers (docs/API.md "Documents"), declared field by field for the server and
// the client: dates as ISO strings, days as YYYY-MM-DD, money in minor units. Declared, not derived
// from the tables' rows: a column added to invoices is not public until it is named here (the
// server selects these fields and no others: ANSWERED_INVOICE_COLUMNS in server/invoicing/invoices.ts).
import type { TDocument } from "./documents";
import type { TEInvoiceAnswer } from "../doc-types/invoice/e-invoice";
import type { BillingStatus } from "../invoicing/status";
import type { InvoiceType } from "../validation/options";

/** One line of an invoice, as stored. */
export interface TInvoiceItem {
  id: string;
  invoiceId: string;
  position: number;
  description: string;
  /** Up to 3 decimals. */
  quantity: number;
  /** UN/ECE Recommendation 20 code: C62 (unit), HUR, DAY, H87, KGM, MON. */
  unit: string;
  unitPrice: number;
  discountPercent: number | null;
  vatRate: number | null;
  vatCategory: string | null;
  /** quantity × unit price, rounded half-up to minor units. */
  total: number;
  /** total less the line's discount. */
  netAmount: number;
}

/** One VAT rate and category's amounts. */
export interface TVatBreakdownLine {
  category: string;
  rate: number;
  taxableAmount: number;
  taxAmount: number;
}

/** An invoice, quote, receipt or credit note's own fields (what the invoices row answers). */
export interface TInvoiceFields {
  id: string;
  userId: string;
  documentId: string | null;
  clientId: string | null;
  type: InvoiceType;
  /** None while it is a draft: a number is taken when it is finalized. */
  number: string | null;
  clientName: string;
  clientEmail: string | null;
  clientAddress: string | null;
  subtotal: number;
  taxAmount: number;
  discountAmount: number;
  discountTotal: number;
  taxableTotal: number;
  taxTotal: number;
  vatBreakdown: TVatBreakdownLine[];
  total: number;
  currency: string;
  dueDate: string | null;
  validUntil: string | null;
  status: string;
  paidAt: string | null;
  /** The one shown: overdue and expired read from the calendar. */
  billingStatus: BillingStatus;
  amountPaid: number;
  sentAt: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  acceptedIp: string | null;
  acceptedUserAgent: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  convertedToId: string | null;
  convertedFromId: string | null;
  receiptForId: string | null;
  receiptPaymentId: string | null;
  lastRemindedAt: string | null;
  createdAt: string;
}

/** GET /api/invoices: one invoice with its items and its balance due (minor units). */
export interface TInvoice extends TInvoiceFields {
  items: TInvoiceItem[];
  balanceDue: number;
}

/** POST /api/invoices: the new invoice (with its number) and the document generated for it. */
export interface TCreatedInvoice extends TInvoice, TEInvoiceAnswer {
  document: TDocument;
}
