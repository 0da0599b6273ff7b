// The invoice's section headings in English, for the template's tests and the e-mails that name
// a section; each language's are in its table (shared/invoicing/labels).
import { EN } from "../../../shared/invoicing/labels/en";

export const INVOICE_HEADINGS = EN.headings;
