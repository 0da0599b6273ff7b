import fs from "node:fs";
import puppeteer from "puppeteer-core";
import { chromiumFlags, findChromium } from "/work/main/server/chromium";
import { pdfOptions } from "/work/main/server/documents/pdf-printer";
function chromeCpu(): number {
  let t = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!/chrom/i.test(cmd)) continue;
      const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      t += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t * 10;
}
const bin = (await findChromium(process.env.CHROMIUM_PATH))!;
const browser = await puppeteer.launch({ executablePath: bin.path, headless: true, pipe: true, args: chromiumFlags() });
const page = await browser.newPage();
await page.setJavaScriptEnabled(false);
const pages = (n: number) => "<h1>Title</h1>" + Array.from({ length: n * 20 }, (_, i) => `<h2>Section ${i}</h2><p>${"Clause text that goes on for a while. ".repeat(12)}</p>`).join("");
const variants: Record<string, object> = {
  ours: pdfOptions({ paper: "A4" }),
  untagged: { ...pdfOptions({ paper: "A4" }), tagged: false },
  noHeaderFooter: { ...pdfOptions({ paper: "A4" }), displayHeaderFooter: false },
  bare: { format: "A4" },
  bareUntagged: { format: "A4", tagged: false },
};
for (const n of [1, 20]) for (const [name, opts] of Object.entries(variants)) {
  const html = pages(n);
  await page.setContent(html); await page.pdf(opts);
  const c0 = chromeCpu(); let set = 0; const t0 = performance.now();
  for (let k = 0; k < 8; k++) { const s = performance.now(); await page.setContent(html + k, { waitUntil: "load" }); set += performance.now() - s; await page.pdf(opts); }
  console.log(`${n}x ${name.padEnd(15)} wall ${((performance.now() - t0) / 8).toFixed(0)} ms (setContent ${(set / 8).toFixed(0)}), chromium cpu ${((chromeCpu() - c0) / 8).toFixed(0)} ms`);
}
await browser.close();
