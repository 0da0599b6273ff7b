// What an uploaded image is, decided by its bytes (the magic number), never by the Content-Type a
// client wrote: PNG, JPEG and WebP by their signatures; SVG, which has none, by being text that
// starts with markup (its root element is checked by the bounded parse, ./svg-bounds.ts).
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, at: number, text: string) =>
  startsWith(bytes, [...text].map((c) => c.charCodeAt(0)), at);

/** The image type the bytes are, or undefined when they are none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  // Text: an optional UTF-8 byte-order mark, white space, then "<" (an XML declaration, a comment,
  // a doctype or the <svg> itself). A NUL byte near the start means it is not text.
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  if (bytes[i] !== 0x3c) return undefined;
  if (bytes.subarray(0, 1024).includes(0)) return undefined;
  return "image/svg+xml";
}

/** The media type a Content-Type header names, without parameters, in lower case. */
export const declaredType = (contentType: string | undefined) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();
