// A drawn signature: a PNG data URI of at most 200 KB, typed by its bytes, bounded by its header
// (at most 2,000 × 1,000 px) before any pixel is decoded, then re-encoded by sharp (whose libvips
// work runs on libuv's thread pool, off the event loop, within sharp's time limit) so nothing but
// the pixels is kept. See server/images for why rasters go through sharp and not the image pool.
import sharp from "sharp";
import { DRAWN_MAX_BYTES } from "../../shared/api/signatures";
import { invalidField } from "../errors";
import { sniffImageType } from "../images/sniff";

export const DRAWN_MAX_SIDE = { width: 2_000, height: 1_000 } as const;

const refuse = (message: string) => invalidField("signature.image", message);

export async function reencodeDrawnSignature(dataUri: string): Promise<Buffer> {
  const base64 = dataUri.slice(dataUri.indexOf(",") + 1);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > DRAWN_MAX_BYTES) throw refuse("The drawn signature must be at most 200 KB");
  if (sniffImageType(bytes) !== "image/png") throw refuse("The drawn signature must be a PNG image");
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse("The drawn signature is not a readable PNG image");
    });
  if (meta.format !== "png" || !meta.width || !meta.height) throw refuse("The drawn signature is not a readable PNG image");
  if (meta.width > DRAWN_MAX_SIDE.width || meta.height > DRAWN_MAX_SIDE.height) {
    throw refuse(`The drawn signature may be at most ${DRAWN_MAX_SIDE.width} × ${DRAWN_MAX_SIDE.height} px`);
  }
  return sharp(bytes, { limitInputPixels: DRAWN_MAX_SIDE.width * DRAWN_MAX_SIDE.height, failOn: "error" })
    .resize({ width: 800, height: 300, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .timeout({ seconds: 2 })
    .toBuffer()
    .catch(() => {
      throw refuse("The drawn signature is not a readable PNG image");
    });
}
