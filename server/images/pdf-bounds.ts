// An untrusted PDF's compressed streams, bounded before we read it (in the image pool's worker).
// A few hundred kilobytes of Flate data can inflate to hundreds of megabytes, and pdf-lib inflates
// a document's object and cross-reference streams while it parses, without a bound: a 200 KB file
// whose object stream inflates to 200 MB held a worker for its whole budget. So every PDF we parse
// is first parsed once by pdf-lib's own parser with a count: each stream it meets is inflated by
// pdf-lib's own decoders (the ones its parse uses, with the same tolerance for damaged data), one
// filter at a time, and a decoder's output may grow only within what is left of the limit. The
// first stream that crosses it stops the work there and refuses the file (422 naming the limit);
// below it, pdf-lib's real parse inflates no more than was counted.
//
// What counts: every stream (object streams, cross-reference streams, page contents, forms, fonts,
// embedded files) and every filter stage of each, except images, which neither we nor pdf-lib
// ever inflate (an image is copied byte for byte) and which honest scans inflate far past any
// small limit. A stream that is at once an image and an object or cross-reference stream counts.
import { PDFArray, PDFContext, PDFName, PDFNull, PDFParser, PDFRawStream, decodePDFRawStream, type PDFDict, type PDFObject } from "pdf-lib";
import { AppError } from "../errors";

const MB = 1024 * 1024;
/** The least a PDF's streams may inflate to, whatever its size. */
const MIN_INFLATED_BYTES = 64 * MB;
/** A larger PDF's streams may inflate to this many times its size (a 20 MB file: 160 MB). */
const INFLATED_PER_BYTE = 8;

/** The most a PDF of `size` bytes may inflate to: 64 MB, or 8 times its size if that is more. */
export const inflationLimit = (size: number) => Math.max(MIN_INFLATED_BYTES, INFLATED_PER_BYTE * size);

const inflationMessage = (limit: number) =>
  `The PDF's compressed streams inflate to more than ${Math.round(limit / MB)} MB, the most read from a PDF of this size`;

const TYPE = PDFName.of("Type");
const SUBTYPE = PDFName.of("Subtype");
const IMAGE = PDFName.of("Image");
const FILTER = PDFName.of("Filter");
const DECODE_PARMS = PDFName.of("DecodeParms");
const INFLATING = new Set([PDFName.of("ObjStm"), PDFName.of("XRef")]);

/** Thrown by a decoder asked to grow past what is left of the limit. */
class OverLimit extends Error {}

/** pdf-lib's decoders (ports of pdf.js's) grow their output through this one method. */
interface Growing {
  ensureBuffer(requested: number): Uint8Array;
}

/** Whether a stream counts: anything but an image, unless pdf-lib inflates it while parsing. */
function counts(stream: PDFRawStream): boolean {
  const type = stream.dict.lookup(TYPE);
  return stream.dict.lookup(SUBTYPE) !== IMAGE || (type instanceof PDFName && INFLATING.has(type));
}

/**
 * A stream's filters and their parameters, as pdf-lib's decodePDFRawStream reads them (a filter
 * array holding anything but names fails there before anything is inflated: none).
 */
function stages(dict: PDFDict): { filter: PDFName; parms: PDFObject | undefined }[] {
  const filter = dict.lookup(FILTER);
  const parms = dict.lookup(DECODE_PARMS);
  if (filter instanceof PDFName) return [{ filter, parms }];
  if (!(filter instanceof PDFArray)) return [];
  const names = filter.asArray().map((_, i) => filter.lookup(i));
  if (!names.every((name) => name instanceof PDFName)) return [];
  return names.map((name, i) => ({ filter: name, parms: parms instanceof PDFArray ? parms.lookup(i) : undefined }));
}

/**
 * The bytes a stream's filters produce, stage by stage, or OverLimit as soon as they would pass
 * `room`. Damaged data ends the count where the decoder gave up, as it ends pdf-lib's decode.
 */
function inflatedSize(stream: PDFRawStream, room: number, context: PDFContext): number {
  let data: Uint8Array = stream.contents;
  let total = 0;
  for (const { filter, parms } of stages(stream.dict)) {
    const single = context.obj({});
    single.set(FILTER, filter);
    if (parms) single.set(DECODE_PARMS, parms);
    let decoder: ReturnType<typeof decodePDFRawStream>;
    try {
      decoder = decodePDFRawStream(PDFRawStream.of(single, data));
    } catch {
      // A filter pdf-lib cannot decode (DCT, JPX, CCITT…): it never inflates this stream.
      return total;
    }
    const growing = decoder as unknown as Growing;
    if (typeof growing.ensureBuffer !== "function") throw new Error("pdf-lib's decoder has no ensureBuffer to bound: check pdf-bounds.ts against its version");
    const grow = growing.ensureBuffer.bind(decoder);
    const left = room - total;
    let reached = 0;
    growing.ensureBuffer = (requested: number) => {
      if (requested > left) throw new OverLimit();
      reached = Math.max(reached, requested);
      return grow(requested);
    };
    try {
      data = decoder.decode();
    } catch (err) {
      if (err instanceof OverLimit) throw err;
      return total + reached;
    }
    total += data.length;
  }
  return total;
}

/** pdf-lib's parser, counting what the streams it meets inflate to. */
class CountingParser extends PDFParser {
  private inflated = 0;
  /** How many objects the parse is inside of: 0 once an indirect object is parsed. */
  private depth = 0;
  /** Why the parse stopped: the refusal once the limit is crossed (or a decoder we cannot bound). */
  refused: Error | undefined;
  private readonly scratch = PDFContext.create();
  private readonly limit: number;
  private readonly end: number;

  constructor(bytes: Uint8Array) {
    super(bytes, Infinity, false, false);
    this.limit = inflationLimit(bytes.length);
    this.end = bytes.length;
  }

  override parseObject(): PDFObject {
    if (this.refused) throw this.refused;
    this.depth++;
    let object: PDFObject;
    try {
      object = super.parseObject();
    } finally {
      this.depth--;
    }
    if (object instanceof PDFRawStream && counts(object)) {
      try {
        this.inflated += inflatedSize(object, this.limit - this.inflated, this.scratch);
      } catch (err) {
        this.refused = err instanceof OverLimit ? new AppError("unprocessable", inflationMessage(this.limit)) : (err as Error);
        // An indirect object (as streams are): the parse jumps to the end of the file, where it
        // stops with nothing left to read, and the stream is not handed to pdf-lib to inflate.
        if (this.depth > 0) throw this.refused;
        this.bytes.moveTo(this.end);
        return PDFNull;
      }
    }
    return object;
  }

  // A stream held inside another object: pdf-lib's parse takes the object that threw as damaged
  // and goes on past it; its next step (skipping to the next object) throws, and the parse ends.
  protected override skipWhitespaceAndComments(): void {
    if (this.refused && !this.bytes.done()) throw this.refused;
    super.skipWhitespaceAndComments();
  }
}

/**
 * Refuses a PDF whose streams inflate past its limit (AppError 422 naming it), reading no further
 * than the limit. Call it before any pdf-lib parse of untrusted bytes. A file pdf-lib cannot parse
 * at all passes: its real parse fails the same way, having inflated no more than was counted.
 */
export async function checkInflation(bytes: Uint8Array): Promise<void> {
  const parser = new CountingParser(bytes);
  await parser.parseDocument().catch(() => undefined);
  if (parser.refused) throw parser.refused;
}
