// The languages an invoice prints in, one table each (en.ts, fr.ts, de.ts), and which one a
// business profile's locale chooses. Dates are written in the labels' language: in the profile's
// own locale when it is of that language (de-AT, fr-CH, en-US), else in the table's.
import { DE } from "./de";
import { EN } from "./en";
import { FR } from "./fr";
import type { InvoiceLabels } from "./labels";

export type { AroundLink, InvoiceLabels, InvoiceVariant, ReceiptFacts } from "./labels";

export const INVOICE_LABELS = { en: EN, fr: FR, de: DE } as const satisfies Record<string, InvoiceLabels>;
export type InvoiceLanguage = keyof typeof INVOICE_LABELS;

/** The language of a locale ("de-DE" -> de); English for a locale of any other language, or none. */
export function invoiceLanguage(locale: string | undefined): InvoiceLanguage {
  const language = locale?.split("-")[0]?.toLowerCase();
  return language && Object.hasOwn(INVOICE_LABELS, language) ? (language as InvoiceLanguage) : "en";
}

/** The labels a profile's locale prints in, and the locale its dates are written in. */
export function invoiceLabels(locale: string | undefined): { labels: InvoiceLabels; language: InvoiceLanguage; dateLocale: string } {
  const language = invoiceLanguage(locale);
  const labels = INVOICE_LABELS[language];
  // No locale: the app's default, US English. A locale of another language (es-ES): English
  // labels, so English dates, day first as most of the world writes them.
  const dateLocale = !locale ? "en-US" : locale.split("-")[0]?.toLowerCase() === language ? locale : labels.dateLocale;
  return { labels, language, dateLocale };
}
