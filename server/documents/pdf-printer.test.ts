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

const longDocument = (title: string, clauses = 60) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${Array.from(
    { length: clauses },
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
    const slot = await (printer as unknown as { pool: { slot: Promise<{ browser: { process(): { kill(s: string): void } | null } }> } }).pool.slot;
    // A document of some 50 pages, and the kill in the same tick as the call: the job is in
    // flight when the browser dies, however fast the machine (a timer could land after it ended).
    const pending = printer.print(longDocument("Doomed", 2_000));
    slot.browser.process()?.kill("SIGKILL");
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

  test("a reused page shows only the current job's document", async () => {
    await printer.print(longDocument("Secret merger plan"));
    const { text } = await pdfText(await printer.print("<!doctype html><p>Second job</p>"));
    expect(text).toContain("Second job");
    expect(text).not.toContain("Secret merger plan");
  });

  test("pages are pooled: never more open than maxConcurrent, every print right through the collections", async () => {
    const pooled = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, maxConcurrent: 2 });
    try {
      await pooled.warm();
      const slot = await (pooled as unknown as { pool: { slot: Promise<{ pages: number; idle: unknown[] }> } }).pool.slot;
      let maxPages = 0;
      const sample = setInterval(() => (maxPages = Math.max(maxPages, slot.pages)), 2);
      const texts = await Promise.all(
        Array.from({ length: 24 }, (_, i) => pooled.print(`<!doctype html><p>Pooled job ${i + 100}</p>`).then(pdfText)),
      );
      clearInterval(sample);
      texts.forEach(({ text }, i) => expect(text).toContain(`Pooled job ${i + 100}`));
      expect(maxPages).toBeLessThanOrEqual(2);
      expect(slot.pages).toBeLessThanOrEqual(2);
      expect(pooled.status()).toMatchObject({ active: 0, queued: 0, printed: 24 });
    } finally {
      await pooled.close();
    }
  });

  test("a fresh context per job (reusePages: false) keeps every isolation property", async () => {
    hits = [];
    const fresh = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, reusePages: false, maxConcurrent: 1 });
    try {
      const hostile = `<!doctype html><link rel="stylesheet" href="${base}/a.css"><img src="${base}/b.png"><h1>Fresh</h1><script>document.body.append("SCRIPT RAN")</script>`;
      const { text } = await pdfText(await fresh.print(hostile));
      expect(text).toContain("Fresh");
      expect(text).not.toContain("SCRIPT RAN");
      expect(hits).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  test("the browser is recycled after maxJobsPerBrowser jobs and closed with the printer", async () => {
    const recycling = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, maxJobsPerBrowser: 2, maxConcurrent: 1 });
    const pidOf = async () =>
      (await (recycling as unknown as { pool: { slot: Promise<{ browser: { process(): { pid?: number } | null } }> } }).pool.slot).browser.process()?.pid;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const waitGone = async (pid: number) => {
      for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      return !alive(pid);
    };
    try {
      await recycling.print("<p>one</p>");
      const first = await pidOf();
      expect(first).toBeTypeOf("number");
      await recycling.print("<p>two</p>"); // the second job retires the first browser
      const { text } = await pdfText(await recycling.print("<p>three</p>"));
      expect(text).toContain("three");
      const second = await pidOf();
      expect(second).not.toBe(first);
      expect(await waitGone(first!)).toBe(true);
      await recycling.close();
      expect(await waitGone(second!)).toBe(true);
    } finally {
      await recycling.close();
    }
  });

  test("close() refuses the jobs not yet printing and launches no browser for them", async () => {
    const closing = new PdfPrinter({ chromiumPath: process.env.CHROMIUM_PATH, maxConcurrent: 1 });
    const jobs = [1, 2, 3].map((i) => closing.print(`<p>${i}</p>`, { owner: `user-${i % 2}` }).catch((err: unknown) => err));
    expect(closing.status()).toMatchObject({ active: 1, queued: 2, owners: 2 });
    await closing.close();
    for (const result of await Promise.all(jobs)) {
      expect(result).toMatchObject({ status: 503, message: expect.stringContaining("shutting down") });
    }
    expect(closing.status()).toMatchObject({ browser: null, active: 0, queued: 0, owners: 0 });
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
