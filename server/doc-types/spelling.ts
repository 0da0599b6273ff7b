// The spelling of a template's own words, both ways: a document under US law reads in American
// English, one under the law of the UK, Australia, Ireland or New Zealand in British English. The
// templates are written in a mix of the two; this module is the one place that settles it. Only
// the listed words change, and only where they stand as whole words (with "un" before them).
import type { Block, Inline, Section, TemplateModel, Text } from "../documents/model";

export type SpellingVariant = "us" | "uk";

/** The spelling a governing law's region reads in, or undefined (Canada, Germany, other: left as written). */
export function spellingOf(region: string): SpellingVariant | undefined {
  if (region === "us") return "us";
  if (region === "uk" || region === "au" || region === "ie" || region === "nz") return "uk";
  return undefined;
}

type Rule = readonly [RegExp, string];

/** The -ise/-ize verbs both lists share, with their "un-" forms (unauthorised). */
const IZE_STEMS = ["authori", "organi", "recogni", "personali", "minimi", "summari", "prioriti", "categori", "customi", "optimi"];
const izeRules = (from: "s" | "z", to: "s" | "z"): Rule[] =>
  IZE_STEMS.map((stem) => [
    new RegExp(`\\b([Uu]n)?(${stem[0]}|${stem[0]!.toUpperCase()})(${stem.slice(1)})${from}(ation|ations|ational|e|ed|es|ing)\\b`, "g"),
    `$1$2$3${to}$4`,
  ]);

const US_WORDS: readonly Rule[] = [
  ...izeRules("s", "z"),
  // "analyses" stays: it is also the plural of "analysis".
  [/\b([Aa])nalys(e|ed|ing)\b/g, "$1nalyz$2"],
  [/\b([Cc])olour(s?|ed)\b/g, "$1olor$2"],
  [/\b([Ff])avour(s?|able|ed|ite|ites)\b/g, "$1avor$2"],
  [/\b([Bb])ehaviour(s?|al)\b/g, "$1ehavior$2"],
  [/\b([Hh])onour(s?|ed|ing)\b/g, "$1onor$2"],
  [/\b([Ll])abour\b/g, "$1abor"],
  [/\b([Nn])eighbour(s?|ing|hood)\b/g, "$1eighbor$2"],
  [/\b([Dd])efence\b/g, "$1efense"],
  [/\b([Oo])ffence(s?)\b/g, "$1ffense$2"],
  [/\b([Ff])ulfil\b/g, "$1ulfill"],
  [/\b([Ff])ulfilment\b/g, "$1ulfillment"],
  [/\b([Jj])udgement(s?)\b/g, "$1udgment$2"],
  [/\bcancell(ed|ing)\b/g, "cancel$1"],
  [/\blabell(ed|ing)\b/g, "label$1"],
  [/\b([Ll])icence(s?)\b/g, "$1icense$2"],
  [/\b([Cc])entre(s?)\b/g, "$1enter$2"],
  [/\b([Cc])atalogue(s?)\b/g, "$1atalog$2"],
  [/\bresaleable\b/g, "resalable"],
  [/\bparcel(s?)\b/g, "package$1"],
  [/\bParcel(s?)\b/g, "Package$1"],
  [/\bdispatched\b/g, "shipped"],
  [/\bdispatch (?=(?:the|it|them|your)\b)/g, "ship "],
  [/\bdispatch\b/g, "shipment"],
  [/\bwhilst\b/g, "while"],
  [/\bnational insurance\b/gi, "payroll tax"],
];

/**
 * "license" is the noun only in British English ("licence"); the verb stays "license" (we may
 * license, you license to us). A "license" after a word that governs a verb (to, may, hereby, a
 * pronoun…) is the verb and is kept; every other one is the noun.
 */
const VERB_BEFORE = "(?<!\\b(?:to|may|will|shall|must|not|hereby|hereby irrevocably|you|You|we|We|they|They|I|and|or|cannot|can|does|do|also|not to|who|which) )";

const UK_WORDS: readonly Rule[] = [
  ...izeRules("z", "s"),
  [/\b([Aa])nalyz(e|ed|es|ing)\b/g, "$1nalys$2"],
  [/\b([Cc])olor(s?|ed)\b/g, "$1olour$2"],
  [/\b([Ff])avor(s?|able|ed|ite|ites)\b/g, "$1avour$2"],
  [/\b([Bb])ehavior(s?|al)\b/g, "$1ehaviour$2"],
  [/\b([Hh])onor(s?|ed|ing)\b/g, "$1onour$2"],
  [/\b([Ll])abor\b/g, "$1abour"],
  [/\b([Nn])eighbor(s?|ing|hood)\b/g, "$1eighbour$2"],
  [/\b([Dd])efense\b/g, "$1efence"],
  [/\b([Oo])ffense(s?)\b/g, "$1ffence$2"],
  [/\b([Ff])ulfill\b/g, "$1ulfil"],
  [/\b([Ff])ulfillment\b/g, "$1ulfilment"],
  [/\bcancel(ed|ing)\b/g, "cancell$1"],
  [/\blabel(ed|ing)\b/g, "labell$1"],
  [new RegExp(`${VERB_BEFORE}\\b([Ll])icense(s?)\\b`, "g"), "$1icence$2"],
  [/\bLICENSE\b/g, "LICENCE"],
  [/\b([Cc])enter(s?)\b/g, "$1entre$2"],
  [/\b([Cc])atalog(s?)\b/g, "$1atalogue$2"],
];

/**
 * A quotation longer than this (a statute quoted word for word, such as Cal. Civ. Code § 1542) is
 * left as written; a shorter one (a heading named in a cross-reference) is spelled like its heading.
 */
const QUOTATION_MIN = 80;

/** The text spelled, except curly-quoted quotations of QUOTATION_MIN characters or more. */
function curly(text: string, spell: (s: string) => string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = text.indexOf("“", from);
    const close = open === -1 ? -1 : text.indexOf("”", open + 1);
    if (close === -1) return out + spell(text.slice(from));
    const quoted = text.slice(open, close + 1);
    out += spell(text.slice(from, open)) + (quoted.length >= QUOTATION_MIN + 2 ? quoted : spell(quoted));
    from = close + 1;
  }
}

const apply =
  (rules: readonly Rule[]) =>
  (s: string): string => {
    const spell = (part: string) => rules.reduce((out, [re, to]) => out.replace(re, to), part);
    // Straight quotes pair in order: the odd parts are quoted.
    const parts = s.split('"');
    if (parts.length % 2 === 0) return spell(s); // an unpaired quote: no quotation to tell apart
    return parts
      .map((part, i) =>
        i % 2 === 1 && part.length >= QUOTATION_MIN
          ? part
          : curly(part, spell),
      )
      .join('"');
  };

export const americanSpelling = apply(US_WORDS);
export const britishSpelling = apply(UK_WORDS);

const SPELL: Record<SpellingVariant, (s: string) => string> = { us: americanSpelling, uk: britishSpelling };

/**
 * The model in a variant's spelling: its headings, paragraphs, lists and definitions. Sections named
 * in `keep` (whose lists are the user's own words) are left as they are.
 */
export function withSpelling<M extends TemplateModel>(model: M, variant: SpellingVariant, keep: readonly string[] = []): M {
  const spell = SPELL[variant];
  const inline = (i: Inline): Inline => (typeof i === "string" ? spell(i) : i.type === "link" ? i : { ...i, text: spell(i.text) });
  const text = (t: Text): Text => (Array.isArray(t) ? t.map(inline) : inline(t));
  const block = (b: Block): Block => {
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
  };
  const walk = (s: Section): Section =>
    keep.includes(s.heading)
      ? s
      : { ...s, heading: spell(s.heading), blocks: s.blocks.map(block), subsections: s.subsections?.map(walk) };
  return { ...model, sections: model.sections.map(walk) };
}

/** The model in the spelling of its governing law's region (unchanged where the region has none). */
export function withSpellingOf<M extends TemplateModel>(model: M, region: string, keep: readonly string[] = []): M {
  const variant = spellingOf(region);
  return variant ? withSpelling(model, variant, keep) : model;
}

/** US spelling (kept for the callers that only ever want it). */
export const withAmericanSpelling = <M extends TemplateModel>(model: M, keep: readonly string[] = []): M =>
  withSpelling(model, "us", keep);
