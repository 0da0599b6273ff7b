// Helpers for the documents tests: read headings and text back out of the rendered outputs.
import { renderHtmlFragment, renderHtmlPage } from "../server/documents/render-html";
import { renderMarkdown } from "../server/documents/render-markdown";
import type { DocumentModel } from "../server/documents/model";
import type { BusinessIdentity } from "../server/doc-types/business";
import type { Issuer } from "../server/doc-types/invoice/template";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

export const decodeHtml = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The text of every h1-h6 of an HTML document, in order. */
export const htmlHeadings = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) =>
    decodeHtml(m[2]!.replace(/<[^<>]+>/g, "")),
  );

/** Markdown backslash escapes removed: what a CommonMark renderer prints. */
export const unescapeMarkdown = (md: string) => md.replace(/\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g, "$1");

/** The text of every ATX heading of a Markdown document, in order. */
export const markdownHeadings = (md: string) =>
  md
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => unescapeMarkdown(line.replace(/^#{1,6} /, "")));

/** Hostile text: markup, attribute breakers and Markdown syntax. */
export const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(1)> "quoted" 'single' & *star* _under_ # [x](javascript:alert(1)) | pipe`;

/** Assert-friendly checks that no markup from user text survived into HTML. */
export function unsafeHtml(html: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push("script element");
  if (/<img/i.test(html)) problems.push("img element");
  if (/<[^<>]*\son\w+\s*=/i.test(html)) problems.push("event handler attribute");
  if (/href\s*=\s*(?:["']\s*)?javascript:/i.test(html)) problems.push("javascript: link");
  return problems;
}

export const ISSUER: Issuer = {
  name: "Acme Inc.",
  email: "billing@acme.com",
  address: "1 Main St\nSpringfield, IL 62701",
  phone: "+1 555 0100",
  website: "https://acme.com",
};

export const GENERATED_AT = new Date("2026-11-23T12:00:00Z");

/** A business profile as the templates receive it: a legal name, a signatory and a brand. */
export const businessIdentity = (over: Partial<BusinessIdentity> = {}): BusinessIdentity => ({
  profileId: "p",
  legalName: "Acme Inc.",
  signatory: { name: "Ada Admin", title: "CEO" },
  paperSize: "a4",
  brand: { name: "Acme", primaryColor: "#000000", secondaryColor: "#ffffff" },
  ...over,
});

/** A model's fragment, page and Markdown, plus the fragment's plain text. */
export function renderAll(model: DocumentModel) {
  const html = renderHtmlFragment(model);
  return {
    html,
    page: renderHtmlPage(model),
    md: renderMarkdown(model),
    text: decodeHtml(html.replace(/<br>/g, "\n").replace(/<[^<>]+>/g, " ")).replace(/[ \t]+/g, " "),
    headings: htmlHeadings(html),
  };
}

/** Words in a text: a rough page count is words / 500. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
