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
