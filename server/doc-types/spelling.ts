// US spelling for the templates' own words in a document under US law: the templates are written in
// British-leaning international English, and a US policy or contract reads in American English.
// Only the listed words change, and only where they stand as whole words.
import type { Block, DocumentModel, Inline, Section, Text } from "../documents/model";

const US_WORDS: readonly [RegExp, string][] = [
  [/\bauthoris(ation|ations|e|ed|es|ing)\b/g, "authoriz$1"],
  [/\bAuthoris(ation|ations|e|ed|es|ing)\b/g, "Authoriz$1"],
  [/\borganis(ation|ations|e|ed|es|ing)\b/g, "organiz$1"],
  [/\brecognis(e|ed|es|ing)\b/g, "recogniz$1"],
  [/\bpersonalis(e|ed|es|ing|ation)\b/g, "personaliz$1"],
  [/\bminimis(e|ed|es|ing)\b/g, "minimiz$1"],
  [/\bcolour(s?)\b/g, "color$1"],
  [/\bfavour(s?|able|ed)\b/g, "favor$1"],
  [/\bbehaviour(s?)\b/g, "behavior$1"],
  [/\bcancell(ed|ing)\b/g, "cancel$1"],
  [/\blabell(ed|ing)\b/g, "label$1"],
  [/\blicence(s?)\b/g, "license$1"],
  [/\bcentre(s?)\b/g, "center$1"],
  [/\bcatalogue(s?)\b/g, "catalog$1"],
  [/\bresaleable\b/g, "resalable"],
  [/\bparcel(s?)\b/g, "package$1"],
  [/\bParcel(s?)\b/g, "Package$1"],
  [/\bdispatched\b/g, "shipped"],
  [/\bdispatch (?=(?:the|it|them|your)\b)/g, "ship "],
  [/\bdispatch\b/g, "shipment"],
  [/\bwhilst\b/g, "while"],
  [/\bnational insurance\b/gi, "payroll tax"],
];

export const americanSpelling = (s: string): string =>
  US_WORDS.reduce((out, [re, to]) => out.replace(re, to), s);

const inline = (i: Inline): Inline =>
  typeof i === "string"
    ? americanSpelling(i)
    : i.type === "link"
      ? i
      : { ...i, text: americanSpelling(i.text) };
const text = (t: Text): Text => (Array.isArray(t) ? t.map(inline) : inline(t));

function block(b: Block): Block {
  switch (b.type) {
    case "paragraph":
      return { ...b, content: text(b.content) };
    case "list":
      return { ...b, items: b.items.map(text) };
    case "definitions":
      return { ...b, items: b.items.map((d) => ({ ...d, description: text(d.description) })) };
    default:
      return b;
  }
}

/**
 * The model in US spelling: its headings, paragraphs, lists and definitions. Sections named in
 * `keep` (whose lists are the user's own words) are left as they are.
 */
export function withAmericanSpelling(
  model: DocumentModel,
  keep: readonly string[] = [],
): DocumentModel {
  const walk = (s: Section): Section =>
    keep.includes(s.heading)
      ? s
      : {
          ...s,
          heading: americanSpelling(s.heading),
          blocks: s.blocks.map(block),
          subsections: s.subsections?.map(walk),
        };
  return { ...model, sections: model.sections.map(walk) };
}
