// An SVG logo cleaned (in the image pool: jsdom and DOMPurify cost more than linear time on a hostile
// file): DOMPurify's SVG profile, without filters, images, links, <use>, styles or scripts, and no
// reference outside the file. The result is re-serialised from the cleaned tree, so what is stored
// and exported is exactly what was checked, never the bytes that were sent.
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { AppError } from "../errors";

const window = new JSDOM("").window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/**
 * The value as CSS reads it: escapes decoded (`u\72l(` and `u\000072l(` are `url(`) and comments
 * dropped (which can only make a match more likely). CSS Syntax 3, "consume an escaped code point".
 */
export function cssUnescape(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S]))?/gi, (_m, hex: string | undefined, char: string | undefined) => {
      if (hex) {
        const code = parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\ufffd" : String.fromCodePoint(code);
      }
      return char === "\n" || char === undefined ? "" : char;
    });
}

/** CSS functions that fetch what they name. */
const FETCHING_FUNCTION = /(?:url|image-set|src|image|element|cross-fade)\s*\(/i;
/** url(#id): a reference inside the file. */
const LOCAL_URL = /^url\(\s*['"]?#/i;

/** True when an attribute's value, read as CSS, could load something from outside the file. */
export function loadsFromOutside(value: string): boolean {
  const css = cssUnescape(value);
  let rest = css;
  for (let match = FETCHING_FUNCTION.exec(rest); match; match = FETCHING_FUNCTION.exec(rest)) {
    const call = rest.slice(match.index);
    if (!LOCAL_URL.test(call)) return true;
    rest = call.slice(match[0].length);
  }
  return false;
}

// A reference is kept only when it points inside the file (#id); anything else could load, track
// or leak, whatever the attribute (fill, mask, marker-start, clip-path... any of them takes url()).
purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const name = data.attrName.toLowerCase();
  if ((name === "href" || name.endsWith(":href") || name === "src") && !data.attrValue.trim().startsWith("#")) data.keepAttr = false;
  else if (loadsFromOutside(data.attrValue)) data.keepAttr = false;
});

/** The SVG as the cleaner keeps it, serialised from the cleaned tree; a 415 when nothing drawable is left. */
export function cleanSvg(svg: string): string {
  const fragment = purify.sanitize(svg, {
    USE_PROFILES: { svg: true },
    FORBID_TAGS: ["foreignObject", "script", "style", "image", "a", "iframe", "object", "embed", "use", "filter"],
    FORBID_ATTR: ["style", "filter"],
    RETURN_DOM_FRAGMENT: true,
  });
  // Only the drawing is kept: whatever text or markup the file had around it is dropped.
  const drawing = fragment.querySelector("svg");
  if (!drawing) throw new AppError("unsupported_media_type", "The SVG has no drawing that can be kept: upload a plain SVG, PNG, JPEG or WebP logo.");
  if (!drawing.getAttribute("xmlns")) drawing.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  return new window.XMLSerializer().serializeToString(drawing);
}
