// Uploaded PDFs end to end over HTTP (POST /api/documents/upload): a real PDF made by pdf-lib is
// stored as it is and listed, viewed and exported as the very bytes uploaded; HTML and Markdown
// exports are refused; the bounds (100 pages, 20 MB by the declared length and while streaming,
// the PDF magic number) refuse before anything is stored. Then it goes through the existing
// signature flow, against a real SMTP server, to a sealed PDF that poppler's pdfsig reports valid
// and whose first pages are the uploaded ones (pdftotext). On PGlite and, with TEST_DATABASE_URL,
// PostgreSQL.
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, StandardFonts } from "pdf-lib";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import type { TAccountExport } from "../../shared/api/account";
import { documents, users } from "../../shared/schema";
import { asBuffer, type TestApp } from "../../test/api-harness";
import { startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp";

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

/** A PDF of `pages` pages, each saying which page it is. */
async function makePdf(pages: number, label = "Supplier agreement"): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${label} uploaded page ${i} of ${pages}`, { x: 50, y: 780, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

/** The text of pages first..last (1-based). */
const textOf = (pdf: Buffer, first: number, last: number) => runPdfTool("pdftotext", ["-layout", "-f", String(first), "-l", String(last), pdfFile(pdf), "-"]);

const nthMail = (address: string, n: number) => smtp.nthTo(address, n);
const tokenOf = (mail: ReceivedMail) => /\/sign\/([\w-]{43})/.exec(mail.parsed.text ?? "")![1]!;

/** Sends a body of `declared` bytes (or chunked when undefined), writing `chunks` of 1 MB until the server answers. */
function rawUpload({ cookie, declared, chunks }: { cookie: string; declared: number | undefined; chunks: number }): Promise<{ status: number; body: string; written: number }> {
  const url = new URL("/api/documents/upload", t.url);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest(url, {
      method: "POST",
      headers: { "Content-Type": "application/pdf", Origin: t.url, Cookie: cookie, ...(declared !== undefined ? { "Content-Length": String(declared) } : {}) },
    });
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      // The server may close the connection once it has answered, with the rest unsent.
      const done = () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), written });
        req.destroy();
      };
      res.on("end", done);
      res.on("close", done);
    });
    // The server stops reading and closes the connection: a client still sending may see the
    // connection reset (EPIPE, ECONNRESET) before it reads the 413, depending on timing.
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (answered) return;
      if (err.code === "EPIPE" || err.code === "ECONNRESET") resolve({ status: 0, body: "", written });
      else reject(err);
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    chunk.write("%PDF-1.7\n");
    const writeNext = () => {
      if (answered || written >= chunks) return;
      written++;
      if (req.write(chunk)) setImmediate(writeNext);
      else req.once("drain", writeNext);
    };
    writeNext();
  });
}

async function cookieOf(email: string): Promise<string> {
  const login = await supertest(t.server).post("/api/login/dev").type("form").send({ email, firstName: "Olivia", lastName: "Owner" });
  expect(login.status).toBe(302);
  return ([] as string[]).concat(login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

describe("POST /api/documents/upload", () => {
  test("stores a real PDF as it is: listed, viewed and exported as the bytes uploaded; only PDF exports", async () => {
    const owner = await t.signIn("upload@upload.test");
    const pdf = await makePdf(3);
    const res = await owner.post("/api/documents/upload?title=Supplier%20agreement").set("Origin", t.url).set("Content-Type", "application/pdf").send(pdf);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ type: "uploaded_pdf", title: "Supplier agreement", status: "final", version: 1, metadata: { input: { pages: 3, bytes: pdf.length } } });
    expect(res.body.content).toContain("An uploaded PDF of 3 pages");
    const id = res.body.id as string;

    const list = await owner.get("/api/documents");
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(id);
    expect((await owner.get(`/api/documents/${id}`)).body.type).toBe("uploaded_pdf");

    const exported = await asBuffer(owner.get(`/api/documents/${id}/export/pdf`));
    expect(exported.status).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(exported.body as Buffer, pdf)).toBe(0);
    const inline = await asBuffer(owner.get(`/api/documents/${id}/uploaded.pdf`));
    expect(inline.status).toBe(200);
    expect(inline.headers["content-disposition"]).toMatch(/^inline/);
    expect(Buffer.compare(inline.body as Buffer, pdf)).toBe(0);
    for (const format of ["html", "markdown"]) {
      const refused = await owner.get(`/api/documents/${id}/export/${format}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("This document is an uploaded PDF: only its PDF is available (export it as pdf)");
    }
    // The account export carries it as its PDF only, byte for byte.
    const zip = await asBuffer(owner.get("/api/account/export"));
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    const account = JSON.parse(strFromU8(files["account.json"]!)) as TAccountExport;
    const listed = account.documents.find((d) => d.id === id)!;
    expect(listed.files).toEqual({ pdf: expect.stringMatching(/\.pdf$/) });
    expect(Buffer.compare(Buffer.from(files[listed.files.pdf]!), pdf)).toBe(0);
    expect(Object.keys(files).filter((f) => f.startsWith("documents/"))).toEqual([listed.files.pdf]);
    // It has no form: editing, duplicating and template updates are refused.
    for (const res of [
      await owner.put(`/api/documents/${id}/input`).send({ title: "x" }),
      await owner.post(`/api/documents/${id}/duplicate`),
      await owner.post(`/api/documents/${id}/template-update`),
    ]) {
      expect(res.status, res.text).toBe(409);
      expect(res.body.message).toBe("An uploaded PDF has no form to edit, duplicate or update: upload a new PDF instead");
    }
    // Someone else sees none of it.
    const stranger = await t.signIn("stranger@upload.test");
    expect((await stranger.get(`/api/documents/${id}/export/pdf`)).status).toBe(404);
    expect((await stranger.get(`/api/documents/${id}/uploaded.pdf`)).status).toBe(404);
  });

  test("refuses a non-PDF (415), 101 pages (400 naming the bound), a damaged PDF (422) and a bad title (400); nothing stored", async () => {
    const owner = await t.proUser("bounds@upload.test");
    const [user] = await t.db.select().from(users).where(eq(users.email, "bounds@upload.test"));
    const count = async () => (await t.db.select().from(documents).where(eq(documents.userId, user!.id))).length;

    const text = await owner.post("/api/documents/upload").set("Origin", t.url).set("Content-Type", "application/pdf").send(Buffer.from("hello, this is not a PDF at all"));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe("The file is not a PDF");
    const png = await owner.post("/api/documents/upload").set("Origin", t.url).set("Content-Type", "image/png").send(Buffer.from("\x89PNG\r\n"));
    expect(png.status).toBe(415);

    const many = await owner.post("/api/documents/upload").set("Origin", t.url).set("Content-Type", "application/pdf").send(await makePdf(101));
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("The PDF may have at most 100 pages: this one has 101");

    const damaged = await owner.post("/api/documents/upload").set("Origin", t.url).set("Content-Type", "application/pdf").send(Buffer.from("%PDF-1.7\nthis is no PDF body\n%%EOF"));
    expect(damaged.status).toBe(422);

    const title = await owner.post(`/api/documents/upload?title=${"x".repeat(301)}`).set("Origin", t.url).set("Content-Type", "application/pdf").send(await makePdf(1));
    expect(title.status, title.text).toBe(400);
    expect(title.body.errors[0].path).toBe("title");
    expect(await count()).toBe(0);

    // 100 pages is within the bound.
    expect((await owner.post("/api/documents/upload").set("Origin", t.url).set("Content-Type", "application/pdf").send(await makePdf(100))).status).toBe(201);
    expect(await count()).toBe(1);
  });

  test("over 20 MB is a 413 before the body is read: by its declared length, and while it streams", async () => {
    const cookie = await cookieOf("big@upload.test");
    // Declared 25 MB: refused after the first megabyte, the rest never sent.
    // Either the 413 is read, or the connection is cut (status 0) before the client reads it.
    const declared = await rawUpload({ cookie, declared: 25 * 1024 * 1024, chunks: 25 });
    expect([413, 0]).toContain(declared.status);
    if (declared.status === 413) expect(JSON.parse(declared.body).message).toBe("The PDF may be at most 20 MB");
    expect(declared.written).toBeLessThan(25);
    // No length declared: the stream stops at 20 MB.
    const streamed = await rawUpload({ cookie, declared: undefined, chunks: 40 });
    expect([413, 0]).toContain(streamed.status);
    expect(streamed.written).toBeLessThan(40);
    // The server read neither to the end, stored nothing, and serves the next request.
    const list = await supertest(t.server).get("/api/documents").set("Cookie", cookie);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });
});

describe("an uploaded PDF sent for signature", () => {
  test("the sealed PDF starts with the uploaded pages, then the signature page and the certificate; pdfsig valid", async (ctx) => {
    if (!pdfToolsAvailable("the sealed uploaded PDF's checks (pdftotext, pdfsig)")) return ctx.skip();
    const owner = await t.proUser("signer-owner@upload.test");
    const pdf = await makePdf(2, "Lease");
    const uploaded = await owner.post("/api/documents/upload?title=Office%20lease").set("Origin", t.url).set("Content-Type", "application/pdf").send(pdf);
    expect(uploaded.status, uploaded.text).toBe(201);
    const created = await owner.post(`/api/documents/${uploaded.body.id}/signature-requests`).send({ signers: [{ name: "Tess Tenant", email: "tess@upload.test" }], otp: false });
    expect(created.status, created.text).toBe(201);
    expect(created.body.documentSha256).toBe(uploaded.body.sha256);
    expect((await owner.get(`/api/documents/${uploaded.body.id}`)).body.signature).toBe("awaiting_signature");

    const token = tokenOf(await nthMail("tess@upload.test", 1));
    const page = await t.agent().get(`/api/sign/${token}`);
    expect(page.body.document).toMatchObject({ title: "Office lease", type: "uploaded_pdf" });
    // The signer reads the PDF itself, in the page's frame.
    const shown = await asBuffer(t.agent().get(`/api/sign/${token}/document`));
    expect(shown.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(shown.body as Buffer, pdf)).toBe(0);

    const signed = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Tess Tenant" } });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.completed).toBe(true);
    await nthMail("tess@upload.test", 2);
    const sealed = (await asBuffer(owner.get(`/api/signature-requests/${created.body.id}/signed.pdf`))).body as Buffer;

    const report = runPdfTool("pdfsig", [pdfFile(sealed)]);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    const pages = (await PDFDocument.load(sealed, { ignoreEncryption: true })).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(textOf(sealed, 1, 1)).toContain("Lease uploaded page 1 of 2");
    expect(textOf(sealed, 2, 2)).toContain("Lease uploaded page 2 of 2");
    const appendix = textOf(sealed, 3, pages);
    expect(appendix).toContain("Signature page");
    expect(appendix).toContain("Tess Tenant");
    expect(appendix).toContain("Certificate of completion");
    expect(appendix).toContain(uploaded.body.sha256);
    // The first pages are the uploaded ones, unchanged: the same size and the same content streams, byte for byte.
    const original = await PDFDocument.load(pdf);
    const fromSealed = await PDFDocument.load(sealed, { ignoreEncryption: true });
    const contentOf = (doc: PDFDocument, i: number) => {
      const contents = doc.context.lookup(doc.getPage(i).node.get(PDFName.of("Contents")));
      const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
      return Buffer.concat(
        streams.map((stream) => {
          expect(stream).toBeInstanceOf(PDFRawStream);
          return Buffer.from((stream as PDFRawStream).getContents());
        }),
      );
    };
    for (let i = 0; i < 2; i++) {
      expect(fromSealed.getPage(i).getSize()).toEqual(original.getPage(i).getSize());
      expect(contentOf(fromSealed, i).length).toBeGreaterThan(0);
      expect(Buffer.compare(contentOf(fromSealed, i), contentOf(original, i))).toBe(0);
    }
    expect(Buffer.compare(contentOf(fromSealed, 2), contentOf(original, 0))).not.toBe(0);
  });
});
