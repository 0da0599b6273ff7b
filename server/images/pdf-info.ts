// An uploaded PDF, read in the image pool's worker (untrusted input, parsed off the event loop with
// the pool's time and memory budget): its streams are bounded first (./pdf-bounds.ts: one that
// inflates past the limit is refused, naming it), then pdf-lib parses it and counts its pages. A
// file it cannot read, or one locked with a password, is refused with a message the uploader can
// act on.
import { PDFDocument } from "pdf-lib";
import { AppError } from "../errors";
import { checkInflation } from "./pdf-bounds";

/** A page as shown: its crop box's size in points, turned by its /Rotate (0, 90, 180 or 270). */
export interface PageBox {
  width: number;
  height: number;
}

export async function pdfInfo(bytes: Uint8Array): Promise<{ pages: number; sizes: PageBox[] }> {
  await checkInflation(bytes);
  let pages: number;
  let sizes: PageBox[];
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    pages = pdf.getPageCount();
    sizes = pdf.getPages().map((page) => {
      const box = page.getCropBox();
      const turned = quarterTurns(page.getRotation().angle) % 2 === 1;
      return turned ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
    });
  } catch (err) {
    if (err instanceof Error && err.name === "EncryptedPDFError") {
      throw new AppError("unprocessable", "The PDF is protected with a password: upload a copy without one");
    }
    throw new AppError("unprocessable", "The PDF could not be read: it may be damaged");
  }
  if (pages < 1) throw new AppError("unprocessable", "The PDF has no pages");
  return { pages, sizes };
}

/** A /Rotate angle as quarter turns clockwise, 0 to 3. */
export const quarterTurns = (angle: number) => ((Math.round(angle / 90) % 4) + 4) % 4;
