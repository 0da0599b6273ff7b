// The document model: what every template builds and every renderer (HTML, Markdown, PDF via
// HTML) reads, so the exports always agree. User text is plain strings here, never markup; the
// renderers escape it.

/** A run of inline text. A bare string is plain text. */
export type Inline =
  | string
  | { type: "bold"; text: string }
  | { type: "italic"; text: string }
  | { type: "link"; text: string; href: string };

/** Rich text: a single run or a sequence of runs. A "\n" inside a run is a line break. */
export type Text = Inline | Inline[];

export type Align = "left" | "center" | "right";

export interface Column {
  header: string;
  align?: Align;
}

export interface Party {
  /** e.g. "From", "Bill To", "Disclosing Party". */
  label: string;
  name: string;
  /** Address lines, e-mail, phone... each printed on its own line. */
  lines: string[];
}

export interface SignatureParty {
  /** e.g. "Disclosing Party". */
  role: string;
  name?: string;
  /**
   * One signing line per field, in this order: the signature first, the date last, and between
   * them the name, then the title (Signature, Name, Title, Date; Signature, Date): the sealed copy
   * of a signed document fills each by its place (server/signatures/signed-copy.ts), whatever the
   * language of its label. A field already filled in (the business profile's signatory's name) is
   * its label and value, printed without a line to fill.
   */
  fields: SignatureField[];
}

/** A signer's signature as the sealed copy prints it: their drawn image (a PNG), or their typed name in the script font. */
export type SignatureMark = { type: "drawn"; pngBase64: string } | { type: "typed"; text: string };

export type SignatureField = string | { label: string; value: string } | { label: string; signature: SignatureMark };

export interface TotalRow {
  label: string;
  value: string;
  emphasis?: boolean;
}

export type Block =
  | { type: "paragraph"; content: Text }
  | { type: "list"; ordered: boolean; items: Text[] }
  | { type: "definitions"; items: { term: string; description: Text }[] }
  | { type: "table"; columns: Column[]; rows: Text[][]; footer?: Text[][]; caption?: string }
  | { type: "parties"; parties: Party[] }
  | { type: "totals"; rows: TotalRow[] }
  | { type: "signatures"; parties: SignatureParty[] }
  | { type: "callout"; tone: "info" | "warning"; title?: string; content: Text }
  | { type: "divider" }
  | ChartBlock;

/** A line of a chart: one number per label, and the same numbers as printed. */
export interface ChartSeries {
  name: string;
  values: number[];
  text: string[];
}

/**
 * A line chart drawn by our own code from numbers only (an inline SVG in HTML and PDF, its data
 * table in Markdown): no user markup, no script, nothing fetched.
 */
export interface ChartBlock {
  type: "chart";
  caption: string;
  /** The x axis: its heading in the data table, and one label per point. */
  labelHeader: string;
  labels: string[];
  series: ChartSeries[];
  /** Printed above the y axis, e.g. "USD". */
  unit?: string;
}

export interface Section {
  heading: string;
  blocks: Block[];
  subsections?: Section[];
  /** A schedule or annex after the numbered clauses: printed without a number, as are its subsections. */
  schedule?: boolean;
  /** Printed from the top of a new page (HTML and PDF): a notice a party signs on its own. */
  ownPage?: boolean;
}

export interface MetaItem {
  label: string;
  value: string;
}

/** Who the document carries the look of: a logo (a PNG data: URI) and two brand colours. */
export interface Brand {
  name: string;
  logo?: string;
  primaryColor: string;
  secondaryColor: string;
}

export interface DocumentModel {
  /** The document type's kind (shared/doc-types/registry.ts); the HTML carries it as a class. */
  type: string;
  title: string;
  subtitle?: string;
  meta: MetaItem[];
  /** Blocks printed after the title and before the first section (e.g. the parties of an NDA). */
  intro?: Block[];
  sections: Section[];
  /** Number the sections "1.", "2." and subsections "2.1" in every rendering. */
  numbered?: boolean;
  /** The issuing business's logo and colours (HTML and PDF; Markdown has no room for them). */
  brand?: Brand;
  /**
   * Small print for the foot of every page: a business's trading disclosures. The PDF prints it in
   * the page footer (so it never spills onto a page of its own); HTML and Markdown end with it.
   */
  pageFooter?: string[];
}

/** What a template builds: the model without its type, which the engine sets from the type's kind. */
export type TemplateModel = Omit<DocumentModel, "type">;

/** The longest title a document may carry (documents.title is varchar(300)). */
export const TITLE_MAX = 300;

// Builders, so templates read like the documents they produce.

export const bold = (text: string): Inline => ({ type: "bold", text });
export const italic = (text: string): Inline => ({ type: "italic", text });
export const link = (text: string, href: string): Inline => ({ type: "link", text, href });

export const p = (...content: Inline[]): Block => ({ type: "paragraph", content });
export const ul = (...items: Text[]): Block => ({ type: "list", ordered: false, items });
export const ol = (...items: Text[]): Block => ({ type: "list", ordered: true, items });
export const definitions = (items: { term: string; description: Text }[]): Block => ({
  type: "definitions",
  items,
});
export const callout = (tone: "info" | "warning", content: Text, title?: string): Block => ({
  type: "callout",
  tone,
  content,
  ...(title ? { title } : {}),
});

export const section = (heading: string, blocks: Block[], subsections?: Section[]): Section => ({
  heading,
  blocks,
  ...(subsections?.length ? { subsections } : {}),
});

/** A line chart of `series` over `labels`, each value printed by `format` in its data table. */
export const chart = (
  caption: string,
  labelHeader: string,
  labels: string[],
  series: { name: string; values: number[] }[],
  format: (value: number) => string,
  unit?: string,
): Block => ({
  type: "chart",
  caption,
  labelHeader,
  labels,
  series: series.map((s) => ({ ...s, text: s.values.map(format) })),
  ...(unit ? { unit } : {}),
});

/** The data table a chart stands for (its Markdown form). */
export const chartTable = (block: ChartBlock): Block => ({
  type: "table",
  caption: block.caption,
  columns: [{ header: block.labelHeader }, ...block.series.map((s) => ({ header: s.name, align: "right" as const }))],
  rows: block.labels.map((label, i) => [label, ...block.series.map((s) => s.text[i] ?? "")]),
});

/** User-entered multi-line text as paragraphs: blank lines separate them. */
export const userParagraphs = (text: string): Block[] =>
  text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => p(para));

/** Clamp a title to what the documents table can hold. */
export const clampTitle = (title: string): string =>
  title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;

/** Runs of rich text, for renderers. */
export const runsOf = (text: Text): Inline[] => (Array.isArray(text) ? text : [text]);

/** The text of a run without formatting. */
export const plainOf = (run: Inline): string => (typeof run === "string" ? run : run.text);

/** Whether a section's heading carries its number: in a numbered document, outside a schedule. */
export const isNumbered = (numbered: boolean | undefined, s: Section): boolean => Boolean(numbered) && !s.schedule;

/** Section numbers as printed: "1.", "2." for sections, "2.1" for subsections. */
export const sectionNumber = (path: number[]): string =>
  path.length === 1 ? `${path[0]}.` : path.join(".");

/** Only http(s) and mailto links survive; anything else prints as plain text. */
export function safeHref(href: string): string | undefined {
  // A document repeats the same few links (the website, the contact address): check each once.
  if (checkedHrefs.has(href)) return checkedHrefs.get(href);
  const safe = checkHref(href);
  if (checkedHrefs.size >= 1_000) checkedHrefs.clear();
  checkedHrefs.set(href, safe);
  return safe;
}

const checkedHrefs = new Map<string, string | undefined>();

function checkHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^mailto:[^\s<>"'\\]+$/i.test(trimmed)) return trimmed;
  if (!/^https?:\/\/[^\s<>"'\\]+$/i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** The heading of the contents list that long documents start with. */
export const CONTENTS_HEADING = "Contents";

/** Characters a printed page holds, as estimatedPages counts them (10.5 pt on A4 or Letter, fitted to our templates). */
export const CHARS_PER_PAGE = 3_000;
/** A document estimated to print on more pages than this starts with a contents list. */
export const CONTENTS_MIN_PAGES = 3;
/** ...and only when it has this many sections to list. */
export const CONTENTS_MIN_SECTIONS = 3;

// A short line (a table row, a party's line, a signature field) takes a printed line whatever its
// length, and a block its spacing: counted as this many characters.
const LINE_CHARS = 90;
const BLOCK_CHARS = 90;

const textLength = (text: Text) => runsOf(text).reduce((n, run) => n + plainOf(run).length, 0);
const lineLength = (text: Text) => Math.max(LINE_CHARS, textLength(text));

function blockLength(block: Block): number {
  switch (block.type) {
    case "paragraph":
      return BLOCK_CHARS + textLength(block.content);
    case "callout":
      return BLOCK_CHARS + textLength(block.content) + (block.title?.length ?? 0);
    case "list":
      return BLOCK_CHARS + block.items.reduce((n, item) => n + lineLength(item), 0);
    case "definitions":
      return BLOCK_CHARS + block.items.reduce((n, d) => n + d.term.length + lineLength(d.description), 0);
    case "table":
      return BLOCK_CHARS + [...block.rows, ...(block.footer ?? [])].reduce((n, row) => n + lineLength(row.flat()), LINE_CHARS);
    case "parties":
      return BLOCK_CHARS + block.parties.reduce((n, party) => n + LINE_CHARS * (2 + party.lines.length), 0);
    case "totals":
      return BLOCK_CHARS + LINE_CHARS * block.rows.length;
    case "signatures":
      return BLOCK_CHARS + block.parties.reduce((n, s) => n + LINE_CHARS * (2 + 2 * s.fields.length), 0);
    case "divider":
      return BLOCK_CHARS;
    case "chart":
      // About a third of a printed page.
      return BLOCK_CHARS + CHARS_PER_PAGE / 3;
  }
}

function sectionLength(s: Section): number {
  const own = BLOCK_CHARS + s.heading.length + s.blocks.reduce((n, b) => n + blockLength(b), 0);
  return own + (s.subsections ?? []).reduce((n, sub) => n + sectionLength(sub), 0);
}

/** The pages a document is estimated to print on, from the length of its text. */
export function estimatedPages(model: DocumentModel): number {
  const header = BLOCK_CHARS * (2 + model.meta.length) + model.title.length + (model.subtitle?.length ?? 0);
  const intro = (model.intro ?? []).reduce((n, b) => n + blockLength(b), 0);
  const body = model.sections.reduce((n, s) => n + sectionLength(s), 0);
  return (header + intro + body) / CHARS_PER_PAGE;
}

/** Whether the document starts with a contents list: over three printed pages, with sections to list. */
export const hasContents = (model: DocumentModel): boolean =>
  model.sections.length >= CONTENTS_MIN_SECTIONS && estimatedPages(model) > CONTENTS_MIN_PAGES;

/**
 * A heading's anchor: its text (with its number) lower-cased, punctuation dropped and spaces
 * made hyphens, as GitHub and most Markdown renderers make them, so that the Markdown contents
 * list links to the same anchors as the HTML one.
 */
export function headingSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-") || "section";
}

/** The id and printed text of every heading, in reading order: title, contents, sections. */
export interface HeadingAnchor {
  id: string;
  text: string;
  /** The section's path ([2, 1] is 2.1); empty for the title and the contents heading. */
  path: number[];
}

/** Every heading as rendered, with an id unique within the document (later repeats get -1, -2...). */
export function headingAnchors(model: DocumentModel): HeadingAnchor[] {
  const out: HeadingAnchor[] = [];
  // github-slugger's rule: a repeat gets the next free "-n" of its slug.
  const occurrences = new Map<string, number>();
  const unique = (text: string) => {
    const slug = headingSlug(text);
    let id = slug;
    while (occurrences.has(id)) {
      const n = occurrences.get(slug)! + 1;
      occurrences.set(slug, n);
      id = `${slug}-${n}`;
    }
    occurrences.set(id, 0);
    return id;
  };
  const add = (text: string, path: number[]) => out.push({ id: unique(text), text, path });
  add(model.title, []);
  if (hasContents(model)) add(CONTENTS_HEADING, []);
  const walk = (sections: Section[], path: number[], numbered: boolean | undefined) =>
    sections.forEach((s, i) => {
      const here = [...path, i + 1];
      const withNumber = isNumbered(numbered, s);
      add(withNumber ? `${sectionNumber(here)} ${s.heading}` : s.heading, here);
      if (s.subsections) walk(s.subsections, here, withNumber);
    });
  walk(model.sections, [], model.numbered);
  return out;
}

/** Every heading of the document in reading order, numbered as rendered: title, contents, sections, subsections. */
export function headingsOf(model: DocumentModel): string[] {
  return headingAnchors(model).map((h) => h.text);
}
