// The free plan's watermark on a printed page: the diagonal mark fits inside the printable area
// of A4 and Letter (measured in Chromium at each paper's size, print styles on), and no PDF ends
// with a page that holds only the watermark line.
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromiumFlags, findChromium } from "../chromium";
import { FREE_PLAN_WATERMARK } from "./index";
import { PdfPrinter } from "./pdf-printer";
import { htmlPage } from "./render-html";
import { pdfPagesText } from "../../test/pdf-text";

// The printable area: the paper less the page margins (18mm top, 20mm bottom, 16mm each side), in CSS px.
const MM = 96 / 25.4;
const AREA = {
  A4: { width: (210 - 32) * MM, height: (297 - 38) * MM },
  Letter: { width: (215.9 - 32) * MM, height: (279.4 - 38) * MM },
} as const;

let browser: Browser;
beforeAll(async () => {
  const chromium = await findChromium(process.env.CHROMIUM_PATH);
  browser = await puppeteer.launch({ executablePath: chromium!.path, headless: true, args: chromiumFlags() });
});
afterAll(() => browser?.close());

test.each(["A4", "Letter"] as const)("the diagonal mark fits the printable area of %s", async (paper) => {
  const page = await browser.newPage();
  try {
    const { width, height } = AREA[paper];
    await page.setViewport({ width: Math.floor(width), height: Math.floor(height) });
    await page.emulateMediaType("print");
    await page.setContent(htmlPage("<article><p>Body</p></article>", "T", { paper, watermark: FREE_PLAN_WATERMARK, printerFooter: true }));
    const box = await page.$eval(".doc-watermark-mark", (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.bottom).toBeLessThanOrEqual(height);
  } finally {
    await page.close();
  }
});

test("the last page of a printed document holds more than the watermark line", async () => {
  const printer = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH });
  try {
    // Bodies of growing length, so that some end right at a page's foot.
    for (let paragraphs = 30; paragraphs <= 90; paragraphs += 1) {
      const body = `<article>${"<p>A paragraph of plain text that fills one line or two of the printed page.</p>".repeat(paragraphs)}</article>`;
      const html = htmlPage(body, "T", { watermark: FREE_PLAN_WATERMARK, printerFooter: true });
      const pdf = await printer.print(html, { footerNote: FREE_PLAN_WATERMARK });
      const pages = await pdfPagesText(pdf);
      const last = pages.at(-1)!.replace(FREE_PLAN_WATERMARK, "").replace(/·|Page \d+ of \d+/g, "").trim();
      expect(last, `${paragraphs} paragraphs: last page "${pages.at(-1)}"`).toContain("A paragraph");
    }
  } finally {
    await printer.close();
  }
});
