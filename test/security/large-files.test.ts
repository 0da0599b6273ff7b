// Large files cannot hold the server, and a large upload can be signed and sealed. The largest
// PDF an upload allows is sent while another client polls /api/health: its bytes go to the file
// store (server/files), never through a database row (PGlite runs on this thread: a 19 MB row held
// it for 26 s, and node-postgres decodes a bytea here too); then an 18 MB upload is signed by two
// signers and sealed (pdf-lib and @signpdf in the worker pool) while the poller goes on: the copy,
// over the e-mail attachment cap, is e-mailed as links to each party's signed.pdf, and the trail
// has every step. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
//
// Counts, not durations (./responsiveness.ts): the event loop's ticks are compared with those of a
// timer on a thread of its own, which nothing here can hold; a loop held for most of the work
// comes round a small fraction as often. The slowest health answer is printed, not bounded.
import { request as httpRequest } from "node:http";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { UPLOAD_PDF_MAX_BYTES } from "../../shared/api/uploaded-pdf";
import { documentVersions, signatureRequests } from "../../shared/schema";
import { MAIL_LIMITS } from "../../server/mail/outbox";
import type { TestApp } from "../api-harness";
import { scannedPdf } from "../large-pdf";
import { PUBLIC_APP_URL, startAppWithMail, type AppWithMail } from "../mail-app";
import type { TestSmtpServer } from "../smtp";
import { report } from "./http-helpers";
import { percentile, sessionCookie, whileRunning } from "./responsiveness";

const MB = 1024 * 1024;
/** At least this share of the free thread's ticks: a loop held for most of the work gets a few percent. */
const MIN_TICK_SHARE = 1 / 3;

let app: AppWithMail | undefined;
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

/** Counts 10 ms ticks on a thread of its own while `work` runs: how often a free event loop comes round meanwhile. */
async function withThreadTicks<T>(work: () => Promise<T>): Promise<{ value: T; threadTicks: number }> {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData } = require("node:worker_threads");
     const ticks = new Int32Array(workerData);
     setInterval(() => Atomics.add(ticks, 0, 1), 10);`,
    { eval: true, workerData: counter.buffer },
  );
  await new Promise((resolve) => worker.once("online", resolve));
  Atomics.store(counter, 0, 0);
  try {
    const value = await work();
    return { value, threadTicks: Atomics.load(counter, 0) };
  } finally {
    await worker.terminate();
  }
}

/** POST /api/documents/upload, the body written a megabyte at a time (as a browser sends a file). */
function upload(cookie: string, pdf: Buffer, title: string): Promise<{ status: number; body: { id: string; message?: string; sha256: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(`/api/documents/upload?title=${encodeURIComponent(title)}`, t.url), {
      method: "POST",
      headers: { "Content-Type": "application/pdf", "Content-Length": String(pdf.length), Origin: t.url, Cookie: cookie },
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
        const chunk = pdf.subarray(at, at + MB);
        at += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", next);
      }
      req.end();
    };
    next();
  });
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe("large files", () => {
  test("the largest PDF an upload allows is stored while /api/health keeps being answered: in the file store, not in a database row", { timeout: 300_000 }, async () => {
    const pdf = await scannedPdf(UPLOAD_PDF_MAX_BYTES - 64 * 1024, "Largest scan");
    const cookie = await sessionCookie(t, "largest@files.test");
    await t.makePro("largest@files.test");
    // A small one first: the figures are for the large file, not for the first run of each path.
    expect((await upload(cookie, await scannedPdf(300_000, "Warm-up"), "Warm-up")).status).toBe(201);

    // Three in a row: long enough for the poller to ask a few times whatever the machine's speed.
    const { value: during, threadTicks } = await withThreadTicks(() =>
      whileRunning(async () => {
        const answers = [];
        for (const n of [1, 2, 3]) answers.push(await upload(cookie, pdf, `Largest scan ${n}`));
        return answers;
      }, { url: `${t.url}/api/health` }),
    );
    report(
      "large files",
      `3 uploads of the largest PDF allowed (${(pdf.length / MB).toFixed(1)} MB, ${t.databaseUrl ? "PostgreSQL" : "PGlite"}): ${during.value.map((a) => a.status).join(", ")} in ${Math.round(during.ms)} ms; /api/health answered ${during.answered} times meanwhile, the slowest in ${Math.round(percentile(during.answerMs, 100))} ms; the event loop came round ${during.ticks} times, a free thread's timer ${threadTicks} times`,
    );
    for (const answer of during.value) expect(answer.status, answer.body.message).toBe(201);
    const uploaded = during.value[2]!;
    expect(during.failures).toBe(0);
    expect(during.answered).toBeGreaterThanOrEqual(3);
    expect(during.ticks).toBeGreaterThanOrEqual(threadTicks * MIN_TICK_SHARE);

    // The row names the file; the bytes are in the file store, exactly as uploaded.
    const [version] = await t.db
      .select({ key: documentVersions.pdfKey, inRow: documentVersions.pdf, sha256: documentVersions.sha256 })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, uploaded.body.id));
    expect(version!.inRow).toBeNull();
    expect(version!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.compare(await t.database.files.get(version!.key!), pdf)).toBe(0);
    expect(version!.sha256).toBe(uploaded.body.sha256);
    const served = await fetch(`${t.url}/api/documents/${uploaded.body.id}/uploaded.pdf`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), pdf)).toBe(0);
  });

  test("an 18 MB upload signed by two signers is sealed while /api/health keeps being answered; its copies are e-mailed as links", { timeout: 600_000 }, async () => {
    const pdf = await scannedPdf(18 * MB, "Scanned lease");
    expect(pdf.length).toBeGreaterThan(MAIL_LIMITS.attachmentBytes);
    const ownerEmail = "landlord@files.test";
    const cookie = await sessionCookie(t, ownerEmail);
    await t.makePro(ownerEmail);
    const uploaded = await upload(cookie, pdf, "Scanned lease");
    expect(uploaded.status, uploaded.body.message).toBe(201);
    const signers = [
      { name: "Tess Tenant", email: "tess@files.test" },
      { name: "Gus Guarantor", email: "gus@files.test" },
    ];
    const created = await fetch(`${t.url}/api/documents/${uploaded.body.id}/signature-requests`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: t.url },
      body: JSON.stringify({ signers, otp: false }),
    });
    expect(created.status).toBe(201);
    const requestId = String((await json(created)).id);
    const tokens = await Promise.all(signers.map(async (s) => /\/sign\/([\w-]{43})/.exec((await smtp.nthTo(s.email, 1)).parsed.text ?? "")![1]!));
    const sign = (token: string, name: string) =>
      fetch(`${t.url}/api/sign/${token}/sign`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: t.url },
        body: JSON.stringify({ consent: true, signature: { type: "typed", name } }),
      });
    expect((await sign(tokens[0]!, "Tess Tenant")).status).toBe(200);

    // The last signature, then the sealing job, until the owner's page offers the signed PDF.
    const detail = async () => json(await fetch(`${t.url}/api/signature-requests/${requestId}`, { headers: { cookie } }));
    const { value: during, threadTicks } = await withThreadTicks(() =>
      whileRunning(
        async () => {
          const last = await sign(tokens[1]!, "Gus Guarantor");
          expect(last.status).toBe(200);
          const deadline = Date.now() + 400_000;
          for (;;) {
            const answer = await detail();
            if (answer.signedPdf || answer.sealFailed) return answer;
            if (Date.now() > deadline) throw new Error("not sealed within 400 s");
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        },
        { url: `${t.url}/api/health` },
      ),
    );
    const answer = during.value;
    const owner = await fetch(`${t.url}/api/signature-requests/${requestId}/signed.pdf`, { headers: { cookie } });
    const sealed = Buffer.from(await owner.arrayBuffer());
    report(
      "large files",
      `an ${(pdf.length / MB).toFixed(1)} MB upload signed by 2 and sealed into ${(sealed.length / MB).toFixed(1)} MB (${t.databaseUrl ? "PostgreSQL" : "PGlite"}), ${Math.round(during.ms)} ms from the last signature to the signed PDF: /api/health answered ${during.answered} times meanwhile, the slowest in ${Math.round(percentile(during.answerMs, 100))} ms; the event loop came round ${during.ticks} times, a free thread's timer ${threadTicks} times`,
    );
    expect(answer).toMatchObject({ status: "completed", signedPdf: true, sealFailed: null });
    expect(during.failures).toBe(0);
    expect(during.answered).toBeGreaterThanOrEqual(3);
    expect(during.ticks).toBeGreaterThanOrEqual(threadTicks * MIN_TICK_SHARE);

    // The owner's and each signer's signed.pdf: the same sealed file, from the file store.
    expect(owner.status).toBe(200);
    expect(sealed.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(sealed.length).toBeGreaterThan(pdf.length);
    const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(row).toMatchObject({ sealedPdf: null, sealedPdfSize: sealed.length });
    for (const token of tokens) {
      const res = await fetch(`${t.url}/api/sign/${token}/signed.pdf`);
      expect(res.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), sealed)).toBe(0);
    }

    // Over the attachment cap: each signer's copy is a link to their own signed.pdf, the owner's to
    // the request's page; nothing is attached.
    for (const s of signers) {
      const copy = await smtp.nthTo(s.email, 2);
      expect(copy.parsed.subject).toBe('Signed: "Scanned lease"');
      expect(copy.parsed.attachments).toEqual([]);
      expect(copy.parsed.text).toContain("too large to attach");
      const link = new RegExp(`${PUBLIC_APP_URL.replace(/\./g, "\\.")}(/api/sign/[\\w-]{43}/signed\\.pdf)`).exec(copy.parsed.text ?? "");
      expect(link, copy.parsed.text).not.toBeNull();
      const res = await fetch(`${t.url}${link![1]}`);
      expect(res.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), sealed)).toBe(0);
    }
    const ownerCopy = await smtp.nthTo(ownerEmail, 1);
    expect(ownerCopy.parsed.attachments).toEqual([]);
    expect(ownerCopy.parsed.text).toContain(`${PUBLIC_APP_URL}/tools/digital-signature/${requestId}`);

    // The trail: every step, no failure.
    const kinds = ((await detail()).events as { kind: string }[]).map((e) => e.kind);
    expect(kinds.filter((k) => !k.startsWith("email."))).toEqual(["created", "sent", "sent", "signed", "signed", "completed"]);
    expect(kinds.filter((k) => k === "email.delivered")).toHaveLength(2);
    expect(kinds).not.toContain("seal.failed");
    expect(kinds).not.toContain("email.failed");
  });
});
