// A trace of PDF exports, from the request to Chromium and back: the app in this process on
// PGlite, a Pro user's largest privacy policy (26 pages) and a one-page invoice, each exported once
// (first print of its version) after a warm-up export. Every DevTools message between the printer
// and its Chromium is timed (puppeteer's Connection, wrapped here for the trace only: no product
// code changes for it), and so are the request, the printer's call and the answer. Printed: the
// timeline of one export of each, and the time between the request and the first message to
// Chromium, in Chromium (each command's round trip), and after its last answer.
// Not part of `npm run bench`; run alone: npx tsx bench/pdf-trace.ts
import http from "node:http";
import { PGlite } from "@electric-sql/pglite";
import { Connection } from "puppeteer-core";
import { PdfPrinter } from "../server/documents/pdf-printer";
import { invoiceBody } from "../test/fixtures";
import { largestPrivacyPolicy } from "../test/largest-documents";
import { exportPdf, machine, main, makePro, ms, postJson, report, signIn, startApp, type Row } from "./lib";

interface Mark {
  t: number;
  what: string;
  bytes?: number;
}
let marks: Mark[] | undefined;
const mark = (what: string, bytes?: number) => marks?.push({ t: performance.now(), what, ...(bytes === undefined ? {} : { bytes }) });

// Every command sent and every answer received, with its size on the wire.
const sentMethods = new Map<number, string>();
const proto = Connection.prototype as unknown as {
  _rawSend(this: unknown, callbacks: unknown, method: string, params: unknown, sessionId?: string, options?: unknown): Promise<unknown>;
  onMessage(this: unknown, message: string): Promise<void>;
};
const rawSend = proto._rawSend;
type Registry = { create(label: string, timeout: number | undefined, request: (id: number) => void): Promise<unknown> };
proto._rawSend = function (callbacks, method, params, sessionId, options) {
  if (!marks) return rawSend.call(this, callbacks, method, params, sessionId, options);
  const registry = callbacks as Registry;
  // The command's id is known when it is written: note which method it was, for its answer.
  const named: Registry = {
    create: (label, timeout, request) =>
      registry.create.call(registry, label, timeout, (id) => {
        sentMethods.set(id, method);
        mark(`→ ${method}`, JSON.stringify(params ?? {}).length);
        request(id);
      }),
  };
  return rawSend.call(this, named, method, params, sessionId, options);
};
const onMessage = proto.onMessage;
proto.onMessage = function (message) {
  if (marks) {
    const parsed = JSON.parse(message) as { id?: number; method?: string };
    mark(parsed.id !== undefined ? `← ${sentMethods.get(parsed.id) ?? `#${parsed.id}`}` : `← event ${parsed.method}`, message.length);
  }
  return onMessage.call(this, message);
};
const print = PdfPrinter.prototype.print;
PdfPrinter.prototype.print = async function (this: PdfPrinter, ...args: Parameters<PdfPrinter["print"]>) {
  mark("printer.print called");
  try {
    return await print.apply(this, args);
  } finally {
    mark("printer.print returned");
  }
};

// The request's arrival and answer in the server, and each database round trip (PGlite, in this
// process), so the time before the print can be read too.
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === "request" && marks) {
    mark(`server: request in`);
    (args[1] as http.ServerResponse).once("finish", () => mark("server: answer written"));
  }
  return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>);
} as typeof emit;
for (const method of ["query", "exec", "transaction"] as const) {
  const original = PGlite.prototype[method] as (...a: unknown[]) => Promise<unknown>;
  (PGlite.prototype as unknown as Record<string, unknown>)[method] = async function (this: PGlite, ...a: unknown[]) {
    mark(`db: ${method} start`);
    try {
      return await original.apply(this, a);
    } finally {
      mark(`db: ${method} end`);
    }
  };
}

function timeline(all: Mark[], start: number) {
  const lines: string[] = [];
  // Consecutive messages of one kind (the PDF's stream chunks, events) folded into one line.
  let i = 0;
  while (i < all.length) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.what === all[i]!.what) j++;
    const count = j - i + 1;
    const bytes = all.slice(i, j + 1).reduce((n, m) => n + (m.bytes ?? 0), 0);
    lines.push(
      `${(all[i]!.t - start).toFixed(1).padStart(7)} ms  ${all[i]!.what}${count > 1 ? ` ×${count} (to ${(all[j]!.t - start).toFixed(1)} ms)` : ""}${bytes ? `, ${(bytes / 1024).toFixed(0)} kB` : ""}`,
    );
    i = j + 1;
  }
  return lines;
}

main(async () => {
  const app = await startApp("pglite");
  const email = "pdf-trace@bench.test";
  const cookie = await signIn(app.url, email);
  await makePro(app, email);
  const make = async (route: string, body: unknown) => {
    const made = await postJson(app.url, cookie, route, body);
    return ((made.document as { id?: string } | undefined)?.id ?? made.id) as string;
  };
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const [label, route, body] of [
    ["Largest privacy policy", "/api/generate/privacy-policy", largestPrivacyPolicy()],
    ["Invoice", "/api/invoices", invoiceBody],
  ] as const) {
    await exportPdf(app.url, cookie, await make(route, body)); // warm-up: browser, page, code paths
    const id = await make(route, body);
    marks = [];
    const start = performance.now();
    mark("request sent");
    const res = await exportPdf(app.url, cookie, id);
    mark("answer received", res.body.length);
    const all = marks;
    marks = undefined;
    const firstCdp = all.find((m) => m.what.startsWith("→"))!;
    const lastCdp = all.findLast((m) => m.what.startsWith("←"))!;
    const end = all[all.length - 1]!.t;
    const called = all.find((m) => m.what === "printer.print called")!;
    const returned = all.find((m) => m.what === "printer.print returned")!;
    const reads = all.filter((m) => m.what === "→ IO.read").length;
    rows.push({
      figure: `${label}: one export, first print of its version (${(res.body.length / 1024).toFixed(0)} kB PDF)`,
      ours: `${ms(end - start)} in all: ${ms(called.t - start)} to the printer's call, ${ms(firstCdp.t - called.t)} more to the first message to Chromium, ${ms(lastCdp.t - firstCdp.t)} with Chromium (${reads} IO.read), ${ms(returned.t - lastCdp.t)} to the printer's return, ${ms(end - returned.t)} to the answer received`,
      baseline: "",
      ratio: "",
      target: "(informational)",
    });
    notes.push(`${label}, timeline (ms from the request; → sent to Chromium, ← received):\n\n\`\`\`\n${timeline(all, start).join("\n")}\n\`\`\``);
  }
  await app.close();
  notes.push(`Machine: ${JSON.stringify(machine())}`);
  report("pdf-trace", "A PDF export, traced", rows, notes);
});
