// Versions written by migration 0006 from documents made before versions existed carry their
// HTML but no Markdown. Their Markdown is rendered once, here, with the template that wrote them
// (the HTML it renders must be the stored HTML byte for byte); a document no template can
// reproduce (written by hand) gets its text as plain Markdown instead. The rows are read and
// written by services/backfill-markdown.ts.
import { renderMarkdown } from "../documents/render-markdown";
import type { ServerDocType } from "./define";
import { storedModel } from "./render";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The text of stored HTML as plain Markdown: headings, paragraphs and list items on their lines. */
export function markdownOfHtml(html: string): string {
  return html
    .replace(/<h([1-6])\b[^<>]*>/g, (_m, level: string) => `\n\n${"#".repeat(Number(level))} `)
    .replace(/<li\b[^<>]*>/g, "\n- ")
    .replace(/<br\s?\/?>/g, "\n")
    .replace(/<\/(?:p|h[1-6]|div|section|tr|dl|ul|ol)>/g, "\n\n")
    .replace(/<[^<>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .concat("\n");
}

/**
 * The Markdown of a version stored without it: rendered by the template that wrote it when that
 * template still renders its stored HTML byte for byte, else the HTML's text (markdownOfHtml).
 */
export function versionMarkdown(
  types: ReadonlyMap<string, ServerDocType>,
  row: { templateId: string; templateVersion: number; input: unknown; context: unknown; html: string },
): string {
  const model = storedModel(types, row);
  return model ? renderMarkdown(model) : markdownOfHtml(row.html);
}
