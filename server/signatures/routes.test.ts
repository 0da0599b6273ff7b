// Signature requests end to end over HTTP, against a real SMTP server (test/smtp.ts): the owner's
// validations, statuses and Free plan allowance; the frozen version; the signer's page, codes read
// from the e-mails, the lock-out rules, typed and drawn signatures, sequential order, decline,
// void and expiry (the scan run with its own clock); the audit chain and a tampered event; the
// sealed PDF checked by poppler's pdfsig (valid, whole file; one changed byte invalid) and by
// POST /api/verify. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditEvents, mailMessages, signatureRequests, signatureSigners } from "../../shared/schema";
import { asBuffer, type TestApp } from "../../test/api-harness";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import { ndaBody } from "../../test/fixtures";
import { waitFor } from "../../test/security/fault-helpers";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp";
import { issueLink } from "../public-links/links";
import { runSignatureScan } from "./jobs";
import { makeSelfSignedP12, sealPdf } from "./seal";
import { PDFDocument } from "pdf-lib";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

const DAY = 86_400_000;
/** The user agent Alice signs with: the certificate of completion lists it. */
const signingAgent = "AliceBrowser/1.0";

async function pro(email: string): Promise<Agent> {
  const agent = await t.proUser(email, { firstName: "Olivia", lastName: "Owner" });
  return agent;
}

async function nda(agent: Agent): Promise<{ id: string; sha256: string; version: number }> {
  const res = await agent.post("/api/generate/nda").send(ndaBody);
  expect(res.status).toBe(201);
  return res.body;
}

const mailsTo = (address: string) => smtp.to(address);
const nthMail = (address: string, n: number) => smtp.nthTo(address, n);

const tokenOf = (mail: ReceivedMail) => publicLinkIn(mail, "sign");
const codeOf = (mail: ReceivedMail) => /Your signing code: (\d{6})/.exec(mail.parsed.subject ?? "")![1]!;

/** Asks for a code and reads it from the e-mail. */
async function requestCode(address: string, token: string): Promise<string> {
  const before = mailsTo(address).length;
  const res = await t.agent().post(`/api/sign/${token}/otp`);
  expect(res.status, res.text).toBe(204);
  return codeOf(await nthMail(address, before + 1));
}

/** A poppler tool's report on the PDF. */
const poppler = (tool: "pdfsig" | "pdffonts", pdf: Buffer) => runPdfTool(tool, [pdfFile(pdf)]);
const pdfsig = (pdf: Buffer) => poppler("pdfsig", pdf);

const verify = (pdf: Buffer) => t.agent().post("/api/verify").set("Origin", t.url).set("Content-Type", "application/pdf").send(pdf);

describe("POST /api/documents/:id/signature-requests", () => {
  test("validates every field, answers the frozen version, refuses a second open request and another user's document", async () => {
    const owner = await pro("validate@sign.test");
    const doc = await nda(owner);
    const url = `/api/documents/${doc.id}/signature-requests`;
    const bad = [
      [{ signers: [] }, "signers"],
      [{}, "signers"],
      [{ signers: Array.from({ length: 11 }, (_, i) => ({ name: `S${i}`, email: `s${i}@example.com` })) }, "signers"],
      [{ signers: [{ name: "A", email: "a@example.com" }, { name: "B", email: "A@example.com" }] }, "signers.1.email"],
      [{ signers: [{ name: "A", email: "not-an-address" }] }, "signers.0.email"],
      [{ signers: [{ name: "A", email: "a@example.com", role: "boss" }] }, "signers.0.role"],
      [{ signers: [{ name: "A", email: "a@example.com" }], order: "random" }, "order"],
      [{ signers: [{ name: "A", email: "a@example.com" }], message: "x".repeat(2_001) }, "message"],
      [{ signers: [{ name: "A", email: "a@example.com" }], expiresInDays: 91 }, "expiresInDays"],
      [{ signers: [{ name: "A", email: "a@example.com" }], expiresInDays: 0 }, "expiresInDays"],
      [{ signers: [{ name: "A", email: "a@example.com" }], otp: "yes" }, "otp"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await owner.post(url).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await owner.get("/api/signature-requests")).body).toEqual([]);

    const stranger = await pro("stranger@sign.test");
    expect((await stranger.post(url).send({ signers: [{ name: "A", email: "a@example.com" }] })).status).toBe(404);
    expect((await owner.post(`/api/documents/not-a-uuid/signature-requests`).send({ signers: [{ name: "A", email: "a@example.com" }] })).status).toBe(404);

    const res = await owner.post(url).send({ signers: [{ name: "Ann Signer", email: "ann@sign.test" }], expiresInDays: 7 });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      documentId: doc.id,
      version: doc.version,
      documentSha256: doc.sha256,
      status: "sent",
      order: "parallel",
      signers: [{ name: "Ann Signer", email: "ann@sign.test", role: "signer", status: "pending" }],
    });
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect((await owner.post(url).send({ signers: [{ name: "A", email: "a@example.com" }] })).status).toBe(409);
    expect((await owner.get("/api/signature-requests")).body).toEqual([expect.objectContaining({ id: res.body.id, documentId: doc.id, status: "sent" })]);
    expect((await owner.get(`/api/documents/${doc.id}`)).body.signature).toBe("awaiting_signature");
    // The document is frozen while the request is open.
    const edit = await owner.put(`/api/documents/${doc.id}/input`).send({ ...ndaBody, purpose: "Something else entirely." });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("Void the signature request first");
    expect((await owner.post(`/api/documents/${doc.id}/versions/1/restore`)).status).toBe(409);
    // Another user sees none of it.
    expect((await stranger.get(`/api/signature-requests/${res.body.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/signature-requests/${res.body.id}/void`).send({ reason: "mine" })).status).toBe(404);
    expect((await stranger.get("/api/signature-requests")).body).toEqual([]);
    // Void it: the document can be edited again.
    expect((await owner.post(`/api/signature-requests/${res.body.id}/void`).send({})).status).toBe(400);
    expect((await owner.post(`/api/signature-requests/${res.body.id}/void`).send({ reason: "Wrong party" })).body.status).toBe("voided");
    expect((await owner.post(`/api/signature-requests/${res.body.id}/void`).send({ reason: "again" })).status).toBe(409);
    expect((await owner.put(`/api/documents/${doc.id}/input`).send({ ...ndaBody, purpose: "Something else entirely." })).status).toBe(200);
  });

  test("a document out for signature is not deleted until its request is voided; deleting the account takes it all", async () => {
    const owner = await pro("delete@sign.test");
    const doc = await nda(owner);
    const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "Dee Keep", email: "dee@sign.test" }], otp: false });
    expect(created.status, created.text).toBe(201);
    const dee = tokenOf(await nthMail("dee@sign.test", 1));
    const refused = await owner.delete(`/api/documents/${doc.id}`);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, "conflict", "Void the signature request before deleting this document"]);
    // Nothing went: the document, the request with its trail, the signer's link.
    expect((await owner.get(`/api/documents/${doc.id}`)).status).toBe(200);
    const kept = (await owner.get(`/api/signature-requests/${created.body.id}`)).body;
    expect([kept.status, kept.chainValid, kept.events.length > 0]).toEqual(["sent", true, true]);
    expect((await t.agent().get(`/api/sign/${dee}`)).status).toBe(200);
    // Voided, it is deleted with its requests.
    expect((await owner.post(`/api/signature-requests/${created.body.id}/void`).send({ reason: "Clearing up" })).status).toBe(200);
    expect((await owner.delete(`/api/documents/${doc.id}`)).status).toBe(204);
    expect((await owner.get(`/api/signature-requests/${created.body.id}`)).status).toBe(404);

    // The account's deletion is not held up by an open request: everything goes.
    const other = await nda(owner);
    const open = await owner.post(`/api/documents/${other.id}/signature-requests`).send({ signers: [{ name: "Dee Keep", email: "dee@sign.test" }], otp: false });
    expect(open.status, open.text).toBe(201);
    expect((await owner.delete("/api/account").send({ confirm: "delete@sign.test" })).status).toBe(204);
    expect(await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, open.body.id))).toEqual([]);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.chain, `signature_request:${open.body.id}`))).toEqual([]);
  }, 60_000);

  test("GET /api/signature-requests?documentId= lists one document's requests, the owner's only", async () => {
    const owner = await pro("bydoc@sign.test");
    const [a, b] = [await nda(owner), await nda(owner)];
    for (const doc of [a, b]) {
      const res = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "A", email: "a@example.com" }], otp: false });
      expect(res.status, res.text).toBe(201);
    }
    const listed = await owner.get(`/api/signature-requests?documentId=${a.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((r: { documentId: string }) => r.documentId)).toEqual([a.id]);
    expect((await owner.get("/api/signature-requests")).body).toHaveLength(2);
    const bad = await owner.get("/api/signature-requests?documentId=nope");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("documentId");
    const stranger = await pro("bydoc-stranger@sign.test");
    expect((await stranger.get(`/api/signature-requests?documentId=${a.id}`)).body).toEqual([]);
  });

  test("the Free plan includes 3 signature requests, Lifetime is unlimited", async () => {
    const free = await t.signIn("free@sign.test");
    const doc = await nda(free);
    for (let i = 0; i < 3; i++) {
      const res = await free.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "A", email: "a@example.com" }] });
      expect(res.status, res.text).toBe(201);
      await free.post(`/api/signature-requests/${res.body.id}/void`).send({ reason: "test" });
    }
    const over = await free.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "A", email: "a@example.com" }] });
    expect(over.status).toBe(402);
    expect(over.body.code).toBe("plan_limit");
    // The pricing page sells "3 signature requests" (Free) and "Unlimited signature requests" (Lifetime).
    expect(over.body.message).toBe("You've used all 3 signature requests included in the Free plan. Upgrade to Lifetime Access for unlimited signature requests.");
    await t.makePro("free@sign.test");
    expect((await free.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "A", email: "a@example.com" }] })).status).toBe(201);
  });
});

describe("the e-mails name the sender", () => {
  test("the sender with their business; an approver is asked to approve; an owner who signs gets one completion e-mail", async () => {
    const owner = await pro("brand@sign.test");
    const profile = await owner.post("/api/business-profiles").send({ name: "Acme Labs Ltd", tradingName: "Acme Labs", country: "GB" });
    expect(profile.status, profile.text).toBe(201);
    const doc = await nda(owner);
    const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({
      signers: [
        { name: "Ann Approver", email: "ann@brand.test", role: "approver" },
        { name: "Olivia Owner", email: "brand@sign.test" },
      ],
      otp: false,
    });
    expect(created.status, created.text).toBe(201);
    const title = created.body.documentTitle as string;
    const approve = await nthMail("ann@brand.test", 1);
    expect(approve.parsed.subject).toBe(`Olivia Owner (Acme Labs) asks you to approve "${title}"`);
    expect(approve.parsed.text).toContain("Review and approve");
    expect(approve.parsed.text).not.toContain("Review and sign");
    const own = await nthMail("brand@sign.test", 1);
    expect(own.parsed.subject).toBe(`Olivia Owner (Acme Labs) asks you to sign "${title}"`);

    // The signing page shows the same sender with the business's brand: its display name, logo
    // (the small header PNG) and colour, and nothing else of the profile.
    const logo = await sharp({ create: { width: 60, height: 20, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 1 } } }).png().toBuffer();
    const put = await owner.put(`/api/business-profiles/${profile.body.id}/logo`).set("Origin", t.url).set("Content-Type", "image/png").send(logo);
    expect(put.status, put.text).toBe(200);
    const signing = await t.agent().get(`/api/sign/${tokenOf(approve)}`);
    expect(signing.status).toBe(200);
    expect(signing.body.sender).toEqual({ name: "Olivia Owner", business: { name: "Acme Labs", logo: expect.stringMatching(/^data:image\/png;base64,/), color: "#3b82f6" } });

    for (const token of [tokenOf(approve), tokenOf(own)]) {
      const res = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Signed" } });
      expect(res.status, res.text).toBe(200);
    }
    // Every completion e-mail is written in one transaction: once the approver's has arrived, the
    // outbox holds all of them, and the owner (a signer too) has one.
    await smtp.until(() => mailsTo("ann@brand.test").some((m) => m.parsed.subject === `Signed: "${title}"`), 150_000);
    const completions = await t.db
      .select({ to: mailMessages.to })
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, "signature.completed"), eq(mailMessages.entityId, created.body.id as string)));
    const addresses = completions.map((m) => (m.to as { address: string }[]).map((a) => a.address)).flat();
    expect(addresses.sort()).toEqual(["ann@brand.test", "brand@sign.test"]);
  }, 180_000);
});

describe("signing", () => {
  test("two sequential signers: codes from the e-mails, a wrong-code lock-out, typed and drawn, the sealed PDF", async () => {
    const owner = await pro("owner@sign.test");
    const doc = await nda(owner);
    const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({
      signers: [
        { name: "Alice First", email: "alice@sign.test" },
        { name: "Bob Second", email: "bob@sign.test" },
        { name: "Carol Copy", email: "carol@sign.test", role: "cc" },
      ],
      order: "sequential",
      message: "Please sign before Friday.",
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    // A cc signs nothing: never "pending" (docs/API.md), from the start to the end.
    expect(created.body.signers.map((s: { role: string; status: string }) => [s.role, s.status])).toEqual([
      ["signer", "pending"],
      ["signer", "pending"],
      ["cc", "copy"],
    ]);
    // Renamed while out for signature: what is sealed keeps the title it was sent with.
    expect((await owner.patch(`/api/documents/${doc.id}`).send({ title: "Renamed while signing" })).status).toBe(200);

    const invite = await nthMail("alice@sign.test", 1);
    expect(invite.parsed.subject).toBe(`Olivia Owner asks you to sign "${created.body.documentTitle}"`);
    expect(invite.parsed.text).toContain("Please sign before Friday.");
    const alice = tokenOf(invite);
    // Bob is e-mailed only once Alice has signed.
    expect(mailsTo("bob@sign.test")).toHaveLength(0);

    expect((await t.agent().get(`/api/sign/${"x".repeat(43)}`)).status).toBe(404);
    expect((await t.agent().get(`/api/sign/short`)).status).toBe(404);
    const page = await t.agent().get(`/api/sign/${alice}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      request: { id, status: "sent", order: "sequential" },
      disclosure: expect.objectContaining({ law: "us", version: "us-2" }),
      document: { title: created.body.documentTitle, type: "nda", version: doc.version, sha256: doc.sha256 },
      signer: { name: "Alice First", email: "alice@sign.test", status: "pending" },
      // No business profile: the owner's name alone.
      sender: { name: "Olivia Owner", business: null },
      otpRequired: true,
      otpVerified: false,
      canSign: true,
      // A generated document has no placed fields.
      fields: [],
    });
    const html = await t.agent().get(`/api/sign/${alice}/document`);
    expect(html.status).toBe(200);
    expect(html.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(html.text).toContain("Acme Analytics Inc.");

    // Signing needs consent, then the code.
    expect((await t.agent().post(`/api/sign/${alice}/sign`).send({ signature: { type: "typed", name: "Alice First" } })).status).toBe(400);
    expect((await t.agent().post(`/api/sign/${alice}/sign`).send({ consent: true, signature: { type: "typed", name: "Alice First" } })).status).toBe(403);

    // Five wrong codes lock the code out (423); a new one is needed.
    const first = await requestCode("alice@sign.test", alice);
    const wrong = first === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const res = await t.agent().post(`/api/sign/${alice}/otp/verify`).send({ code: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "otp_invalid", attemptsLeft: left });
    }
    expect((await t.agent().post(`/api/sign/${alice}/otp/verify`).send({ code: wrong })).status).toBe(423);
    expect((await t.agent().post(`/api/sign/${alice}/otp/verify`).send({ code: first })).status).toBe(423);
    const second = await requestCode("alice@sign.test", alice);
    expect((await t.agent().post(`/api/sign/${alice}/otp/verify`).send({ code: second })).status).toBe(204);
    expect((await t.agent().get(`/api/sign/${alice}`)).body.otpVerified).toBe(true);

    const signed = await t.agent().post(`/api/sign/${alice}/sign`).set("User-Agent", signingAgent).send({ consent: true, signature: { type: "typed", name: "Alice First" } });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toEqual({ status: "signed", completed: false });
    expect((await t.agent().post(`/api/sign/${alice}/sign`).send({ consent: true, signature: { type: "typed", name: "Alice First" } })).status).toBe(409);

    // Now Bob's turn: he draws.
    const bob = tokenOf(await nthMail("bob@sign.test", 1));
    const bobPage = (await t.agent().get(`/api/sign/${bob}`)).body;
    expect(bobPage).toMatchObject({ canSign: true, signer: { name: "Bob Second" } });
    const bobCode = await requestCode("bob@sign.test", bob);
    expect((await t.agent().post(`/api/sign/${bob}/otp/verify`).send({ code: bobCode })).status).toBe(204);
    const tooBig = `data:image/png;base64,${Buffer.alloc(210 * 1024, 1).toString("base64")}`;
    expect((await t.agent().post(`/api/sign/${bob}/sign`).send({ consent: true, signature: { type: "drawn", image: tooBig } })).status).toBe(400);
    const notPng = `data:image/png;base64,${Buffer.from("GIF89a not a png at all").toString("base64")}`;
    const refused = await t.agent().post(`/api/sign/${bob}/sign`).send({ consent: true, signature: { type: "drawn", image: notPng } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("signature.image");
    const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="400" height="120"><path d="M10 90 C 80 10, 160 110, 390 30" stroke="#1e3a8a" stroke-width="5" fill="none"/></svg>') }])
      .png()
      .toBuffer();
    const drawn = await t.agent().post(`/api/sign/${bob}/sign`).send({ consent: true, signature: { type: "drawn", image: `data:image/png;base64,${png.toString("base64")}` } });
    expect(drawn.status, drawn.text).toBe(200);
    expect(drawn.body.completed).toBe(true);

    // The sealing job builds the PDF and e-mails every party with it attached. It prints once in
    // Chromium, makes the seal's RSA key and signs in a worker: about 8 s at a load of 12 on two
    // cores, so a busier machine needs more than the 30 s the other waits allow. The bound only
    // guards against a hang.
    const completion = await smtp.nthTo("carol@sign.test", 1, 150_000);
    expect(completion.parsed.subject).toBe(`Signed: "${created.body.documentTitle}"`);
    expect(completion.parsed.text).toContain("Verify the signed PDF: https://docs.example.test/verify");
    const attached = completion.parsed.attachments[0]!;
    expect(attached.contentType).toBe("application/pdf");
    const pdf = (await asBuffer(owner.get(`/api/signature-requests/${id}/signed.pdf`))).body as Buffer;
    expect(Buffer.compare(pdf, attached.content)).toBe(0);
    expect((await PDFDocument.load(pdf, { updateMetadata: false })).getTitle()).toBe(created.body.documentTitle);
    expect(attached.filename).not.toContain("Renamed");
    expect(Buffer.compare((await asBuffer(t.agent().get(`/api/sign/${alice}/signed.pdf`))).body as Buffer, pdf)).toBe(0);
    for (const to of ["owner@sign.test", "alice@sign.test", "bob@sign.test"]) {
      await smtp.until(() => mailsTo(to).some((m) => m.parsed.subject?.startsWith("Signed:")), 30_000);
    }

    // pdfsig: one signature, valid, covering the whole file; a changed byte breaks it. Alice's
    // typed signature is written in the bundled script font, embedded in the file (pdffonts).
    // "/Producer" becomes "/Qroducer": still a well-formed file, no longer the one sealed.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf("/Producer");
    expect(at).toBeGreaterThan(0);
    tampered[at + 1] = "Q".charCodeAt(0);
    const popplerChecks = pdfToolsAvailable("pdfsig's and pdffonts' checks of the sealed PDF");
    if (popplerChecks) {
      const report = pdfsig(pdf);
      expect(report).toContain("Signature #1");
      expect(report).not.toContain("Signature #2");
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Total document signed");
      expect(pdfsig(tampered)).not.toContain("Signature is Valid.");
      expect(poppler("pdffonts", pdf)).toMatch(/DancingScript\S*\s.*\byes\b/);
    }

    // The appendix: signature page and certificate of completion after the document's pages.
    const pages = (await PDFDocument.load(pdf, { ignoreEncryption: true })).getPageCount();
    const frozen = (await asBuffer(t.agent().get(`/api/sign/${alice}/document?format=pdf`))).body as Buffer;
    expect(pages).toBeGreaterThan((await PDFDocument.load(frozen)).getPageCount());

    // POST /api/verify: this file, a modified copy, an unsigned PDF, a PDF sealed elsewhere.
    const ok = await verify(pdf);
    expect(ok.body).toMatchObject({
      valid: true,
      sealedByThisService: true,
      requestId: id,
      documentTitle: created.body.documentTitle,
      documentSha256: doc.sha256,
      signers: [
        { name: "Alice First", email: "alice@sign.test" },
        { name: "Bob Second", email: "bob@sign.test" },
      ],
    });
    expect((await verify(tampered)).body).toEqual({ valid: false, reason: "modified" });
    // A copy another tool rewrote still carries our signature, though no longer where its
    // ByteRange points (pdfsig: not the whole file): modified, not unsigned.
    if (pdfToolsAvailable("verifying a copy rewritten by qpdf")) {
      const out = `${pdfFile(pdf)}.rewritten.pdf`;
      runPdfTool("qpdf", [pdfFile(pdf), out]);
      const rewritten = readFileSync(out);
      expect(pdfsig(rewritten)).toContain("Not total document signed");
      expect((await verify(rewritten)).body).toEqual({ valid: false, reason: "modified" });
    }
    expect((await verify(frozen)).body).toEqual({ valid: false, reason: "no_signature" });
    const elsewhere = await sealPdf({ frozen, appendix: frozen, key: makeSelfSignedP12("Someone else"), requestId: "x" });
    if (popplerChecks) expect(pdfsig(elsewhere)).toContain("Signature is Valid.");
    expect((await verify(elsewhere)).body).toEqual({ valid: false, reason: "not_signed_here" });
    expect((await t.agent().post("/api/verify").set("Origin", t.url).set("Content-Type", "application/pdf").send(Buffer.from("hello world"))).status).toBe(415);

    // The trail: every step, a valid chain; an altered event breaks it.
    const detail = (await owner.get(`/api/signature-requests/${id}`)).body;
    expect(detail.status).toBe("completed");
    expect(detail.signers.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ["alice@sign.test", "signed"],
      ["bob@sign.test", "signed"],
      ["carol@sign.test", "copy"],
    ]);
    expect((await owner.get("/api/signature-requests")).body.find((r: { id: string }) => r.id === id).signers[2].status).toBe("copy");
    expect(detail.chainValid).toBe(true);
    const kinds = detail.events.map((e: { kind: string }) => e.kind);
    for (const kind of ["created", "sent", "opened", "code.sent", "code.failed", "code.verified", "signed", "completed", "email.delivered"]) expect(kinds).toContain(kind);
    expect(detail.events.find((e: { kind: string }) => e.kind === "signed").ip).toBeTruthy();

    // The signature page: each signer's name, e-mail, time (UTC) and IP. The certificate of
    // completion: the request id, the title, the version's SHA-256, every event up to the seal with
    // its time, IP and user agent, and the chain's final hash then (the last event it lists).
    if (popplerChecks) {
      const appendix = runPdfTool("pdftotext", ["-f", String((await PDFDocument.load(frozen)).getPageCount() + 1), pdfFile(pdf), "-"]);
      const utc = (at: string) => `${at.slice(0, 19).replace("T", " ")} UTC`;
      expect(appendix).toContain("Signature page");
      for (const s of detail.signers.filter((x: { role: string }) => x.role !== "cc")) {
        expect(appendix).toContain(s.name);
        expect(appendix).toContain(s.email);
        expect(appendix).toContain(utc(s.signedAt));
      }
      const signedEvents = detail.events.filter((e: { kind: string }) => e.kind === "signed");
      for (const e of signedEvents) expect(appendix).toContain(e.ip);
      expect(appendix).toContain("Certificate of completion");
      expect(appendix).toContain(id);
      expect(appendix).toContain(created.body.documentTitle);
      expect(appendix).toContain(doc.sha256);
      const completedAt = detail.events.findIndex((e: { kind: string }) => e.kind === "completed");
      const listed = detail.events.filter((e: { hash: string }) => appendix.includes(e.hash));
      expect(listed).toHaveLength(1);
      expect(detail.events.indexOf(listed[0])).toBeGreaterThanOrEqual(completedAt);
      for (const e of detail.events.slice(0, completedAt + 1)) expect(appendix).toContain(utc(e.at));
      expect(appendix).toContain(signingAgent);
      // Who each link went to, and the owner by name (pdftotext may wrap a cell's words).
      expect(appendix).toMatch(/Signing link sent to\s+Alice\s+First\s+<alice@sign\.test>/);
      expect(appendix).toMatch(/E-mail delivered to\s+alice@sign\.test/);
      expect(appendix).toMatch(/Olivia\s+Owner\s+<owner@sign\.test>/);
    }
    expect((await owner.get("/api/dashboard/stats")).body.signedContracts).toBe(1);
    expect((await owner.get(`/api/documents/${doc.id}`)).body.signature).toBe("signed");
    // Edited since, the new version was never signed (the request stays completed, on version 1).
    const edited = await owner.put(`/api/documents/${doc.id}/input`).send({ ...ndaBody, purpose: "A purpose changed after signing" });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).not.toHaveProperty("signature");
    expect((await owner.get(`/api/documents/${doc.id}`)).body).not.toHaveProperty("signature");
    expect((await owner.get(`/api/signature-requests/${id}`)).body.status).toBe("completed");
    await t.db
      .update(auditEvents)
      .set({ data: { reason: "forged" } })
      .where(and(eq(auditEvents.chain, `signature_request:${id}`), eq(auditEvents.seq, 2)));
    expect((await owner.get(`/api/signature-requests/${id}`)).body.chainValid).toBe(false);
  }, 300_000);

  test("three lock-outs lock the link until the owner resends it; at most 5 codes an hour", async () => {
    const owner = await pro("locks@sign.test");
    const doc = await nda(owner);
    const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "Liam Lock", email: "liam@sign.test" }] });
    const token = tokenOf(await nthMail("liam@sign.test", 1));
    // A code that is not 6 digits is a 400 naming `code`, and costs no attempt.
    for (const code of ["abc", "", "12345", "1234567"]) {
      const bad = await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code });
      expect([bad.status, bad.body.errors?.[0]?.path]).toEqual([400, "code"]);
    }
    for (let lockout = 1; lockout <= 3; lockout++) {
      const code = await requestCode("liam@sign.test", token);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 4; i++) expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: wrong })).status).toBe(400);
      expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: wrong })).status).toBe(423);
    }
    expect((await t.agent().post(`/api/sign/${token}/otp`)).status).toBe(423);
    expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: "123456" })).status).toBe(423);
    // Locked, the link can neither sign nor end the request for everyone by declining.
    expect((await t.agent().get(`/api/sign/${token}`)).body.canSign).toBe(false);
    const declined = await t.agent().post(`/api/sign/${token}/decline`).send({ reason: "not me" });
    expect([declined.status, declined.body.message]).toEqual([423, "This link is locked after too many wrong codes: ask the sender to send it again"]);
    expect((await owner.get(`/api/signature-requests/${created.body.id}`)).body.status).toBe("sent");

    const before = mailsTo("liam@sign.test").length;
    expect((await owner.post(`/api/signature-requests/${created.body.id}/remind`)).status).toBe(202);
    const fresh = tokenOf(await nthMail("liam@sign.test", before + 1));
    expect((await t.agent().get(`/api/sign/${token}`)).status).toBe(410);
    // Three codes were sent this hour: two more, then 429.
    await requestCode("liam@sign.test", fresh);
    const fifth = await requestCode("liam@sign.test", fresh);
    expect((await t.agent().post(`/api/sign/${fresh}/otp`)).status).toBe(429);
    // Declining needs the code as signing does.
    const early = await t.agent().post(`/api/sign/${fresh}/decline`).send({ reason: "not yet confirmed" });
    expect([early.status, early.body.message]).toEqual([403, "Confirm the code e-mailed to you before declining"]);
    expect((await t.agent().post(`/api/sign/${fresh}/otp/verify`).send({ code: fifth })).status).toBe(204);
    expect((await t.agent().post(`/api/sign/${fresh}/decline`).send({ reason: "Wrong terms" })).status).toBe(204);
  }, 120_000);

  test("a code is valid for 10 minutes and stored only as a hash", async () => {
    const owner = await pro("ttl@sign.test");
    const doc = await nda(owner);
    await owner.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "Tina Timer", email: "tina@sign.test" }] });
    const token = tokenOf(await nthMail("tina@sign.test", 1));
    const sentAt = Date.now();
    const code = await requestCode("tina@sign.test", token);
    const [row] = await t.db.select().from(signatureSigners).where(eq(signatureSigners.email, "tina@sign.test"));
    expect(row!.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    // Keyed with the server's secret: a copy of the database alone cannot try the million codes.
    expect(row!.otpHash).not.toBe(createHash("sha256").update(`${row!.id}:${code}`).digest("hex"));
    expect(row!.otpHash).toBe(createHmac("sha256", t.config.sessionSecret).update(`${row!.id}:${code}`).digest("hex"));
    const ttl = row!.otpExpiresAt!.getTime() - sentAt;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    // Ten minutes on (the stored expiry moved back, no waiting): the right code is refused.
    await t.db.update(signatureSigners).set({ otpExpiresAt: new Date(Date.now() - 1_000) }).where(eq(signatureSigners.id, row!.id));
    const late = await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: "otp_invalid", message: "This code has expired: ask for a new one" });
    const fresh = await requestCode("tina@sign.test", token);
    expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code: fresh })).status).toBe(204);
  }, 60_000);

  test("an e-mail the server refuses is in the trail as email.failed, one delivered as email.delivered", async () => {
    const owner = await pro("bounce@sign.test");
    const doc = await nda(owner);
    smtp.refuse = (to) => (to.includes("nobody@sign.test") ? { code: 550, message: "No such user here" } : undefined);
    try {
      const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({
        signers: [
          { name: "Nobody", email: "nobody@sign.test" },
          { name: "Somebody", email: "somebody@sign.test" },
        ],
        otp: false,
      });
      expect(created.status, created.text).toBe(201);
      type Event = { kind: string; data: { to?: string[]; error?: string } };
      const events = await waitFor(
        async () => {
          const list = (await owner.get(`/api/signature-requests/${created.body.id}`)).body.events as Event[];
          return list.some((e) => e.kind === "email.failed") && list.some((e) => e.kind === "email.delivered") ? list : undefined;
        },
        { timeoutMs: 30_000, what: "both deliveries in the trail" },
      );
      const failed = events.find((e) => e.kind === "email.failed")!;
      expect(failed.data.to).toEqual(["nobody@sign.test"]);
      expect(failed.data.error).toMatch(/550/);
      expect(events.find((e) => e.kind === "email.delivered")!.data.to).toEqual(["somebody@sign.test"]);
      expect((await owner.get(`/api/signature-requests/${created.body.id}`)).body.chainValid).toBe(true);
    } finally {
      smtp.refuse = undefined;
    }
  }, 60_000);

  test("sequential order: a later signer's link (one made directly: none is e-mailed yet) shows whose turn it is and cannot sign", async () => {
    const owner = await pro("turns@sign.test");
    const doc = await nda(owner);
    const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({
      signers: [
        { name: "Fay First", email: "fay@sign.test" },
        { name: "Sam Second", email: "sam@sign.test" },
      ],
      order: "sequential",
      otp: false,
    });
    expect(created.status, created.text).toBe(201);
    const sam = created.body.signers[1];
    const { token } = await issueLink(t.db, { purpose: "sign", documentId: doc.id, version: doc.version, subjectId: sam.id });
    expect((await t.agent().get(`/api/sign/${token}`)).body).toMatchObject({ canSign: false, waitingFor: "Fay First", signer: { status: "pending" } });
    const early = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Sam Second" } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("It is not your turn to sign yet: the signers before you must sign first");
  }, 60_000);

  test("POST /api/verify refuses over 20 MB (413) and another type (415)", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    big.write("%PDF-1.7\n");
    expect((await verify(big)).status).toBe(413);
    const text = await t.agent().post("/api/verify").set("Origin", t.url).set("Content-Type", "text/plain").send("%PDF-1.7");
    expect(text.status).toBe(415);
  }, 60_000);

  test("decline ends the request and tells the owner; void ends every link (410); expiry by the scan", async () => {
    const owner = await pro("ends@sign.test");
    const [d1, d2, d3] = [await nda(owner), await nda(owner), await nda(owner)];
    const send = (docId: string, signers: { name: string; email: string }[], extra = {}) =>
      owner.post(`/api/documents/${docId}/signature-requests`).send({ signers, otp: false, ...extra });

    const declined = await send(d1.id, [{ name: "Dan Decline", email: "dan@sign.test" }, { name: "Eve Other", email: "eve@sign.test" }]);
    const dan = tokenOf(await nthMail("dan@sign.test", 1));
    const eve = tokenOf(await nthMail("eve@sign.test", 1));
    expect((await t.agent().post(`/api/sign/${dan}/decline`).send({})).status).toBe(400);
    expect((await t.agent().post(`/api/sign/${dan}/decline`).send({ reason: "The term is too long." })).status).toBe(204);
    const told = await nthMail("ends@sign.test", 1);
    expect(told.parsed.subject).toMatch(/^Declined:/);
    expect(told.parsed.text).toContain("The term is too long.");
    expect((await t.agent().get(`/api/sign/${eve}`)).body).toMatchObject({ request: { status: "declined" }, canSign: false });
    expect((await t.agent().post(`/api/sign/${eve}/sign`).send({ consent: true, signature: { type: "typed", name: "Eve" } })).status).toBe(409);
    expect((await owner.get(`/api/signature-requests/${declined.body.id}`)).body.status).toBe("declined");

    const voided = await send(d2.id, [{ name: "Vic Void", email: "vic@sign.test" }]);
    const vic = tokenOf(await nthMail("vic@sign.test", 1));
    expect((await owner.post(`/api/signature-requests/${voided.body.id}/void`).send({ reason: "Sent by mistake" })).status).toBe(200);
    // The signer is told the link no longer works, and why.
    const cancelled = await nthMail("vic@sign.test", 2);
    expect(cancelled.parsed.subject).toBe(`Cancelled: "${voided.body.documentTitle}"`);
    expect(cancelled.parsed.text).toContain("Olivia Owner cancelled the request to sign");
    expect(cancelled.parsed.text).toContain("Sent by mistake");
    for (const res of [
      await t.agent().get(`/api/sign/${vic}`),
      await t.agent().get(`/api/sign/${vic}/document`),
      await t.agent().post(`/api/sign/${vic}/sign`).send({ consent: true, signature: { type: "typed", name: "Vic" } }),
      // A drawn image is not even decoded for an ended link.
      await t.agent().post(`/api/sign/${vic}/sign`).send({ consent: true, signature: { type: "drawn", image: `data:image/png;base64,${Buffer.from("not a png").toString("base64")}` } }),
      await t.agent().post(`/api/sign/${vic}/decline`).send({ reason: "x" }),
    ]) expect(res.status).toBe(410);

    const expiring = await send(d3.id, [{ name: "Xena Late", email: "xena@sign.test" }], { expiresInDays: 1 });
    const xena = tokenOf(await nthMail("xena@sign.test", 1));
    // The scan, run with a clock 4 days on: a reminder is not due after expiry; the request expires.
    const scan = await runSignatureScan(t.instance.signatures, new Date(Date.now() + 4 * DAY));
    expect(scan.expired).toBeGreaterThanOrEqual(1);
    expect((await t.agent().get(`/api/sign/${xena}`)).status).toBe(410);
    const ended = (await owner.get(`/api/signature-requests/${expiring.body.id}`)).body;
    expect(ended.status).toBe("expired");
    // Reminders stop at expiry: the scan expired it and sent it none.
    expect(ended.events.map((e: { kind: string }) => e.kind)).not.toContain("reminded");
    await smtp.until(() => mailsTo("ends@sign.test").some((m) => m.parsed.subject?.startsWith("Expired:")), 30_000);
    // Once ended, the documents can be edited again.
    expect((await owner.post(`/api/documents/${d3.id}/versions/1/restore`)).status).toBe(200);
  }, 120_000);

  test("a reminder every 3 days to the pending signers, once per step", async () => {
    const owner = await pro("remind@sign.test");
    const doc = await nda(owner);
    await owner.post(`/api/documents/${doc.id}/signature-requests`).send({ signers: [{ name: "Rita Remind", email: "rita@sign.test" }] });
    await nthMail("rita@sign.test", 1);
    const at = new Date(Date.now() + 3 * DAY + 60_000);
    const first = await runSignatureScan(t.instance.signatures, at);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await runSignatureScan(t.instance.signatures, at)).reminded).toBe(0);
    const reminder = await nthMail("rita@sign.test", 2);
    expect(reminder.parsed.subject).toMatch(/^Reminder: /);
  }, 60_000);

  test("each signer's reminders count from their own last e-mail: not the hour a sequential turn comes, nor just after a resend", async () => {
    const owner = await pro("turns@sign.test");
    const doc = await nda(owner);
    const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({
      signers: [
        { name: "Sam Early", email: "sam@sign.test" },
        { name: "Tom Later", email: "tom@sign.test" },
      ],
      order: "sequential",
      otp: false,
    });
    expect(created.status, created.text).toBe(201);
    const sam = tokenOf(await nthMail("sam@sign.test", 1));
    // Sam was e-mailed almost 3 days ago, when the request was made; he signs now, and Tom's turn comes.
    const earlier = new Date(Date.now() - 3 * DAY + 30 * 60_000);
    await t.db.update(signatureRequests).set({ createdAt: earlier }).where(eq(signatureRequests.id, created.body.id));
    await t.db.update(signatureSigners).set({ notifiedAt: earlier }).where(eq(signatureSigners.email, "sam@sign.test"));
    expect((await t.agent().post(`/api/sign/${sam}/sign`).send({ consent: true, signature: { type: "typed", name: "Sam Early" } })).status).toBe(200);
    await nthMail("tom@sign.test", 1);
    // An hour on, 3 days after the request: Tom's own e-mail is an hour old, so no reminder.
    expect((await runSignatureScan(t.instance.signatures, new Date(Date.now() + 60 * 60_000))).reminded).toBe(0);
    // The owner resends; 3 days after Tom's first e-mail the resend is still too recent.
    expect((await owner.post(`/api/signature-requests/${created.body.id}/remind`)).status).toBe(202);
    await nthMail("tom@sign.test", 2);
    const resentAt = Date.now();
    expect((await runSignatureScan(t.instance.signatures, new Date(resentAt + 3 * DAY - 60_000))).reminded).toBe(0);
    // 3 days after the resend: one reminder, once.
    const due = new Date(resentAt + 3 * DAY + 60_000);
    expect((await runSignatureScan(t.instance.signatures, due)).reminded).toBe(1);
    expect((await runSignatureScan(t.instance.signatures, due)).reminded).toBe(0);
    expect((await nthMail("tom@sign.test", 3)).parsed.subject).toMatch(/^Reminder: /);
    expect(mailsTo("sam@sign.test")).toHaveLength(1);
  }, 60_000);
});
