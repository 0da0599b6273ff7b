import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pdfText } from "../../test/pdf-text";
import { AppError } from "../errors";
import { PdfPrinter } from "./pdf-printer";

let hits: string[] = [];
let listener: http.Server;
let base: string;
const printer = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, maxConcurrent: 2, maxQueue: 2 });

beforeAll(async () => {
  listener = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    res.end("root:x:0:0:leaked");
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await printer.close();
  listener.close();
});

const longDocument = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${Array.from(
    { length: 60 },
    (_, i) => `<p>Clause ${i + 1}. The parties agree to keep each other's secrets.</p>`,
  ).join("")}</body></html>`;

describe("PdfPrinter", () => {
  test("prints the document's text with page numbers and a footer note", async () => {
    const pdf = await printer.print(longDocument("Mutual NDA"), { paper: "Letter", footerNote: "Created with FounderDocs" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain("Mutual NDA");
    expect(text).toContain("Clause 60.");
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain("Created with FounderDocs");
  });

  test("runs no script and makes no request, whatever the HTML tries", async () => {
    hits = [];
    const hostile = `<!doctype html><html><head>
      <link rel="stylesheet" href="${base}/link.css">
      <style>@import url(${base}/import.css); body { background: url(${base}/bg.png) }</style>
      <meta http-equiv="refresh" content="0;url=${base}/refresh">
      </head><body><h1>Still here</h1>
      <img src="${base}/img.png"><iframe src="${base}/frame"></iframe><iframe src="file:///etc/passwd"></iframe>
      <object data="${base}/object"></object><embed src="${base}/embed"><video src="${base}/video"></video>
      <svg><image href="${base}/svg.png"/></svg>
      <script>document.body.append("SCRIPT RAN"); fetch("${base}/fetch")</script>
      <img src="x" onerror="this.alt='HANDLER RAN'">
      </body></html>`;
    const { text } = await pdfText(await printer.print(hostile));
    await new Promise((r) => setTimeout(r, 300));
    expect(text).toContain("Still here");
    expect(text).not.toContain("SCRIPT RAN");
    expect(text).not.toContain("root:x");
    expect(hits).toEqual([]);
  });

  test("a killed browser fails that print cleanly and the next print works", async () => {
    await printer.print(longDocument("warm"));
    const slot = await (printer as unknown as { slot: Promise<{ browser: { process(): { kill(s: string): void } | null } }> }).slot;
    const pending = printer.print(longDocument("Doomed"));
    setTimeout(() => slot.browser.process()?.kill("SIGKILL"), 20);
    await expect(pending).rejects.toBeInstanceOf(AppError);
    const { text } = await pdfText(await printer.print(longDocument("Recovered")));
    expect(text).toContain("Recovered");
  });

  test("a full queue answers 503 at once instead of piling up", async () => {
    const jobs = Array.from({ length: 6 }, (_, i) => printer.print(longDocument(`Job ${i}`)));
    const results = await Promise.allSettled(jobs);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBe(2); // 2 printing + 2 queued are accepted
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503 });
  });

  test("HTML over the size limit is refused with 413", async () => {
    const small = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, maxHtmlBytes: 1000 });
    await expect(small.print("x".repeat(2000))).rejects.toMatchObject({ status: 413 });
    await small.close();
  });

  test("no Chromium: a clear 503 naming what to install", async () => {
    const none = new PdfPrinter({ chromiumPath: "/nonexistent/chromium" });
    await expect(none.print("<p>x</p>")).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("CHROMIUM_PATH"),
    });
    expect(none.status().state).toBe("unavailable");
    await none.close();
  });
});
