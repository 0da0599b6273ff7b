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
  /** One signing line per field, e.g. Signature, Name, Title, Date. */
  fields: string[];
}

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
  | { type: "divider" };

export interface Section {
  heading: string;
  blocks: Block[];
  subsections?: Section[];
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
}

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

/** Every heading of the document in reading order, numbered as rendered: title, sections, subsections. */
export function headingsOf(model: DocumentModel): string[] {
  const out = [model.title];
  const walk = (sections: Section[], path: number[]) =>
    sections.forEach((s, i) => {
      const here = [...path, i + 1];
      out.push(model.numbered ? `${sectionNumber(here)} ${s.heading}` : s.heading);
      if (s.subsections) walk(s.subsections, here);
    });
  walk(model.sections, []);
  return out;
}
