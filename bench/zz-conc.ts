import { PdfPrinter } from "/work/main/server/documents/pdf-printer";
const pages = (n: number) => "<h1>Title</h1>" + Array.from({ length: n * 20 }, (_, i) => `<h2>Section ${i}</h2><p>${"Clause text that goes on for a while. ".repeat(12)}</p>`).join("");
for (const conc of [1, 2]) {
  const p = new PdfPrinter({ maxConcurrent: conc });
  await p.warm();
  const docs = Array.from({ length: 24 }, (_, i) => pages([1, 3, 8][i % 3]!) + i);
  await p.print(docs[0]!, { owner: "w" } as never);
  const t0 = performance.now();
  const lat: number[] = [];
  await Promise.all(docs.map(async (d, i) => { const s = performance.now(); await p.print(d, { owner: "o" + i } as never); lat.push(performance.now() - s); }));
  const wall = performance.now() - t0;
  lat.sort((a, b) => a - b);
  console.log(`conc ${conc}: ${(24000 / wall).toFixed(2)} prints/s, p50 ${lat[12]!.toFixed(0)} max ${lat[23]!.toFixed(0)}`);
  await p.close();
}
