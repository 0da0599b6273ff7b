// The four kinds an invoice document comes in, for the template (the document's title and
// headings), its numbering (INV-0001...) and the form's live preview, which shows the same words
// before the document exists. Each language's words are its table in ./labels; the preview shows
// the English ones.
import type { InvoiceType } from "../validation/options";
import { EN } from "./labels/en";

export type { InvoiceVariant } from "./labels";

export const INVOICE_VARIANTS = EN.variants;

/** What a kind's number starts with: INV-0001, QUO-0001, RCT-0001, CN-0001. */
export const NUMBER_PREFIX: Record<InvoiceType, string> = { invoice: "INV", quote: "QUO", receipt: "RCT", credit_note: "CN" };
