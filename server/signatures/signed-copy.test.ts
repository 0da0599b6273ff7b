// The sealed copy fills the document's own signature blocks: each signer's signature (typed in the
// script font, or drawn), their name and the day they signed, in the block of the party they sign
// for (matched through the type's declared signatories: e-mail, name, then place). Its pages are
// numbered through the document, the signature page and the certificate ("Page n of N" once on
// each, N the file's page count), and pdfsig still accepts the seal. The NDA end to end over HTTP,
// with codes read from a real SMTP server's e-mails; the contractor agreement, the employment
// contract and a quote's acceptance block through the same filling.
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SignatureSigner } from "../../shared/schema";
import { asBuffer, type TestApp } from "../../test/api-harness";
import { ndaBody } from "../../test/fixtures";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import { pdfFile, pdfPages, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import { contextFromJson, contextToJson, renderVersion } from "../doc-types/render";
import { DEFAULT_DOC_TYPES, docTypesOf } from "../doc-types/registry";
import type { BaseContext, ServerDocType } from "../doc-types/define";
import { goldensOf } from "../doc-types/golden";
import { signedDocumentHtml, signersOfSignatories } from "./signed-copy";

const types = docTypesOf();
const typeOf = (kind: string) => DEFAULT_DOC_TYPES.find((t) => t.definition.kind === kind)!;
const SIGNED_AT = new Date("2026-12-03T15:30:00Z");

let position = 0;
function signer(name: string, email: string, over: Partial<SignatureSigner> = {}): SignatureSigner {
  position++;
  return {
    id: `signer-${position}`,
    position,
    name,
    email,
    role: "signer",
    status: "signed",
    signedAt: SIGNED_AT,
    signatureType: "typed",
    signatureText: name,
    signaturePng: null,
    ...over,
  } as SignatureSigner;
}

/** A version as stored, from a type's input and context. */
function stored(type: ServerDocType, input: unknown, context: Record<string, unknown> = {}) {
  const ctx = contextFromJson<BaseContext>({ ...context, generatedAt: "2026-12-01T09:00:00.000Z" });
  const parsed = type.definition.schema.parse(input);
  const rendered = renderVersion(type, parsed, ctx);
  return { templateId: type.definition.kind, templateVersion: type.templateVersion, input: parsed, context: contextToJson(ctx), html: rendered.html };
}

/** Each signature block's HTML, in the document's order. */
const blocksOf = (html: string) => html.split('<div class="doc-signature">').slice(1);

describe("the signature blocks, filled", () => {
  test("an NDA: each party's block gets the signer with its e-mail, whatever the order they signed in; typed and drawn", () => {
    const version = stored(typeOf("nda"), ndaBody);
    const globex = signer("Gina Globex", "counsel@globex.example", { signatureType: "drawn", signatureText: null, signaturePng: Buffer.from("drawn-png") });
    const acme = signer("Andy Acme", "LEGAL@acme.example");
    const html = signedDocumentHtml(types, { type: "nda", version, signers: [globex, acme] });
    const [first, second] = blocksOf(html);
    expect(first).toContain("Acme Analytics Inc.");
    expect(first).toContain('<span class="doc-signature-script">Andy Acme</span>');
    expect(first).toContain("Name: Andy Acme");
    expect(first).toContain("Date: December 3, 2026");
    expect(first).not.toContain("Gina");
    expect(second).toContain("Globex Corporation");
    expect(second).toContain(`src="data:image/png;base64,${Buffer.from("drawn-png").toString("base64")}"`);
    expect(second).toContain("Name: Gina Globex");
    expect(second).not.toContain("Andy");
    // Unsigned, the same version prints its blank lines: the words around them are the stored ones.
    expect(signedDocumentHtml(types, { type: "nda", version, signers: [] })).toBe(version.html);
  });

  test("a version its template no longer renders byte for byte keeps its stored HTML (the signature page carries the signatures)", () => {
    const version = stored(typeOf("nda"), ndaBody);
    const older = { ...version, templateVersion: version.templateVersion - 1 };
    expect(signedDocumentHtml(types, { type: "nda", version: older, signers: [signer("A", "legal@acme.example")] })).toBe(version.html);
    const edited = { ...version, html: version.html.replace("Evaluating", "Assessing") };
    expect(signedDocumentHtml(types, { type: "nda", version: edited, signers: [signer("A", "legal@acme.example")] })).toBe(edited.html);
  });

  test("a contractor agreement and an employment contract: by place when the signers' e-mails and names are not the parties'", () => {
    const contractor = stored(typeOf("contractor_agreement"), typeOf("contractor_agreement").sample);
    const html = signedDocumentHtml(types, { type: "contractor_agreement", version: contractor, signers: [signer("Cleo Client", "cleo@x.example"), signer("Jo Lee", "jo@x.example")] });
    const [client, worker] = blocksOf(html);
    expect(client).toContain("Name: Cleo Client");
    expect(worker).toContain("Name: Jo Lee");
    expect(worker).toContain('<span class="doc-signature-script">Jo Lee</span>');

    const employment = stored(typeOf("employment_contract"), typeOf("employment_contract").sample);
    const filled = signedDocumentHtml(types, {
      type: "employment_contract",
      version: employment,
      signers: [signer("Jordan Lee", "jordan@example.com"), signer("Erin Employer", "hr@acme.example"), signer("Cc", "cc@x.example", { role: "cc", status: "pending", signedAt: null })],
    });
    const [employer, employee] = blocksOf(filled);
    expect(employer).toContain("Name: Erin Employer");
    // The employee's block has no name line: the signature and the day.
    expect(employee).toContain('<span class="doc-signature-script">Jordan Lee</span>');
    expect(employee).toContain("Date: December 3, 2026");
  });

  test("a quote's acceptance block: the client's signer, the issuer's signatory signing nothing there; dates in the quote's language", () => {
    const golden = goldensOf(typeOf("quote")).find((g) => g.name === "uk-quote")!;
    const { input, context, business } = golden.scenario;
    const version = stored(typeOf("quote"), input, { ...context, business });
    const html = signedDocumentHtml(types, { type: "quote", version, signers: [signer("Ada Lovelace", "legal@acme.example"), signer("Gus Globex", "ap@globex.example")] });
    const [accepted, extra] = blocksOf(html);
    expect(extra).toBeUndefined();
    expect(accepted).toContain("Accepted by");
    expect(accepted).toContain("Name: Gus Globex");
    expect(accepted).toContain("Date: 3 December 2026");
    expect(accepted).not.toContain("Ada");
    const fr = stored(typeOf("quote"), input, { ...context, business: { ...business!, locale: "fr-FR" } });
    expect(signedDocumentHtml(types, { type: "quote", version: fr, signers: [signer("Gus Globex", "ap@globex.example")] })).toContain("Date: 3 décembre 2026");
  });

  test("matching: e-mail first, then name, then place only when the counts agree; approvers, copies and the unsigned fill nothing", () => {
    const rows = [
      { name: "Acme", email: "a@x.example", role: "signer" as const },
      { name: "Globex", email: "", role: "signer" as const },
    ];
    const byName = signer("globex ", "g@x.example");
    const byEmail = signer("Someone", "A@X.example");
    expect(signersOfSignatories(rows, [byName, byEmail]).map((s) => s?.name)).toEqual(["Someone", "globex "]);
    const [p, q] = [signer("P", "p@x.example"), signer("Q", "q@x.example")];
    expect(signersOfSignatories(rows, [p, q]).map((s) => s?.name)).toEqual(["P", "Q"]);
    expect(signersOfSignatories(rows, [p, q, signer("R", "r@x.example")]).map((s) => s?.name)).toEqual([undefined, undefined]);
    expect(signersOfSignatories(rows, [p, q, signer("Ann", "ann@x.example", { role: "approver" })]).map((s) => s?.name)).toEqual(["P", "Q"]);
    expect(signersOfSignatories(rows, [signer("Acme", "z@x.example", { status: "declined", signedAt: null })]).map((s) => s?.name)).toEqual([undefined, undefined]);
  });
});

let app: AppWithMail | undefined;
let t: TestApp;
beforeAll(async () => {
  app = await startAppWithMail();
  t = app.t;
}, 60_000);
afterAll(() => app?.close());

/** Asks for a code on the signer's link, reads it from their e-mail and enters it. */
async function verifyCode(address: string, token: string) {
  const before = app!.smtp.to(address).length;
  expect((await t.agent().post(`/api/sign/${token}/otp`)).status).toBe(204);
  const mail = await app!.smtp.nthTo(address, before + 1);
  const code = /Your signing code: (\d{6})/.exec(mail.parsed.subject ?? "")![1]!;
  expect((await t.agent().post(`/api/sign/${token}/otp/verify`).send({ code })).status).toBe(204);
}

/** The image XObjects a page draws, in its resources or in the forms it draws. */
function imagesIn(resources: PDFDict | undefined, depth = 0): number {
  const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  if (!xobjects || depth > 4) return 0;
  return xobjects.keys().reduce((n, key) => {
    const object = xobjects.lookup(key);
    const dict = object instanceof PDFStream ? object.dict : undefined;
    const subtype = dict?.get(PDFName.of("Subtype"))?.toString();
    if (subtype === "/Image") return n + 1;
    return subtype === "/Form" ? n + imagesIn(dict!.lookupMaybe(PDFName.of("Resources"), PDFDict), depth + 1) : n;
  }, 0);
}

test("an NDA signed by two signers: both blocks filled in the sealed PDF, its pages numbered through the file, the seal valid", { timeout: 300_000 }, async (ctx) => {
  const { smtp } = app!;
  const owner = await t.proUser("owner@filled.test", { firstName: "Olivia", lastName: "Owner" });
  const doc = (await owner.post("/api/generate/nda").send(ndaBody)).body as { id: string };
  // The parties' own addresses, in the other order: each signs in their own party's block.
  const created = await owner.post(`/api/documents/${doc.id}/signature-requests`).send({
    signers: [
      { name: "Gina Globex", email: "counsel@globex.example" },
      { name: "Andy Acme", email: "legal@acme.example" },
    ],
    order: "sequential",
  });
  expect(created.status, created.text).toBe(201);
  const gina = publicLinkIn(await smtp.nthTo("counsel@globex.example", 1), "sign");
  await verifyCode("counsel@globex.example", gina);
  const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg width="400" height="120"><path d="M10 90 C 80 10, 160 110, 390 30" stroke="#1e3a8a" stroke-width="5" fill="none"/></svg>') }])
    .png()
    .toBuffer();
  const drawn = await t.agent().post(`/api/sign/${gina}/sign`).send({ consent: true, signature: { type: "drawn", image: `data:image/png;base64,${png.toString("base64")}` } });
  expect(drawn.status, drawn.text).toBe(200);
  const andy = publicLinkIn(await smtp.nthTo("legal@acme.example", 1), "sign");
  await verifyCode("legal@acme.example", andy);
  const typed = await t.agent().post(`/api/sign/${andy}/sign`).send({ consent: true, signature: { type: "typed", name: "Andy Acme" } });
  expect(typed.body).toMatchObject({ completed: true });

  await smtp.until(() => smtp.to("owner@filled.test").some((m) => m.parsed.subject?.startsWith("Signed:")), 150_000);
  const pdf = (await asBuffer(owner.get(`/api/signature-requests/${created.body.id}/signed.pdf`))).body as Buffer;
  const detail = (await owner.get(`/api/signature-requests/${created.body.id}`)).body as { signers: { signedAt: string }[] };
  if (!pdfToolsAvailable("the sealed NDA's blocks, page numbers and seal")) return ctx.skip();

  // Each page's text, as many as pdfinfo counts (pdf-lib agrees).
  const pages = pdfPages(pdf);
  const loaded = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  expect(pages.length).toBe(loaded.getPageCount());
  // Every page's footer, once: "Page i of N" through the document, the signature page and the certificate.
  expect(pages.map((text) => text.match(/Page \d+ of \d+/g))).toEqual(pages.map((_, i) => [`Page ${i + 1} of ${pages.length}`]));
  const appendixAt = pages.findIndex((text) => text.includes("Signature page"));
  expect(appendixAt).toBeGreaterThan(0);
  expect(pages.findIndex((text) => text.includes("Certificate of completion"))).toBeGreaterThan(appendixAt);

  // The document's own pages: both blocks filled, each with its signer's name and the day signed.
  const documentText = pages.slice(0, appendixAt).join("\n");
  const day = (at: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(at));
  expect(documentText).toMatch(/Name:\s+Andy Acme/);
  expect(documentText).toMatch(/Name:\s+Gina Globex/);
  for (const s of detail.signers) expect(documentText).toContain(`Date: ${day(s.signedAt)}`);
  // Andy's typed signature in the script font above his name; Gina's drawing on the blocks' page.
  expect(documentText.match(/Andy Acme/g)!.length).toBe(2);
  const blocksPage = pages.findIndex((text) => /Name:\s+Gina Globex/.test(text));
  expect(imagesIn(loaded.getPage(blocksPage).node.Resources())).toBeGreaterThan(0);
  expect(runPdfTool("pdffonts", ["-f", String(blocksPage + 1), "-l", String(blocksPage + 1), pdfFile(pdf)])).toMatch(/DancingScript\S*\s.*\byes\b/);

  const report = runPdfTool("pdfsig", [pdfFile(pdf)]);
  expect(report).toContain("Signature Validation: Signature is Valid.");
  expect(report).toContain("Total document signed");
  expect(report).not.toContain("Signature #2");
  expect((await t.agent().post("/api/verify").set("Origin", t.url).set("Content-Type", "application/pdf").send(pdf)).body).toMatchObject({ valid: true, requestId: created.body.id });
});
