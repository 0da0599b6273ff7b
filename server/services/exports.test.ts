import { afterAll, describe, expect, test } from "vitest";
import { pdfPagesText, pdfText } from "../../test/pdf-text";
import { ZInvoiceRequestSchema } from "../../shared/doc-types";
import { GENERATED_AT, ISSUER } from "../../test/rendered";
import { SCENARIOS } from "../doc-types/invoice/scenarios";
import { buildDocument } from "../doc-types/registry";
import { renderHtmlFragment } from "../documents/render-html";
import { PdfPrinter } from "../documents/pdf-printer";
import { tmpdir } from "node:os";
import { folderStore } from "../files";
import { createExporter, pdfSource } from "./exports";

const printer = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH });
afterAll(() => printer.close());

const document = {
  id: "0b9d7f0e-6f55-4a8e-9a5f-3f1d1c3c2b10",
  userId: "00000000-0000-4000-8000-000000000000",
  title: "Plain NDA",
};
const version = { html: "<article><p>Stored body text</p></article>", markdown: "# Plain NDA\n", sha256: "a".repeat(64) };

describe("exporter", () => {
  test("identical PDF requests arriving together are printed once, then served from the cache", async () => {
    const exporter = createExporter(printer, folderStore(tmpdir()));
    const request = { document, version, format: "pdf" as const, paper: "A4" as const, watermark: false };
    const [a, b] = await Promise.all([exporter.render(request), exporter.render(request)]);
    expect(a.body.equals(b.body)).toBe(true);
    expect(printer.status().printed).toBe(1);
    expect((await pdfText(a.body)).text).toContain("Stored body text");

    await exporter.render(request);
    expect(printer.status().printed).toBe(1);
    const letter = await exporter.render({ ...request, paper: "Letter" });
    expect(letter.etag).not.toBe(a.etag);
    expect(printer.status().printed).toBe(2);

    // A new version of the document is a new export.
    await exporter.render({ ...request, version: { ...version, sha256: "b".repeat(64) } });
    expect(printer.status().printed).toBe(3);
  });

  test("the PDF source is the print page without the margin footer, the watermark goes to the printer", () => {
    const plain = pdfSource({ document, version, paper: "Letter", watermark: false });
    expect(plain.html).toContain("Stored body text");
    expect(plain.html).toContain("size:letter");
    expect(plain.options).toEqual({ paper: "Letter", owner: document.userId });
    const marked = pdfSource({ document, version, paper: "A4", watermark: true });
    expect(marked.options.footerNote).toMatch(/FounderDocs/);
    expect(marked.html).not.toContain("@bottom-left");
  });

  test("a document's small print goes to the foot of every page: a one-page UK receipt stays one page, its disclosures on it", async () => {
    const uk = SCENARIOS.find((s) => s.name.startsWith("a UK invoice at 20%"))!;
    const model = buildDocument("receipt", ZInvoiceRequestSchema.parse({ ...uk.input, type: "receipt" }), {
      generatedAt: GENERATED_AT,
      createdAt: GENERATED_AT,
      number: "RCT-0001",
      issuer: ISSUER,
      business: uk.business,
    });
    const html = renderHtmlFragment(model);
    expect(html).toContain('<footer class="doc-page-footer">');
    const source = pdfSource({ document, version: { ...version, html }, paper: "A4", watermark: false });
    // The page itself no longer carries the footer; the printer does, on every page.
    expect(source.html).not.toContain('<footer class="doc-page-footer">');
    expect(source.options.pageFooterHtml).toContain("Brightside Consulting Ltd is a company registered in England and Wales");
    const pages = await pdfPagesText(await printer.print(source.html, source.options));
    // Before: the disclosures took a section of their own, which spilled onto an otherwise empty page 2.
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/Amount Paid.*Brightside Consulting Ltd is a company registered in England and Wales, company number 09876543.*Page 1 of 1/);
  });
});
