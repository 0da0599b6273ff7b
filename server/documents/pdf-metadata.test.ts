import { PDFDocument } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { exportAuthor } from "../services/exports";
import { withPdfMetadata } from "./pdf-metadata";

/** A PDF as Chromium prints one: its title from <title>, itself as Creator and Producer. */
async function printed(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage().drawText("Non-Disclosure Agreement");
  doc.setTitle("Old title");
  doc.setCreator("Mozilla/5.0 HeadlessChrome/130.0.0.0");
  doc.setProducer("Skia/PDF m130");
  // One classic cross-reference table, as Chromium writes.
  return doc.save({ useObjectStreams: false });
}

const infoOf = async (pdf: Uint8Array) => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return { title: doc.getTitle(), author: doc.getAuthor(), creator: doc.getCreator(), producer: doc.getProducer(), pages: doc.getPageCount() };
};

describe("withPdfMetadata", () => {
  test("Title is the document's, Author the business; no tool is named (white label)", async () => {
    const out = await withPdfMetadata(await printed(), { title: "NDA — Acme GmbH", author: "Acme GmbH" });
    expect(await infoOf(out)).toEqual({ title: "NDA — Acme GmbH", author: "Acme GmbH", creator: undefined, producer: undefined, pages: 1 });
    expect(out.toString("latin1")).not.toMatch(/FounderDocs|HeadlessChrome|Skia|pdf-lib/);
  });

  test("an incremental update: the printed bytes are kept, offsets and all, the old dictionary emptied", async () => {
    const original = Buffer.from(await printed());
    const out = await withPdfMetadata(original, { title: "NDA — Ünïcode «Acme» (GmbH)", author: "Acme GmbH & Co. KG 🚀" });
    expect(out.length).toBeGreaterThan(original.length);
    // Same length up to the end of the printed file; only the old dictionary's contents differ (spaces).
    const diff = [...original].flatMap((byte, i) => (byte === out[i] ? [] : [i]));
    expect(diff.length).toBeGreaterThan(0);
    expect(diff.every((i) => out[i] === 0x20)).toBe(true);
    expect(out.toString("latin1")).toMatch(/\/Prev \d+>>\nstartxref\n\d+\n%%EOF\n$/);
    expect(await infoOf(out)).toMatchObject({ title: "NDA — Ünïcode «Acme» (GmbH)", author: "Acme GmbH & Co. KG 🚀", creator: undefined, producer: undefined, pages: 1 });
  });

  test("a file laid out otherwise (a cross-reference stream) is re-written whole, with the same result", async () => {
    const doc = await PDFDocument.load(await printed(), { updateMetadata: false });
    const streamed = await doc.save({ useObjectStreams: true });
    expect(Buffer.from(streamed).toString("latin1")).not.toContain("trailer");
    const out = await withPdfMetadata(streamed, { title: "NDA — Acme GmbH", author: "Acme GmbH" });
    expect(await infoOf(out)).toEqual({ title: "NDA — Acme GmbH", author: "Acme GmbH", creator: undefined, producer: undefined, pages: 1 });
    expect(out.toString("latin1")).not.toMatch(/HeadlessChrome|Skia/);
  });

  test("without a business, no Author", async () => {
    const out = await withPdfMetadata(await printed(), { title: "Privacy Policy" });
    expect((await infoOf(out)).author).toBeUndefined();
  });
});

describe("exportAuthor", () => {
  test("the business profile's legal name, else the company name typed, else none", () => {
    expect(exportAuthor({ html: "", markdown: "", sha256: "", context: { business: { legalName: "Acme GmbH" } }, input: { companyName: "Acme" } })).toBe("Acme GmbH");
    expect(exportAuthor({ html: "", markdown: "", sha256: "", context: {}, input: { companyName: " Acme Inc. " } })).toBe("Acme Inc.");
    expect(exportAuthor({ html: "", markdown: "", sha256: "", context: {}, input: {} })).toBeUndefined();
  });
});
