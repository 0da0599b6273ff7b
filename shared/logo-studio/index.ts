// The Logo & favicon studio's contract, shared by the form, its live preview and the kit endpoint
// (POST /api/logo-studio/kit): the request schema, the option lists, the WCAG contrast ratio and
// the geometry both the server's renderer and the browser's preview draw with.
import { z } from "zod";
import { OBJECT_ERROR, optionValue, rawMax, requiredText, typeError } from "../validation/fields";
import type { Option } from "../validation/options";

export const LOGO_NAME_MAX = 40;
export const LOGO_INITIALS_MAX = 3;

/** The spec's default brand colours (docs/product-spec.md §9). */
export const DEFAULT_PRIMARY_COLOR = "#3b82f6";
export const DEFAULT_SECONDARY_COLOR = "#10b981";
/**
 * The studio's starting primary colour: the spec's blue one shade darker, so that the studio's own
 * contrast check passes by default (#3b82f6 is 3.68:1 on white, under WCAG AA's 4.5:1; this 5.17:1).
 */
export const DEFAULT_LOGO_PRIMARY_COLOR = "#2563eb";

export const LOGO_FONT_OPTIONS = [
  { value: "inter", label: "Inter" },
  { value: "playfair-display", label: "Playfair Display" },
  { value: "space-grotesk", label: "Space Grotesk" },
  { value: "roboto-slab", label: "Roboto Slab" },
] as const satisfies readonly Option[];
export type LogoFont = (typeof LOGO_FONT_OPTIONS)[number]["value"];
export const DEFAULT_LOGO_FONT: LogoFont = "inter";

/** CSS family names of the fonts (as @fontsource declares them), with a generic fallback. */
export const LOGO_FONT_FAMILIES: Record<LogoFont, string> = {
  inter: "'Inter', system-ui, sans-serif",
  "playfair-display": "'Playfair Display', Georgia, serif",
  "space-grotesk": "'Space Grotesk', system-ui, sans-serif",
  "roboto-slab": "'Roboto Slab', Georgia, serif",
};

export const LOGO_LAYOUT_OPTIONS = [
  { value: "horizontal", label: "Horizontal" },
  { value: "stacked", label: "Stacked" },
  { value: "monogram", label: "Monogram" },
] as const satisfies readonly Option[];
export type LogoLayout = (typeof LOGO_LAYOUT_OPTIONS)[number]["value"];

/**
 * Symbols a business mark may carry: lucide icon names (kebab-case, as lucide names them). Each
 * maps to its vanilla lucide icon node in LOGO_SYMBOL_ICONS (./symbols.ts), which both
 * the preview and the kit draw; the map is typed Record<LogoSymbol, IconNode>, so the compiler
 * refuses a missing one.
 */
export const LOGO_SYMBOL_OPTIONS = [
  { value: "store", label: "Store" },
  { value: "shopping-bag", label: "Shopping bag" },
  { value: "briefcase", label: "Briefcase" },
  { value: "building-2", label: "Building" },
  { value: "rocket", label: "Rocket" },
  { value: "zap", label: "Lightning" },
  { value: "leaf", label: "Leaf" },
  { value: "sun", label: "Sun" },
  { value: "mountain", label: "Mountain" },
  { value: "globe", label: "Globe" },
  { value: "heart", label: "Heart" },
  { value: "star", label: "Star" },
  { value: "sparkles", label: "Sparkles" },
  { value: "gem", label: "Gem" },
  { value: "crown", label: "Crown" },
  { value: "shield", label: "Shield" },
  { value: "coffee", label: "Coffee" },
  { value: "utensils", label: "Cutlery" },
  { value: "camera", label: "Camera" },
  { value: "code", label: "Code" },
  { value: "lightbulb", label: "Light bulb" },
  { value: "wrench", label: "Wrench" },
  { value: "feather", label: "Feather" },
  { value: "compass", label: "Compass" },
] as const satisfies readonly Option[];
export type LogoSymbol = (typeof LOGO_SYMBOL_OPTIONS)[number]["value"];
export const LOGO_SYMBOLS: readonly LogoSymbol[] = LOGO_SYMBOL_OPTIONS.map((o) => o.value);

/** The files of a kit, at the root of the ZIP. */
export const LOGO_KIT_FILES = [
  "logo.svg",
  "logo.png",
  "favicon.ico",
  "icon.svg",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "icon-maskable-512.png",
  "site.webmanifest",
  "snippet.html",
] as const;

// ---------------------------------------------------------------------------------------------
// Validation

/**
 * What the bundled fonts can draw (their latin, latin-ext, greek, cyrillic and vietnamese subsets):
 * printable ASCII, Latin-1 and Latin Extended A/B, combining accents, Greek, Cyrillic, Latin
 * Extended Additional, dashes, quotes and the like, the euro and trademark signs. Anything else
 * (emoji, CJK) would be drawn as "missing glyph" boxes, so it is refused here, on both sides.
 */
const DRAWABLE: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x024f],
  [0x0300, 0x036f],
  [0x0370, 0x03ff],
  [0x0400, 0x04ff],
  [0x1e00, 0x1eff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** Every UTF-16 unit in DRAWABLE (a surrogate, so any emoji, is not). */
export function isDrawable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!DRAWABLE.some(([lo, hi]) => c >= lo && c <= hi)) return false;
  }
  return true;
}

const INITIALS = /^[\p{L}\p{N}]{1,3}$/u;

export const LOGO_MESSAGES = {
  nameRequired: "Name is required",
  nameCharacters:
    "Name can only use Latin, Greek or Cyrillic letters, digits and common punctuation",
  initials: "Initials must be 1 to 3 letters or digits",
  symbol: "Symbol must be one of the listed symbols",
  font: "Font must be Inter, Playfair Display, Space Grotesk or Roboto Slab",
  layoutRequired: "Layout is required",
  layout: "Layout must be horizontal, stacked or monogram",
} as const;

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: unknown): value is string =>
  typeof value === "string" && HEX.test(value);

const hexColor = (label: string, example: string) => {
  const message = `${label} must be a hex colour like ${example}`;
  return z
    .string({ error: typeError(`${label} is required`, message) })
    .max(64, { error: message, abort: true })
    .trim()
    .regex(HEX, message)
    .transform((v) => v.toLowerCase());
};

/** An optional choice from a list: absent, null or blank is undefined; any other miss is `message`. */
const optionalChoice = <const T extends readonly Option[]>(options: T, message: string) => {
  const values = new Set<string>(options.map((o) => o.value));
  return z
    .string({ error: message })
    .max(64, { error: message, abort: true })
    .nullish()
    .transform((v, ctx): T[number]["value"] | undefined => {
      const key = v?.trim().toLowerCase();
      if (!key) return undefined;
      if (!values.has(key)) {
        ctx.issues.push({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return key as T[number]["value"];
    });
};

export const ZLogoKitRequest = z.object(
  {
    name: requiredText(LOGO_MESSAGES.nameRequired, { label: "Name", max: LOGO_NAME_MAX })
      // Typed accents arrive composed or not; composed ones are the glyphs the fonts have.
      .overwrite((v) => v.normalize("NFC"))
      .refine(isDrawable, LOGO_MESSAGES.nameCharacters),
    initials: z
      .string({ error: LOGO_MESSAGES.initials })
      .max(rawMax(LOGO_INITIALS_MAX), { error: LOGO_MESSAGES.initials, abort: true })
      .trim()
      .nullish()
      .transform((v) => (v ? v.normalize("NFC") : undefined))
      .refine((v) => v === undefined || (INITIALS.test(v) && isDrawable(v)), LOGO_MESSAGES.initials),
    symbol: optionalChoice(LOGO_SYMBOL_OPTIONS, LOGO_MESSAGES.symbol),
    font: optionValue(LOGO_FONT_OPTIONS, { required: LOGO_MESSAGES.font, invalid: LOGO_MESSAGES.font })
      .nullish()
      .transform((v): LogoFont => v ?? DEFAULT_LOGO_FONT),
    primaryColor: hexColor("Primary colour", DEFAULT_PRIMARY_COLOR),
    secondaryColor: hexColor("Secondary colour", DEFAULT_SECONDARY_COLOR),
    layout: optionValue(LOGO_LAYOUT_OPTIONS, {
      required: LOGO_MESSAGES.layoutRequired,
      invalid: LOGO_MESSAGES.layout,
    }),
  },
  { error: OBJECT_ERROR },
);
export type TLogoKitRequest = z.output<typeof ZLogoKitRequest>;
export type TLogoKitRequestInput = z.input<typeof ZLogoKitRequest>;

// ---------------------------------------------------------------------------------------------
// What the mark shows

/** The first letter (or digit) of the name's first two words, upper-cased: "acme labs" → "AL". */
export function deriveInitials(name: string): string {
  const letters: string[] = [];
  for (const word of name.trim().split(" ")) {
    const first = /[\p{L}\p{N}]/u.exec(word)?.[0];
    if (!first) continue;
    // Upper-casing may widen a letter ("ß" → "SS"): keep its first character.
    letters.push(Array.from(first.toUpperCase())[0] ?? first);
    if (letters.length === 2) break;
  }
  return letters.join("") || Array.from(name.trim())[0] || "?";
}

export const initialsOf = (input: { name: string; initials?: string | undefined }) =>
  input.initials || deriveInitials(input.name);

/** The kit's short_name: the name when short, else its first word, else the initials. */
export function shortNameOf(input: { name: string; initials?: string | undefined }): string {
  const SHORT = 12;
  if (Array.from(input.name).length <= SHORT) return input.name;
  const first = input.name.split(" ")[0] ?? "";
  if (first && Array.from(first).length <= SHORT) return first;
  return initialsOf(input);
}

/** "Acme Labs!" → "acme-labs-logo-kit.zip"; ASCII only, so the header needs no encoding. */
export function logoKitFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, LOGO_NAME_MAX);
  return slug ? `${slug}-logo-kit.zip` : "logo-kit.zip";
}

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2.x)

export function parseHexColor(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance of an sRGB colour, per WCAG 2.x (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white); order is irrelevant. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

// ---------------------------------------------------------------------------------------------
// Geometry, in SVG user units. The server draws the kit with it; the preview scales it down.

export const LOGO_GEOMETRY = {
  /** The square mark (icon.svg, favicons): a rounded tile. */
  mark: {
    size: 512,
    radius: 112,
    /** The box the symbol is fitted into, as a fraction of the size (centred). */
    symbolBox: 0.5,
    /** The box the initials' ink is fitted into (centred); its half-diagonal is 0.36 of the size. */
    initialsBox: { width: 0.6, height: 0.4 },
    /** Favicons of 48 px and less draw the content larger, and the symbol's lines thicker. */
    small: { symbolBox: 0.64, initialsBox: { width: 0.76, height: 0.5 }, strokeWidth: 2.5 },
    strokeWidth: 2,
  },
  /**
   * A maskable icon's safe zone: the centred circle of 80% diameter (radius 0.4 of the size).
   * Both content boxes above fit inside it (half-diagonals 0.354 and 0.36).
   */
  maskableSafeRadius: 0.4,
  /** The monogram: a secondary-colour ring around a primary disc, initials in white. */
  monogram: { size: 512, ring: 24, initialsBox: { width: 0.56, height: 0.36 } },
  /** The wordmark layouts. */
  wordmark: {
    padding: 32,
    markSize: 192,
    fontSize: 112,
    lineHeight: 134,
    /** Between the mark and the name: to its right (horizontal) or above it (stacked). */
    gapHorizontal: 40,
    gapStacked: 28,
    /** The secondary-colour bar under the name. */
    accent: { gap: 10, height: 12, maxWidth: 128 },
  },
} as const;

/** On-dark preview background (slate-900). */
export const DARK_BACKGROUND = "#0f172a";
