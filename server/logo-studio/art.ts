// The artwork of a kit, as SVG documents: the square mark, the monogram badge and the wordmark
// layouts. Every shape is placed from LOGO_GEOMETRY (the preview in the browser draws with the same
// numbers); text comes in as satori's glyph paths. Nothing the user typed appears in the markup:
// the name and initials are paths, the colours are validated #rrggbb.
import {
  initialsOf,
  LOGO_GEOMETRY,
  type LogoSymbol,
  type TLogoKitRequest,
} from "../../shared/logo-studio";
import { ICON_GRID, symbolShapes } from "../../shared/logo-studio/symbols";
import { inkBox } from "../images/render";
import { type Box, nestRun, renderText, type TextRun } from "./text";

const WHITE = "#ffffff";
const G = LOGO_GEOMETRY;

/** The text runs a kit needs, rendered once and placed in every document that shows them. */
export interface Art {
  input: TLogoKitRequest;
  name?: TextRun;
  initials?: { run: TextRun; ink: Box };
}

const needsName = (input: TLogoKitRequest) => input.layout !== "monogram";
const needsInitials = (input: TLogoKitRequest) => !input.symbol || input.layout === "monogram";

export async function prepareArt(input: TLogoKitRequest): Promise<Art> {
  const art: Art = { input };
  if (needsName(input)) {
    const { fontSize, lineHeight } = G.wordmark;
    art.name = await renderText(input.name, {
      font: input.font,
      fontSize,
      lineHeight,
      color: input.primaryColor,
      field: "name",
    });
  }
  if (needsInitials(input)) {
    // Drawn large, then fitted by its ink, so any 1 to 3 characters fill the same box.
    const run = await renderText(initialsOf(input), {
      font: input.font,
      fontSize: 200,
      lineHeight: 240,
      color: WHITE,
      field: input.initials ? "initials" : "name",
    });
    const ink = inkBox(run.svg);
    if (ink) art.initials = { run, ink };
  }
  return art;
}

const n = (v: number) => String(Math.round(v * 100) / 100);

/** The symbol's shapes as SVG elements (the preview renders the same ones). */
const symbolSvg = (symbol: LogoSymbol) =>
  symbolShapes(symbol)
    .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([key, value]) => `${key}="${value}"`).join(" ")}/>`)
    .join("");

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" ` +
    `viewBox="0 0 ${n(width)} ${n(height)}">${body}</svg>`
  );
}

/** `body`, drawn on a `size`-unit square, placed into a box of another document. */
const placed = (at: Box, size: number, body: string) =>
  `<svg x="${n(at.x)}" y="${n(at.y)}" width="${n(at.width)}" height="${n(at.height)}" viewBox="0 0 ${size} ${size}">${body}</svg>`;

/** The initials' ink, scaled and centred into a box of `w` by `h` (fractions of `size`). */
function initialsIn(art: Art, size: number, w: number, h: number): string {
  if (!art.initials) return "";
  const box = { x: (size * (1 - w)) / 2, y: (size * (1 - h)) / 2, width: size * w, height: size * h };
  return nestRun(art.initials.run, box, art.initials.ink);
}

export interface MarkOptions {
  /** Square to the edges, no rounded corners: the maskable icon and the apple-touch-icon. */
  fullBleed?: boolean;
  /** A favicon of 48 px or less: larger content and thicker lines, to stay legible. */
  small?: boolean;
}

/** The square mark's shapes on a LOGO_GEOMETRY.mark.size square: the symbol, else the initials. */
export function markBody(art: Art, { fullBleed = false, small = false }: MarkOptions = {}): string {
  const { size, radius } = G.mark;
  const { input } = art;
  const tile = `<rect width="${size}" height="${size}"${fullBleed ? "" : ` rx="${radius}"`} fill="${input.primaryColor}"/>`;
  if (input.symbol) {
    const box = size * (small ? G.mark.small.symbolBox : G.mark.symbolBox);
    const offset = (size - box) / 2;
    const stroke = small ? G.mark.small.strokeWidth : G.mark.strokeWidth;
    return (
      tile +
      `<g transform="translate(${n(offset)} ${n(offset)}) scale(${n(box / ICON_GRID)})" fill="none" stroke="${WHITE}" ` +
      `stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${symbolSvg(input.symbol)}</g>`
    );
  }
  const { width, height } = small ? G.mark.small.initialsBox : G.mark.initialsBox;
  return tile + initialsIn(art, size, width, height);
}

export const markSvg = (art: Art, options?: MarkOptions) =>
  svgDocument(G.mark.size, G.mark.size, markBody(art, options));

function monogramBody(art: Art): string {
  const { size, ring, initialsBox } = G.monogram;
  const c = size / 2;
  return (
    `<circle cx="${c}" cy="${c}" r="${c}" fill="${art.input.secondaryColor}"/>` +
    `<circle cx="${c}" cy="${c}" r="${c - ring}" fill="${art.input.primaryColor}"/>` +
    initialsIn(art, size, initialsBox.width, initialsBox.height)
  );
}

const accentBar = (art: Art, x: number, y: number, width: number) => {
  const { height } = G.wordmark.accent;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${height}" rx="${height / 2}" fill="${art.input.secondaryColor}"/>`;
};

/** logo.svg in the chosen layout. */
export function logoSvg(art: Art): string {
  const { layout } = art.input;
  if (layout === "monogram" || !art.name) {
    return svgDocument(G.monogram.size, G.monogram.size, monogramBody(art));
  }
  const { padding, markSize, gapHorizontal, gapStacked, accent } = G.wordmark;
  const name = art.name;
  const accentWidth = Math.min(name.width, accent.maxWidth);
  const mark = (x: number, y: number) =>
    placed({ x, y, width: markSize, height: markSize }, G.mark.size, markBody(art));
  const nameBlock = name.height + accent.gap + accent.height;

  if (layout === "horizontal") {
    const height = markSize + 2 * padding;
    const x = padding + markSize + gapHorizontal;
    const y = (height - nameBlock) / 2;
    return svgDocument(
      x + name.width + padding,
      height,
      mark(padding, padding) +
        nestRun(name, { x, y, width: name.width, height: name.height }) +
        accentBar(art, x, y + name.height + accent.gap, accentWidth),
    );
  }

  // Stacked: the mark above the name, both centred.
  const width = Math.max(markSize, name.width) + 2 * padding;
  const nameY = padding + markSize + gapStacked;
  return svgDocument(
    width,
    nameY + nameBlock + padding,
    mark((width - markSize) / 2, padding) +
      nestRun(name, { x: (width - name.width) / 2, y: nameY, width: name.width, height: name.height }) +
      accentBar(art, (width - accentWidth) / 2, nameY + name.height + accent.gap, accentWidth),
  );
}
