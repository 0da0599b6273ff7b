// Untrusted PDFs cannot hold the server, and verifying without an account cannot take a signed-in
// user's workers: a 200 KB PDF whose streams inflate to 200 MB is refused (422 naming the limit)
// for a bounded CPU cost, by POST /api/verify and by a PDF upload alike; three of them sent to
// /api/verify at once do not delay a signed-in user's verification (order of events); twenty at
// once from one address get 429 from the public queue while a signed-in user's logo, verification
// and upload go through (never 503); and a 20 MB file whose /ByteRange spans it is hashed in a
// worker, so /api/health keeps answering. Counts, CPU time and the order of events, never a
// wall-clock bound (./responsiveness.ts); durations are printed as figures.
import http, { type Server } from "node:http";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../api-harness";
import { mainThreadCpuMs } from "../cpu";
import { contentStreamBomb, objectStreamBomb, spanningByteRange, twiceDeflatedBomb, type PdfBomb } from "../pdf-bombs";
import { histogram, report } from "./http-helpers";
import { cpuMsOf, percentile, sessionCookie, whileRunning } from "./responsiveness";

/** What refusing a bomb may cost the whole process (workers included): inflating to 64 MB is 0.2-0.5 s; running a 10 s budget out, 5-10 s. */
const REFUSAL_CPU_MS = 3_000;
const LIMIT_MESSAGE = "The PDF's compressed streams inflate to more than 64 MB, the most read from a PDF of this size";

let t: TestApp;
let bomb: PdfBomb;
let plain: Buffer;
let userCookie: string;
let profileId: string;
/** Requests whose body the server has read to the end, by path. */
const bodiesIn = new Map<string, number>();
const bodiesInFor = (path: string) => bodiesIn.get(path) ?? 0;

/** Counts the request bodies the server reads to the end (its own event; nothing in its way). */
function countBodies(server: Server) {
  server.on("request", (req: http.IncomingMessage) => {
    const path = (req.url ?? "").split("?")[0]!;
    req.once("end", () => bodiesIn.set(path, bodiesInFor(path) + 1));
  });
}

/** Resolves once `done()` holds, checking on each turn of the event loop. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

type Answer = { status: number; body: Record<string, unknown> };

/**
 * Sends `body` with node:http, which writes the caller's buffer as it is (fetch copies a body
 * first: 20 MB of this thread's time per request, which would count against the server's).
 */
function send(method: string, path: string, type: string, body: Buffer | string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.url}${path}`, { method, headers: { "content-type": type, "content-length": Buffer.byteLength(body), origin: t.url, ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const verify = (pdf: Buffer, cookie?: string) => send("POST", "/api/verify", "application/pdf", pdf, cookie);
const upload = (pdf: Buffer, cookie: string) => send("POST", "/api/documents/upload", "application/pdf", pdf, cookie);
const putLogo = (cookie: string) =>
  send(
    "PUT",
    `/api/business-profiles/${profileId}/logo`,
    "image/svg+xml",
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="#3b82f6"/></svg>',
    cookie,
  );

beforeAll(async () => {
  t = await startTestApp();
  countBodies(t.server);
  bomb = await objectStreamBomb();
  const doc = await PDFDocument.create();
  doc.addPage().drawText("An honest PDF to verify", { x: 50, y: 700 });
  plain = Buffer.from(await doc.save());
  userCookie = await sessionCookie(t, "honest@pdf-bombs.test");
  const profile = await fetch(`${t.url}/api/business-profiles`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: t.url, cookie: userCookie },
    body: JSON.stringify({ name: "Honest Co" }),
  });
  profileId = ((await profile.json()) as { id: string }).id;
  // Start the workers (test apps start none at boot): the figures are for the attack, not for a
  // worker's first start.
  expect((await verify(plain)).body).toEqual({ valid: false, reason: "no_signature" });
  expect((await verify(plain, userCookie)).body).toEqual({ valid: false, reason: "no_signature" });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe("PDF bombs", () => {
  test("a 200 KB PDF that inflates to 200 MB is refused with 422 naming the limit, for a bounded CPU cost", { timeout: 240_000 }, async () => {
    const others = [await contentStreamBomb(), await twiceDeflatedBomb()];
    const attempts: { name: string; send: () => Promise<Answer> }[] = [
      { name: `POST /api/verify, ${bomb.name} (${bomb.pdf.length} bytes)`, send: () => verify(bomb.pdf) },
      { name: `POST /api/documents/upload, ${bomb.name}`, send: () => upload(bomb.pdf, userCookie) },
      ...others.map((other) => ({ name: `POST /api/documents/upload, ${other.name} (${other.pdf.length} bytes)`, send: () => upload(other.pdf, userCookie) })),
      { name: `POST /api/verify, ${others[1]!.name}`, send: () => verify(others[1]!.pdf) },
    ];
    const lines: string[] = [];
    for (const attempt of attempts) {
      const { value: res, cpuMs } = await cpuMsOf(attempt.send);
      lines.push(`${attempt.name}: ${res.status} for ${Math.round(cpuMs)} CPU-ms`);
      expect.soft(res.status, attempt.name).toBe(422);
      expect.soft(res.body.message, attempt.name).toBe(LIMIT_MESSAGE);
      expect.soft(cpuMs, `${attempt.name}: CPU-ms, workers included`).toBeLessThanOrEqual(REFUSAL_CPU_MS);
    }
    report("pdf bombs", lines.join("; "));
  });

  test("three bombs verified at once do not delay a signed-in user's verification", { timeout: 240_000 }, async () => {
    const events: string[] = [];
    let pending = 3;
    const before = bodiesInFor("/api/verify");
    const started = performance.now();
    const bombs = Array.from({ length: 3 }, (_, i) =>
      verify(bomb.pdf).then((res) => {
        pending--;
        events.push(`bomb ${i + 1}: ${res.status}`);
        return res;
      }),
    );
    // The bombs are read and handed to a worker before the user's file is sent.
    await until(() => bodiesInFor("/api/verify") >= before + 3);
    await new Promise((resolve) => setImmediate(resolve));
    const asked = performance.now();
    const honest = await verify(plain, userCookie);
    const waitMs = performance.now() - asked;
    const bombsPendingThen = pending;
    events.push(`the user's verification: ${honest.status}`);
    const statuses = (await Promise.all(bombs)).map((r) => r.status);
    report(
      "pdf bombs",
      `3 bombs verified at once, then a signed-in user's PDF: answered ${honest.status} after ${Math.round(waitMs)} ms, while ${bombsPendingThen} of the 3 bombs were still unanswered; the bombs: ${histogram(statuses)} in ${Math.round(performance.now() - started)} ms; order: ${events.join(", ")}`,
    );
    expect(honest.body).toEqual({ valid: false, reason: "no_signature" });
    // The public pool reads one bomb at a time: the user's answer came before the second bomb
    // could even start, not after the bombs (behind them, it waited 41 s).
    expect(bombsPendingThen, events.join(", ")).toBeGreaterThanOrEqual(2);
    expect(statuses).toEqual([422, 422, 422]);
  });

  test("twenty verified at once from one address get 429 from their own queue; a signed-in user's logo, verification and upload go through", { timeout: 120_000 }, async () => {
    const anonymous: Answer[] = [];
    const before = bodiesInFor("/api/verify");
    const flood = Array.from({ length: 20 }, () => verify(bomb.pdf).then((res) => (anonymous.push(res), res)));
    // All twenty are read and queued (or refused) before the user's files are sent.
    await until(() => bodiesInFor("/api/verify") >= before + 20);
    await new Promise((resolve) => setImmediate(resolve));
    const pendingThen = 20 - anonymous.length;
    const [logo, verified, uploaded] = await Promise.all([putLogo(userCookie), verify(plain, userCookie), upload(plain, userCookie)]);
    const mine = `a signed-in user's logo upload ${logo.status}, verification ${verified.status}, PDF upload ${uploaded.status}`;
    expect.soft(logo.status, `${mine}: ${JSON.stringify(logo.body)}`).toBe(200);
    expect.soft(verified.status, `${mine}: ${JSON.stringify(verified.body)}`).toBe(200);
    expect(uploaded.status, `${mine}: ${JSON.stringify(uploaded.body)}`).toBe(201);
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    report("pdf bombs", `20 bombs verified at once from one address: ${histogram(statuses)}; meanwhile (${pendingThen} of them still unanswered) ${mine}`);
    expect(statuses).not.toContain(503);
    expect(new Set(statuses)).toEqual(new Set([422, 429]));
    const refused = anonymous.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({ code: "rate_limited", message: "You have PDFs being verified already. Please wait for them to finish and try again." });
  });

  test("a signed-in user's pile of bombs takes turns with another user's logo in the users' pool", { timeout: 240_000 }, async () => {
    const flooder = await sessionCookie(t, "flooder@pdf-bombs.test");
    const events: string[] = [];
    const before = bodiesInFor("/api/documents/upload");
    const flood = Array.from({ length: 8 }, (_, i) =>
      upload(bomb.pdf, flooder).then((res) => {
        events.push(`upload ${i + 1}: ${res.status}`);
        return res;
      }),
    );
    await until(() => bodiesInFor("/api/documents/upload") >= before + 8);
    await new Promise((resolve) => setImmediate(resolve));
    const logo = await putLogo(userCookie);
    events.push(`the other user's logo: ${logo.status}`);
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    const logoAt = events.indexOf(`the other user's logo: ${logo.status}`);
    const read = events.filter((e) => e.endsWith(": 422"));
    report("pdf bombs", `one user uploads 8 bombs at once: ${histogram(statuses)}; another user's logo ${logo.status}, answered after ${read.filter((e) => events.indexOf(e) < logoAt).length} of the ${read.length} bombs read; order: ${events.join(", ")}`);
    expect(logo.status).toBe(200);
    expect(statuses).not.toContain(503);
    expect(statuses).toContain(429);
    // The logo took the next free worker, ahead of the bombs its owner left waiting.
    expect(events.indexOf(read[read.length - 1]!), events.join(", ")).toBeGreaterThan(logoAt);
  });
});

describe("a 20 MB /ByteRange over the whole file", () => {
  test("is read and hashed in a worker: the event loop stays free and /api/health keeps answering", { timeout: 240_000 }, async () => {
    const file = spanningByteRange();
    // The loop's ticks while the server holds a file it has read to the end (from its body's end
    // to its answer's): reading and hashing it on the main thread, the loop comes round once or
    // twice a file, whatever the machine; in a worker, about once per 10 ms of the worker's work.
    let handling = 0;
    let ticksHandling = 0;
    const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url !== "/api/verify") return;
      req.once("end", () => handling++);
      res.once("close", () => handling--);
    };
    t.server.on("request", onRequest);
    const ticker = setInterval(() => handling > 0 && ticksHandling++, 10);
    const cpuBefore = mainThreadCpuMs();
    const during = await whileRunning(
      async () => {
        const statuses: number[] = [];
        // 8 files, 2 at a time, as the attack sent them.
        for (let round = 0; round < 4; round++) {
          const pair = await Promise.all([verify(file), verify(file)]);
          for (const res of pair) {
            statuses.push(res.status);
            expect.soft(res.body, JSON.stringify(res.body)).toEqual({ valid: false, reason: "not_signed_here" });
          }
        }
        return statuses;
      },
      { url: `${t.url}/api/health` },
    ).finally(() => {
      clearInterval(ticker);
      t.server.off("request", onRequest);
    });
    const cpuAfter = mainThreadCpuMs();
    const mainMs = cpuBefore === undefined || cpuAfter === undefined ? "n/a" : `${Math.round((cpuAfter - cpuBefore) / 8)} ms`;
    report(
      "pdf bombs",
      `8 verifications of a ${(file.length / 1024 / 1024).toFixed(1)} MB file whose /ByteRange spans it, 2 at a time (${Math.round(during.ms)} ms): the loop came round ${ticksHandling} times while the server held a file read to the end (${during.ticks} in all); main-thread CPU ${mainMs} per file, sending it included; /api/health answered ${during.answered} times meanwhile, p50 ${Math.round(percentile(during.answerMs, 50))} ms, max ${Math.round(percentile(during.answerMs, 100))} ms`,
    );
    expect(during.value).toEqual(Array(8).fill(200));
    expect(during.failures).toBe(0);
    expect(during.answered).toBeGreaterThanOrEqual(3);
    // Held by each file, the loop would come round at most twice a file: 16.
    expect(ticksHandling).toBeGreaterThanOrEqual(32);
  });
});
