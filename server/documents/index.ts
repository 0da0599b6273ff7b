// The documents module: templates that build the document model from validated input, and the
// renderers that turn the model into HTML (stored content, preview, print) and Markdown.
import type {
  TCookiePolicyRequest,
  TInvoiceRequest,
  TNdaRequest,
  TPrivacyPolicyRequest,
  TTermsRequest,
} from "../../shared/validation";
import type { DocumentKind, DocumentModel } from "./model";
import type { DocumentContext, InvoiceContext } from "./templates/common";
import { cookiePolicyTemplate } from "./templates/cookie-policy";
import { invoiceTemplate } from "./templates/invoice";
import { ndaTemplate } from "./templates/nda";
import { privacyPolicyTemplate } from "./templates/privacy-policy";
import { termsTemplate } from "./templates/terms";

export type {
  Align,
  Block,
  Column,
  DocumentKind,
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
export {
  renderHtmlFragment,
  renderHtmlPage,
  escapeHtml,
  DOCUMENT_CSS,
  type HtmlPageOptions,
} from "./render-html";
export { renderMarkdown, escapeMarkdown, type MarkdownOptions } from "./render-markdown";
export { formatLongDate } from "./format";
export type { DocumentContext, InvoiceContext, Issuer } from "./templates/common";
export { PRIVACY_POLICY_HEADINGS, privacyPolicyTemplate } from "./templates/privacy-policy";
export { TERMS_HEADINGS, TERMS_BUSINESS_HEADINGS, termsTemplate } from "./templates/terms";
export {
  COOKIE_POLICY_HEADINGS,
  COOKIE_TYPE_HEADINGS,
  cookiePolicyTemplate,
} from "./templates/cookie-policy";
export { NDA_HEADINGS, NDA_TITLES, ndaTemplate } from "./templates/nda";
export { INVOICE_HEADINGS, invoiceTemplate } from "./templates/invoice";
export {
  buildConsentBanner,
  cookieConsentLibrary,
  jsonForScript,
  type ConsentBanner,
  type ConsentBannerConfig,
} from "./templates/cookie-banner";

export const DOCUMENT_KINDS = [
  "privacy_policy",
  "terms_conditions",
  "cookie_policy",
  "nda",
  "invoice",
  "quote",
  "receipt",
] as const satisfies readonly DocumentKind[];

/** The label of each document type, as the app shows it (spec section 2). */
export const DOCUMENT_TYPE_LABELS = {
  privacy_policy: "Privacy Policy",
  terms_conditions: "Terms & Conditions",
  cookie_policy: "Cookie Policy",
  nda: "NDA",
  invoice: "Invoice",
  quote: "Quote",
  receipt: "Receipt",
  contractor_agreement: "Contractor Agreement",
} as const satisfies Record<DocumentKind | "contractor_agreement", string>;

/** The line that free-plan exports carry (HTML and PDF pages, Markdown). */
export const FREE_PLAN_WATERMARK = "Created with FounderDocs — free plan";

export interface DocumentInputs {
  privacy_policy: TPrivacyPolicyRequest;
  terms_conditions: TTermsRequest;
  cookie_policy: TCookiePolicyRequest;
  nda: TNdaRequest;
  invoice: TInvoiceRequest;
  quote: TInvoiceRequest;
  receipt: TInvoiceRequest;
}

export interface DocumentContexts {
  privacy_policy: DocumentContext;
  terms_conditions: DocumentContext;
  cookie_policy: DocumentContext;
  nda: DocumentContext;
  invoice: InvoiceContext;
  quote: InvoiceContext;
  receipt: InvoiceContext;
}

type Builders = {
  [K in DocumentKind]: (input: DocumentInputs[K], ctx: DocumentContexts[K]) => DocumentModel;
};

const BUILDERS: Builders = {
  privacy_policy: privacyPolicyTemplate,
  terms_conditions: termsTemplate,
  cookie_policy: cookiePolicyTemplate,
  nda: ndaTemplate,
  // The kind decides the variant, whatever type the payload carried.
  invoice: (input, ctx) => invoiceTemplate({ ...input, type: "invoice" }, ctx),
  quote: (input, ctx) => invoiceTemplate({ ...input, type: "quote" }, ctx),
  receipt: (input, ctx) => invoiceTemplate({ ...input, type: "receipt" }, ctx),
};

/** Build the document model of a kind from its validated input. */
export function buildDocument<K extends DocumentKind>(
  kind: K,
  input: DocumentInputs[K],
  ctx: DocumentContexts[K],
): DocumentModel {
  const build = BUILDERS[kind] as (
    input: DocumentInputs[K],
    ctx: DocumentContexts[K],
  ) => DocumentModel;
  return build(input, ctx);
}
