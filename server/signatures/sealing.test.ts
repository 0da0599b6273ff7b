// Sealing never depends on mail, and a failure is told: the sealed PDF is recorded in a
// transaction of its own, the copies' e-mails are a later step that cannot undo it, and a retry
// neither prints nor seals again; a sealing that fails every try is written to the request's trail
// (`seal.failed`) and answered to its owner. Against a real SMTP server, the jobs' retries
// shortened. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterEach, expect, test } from "vitest";
import type { TSignatureRequestDetail } from "../../shared/api/signatures";
import { asBuffer } from "../../test/api-harness";
import { pdfPages, pdfToolsAvailable } from "../../test/pdf-tools";
import { startAppWithMail, type AppWithMail } from "../../test/mail-app";

const QUICK_RETRY = { limit: 1, delaySeconds: 1, backoff: false };

let app: AppWithMail | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function makePdf(label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(`${label}, page 1`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

/** An uploaded PDF sent to one signer (no code), signed: the sealing job is on its way. Answers the owner and the request's id. */
async function signedRequest(a: AppWithMail, owner: string, signer: string) {
  const { t, smtp } = a;
  const agent = await t.proUser(owner);
  const uploaded = await agent.post("/api/documents/upload?title=Lease").set("Origin", t.url).set("Content-Type", "application/pdf").send(await makePdf("Lease"));
  expect(uploaded.status, uploaded.text).toBe(201);
  const created = await agent.post(`/api/documents/${uploaded.body.id}/signature-requests`).send({ signers: [{ name: "Sam Signer", email: signer }], otp: false });
  expect(created.status, created.text).toBe(201);
  const token = /\/sign\/([\w-]{43})/.exec((await smtp.nthTo(signer, 1)).parsed.text ?? "")![1]!;
  const printed = t.instance.printer.status().printed;
  const signed = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Sam Signer" } });
  expect(signed.body).toMatchObject({ completed: true });
  return { agent, id: created.body.id as string, token, printed };
}

/** Polls the owner's answer until `done` holds (the jobs run on their own). */
async function until(agent: Awaited<ReturnType<typeof signedRequest>>["agent"], id: string, done: (r: TSignatureRequestDetail) => boolean) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await agent.get(`/api/signature-requests/${id}`);
    expect(res.status).toBe(200);
    if (done(res.body as TSignatureRequestDetail)) return res.body as TSignatureRequestDetail;
    if (Date.now() > deadline) throw new Error(`not within 120 s: ${JSON.stringify((res.body as TSignatureRequestDetail).events.map((e) => e.kind))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("the copies' e-mails failing undoes nothing: the sealed PDF stays, is served, is not made again, and the trail says the copies were not sent", { timeout: 180_000 }, async () => {
  // Two e-mails an hour for the owner: the signing link, then one copy of two: the copies' step fails every try.
  app = await startAppWithMail({ RATE_LIMIT_MAIL: "2/1h" }, { sealRetry: QUICK_RETRY });
  const { agent, id, token, printed } = await signedRequest(app, "owner@sealing.test", "sam@sealing.test");
  const done = await until(agent, id, (r) => r.events.some((e) => e.kind === "email.failed"));
  expect(done).toMatchObject({ status: "completed", signedPdf: true, sealFailed: null });
  const failed = done.events.find((e) => e.kind === "email.failed")!;
  expect(failed.data).toMatchObject({ message: "signed copy", to: ["owner@sealing.test", "sam@sealing.test"] });
  expect(String(failed.data.error)).toMatch(/too many e-mails/);
  expect(done.events.map((e) => e.kind)).not.toContain("seal.failed");

  const owner = await asBuffer(agent.get(`/api/signature-requests/${id}/signed.pdf`));
  expect(owner.status).toBe(200);
  const signer = await asBuffer(app.t.agent().get(`/api/sign/${token}/signed.pdf`));
  expect(signer.status).toBe(200);
  expect(Buffer.compare(signer.body as Buffer, owner.body as Buffer)).toBe(0);
  // The upload's page as it was; the appendix's pages numbered on through the file, once each.
  if (pdfToolsAvailable("the sealed upload's page numbers")) {
    const pages = pdfPages(owner.body as Buffer);
    expect(pages[1]).toContain("Signature page");
    expect(pages.map((text) => text.match(/Page \d+ of \d+/g))).toEqual(pages.map((_, i) => (i === 0 ? null : [`Page ${i + 1} of ${pages.length}`])));
  }
  // Two tries ran; the appendix was printed (and the file sealed) once.
  expect(app.t.instance.printer.status().printed - printed).toBe(1);
  expect(app.smtp.to("sam@sealing.test")).toHaveLength(1);
});

test("a sealing that fails every try is in the trail and on the owner's answer; nothing is sent, signed.pdf stays 404", { timeout: 180_000 }, async () => {
  // A certificate that cannot be read: every try fails at the seal itself.
  app = await startAppWithMail({ SIGNING_P12: Buffer.from("not a PKCS#12 file").toString("base64"), SIGNING_P12_PASSWORD: "x" }, { sealRetry: QUICK_RETRY });
  const { agent, id, token } = await signedRequest(app, "owner@unsealed.test", "sam@unsealed.test");
  const done = await until(agent, id, (r) => r.sealFailed !== null);
  expect(done).toMatchObject({ status: "completed", signedPdf: false, sealFailed: { at: expect.any(String), error: expect.any(String) } });
  // In our words: the library's own error is for the server's log.
  expect(done.sealFailed!.error).toBe("An internal error (the server's log has the details)");
  const kinds = done.events.map((e) => e.kind);
  expect(kinds.filter((k) => k === "seal.failed")).toHaveLength(1);
  expect(kinds.at(-1)).toBe("seal.failed");
  expect(done.chainValid).toBe(true);
  expect((await agent.get(`/api/signature-requests/${id}/signed.pdf`)).status).toBe(404);
  expect((await app.t.agent().get(`/api/sign/${token}/signed.pdf`)).status).toBe(404);
  expect(app.smtp.to("owner@unsealed.test")).toHaveLength(0);
  expect(app.smtp.to("sam@unsealed.test")).toHaveLength(1);
});
