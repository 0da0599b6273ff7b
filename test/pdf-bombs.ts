// Hostile PDFs for the tests of untrusted PDFs (server/images/pdf-bounds.test.ts,
// test/security/pdf-bombs.test.ts): small files whose compressed streams inflate to far more than
// their size, and a large one whose /ByteRange spans the whole file. Written byte by byte, so each
// holds exactly the structure it is named for (pdf-lib would rewrite them).
import { createDeflate, deflateSync } from "node:zlib";

const MB = 1024 * 1024;

/** `size` bytes of spaces, deflated a megabyte at a time (never all in memory at once). */
async function deflatedSpaces(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const block = Buffer.alloc(MB, 0x20);
  for (let written = 0; written < size; written += MB) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A PDF of one page whose objects are `objects` (numbered from 4), with its catalog and page tree. */
function pdfWith(objects: (string | Buffer)[][], page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"): Buffer {
  const parts: Buffer[] = [];
  const add = (s: string | Buffer) => parts.push(typeof s === "string" ? Buffer.from(s, "latin1") : s);
  add("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  add("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
  add("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n");
  add(`3 0 obj\n${page}\nendobj\n`);
  objects.forEach((pieces, i) => {
    add(`${i + 4} 0 obj\n`);
    pieces.forEach(add);
    add("\nendobj\n");
  });
  add(`trailer\n<< /Root 1 0 R /Size ${objects.length + 4} >>\n%%EOF\n`);
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) => [`<< ${dict} /Length ${data.length} >>\nstream\n`, data, "\nendstream"];

export interface PdfBomb {
  name: string;
  pdf: Buffer;
  /** What its streams inflate to. */
  inflated: number;
}

/** An object stream (which pdf-lib inflates while it parses) of `size` bytes of spaces: 200 MB from 200 KB. */
export async function objectStreamBomb(size = 200 * MB): Promise<PdfBomb> {
  const data = await deflatedSpaces(size);
  return { name: `an object stream of ${size / MB} MB`, pdf: pdfWith([stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", data)]), inflated: size };
}

/** A page whose content stream (which pdf-lib never inflates, a viewer does) is `size` bytes of spaces. */
export async function contentStreamBomb(size = 200 * MB): Promise<PdfBomb> {
  const data = await deflatedSpaces(size);
  return {
    name: `a page's content stream of ${size / MB} MB`,
    pdf: pdfWith([stream("/Filter /FlateDecode", data)], "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>"),
    inflated: size,
  };
}

/** An object stream deflated twice ([/FlateDecode /FlateDecode]): a file of about a kilobyte. */
export async function twiceDeflatedBomb(size = 200 * MB): Promise<PdfBomb> {
  const data = deflateSync(await deflatedSpaces(size), { level: 9 });
  return {
    name: `an object stream deflated twice to ${size / MB} MB`,
    pdf: pdfWith([stream("/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode]", data)]),
    inflated: size,
  };
}

/** An image of `size` bytes inflated (a scan): images are never inflated by us, and do not count. */
export async function largeImage(size = 200 * MB): Promise<PdfBomb> {
  const data = await deflatedSpaces(size);
  const side = Math.floor(Math.sqrt(size));
  return {
    name: `an image of ${size / MB} MB`,
    pdf: pdfWith([stream(`/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, data)]),
    inflated: size,
  };
}

/**
 * A PDF of about `size` bytes whose only /ByteRange says its signature's /Contents is the whole
 * file after a short header: hex digits, none of them the zero padding.
 */
export function spanningByteRange(size = 20 * MB - 1024): Buffer {
  const headerLength = 128;
  const end = size - 2;
  const header = `%PDF-1.7\n1 0 obj\n<< /Type /Sig /ByteRange [0 ${headerLength} ${end} 0] /Contents `.padEnd(headerLength - 1, " ") + "<";
  return Buffer.concat([Buffer.from(header, "latin1"), Buffer.alloc(end - headerLength, "ab", "latin1"), Buffer.from(">\n", "latin1")]);
}
