// Files and their rows: what an older release kept in the database (an uploaded PDF, a sealed PDF,
// an e-mail attachment) is moved into the file store at boot and keeps working; a deleted
// document's and a deleted account's files leave the store with their rows. On PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { documentVersions, mailAttachments, mailMessages, signatureRequests, users } from "../../shared/schema";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { migrate } from "../migrate";
import { moveFilesToStore } from "./move-files";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

async function makePdf(label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(label, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

const upload = async (agent: Awaited<ReturnType<TestApp["signIn"]>>, pdf: Buffer) => {
  const res = await agent.post("/api/documents/upload?title=Kept").set("Origin", t.url).set("Content-Type", "application/pdf").send(pdf);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

const versionOf = async (documentId: string) => (await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, documentId)))[0]!;
const missing = (key: string) => t.database.files.get(key).then(
  () => false,
  (err: NodeJS.ErrnoException) => err.code === "ENOENT",
);

test("files an older release kept in rows move to the file store at boot, once, and are served as before", async () => {
  const agent = await t.proUser("kept@files.test");
  const [owner] = await t.db.select().from(users).where(eq(users.email, "kept@files.test"));
  const pdf = await makePdf("Kept in a row");
  const documentId = await upload(agent, pdf);
  // As an older release left them: the bytes in the rows, no key, nothing in the store.
  const before = await versionOf(documentId);
  await t.database.files.delete([before.pdfKey!]);
  await t.db.update(documentVersions).set({ pdf, pdfKey: null }).where(eq(documentVersions.id, before.id));
  const sealed = await makePdf("A sealed copy");
  const [request] = await t.db
    .insert(signatureRequests)
    .values({
      userId: owner!.id,
      documentId,
      version: 1,
      documentSha256: before.sha256,
      documentTitle: "Kept",
      status: "completed",
      expiresAt: new Date(Date.now() + 86_400_000),
      endedAt: new Date(),
      sealedPdf: sealed,
      sealedSha256: "b".repeat(64),
      copiesSentAt: new Date(),
    })
    .returning();
  const mailId = randomUUID();
  await t.db.insert(mailMessages).values({ id: mailId, messageId: `<${mailId}@test>`, kind: "admin.test", userId: owner!.id, fromName: "FounderDocs", to: [{ name: "", address: "a@files.test" }], subject: "s", html: "h", text: "t", status: "sent" });
  await t.db.insert(mailAttachments).values({ messageId: mailId, position: 0, filename: "a.pdf", contentType: "application/pdf", content: sealed });

  await migrate(t.database);

  const moved = await versionOf(documentId);
  expect(moved).toMatchObject({ pdf: null, pdfKey: expect.stringMatching(/^[0-9a-f-]{36}$/), sha256: before.sha256 });
  expect(Buffer.compare(await t.database.files.get(moved.pdfKey!), pdf)).toBe(0);
  const exported = await asBuffer(agent.get(`/api/documents/${documentId}/export/pdf`));
  expect(exported.status).toBe(200);
  expect(Buffer.compare(exported.body as Buffer, pdf)).toBe(0);
  const [movedRequest] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, request!.id));
  expect(movedRequest).toMatchObject({ sealedPdf: null, sealedPdfSize: sealed.length });
  const signed = await asBuffer(agent.get(`/api/signature-requests/${request!.id}/signed.pdf`));
  expect(signed.status).toBe(200);
  expect(Buffer.compare(signed.body as Buffer, sealed)).toBe(0);
  const [attachment] = await t.db.select().from(mailAttachments).where(eq(mailAttachments.messageId, mailId));
  expect(attachment).toMatchObject({ content: null, size: sealed.length });
  expect(Buffer.compare(await t.database.files.get(attachment!.contentKey!), sealed)).toBe(0);
  // Nothing is left to move: the next boot moves nothing.
  expect(await moveFilesToStore(t.db, t.database.files)).toBe(0);
});

test("a deleted document's file and a deleted account's files leave the file store", async () => {
  const agent = await t.proUser("leaving@files.test");
  const first = await upload(agent, await makePdf("First"));
  const second = await upload(agent, await makePdf("Second"));
  const [firstKey, secondKey] = [(await versionOf(first)).pdfKey!, (await versionOf(second)).pdfKey!];
  expect(await missing(firstKey)).toBe(false);

  expect((await agent.delete(`/api/documents/${first}`)).status).toBe(204);
  expect(await missing(firstKey)).toBe(true);
  expect(await missing(secondKey)).toBe(false);

  expect((await agent.delete("/api/account").send({ confirm: "leaving@files.test" })).status).toBe(204);
  expect(await missing(secondKey)).toBe(true);
});
