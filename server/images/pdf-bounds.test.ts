// The bound on what a PDF's streams inflate to (./pdf-bounds.ts), on this thread: every stream
// pdf-lib meets counts, object and content streams alike, through every filter stage; images do
// not; the count stops at the limit, whatever the bomb would inflate to. CPU time, not durations.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, test } from "vitest";
import { cpuMsAsync } from "../../test/cpu";
import { contentStreamBomb, largeImage, objectStreamBomb, twiceDeflatedBomb, type PdfBomb } from "../../test/pdf-bombs";
import { AppError } from "../errors";
import { checkInflation, inflationLimit } from "./pdf-bounds";
import { pdfInfo } from "./pdf-info";
import { pdfDigests } from "./pdf-signature";

const MB = 1024 * 1024;
/** What refusing a bomb may cost: inflating to the 64 MB limit, not to the bomb's 200 MB. */
const REFUSAL_CPU_MS = 2_500;

let bombs: PdfBomb[];
let image: PdfBomb;
beforeAll(async () => {
  bombs = [await objectStreamBomb(), await contentStreamBomb(), await twiceDeflatedBomb()];
  image = await largeImage();
});

const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe("the limit", () => {
  test("64 MB, or 8 times the file's size when that is more", () => {
    expect(inflationLimit(200 * 1024)).toBe(64 * MB);
    expect(inflationLimit(8 * MB)).toBe(64 * MB);
    expect(inflationLimit(20 * MB)).toBe(160 * MB);
  });

  test("each bomb is refused with 422 naming the limit, having inflated no more than the limit", { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    for (const bomb of bombs) {
      const { value: err, cpuMs } = await cpuMsAsync(() => refusal(checkInflation(bomb.pdf)));
      expect.soft(err.code, bomb.name).toBe("unprocessable");
      expect.soft(err.message, bomb.name).toBe("The PDF's compressed streams inflate to more than 64 MB, the most read from a PDF of this size");
      expect.soft(cpuMs, `${bomb.name}: CPU-ms to refuse it`).toBeLessThanOrEqual(REFUSAL_CPU_MS);
      lines.push(`${bomb.name} in ${bomb.pdf.length} bytes: refused for ${Math.round(cpuMs)} CPU-ms`);
    }
    console.log(`[security] pdf bounds: ${lines.join("; ")}`);
  });

  test("the worker's tasks refuse them too: the page count and the digests to verify", { timeout: 120_000 }, async () => {
    const [objectStream, content] = bombs as [PdfBomb, PdfBomb];
    expect((await refusal(pdfInfo(content.pdf))).message).toMatch(/more than 64 MB/);
    expect((await refusal(pdfDigests(objectStream.pdf))).message).toMatch(/more than 64 MB/);
  });

  test("an image does not count: a scan of 200 MB is read", { timeout: 120_000 }, async () => {
    await expect(checkInflation(image.pdf)).resolves.toBeUndefined();
    expect((await pdfInfo(image.pdf)).pages).toBe(1);
  });

  test("a stream that says it is an image but is an object stream counts", { timeout: 120_000 }, async () => {
    const [objectStream] = bombs as [PdfBomb];
    const disguised = Buffer.from(objectStream.pdf.toString("latin1").replace("/Type /ObjStm", "/Type /ObjStm /Subtype /Image"), "latin1");
    expect((await refusal(checkInflation(disguised))).message).toMatch(/more than 64 MB/);
  });

  test("an honest PDF passes: pages of text, compressed", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 40; i++) doc.addPage().drawText(`Page ${i + 1} `.repeat(40), { x: 20, y: 400, size: 8, font });
    const bytes = await doc.save({ useObjectStreams: true });
    await expect(checkInflation(bytes)).resolves.toBeUndefined();
    // Each page's size as shown (pdf-lib's default page: A4, in points).
    expect(await pdfInfo(bytes)).toEqual({ pages: 40, sizes: Array.from({ length: 40 }, () => ({ width: 595.28, height: 841.89 })) });
  });

  test("damaged compressed data is counted as far as it inflates, and the file is still read", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
    // Cut into the object stream's data: pdf-lib takes that object as damaged and goes on.
    const at = bytes.indexOf("stream\n") + 7;
    bytes.fill(0xff, at + 10, at + 20);
    await expect(checkInflation(bytes)).resolves.toBeUndefined();
  });
});
