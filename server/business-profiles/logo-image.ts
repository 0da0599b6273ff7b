// A logo upload made safe to store and serve. Its type is what its bytes are (a Content-Type that
// disagrees is a 415). Rasters are re-encoded by sharp (metadata and anything hidden in the file
// dropped, at most 1024 px), after their header showed at most 4,096 px a side; libvips decodes on
// libuv's thread pool, never the event loop, within sharp's time limit. An SVG passes the bounded
// parse here (linear, stops at the first bound, a slice at a time), then is cleaned and drawn in
// the image pool within 2 s. Every logo also gets a small PNG for document headers, the one copy documents embed.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../errors";
import { HEADER_BOX } from "../images/header";
import { JobOverBudget, LOGO_BUDGET_MS, type ImagePool } from "../images/pool";
import { declaredType, IMAGE_TYPES, sniffImageType, type ImageType } from "../images/sniff";
import { checkSvgBoundsInSlices, SVG_LIMITS } from "../images/svg-bounds";

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = IMAGE_TYPES;
export type LogoType = ImageType;
export const TOO_COMPLEX_MESSAGE = "This image is too complex";

export interface ProcessedLogo {
  contentType: LogoType;
  data: Buffer;
  headerPng: Buffer;
  sha256: string;
}

const MAX_SIDE = 1024;
const NAMES: Record<LogoType, string> = { "image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP", "image/svg+xml": "SVG" };
const SHARP_FORMAT: Record<Exclude<LogoType, "image/svg+xml">, string> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" };

const tooComplex = () => new AppError("unprocessable", TOO_COMPLEX_MESSAGE);

/** The type the bytes are, which must be the type declared. */
function typeOf(contentType: string, body: Buffer): LogoType {
  const declared = declaredType(contentType);
  if (!(LOGO_TYPES as readonly string[]).includes(declared)) {
    throw new AppError("unsupported_media_type", "The logo must be a PNG, JPEG, WebP or SVG image.");
  }
  const sniffed = sniffImageType(body);
  const name = NAMES[declared as LogoType];
  if (!sniffed) throw new AppError("unsupported_media_type", `The file is not a readable ${name} image.`);
  if (sniffed !== declared) {
    throw new AppError("unsupported_media_type", `The file is a ${NAMES[sniffed]} image, not the ${name} image its Content-Type says.`);
  }
  return sniffed;
}

async function rasterLogo(type: Exclude<LogoType, "image/svg+xml">, body: Buffer): Promise<{ data: Buffer; headerPng: Buffer }> {
  const limits = { limitInputPixels: SVG_LIMITS.side * SVG_LIMITS.side, failOn: "error" as const };
  const unreadable = () => new AppError("unsupported_media_type", `The file is not a readable ${NAMES[type]} image.`);
  // The header alone: how big the image says it is, before a pixel is decoded.
  const meta = await sharp(body, { limitInputPixels: false }).metadata().catch(() => {
    throw unreadable();
  });
  if (meta.format !== SHARP_FORMAT[type]) throw unreadable();
  if ((meta.width ?? 0) > SVG_LIMITS.side || (meta.height ?? 0) > SVG_LIMITS.side) {
    throw new AppError(
      "unsupported_media_type",
      `The image is ${meta.width} × ${meta.height} px: a logo may be at most 4,096 px wide and 4,096 px high.`,
    );
  }
  const run = async <T>(work: () => Promise<T>) =>
    work().catch((err: unknown) => {
      if (err instanceof Error && /timeout/i.test(err.message)) throw tooComplex();
      throw unreadable();
    });
  const seconds = { seconds: LOGO_BUDGET_MS / 1000 };
  const resized = sharp(body, limits).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true }).timeout(seconds);
  const data = await run(() =>
    type === "image/png"
      ? resized.png({ compressionLevel: 9 }).toBuffer()
      : type === "image/jpeg"
        ? resized.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
        : resized.webp({ quality: 90 }).toBuffer(),
  );
  const headerPng = await run(() =>
    sharp(data).resize({ ...HEADER_BOX, fit: "inside", withoutEnlargement: true }).png({ compressionLevel: 9 }).timeout(seconds).toBuffer(),
  );
  return { data, headerPng };
}

async function svgLogo(pool: ImagePool, body: Buffer, owner: string): Promise<{ data: Buffer; headerPng: Buffer }> {
  const svg = body.toString("utf8");
  await checkSvgBoundsInSlices(svg);
  try {
    const cleaned = await pool.run({ kind: "svg-logo", svg }, { budgetMs: LOGO_BUDGET_MS, owner });
    return { data: Buffer.from(cleaned.svg), headerPng: Buffer.from(cleaned.headerPng) };
  } catch (err) {
    if (err instanceof JobOverBudget) throw tooComplex();
    throw err;
  }
}

/** `owner`: the user the logo is for, whose turn it takes in the image pool. */
export async function processLogo({ pool, owner, contentType, body }: { pool: ImagePool; owner: string; contentType: string; body: Buffer }): Promise<ProcessedLogo> {
  if (body.length === 0) throw new AppError("invalid_input", "The logo file is empty.");
  if (body.length > LOGO_MAX_BYTES) throw new AppError("payload_too_large", "The logo must be 1 MB or smaller.");
  const type = typeOf(contentType, body);
  const { data, headerPng } = type === "image/svg+xml" ? await svgLogo(pool, body, owner) : await rasterLogo(type, body);
  return { contentType: type, data, headerPng, sha256: createHash("sha256").update(data).digest("hex") };
}
