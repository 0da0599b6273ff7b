// The signature a PDF carries, read in the image pool's worker (untrusted input, parsed off the
// event loop with the pool's time and memory budget): for POST /api/verify when the file's bytes
// no longer hold the signature where its /ByteRange says (a copy rewritten by another tool, qpdf
// or a viewer's "save as": the objects moved, perhaps into object streams). pdf-lib parses the
// file, and the AcroForm's signature fields give their value's /Contents (the CMS bytes).
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, type PDFObject } from "pdf-lib";

/** Fields visited at most (a form's tree is untrusted: no cycle or giant tree runs for long). */
const MAX_FIELDS = 10_000;

/** The last signature field's /Contents, as stored (zero padding included), or null: no signature, or a file pdf-lib cannot read. */
export async function pdfSignatureContents(bytes: Uint8Array): Promise<{ contents: Uint8Array } | null> {
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
