// Large files and the event loop (information only, no targets): an upload of a valid 19 MB PDF
// (the largest allowed is 20 MiB), its download, and the sealing of uploaded PDFs of 2.3 MB and 19 MB, each while
// another client polls /api/health every 50 ms, on PGlite and on PostgreSQL. The app runs in this
// process, so its event loop is this one: the figures are the longest stall of the loop
// (perf_hooks.monitorEventLoopDelay's max) and the slowest health answer while the work ran (the
// poller shares the loop, so a stall delays its asking too: the stall is the figure to read).
// Sealing is measured from the last signature to the signed PDF being served; the first seal also
// makes the seal's key. Mail goes to the development outbox.
// Run: npx tsx bench/files.ts   (BENCH_FILES_DB=pglite|postgres, default both)
import { request as httpRequest } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { scannedPdf } from "../test/large-pdf";
import { makePro, POSTGRES_URL, postgresReachable, signIn, startApp, type DbKind } from "./lib";


interface Stall {
  ms: number;
  /** The longest the event loop was held (monitorEventLoopDelay's max), ms. */
  maxStallMs: number;
  /**
   * The longest a timer on a thread of its own, which nothing of ours holds, was late meanwhile:
   * what the machine's load alone costs (a busy machine delays every thread).
   */
  freeThreadStallMs: number;
  /** The slowest /api/health answer while the work ran, ms, and how many answers. */
  slowestHealthMs: number;
  answers: number;
}

async function measure<T>(url: string, work: () => Promise<T>): Promise<{ value: T } & Stall> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let done = false;
  let slowest = 0;
  let answers = 0;
  const polling = (async () => {
    while (!done) {
      const asked = performance.now();
      try {
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
      } catch {
        // A kept-alive connection the server closed while it was held: asked again.
        continue;
      }
      if (done) break;
      slowest = Math.max(slowest, performance.now() - asked);
      answers++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const lateness = new Int32Array(new SharedArrayBuffer(4));
  const free = new Worker(
    `const { workerData } = require("node:worker_threads");
     const worst = new Int32Array(workerData);
     let last = performance.now();
     setInterval(() => {
       const now = performance.now();
       Atomics.store(worst, 0, Math.max(Atomics.load(worst, 0), Math.round(now - last - 10)));
       last = now;
     }, 10);`,
    { eval: true, workerData: lateness.buffer },
  );
  await new Promise((resolve) => free.once("online", resolve));
  histogram.enable();
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, maxStallMs: histogram.max / 1e6, freeThreadStallMs: Atomics.load(lateness, 0), slowestHealthMs: slowest, answers };
  } finally {
    histogram.disable();
    done = true;
    await polling;
    await free.terminate();
  }
}

const round = (n: number) => Math.round(n);
const line = (what: string, s: Stall) =>
  `${what}: ${round(s.ms)} ms; event loop held at most ${round(s.maxStallMs)} ms (a free thread's timer: late by ${s.freeThreadStallMs} ms at most); /api/health answered ${s.answers} times, the slowest in ${round(s.slowestHealthMs)} ms`;

/** POST /api/documents/upload, the body written a megabyte at a time (as a browser sends a file). */
function upload(url: string, cookie: string, pdf: Buffer): Promise<{ status: number; body: { id: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL("/api/documents/upload?title=Scan", url), {
      method: "POST",
      headers: { "Content-Type": "application/pdf", "Content-Length": String(pdf.length), Origin: url, Cookie: cookie },
    });
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString("utf8")) }));
    });
    req.on("error", reject);
    let at = 0;
    const next = () => {
      while (at < pdf.length) {
        const chunk = pdf.subarray(at, at + 1024 * 1024);
        at += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", next);
      }
      req.end();
    };
    next();
  });
}

async function run(db: DbKind, files: { upload: Buffer; seal: Buffer[] }) {
  // The development outbox: messages stay in the database (an SMTP server in this process would
  // parse the attached copies on this event loop, and count in the figures).
  const app = await startApp(db, { APP_URL: "https://docs.bench.test" });
  try {
    const email = "files@bench.test";
    const cookie = await signIn(app.url, email);
    await makePro(app, email);
    // Warm up: the pool's first worker, the first upload's code paths.
    await upload(app.url, cookie, await scannedPdf(200_000, "warm"));

    const up = await measure(app.url, () => upload(app.url, cookie, files.upload));
    if (up.value.status !== 201) throw new Error(`upload: ${up.value.status} ${up.value.body.message}`);
    say(line(`${db}: upload of ${mb(files.upload)}`, up));
    const down = await measure(app.url, async () => {
      const res = await fetch(`${app.url}/api/documents/${up.value.body.id}/uploaded.pdf`, { headers: { cookie } });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    });
    if (down.value.bytes !== files.upload.length) throw new Error(`download: ${down.value.status}, ${down.value.bytes} bytes`);
    say(line(`${db}: download of the same file`, down));

    for (const [i, pdf] of files.seal.entries()) {
      const doc = await upload(app.url, cookie, pdf);
      if (doc.status !== 201) throw new Error(`upload: ${doc.status}`);
      const signer = `signer${i}@bench.test`;
      const created = await fetch(`${app.url}/api/documents/${doc.body.id}/signature-requests`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: app.url },
        body: JSON.stringify({ signers: [{ name: "Sam Signer", email: signer }], otp: false }),
      }).then((r) => r.json() as Promise<{ id: string }>);
      const { rows } = await app.database.raw.query(`select text from mail_messages where "to"::text like $1`, [`%${signer}%`]);
      const token = /\/sign\/([\w-]{43})/.exec(String(rows[0]?.text ?? ""))![1]!;
      const sealed = await measure(app.url, async () => {
        const signed = await fetch(`${app.url}/api/sign/${token}/sign`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: app.url },
          body: JSON.stringify({ consent: true, signature: { type: "typed", name: "Sam Signer" } }),
        });
        if (signed.status !== 200) throw new Error(`sign: ${signed.status}`);
        const deadline = Date.now() + 180_000;
        for (;;) {
          const detail = (await fetch(`${app.url}/api/signature-requests/${created.id}`, { headers: { cookie } }).then((r) => r.json())) as { signedPdf: boolean };
          if (detail.signedPdf) return "sealed";
          if (Date.now() > deadline) return "not sealed after 180 s";
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      say(line(`${db}: signing and sealing ${mb(pdf)}${i === 0 ? " (the first seal: its key is made)" : ""} (${sealed.value})`, sealed));
    }
  } finally {
    await app.close();
  }
}

const mb = (b: Buffer) => `${(b.length / 1e6).toFixed(1)} MB`;
const say = (text: string) => console.log(text);

const dbs: DbKind[] = process.env.BENCH_FILES_DB ? [process.env.BENCH_FILES_DB as DbKind] : ["pglite", "postgres"];
const files = {
  upload: await scannedPdf(19e6, "Upload"),
  seal: [await scannedPdf(2.3e6, "Seal small"), await scannedPdf(19e6, "Seal large")],
};
for (const db of dbs) {
  if (db === "postgres" && !(await postgresReachable())) {
    say(`postgres: not reachable at ${POSTGRES_URL}, skipped`);
    continue;
  }
  await run(db, files);
}
process.exit(0);
