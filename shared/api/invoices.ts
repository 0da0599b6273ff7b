// The invoices API's answers (docs/API.md "Documents"): the stored rows as JSON carries them,
// dates as ISO strings, money in minor units. Declared once for the server and the client.
import type { Invoice, InvoiceItem } from "../schema";
import type { TDocument } from "./documents";

export type TInvoiceItem = InvoiceItem;

/** GET /api/invoices: one invoice, with its items. `dueDate` and `validUntil` are YYYY-MM-DD. */
export interface TInvoice extends Omit<Invoice, "paidAt" | "createdAt"> {
  paidAt: string | null;
  createdAt: string;
  items: TInvoiceItem[];
}

/** POST /api/invoices: the new invoice (with its number) and the document generated for it. */
export interface TCreatedInvoice extends TInvoice {
  document: TDocument;
}
