// An SVG logo as the image pool stores it: cleaned (./svg-clean.ts), checked again against the
// bounds as cleaned (what is stored is within them whatever the upload's markup hid from the first
// parse), and drawn once for the documents' header copy, which also proves that it draws.
import { AppError } from "../errors";
import { HEADER_BOX } from "./header";
import { rasterize, svgSize } from "./render";
import { checkSvgBounds } from "./svg-bounds";
import { cleanSvg } from "./svg-clean";

export function cleanSvgLogo(upload: string): { svg: Uint8Array; headerPng: Uint8Array } {
  const svg = cleanSvg(upload);
  checkSvgBounds(svg);
  let size: { width: number; height: number };
  try {
    size = svgSize(svg);
  } catch {
    throw new AppError("unsupported_media_type", "The file is not a readable SVG image.");
  }
  // At most twice its own size, and inside the header's box.
  const zoom = Math.min(2, HEADER_BOX.width / size.width, HEADER_BOX.height / size.height);
  if (!(zoom > 0) || !Number.isFinite(zoom)) throw new AppError("unsupported_media_type", "The SVG has no size that can be drawn.");
  return { svg: new TextEncoder().encode(svg), headerPng: rasterize(svg, { mode: "zoom", value: zoom }) };
}
