// Text as paths: satori lays a run of text out with the real font (shaping, kerning, fallbacks)
// and writes every glyph as a <path>, so the SVG needs no font to render and no user text ever
// reaches the markup. resvg measures the ink when a run must be fitted into a box (inkBox, in
// ../images/render.ts).
import satori from "satori";
import { LOGO_MESSAGES, type LogoFont } from "../../shared/logo-studio";
import { invalidField } from "../errors";
import { familyList, fontsFor } from "./fonts";

export interface TextRun {
  /** A standalone SVG document whose glyphs are paths; its user units are pixels. */
  svg: string;
  /** The line box: the advance width of the text by the line height. */
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Refuses text with a glyph none of the fonts has: it would print as a "missing glyph" box. */
function missingGlyphs(field: "name" | "initials") {
  const message = field === "initials" ? LOGO_MESSAGES.initials : LOGO_MESSAGES.nameCharacters;
  return invalidField(field, message);
}

export async function renderText(
  text: string,
  options: { font: LogoFont; fontSize: number; lineHeight: number; color: string; field: "name" | "initials" },
): Promise<TextRun> {
  const fonts = await fontsFor(options.font);
  let missing = false;
  const svg = await satori(
    {
      type: "div",
      key: null,
      props: {
        style: {
          display: "flex",
          whiteSpace: "pre",
          fontFamily: familyList(options.font),
          fontWeight: 700,
          fontSize: options.fontSize,
          lineHeight: `${options.lineHeight}px`,
          color: options.color,
        },
        children: text,
      },
    },
    {
      height: options.lineHeight,
      fonts,
      // Called for text no font covers (emoji, CJK...): the schema refuses those, this catches
      // whatever slips past it.
      loadAdditionalAsset: async () => {
        missing = true;
        return [];
      },
    },
  );
  if (missing) throw missingGlyphs(options.field);
  const size = /^<svg width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!size) throw new Error("satori answered an SVG of an unexpected shape");
  return { svg, width: Number(size[1]), height: Number(size[2]) };
}

let nestedCount = 0;

/**
 * A run placed in a larger SVG as a nested <svg>: `viewBox` picks what of the run is shown (the
 * whole line box by default, or its ink to fit it into `at`), scaled and centred into `at`.
 * satori's element ids are made unique, so several runs can share one document.
 */
export function nestRun(run: TextRun, at: Box, viewBox: Box = { x: 0, y: 0, width: run.width, height: run.height }): string {
  const prefix = `t${(nestedCount = (nestedCount + 1) % 1_000_000)}_`;
  const body = run.svg.slice(run.svg.indexOf(">") + 1, run.svg.lastIndexOf("</svg>")).replaceAll("satori_", prefix);
  const n = (v: number) => String(Math.round(v * 100) / 100);
  return (
    `<svg x="${n(at.x)}" y="${n(at.y)}" width="${n(at.width)}" height="${n(at.height)}" ` +
    `viewBox="${n(viewBox.x)} ${n(viewBox.y)} ${n(viewBox.width)} ${n(viewBox.height)}" overflow="visible">` +
    body +
    `</svg>`
  );
}
