// Versions written by migration 0006 from documents made before versions existed carry their
// HTML but no Markdown. Their Markdown is rendered once, here, with the template that wrote them
// (the HTML it renders must be the stored HTML byte for byte); a document no template can
// reproduce (written by hand) gets its text as plain Markdown instead.
import { and, eq, isNull } from "drizzle-orm";
import { documentVersions } from "../../shared/schema";
import type { Db } from "../db";
import type { ServerDocType } from "./define";
import { contextFromJson, renderVersion } from "./render";

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

export async function backfillVersionMarkdown(db: Db, types: ReadonlyMap<string, ServerDocType>): Promise<number> {
  const rows = await db.select().from(documentVersions).where(isNull(documentVersions.markdown));
  for (const row of rows) {
    const type = types.get(row.templateId);
    let markdown: string | undefined;
    if (type && type.templateVersion === row.templateVersion) {
      try {
        const rendered = renderVersion(type, type.definition.schema.parse(row.input), contextFromJson(row.context));
        if (rendered.html === row.html) markdown = rendered.markdown;
      } catch {
        // An input today's schema refuses: the stored text below.
      }
    }
    await db
      .update(documentVersions)
      .set({ markdown: markdown ?? markdownOfHtml(row.html) })
      .where(and(eq(documentVersions.id, row.id), isNull(documentVersions.markdown)));
  }
  return rows.length;
}
