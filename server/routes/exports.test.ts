import { PDFDocument } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody, privacyPolicyBody } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "" });
});
afterAll(() => t.close());

const binary = (res: import("supertest").Response) => res.body as Buffer;

const decode = (s: string) =>
  s.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
const htmlHeadings = (html: string) =>
  [...html.matchAll(/<h([1-4])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => decode(m[2]!.replace(/<[^<>]+>/g, "")).replace(/\s+/g, " ").trim());
const mdHeadings = (md: string) =>
  md
    .split("\n")
    .filter((l) => /^#{1,4} /.test(l))
    .map((l) => l.replace(/^#{1,4} /, "").replace(/\\(.)/g, "$1").replace(/\s+/g, " ").trim());

describe("exports", () => {
  test("HTML, Markdown and PDF downloads of a free user's NDA: types, names, same headings, watermark", async () => {
    const agent = await t.signIn("exports-free@example.com");
    const doc = (await agent.post("/api/generate/nda").send(ndaBody)).body;

    const html = await agent.get(`/api/documents/${doc.id}/export/html`);
    expect(html.status).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.html"/);
    expect(html.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(html.text).toMatch(/^<!doctype html>/i);
    expect(html.text).toContain("Created with FounderDocs");
    // The customer publishes the HTML export on their own site: nothing keeps it out of search engines.
    expect(html.text).not.toMatch(/name="robots"|noindex/);
    expect(html.headers["x-robots-tag"]).toBeUndefined();

    const md = await agent.get(`/api/documents/${doc.id}/export/markdown`);
    expect(md.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(md.headers["content-disposition"]).toMatch(/filename="[a-z0-9-]+\.md"/);
    expect(md.text).toContain("Created with FounderDocs");
    expect(mdHeadings(md.text).length).toBeGreaterThan(10);
    expect(mdHeadings(md.text)).toEqual(htmlHeadings(html.text));

    const pdf = await asBuffer(agent.get(`/api/documents/${doc.id}/export/pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/filename="[a-z0-9-]+\.pdf"/);
    const { text, pages } = await pdfText(binary(pdf));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Non-Disclosure Agreement");
    expect(text).toContain("Acme Analytics Inc.");
    expect(text).toContain("Globex Corporation");
    expect(text).toContain("Created with FounderDocs");
    expect(text).toMatch(/Page 1 of \d+/);

    // A repeat with the ETag costs nothing.
    const again = await agent.get(`/api/documents/${doc.id}/export/pdf`).set("If-None-Match", pdf.headers.etag!);
    expect(again.status).toBe(304);
  });

  test("pro exports carry no watermark; invoice PDF has the client and totals; Letter paper", async () => {
    const agent = await t.proUser("exports-pro@example.com");
    const invoice = (await agent.post("/api/invoices").send(invoiceBody)).body;
    const id = invoice.documentId as string;
    for (const format of ["html", "markdown"]) {
      const res = await agent.get(`/api/documents/${id}/export/${format}`);
      expect(res.text).not.toContain("FounderDocs");
      expect(res.text).toContain("INV-0001");
    }
    const pdf = await asBuffer(agent.get(`/api/documents/${id}/export/pdf?paper=letter`));
    const { text } = await pdfText(binary(pdf));
    expect(text).not.toContain("FounderDocs");
    for (const s of ["INV-0001", "Globex Corporation", "Strategy workshop", "$2,705.00", "$2,720.00"]) expect(text).toContain(s);
    const page = await (await getDocumentProxy(new Uint8Array(binary(pdf)))).getPage(1);
    expect(page.view.map(Math.round)).toEqual([0, 0, 612, 792]);
    const a4 = await asBuffer(agent.get(`/api/documents/${id}/export/pdf`));
    const a4page = await (await getDocumentProxy(new Uint8Array(binary(a4)))).getPage(1);
    expect(a4page.view[2]).toBeCloseTo(595.3, -0.5); // A4: 210 × 297 mm
    expect(a4page.view[3]).toBeCloseTo(841.9, -0.5);

    // PDF metadata: the document's title, the business as Author, and no tool named (white label).
    const policy = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    const policyPdf = await PDFDocument.load(binary(await asBuffer(agent.get(`/api/documents/${policy.id}/export/pdf`))), { updateMetadata: false });
    expect(policyPdf.getTitle()).toBe(policy.title);
    expect(policyPdf.getAuthor()).toBe("Acme Analytics Inc.");
    expect(policyPdf.getCreator()).toBeUndefined();
    expect(policyPdf.getProducer()).toBeUndefined();
  });

  test("unknown formats and bad paper are refused", async () => {
    const agent = await t.signIn("formats@example.com");
    const doc = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    expect((await agent.get(`/api/documents/${doc.id}/export/docx`)).status).toBe(404);
    const bad = await agent.get(`/api/documents/${doc.id}/export/pdf?paper=tabloid`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: "paper", message: "paper must be a4 or letter" });
  });
});

describe("sharing and ownership", () => {
  test("a share link shows the document signed out until it is revoked", async () => {
    const agent = await t.signIn("sharer@example.com");
    const doc = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    const share = await agent.post(`/api/documents/${doc.id}/share`);
    expect(share.status).toBe(201);
    expect(share.body.url).toMatch(/\/share\/[\w-]{32}$/);
    expect((await agent.post(`/api/documents/${doc.id}/share`)).body.url).toBe(share.body.url);
    expect((await agent.get(`/api/documents/${doc.id}`)).body.share.url).toBe(share.body.url);

    const path = new URL(share.body.url).pathname;
    const visitor = await t.agent().get(path);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain("Acme Analytics Inc.");
    expect(visitor.headers["content-security-policy"]).toMatch(/^sandbox/);
    expect(visitor.headers["referrer-policy"]).toBe("no-referrer");
    // The share page is ours, not the customer's site: it stays out of search engines.
    expect(visitor.text).toContain('<meta name="robots" content="noindex">');
    expect(visitor.headers["x-robots-tag"]).toBe("noindex, nofollow");

    expect((await agent.delete(`/api/documents/${doc.id}/share`)).status).toBe(204);
    expect((await t.agent().get(path)).status).toBe(404);
    expect((await agent.get(`/api/documents/${doc.id}`)).body.share).toBeNull();
    expect((await t.agent().get("/share/guess")).status).toBe(404);
  });

  test("another user's document: 404 on read, export, share and preview", async () => {
    const owner = await t.signIn("owner@example.com");
    const doc = (await owner.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    const intruder = await t.signIn("intruder@example.com");
    const attempts = [
      intruder.get(`/api/documents/${doc.id}`),
      intruder.get(`/api/documents/${doc.id}/export/html`),
      intruder.get(`/api/documents/${doc.id}/export/markdown`),
      intruder.get(`/api/documents/${doc.id}/export/pdf`),
      intruder.post(`/api/documents/${doc.id}/share`),
      intruder.delete(`/api/documents/${doc.id}/share`),
      intruder.get(`/api/documents/${doc.id}/banner-preview`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Document not found", code: "not_found" });
    }
    expect((await intruder.get("/api/invoices")).body).toEqual([]);
  });
});
