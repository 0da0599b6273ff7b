// The values of an uploaded PDF's fields, drawn inside their boxes before the seal (./seal-pdf.ts,
// in the image pool's worker: no database, no server module). A box is in points from the top-left
// corner of its page as shown (the crop box, turned by /Rotate): each is mapped to the page's own
// space and its value drawn upright as the page is shown. Typed signatures and initials are written
// in the script font the signature page uses (Dancing Script), other text in Inter; a drawn
// signature is its PNG, scaled to fit and centred. The fonts are the WOFF files: fontkit's subsetter
// fails on Inter's WOFF2 (and then only in a timer, where nothing catches it).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { degrees, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** One value to draw: text (in the script font or not) or a PNG. */
export interface FieldMark {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  text?: string | undefined;
  script?: boolean | undefined;
  png?: Uint8Array | undefined;
}

const INK = rgb(0x0f / 255, 0x17 / 255, 0x2a / 255);
/** Room kept free inside a box's edges, in points. */
const PAD = 1.5;
const MIN_SIZE = 4;

const fontFile = (path: string) => readFileSync(createRequire(import.meta.url).resolve(path));

/** A /Rotate angle as quarter turns clockwise, 0 to 3. */
const quarterTurns = (angle: number) => ((Math.round(angle / 90) % 4) + 4) % 4;

/** The page's own coordinates of a point (u, v) given from the top-left of the page as shown. */
function pagePoint(page: PDFPage, u: number, v: number): { x: number; y: number } {
  const box = page.getCropBox();
  switch (quarterTurns(page.getRotation().angle)) {
    case 1:
      return { x: box.x + v, y: box.y + u };
    case 2:
      return { x: box.x + box.width - u, y: box.y + v };
    case 3:
      return { x: box.x + box.width - v, y: box.y + box.height - u };
    default:
      return { x: box.x + u, y: box.y + box.height - v };
  }
}

/** Text the font can write: a character it has no glyph for is left out rather than drawn as a box. */
function writable(font: PDFFont, text: string): string {
  const glyphs = font.getCharacterSet();
  return [...text.replace(/\s+/g, " ").trim()].filter((c) => c === " " || glyphs.includes(c.codePointAt(0)!)).join("");
}

/** Words split into lines no wider than `width` at `size` (a word wider than the line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The lines and size that fit `text` in a box: one line as large as the box allows (at most
 * `max`), else wrapped, smaller, down to MIN_SIZE; past that the lines that fit.
 */
function layout(font: PDFFont, text: string, width: number, height: number, max: number) {
  // A little over the font's height: readers measure a line by the font's box, a shade taller.
  const lineHeight = (size: number) => font.heightAtSize(size, { descender: true }) * 1.08;
  const perPoint = lineHeight(1);
  let size = Math.min(max, height / perPoint, width / Math.max(font.widthOfTextAtSize(text, 1), 0.001));
  if (size >= Math.min(MIN_SIZE * 2, max)) return { size, lines: [text] };
  for (size = Math.min(max, height / perPoint); size >= MIN_SIZE; size -= 0.5) {
    const lines = wrap(font, text, size, width);
    if (lines.length * lineHeight(size) <= height) return { size, lines };
  }
  size = MIN_SIZE;
  const lines = wrap(font, text, size, width);
  return { size, lines: lines.slice(0, Math.max(1, Math.floor(height / lineHeight(size)))) };
}

function drawText(page: PDFPage, font: PDFFont, mark: FieldMark, text: string, max: number) {
  const inner = { x: mark.x + PAD, y: mark.y + PAD, width: Math.max(mark.width - 2 * PAD, 1), height: Math.max(mark.height - 2 * PAD, 1) };
  const { size, lines } = layout(font, text, inner.width, inner.height, max);
  const full = font.heightAtSize(size, { descender: true });
  const descent = full - font.heightAtSize(size, { descender: false });
  const step = full * 1.08;
  const top = inner.y + (inner.height - step * lines.length) / 2 + (step - full) / 2;
  const rotate = degrees(quarterTurns(page.getRotation().angle) * 90);
  lines.forEach((line, i) => {
    // Each line's baseline, from the top of the page as shown.
    const baseline = top + step * i + full - descent;
    page.drawText(line, { ...pagePoint(page, inner.x, baseline), size, font, color: INK, rotate });
  });
}

async function drawPng(pdf: PDFDocument, page: PDFPage, mark: FieldMark, png: Uint8Array) {
  const image = await pdf.embedPng(png);
  const scale = Math.min((mark.width - 2 * PAD) / image.width, (mark.height - 2 * PAD) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const u = mark.x + (mark.width - width) / 2;
  const v = mark.y + (mark.height + height) / 2;
  page.drawImage(image, { ...pagePoint(page, u, v), width, height, rotate: degrees(quarterTurns(page.getRotation().angle) * 90) });
}

/** Draws every mark on its page of `pdf` (the uploaded pages only: the marks were checked against them). */
export async function drawFieldMarks(pdf: PDFDocument, marks: readonly FieldMark[]): Promise<void> {
  if (marks.length === 0) return;
  pdf.registerFontkit(fontkit);
  let script: PDFFont | undefined;
  let plain: PDFFont | undefined;
  for (const mark of marks) {
    const page = pdf.getPage(mark.page - 1);
    if (mark.png) {
      await drawPng(pdf, page, mark, mark.png);
      continue;
    }
    if (!mark.text) continue;
    const font = mark.script
      ? (script ??= await pdf.embedFont(fontFile("@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff"), { subset: true }))
      : (plain ??= await pdf.embedFont(fontFile("@fontsource/inter/files/inter-latin-400-normal.woff"), { subset: true }));
    const text = writable(font, mark.text);
    if (text) drawText(page, font, mark, text, mark.script ? 36 : 12);
  }
}
