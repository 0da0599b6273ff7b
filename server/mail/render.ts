// One message model, two renderers: a template (./kinds/) describes a message as blocks, and this
// file writes it as HTML and as plain text, so the two parts always say the same thing and every
// text is escaped here, once, whatever the template put in it. The layout carries the product's
// name and colours, or, for a message sent on a user's behalf, their business name, colour and
// logo (an inline image, cid:, which mail clients show without loading anything remote).
import { escapeHtml } from "../documents/render-html";

export const PRODUCT_NAME = "FounderDocs";
/** The product's colours (client/src/index.css). */
const COLORS = {
  primary: "#2563eb",
  text: "#0f172a",
  muted: "#475569",
  faint: "#64748b",
  line: "#e2e8f0",
  page: "#f8fafc",
};

/** A run of text; `strong` ones are bold. */
export type TextPart = string | { strong: string };

export type MailBlock =
  | { type: "paragraph"; text: TextPart[] | string }
  /** A call to action: a button in HTML, "label: url" in text. Only http(s) addresses. */
  | { type: "button"; label: string; href: string }
  /** A person's own words (a message to the recipient), kept with its line breaks. */
  | { type: "quote"; text: string; cite?: string }
  /** Label / value pairs (document, amount, due date...). */
  | { type: "facts"; rows: [label: string, value: string][] }
  /** A one-time code, set large. */
  | { type: "code"; text: string }
  /** Small print. */
  | { type: "note"; text: string };

export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader?: string;
  heading: string;
  blocks: MailBlock[];
}

/** Whose message it is: the issuer's business when a user sends it, else the product. */
export interface MailBrand {
  name: string;
  /** #rrggbb; anything else falls back to the product's colour. */
  color?: string;
  /** The Content-ID of the logo attached inline (set by the outbox when the brand has a logo). */
  logoCid?: string;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const colorOf = (brand?: MailBrand) =>
  brand?.color && HEX_COLOR.test(brand.color) ? brand.color : COLORS.primary;

/** An address a button may lead to: absolute http(s) only (never javascript:, data:...). */
export function safeHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new Error(`mail link is not an absolute URL: ${href.slice(0, 100)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`mail link must be http(s): ${url.protocol}`);
  return url.toString();
}

const partsOf = (text: TextPart[] | string): TextPart[] =>
  typeof text === "string" ? [text] : text;
const partText = (p: TextPart) => (typeof p === "string" ? p : p.strong);
/** Escaped, with the line breaks kept. */
const lines = (text: string) => text.split("\n").map(escapeHtml).join("<br>");

function blockHtml(block: MailBlock, color: string): string {
  const p = `margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text}`;
  switch (block.type) {
    case "paragraph":
      return `<p style="${p}">${partsOf(block.text)
        .map((part) =>
          typeof part === "string" ? lines(part) : `<strong>${lines(part.strong)}</strong>`,
        )
        .join("")}</p>`;
    case "button":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${color}">
<a href="${escapeHtml(safeHref(block.href))}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a>
</td></tr></table>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${color};background:${COLORS.page};font-size:15px;line-height:1.6;color:${COLORS.text}">${lines(block.text)}${
        block.cite
          ? `<br><span style="color:${COLORS.faint};font-size:13px">— ${escapeHtml(block.cite)}</span>`
          : ""
      }</blockquote>`;
    case "facts":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:14px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${COLORS.muted};vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;color:${COLORS.text};font-weight:600">${lines(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "code":
      return `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace;color:${COLORS.text}">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${COLORS.faint}">${lines(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return partsOf(block.text).map(partText).join("");
    case "button":
      return `${block.label}: ${safeHref(block.href)}`;
    case "quote":
      return [
        ...block.text.split("\n").map((l) => `> ${l}`),
        ...(block.cite ? [`> — ${block.cite}`] : []),
      ].join("\n");
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "code":
      return block.text;
    case "note":
      return block.text;
  }
}

const footerText = (brand?: MailBrand) =>
  brand
    ? `Sent by ${PRODUCT_NAME} on behalf of ${brand.name}. Reply to this e-mail to reach them.`
    : `Sent by ${PRODUCT_NAME}.`;

/** The whole message: subject, HTML document and plain text. */
export function renderMail(
  content: MailContent,
  brand?: MailBrand,
): { subject: string; html: string; text: string } {
  const color = colorOf(brand);
  const header = brand
    ? brand.logoCid
      ? `<img src="cid:${escapeHtml(brand.logoCid)}" alt="${escapeHtml(brand.name)}" style="display:block;max-height:56px;max-width:240px;border:0">`
      : `<span style="font-size:18px;font-weight:700;color:${color}">${escapeHtml(brand.name)}</span>`
    : `<span style="font-size:18px;font-weight:800;letter-spacing:-0.01em;color:${COLORS.primary}">${PRODUCT_NAME}</span>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${color}">${header}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.text}">${escapeHtml(content.heading)}</h1>
${content.blocks.map((b) => blockHtml(b, color)).join("\n")}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${COLORS.line};font-size:12px;line-height:1.5;color:${COLORS.faint}">${escapeHtml(footerText(brand))}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    brand ? brand.name : PRODUCT_NAME,
    "",
    content.heading,
    "",
    ...content.blocks.map((b) => `${blockText(b)}\n`),
    "--",
    footerText(brand),
    "",
  ].join("\n");
  return { subject: content.subject, html, text };
}
