import fs from "node:fs";
import { PdfPrinter } from "/work/main/server/documents/pdf-printer";
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
  return t * 10; // ms (CLK_TCK 100)
}
const p = new PdfPrinter({});
await p.warm();
const pages = (n: number) => "<h1>Title</h1>" + Array.from({ length: n * 20 }, (_, i) => `<h2>Section ${i}</h2><p>${"Clause text that goes on for a while. ".repeat(12)}</p>`).join("");
for (const n of [1, 5, 20]) {
  const html = pages(n);
  await p.print(html, { paper: "A4", owner: "x" } as never);
  const c0 = chromeCpu(); const n0 = process.cpuUsage(); const t0 = performance.now();
  for (let k = 0; k < 10; k++) await p.print(html + k, { paper: "A4", owner: "x" } as never);
  const wall = (performance.now() - t0) / 10; const ch = (chromeCpu() - c0) / 10; const nu = process.cpuUsage(n0);
  console.log(`${n} pages-ish: wall ${wall.toFixed(0)} ms, chromium cpu ${ch.toFixed(0)} ms, node cpu ${((nu.user + nu.system) / 10000).toFixed(0)} ms per print`);
}
await p.close();
