// A readable difference between two versions: their text as a reader sees it (the stored Markdown
// turned back into plain text: no "##", "**", pipes or link targets) compared word by word (the
// `diff` package), so a reader sees which words a change removed and which it added.
import { diffWordsWithSpace } from "diff";
import type { TTextDiff } from "../../shared/api/documents";

/** A diff may hold the event loop this long at most; past it the texts are shown as replaced. */
const DIFF_TIMEOUT_MS = 300;

/** CommonMark's escapable characters (ASCII punctuation): a backslash before one prints it. */
const ESCAPABLE = new Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~");

/**
 * One line of our Markdown (server/documents/render-markdown.ts) as text: escapes resolved,
 * emphasis markers dropped, a link shown by its label, a cell's <br> a space. Every marker the renderer writes is
 * unescaped; every character of user text that could be one is escaped, so the two never mix.
 */
function inlineText(line: string): string {
  let out = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "\\") {
      const next = line[i + 1];
      if (next !== undefined && ESCAPABLE.has(next)) {
        out += next;
        i++;
      }
      // A backslash ending a line is a hard line break: the line break itself follows.
      continue;
    }
    if (c === "*") continue;
    // A line break in a table cell (the renderer's one unescaped tag): a space, as cells read
    // before they kept their breaks, so an older version shows no change there.
    if (c === "<" && line.startsWith("<br>", i)) {
      out += " ";
      i += "<br>".length - 1;
      continue;
    }
    if (c === "[") {
      // [label](href): the label is kept, the target dropped.
      const close = findUnescaped(line, "]", i + 1);
      if (close > 0 && line[close + 1] === "(") {
        const end = line.indexOf(")", close + 2);
        if (end > 0) {
          out += inlineText(line.slice(i + 1, close));
          i = end;
          continue;
        }
      }
    }
    out += c;
  }
  return out;
}

function findUnescaped(line: string, char: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === char) return i;
  }
  return -1;
}

/** The cells of a pipe-table row, split on unescaped pipes. */
function tableCells(line: string): string[] {
  const cells: string[] = [];
  let start = 1;
  for (let i = 1; i < line.length - 1; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === "|") {
      cells.push(line.slice(start, i));
      start = i + 1;
    }
  }
  cells.push(line.slice(start, line.length - 1));
  return cells.map((c) => c.trim());
}

const TABLE_RULE = /^:?-{3,}:?$/;

/** The stored Markdown of a version as the text a reader sees in the document. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  for (const raw of markdown.split("\n")) {
    let line = raw;
    if (/^\|.*\|$/.test(line.trim())) {
      const cells = tableCells(line.trim());
      if (cells.every((c) => TABLE_RULE.test(c))) continue;
      out.push(cells.map(inlineText).join(" · "));
      continue;
    }
    if (line.trim() === "---") {
      out.push("");
      continue;
    }
    line = line.replace(/^#{1,6} /, "").replace(/^(?:> ?)+/, "");
    line = line.replace(/^- /, "• ").replace(/^ {2,}/, "  ");
    out.push(inlineText(line));
  }
  return out.join("\n");
}

/** The difference between two versions' stored Markdown, as the text a reader sees. */
export function diffText(beforeMarkdown: string, afterMarkdown: string): TTextDiff {
  const before = markdownToText(beforeMarkdown);
  const after = markdownToText(afterMarkdown);
  const parts = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS }) ?? [
    { value: before, removed: true, added: false, count: 1 },
    { value: after, added: true, removed: false, count: 1 },
  ];
  const changes = parts.map((part) => ({
    value: part.value,
    change: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const),
  }));
  const words = (change: "added" | "removed") =>
    changes.filter((c) => c.change === change).reduce((n, c) => n + c.value.split(/\s+/).filter(Boolean).length, 0);
  return { added: words("added"), removed: words("removed"), changes };
}
