// Markdown rendering of the document model: CommonMark with GitHub-style pipe tables. Headings
// are exactly the HTML ones (same numbers, same text). User text is escaped so that Markdown
// syntax in it prints literally. A table cell's line breaks are <br>, as in the HTML (a pipe table's
// row is one line).
import { joinLines } from "./format";
import {
  type Block,
  type DocumentModel,
  type Inline,
  type Section,
  type SignatureMark,
  type Text,
  chartTable,
  headingAnchors,
  runsOf,
  safeHref,
  isNumbered,
  sectionNumber,
} from "./model";

const ALWAYS = /[\\`*_[\]<>|~#]/g;
// Only an ampersand that would start an entity reference needs escaping.
const ENTITY_START = /&(?=#?[a-z0-9]+;)/gi;
// Line starts that would open a block: bullets, thematic breaks and setext underlines, ordered-list
// numbers. Text only reaches here at the start of a run, so these are checked strictly.
const LINE_START = /^([ \t]*)([-+](?=[\s-]|$)|=(?=[=\s]*$)|\d{1,9}(?=[.)](?:\s|$)))/;

/** Escape one line of user text so it renders literally. */
function escapeLine(line: string): string {
  const escaped = line.replace(ALWAYS, "\\$&").replace(ENTITY_START, "\\&");
  return escaped.replace(LINE_START, (_m, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
  );
}

/** Escape user text for Markdown; a "\n" becomes a hard line break. */
export function escapeMarkdown(text: string): string {
  return text.split("\n").map(escapeLine).join("\\\n");
}

/**
 * Where inline text goes: a block, where "\n" is a hard line break; a single line (headings,
 * labels, link texts), where line breaks become spaces; a table cell, one line of a pipe table,
 * where each line break is a `<br>`, as in the HTML export.
 */
type Flow = "block" | "line" | "cell";

/** Escaped text, its line breaks as its place allows. */
function escapeInlineText(text: string, flow: Flow): string {
  if (flow === "line") return escapeMarkdown(joinLines(text, " "));
  if (flow === "cell") return text.split("\n").map(escapeLine).join("<br>");
  return escapeMarkdown(text);
}

function wrap(marker: string, text: string, flow: Flow): string {
  // Emphasis must hug its text: spaces go outside the markers.
  const body = text.trim();
  const lead = text.slice(0, text.length - text.trimStart().length);
  const trail = text.slice(lead.length + body.length);
  if (!body) return escapeInlineText(text, flow);
  // Outside a block, a line break among the spaces is the place's own (a space, a <br>).
  const space = (ws: string) => (flow === "block" ? ws : escapeInlineText(ws, flow));
  return `${space(lead)}${marker}${escapeInlineText(body, flow)}${marker}${space(trail)}`;
}

const encodeHref = (href: string) => href.replace(/[\s()<>\\]/g, (c) => encodeURIComponent(c));

/** One run; `inBold`: the place is bold already (a table's footer), so a bold run adds nothing. */
function inlineMd(run: Inline, flow: Flow, inBold: boolean): string {
  if (typeof run === "string") return escapeInlineText(run, flow);
  switch (run.type) {
    case "bold":
      return inBold ? escapeInlineText(run.text, flow) : wrap("**", run.text, flow);
    case "italic":
      return wrap("*", run.text, flow);
    case "link": {
      const href = safeHref(run.href);
      const label = escapeInlineText(run.text, "line");
      return href ? `[${label}](${encodeHref(href)})` : label;
    }
  }
}

const richMd = (text: Text, flow: Flow = "block", inBold = false) =>
  runsOf(text)
    .map((run) => inlineMd(run, flow, inBold))
    .join("");

/** Indent every line after the first (list item continuation, block quotes). */
const continueLines = (text: string, first: string, rest: string) =>
  text
    .split("\n")
    .map((line, i) => (i === 0 ? first : rest) + line)
    .join("\n");

const lines = (items: string[]) => items.join("\\\n");

const SIGNATURE_RULE = "________________________________";

/** A signature in text: the typed name after "/s/", as US practice writes an electronic one; a drawn one said to be drawn. */
const signedText = (mark: SignatureMark) => (mark.type === "typed" ? `/s/ ${mark.text}` : "(drawn signature)");

const tableRow = (cells: string[]) => `| ${cells.join(" | ")} |`;

function blockMd(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return richMd(block.content);
    case "list":
      return block.items
        .map((item, i) => {
          const marker = block.ordered ? `${i + 1}. ` : "- ";
          return continueLines(richMd(item), marker, " ".repeat(marker.length));
        })
        .join("\n");
    case "definitions":
      return block.items
        .map((d) => `**${escapeInlineText(d.term, "line")}**\\\n${richMd(d.description)}`)
        .join("\n\n");
    case "table": {
      const header = tableRow(block.columns.map((c) => escapeInlineText(c.header, "line")));
      const rule = tableRow(
        block.columns.map((c) =>
          c.align === "right" ? "---:" : c.align === "center" ? ":---:" : "---",
        ),
      );
      const cell = (text: Text) => richMd(text, "cell") || " ";
      const body = block.rows.map((r) => tableRow(block.columns.map((_, i) => cell(r[i] ?? ""))));
      // A footer row is bold as a whole (the HTML's tfoot), so its own bold runs are plain inside.
      const foot = (block.footer ?? []).map((r) =>
        tableRow(
          block.columns.map((_, i) => {
            const text = richMd(r[i] ?? "", "cell", true);
            return text ? `**${text}**` : " ";
          }),
        ),
      );
      const caption = block.caption ? `**${escapeInlineText(block.caption, "line")}**\n\n` : "";
      return caption + [header, rule, ...body, ...foot].join("\n");
    }
    case "parties":
      return block.parties
        .map((party) =>
          lines([
            `**${escapeInlineText(party.label, "line")}:** ${escapeInlineText(party.name, "line")}`,
            ...party.lines.map((l) => escapeMarkdown(l)),
          ]),
        )
        .join("\n\n");
    case "totals":
      return lines(
        block.rows.map((r) => {
          const row = `${escapeInlineText(r.label, "line")}: ${escapeInlineText(r.value, "line")}`;
          return r.emphasis ? `**${row}**` : row;
        }),
      );
    case "signatures":
      return block.parties
        .map((s) =>
          [
            lines([
              `**${escapeInlineText(s.role, "line")}**`,
              ...(s.name ? [escapeInlineText(s.name, "line")] : []),
            ]),
            lines(
              s.fields.map((f) =>
                typeof f === "string"
                  ? `${escapeInlineText(f, "line")}: ${SIGNATURE_RULE}`
                  : `${escapeInlineText(f.label, "line")}: ${escapeInlineText("value" in f ? f.value : signedText(f.signature), "line")}`,
              ),
            ),
          ].join("\n\n"),
        )
        .join("\n\n");
    case "callout": {
      const body = block.title
        ? `**${escapeInlineText(block.title, "line")}**\\\n${richMd(block.content)}`
        : richMd(block.content);
      return continueLines(body, "> ", "> ");
    }
    case "divider":
      return "---";
    case "chart":
      // Markdown has no drawing: the chart's data, as a table.
      return blockMd(chartTable(block));
  }
}

function sectionMd(s: Section, path: number[], documentNumbered: boolean): string[] {
  const level = Math.min(path.length + 1, 6);
  const numbered = isNumbered(documentNumbered, s);
  const number = numbered ? `${sectionNumber(path)} ` : "";
  const out = [`${"#".repeat(level)} ${number}${escapeInlineText(s.heading, "line")}`];
  out.push(...s.blocks.map(blockMd));
  (s.subsections ?? []).forEach((sub, i) =>
    out.push(...sectionMd(sub, [...path, i + 1], numbered)),
  );
  return out;
}

/** The document as Markdown (stored with each version; exports add the watermark). */
export function renderMarkdown(model: DocumentModel): string {
  const parts = [`# ${escapeInlineText(model.title, "line")}`];
  if (model.subtitle) parts.push(`*${escapeInlineText(model.subtitle, "line")}*`);
  if (model.meta.length) {
    parts.push(
      lines(
        model.meta.map(
          (m) => `**${escapeInlineText(m.label, "line")}:** ${escapeInlineText(m.value, "line")}`,
        ),
      ),
    );
  }
  // The contents list links to the anchors Markdown renderers give the headings (the HTML's ids).
  const anchors = headingAnchors(model);
  if (anchors[1]?.path.length === 0) {
    parts.push(
      `## ${escapeInlineText(anchors[1].text, "line")}`,
      anchors
        .filter((a) => a.path.length === 1)
        .map((a) => `- [${escapeInlineText(a.text, "line")}](#${encodeHref(a.id)})`)
        .join("\n"),
    );
  }
  parts.push(...(model.intro ?? []).map(blockMd));
  model.sections.forEach((s, i) => parts.push(...sectionMd(s, [i + 1], model.numbered ?? false)));
  if (model.pageFooter?.length) parts.push("---", lines(model.pageFooter.map((line) => escapeInlineText(line, "line"))));
  return `${parts.filter((part) => part.length > 0).join("\n\n")}\n`;
}

/** A rendered Markdown document with a final line (the free plan's watermark) after a rule. */
export const withMarkdownFooter = (markdown: string, footer: string): string =>
  `${markdown.trimEnd()}\n\n---\n\n${escapeInlineText(footer, "line")}\n`;
