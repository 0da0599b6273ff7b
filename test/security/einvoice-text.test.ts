// An invoice's text, as typed, in its PDF and in its e-invoices. The XML library decodes entity
// references in the text it is given and writes "&name;" and "&#n;" as they stand, and the text
// cleaner let some characters through: "R&amp;D" printed as typed but read R&D in the XML, "&e;"
// and "&#0;" made UBL, CII and Factur-X malformed, U+FFFE passed, and "&#x202E;" became a real
// right-to-left override. Each hostile string goes into every text field of an invoice, a credit
// note and a receipt (the fields found by walking the invoice schema, so a new field is covered
// without being listed) and into the business profile's name: a string holding a refused
// character is a 400 naming each field; any other is kept, and the PDF (pdftotext) and the UBL,
// CII, XRechnung and Factur-X XML (read by a strict parser, saxes) carry the same text for it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { ZInvoiceRequestSchema } from "../../shared/doc-types";
import { refusedCharacter } from "../../shared/validation/fields";
import { stringFields } from "../../shared/validation/test-utils";
import { SCENARIOS, GERMAN_GMBH_PROFILE_BODY as PROFILE } from "../../server/doc-types/invoice/scenarios";
import { asBuffer, startTestApp, type TestApp } from "../api-harness";
import { HAS_VALIDATION, loadValidator } from "../einvoice-validation";
import { pdfFile, pdfToolsAvailable } from "../pdf-tools";
import { xmlTexts } from "../xml-text";
import { report } from "./http-helpers";

/** The finding's strings, markup characters, a non-BMP emoji, a combining accent, and a few together. */
const HOSTILE = [
  "R&amp;D",
  "&e;",
  "&#0;",
  "\uFFFE",
  "&#x202E;",
  "\u202E",
  "&#65;",
  "&amp;amp;",
  "<",
  ">",
  `"`,
  "'",
  "]]>",
  "😀",
  "e\u0301",
  "\u0007",
  "\uD800",
  `R&amp;D &e; &#0; <'">`,
];


// A German seller, a French buyer, one reverse-charged and one exempt line: every text field of an
// invoice is printed and goes into the e-invoice (the exemption reason too).
const invoice = { ...SCENARIOS.find((s) => s.name.includes("mixing reverse-charged"))!.input, purchaseOrderReference: "PO-4711" };
const KINDS = [
  { kind: "invoice", body: invoice, einvoice: true },
  { kind: "credit note", body: { ...invoice, type: "credit_note", precedingInvoice: { number: "INV-0001", date: "2026-11-01" } }, einvoice: true },
  { kind: "receipt", body: { ...invoice, type: "receipt", payment: { invoiceNumber: "INV-0001", date: "2026-11-25", method: "bank_transfer", balanceDue: 0 } }, einvoice: false },
] as const;

type Path = (string | number)[];
type Body = Record<string | number, unknown>;

/** `body` with `text` in the field at `path` (an address's first line, before those it held). */
function withText(body: object, path: Path, text: string): Body {
  const copy = structuredClone(body) as Body;
  let node = copy;
  path.slice(0, -1).forEach((key, i) => {
    node = (node[key] ??= typeof path[i + 1] === "number" ? [] : {}) as Body;
  });
  const key = path.at(-1)!;
  const held = node[key];
  node[key] = Array.isArray(held) ? [text, ...held] : text;
  return copy;
}

/** The text fields of a kind's body: the string fields that take free text there. */
const textFields = (body: object) =>
  stringFields(ZInvoiceRequestSchema)
    .map((f) => f.path)
    .filter((path) => ZInvoiceRequestSchema.safeParse(withText(body, path, "Plain words")).success);

/** Where each field's value starts: a tag no other value contains. */
const tagged = (fields: Path[], hostile: string) => fields.map((path, i) => ({ path, value: `F${String(i).padStart(2, "0")}:${hostile}` }));

const oneLine = (s: string) => s.replace(/\s+/g, " ");
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: "utf8" });

/** The text following `tag` in `texts`, as long as `length`: what a document carries where a value should be. */
const near = (texts: string[], tag: string, length: number) => texts.map((t) => oneLine(t)).find((t) => t.includes(tag))?.split(tag)[1]?.slice(0, length + 8);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

test("every text field: a refused character is a 400 naming it; anything else is the same text in the PDF and in the UBL, CII, XRechnung and Factur-X XML", { timeout: 900_000 }, async () => {
  if (!pdfToolsAvailable("the e-invoice text checks (pdftotext, pdfdetach)")) return;
  const agent = await t.proUser("einvoice-text@example.com");
  const profile = await agent.post("/api/business-profiles").send(PROFILE);
  expect(profile.status).toBe(201);
  const validate = HAS_VALIDATION ? await loadValidator() : undefined;

  const fieldsOf = KINDS.map((k) => ({ ...k, fields: textFields(k.body) }));
  const allFields = new Set(fieldsOf.flatMap((k) => k.fields.map((p) => p.join("."))));
  // The other string fields are codes, dates, e-mail addresses and options. Twelve take text today:
  // a field added is walked too, and fewer would mean the walk itself broke.
  expect(allFields.size).toBeGreaterThanOrEqual(12);
  const printed = new Set<string>();
  const problems: string[] = [];
  let checks = 0;
  let refusals = 0;
  let xmlChecks = 0;

  for (const hostile of HOSTILE) {
    const refused = refusedCharacter(hostile);
    const seller = `Muster ${hostile} GmbH`;
    const patched = await agent.patch(`/api/business-profiles/${profile.body.id}`).send({ name: seller });
    checks++;
    if (refused) {
      refusals++;
      expect(patched.status, JSON.stringify(hostile)).toBe(400);
      expect(patched.body.errors).toEqual([{ path: "name", message: `Legal name contains a character that cannot be used (${refused})` }]);
    } else expect(patched.status, JSON.stringify(hostile)).toBe(200);

    for (const { kind, body, fields, einvoice } of fieldsOf) {
      const values = tagged(fields, hostile);
      const sent = values.reduce<object>((b, { path, value }) => withText(b, path, value), body);
      const created = await agent.post("/api/invoices").send(sent);
      checks += values.length;
      const label = `${kind} ${JSON.stringify(hostile)}`;
      if (refused) {
        refusals += values.length;
        expect(created.status, label).toBe(400);
        const errors = new Map((created.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
        for (const { path } of values) expect(errors.get(path.join(".")), `${label} ${path.join(".")}`).toMatch(new RegExp(` contains a character that cannot be used \\(${refused.replace("+", "\\+")}\\)$`));
        continue;
      }
      expect(created.status, `${label}: ${JSON.stringify(created.body.errors)}`).toBe(201);
      const id = created.body.documentId as string;

      // The PDF as printed: Factur-X's PDF/A is that PDF with the CII attached.
      const pdf = (await asBuffer(agent.get(`/api/documents/${id}/export/${einvoice ? "facturx" : "pdf"}`))).body as Buffer;
      const file = pdfFile(pdf);
      const pdfText = oneLine(run("pdftotext", ["-enc", "UTF-8", file, "-"]));
      const xml: Record<string, string> = {};
      if (einvoice) {
        for (const format of ["ubl", "cii", "xrechnung"]) {
          const res = await asBuffer(agent.get(`/api/documents/${id}/export/${format}`));
          expect(res.status, `${label} ${format}: ${String(res.body).slice(0, 300)}`).toBe(200);
          xml[format] = (res.body as Buffer).toString("utf8");
        }
        const listed = run("pdfdetach", ["-list", file]);
        const entry = /^(\d+): factur-x\.xml$/m.exec(listed)?.[1];
        expect(entry, listed).toBeDefined();
        const attached = path.join(path.dirname(file), "factur-x.xml");
        run("pdfdetach", ["-save", entry!, "-o", attached, file]);
        xml["factur-x.xml"] = fs.readFileSync(attached, "utf8");
        // The XMP of the PDF/A names the seller, and so does the PDF's author.
        const doc = await PDFDocument.load(pdf, { updateMetadata: false });
        const xmp = doc.catalog.lookup(PDFName.of("Metadata"));
        expect(xmp, label).toBeInstanceOf(PDFRawStream);
        xml.xmp = Buffer.from(decodePDFRawStream(xmp as PDFRawStream).decode()).toString("utf8");
        expect(doc.getAuthor(), label).toBe(seller);
      }
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      const texts: Record<string, string[]> = {};
      for (const [format, text] of Object.entries(xml)) {
        try {
          texts[format] = xmlTexts(text).map(oneLine);
        } catch (err) {
          problems.push(`${label}: ${format} is not well-formed: ${(err as Error).message}`);
        }
      }
      if (einvoice && texts.xmp) expect(texts.xmp, label).toContain(seller);

      // What the PDF prints of a field, every XML carries, and what it does not print (a credit
      // note's reference on an invoice), none does.
      for (const { path: where, value } of [...values, { path: ["businessProfile", "name"], value: seller }]) {
        const field = `${label} ${where.join(".")}`;
        const inPdf = pdfText.includes(value);
        if (inPdf) printed.add(where.join("."));
        for (const [format, nodes] of Object.entries(texts)) {
          if (format === "xmp") continue;
          xmlChecks++;
          if (nodes.some((n) => n.includes(value)) !== inPdf)
            problems.push(
              inPdf
                ? `${field}: the PDF prints ${JSON.stringify(value)}, ${format} has ${JSON.stringify(near(nodes, value.slice(0, 4), value.length))}`
                : `${field}: ${format} carries ${JSON.stringify(value)}, which the PDF does not print (it has ${JSON.stringify(near([pdfText], value.slice(0, 4), value.length))})`,
            );
        }
      }
      // The official rules still pass with these texts.
      if (validate && hostile === HOSTILE.at(-1) && kind === "invoice")
        for (const [format, rulesets] of [["ubl", ["peppol-ubl", "en16931-ubl"]], ["cii", ["en16931-cii"]], ["xrechnung", ["xrechnung-ubl"]], ["factur-x.xml", ["en16931-cii"]]] as const)
          for (const ruleset of rulesets) expect((await validate(ruleset, xml[format]!)).fatal.map((f) => f.id), `${format} ${ruleset}`).toEqual([]);
    }
  }
  expect(problems).toEqual([]);
  // Not a vacuous pass: each text field was printed (and so carried by the XML) in some document.
  expect([...allFields, "businessProfile.name"].filter((f) => !printed.has(f))).toEqual([]);
  report(
    "E-invoice text",
    `${HOSTILE.length} hostile strings in the ${allFields.size} text fields of an invoice, a credit note and a receipt and in the seller's name: ${checks} field values, ${refusals} refused with a 400 naming the field, ${checks - refusals} kept, each printed as typed and carried as typed by UBL, CII, XRechnung and Factur-X (${xmlChecks} comparisons with the PDF's text, every XML and XMP read by a strict parser); official rules on the combined string: ${validate ? "0 fatal" : "not run (no ../shared/einvoice-validation)"}`,
  );
});
