// The ICO writer, byte by byte: header, directory entries (256 written as 0), offsets that point at
// the PNGs, and the refusals.
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { readIco, writeIco } from "./ico";

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: "#3b82f6" } }).png().toBuffer();

describe("writeIco", () => {
  test("writes the header, one entry per image and the PNGs after the directory", async () => {
    const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: new Uint8Array(await png(size)) })));
    const ico = writeIco(images);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);

    let offset = 6 + 3 * 16;
    images.forEach(({ size, png: data }, i) => {
      const entry = 6 + 16 * i;
      expect([ico[entry], ico[entry + 1], ico[entry + 2], ico[entry + 3]]).toEqual([size, size, 0, 0]);
      expect(view.getUint16(entry + 4, true)).toBe(1);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      expect(view.getUint32(entry + 8, true)).toBe(data.length);
      expect(view.getUint32(entry + 12, true)).toBe(offset);
      expect(ico.subarray(offset, offset + data.length)).toEqual(data);
      offset += data.length;
    });
    expect(ico.length).toBe(offset);
  });

  test("reads back what it wrote; 256 px is written as 0", async () => {
    const ico = writeIco([
      { size: 16, png: new Uint8Array(await png(16)) },
      { size: 256, png: new Uint8Array(await png(256)) },
    ]);
    expect(ico[6 + 16]).toBe(0);
    const entries = readIco(ico);
    expect(entries.map((e) => [e.width, e.height])).toEqual([
      [16, 16],
      [256, 256],
    ]);
    expect((await sharp(entries[1]!.data).metadata()).width).toBe(256);
  });

  test("refuses no image, a size out of range and an image that is not a PNG", async () => {
    const ok = new Uint8Array(await png(16));
    expect(() => writeIco([])).toThrow();
    expect(() => writeIco([{ size: 0, png: ok }])).toThrow();
    expect(() => writeIco([{ size: 300, png: ok }])).toThrow();
    expect(() => writeIco([{ size: 16, png: new Uint8Array([0x42, 0x4d, 0, 0, 0, 0, 0, 0]) }])).toThrow(/PNG/);
  });

  test("readIco refuses what is not an ICO, or a directory pointing outside the file", async () => {
    const notIco = new Uint8Array(await png(16));
    expect(() => readIco(notIco)).toThrow(/not an ICO/);
    const ico = writeIco([{ size: 16, png: new Uint8Array(await png(16)) }]);
    expect(() => readIco(ico.subarray(0, ico.length - 1))).toThrow(/out of bounds/);
  });
});
