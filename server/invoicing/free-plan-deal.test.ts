// A whole deal on the Free plan over HTTP: an NDA, an uploaded PDF and a quote use its 3
// documents; the quote's invoice, the payment's receipt and a credit note for that invoice still
// follow (they come from documents already counted); the invoice goes to the quote's client, at
// the address the quote was sent to. The copies the other party receives (the quote's e-mail
// attachment and public PDF, the signer's copy, the sealed PDF) carry no watermark, only a small
// "Sent with FounderDocs" line; the owner's own exports keep the watermark.
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isoDay } from "../../shared/invoicing/status";
import { invoices, users } from "../../shared/schema";
import { asBuffer, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody } from "../../test/fixtures";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import { pdfText } from "../../test/pdf-text";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import type { TestSmtpServer } from "../../test/smtp";
import { FREE_PLAN_WATERMARK, SENT_WITH_FOOTER } from "../documents";
import { planLimitMessage } from "../services/quota";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

/** A PDF's text as a reader sees it: poppler's pdftotext where installed, else pdf.js. */
async function textOf(pdf: Buffer): Promise<string> {
  const text = pdfToolsAvailable("pdftotext of the copies") ? runPdfTool("pdftotext", [pdfFile(pdf), "-"]) : (await pdfText(pdf)).text;
  return text.replace(/\s+/g, " ");
}

async function uploadedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText("Supplier agreement", { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

const quoteBody = (extra: Record<string, unknown>) => {
  const { dueDate: _due, taxAmount: _tax, ...rest } = invoiceBody;
  return {
    ...rest,
    type: "quote",
    validUntil: isoDay(new Date(Date.now() + 30 * 86_400_000)),
    discountAmount: 0,
    items: [{ description: "Strategy workshop", quantity: 2, unitPrice: 75_000, vatRate: 20 }],
    ...extra,
  };
};

const documentsGenerated = async (email: string) => (await t.db.select({ n: users.documentsGenerated }).from(users).where(eq(users.email, email)))[0]!.n;

/** The owner's own PDF export of a document. */
const ownerPdf = async (agent: Agent, id: string) => (await asBuffer(agent.get(`/api/documents/${id}/export/pdf`))).body as Buffer;

describe("a deal on the Free plan", () => {
  test("NDA + uploaded PDF + quote, then the quote's invoice, its receipt and a credit note; the invoice keeps the quote's client", async () => {
    const email = "founder@free-deal.test";
    const free = await t.signIn(email, { firstName: "Fran", lastName: "Free" });
    const client = await free.post("/api/clients").send({ name: "Initech LLC", email: "ap@initech.example", contactName: "Ina Tech" });
    expect(client.status, client.text).toBe(201);

    expect((await free.post("/api/generate/nda").send(ndaBody)).status).toBe(201);
    const upload = await free.post("/api/documents/upload?title=Supplier%20agreement").set("Origin", t.url).set("Content-Type", "application/pdf").send(await uploadedPdf());
    expect(upload.status, upload.text).toBe(201);
    const quote = await free.post("/api/invoices").send(quoteBody({ clientId: client.body.id, clientName: undefined, clientEmail: undefined }));
    expect(quote.status, quote.text).toBe(201);
    expect(await documentsGenerated(email)).toBe(3);
    // A fourth document of its own is refused, with the upgrade in the message.
    const fourth = await free.post("/api/invoices").send(quoteBody({ clientName: "Other Co" }));
    expect(fourth.status).toBe(402);
    expect(fourth.body.message).toBe(planLimitMessage(3));

    // Sent to another address than the client book's (the buyer's own).
    const sent = await free.post(`/api/documents/${quote.body.document.id}/send`).send({ to: "buyer@initech.example" });
    expect(sent.status, sent.text).toBe(202);
    await smtp.nthTo("buyer@initech.example", 1);

    const converted = await free.post(`/api/documents/${quote.body.document.id}/convert`).send({ to: "invoice" });
    expect(converted.status, converted.text).toBe(201);
    expect(converted.body).toMatchObject({ type: "invoice", clientId: client.body.id, clientName: "Initech LLC", clientEmail: "buyer@initech.example" });
    const invoiceDoc = await free.get(`/api/documents/${converted.body.document.id}`);
    expect(invoiceDoc.body.metadata.input).toMatchObject({ clientId: client.body.id, clientEmail: "buyer@initech.example" });
    // Sent without naming anyone, the invoice goes where the quote went.
    const invoiceSent = await free.post(`/api/documents/${converted.body.document.id}/send`).send({});
    expect(invoiceSent.status, invoiceSent.text).toBe(202);
    expect(invoiceSent.body.to).toBe("buyer@initech.example");

    const payment = await free.post(`/api/documents/${converted.body.document.id}/payments`).send({ amount: 50_000, date: isoDay(new Date()), method: "bank_transfer" });
    expect(payment.status, payment.text).toBe(201);
    const receipt = await free.post(`/api/documents/${converted.body.document.id}/payments/${payment.body.id}/receipt`);
    expect(receipt.status, receipt.text).toBe(201);

    const credit = (number: string) =>
      free.post("/api/invoices").send({ ...invoiceBody, type: "credit_note", clientName: "Initech LLC", dueDate: undefined, precedingInvoice: { number } });
    const creditNote = await credit(converted.body.number as string);
    expect(creditNote.status, creditNote.text).toBe(201);
    // A credit note for no invoice of the user's is a document of its own.
    const stray = await credit("INV-9999");
    expect(stray.status).toBe(402);
    expect(stray.body.message).toBe(planLimitMessage(3));

    expect(await documentsGenerated(email)).toBe(3);
    const kinds = await t.db.select({ type: invoices.type }).from(invoices).where(eq(invoices.clientName, "Initech LLC"));
    expect(kinds.map((k) => k.type).sort()).toEqual(["credit_note", "invoice", "quote", "receipt"]);
  });
});

describe("the other party's copies on the Free plan", () => {
  test("the quote's attachment and public PDF carry no watermark; the owner's export does", async () => {
    const free = await t.signIn("quote-copies@free-deal.test");
    const quote = await free.post("/api/invoices").send(quoteBody({ clientEmail: "client@copies.test" }));
    expect(quote.status, quote.text).toBe(201);
    expect((await free.post(`/api/documents/${quote.body.document.id}/send`).send({})).status).toBe(202);
    const mail = await smtp.nthTo("client@copies.test", 1);
    const attached = await textOf(mail.parsed.attachments[0]!.content);
    const token = publicLinkIn(mail, "q");
    const page = await textOf((await asBuffer(t.agent().get(`/api/public/quotes/${token}/pdf`))).body as Buffer);
    for (const copy of [attached, page]) {
      expect(copy).toContain("Strategy workshop");
      expect(copy).not.toContain(FREE_PLAN_WATERMARK);
      expect(copy).toContain(SENT_WITH_FOOTER);
    }
    expect(await textOf(await ownerPdf(free, quote.body.document.id))).toContain(FREE_PLAN_WATERMARK);
  });

  test("the signer's copy and the sealed PDF carry no watermark; the owner's export does", async () => {
    const free = await t.signIn("nda-copies@free-deal.test", { firstName: "Nia", lastName: "Owner" });
    const nda = await free.post("/api/generate/nda").send(ndaBody);
    expect(nda.status).toBe(201);
    const request = await free.post(`/api/documents/${nda.body.id}/signature-requests`).send({ signers: [{ name: "Sam Signer", email: "sam@copies.test" }], otp: false });
    expect(request.status, request.text).toBe(201);
    const token = publicLinkIn(await smtp.nthTo("sam@copies.test", 1), "sign");

    const html = await t.agent().get(`/api/sign/${token}/document`);
    expect(html.status).toBe(200);
    expect(html.text).not.toContain(FREE_PLAN_WATERMARK);
    expect(html.text).toContain(SENT_WITH_FOOTER);
    const copy = await textOf((await asBuffer(t.agent().get(`/api/sign/${token}/document?format=pdf`))).body as Buffer);
    expect(copy).toContain("Non-Disclosure");
    expect(copy).not.toContain(FREE_PLAN_WATERMARK);

    const signed = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Sam Signer" } });
    expect(signed.status, signed.text).toBe(200);
    // The sealing job prints, seals in a worker and e-mails every party (see routes.test.ts's bound).
    const isCompletion = (m: { parsed: { subject?: string | undefined } }) => !!m.parsed.subject?.startsWith("Signed:");
    await smtp.until(() => smtp.to("sam@copies.test").some(isCompletion), 150_000);
    const completion = smtp.to("sam@copies.test").find(isCompletion)!;
    const sealed = await textOf(completion.parsed.attachments[0]!.content);
    expect(sealed).toContain("Non-Disclosure");
    expect(sealed).not.toContain(FREE_PLAN_WATERMARK);
    expect(await textOf(await ownerPdf(free, nda.body.id))).toContain(FREE_PLAN_WATERMARK);
  }, 200_000);
});
