// A logo upload made safe to store and serve: raster images re-encoded by sharp (metadata and
// anything hidden in the file dropped, at most 1024 px), SVG kept only as DOMPurify leaves it (no
// script, no event handler, no foreignObject, no reference outside the file). Every logo also
// gets a small PNG for document headers, the one copy documents embed.
import { createHash } from "node:crypto";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { AppError } from "../errors";

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface ProcessedLogo {
  contentType: LogoType;
  data: Buffer;
  headerPng: Buffer;
  sha256: string;
}

const MAX_SIDE = 1024;
const HEADER_BOX = { width: 480, height: 160 };

const window = new JSDOM("").window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
// A reference is kept only when it points inside the file (#id); anything else could load,
// track or leak.
purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue.trim();
  if ((name === "href" || name === "xlink:href" || name === "src") && !value.startsWith("#")) data.keepAttr = false;
  if (/url\s*\(\s*['"]?\s*(?!#)/i.test(value)) data.keepAttr = false;
});

/** The SVG as DOMPurify's SVG profile keeps it, or a 415 when nothing drawable is left. */
export function sanitizeSvg(svg: string): string {
  const fragment = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "style", "image", "a", "iframe", "object", "embed", "use"],
    FORBID_ATTR: ["style"],
    RETURN_DOM_FRAGMENT: true,
  });
  // Only the drawing is kept: whatever text or markup the file had around it is dropped.
  const drawing = fragment.querySelector("svg");
  if (!drawing) throw new AppError("unsupported_media_type", "The SVG has no drawing that can be kept: upload a plain SVG, PNG, JPEG or WebP logo.");
  if (!drawing.getAttribute("xmlns")) drawing.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  return new window.XMLSerializer().serializeToString(drawing);
}

async function headerPng(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 4096 * 4096 })
    .resize({ ...HEADER_BOX, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function processLogo(contentType: string, body: Buffer): Promise<ProcessedLogo> {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!(LOGO_TYPES as readonly string[]).includes(type)) {
    throw new AppError("unsupported_media_type", "The logo must be a PNG, JPEG, WebP or SVG image.");
  }
  if (body.length === 0) throw new AppError("invalid_input", "The logo file is empty.");
  if (body.length > LOGO_MAX_BYTES) throw new AppError("payload_too_large", "The logo must be 1 MB or smaller.");
  try {
    let data: Buffer;
    let source: Buffer;
    if (type === "image/svg+xml") {
      data = Buffer.from(sanitizeSvg(body.toString("utf8")), "utf8");
      // Rendered once here to prove it draws, and for the header copy.
      source = await sharp(data, { density: 144 }).png().toBuffer();
    } else {
      const image = sharp(body, { limitInputPixels: 8192 * 8192, failOn: "error" }).rotate();
      const resized = image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
      data =
        type === "image/png"
          ? await resized.png({ compressionLevel: 9 }).toBuffer()
          : type === "image/jpeg"
            ? await resized.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
            : await resized.webp({ quality: 90 }).toBuffer();
      source = data;
    }
    return { contentType: type as LogoType, data, headerPng: await headerPng(source), sha256: createHash("sha256").update(data).digest("hex") };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("unsupported_media_type", `The file is not a readable ${type.replace("image/", "").toUpperCase().replace("SVG+XML", "SVG")} image.`);
  }
}
