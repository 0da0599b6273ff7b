// The signature a PDF to verify carries, and the digests POST /api/verify looks up, read in a pool
// worker (untrusted input whose cost grows with its size: the main thread only hands the bytes
// over, and looks the answered digests up in the database). Where the file's last /ByteRange says
// (signatureOf: the file laid out as we sealed it); otherwise, in a copy another tool rewrote (qpdf
// or a viewer's "save as": the objects moved, perhaps into object streams), pdf-lib parses the file,
// its streams bounded first (./pdf-bounds.ts), and the AcroForm's signature fields give their
// value's /Contents (the CMS bytes).
import { createHash } from "node:crypto";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, type PDFObject } from "pdf-lib";
import { checkInflation } from "./pdf-bounds";

/** Fields visited at most (a form's tree is untrusted: no cycle or giant tree runs for long). */
const MAX_FIELDS = 10_000;

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** A signature's /Contents without the placeholder's zero padding after the DER signature. */
function unpadded(bytes: Uint8Array): Buffer {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return Buffer.from(bytes.buffer, bytes.byteOffset, end);
}

/**
 * The last signature's ByteRange and CMS bytes, read where its ByteRange says (the file as we
 * sealed it), or undefined when the bytes there are not a signature's /Contents: no signature, or
 * a copy rewritten since.
 */
export function signatureOf(pdf: Uint8Array): { contents: Buffer; byteRange: number[] } | undefined {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const at = bytes.lastIndexOf("/ByteRange", undefined, "latin1");
  if (at < 0) return undefined;
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(bytes.toString("latin1", at, at + 200));
  if (!match) return undefined;
  const byteRange = match.slice(1, 5).map(Number);
  const [, len, start] = byteRange as [number, number, number, number];
  if (start > bytes.length || len > start) return undefined;
  const hex = bytes.toString("latin1", len, start).replace(/[<>\s]/g, "");
  if (!/^[0-9a-f]*$/i.test(hex)) return undefined;
  const contents = unpadded(Buffer.from(hex, "hex"));
  return contents.length > 0 ? { contents, byteRange } : undefined;
}

/** The last signature field's /Contents, as stored (zero padding included), or null: no signature, or a file pdf-lib cannot read. */
export async function pdfSignatureContents(bytes: Uint8Array): Promise<{ contents: Uint8Array } | null> {
  // A file whose streams inflate past its limit is refused (422), not taken for an unsigned one.
  await checkInflation(bytes);
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  const { context, catalog } = pdf;
  const dictOf = (o: PDFObject | undefined) => {
    const v = o === undefined ? undefined : context.lookup(o);
    return v instanceof PDFDict ? v : undefined;
  };
  const arrayOf = (o: PDFObject | undefined) => {
    const v = o === undefined ? undefined : context.lookup(o);
    return v instanceof PDFArray ? v : undefined;
  };
  const form = dictOf(catalog.get(PDFName.of("AcroForm")));
  const queue = [...(arrayOf(form?.get(PDFName.of("Fields")))?.asArray() ?? [])];
  const seen = new Set<PDFDict>();
  let found: Uint8Array | null = null;
  for (let n = 0; queue.length > 0 && n < MAX_FIELDS; n++) {
    const field = dictOf(queue.shift());
    if (!field || seen.has(field)) continue;
    seen.add(field);
    queue.push(...(arrayOf(field.get(PDFName.of("Kids")))?.asArray() ?? []));
    const value = dictOf(field.get(PDFName.of("V")));
    const contents = value ? context.lookup(value.get(PDFName.of("Contents"))) : undefined;
    if (contents instanceof PDFHexString || contents instanceof PDFString) found = contents.asBytes();
  }
  return found ? { contents: found } : null;
}

/**
 * What POST /api/verify looks up: the SHA-256 of the whole file, and of its signature's CMS bytes
 * (null: no signature found). Laid out as sealed, the signature is read where its ByteRange says;
 * otherwise from the signature field of the parsed file.
 */
export async function pdfDigests(pdf: Uint8Array): Promise<{ sha256: string; signatureSha256: string | null }> {
  let contents: Uint8Array | undefined = signatureOf(pdf)?.contents;
  if (!contents) {
    const found = await pdfSignatureContents(pdf);
    contents = found ? unpadded(found.contents) : undefined;
  }
  return { sha256: sha256(pdf), signatureSha256: contents?.length ? sha256(contents) : null };
}
