// Fields on an uploaded PDF sent for signature, over HTTP against a real SMTP server: placed by
// the sender (checked against the PDF's own pages: each refusal a 400 naming the field), listed to
// their signer only, filled at signing (a required text left empty and an unknown id refused), and
// drawn inside their boxes in the sealed PDF, which poppler's pdftotext -bbox reads back and
// pdfsig reports valid.
import { degrees, PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asBuffer, type TestApp } from "../../test/api-harness";
import { startAppWithMail, publicLinkIn, type AppWithMail } from "../../test/mail-app";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import type { TestSmtpServer } from "../../test/smtp";
import { ndaBody } from "../../test/fixtures";
import type { TSignatureField, TSignerField } from "../../shared/api/signatures";

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

/** A PDF of A4 pages (595 × 842 points): the second landscape, the third portrait turned a quarter (/Rotate 90: shown 842 wide). */
async function makePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText("Lease page one", { x: 50, y: 780, size: 14, font });
  pdf.addPage([842, 595]).drawText("Lease page two", { x: 50, y: 540, size: 14, font });
  const turned = pdf.addPage([595, 842]);
  turned.setRotation(degrees(90));
  turned.drawText("Lease page three", { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

const signers = [
  { name: "Tess Tenant", email: "tess@fields.test" },
  { name: "Lars Landlord", email: "lars@fields.test" },
];

async function uploadAs(email: string) {
  const owner = await t.proUser(email);
  const uploaded = await owner.post("/api/documents/upload?title=Lease").set("Origin", t.url).set("Content-Type", "application/pdf").send(await makePdf());
  expect(uploaded.status, uploaded.text).toBe(201);
  return { owner, id: uploaded.body.id as string };
}

describe("POST /api/documents/:id/signature-requests with fields", () => {
  test("each field off its page, on a page the PDF lacks, for a missing signer or a copy, of a bad kind, or unbounded is a 400 naming it; nothing is sent", async () => {
    const { owner, id } = await uploadAs("refusals@fields.test");
    const ok: TSignatureField = { signer: 0, page: 1, x: 50, y: 700, width: 200, height: 40, kind: "signature" };
    const cases: [TSignatureField | Record<string, unknown>, string, typeof signers | undefined][] = [
      [{ ...ok, page: 4 }, "fields.1.page", undefined],
      // Page 3 is shown turned: 842 wide, 595 high.
      [{ ...ok, page: 3, y: 560 }, "fields.1.y", undefined],
      [{ ...ok, x: 500 }, "fields.1.x", undefined],
      [{ ...ok, y: 820 }, "fields.1.y", undefined],
      // Page 2 is landscape: 842 wide, 595 high.
      [{ ...ok, page: 2, y: 560 }, "fields.1.y", undefined],
      [{ ...ok, signer: 2 }, "fields.1.signer", undefined],
      [{ ...ok, signer: 1 }, "fields.1.signer", [signers[0]!, { ...signers[1]!, role: "cc" } as never]],
      [{ ...ok, kind: "stamp" }, "fields.1.kind", undefined],
      [{ ...ok, x: -1 }, "fields.1.x", undefined],
      [{ ...ok, width: 2 }, "fields.1.width", undefined],
      [{ ...ok, kind: "text" }, "fields.1.label", undefined],
      [{ ...ok, kind: "text", label: "x".repeat(101) }, "fields.1.label", undefined],
      [{ ...ok, colour: "red" }, "fields.1", undefined],
    ];
    for (const [bad, path, who] of cases) {
      const res = await owner.post(`/api/documents/${id}/signature-requests`).send({ signers: who ?? signers, otp: false, fields: [ok, bad] });
      expect(res.status, `${JSON.stringify(bad)}: ${res.text}`).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path), JSON.stringify(bad)).toContain(path);
    }
    const many = await owner.post(`/api/documents/${id}/signature-requests`).send({ signers, otp: false, fields: Array.from({ length: 201 }, () => ok) });
    expect(many.status).toBe(400);
    expect(many.body.errors[0].path).toBe("fields");
    // A generated document takes no fields.
    const nda = await owner.post("/api/generate/nda").send(ndaBody);
    expect(nda.status, nda.text).toBe(201);
    const generated = await owner.post(`/api/documents/${nda.body.id}/signature-requests`).send({ signers, otp: false, fields: [ok] });
    expect(generated.status, generated.text).toBe(400);
    expect(generated.body.errors[0].path).toBe("fields");
    // Without fields (or with none), it is sent as before.
    const plain = await owner.post(`/api/documents/${nda.body.id}/signature-requests`).send({ signers: [{ name: "Nia Other", email: "nia@fields.test" }], otp: false, fields: [] });
    expect(plain.status, plain.text).toBe(201);
    expect((await owner.get(`/api/signature-requests?documentId=${id}`)).body).toEqual([]);
    expect((await owner.get("/api/signature-requests")).body).toHaveLength(1);
  });
});

describe("fields from sending to the sealed PDF", () => {
  test("each signer sees only their own; text is required and known; the sealed PDF carries every value inside its box; pdfsig valid", async (ctx) => {
    if (!pdfToolsAvailable("the sealed PDF's field checks (pdftotext -bbox, pdfsig)")) return ctx.skip();
    const { owner, id } = await uploadAs("flow@fields.test");
    const fields: TSignatureField[] = [
      { signer: 0, page: 1, x: 60, y: 600, width: 220, height: 50, kind: "signature" },
      { signer: 0, page: 1, x: 300, y: 610, width: 60, height: 30, kind: "initials" },
      { signer: 0, page: 1, x: 60, y: 670, width: 200, height: 20, kind: "name" },
      { signer: 0, page: 1, x: 300, y: 670, width: 200, height: 20, kind: "date" },
      { signer: 0, page: 1, x: 60, y: 720, width: 250, height: 22, kind: "text", label: "Flat number" },
      { signer: 0, page: 1, x: 60, y: 760, width: 250, height: 22, kind: "text", label: "Parking space", required: false },
      { signer: 1, page: 2, x: 500, y: 400, width: 200, height: 60, kind: "signature" },
      { signer: 1, page: 2, x: 500, y: 480, width: 300, height: 24, kind: "text", label: "Landlord's company" },
      { signer: 1, page: 3, x: 600, y: 100, width: 200, height: 24, kind: "name" },
    ];
    const created = await owner.post(`/api/documents/${id}/signature-requests`).send({ signers, otp: false, fields });
    expect(created.status, created.text).toBe(201);

    const tessToken = publicLinkIn(await smtp.nthTo("tess@fields.test", 1), "sign");
    const larsToken = publicLinkIn(await smtp.nthTo("lars@fields.test", 1), "sign");
    const tessPage = await t.agent().get(`/api/sign/${tessToken}`);
    expect(tessPage.status).toBe(200);
    const tessFields = tessPage.body.fields as TSignerField[];
    expect(tessFields.map(({ id: _id, ...f }) => f)).toEqual(fields.slice(0, 6).map(({ signer: _s, ...f }) => ({ required: true, label: null, ...f })));
    for (const f of tessFields) expect(f.id).toMatch(/^[0-9a-f-]{36}$/);
    const larsFields = (await t.agent().get(`/api/sign/${larsToken}`)).body.fields as TSignerField[];
    expect(larsFields.map((f) => f.label)).toEqual([null, "Landlord's company", null]);
    expect(larsFields.some((f) => tessFields.some((g) => g.id === f.id))).toBe(false);

    const [flat, parking] = [tessFields[4]!, tessFields[5]!];
    const sign = (token: string, body: object) => t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, ...body });
    const typed = { signature: { type: "typed", name: "Tess Tenant" } };
    // A required text left empty (absent or blank), an unknown id, another signer's field: 400 naming it, nothing signed.
    for (const [values, path] of [
      [{}, `fields.${flat.id}`],
      [{ [flat.id]: "   " }, `fields.${flat.id}`],
      [{ [flat.id]: "12B", nope: "x" }, "fields.nope"],
      [{ [flat.id]: "12B", [larsFields[1]!.id]: "x" }, `fields.${larsFields[1]!.id}`],
      [{ [flat.id]: "12B", [tessFields[0]!.id]: "x" }, `fields.${tessFields[0]!.id}`],
    ] as const) {
      const res = await sign(tessToken, { ...typed, fields: values });
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await t.agent().get(`/api/sign/${tessToken}`)).body.signer.status).toBe("pending");
    const long = await sign(tessToken, { ...typed, fields: { [flat.id]: "x".repeat(501) } });
    expect(long.status).toBe(400);

    const tess = await sign(tessToken, { ...typed, fields: { [flat.id]: "Flat 12B", [parking.id]: "" } });
    expect(tess.status, tess.text).toBe(200);
    expect(tess.body.completed).toBe(false);
    const ink = await sharp({ create: { width: 300, height: 90, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="300" height="90"><path d="M10 60 C 80 0, 160 90, 290 30" stroke="black" stroke-width="6" fill="none"/></svg>') }])
      .png()
      .toBuffer();
    const lars = await sign(larsToken, { signature: { type: "drawn", image: `data:image/png;base64,${ink.toString("base64")}` }, fields: { [larsFields[1]!.id]: "Landlord Holdings Ltd" } });
    expect(lars.status, lars.text).toBe(200);
    expect(lars.body.completed).toBe(true);

    // The signed copy's e-mail: the request is sealed.
    await smtp.nthTo("tess@fields.test", 2);
    const sealed = (await asBuffer(owner.get(`/api/signature-requests/${created.body.id}/signed.pdf`))).body as Buffer;
    const file = pdfFile(sealed);
    const report = runPdfTool("pdfsig", [file]);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");

    // Every word pdftotext finds on the page, with its box in points from the page's top-left.
    const words = (page: number) =>
      [...runPdfTool("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"]).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
        text: m[5]!.replace(/&apos;/g, "'").replace(/&amp;/g, "&"),
      }));
    /** The words inside the field's box (half a point of slack for rounding), joined. */
    const inside = (page: number, f: TSignatureField) => {
      const found = words(page).filter((w) => w.x0 >= f.x - 0.5 && w.x1 <= f.x + f.width + 0.5 && w.y0 >= f.y - 0.5 && w.y1 <= f.y + f.height + 0.5);
      return found.map((w) => w.text).join(" ");
    };
    const signedOn = new Date().toISOString().slice(0, 10);
    expect(inside(1, fields[0]!)).toBe("Tess Tenant");
    expect(inside(1, fields[1]!)).toBe("TT");
    expect(inside(1, fields[2]!)).toBe("Tess Tenant");
    const date = inside(1, fields[3]!);
    expect(date).toMatch(new RegExp(String(Number(signedOn.slice(8, 10)))));
    expect(date).toContain(signedOn.slice(0, 4));
    expect(inside(1, fields[4]!)).toBe("Flat 12B");
    expect(inside(1, fields[5]!)).toBe("");
    expect(inside(2, fields[7]!)).toBe("Landlord Holdings Ltd");
    // On the turned page, where it is shown (pdftotext reads the page as shown), upright.
    expect(inside(3, fields[8]!)).toBe("Lars Landlord");
    // Each value appears once on its page, only inside its box.
    const all = words(1).map((w) => w.text).join(" ");
    expect(all.match(/Flat 12B/g)).toHaveLength(1);
    expect(all).toContain("Lease page one");
  });
});
