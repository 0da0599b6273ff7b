// Markdown rendering of the document model: CommonMark with GitHub-style pipe tables. Headings
// are exactly the HTML ones (same numbers, same text). User text is escaped so that Markdown
// syntax in it prints literally.
import { joinLines } from "./format";
import {
  type Block,
  type DocumentModel,
  type Inline,
  type Section,
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

/** Escaped text; in single-line places (headings, cells, labels) line breaks become spaces. */
const escapeInlineText = (text: string, singleLine: boolean) =>
  singleLine ? escapeMarkdown(joinLines(text, " ")) : escapeMarkdown(text);

function wrap(marker: string, text: string, singleLine: boolean): string {
  // Emphasis must hug its text: spaces go outside the markers.
  const body = text.trim();
  const lead = text.slice(0, text.length - text.trimStart().length);
  const trail = text.slice(lead.length + body.length);
  if (!body) return escapeInlineText(text, singleLine);
  return `${lead}${marker}${escapeInlineText(body, singleLine)}${marker}${trail}`;
}

const encodeHref = (href: string) => href.replace(/[\s()<>\\]/g, (c) => encodeURIComponent(c));

function inlineMd(run: Inline, singleLine: boolean): string {
  if (typeof run === "string") return escapeInlineText(run, singleLine);
  switch (run.type) {
    case "bold":
      return wrap("**", run.text, singleLine);
    case "italic":
      return wrap("*", run.text, singleLine);
    case "link": {
      const href = safeHref(run.href);
      const label = escapeInlineText(run.text, true);
      return href ? `[${label}](${encodeHref(href)})` : label;
    }
  }
}

const richMd = (text: Text, singleLine = false) =>
  runsOf(text)
    .map((run) => inlineMd(run, singleLine))
    .join("");

/** Indent every line after the first (list item continuation, block quotes). */
const continueLines = (text: string, first: string, rest: string) =>
  text
    .split("\n")
    .map((line, i) => (i === 0 ? first : rest) + line)
    .join("\n");

const lines = (items: string[]) => items.join("\\\n");

const SIGNATURE_RULE = "________________________________";

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
        .map((d) => `**${escapeInlineText(d.term, true)}**\\\n${richMd(d.description)}`)
        .join("\n\n");
    case "table": {
      const header = tableRow(block.columns.map((c) => escapeInlineText(c.header, true)));
      const rule = tableRow(
        block.columns.map((c) =>
          c.align === "right" ? "---:" : c.align === "center" ? ":---:" : "---",
        ),
      );
      const cell = (text: Text) => richMd(text, true) || " ";
      const body = block.rows.map((r) => tableRow(block.columns.map((_, i) => cell(r[i] ?? ""))));
      const foot = (block.footer ?? []).map((r) =>
        tableRow(
          block.columns.map((_, i) => {
            const text = richMd(r[i] ?? "", true);
            return text ? `**${text}**` : " ";
          }),
        ),
      );
      const caption = block.caption ? `**${escapeInlineText(block.caption, true)}**\n\n` : "";
      return caption + [header, rule, ...body, ...foot].join("\n");
    }
    case "parties":
      return block.parties
        .map((party) =>
          lines([
            `**${escapeInlineText(party.label, true)}:** ${escapeInlineText(party.name, true)}`,
            ...party.lines.map((l) => escapeMarkdown(l)),
          ]),
        )
        .join("\n\n");
    case "totals":
      return lines(
        block.rows.map((r) => {
          const row = `${escapeInlineText(r.label, true)}: ${escapeInlineText(r.value, true)}`;
          return r.emphasis ? `**${row}**` : row;
        }),
      );
    case "signatures":
      return block.parties
        .map((s) =>
          [
            lines([
              `**${escapeInlineText(s.role, true)}**`,
              ...(s.name ? [escapeInlineText(s.name, true)] : []),
            ]),
            lines(s.fields.map((f) => `${escapeInlineText(f, true)}: ${SIGNATURE_RULE}`)),
          ].join("\n\n"),
        )
        .join("\n\n");
    case "callout": {
      const body = block.title
        ? `**${escapeInlineText(block.title, true)}**\\\n${richMd(block.content)}`
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
  const out = [`${"#".repeat(level)} ${number}${escapeInlineText(s.heading, true)}`];
  out.push(...s.blocks.map(blockMd));
  (s.subsections ?? []).forEach((sub, i) =>
    out.push(...sectionMd(sub, [...path, i + 1], numbered)),
  );
  return out;
}

/** The document as Markdown (stored with each version; exports add the watermark). */
export function renderMarkdown(model: DocumentModel): string {
  const parts = [`# ${escapeInlineText(model.title, true)}`];
  if (model.subtitle) parts.push(`*${escapeInlineText(model.subtitle, true)}*`);
  if (model.meta.length) {
    parts.push(
      lines(
        model.meta.map(
          (m) => `**${escapeInlineText(m.label, true)}:** ${escapeInlineText(m.value, true)}`,
        ),
      ),
    );
  }
  // The contents list links to the anchors Markdown renderers give the headings (the HTML's ids).
  const anchors = headingAnchors(model);
  if (anchors[1]?.path.length === 0) {
    parts.push(
      `## ${escapeInlineText(anchors[1].text, true)}`,
      anchors
        .filter((a) => a.path.length === 1)
        .map((a) => `- [${escapeInlineText(a.text, true)}](#${encodeHref(a.id)})`)
        .join("\n"),
    );
  }
  parts.push(...(model.intro ?? []).map(blockMd));
  model.sections.forEach((s, i) => parts.push(...sectionMd(s, [i + 1], model.numbered ?? false)));
  return `${parts.filter((part) => part.length > 0).join("\n\n")}\n`;
}

/** A rendered Markdown document with a final line (the free plan's watermark) after a rule. */
export const withMarkdownFooter = (markdown: string, footer: string): string =>
  `${markdown.trimEnd()}\n\n---\n\n${escapeInlineText(footer, true)}\n`;
