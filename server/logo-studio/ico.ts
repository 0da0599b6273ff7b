// The ICO container, written by hand: a 6-byte header, one 16-byte directory entry per image, then
// the images. Since Windows Vista an entry may hold a whole PNG file instead of a BMP, and every
// browser reads those, so the favicon's images are the PNGs we already render. Little-endian.
const HEADER = 6;
const ENTRY = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface IcoImage {
  /** Width and height in pixels (1 to 256; square). */
  size: number;
  /** A PNG file of that size, 32-bit RGBA. */
  png: Uint8Array;
}

export function writeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0 || images.length > 0xffff) throw new Error("an ICO holds 1 to 65535 images");
  const total = HEADER + ENTRY * images.length + images.reduce((sum, i) => sum + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: 1 = icon (2 would be a cursor)
  view.setUint16(4, images.length, true);
  let offset = HEADER + ENTRY * images.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`bad icon size ${size}`);
    if (!isPng(png)) throw new Error("an ICO image must be a PNG");
    const entry = HEADER + ENTRY * index;
    view.setUint8(entry, size % 256); // width; 0 means 256
    view.setUint8(entry + 1, size % 256); // height
    view.setUint8(entry + 2, 0); // palette colours: none
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true); // bytes of the image
    view.setUint32(entry + 12, offset, true); // where the image starts
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

export interface IcoEntry {
  width: number;
  height: number;
  bitsPerPixel: number;
  /** The image's bytes (a PNG, in the files we write). */
  data: Uint8Array;
}

/** Reads an ICO's directory back (the tests check our files with it). */
export function readIco(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) {
    throw new Error("not an ICO file");
  }
  const count = view.getUint16(4, true);
  if (bytes.length < HEADER + ENTRY * count) throw new Error("truncated ICO directory");
  return Array.from({ length: count }, (_, index) => {
    const entry = HEADER + ENTRY * index;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (offset + length > bytes.length) throw new Error("ICO image out of bounds");
    return {
      width: view.getUint8(entry) || 256,
      height: view.getUint8(entry + 1) || 256,
      bitsPerPixel: view.getUint16(entry + 6, true),
      data: bytes.subarray(offset, offset + length),
    };
  });
}

export const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((b, i) => bytes[i] === b);
