// Large PDFs for the tests and benchmarks of big files: pages of noise photos, as a scanned
// contract is (JPEG, embedded as it is), of about the size asked.
import { randomBytes } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

/** A valid PDF of about `bytes` bytes (within 40 kB under it). */
export async function scannedPdf(bytes: number, label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(label);
  const side = 640;
  let size = 0;
  for (;;) {
    const noise = randomBytes(side * side * 3);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
    if (size + jpeg.length > bytes - 40_000) break;
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([595, 842]).drawImage(image, { x: 40, y: 120, width: 515, height: 515 });
    size += jpeg.length;
  }
  return Buffer.from(await pdf.save());
}
