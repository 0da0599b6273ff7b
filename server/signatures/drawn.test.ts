// A drawn signature ("at most 200 KB and is re-encoded"): what is kept is a PNG sharp wrote,
// pixels only; a chunk the browser (or anyone) put in the upload is gone. Its size is bounded by
// its header before any pixel is decoded.
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { AppError } from "../errors";
import { reencodeDrawnSignature } from "./drawn";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } }).png().toBuffer();

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

async function refusal(png: Buffer): Promise<AppError> {
  const err = await reencodeDrawnSignature(dataUri(png)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("reencodeDrawnSignature", () => {
  test("keeps the pixels only: a text chunk of the upload is not in what is stored", async () => {
    const png = await blank(400, 120);
    // IHDR is the first chunk: 8 bytes of signature, then 25 bytes of IHDR.
    const tagged = Buffer.concat([png.subarray(0, 33), chunk("tEXt", Buffer.from("Comment\0tracking-id-8f2c", "latin1")), png.subarray(33)]);
    expect((await sharp(tagged).metadata()).format).toBe("png");
    expect(tagged.includes("tracking-id-8f2c")).toBe(true);

    const kept = await reencodeDrawnSignature(dataUri(tagged));
    expect(kept.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(kept.includes("tracking-id-8f2c")).toBe(false);
    expect(kept.includes("tEXt")).toBe(false);
    expect(await sharp(kept).metadata()).toMatchObject({ format: "png", width: 400, height: 120 });
  });

  test("refuses a PNG over 2,000 × 1,000 px by its header, and bytes that are not a PNG", async () => {
    const wide = await refusal(await blank(2_001, 10));
    expect(wide.errors?.[0]).toEqual({ path: "signature.image", message: "The drawn signature may be at most 2000 × 1000 px" });
    const gif = await refusal(Buffer.from("GIF89a not a png at all"));
    expect(gif.errors?.[0]?.path).toBe("signature.image");
  });
});
