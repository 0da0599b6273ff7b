// The bounded parse an SVG logo goes through before anything else reads it: a streaming XML parser
// (saxes) that stops at the first bound crossed, so its cost is linear in the upload. On the event
// loop it reads the file a slice at a time, letting other requests in between; the image pool
// runs it again, in one go, on the cleaned file, so what is stored and exported is within the same
// bounds.
import { setImmediate as nextTurn } from "node:timers/promises";
import { SaxesParser } from "saxes";
import { formatCount } from "../../shared/format";
import { AppError } from "../errors";

export const SVG_LIMITS = { depth: 64, elements: 5_000, attributesPerElement: 50, side: 4_096 } as const;

const refuse = (message: string) => new AppError("unsupported_media_type", message);


/** Pixels per unit of the CSS absolute lengths an SVG's width and height may use. */
const UNIT_PX: Record<string, number> = { "": 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, em: 16, ex: 8 };

/** A length in pixels; undefined for a percentage, an unknown unit or no value. */
function lengthPx(value: string | undefined): number | undefined {
  const match = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)$/i.exec((value ?? "").trim());
  const unit = UNIT_PX[match?.[2]?.toLowerCase() ?? "%"];
  return match && unit !== undefined ? Number(match[1]) * unit : undefined;
}

/** The local name, in lower case: `svg:feMorphology` and `FEMORPHOLOGY` are both `femorphology`. */
const local = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

export interface SvgSize {
  width: number | undefined;
  height: number | undefined;
}

/**
 * A parse that refuses (415, the message naming the bound) what is not an SVG, nests deeper than 64
 * elements, has more than 5,000 elements or an element with more than 50 attributes, uses a filter
 * primitive (`fe*`), an `<image>` or a `<use>` that points outside the file, or is wider or higher
 * than 4,096 px. `write` the file in as many pieces as wanted; `end` answers the size the root
 * declares.
 */
function boundsParser() {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  let current = "";
  let rootAttributes: Record<string, string> | undefined;
  parser.on("error", (err) => {
    // Entities declared in a doctype (older Illustrator exports) are not expanded by anyone here.
    if (/undefined entity/.test(err.message)) return;
    throw refuse("The file is not a readable SVG image: it is not well-formed XML.");
  });
  parser.on("opentagstart", (tag) => {
    current = local(tag.name);
    if (elements === 0 && current !== "svg") throw refuse("The file is not an SVG image: its root element must be <svg>.");
    if (++elements > SVG_LIMITS.elements) throw refuse(`The SVG has more than ${formatCount(SVG_LIMITS.elements)} elements, the most a logo may have.`);
    if (++depth > SVG_LIMITS.depth) throw refuse(`The SVG nests elements more than ${SVG_LIMITS.depth} deep, the most a logo may.`);
    attributes = 0;
    if (current.startsWith("fe")) throw refuse("The SVG uses a filter effect (an fe… element): a logo may not use filters.");
    if (current === "image") throw refuse("The SVG embeds an image (<image>): a logo may not contain images.");
  });
  parser.on("attribute", ({ name, value }) => {
    if (++attributes > SVG_LIMITS.attributesPerElement) {
      throw refuse(`An element of the SVG has more than ${SVG_LIMITS.attributesPerElement} attributes, the most a logo may have.`);
    }
    if (current === "use" && local(name) === "href" && !value.trim().startsWith("#")) {
      throw refuse("The SVG's <use> points outside the file: a logo's <use> may only point inside it.");
    }
  });
  parser.on("opentag", (tag) => {
    if (elements === 1 && !rootAttributes) rootAttributes = tag.attributes as Record<string, string>;
  });
  parser.on("closetag", () => {
    depth--;
  });
  return {
    write: (chunk: string) => void parser.write(chunk),
    end: (): SvgSize => {
      parser.close();
      return sizeOf(rootAttributes);
    },
  };
}

function sizeOf(rootAttributes: Record<string, string> | undefined): SvgSize {
  if (!rootAttributes) throw refuse("The file is not an SVG image: it has no <svg> element.");
  const viewBox = (rootAttributes.viewBox ?? "").trim().split(/[\s,]+/).map(Number);
  const fromViewBox = viewBox.length === 4 && viewBox.every(Number.isFinite) ? { width: viewBox[2], height: viewBox[3] } : undefined;
  const width = lengthPx(rootAttributes.width) ?? fromViewBox?.width;
  const height = lengthPx(rootAttributes.height) ?? fromViewBox?.height;
  if ((width ?? 0) > SVG_LIMITS.side || (height ?? 0) > SVG_LIMITS.side) {
    throw refuse(
      `The SVG is ${formatCount(Math.round(width ?? 0))} × ${formatCount(Math.round(height ?? 0))} px: a logo may be at most ${formatCount(SVG_LIMITS.side)} px wide and ${formatCount(SVG_LIMITS.side)} px high.`,
    );
  }
  return { width, height };
}

/** The bounds checked in one go (in the image pool). */
export function checkSvgBounds(svg: string): SvgSize {
  const parser = boundsParser();
  parser.write(svg);
  return parser.end();
}

/** Characters parsed between two turns of the event loop: a few milliseconds of work. */
const SLICE = 16_384;

/** The bounds checked on the event loop, a slice at a time, so no other request waits long. */
export async function checkSvgBoundsInSlices(svg: string): Promise<SvgSize> {
  const parser = boundsParser();
  for (let at = 0; at < svg.length; at += SLICE) {
    parser.write(svg.slice(at, at + SLICE));
    if (at + SLICE < svg.length) await nextTurn();
  }
  return parser.end();
}
