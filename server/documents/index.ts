// The document engine: one document model, its HTML and Markdown renderers, and the PDF printer
// (./pdf-printer.ts). It knows no document type: each type builds the model in its own folder
// (server/doc-types/<type>/).
export type {
  Align,
  Block,
  Column,
  DocumentModel,
  Inline,
  MetaItem,
  Party,
  Section,
  SignatureParty,
  Text,
  TotalRow,
} from "./model";
export { TITLE_MAX, headingsOf, safeHref } from "./model";
export { renderHtmlFragment, renderHtmlPage, htmlPage, escapeHtml, DOCUMENT_CSS, type HtmlPageOptions } from "./render-html";
export { renderMarkdown, escapeMarkdown, withMarkdownFooter } from "./render-markdown";
export { formatLongDate } from "./format";

/** The line that free-plan exports carry (HTML and PDF pages, Markdown). */
export const FREE_PLAN_WATERMARK = "Created with FounderDocs — free plan";

/**
 * The only mark on a Free plan's copy the other party receives (a signer's copy, a client's quote or
 * invoice PDF, an e-mail's attachment): a small footer line, never the watermark, which is for the
 * owner's own exports. A document is sent to a client or signer to be taken seriously.
 */
export const SENT_WITH_FOOTER = "Sent with FounderDocs";
