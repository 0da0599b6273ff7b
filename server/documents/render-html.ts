// HTML rendering of the document model: a body fragment (stored as documents.content and shown
// in the app's preview) and a standalone print-ready page (HTML export and PDF source). Every
// string from the model is escaped here; templates never write markup.
import {
  type Align,
  type Block,
  type DocumentModel,
  type HeadingAnchor,
  type Inline,
  type Section,
  type SignatureField,
  type Text,
  headingAnchors,
  runsOf,
  safeHref,
  isNumbered,
  sectionNumber,
} from "./model";
import { chartSvg } from "./chart-svg";

const SPECIAL = /[&<>"']/;

/** Escape text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  // Most runs of document text need nothing; the others are copied once, piece by piece.
  if (!SPECIAL.test(value)) return value;
  let out = "";
  let last = 0;
  for (let i = 0; i < value.length; i++) {
    let entity: string;
    switch (value.charCodeAt(i)) {
      case 38:
        entity = "&amp;";
        break;
      case 60:
        entity = "&lt;";
        break;
      case 62:
        entity = "&gt;";
        break;
      case 34:
        entity = "&quot;";
        break;
      case 39:
        entity = "&#39;";
        break;
      default:
        continue;
    }
    out += value.slice(last, i) + entity;
    last = i + 1;
  }
  return out + value.slice(last);
}

// Identifiers a line must not break inside: phone numbers ("+1 555 0100", "(555) 010-0100"),
// spaced IBANs ("DE89 3704 0044 0532 0130 00") and hyphenated tokens, of which those with a digit
// are kept ("1-800-555-0100", "INV-0001", "2026-11-23"; "non-exclusive" may still break). Each
// alternative starts only where a word starts (the lookbehind), so a scan is linear.
const UNBREAKABLE =
  /(?<![\p{L}\p{N}+-])(?:\+\d+(?:[ ./-]?\(\d+\)\d*|[ ./-]\d+)+|\(\d+\) ?\d+(?:[ .-]\d+)*|[A-Z]{2}\d{2}(?: [A-Z\d]{4}){1,7}(?: [A-Z\d]{1,3})?(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/gu;
const DIGIT = /\d/;

/**
 * Escaped text with identifiers wrapped in a nowrap span (CSS, not U+2011 hyphens: what a reader
 * copies stays the text that was typed).
 */
function keepTogether(value: string): string {
  if (!DIGIT.test(value)) return escapeHtml(value);
  let out = "";
  let last = 0;
  for (const m of value.matchAll(UNBREAKABLE)) {
    if (!DIGIT.test(m[0])) continue;
    out += `${escapeHtml(value.slice(last, m.index))}<span class="doc-nowrap">${escapeHtml(m[0])}</span>`;
    last = m.index + m[0].length;
  }
  return last === 0 ? escapeHtml(value) : out + escapeHtml(value.slice(last));
}

/** Escaped text with its line breaks kept and its identifiers unbreakable. */
const textHtml = (value: string): string => {
  const escaped = keepTogether(value);
  return escaped.includes("\n") ? escaped.replace(/\n/g, "<br>") : escaped;
};

function inlineHtml(run: Inline): string {
  if (typeof run === "string") return textHtml(run);
  switch (run.type) {
    case "bold":
      return `<strong>${textHtml(run.text)}</strong>`;
    case "italic":
      return `<em>${textHtml(run.text)}</em>`;
    case "link": {
      const href = safeHref(run.href);
      if (!href) return textHtml(run.text);
      return `<a class="doc-link" href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">${textHtml(run.text)}</a>`;
    }
  }
}

const richHtml = (text: Text): string => runsOf(text).map(inlineHtml).join("");

const alignClass = (align: Align | undefined) =>
  align && align !== "left" ? ` class="doc-align-${align}"` : "";

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p class="doc-p">${richHtml(block.content)}</p>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${richHtml(item)}</li>`).join("");
      return `<${tag} class="doc-list">${items}</${tag}>`;
    }
    case "definitions":
      return `<dl class="doc-definitions">${block.items
        .map(
          (d) =>
            `<div class="doc-definition"><dt>${textHtml(d.term)}</dt><dd>${richHtml(d.description)}</dd></div>`,
        )
        .join("")}</dl>`;
    case "table": {
      const aligns = block.columns.map((c) => alignClass(c.align));
      const row = (cells: Text[], tag: "td" | "th") =>
        `<tr>${cells.map((cell, i) => `<${tag}${aligns[i] ?? ""}>${richHtml(cell)}</${tag}>`).join("")}</tr>`;
      const head = `<thead><tr>${block.columns
        .map((c, i) => `<th scope="col"${aligns[i] ?? ""}>${textHtml(c.header)}</th>`)
        .join("")}</tr></thead>`;
      const body = `<tbody>${block.rows.map((r) => row(r, "td")).join("")}</tbody>`;
      const foot = block.footer?.length
        ? `<tfoot>${block.footer.map((r) => row(r, "td")).join("")}</tfoot>`
        : "";
      const caption = block.caption ? `<caption>${textHtml(block.caption)}</caption>` : "";
      return `<div class="doc-table-wrap"><table class="doc-table">${caption}${head}${body}${foot}</table></div>`;
    }
    case "parties":
      return `<div class="doc-parties">${block.parties
        .map(
          (party) =>
            `<div class="doc-party"><p class="doc-party-label">${textHtml(party.label)}</p>` +
            `<p class="doc-party-name"><strong>${textHtml(party.name)}</strong></p>` +
            (party.lines.length
              ? `<p class="doc-party-lines">${party.lines.map(textHtml).join("<br>")}</p>`
              : "") +
            `</div>`,
        )
        .join("")}</div>`;
    case "totals":
      return `<table class="doc-totals"><tbody>${block.rows
        .map(
          (r) =>
            `<tr${r.emphasis ? ' class="doc-total-emphasis"' : ""}><th scope="row">${textHtml(r.label)}</th>` +
            `<td class="doc-align-right">${textHtml(r.value)}</td></tr>`,
        )
        .join("")}</tbody></table>`;
    case "signatures":
      return `<div class="doc-signatures">${block.parties
        .map(
          (s) =>
            `<div class="doc-signature"><p class="doc-signature-role"><strong>${textHtml(s.role)}</strong></p>` +
            (s.name ? `<p class="doc-signature-name">${textHtml(s.name)}</p>` : "") +
            s.fields.map(signatureFieldHtml).join("") +
            `</div>`,
        )
        .join("")}</div>`;
    case "callout":
      return (
        `<aside class="doc-callout doc-callout-${block.tone}" role="note">` +
        (block.title
          ? `<p class="doc-callout-title"><strong>${textHtml(block.title)}</strong></p>`
          : "") +
        `<p class="doc-p">${richHtml(block.content)}</p></aside>`
      );
    case "divider":
      return `<hr class="doc-divider">`;
    case "chart":
      return `<figure class="doc-chart">${chartSvg(block)}<figcaption>${textHtml(block.caption)}</figcaption></figure>`;
  }
}

/** A signing line: blank to sign on, filled in (label and value), or signed (the mark above its line). */
function signatureFieldHtml(f: SignatureField): string {
  if (typeof f === "string") {
    return `<div class="doc-signature-field"><span class="doc-signature-rule"></span><span class="doc-signature-label">${textHtml(f)}</span></div>`;
  }
  if ("value" in f) {
    return `<div class="doc-signature-field doc-signature-filled"><span class="doc-signature-label">${textHtml(f.label)}: ${textHtml(f.value)}</span></div>`;
  }
  const { signature } = f;
  const src = signature.type === "drawn" ? `data:image/png;base64,${signature.pngBase64}` : "";
  const mark =
    signature.type === "typed"
      ? `<span class="doc-signature-script">${textHtml(signature.text)}</span>`
      : PNG_DATA_URI.test(src)
        ? `<img class="doc-signature-image" alt="${escapeHtml(f.label)}" src="${src}">`
        : "";
  return `<div class="doc-signature-field doc-signature-signed"><span class="doc-signature-mark">${mark}</span><span class="doc-signature-rule"></span><span class="doc-signature-label">${textHtml(f.label)}</span></div>`;
}

/** Heading ids by section path ("2.1"). */
type Ids = ReadonlyMap<string, string>;

const idAttr = (ids: Ids, path: number[]) => {
  const id = ids.get(path.join("."));
  return id ? ` id="${escapeHtml(id)}"` : "";
};

function sectionHtml(s: Section, path: number[], documentNumbered: boolean, ids: Ids): string {
  const level = Math.min(path.length + 1, 6);
  const numbered = isNumbered(documentNumbered, s);
  const number = numbered ? `<span class="doc-heading-number">${sectionNumber(path)}</span> ` : "";
  const heading = `<h${level} class="doc-heading"${idAttr(ids, path)}>${number}${textHtml(s.heading)}</h${level}>`;
  const blocks = s.blocks.map(blockHtml).join("");
  const subs = (s.subsections ?? [])
    .map((sub, i) => sectionHtml(sub, [...path, i + 1], numbered, ids))
    .join("");
  const cls = `${path.length === 1 ? "doc-section" : "doc-subsection"}${s.ownPage ? " doc-own-page" : ""}`;
  return `<section class="${cls}">${heading}${blocks}${subs}</section>`;
}

const kindClass = (model: DocumentModel) => `doc-type-${model.type.replace(/_/g, "-")}`;

/** The contents list: a link to each section (subsections are not listed). */
function contentsHtml(anchors: HeadingAnchor[]): string {
  const heading = anchors[1]!;
  const items = anchors
    .filter((a) => a.path.length === 1)
    .map((a) => `<li><a class="doc-contents-link" href="#${escapeHtml(a.id)}">${textHtml(a.text)}</a></li>`)
    .join("");
  return (
    `<nav class="doc-contents" aria-labelledby="${escapeHtml(heading.id)}">` +
    `<h2 class="doc-heading doc-contents-heading" id="${escapeHtml(heading.id)}">${textHtml(heading.text)}</h2>` +
    `<ol class="doc-contents-list">${items}</ol></nav>`
  );
}

/** The document as an HTML fragment: no scripts, no external resources, classes prefixed doc-. */
export function renderHtmlFragment(model: DocumentModel): string {
  const meta = model.meta.length
    ? `<dl class="doc-meta">${model.meta
        .map(
          (m) =>
            `<div class="doc-meta-item"><dt>${textHtml(m.label)}:</dt><dd>${textHtml(m.value)}</dd></div>`,
        )
        .join("")}</dl>`
    : "";
  const subtitle = model.subtitle ? `<p class="doc-subtitle">${textHtml(model.subtitle)}</p>` : "";
  const anchors = headingAnchors(model);
  const ids: Ids = new Map(anchors.filter((a) => a.path.length).map((a) => [a.path.join("."), a.id]));
  const header = `<header class="doc-header">${brandHtml(model)}<h1 class="doc-title" id="${escapeHtml(anchors[0]!.id)}">${textHtml(model.title)}</h1>${subtitle}${meta}</header>`;
  // The contents heading, when there is one, is the anchor after the title's.
  const contents = anchors[1]?.path.length === 0 ? contentsHtml(anchors) : "";
  const intro = model.intro?.length
    ? `<div class="doc-intro">${model.intro.map(blockHtml).join("")}</div>`
    : "";
  const sections = model.sections
    .map((s, i) => sectionHtml(s, [i + 1], model.numbered ?? false, ids))
    .join("");
  const pageFooter = model.pageFooter?.length
    ? `${PAGE_FOOTER_OPEN}${model.pageFooter.map((line) => `<p>${textHtml(line)}</p>`).join("")}${PAGE_FOOTER_CLOSE}`
    : "";
  return `<article class="doc-document ${kindClass(model)}"${brandStyle(model)}>${header}${contents}${intro}${sections}${pageFooter}</article>`;
}

const PAGE_FOOTER_OPEN = `<footer class="doc-page-footer">`;
const PAGE_FOOTER_CLOSE = `</footer>`;

/**
 * A rendered fragment without its page footer (DocumentModel.pageFooter), and that footer's inner
 * HTML (its lines as <p>, escaped when rendered): the PDF printer prints it at the foot of every
 * page instead. The markup is the renderer's own, so finding it needs no HTML parser; a fragment
 * rendered before page footers existed has none and prints as it always did.
 */
export function splitPageFooter(fragment: string): { body: string; footer?: string } {
  const start = fragment.lastIndexOf(PAGE_FOOTER_OPEN);
  if (start < 0) return { body: fragment };
  const end = fragment.indexOf(PAGE_FOOTER_CLOSE, start);
  if (end < 0) return { body: fragment };
  return {
    body: fragment.slice(0, start) + fragment.slice(end + PAGE_FOOTER_CLOSE.length),
    footer: fragment.slice(start + PAGE_FOOTER_OPEN.length, end),
  };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const PNG_DATA_URI = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** The brand's colours as CSS variables on the document (only well-formed hex colours). */
function brandStyle({ brand }: DocumentModel): string {
  if (!brand || !HEX_COLOR.test(brand.primaryColor) || !HEX_COLOR.test(brand.secondaryColor)) return "";
  return ` style="--doc-accent:${brand.primaryColor};--doc-accent-2:${brand.secondaryColor}"`;
}

/** The issuer's logo above the title (a PNG embedded as a data: URI, nothing fetched). */
function brandHtml({ brand }: DocumentModel): string {
  if (!brand?.logo || !PNG_DATA_URI.test(brand.logo)) return "";
  return `<div class="doc-brand"><img class="doc-brand-logo" src="${brand.logo}" alt="${escapeHtml(brand.name)}"></div>`;
}

/**
 * Styles for the fragment, every rule scoped to .doc-document so the app can include them in its
 * preview without touching anything else.
 */
export const DOCUMENT_CSS = `
.doc-document{color:#0f172a;line-height:1.55;overflow-wrap:break-word}
.doc-document .doc-header{margin-bottom:1.5em;padding-bottom:1em;border-bottom:2px solid var(--doc-accent,#0f172a)}
.doc-document .doc-brand{margin:0 0 1em}
.doc-document .doc-brand-logo{display:block;max-height:48px;max-width:240px;width:auto;height:auto}
.doc-document .doc-heading-number{color:var(--doc-accent,#475569)}
.doc-document .doc-title{font-size:1.9em;line-height:1.2;margin:0 0 .25em}
.doc-document .doc-subtitle{font-size:1.1em;color:#334155;margin:0 0 .75em}
.doc-document .doc-meta{display:flex;flex-wrap:wrap;gap:.25em 2em;margin:0;font-size:.92em}
.doc-document .doc-meta-item{display:flex;gap:.4em}
.doc-document .doc-meta dt{font-weight:600;color:#334155}
.doc-document .doc-meta dd{margin:0}
.doc-document h2{font-size:1.3em;margin:1.6em 0 .5em;line-height:1.3}
.doc-document h3{font-size:1.08em;margin:1.2em 0 .4em;line-height:1.3}
.doc-document h4,.doc-document h5,.doc-document h6{font-size:1em;margin:1em 0 .3em}
.doc-document .doc-p{margin:0 0 .75em}
.doc-document .doc-list{margin:0 0 .85em;padding-left:1.6em}
.doc-document .doc-list li{margin:0 0 .35em}
.doc-document .doc-definitions{margin:0 0 1em}
.doc-document .doc-definition{margin:0 0 .6em}
.doc-document .doc-definitions dt{font-weight:600}
.doc-document .doc-definitions dd{margin:.15em 0 0 1.2em}
.doc-document .doc-link{color:#1d4ed8;text-decoration:underline}
.doc-document .doc-table-wrap{overflow-x:auto;margin:0 0 1em}
.doc-document .doc-table{width:100%;border-collapse:collapse;font-size:.94em}
.doc-document .doc-table caption{text-align:left;font-weight:600;margin-bottom:.4em}
.doc-document .doc-table th,.doc-document .doc-table td{border-bottom:1px solid #cbd5e1;padding:.45em .6em;text-align:left;vertical-align:top}
.doc-document .doc-table thead th{background:#f1f5f9;border-bottom:2px solid #94a3b8;font-weight:600}
.doc-document .doc-table tfoot td{font-weight:600}
.doc-document .doc-align-right{text-align:right!important;font-variant-numeric:tabular-nums}
.doc-document .doc-align-center{text-align:center!important}
.doc-document .doc-parties{display:flex;flex-wrap:wrap;gap:1em 3em;margin:0 0 1.5em}
.doc-document .doc-party{flex:1 1 14em;min-width:0}
.doc-document .doc-party p{margin:0}
.doc-document .doc-party-label{font-size:.8em;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#475569;margin-bottom:.3em!important}
.doc-document .doc-totals{margin:0 0 1.25em auto;min-width:18em;border-collapse:collapse}
.doc-document .doc-totals th{text-align:left;font-weight:500;padding:.3em 1.5em .3em 0;color:#334155}
.doc-document .doc-totals td{padding:.3em 0;font-variant-numeric:tabular-nums}
.doc-document .doc-total-emphasis th,.doc-document .doc-total-emphasis td{font-weight:700;font-size:1.12em;color:#0f172a;border-top:2px solid #0f172a;padding-top:.5em}
.doc-document .doc-signatures{display:flex;flex-wrap:wrap;gap:2em 3em;margin:1em 0 1.5em}
.doc-document .doc-signature{flex:1 1 16em;min-width:0}
.doc-document .doc-signature p{margin:0 0 .2em}
.doc-document .doc-signature-name{color:#334155}
.doc-document .doc-signature-field{margin-top:1.9em}
.doc-document .doc-signature-filled{margin-top:.6em}
.doc-document .doc-signature-signed{margin-top:.4em}
.doc-document .doc-signature-mark{display:flex;align-items:flex-end;height:3.4em;overflow:hidden}
.doc-document .doc-signature-image{display:block;max-height:3.4em;max-width:100%;width:auto;height:auto}
.doc-document .doc-signature-script{font-family:"Dancing Script",cursive;font-size:1.9em;line-height:1.3;white-space:nowrap}
.doc-document .doc-signature-rule{display:block;border-bottom:1px solid #0f172a;height:1px}
.doc-document .doc-signature-label{display:block;font-size:.82em;color:#475569;margin-top:.2em}
.doc-document .doc-callout{border-left:4px solid #3b82f6;background:#eff6ff;padding:.75em 1em;margin:0 0 1em;border-radius:2px}
.doc-document .doc-callout-warning{border-left-color:#d97706;background:#fffbeb}
.doc-document .doc-callout p{margin:0}
.doc-document .doc-callout .doc-callout-title{margin-bottom:.3em}
.doc-document .doc-divider{border:0;border-top:1px solid #cbd5e1;margin:1.5em 0}
.doc-document .doc-nowrap{white-space:nowrap}
.doc-document .doc-chart{margin:0 0 1.25em}
.doc-document .doc-chart-svg{display:block;width:100%;height:auto}
.doc-document .doc-chart figcaption{font-size:.88em;color:#475569;text-align:center;margin-top:.3em}
.doc-document .doc-contents{margin:0 0 2em;padding:.75em 1em;border:1px solid #e2e8f0;border-radius:2px}
.doc-document .doc-contents-heading{margin-top:0}
.doc-document .doc-contents-list{list-style:none;margin:0;padding:0;columns:2 16em;column-gap:2em}
.doc-document .doc-contents-list li{margin:0 0 .2em;break-inside:avoid}
.doc-document .doc-contents-link{color:inherit;text-decoration:none}
.doc-document .doc-page-footer{margin-top:2.5em;padding-top:.75em;border-top:1px solid #cbd5e1;font-size:.8em;color:#475569}
.doc-document .doc-page-footer p{margin:0 0 .25em}
`;

// Print rules: a heading never ends a page; rows, signature and address blocks never split.
const PRINT_CSS = `
.doc-document h1,.doc-document h2,.doc-document h3,.doc-document h4{break-after:avoid;page-break-after:avoid;break-inside:avoid}
.doc-document tr,.doc-document .doc-chart,.doc-document .doc-signature,.doc-document .doc-party,.doc-document .doc-totals,.doc-document .doc-callout,.doc-document .doc-definition,.doc-document .doc-list li{break-inside:avoid;page-break-inside:avoid}
.doc-document thead{display:table-header-group}
.doc-document tfoot{display:table-footer-group}
.doc-document .doc-signatures{break-before:auto}
.doc-document .doc-own-page{break-before:page;page-break-before:always}
.doc-document p{orphans:3;widows:3}
`;

export interface HtmlPageOptions {
  /** Printed on every page (footer line and a faint diagonal mark) when given: the free plan's exports. */
  watermark?: string;
  /** A small closing footer line only, without the diagonal mark: a counterparty's copy (SENT_WITH_FOOTER). */
  footerNote?: string;
  paper?: "A4" | "Letter";
  /**
   * The PDF printer draws the watermark line in its own footer on every page (its footerNote): the
   * page then carries neither its closing footer nor the CSS margin-box line, which would print it
   * twice or push it alone onto an extra last page.
   */
  printerFooter?: boolean;
  /**
   * Ask search engines not to index the page: the share page. The HTML export is the page a
   * customer publishes on their own site, so it carries no such tag.
   */
  noindex?: boolean;
}

/** A CSS string literal that can't close the string or the <style> element. */
const cssString = (value: string) =>
  `"${value.replace(/[\\"<>&\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()} `)}"`;

/** The document as a complete, self-contained, print-ready HTML5 page. */
export function renderHtmlPage(model: DocumentModel, options: HtmlPageOptions = {}): string {
  return htmlPage(renderHtmlFragment(model), model.title, options);
}

/**
 * A rendered fragment (a stored version's HTML) on its own print-ready page: the same page
 * renderHtmlPage makes, without the model.
 */
export function htmlPage(fragment: string, title: string, options: HtmlPageOptions = {}): string {
  const { watermark, footerNote, paper = "A4", printerFooter = false, noindex = false } = options;
  const line = watermark ?? footerNote;
  const pageSize = paper === "Letter" ? "letter" : "A4";
  const marginBox =
    line && !printerFooter
      ? `@bottom-left{content:${cssString(line)};font-size:8pt;color:#64748b;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}`
      : "";
  const css = `
@page{size:${pageSize};margin:18mm 16mm 20mm;${marginBox}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;print-color-adjust:exact;-webkit-print-color-adjust:exact}
body{margin:0;background:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Helvetica,Arial,"Noto Sans",sans-serif;font-size:15px}
.doc-page{max-width:50rem;margin:0 auto;padding:3rem 1.5rem 4rem;position:relative;z-index:1}
.doc-watermark-mark{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%) rotate(-32deg);font-size:22pt;font-weight:700;color:rgba(15,23,42,.07);white-space:nowrap;pointer-events:none;user-select:none;z-index:0}
.doc-watermark-footer{margin-top:3em;padding-top:.75em;border-top:1px solid #cbd5e1;font-size:.8em;color:#64748b;text-align:center}
@media print{
body{font-size:10.5pt}
.doc-page{max-width:none;padding:0}
.doc-document .doc-link{color:inherit}
}
${DOCUMENT_CSS}
${PRINT_CSS}`;
  const mark = watermark
    ? `<div class="doc-watermark-mark" aria-hidden="true">${textHtml(watermark)}</div>`
    : "";
  const footer =
    line && !printerFooter ? `<footer class="doc-watermark-footer">${textHtml(line)}</footer>` : "";
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    (noindex ? `<meta name="robots" content="noindex">` : "") +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(title)}</title><style>${css}</style></head>` +
    `<body>${mark}<main class="doc-page">${fragment}${footer}</main></body></html>\n`
  );
}
