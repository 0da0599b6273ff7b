// Text of a PDF, extracted with pdf.js (unpdf): what a reader of the file would see.
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

/** The text of each page of a PDF, in order. */
export async function pdfPagesText(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " ").trim());
}
