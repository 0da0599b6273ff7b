// The PDF's document information: Chromium's page.pdf sets the title from <title>, names itself as
// Creator (its user agent) and Producer (Skia/PDF) and leaves the author empty, and cannot be told
// otherwise. The printed bytes get a new information dictionary as an incremental update (ISO
// 32000-1 § 7.5.6, as a signature is added): the printed file is kept byte for byte, its old
// dictionary emptied in place (same length, so no offset moves), and the new one, a cross-reference
// section for it and a trailer pointing back to the old one are appended. That takes well under a
// millisecond where re-writing the whole file with pdf-lib took 5 to 30 ms. A file laid out
// otherwise (a cross-reference stream, an encrypted or already updated file) is re-written with
// pdf-lib: pages, fonts and content streams copied as they are, only the information changes.
import { PDFDict, PDFDocument, PDFName, ParseSpeeds } from "pdf-lib";

export interface PdfMetadata {
  title: string;
  /** The business the document is issued by; absent, the PDF names no author. */
  author?: string;
}

export async function withPdfMetadata(pdf: Uint8Array, meta: PdfMetadata): Promise<Buffer> {
  return appendInfo(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), meta) ?? rewriteWithPdfLib(pdf, meta);
}

/** A text string as PDF writes any Unicode: UTF-16BE with its byte order mark, in hex. */
const textString = (text: string) => `<FEFF${Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase()}>`;

// The end of a file with one classic cross-reference table: its trailer, then where the table is.
const TAIL = /trailer\s*<<([\s\S]*)>>\s*startxref\s+(\d+)\s+%%EOF\s*$/;
const TAIL_BYTES = 1024;

function appendInfo(pdf: Buffer, { title, author }: PdfMetadata): Buffer | undefined {
  const tailStart = Math.max(0, pdf.length - TAIL_BYTES);
  const tail = TAIL.exec(pdf.toString("latin1", tailStart));
  if (!tail) return undefined;
  const trailer = tail[1]!;
  // An updated or encrypted file, or one with a cross-reference stream: not the layout handled here.
  if (/\/(?:Prev|Encrypt|XRefStm)\b/.test(trailer) || trailer.includes("trailer")) return undefined;
  const size = /\/Size\s+(\d+)/.exec(trailer)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const info = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1];
  if (!size || !root || !info) return undefined;
  const [infoNumber, infoGeneration] = [Number(info[1]), Number(info[2])];

  // The information dictionary's place, from its entry in the cross-reference table.
  const xrefAt = Number(tail[2]);
  const xref = /^xref\s+0\s+(\d+)\r?\n/.exec(pdf.toString("latin1", xrefAt, xrefAt + 32));
  if (!xref || infoNumber >= Number(xref[1])) return undefined;
  const entryAt = xrefAt + xref[0].length + 20 * infoNumber;
  const entry = /^(\d{10}) (\d{5}) n/.exec(pdf.toString("latin1", entryAt, entryAt + 20));
  if (!entry || Number(entry[2]) !== infoGeneration) return undefined;
  const objectAt = Number(entry[1]);
  const end = pdf.indexOf("endobj", objectAt, "latin1");
  if (end < 0) return undefined;
  const object = pdf.toString("latin1", objectAt, end);
  const header = `${infoNumber} ${infoGeneration} obj`;
  const open = object.indexOf("<<");
  const close = object.lastIndexOf(">>");
  if (!object.startsWith(header) || open < 0 || close < open || object.slice(header.length, open).trim() !== "") return undefined;
  const dates = ["CreationDate", "ModDate"]
    .map((key) => new RegExp(`/${key}\\s*(\\([^()\\\\]*\\))`).exec(object)?.[0])
    .filter(Boolean)
    .join("\n");

  // The old dictionary, emptied in place: "<<" and ">>" around spaces, every offset unchanged.
  const out = Buffer.from(pdf);
  out.fill(0x20, objectAt + open + 2, objectAt + close);

  const eol = out[out.length - 1] === 0x0a ? "" : "\n";
  const newObjectAt = out.length + eol.length;
  const dict = [`/Title ${textString(title)}`, ...(author ? [`/Author ${textString(author)}`] : []), ...(dates ? [dates] : [])];
  const body = `${header}\n<<${dict.join("\n")}>>\nendobj\n`;
  const newXrefAt = newObjectAt + Buffer.byteLength(body, "latin1");
  const update =
    `${eol}${body}` +
    `xref\n${infoNumber} 1\n${String(newObjectAt).padStart(10, "0")} ${String(infoGeneration).padStart(5, "0")} n \n` +
    `trailer\n<</Size ${size}\n/Root ${root}\n/Info ${infoNumber} ${infoGeneration} R${id ? `\n/ID ${id}` : ""}\n/Prev ${xrefAt}>>\n` +
    `startxref\n${newXrefAt}\n%%EOF\n`;
  return Buffer.concat([out, Buffer.from(update, "latin1")]);
}

async function rewriteWithPdfLib(pdf: Uint8Array, { title, author }: PdfMetadata): Promise<Buffer> {
  // updateMetadata: false, or pdf-lib would name itself as Producer and Creator. Parsed and saved
  // in one go: pdf-lib's default speeds pause for a timer every 100 (50) objects.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  doc.setTitle(title, { showInWindowTitleBar: true });
  if (author) doc.setAuthor(author);
  // setTitle made sure the trailer has an information dictionary.
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  if (!author) info.delete(PDFName.of("Author"));
  // A white-label export names no tool: neither us nor the browser that printed it.
  info.delete(PDFName.of("Creator"));
  info.delete(PDFName.of("Producer"));
  // Classic cross-reference tables, as Chromium writes them: readable by every PDF reader.
  return Buffer.from(await doc.save({ useObjectStreams: false, objectsPerTick: Infinity }));
}
